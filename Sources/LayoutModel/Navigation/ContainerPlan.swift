/// A root container compiled once per app, so that what every step asks of
/// it (which tab shows a selection, which rows the sidebar has) is a lookup,
/// not a walk over the declaration.
///
/// A class, so that handing it around costs one reference count, not one
/// per array inside; immutable, so sharing it is safe.
public final class ContainerPlan: Sendable {
    /// The container as declared.
    public let container: Container
    /// Its kind.
    public let kind: NavigationKind
    /// The tab view's declaration, for tab views.
    public let tabView: TabViewSpec?
    /// Every tab, sections flattened, in declaration order.
    public let tabs: [Tab]
    /// The tabs' tags, parallel to ``tabs``.
    public let tabTags: [String]
    /// The index of the first tab with each tag, and else of the first tab
    /// that represents it: ``tabIndex(for:)`` as one lookup, not a walk over
    /// every tab.
    let tabIndexByTag: [String: Int]
    /// The split view's declaration, for split views.
    public let splitView: SplitViewSpec?
    /// The split view's column widths with the platform's defaults filled in.
    public let splitColumns: SplitViewColumns?
    /// The split view's style.
    public let splitStyle: SplitViewStyle
    /// The sidebar's rows, for split views.
    public let sidebar: [String]
    /// Whether the split view has three columns.
    public let isThreeColumn: Bool
    /// The key of the navigation stack the detail or root shows (`detail`,
    /// `root`), or `nil` when tabs decide it or there is none.
    public let fixedStack: String?
    /// The screen a root stack or plain view shows.
    public let rootScreen: String?
    /// The tab bar's forms, for tab views.
    public let tabBar: TabBarLayout.Plan?
    /// Every tag the tab view lets the user reach: its tabs', and those its
    /// tabs represent or lead to.
    public let reachableTags: [String]
    /// The navigation state declared inside the container's branch
    /// (``Container/owns``).
    public let owns: [StatePart]
    /// The keys of the navigation stacks inside the container: a tab view's
    /// tab tags, a split view's `detail` (with a detail stack), `root`.
    public let stacks: [String]
    /// The split view inside each tab, parallel to ``tabs``: `nil` for a tab
    /// without one (``TabContent``).
    public let tabSplits: [ContainerPlan?]
    /// Whether some tab holds a split view.
    public let hasNestedSplits: Bool
    /// The column visibility and compact column the split view inside each
    /// of ``tabs`` starts with (`nil` for a tab without one), worked out
    /// once for ``initialNested(_:)``: reading them from the tab's plan
    /// copied its split view's spec, about 600 instructions a tab state
    /// made (measured with callgrind).
    let initialColumns: [(visibility: ColumnVisibility, compact: SplitColumn)?]
    /// Whether the split view's content column is a `NavigationStack` (the
    /// stack `content`, ``SplitViewSpec/contentStack``).
    public let hasContentStack: Bool
    /// The sidebar rows whose content column shows the detail itself
    /// (``SplitViewSpec/twoColumnRows``); empty for none.
    public let twoColumnRows: [String]

    /// Compiles `container` on `platform`.
    public init(_ container: Container, platform: Platform) {
        self.container = container
        kind = container.navigation
        var tabView: TabViewSpec?, splitView: SplitViewSpec?
        var fixedStack: String?, rootScreen: String?
        switch container {
        case let .tabView(spec): tabView = spec
        case let .splitView(spec):
            splitView = spec
            fixedStack = spec.detailStack == true ? "detail" : nil
        case let .stack(spec):
            fixedStack = "root"
            rootScreen = spec.root
        case let .view(screen):
            rootScreen = screen
        }
        self.tabView = tabView
        self.splitView = splitView
        self.fixedStack = fixedStack
        self.rootScreen = rootScreen
        tabs = tabView?.allTabs ?? []
        splitColumns = splitView?.columns(platform.splitView)
        sidebar = splitView?.sidebar ?? []
        isThreeColumn = splitView?.isThreeColumn ?? false
        splitStyle = splitView?.style ?? .automatic
        tabTags = tabs.map(\.tag)
        tabIndexByTag = Self.tabIndexByTag(tabs)
        tabBar = tabView.map { TabBarLayout.Plan($0, parameters: platform.tabBar) }
        reachableTags = tabs.flatMap(\.reachableTags)
        owns = container.owns
        hasContentStack = splitView?.hasContentStack ?? false
        twoColumnRows = (splitView?.isThreeColumn ?? false) ? (splitView?.twoColumnRows ?? []) : []
        stacks = kind == .tabView ? tabTags : (hasContentStack ? ["content"] : []) + (fixedStack.map { [$0] } ?? [])
        tabSplits = Self.tabSplits(tabs, platform: platform)
        hasNestedSplits = tabSplits.contains { $0 != nil }
        initialColumns = Self.initialColumns(tabSplits)
    }

    /// The index of the tab shown for `selection`: the tab with that tag,
    /// else the first that represents it; `nil` when none does (SwiftUI then
    /// shows the first tab, and the selection is lost).
    public func tabIndex(for selection: String?) -> Int? {
        guard let selection else { return nil }
        return tabIndexByTag[selection]
    }

    /// Each tag's ``tabIndex(for:)``: the first tab with it as its tag, else
    /// the first that represents it.
    static func tabIndexByTag(_ tabs: [Tab]) -> [String: Int] {
        var byTag: [String: Int] = [:], represented: [String: Int] = [:]
        byTag.reserveCapacity(tabs.count)
        for (index, tab) in tabs.enumerated() {
            if byTag[tab.tag] == nil { byTag[tab.tag] = index }
            for tag in tab.represents ?? [] where represented[tag] == nil { represented[tag] = index }
        }
        return byTag.merging(represented) { tagged, _ in tagged }
    }

    /// Whether the content column shows `row`'s screen as the detail.
    @inlinable public func isTwoColumnRow(_ row: String?) -> Bool {
        guard !twoColumnRows.isEmpty, let row else { return false }
        return twoColumnRows.contains(row)
    }

    /// The index of the tab on screen for `selection`: ``tabIndex(for:)``, else
    /// the first tab.
    public func displayedTab(for selection: String?) -> Int? {
        tabIndex(for: selection) ?? (tabs.isEmpty ? nil : 0)
    }
}
