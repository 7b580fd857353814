/// A `TabView` resolved at a window: where its tabs are and what fits.
public struct TabBarLayout: Hashable, Sendable {
    /// Where the tabs are shown.
    public enum Placement: String, Hashable, Sendable, Codable {
        /// The floating top tab bar of iPadOS 18 and later (iPad, regular width).
        case top
        /// The sidebar a `.sidebarAdaptable` tab bar turns into (iPad, regular width).
        case sidebar
        /// The bottom tab bar (iPad in compact width; iPhone always).
        case bottom
    }

    /// Where a tab view's tabs go, by idiom and size class.
    ///
    /// - iPhone: the bottom bar at every size class, also in the regular width
    ///   of a Plus or Max model in landscape, whatever the style. Apple,
    ///   `SidebarAdaptableTabViewStyle`: "iPadOS displays a top tab bar that
    ///   can adapt into a sidebar. iOS displays a bottom tab bar."; and
    ///   `TabBarPlacement.sidebar`: "A tab bar can appear as a sidebar in
    ///   sidebarAdaptable on iPad, macOS, visionOS, and tvOS" (not iPhone).
    /// - iPad in compact width: the bottom bar.
    /// - iPad in regular width: the sidebar when it is shown (only
    ///   `.sidebarAdaptable` has one), else the top bar.
    @inline(__always)
    public static func placement(idiom: Idiom, horizontal: SizeClass, sidebarShown: Bool) -> Placement {
        if idiom == .phone || horizontal == .compact { return .bottom }
        return sidebarShown ? .sidebar : .top
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
    /// The items, overflow and sidebar groups, in one immutable box that the
    /// forms a ``Plan`` makes once share: a ``Layout`` holding a tab bar
    /// copies and destroys one reference rather than three arrays.
    @usableFromInline var lists: Lists
    /// The tab bar's items in order; empty when the sidebar shows instead.
    public var items: [Item] {
        @inlinable get { lists.items }
        set { lists = Lists(items: newValue, overflow: lists.overflow, sidebar: lists.sidebar) }
    }
    /// The tags that did not fit the bar: behind More at the bottom,
    /// scrolled out of view at the top.
    public var overflow: [String] {
        @inlinable get { lists.overflow }
        set { lists = Lists(items: lists.items, overflow: newValue, sidebar: lists.sidebar) }
    }
    /// The sidebar's groups when it shows.
    public var sidebar: [SidebarGroup] {
        @inlinable get { lists.sidebar }
        set { lists = Lists(items: lists.items, overflow: lists.overflow, sidebar: newValue) }
    }
    /// The width the bar needs to show every item at once.
    public var requiredWidth: Double
    /// The width it has.
    public var availableWidth: Double

    /// A tab bar at `placement` with `items`, `overflow` and `sidebar`.
    init(placement: Placement, items: [Item], overflow: [String], sidebar: [SidebarGroup],
         requiredWidth: Double, availableWidth: Double) {
        self.placement = placement
        self.lists = Lists(items: items, overflow: overflow, sidebar: sidebar)
        self.requiredWidth = requiredWidth
        self.availableWidth = availableWidth
    }

    /// A tab bar at `placement` with `lists`.
    init(placement: Placement, lists: Lists, requiredWidth: Double, availableWidth: Double) {
        self.placement = placement
        self.lists = lists
        self.requiredWidth = requiredWidth
        self.availableWidth = availableWidth
    }

    /// Whether two tab bars show the same: placement, items, overflow,
    /// sidebar and widths.
    public static func == (lhs: TabBarLayout, rhs: TabBarLayout) -> Bool {
        guard lhs.placement == rhs.placement, lhs.requiredWidth == rhs.requiredWidth,
              lhs.availableWidth == rhs.availableWidth else { return false }
        if lhs.lists === rhs.lists { return true }
        return lhs.items == rhs.items && lhs.overflow == rhs.overflow && lhs.sidebar == rhs.sidebar
    }

    /// Hashes what the tab bar shows.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(placement)
        hasher.combine(items)
        hasher.combine(overflow)
        hasher.combine(sidebar)
        hasher.combine(requiredWidth)
        hasher.combine(availableWidth)
    }

    /// Whether every item is on the bar, none behind More or scrolled away,
    /// and each is at least wide enough to tap.
    ///
    /// Inlinable, so that the layout invariants ask it of the tab bar where
    /// the layout keeps it: a call took a copy of the tab bar, its lists
    /// retained and released, on every layout of a tab view.
    @inlinable public var fits: Bool { lists.overflowIsEmpty && requiredWidth <= availableWidth + 0.001 }

    /// The number of ``items``, without making them.
    public var itemCount: Int { lists.itemCount }

    /// The number of ``overflow`` tags, without making them.
    public var overflowCount: Int { lists.overflowCount }

    /// Every tag the user can reach from the bar or the sidebar: on an item,
    /// behind More, scrolled away, or listed in the sidebar.
    public var reachableTags: [String] {
        items.flatMap(\.tags) + overflow + sidebar.flatMap(\.tags)
    }

    /// Resolves `spec` in a window `width` points wide on a device of `idiom`.
    ///
    /// Where the tabs go is ``placement(idiom:horizontal:sidebarShown:)``.
    /// - The bottom bar (iPhone; iPad in compact width): sections flattened,
    ///   no headers, the search tab last; more than ``TabBarParameters/compactItemLimit`` items
    ///   become the first `limit - 1` and More (Apple: "secondary tabs appear
    ///   in the tab bar … the section header doesn't appear").
    /// - The sidebar (iPad, regular width, `sidebarShown`, `.sidebarAdaptable`
    ///   only): top-level tabs first, then each section under its header.
    /// - The top bar (iPad, regular width, otherwise): one item per top-level
    ///   tab and per section, the search tab pinned trailing, the sidebar toggle
    ///   leading; items that do not fit scroll (Apple: "collapses the tabs
    ///   that don't fit and enables scrolling").
    public static func resolve(
        _ spec: TabViewSpec, idiom: Idiom = .pad, horizontal: SizeClass, sidebarShown: Bool, width: Double,
        parameters: TabBarParameters = .standard
    ) -> TabBarLayout {
        Plan(spec, parameters: parameters).resolve(idiom: idiom, horizontal: horizontal, sidebarShown: sidebarShown,
                                                   width: width)
    }

    /// A tab view's bar forms worked out once, so that resolving one at a
    /// width is a prefix and two numbers. Immutable, and a class so that
    /// handing it around costs one reference count.
    public final class Plan: Sendable {
        /// The bottom bar (iPhone; iPad in compact width), with More when needed.
        let bottom: TabBarLayout
        /// The sidebar form.
        let sidebarForm: TabBarLayout?
        /// The top bar's scrollable items, in order.
        let topItems: [Item]
        /// The width each prefix of ``topItems`` needs: `topWidths[k]` for the
        /// first `k` items, with the toggle and the pinned items.
        let topWidths: [Double]
        /// The pinned search items.
        let pinned: [Item]
        /// The margin on each side of the top bar.
        let margin: Double
        /// The top bar with the first `k` of ``topItems`` shown, at `topBars[k]`
        /// (its available width left 0): made once, so that resolving the top
        /// bar copies one instead of making its arrays on every layout.
        let topBars: [TabBarLayout]
        /// The identity of ``bottom``'s lists.
        let bottomID: ObjectIdentifier
        /// The identity of ``sidebarForm``'s lists (of ``bottom``'s when
        /// there is no sidebar form, never asked then).
        let sidebarID: ObjectIdentifier
        /// The identity of each of ``topBars``' lists, by index.
        let topIDs: [ObjectIdentifier]

        /// Works out `spec`'s bar forms.
        public init(_ spec: TabViewSpec, parameters: TabBarParameters = .standard) {
            // Sidebar-only tabs and sections are in no bar; pinned tabs go
            // with the search tab at the trailing end.
            let tabs = spec.entries.flatMap { entry -> [Tab] in
                if case let .section(section) = entry, section.placement == .sidebarOnly { return [] }
                return entry.tabs.filter { $0.placement != .sidebarOnly }
            }
            let search = tabs.filter { $0.role == .search || $0.placement == .pinned }
            let flat = tabs.filter { $0.role != .search && $0.placement != .pinned } + search
            let limit = parameters.compactItemLimit
            var items = flat.map { Item(title: $0.title, kind: $0.role == .search ? .search : .tab, tags: [$0.tag]) }
            var overflow: [String] = []
            if flat.count > limit {
                overflow = flat[(limit - 1)...].map(\.tag)
                items = Array(items.prefix(limit - 1)) + [Item(title: "More", kind: .more, tags: overflow)]
            }
            bottom = TabBarLayout(placement: .bottom, items: items, overflow: overflow, sidebar: [],
                                  requiredWidth: Double(items.count) * parameters.minimumItemWidth, availableWidth: 0)
            if spec.style == .sidebarAdaptable {
                var groups: [SidebarGroup] = []
                let topLevel = spec.entries.compactMap { entry -> String? in
                    if case let .tab(tab) = entry { return tab.tag }
                    return nil
                }
                if !topLevel.isEmpty { groups.append(SidebarGroup(header: nil, tags: topLevel)) }
                for case let .section(section) in spec.entries {
                    groups.append(SidebarGroup(header: section.title, tags: section.tabs.map(\.tag)))
                }
                sidebarForm = TabBarLayout(placement: .sidebar, items: [], overflow: [], sidebar: groups,
                                           requiredWidth: 0, availableWidth: 0)
            } else {
                sidebarForm = nil
            }
            var top: [Item] = []
            for entry in spec.entries {
                switch entry {
                case let .tab(tab) where tab.role != .search && (tab.placement ?? .automatic) == .automatic:
                    top.append(Item(title: tab.title, kind: .tab, tags: [tab.tag]))
                case .tab:
                    break
                case let .section(section) where section.placement != .sidebarOnly:
                    let tabs = section.tabs.filter { $0.role != .search && $0.placement != .sidebarOnly && $0.placement != .pinned }
                    if !tabs.isEmpty { top.append(Item(title: section.title, kind: .section, tags: tabs.map(\.tag))) }
                case .section:
                    break
                }
            }
            pinned = search.map { Item(title: $0.title, kind: $0.role == .search ? .search : .tab, tags: [$0.tag]) }
            var required = (spec.style == .sidebarAdaptable ? parameters.iconItemWidth : 0)
                + Double(pinned.count) * parameters.iconItemWidth
            var widths = [required]
            for item in top {
                required += parameters.topItemWidth(item.title)
                widths.append(required)
            }
            topItems = top
            topWidths = widths
            margin = parameters.topBarMargin
            // Every top bar shares one box of the items and their tags, and
            // keeps only how many items it shows: making each its own arrays
            // cost time and memory in the square of the tab count.
            let form = TopForm(top: top, pinned: pinned)
            topBars = (0...top.count).map { count in
                TabBarLayout(placement: .top, lists: Lists(top: form, count: count),
                             requiredWidth: widths[top.count], availableWidth: 0)
            }
            bottomID = bottom.listsID
            sidebarID = sidebarForm?.listsID ?? bottom.listsID
            topIDs = topBars.map(\.listsID)
        }

        /// The tab bar in a window `width` points wide on a device of `idiom`;
        /// the top bar keeps `leadingClearance` points at its leading end
        /// (the window controls' trailing edge, or 0) or its margin, whichever
        /// is wider, and its margin at the trailing end.
        public func resolve(idiom: Idiom, horizontal: SizeClass, sidebarShown: Bool, width: Double,
                            leadingClearance: Double = 0) -> TabBarLayout {
            switch TabBarLayout.placement(idiom: idiom, horizontal: horizontal, sidebarShown: sidebarShown) {
            case .bottom:
                var layout = bottom
                layout.availableWidth = width
                return layout
            case .sidebar:
                if var layout = sidebarForm {
                    layout.availableWidth = width
                    return layout
                }
            case .top:
                break
            }
            let available = width - max(margin, leadingClearance) - margin
            var count = topItems.count
            while count > 0 && topWidths[count] > available + 0.001 { count -= 1 }
            var layout = topBars[count]
            layout.availableWidth = available
            return layout
        }

        /// Makes `bar` ``resolve(idiom:horizontal:sidebarShown:width:leadingClearance:)``,
        /// written over the bar kept there: ``AppModel/layout(of:into:)``
        /// resolves a scene's tab bar over its layout's so.
        ///
        /// A new bar assigned over the kept one retained the form's lists and
        /// released the kept bar's, the same box mostly (a window resized,
        /// or a tab selected, leaves the bar in its form). Here a kept bar
        /// whose lists are the form's has only its placement and widths
        /// written. That is right because each form of a plan (the bottom
        /// bar, the sidebar, each top bar in `topBars`) has its own box of
        /// lists, made once and never changed, and the kept bar holds a
        /// reference to its box, so no other box can be at the same address:
        /// lists the same object are the same lists, and a bar with them
        /// equals the form once its placement and widths are the form's. The
        /// identities are compared as `ObjectIdentifier`s the plan keeps
        /// (its forms keep their boxes alive as long as it lives), so that
        /// neither box is retained to ask.
        @inline(__always)
        public func resolve(idiom: Idiom, horizontal: SizeClass, sidebarShown: Bool, width: Double,
                            leadingClearance: Double = 0, into bar: inout TabBarLayout?) {
            switch TabBarLayout.placement(idiom: idiom, horizontal: horizontal, sidebarShown: sidebarShown) {
            case .bottom:
                if bar?.listsID == bottomID {
                    bar?.setWidths(placement: .bottom, required: bottom.requiredWidth, available: width)
                } else {
                    bar = bottom.available(width)
                }
                return
            case .sidebar:
                if case .some = sidebarForm {
                    if bar?.listsID == sidebarID {
                        bar?.setWidths(placement: .sidebar, required: 0, available: width)
                    } else {
                        bar = sidebarForm.unsafelyUnwrapped.available(width)
                    }
                    return
                }
            case .top:
                break
            }
            let available = width - max(margin, leadingClearance) - margin
            var count = topItems.count
            while count > 0 && topWidths[count] > available + 0.001 { count -= 1 }
            if bar?.listsID == topIDs[count] {
                bar?.setWidths(placement: .top, required: topWidths[topItems.count], available: available)
            } else {
                bar = topBars[count].available(available)
            }
        }
    }

    /// The identity of ``lists``, read without holding a reference to them.
    @inline(__always) var listsID: ObjectIdentifier { ObjectIdentifier(lists) }

    /// This bar with `width` as its available width.
    @inline(__always) func available(_ width: Double) -> TabBarLayout {
        var bar = self
        bar.availableWidth = width
        return bar
    }

    /// Takes `placement`, the required and the available width, keeping the
    /// lists (the form's whose placement and required width these are, by
    /// the caller).
    @inline(__always)
    mutating func setWidths(placement: Placement, required: Double, available: Double) {
        self.placement = placement
        requiredWidth = required
        availableWidth = available
    }
}
