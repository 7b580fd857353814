import LayoutModel

extension ViewTree {
    /// A header the screen draws itself: a screen that hides its navigation
    /// bar (``ViewModifier/navigationBarHidden``) and whose body is a
    /// `VStack` led by an `HStack` of buttons (a sidebar or back button,
    /// then maybe the title):
    ///
    /// ```swift
    /// VStack(spacing: 0) {
    ///     HStack {
    ///         Button("Sidebar", systemImage: "sidebar.leading") { ... }
    ///         Text(title).font(.largeTitle)
    ///         Spacer()
    ///     }
    ///     .containerCornerOffset(.leading, sizeToFit: true)   // clear of the window controls
    ///     List { ... }
    /// }
    /// .toolbar(.hidden, for: .navigationBar)
    /// ```
    ///
    /// Each leading button is named by its title in lower case (`"sidebar"`,
    /// `"back"`). Returns the header, the screen without it (its content),
    /// and where the `HStack` was written; nil when the screen keeps its bar
    /// or leads with no buttons.
    static func header(in tree: ViewTree) -> (header: HeaderSpec, rest: ViewTree, site: Site)? {
        guard hidesNavigationBar(tree) else { return nil }
        return removingHeader(tree)
    }

    /// Whether a modifier on the screen's outside hides its navigation bar.
    private static func hidesNavigationBar(_ tree: ViewTree) -> Bool {
        switch tree {
        case .modified(_, .navigationBarHidden, _): true
        case .modified(let inner, _, _): hidesNavigationBar(inner)
        case .custom(_, let body, _): hidesNavigationBar(body)
        default: false
        }
    }

    private static func removingHeader(_ tree: ViewTree) -> (header: HeaderSpec, rest: ViewTree, site: Site)? {
        switch tree {
        case let .modified(inner, modifier, at):
            return removingHeader(inner).map { ($0.header, .modified($0.rest, modifier, at: at), $0.site) }
        case let .custom(type, body, at):
            return removingHeader(body).map { ($0.header, .custom(type: type, body: $0.rest, at: at), $0.site) }
        case let .container("VStack", spacing, children, selection, at):
            let rows = flatten(children)
            guard let first = rows.first, let (header, site) = headerRow(first) else { return nil }
            let rest = Array(rows.dropFirst())
            // What is under the header: one view lays out as itself.
            if rest.count == 1 { return (header, rest[0], site) }
            return (header, .container(name: "VStack", spacing: spacing, children: rest, selection: selection, at: at), site)
        default:
            return nil
        }
    }

    /// The header an `HStack` of leading buttons is, and where it was written.
    private static func headerRow(_ tree: ViewTree) -> (HeaderSpec, Site)? {
        var node = tree, avoids = false
        while case let .modified(inner, modifier, _) = node {
            if case .containerCornerOffset = modifier { avoids = true }
            node = inner
        }
        guard case let .container("HStack", _, children, _, at) = node else { return nil }
        var leading: [String] = [], showsTitle = false
        for child in flatten(children) {
            var item = child
            while case let .modified(inner, _, _) = item { item = inner }
            if !showsTitle, case let .leaf(name, text?, _) = item, name == "Button" || name == "Menu" {
                leading.append(text.lowercased())
            } else if case .leaf("Text", _, _) = item {
                showsTitle = true
                break
            } else {
                break
            }
        }
        guard !leading.isEmpty else { return nil }
        return (HeaderSpec(leading: leading, showsTitle: showsTitle ? nil : false, avoidsWindowControls: avoids ? true : nil), at)
    }
}
