import LayoutModel
import SourceSyntax

extension Extractor {
    /// The container `tree` is, with its screens registered in `drafts`.
    mutating func container(_ tree: ViewTree, key: String, into drafts: inout Drafts) -> Container {
        let (core, modifiers) = Self.peel(tree)
        switch core {
        case .splitView(let split):
            let spec = splitView(split, modifiers: modifiers, into: &drafts)
            attachRootPresentations(modifiers, container: "NavigationSplitView", screen: spec.sidebar.first, into: &drafts)
            drafts.locate(.container, "\(key):splitView", split.at)
            // The modifier a column-width lint is about, not its container.
            drafts.locate(.container, "\(key):splitView.sidebarWidth", Self.columnWidthSite(in: split.sidebar))
            return .splitView(spec)
        case let .tabView(selection, children, at):
            if roles.tab == nil, let selection = selection.key { roles.tab = selection }
            if roles.tabSite == nil { roles.tabSite = at }
            var style = TabViewStyle.automatic
            for modifier in modifiers { if case .tabStyle(let chosen) = modifier { style = chosen } }
            drafts.locate(.container, "\(key):tabView", at)
            var used: Set<String> = []
            let entries = applyingStandIns(tabEntries(children, used: &used, into: &drafts), in: selectionGetters[at.location],
                                           into: &drafts)
            let tabsFromData = takeDataTabs()
            if entries.isEmpty && tabsFromData == nil { assume(at, construct: "`TabView`", "no tab the reader can read: a tab view with no tabs", structural: true) }
            attachRootPresentations(modifiers, container: "TabView", screen: entries.flatMap(\.tabs).first?.screenID, into: &drafts)
            return .tabView(TabViewSpec(style: style, entries: entries, tabsFromData: tabsFromData))
        case let .stack(_, root, at):
            let (id, title) = Self.rootScreen(root)
            registerScreen(id, title: title, tree: root, site: Self.site(of: root) ?? at, handlers: Self.destinations(in: tree), into: &drafts)
            attachRootPresentations(modifiers, container: "NavigationStack", screen: id, into: &drafts)
            drafts.locate(.container, "\(key):stack", at)
            return .stack(StackSpec(root: id))
        case let .container(name, spacing, children, _, at):
            let geometry = modifiers.contains { if case .geometryReader = $0 { true } else { false } }
                ? Self.geometrySite(tree) : nil
            if let found = sideColumnRoot(name, spacing: spacing, children, geometry: geometry, key: key, into: &drafts) {
                return found
            }
            if let content = accessoryRoot(name, children, at: at) {
                // The stack's own modifiers (a sheet, a toolbar) stay on it.
                let kept = modifiers.reduce(content) { ViewTree.modified($0, $1, at: at) }
                return container(kept, key: key, into: &drafts)
            }
            fallthrough
        default:
            let (id, title) = Self.rootScreen(tree)
            registerScreen(id, title: title, tree: tree, site: Self.site(of: tree), handlers: [], into: &drafts)
            drafts.locate(.container, "\(key):view", Self.site(of: tree))
            return .view(screen: id)
        }
    }

    /// Where the `GeometryReader` around the tree's core is written.
    static func geometrySite(_ tree: ViewTree) -> Site? {
        switch tree {
        case .modified(_, .geometryReader, let at): return at
        case .modified(let base, _, _), .custom(_, let base, _): return geometrySite(base)
        case .group(let children) where children.count == 1: return geometrySite(children[0])
        default: return nil
        }
    }

    /// A root screen's id and title: its navigation title, or its view type's name.
    static func rootScreen(_ tree: ViewTree) -> (String, String?) {
        let title = navigationTitle(in: tree)
        // A title of no letter or digit (`""`, an emoji) names no screen:
        // the view's type does, as for a screen without a title.
        if let title, !Extractor.slug(title).isEmpty { return (Extractor.slug(title), title) }
        if let type = customType(of: tree) {
            let name = ViewTree.displayName(type)
            return (name.prefix(1).lowercased() + name.dropFirst(), nil)
        }
        return ("root", nil)
    }

    mutating func splitView(_ split: SplitViewTree, modifiers: [ViewModifier], into drafts: inout Drafts) -> SplitViewSpec {
        let rows = Self.rows(in: split.sidebar)
        let samples = Self.sampleRows(in: split.sidebar)
        let sidebarKey = Self.selectionKey(in: split.sidebar)
        if roles.sidebar == nil { roles.sidebar = sidebarKey }
        if roles.splitSite == nil { roles.splitSite = split.at }
        var spec = SplitViewSpec(sidebar: [])
        spec.sidebarWidth = Self.columnWidth(in: split.sidebar)
        if split.content != nil { spec.hasContent = true }
        for modifier in modifiers { if case .splitStyle(let style) = modifier { spec.style = style } }
        if case .enumCase(_, let name, _)? = split.visibility { spec.visibility = ColumnVisibility(rawValue: name) }
        if case .enumCase(_, let name, _)? = split.preferredCompactColumn { spec.preferredCompactColumn = SplitColumn(rawValue: name) }
        let saved = overrides
        defer { overrides = saved }
        var twoColumnCandidates: [String] = []
        var listed: Set<String> = []
        for row in rows {
            guard let id = row.value.screenID else { continue }
            guard listed.insert(id).inserted else { continue }
            spec.sidebar.append(id)
            drafts.locate(.sidebarRow, id, row.at)
            if let at = row.at { readBook.note(.links, at.location) }
            if let key = sidebarKey { overrides[key] = row.value }
            if split.content == nil, let at = row.at, let source = linkDestinations[at.location] {
                // A sidebar link that names its destination shows it in the
                // detail column (Apple, `isDetailLink(_:)`: true by default).
                readBook.note(.destinations, at.location)
                var destination: ViewTree = .empty
                if case .view(let built) = destinationView(source, item: .unknown) { destination = built }
                noteDetail(destination, into: &spec)
                registerScreen(id, title: row.title, tree: destination, site: row.at, handlers: [], into: &drafts)
            } else if let content = split.content {
                let column = builder(content.statements, content.scope)
                if let twoColumn = contentColumn(row: id, title: row.title, rowSite: row.at, column: column,
                                                 split: split, spec: &spec, into: &drafts) {
                    twoColumnCandidates.append(twoColumn)
                }
            } else if sidebarKey == nil && rows.count > 1 {
                // A selection the reader cannot key: the detail it would read
                // for every row is the one of no row in particular.
                assume(split.at, construct: "a sidebar whose selection the reader cannot key",
                       "each row's detail not read: a screen of no content, toolbar or links", structural: true)
                registerScreen(id, title: row.title, tree: .empty, site: row.at, handlers: [], into: &drafts)
            } else {
                let detail = builder(split.detail.statements, split.detail.scope)
                noteDetail(detail, into: &spec)
                registerScreen(id, title: row.title, tree: detail, site: row.at, handlers: [], into: &drafts)
            }
        }
        // Each list of data in the sidebar (one per `Section`, say), once.
        var lists: [String] = []
        for sample in samples {
            guard let source = sample.value.sample, !lists.contains(source.at.location) else { continue }
            lists.append(source.at.location)
            sidebarRowsFromData(sample.value, sidebarKey: sidebarKey, split: split, spec: &spec, into: &drafts)
        }
        noteRowLinks(in: split.sidebar, ids: spec.sidebar)
        if spec.sidebar.isEmpty && spec.sidebarFromData == nil {
            assume(split.at, construct: "`NavigationSplitView`", "a sidebar with no rows the reader can read: the split view has an empty sidebar", structural: true)
        }
        let twoColumn = twoColumnRows(twoColumnCandidates, sidebarKey: sidebarKey, rows: rows, split: split)
        if !twoColumn.isEmpty { spec.twoColumnRows = twoColumn }
        return spec
    }

    /// What a detail column tells the split view: a stack, a minimum width.
    func noteDetail(_ detail: ViewTree, into spec: inout SplitViewSpec) {
        if case .stack = Self.peel(detail).core { spec.detailStack = true }
        if spec.detailMinWidth == nil, let width = Self.columnWidth(in: detail) { spec.detailMinWidth = width.min }
    }

    /// An assumption at a site.
    mutating func assume(_ at: Site, construct: String, _ assumed: String, structural: Bool = false) {
        let assumption = Assumption(location: at.location, construct: construct, assumed: assumed, isStructural: structural)
        record(assumption)
    }

    /// The tab view's entries; `used` holds the tags given so far, so each
    /// is unique over the whole tab view, its sections included (tabs of no
    /// readable title or value, made by a `ForEach`, would share one).
    /// `inherited` is the placement of the section the children are in.
    private mutating func tabEntries(_ children: [ViewTree], used: inout Set<String>, inherited: TabPlacement? = nil,
                                     into drafts: inout Drafts) -> [TabEntry] {
        var entries: [TabEntry] = []
        var kept: String?
        for child in ViewTree.flatten(children) {
            guard keepsTab(child, kept: &kept) else { continue }
            var child = child
            while case .modified(let inner, .branch, _) = child { child = inner }
            // `.tabPlacement(_:)` on a `Tab` or a `TabSection`.
            var placement: TabPlacement?
            var core = child
            var peeled = false
            while case let .modified(inner, modifier, _) = core {
                if case .tabPlacement(let chosen) = modifier { placement = placement ?? chosen }
                core = inner
                peeled = true
            }
            let explicit = placement == .automatic ? nil : placement
            switch core {
            case let .tabSection(title, inner, at):
                let tabs = tabEntries(inner, used: &used, inherited: explicit ?? inherited, into: &drafts).flatMap(\.tabs)
                entries.append(.section(TabSection(title, tabs: tabs, placement: explicit)))
                drafts.locate(.tab, "section:\(title)", at)
            case let .tab(title, value, role, content, at):
                // Tabs made from data in the sidebar only (`.defaultVisibility(.hidden,
                // for: .tabBar)` or `.tabPlacement(.sidebarOnly)` on them or their
                // section) are never in the tab bar; the model holds tabs from data
                // in the bar only, so they are left out, said at their line.
                if case .fromData(let row, _, _) = value, (explicit ?? inherited) == .sidebarOnly {
                    if row == 1 {
                        assume(at, construct: "`\(at.code)`",
                               "tabs made from data, shown in the sidebar only: not in the tab bar, and not read as sidebar rows")
                    }
                    continue
                }
                if dataTab(value, title: title, content: content, used: &used, into: &drafts) { continue }
                let id = Self.unique(value.screenID ?? title.map(Extractor.slug) ?? "tab-\(used.count + 1)", in: &used)
                if value.screenID == nil, unreadTab == nil { unreadTab = at }
                // `Tab(role: .search)` without a title shows the system's "Search".
                let title = title ?? (role == "search" ? "Search" : nil)
                var tab = Tab(title ?? id, tag: id, role: role.flatMap(TabRole.init(rawValue:)), placement: explicit)
                drafts.locate(.tab, id, at)
                tab.content = tabContent(content, tag: id, title: title, site: at, into: &drafts)
                entries.append(.tab(tab))
            case .custom(_, let body, _) where !peeled:
                entries += tabEntries([body], used: &used, into: &drafts)
            default:
                var tag: Value?
                var title: String?
                var base = child
                var at = Self.site(of: child)
                while case let .modified(inner, modifier, site) = base {
                    if case .tag(let value) = modifier { tag = value; at = site }
                    if case .tabItem(let text) = modifier { title = text }
                    base = inner
                }
                guard let found = tag?.screenID ?? title.map(Extractor.slug) else {
                    if let at { assume(at, construct: "`\(at.code)`", "a tab view child without a tag or tab item: not a tab") }
                    continue
                }
                let id = Self.unique(found, in: &used)
                var tab = Tab(title ?? id, tag: id)
                drafts.locate(.tab, id, at)
                tab.content = tabContent(child, tag: id, title: title, site: at, into: &drafts)
                entries.append(.tab(tab))
            }
        }
        return entries
    }
}

extension Extractor {
    /// `id`, or `id-2`, `id-3`, ... when taken, noted in `used`.
    static func unique(_ id: String, in used: inout Set<String>) -> String {
        var candidate = id
        var number = 1
        while used.contains(candidate) {
            number += 1
            candidate = "\(id)-\(number)"
        }
        used.insert(candidate)
        return candidate
    }
}
