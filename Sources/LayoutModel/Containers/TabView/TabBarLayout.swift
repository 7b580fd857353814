/// A `TabView` resolved at a window: where its tabs are and what fits.
public struct TabBarLayout: Hashable, Sendable {
    /// Where the tabs are shown.
    public enum Placement: String, Hashable, Sendable, Codable {
        /// The floating top tab bar of iPadOS 18 and later (regular width).
        case top
        /// The sidebar a `.sidebarAdaptable` tab bar turns into (regular width).
        case sidebar
        /// The bottom tab bar (compact width).
        case bottom
    }

    /// What kind of tab bar item.
    public enum ItemKind: String, Hashable, Sendable, Codable {
        /// One tab.
        case tab
        /// A section, shown as one item in the top tab bar.
        case section
        /// The search tab, pinned at the trailing end.
        case search
        /// The More item that lists the tabs that did not fit a bottom bar.
        case more
    }

    /// An item of the tab bar.
    public struct Item: Hashable, Sendable {
        /// The title.
        public var title: String
        /// What it is.
        public var kind: ItemKind
        /// The tags of the tabs reachable through it.
        public var tags: [String]
    }

    /// A group of the sidebar: top-level tabs (no header), or a section.
    public struct SidebarGroup: Hashable, Sendable {
        /// The section header; `nil` for the top-level tabs.
        public var header: String?
        /// The tags listed, in order.
        public var tags: [String]
    }

    /// Where the tabs are.
    public var placement: Placement
    /// The tab bar's items in order; empty when the sidebar shows instead.
    public var items: [Item]
    /// The tags that did not fit the bar: behind More at the bottom,
    /// scrolled out of view at the top.
    public var overflow: [String]
    /// The sidebar's groups when it shows.
    public var sidebar: [SidebarGroup]
    /// The width the bar needs to show every item at once.
    public var requiredWidth: Double
    /// The width it has.
    public var availableWidth: Double

    /// Whether every item is on the bar, none behind More or scrolled away,
    /// and each is at least wide enough to tap.
    public var fits: Bool { overflow.isEmpty && requiredWidth <= availableWidth + 0.001 }

    /// Every tag the user can reach from the bar or the sidebar: on an item,
    /// behind More, scrolled away, or listed in the sidebar.
    public var reachableTags: [String] {
        items.flatMap(\.tags) + overflow + sidebar.flatMap(\.tags)
    }

    /// Resolves `spec` in a window `width` points wide.
    ///
    /// - Compact width: a bottom bar with sections flattened, no headers, the
    ///   search tab last; more than ``TabBarParameters/compactItemLimit`` items
    ///   become the first `limit - 1` and More (Apple: "secondary tabs appear
    ///   in the tab bar … the section header doesn't appear").
    /// - Regular width with `sidebarShown` (`.sidebarAdaptable` only): the
    ///   sidebar, top-level tabs first, then each section under its header.
    /// - Regular width otherwise: the top bar, one item per top-level tab and
    ///   per section, the search tab pinned trailing, the sidebar toggle
    ///   leading; items that do not fit scroll (Apple: "collapses the tabs
    ///   that don't fit and enables scrolling").
    public static func resolve(
        _ spec: TabViewSpec, horizontal: SizeClass, sidebarShown: Bool, width: Double,
        parameters: TabBarParameters = .standard
    ) -> TabBarLayout {
        let search = spec.allTabs.filter { $0.role == .search }
        if horizontal == .compact {
            let flat = spec.allTabs.filter { $0.role != .search } + search
            let limit = parameters.compactItemLimit
            var items = flat.map { Item(title: $0.title, kind: $0.role == .search ? .search : .tab, tags: [$0.tag]) }
            var overflow: [String] = []
            if flat.count > limit {
                overflow = flat[(limit - 1)...].map(\.tag)
                items = Array(items.prefix(limit - 1)) + [Item(title: "More", kind: .more, tags: overflow)]
            }
            return TabBarLayout(
                placement: .bottom, items: items, overflow: overflow, sidebar: [],
                requiredWidth: Double(items.count) * parameters.minimumItemWidth, availableWidth: width)
        }
        if sidebarShown && spec.style == .sidebarAdaptable {
            var groups: [SidebarGroup] = []
            let topLevel = spec.entries.compactMap { entry -> String? in
                if case let .tab(tab) = entry { return tab.tag }
                return nil
            }
            if !topLevel.isEmpty { groups.append(SidebarGroup(header: nil, tags: topLevel)) }
            for case let .section(section) in spec.entries {
                groups.append(SidebarGroup(header: section.title, tags: section.tabs.map(\.tag)))
            }
            return TabBarLayout(placement: .sidebar, items: [], overflow: [], sidebar: groups,
                                requiredWidth: 0, availableWidth: width)
        }
        var items: [Item] = []
        for entry in spec.entries {
            switch entry {
            case let .tab(tab) where tab.role != .search:
                items.append(Item(title: tab.title, kind: .tab, tags: [tab.tag]))
            case .tab:
                break
            case let .section(section):
                let tabs = section.tabs.filter { $0.role != .search }
                if !tabs.isEmpty { items.append(Item(title: section.title, kind: .section, tags: tabs.map(\.tag))) }
            }
        }
        let pinned = search.map { Item(title: $0.title, kind: .search, tags: [$0.tag]) }
        let fixed = (spec.style == .sidebarAdaptable ? parameters.iconItemWidth : 0)
            + Double(pinned.count) * parameters.iconItemWidth
        let available = width - 2 * parameters.topBarMargin
        var required = fixed
        var overflow: [String] = []
        var visible: [Item] = []
        for item in items {
            required += parameters.topItemWidth(item.title)
            if required <= available + 0.001 { visible.append(item) } else { overflow += item.tags }
        }
        return TabBarLayout(placement: .top, items: visible + pinned, overflow: overflow, sidebar: [],
                            requiredWidth: required, availableWidth: available)
    }
}
