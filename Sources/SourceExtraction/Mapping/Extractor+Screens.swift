import LayoutModel
import SourceSyntax

extension Extractor {
    /// Registers the screen `id` showing `tree`, then the screens its links
    /// lead to, through the destinations in scope.
    mutating func registerScreen(_ id: String, title: String?, tree: ViewTree, site: Site?,
                                 handlers: [DestinationHandler], into drafts: inout Drafts, depth: Int = 0) {
        guard drafts.index(of: id) == nil else { return }
        var root = tree
        if case .stack(_, let inner, _) = Self.peel(tree).core { root = inner }
        let handlers = handlers + Self.destinations(in: tree)
        for nested in Self.nestedContainers(in: root) {
            readBook.noteUnmodelled(nested.location)
            assume(nested, construct: "`\(nested.code)` inside a screen",
                   "a container inside a view is not modelled: flexible, minimum width 0", structural: true)
        }
        var draft = ScreenDraft(id: id, title: Self.navigationTitle(in: root) ?? title)
        var laidOut = root
        if let found = ViewTree.header(in: root) {
            // The header is the screen's bar, not its content.
            draft.header = found.header
            laidOut = found.rest
            drafts.locate(.frame, "\(id):header", found.site)
        }
        let width = laidOut.width
        switch width {
        case .leaf(let name, let minimum, _) where minimum == 0:
            draft.content = nil
            draft.flexibleName = name
        default:
            draft.content = width.placed.node
            drafts.locate(content: width.placed, screen: id)
        }
        drafts.locate(.screen, id, site)
        let links = Self.links(in: root)
        for (value, at) in links {
            guard let target = value.screenID else { continue }
            if !draft.destinations.contains(target) { draft.destinations.append(target) }
            readBook.note(.links, at.location)
        }
        for entry in Self.toolbarEntries(in: root) {
            if entry.inTitleMenu {
                guard !draft.titleMenu.contains(entry.item.id) else { continue }
                draft.titleMenu.append(entry.item.id)
            } else {
                guard !draft.toolbar.contains(entry.item) else { continue }
                draft.toolbar.append(entry.item)
            }
            drafts.locate(.toolbarItem, "\(id):\(entry.item.id)", entry.at)
        }
        let queued = presentationBook.pendingStacks.count
        draft.presentations = screenPresentations(Self.presentationDrafts(in: tree), screen: id, into: &drafts)
        drafts.add(draft)
        // The screens of its presentations' own stacks come after those its
        // links push: a view both pushed and presented (an edit form, a
        // create form) is read as the push shows it, as before stacks were read.
        let stacks = Array(presentationBook.pendingStacks[queued...])
        presentationBook.pendingStacks.removeSubrange(queued...)
        defer { registerPresentedStacks(stacks, into: &drafts, depth: depth) }
        let fromData = rowsFromData(links, handlers: handlers, into: &drafts, depth: depth)
        if !fromData.isEmpty, let index = drafts.index(of: id) {
            drafts[screen: index].destinationsFromData = fromData
            for (value, at) in links where value.isSample { readBook.note(.links, at.location) }
        }
        guard depth < 16 else { return }
        for (value, at) in links {
            switch value {
            case .fromData, .sampleID: continue
            default: break
            }
            guard let target = value.screenID else {
                assume(at, construct: "`\(at.code)`", "a link whose value is not in the source: not a screen of the spec",
                       structural: true)
                continue
            }
            if let source = linkDestinations[at.location] {
                // A link that names its destination view (or a triggered
                // `navigationDestination`): its screen is the view.
                readBook.note(.destinations, at.location)
                guard drafts.index(of: target) == nil else { continue }
                var destination: ViewTree = .empty
                if case .view(let built) = destinationView(source, item: .unknown) { destination = built }
                registerScreen(target, title: nil, tree: destination, site: at, handlers: handlers, into: &drafts, depth: depth + 1)
                continue
            }
            let handler = handlers.first { $0.type == value.typeName }
                ?? (value.typeName == nil && handlers.count == 1 ? handlers[0] : nil)
            guard drafts.index(of: target) == nil else {
                // The screen is read already; this destination shows it too.
                if let site = handler?.at { readBook.note(.destinations, site.location) }
                continue
            }
            guard let handler else {
                let assumption = Assumption(location: at.location, construct: "`\(at.code)`",
                                            assumed: "no navigationDestination for this value: '\(target)' is a plain screen")
                record(assumption)
                registerScreen(target, title: nil, tree: .empty, site: at, handlers: handlers, into: &drafts, depth: depth + 1)
                continue
            }
            var destination: ViewTree = .empty
            if let site = handler.at { readBook.note(.destinations, site.location) }
            if case .view(let built) = apply(handler.closure, handler.scope, arguments: [value]) { destination = built }
            registerScreen(target, title: nil, tree: destination, site: at, handlers: handlers, into: &drafts, depth: depth + 1)
        }
    }

    /// The split views and tab views inside a screen's content.
    static func nestedContainers(in tree: ViewTree) -> [Site] {
        switch tree {
        case .splitView(let split): return [split.at]
        case let .tabView(_, _, at): return [at]
        case .modified(let base, _, _): return nestedContainers(in: base)
        case .custom(_, let body, _): return nestedContainers(in: body)
        case .group(let children), .container(_, _, let children, _, _): return children.flatMap(nestedContainers)
        case .stack(_, let root, _): return nestedContainers(in: root)
        default: return []
        }
    }

    /// A location string's parts, to check it is one.
    static func parse(_ location: String) -> (String, Int, Int)? {
        let parts = location.split(separator: ":")
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else { return nil }
        return (parts.dropLast(2).joined(separator: ":"), line, column)
    }

    /// The container under views of the app's own types and modifiers, and
    /// the modifiers applied to it, innermost first.
    static func peel(_ tree: ViewTree) -> (core: ViewTree, modifiers: [ViewModifier]) {
        switch tree {
        case .custom(_, let body, _): return peel(body)
        case let .modified(base, modifier, _):
            let (core, modifiers) = peel(base)
            return (core, modifiers + [modifier])
        case .group(let children) where children.count == 1: return peel(children[0])
        // A stack of one view lays it out as it is (Apple's Backyard Birds
        // wraps its root in the `ZStack { content }` of a view modifier).
        case let .container(name, _, children, _, _)
            where ["Group", "NavigationView", "ZStack", "VStack", "HStack"].contains(name) && ViewTree.flatten(children).count == 1:
            return peel(ViewTree.flatten(children)[0])
        default: return (tree, [])
        }
    }

    /// The first `.navigationTitle` in the tree, links and nested containers not entered.
    static func navigationTitle(in tree: ViewTree) -> String? {
        switch tree {
        case let .modified(base, modifier, _):
            if case .title(let title) = modifier { return title }
            return navigationTitle(in: base)
        case .custom(_, let body, _): return navigationTitle(in: body)
        case .group(let children), .container(_, _, let children, _, _):
            for child in children { if let title = navigationTitle(in: child) { return title } }
            return nil
        default: return nil
        }
    }

    /// The `navigationDestination(for:)`s in the tree.
    static func destinations(in tree: ViewTree) -> [DestinationHandler] {
        switch tree {
        case let .modified(base, modifier, at):
            var found = destinations(in: base)
            if case let .destination(type, closure, scope) = modifier {
                found.append(DestinationHandler(type: type, closure: closure, scope: scope, at: at))
            }
            return found
        case .custom(_, let body, _): return destinations(in: body)
        case .group(let children), .container(_, _, let children, _, _): return children.flatMap(destinations)
        case .stack(_, let root, _): return destinations(in: root)
        case .link(_, let label, _): return destinations(in: label)
        default: return []
        }
    }

    /// The values of the `NavigationLink(value:)`s in the tree, in order.
    static func links(in tree: ViewTree) -> [(Value, Site)] {
        switch tree {
        case let .link(value, _, at): return [(value, at)]
        case let .modified(base, .pushes(value), at): return links(in: base) + [(value, at)]
        case let .modified(base, .accessoryLinks(found), _): return links(in: base) + found
        case .modified(let base, _, _): return links(in: base)
        case .custom(_, let body, _): return links(in: body)
        case .group(let children), .container(_, _, let children, _, _): return children.flatMap(links)
        case .stack(_, let root, _): return links(in: root)
        case .viewThatFits(let children, _), .grid(_, let children, _): return children.flatMap(links)
        default: return []
        }
    }

    /// The toolbar items in the tree.
    static func toolbarEntries(in tree: ViewTree) -> [ToolbarEntry] {
        switch tree {
        case let .modified(base, modifier, _):
            var found = toolbarEntries(in: base)
            if case .toolbar(let entries) = modifier { found += entries }
            return found
        case .custom(_, let body, _): return toolbarEntries(in: body)
        case .group(let children), .container(_, _, let children, _, _): return children.flatMap(toolbarEntries)
        default: return []
        }
    }

    /// The rows of a sidebar or content column: tagged views and links, in
    /// order; a row or link of data the source does not hold is not one
    /// (``sampleRows(in:)``).
    static func rows(in tree: ViewTree) -> [(value: Value, title: String?, at: Site?)] {
        rows(in: tree, samples: false)
    }

    /// The rows of data the source does not hold: one per sample element of
    /// a `List(store.folders, selection: $folder) { ... }`, each tagged with
    /// it, or of a `ForEach(store.folders) { NavigationLink(value: $0) }`
    /// inside a `List(selection:)`, each link's value.
    static func sampleRows(in tree: ViewTree) -> [(value: Value, title: String?, at: Site?)] {
        rows(in: tree, samples: true)
    }

    /// The tagged views and links whose value is a sample element
    /// (`samples`), or the others (inside a sample row too).
    private static func rows(in tree: ViewTree, samples: Bool) -> [(value: Value, title: String?, at: Site?)] {
        switch tree {
        case let .modified(base, modifier, at):
            if case .tag(let value) = modifier {
                if value.isSample == samples { return [(value, ViewTree.firstText(base), at)] }
                // A sample row is read as it was before it was tagged.
                return samples ? [] : rows(in: base, samples: false)
            }
            return rows(in: base, samples: samples)
        case let .link(value, label, at): return value.isSample == samples ? [(value, ViewTree.firstText(label), at)] : []
        case .custom(_, let body, _): return rows(in: body, samples: samples)
        case .group(let children), .container(_, _, let children, _, _):
            return children.flatMap { rows(in: $0, samples: samples) }
        default: return []
        }
    }

    /// The state key a column's `List(selection:)` binds.
    static func selectionKey(in tree: ViewTree) -> String? {
        switch tree {
        case let .container(_, _, children, selection, _):
            if let selection { return selection }
            for child in children { if let key = selectionKey(in: child) { return key } }
            return nil
        case .modified(let base, _, _): return selectionKey(in: base)
        case .custom(_, let body, _): return selectionKey(in: body)
        case .group(let children):
            for child in children { if let key = selectionKey(in: child) { return key } }
            return nil
        default: return nil
        }
    }

    /// The first `.navigationSplitViewColumnWidth` in a column.
    static func columnWidth(in tree: ViewTree) -> ColumnWidth? {
        switch tree {
        case let .modified(base, modifier, _):
            if case .columnWidth(let width) = modifier { return width }
            return columnWidth(in: base)
        case .custom(_, let body, _): return columnWidth(in: body)
        case .group(let children), .container(_, _, let children, _, _):
            for child in children { if let width = columnWidth(in: child) { return width } }
            return nil
        case .stack(_, let root, _): return columnWidth(in: root)
        default: return nil
        }
    }

    /// Where the column width ``columnWidth(in:)`` reads is written: its
    /// `.navigationSplitViewColumnWidth` modifier.
    static func columnWidthSite(in tree: ViewTree) -> Site? {
        switch tree {
        case let .modified(base, modifier, at):
            if case .columnWidth = modifier { return at }
            return columnWidthSite(in: base)
        case .custom(_, let body, _): return columnWidthSite(in: body)
        case .group(let children), .container(_, _, let children, _, _):
            for child in children { if let site = columnWidthSite(in: child) { return site } }
            return nil
        case .stack(_, let root, _): return columnWidthSite(in: root)
        default: return nil
        }
    }

    /// The outermost site in the tree.
    static func site(of tree: ViewTree) -> Site? {
        switch tree {
        case .modified(let base, .branch, _): return site(of: base)
        case let .leaf(_, _, at), let .container(_, _, _, _, at), let .modified(_, _, at), let .custom(_, _, at),
             let .link(_, _, at), let .tabView(_, _, at), let .tab(_, _, _, _, at), let .tabSection(_, _, at),
             let .stack(_, _, at), let .grid(_, _, at), let .spacer(_, at), let .viewThatFits(_, at): return at
        case .splitView(let split): return split.at
        case .group(let children): return children.first.flatMap(site)
        case .empty: return nil
        }
    }

    /// The app's own type at the top of the tree, if any.
    static func customType(of tree: ViewTree) -> String? {
        switch tree {
        case .custom(let type, _, _): return type
        case .modified(let base, _, _): return customType(of: base)
        default: return nil
        }
    }
}
