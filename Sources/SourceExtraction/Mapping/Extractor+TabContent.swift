import LayoutModel

extension Extractor {
    /// What a tab holds (`Tab.content`), its screens registered:
    /// a `NavigationSplitView` inside the tab is the tab's split view; a
    /// `NavigationStack` whose root is a screen other than the tab's own
    /// (`Tab("Calendar") { NavigationStack { TodayView() } }`, the root
    /// titled "Today") is a stack starting there; anything else is the tab's
    /// screen, `nil`, as before (a stack whose root is the tab's screen is the
    /// tab's own stack, which the model gives every tab).
    ///
    /// A split view inside a tab is read as a root one is (rows, columns,
    /// detail per row), but its bindings are not the root's: the tab's
    /// selection and the split view's are not a pair the behaviour reader
    /// keys, so the roles found are put back.
    mutating func tabContent(_ tree: ViewTree, tag: String, title: String?, site: Site?,
                             into drafts: inout Drafts) -> TabContent? {
        let (core, modifiers) = Self.peel(tree)
        switch core {
        case .splitView(let split):
            let saved = roles
            defer { roles = saved }
            let spec = splitView(split, modifiers: modifiers, into: &drafts)
            drafts.locate(.container, "tab:\(tag):splitView", split.at)
            return .splitView(spec)
        case let .stack(_, root, at):
            let (id, rootTitle) = Self.rootScreen(root)
            guard id != tag, id != "root" else { break }
            registerScreen(id, title: rootTitle, tree: root, site: Self.site(of: root) ?? at,
                           handlers: Self.destinations(in: tree), into: &drafts)
            drafts.locate(.container, "tab:\(tag):stack", at)
            return .stack(StackSpec(root: id))
        default: break
        }
        registerScreen(tag, title: title, tree: tree, site: site, handlers: [], into: &drafts)
        return nil
    }
}
