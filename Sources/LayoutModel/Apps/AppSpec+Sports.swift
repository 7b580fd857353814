// The "sports" pattern: a TabView in compact width and a NavigationSplitView
// with a sidebar List in regular width, one selection kept in step by two
// onChange handlers (tab selection non-optional, sidebar selection optional).
// Source: the Stage Manager sample `Navigation.swift` by Alex Logan
// (2022-09-12): `switch horizontalSizeClass { case .regular: splitView;
// default: tabView }`, `.onChange(of: sidebarSelection) { selectedScreen =
// newValue ?? .basketball }`, `.onChange(of: selectedScreen) { sidebarSelection
// = newValue }`; Apple's TabView documentation describes the same switch.
// Each sport's page is an adaptive grid (minimum 150) with `.padding()`, as in
// the article on the sample: in a 320 pt Slide Over panel the grid gets 288 pt
// (one column).

extension AppSpec {
    /// The sports app: tabs in compact, a sidebar in regular, in step; the
    /// detail shows an adaptive grid (minimum 150) with `.padding()`. The sidebar's `nil` leaves
    /// the tab selection as it was.
    public static let sports = sportsApp(name: "sports", nilFallback: nil)

    /// The sports app whose sync maps a `nil` sidebar selection to the first
    /// sport (`selectedScreen = newValue ?? .basketball`), so a deselected
    /// sidebar silently moves the tab bar to Basketball.
    public static let optionalSidebarSync = sportsApp(name: "optional-sidebar-sync", nilFallback: "basketball")

    /// The sports app whose tab selection lives in an app-wide router
    /// (`@State private var router = Router()` in the `App`, passed into the
    /// `WindowGroup`'s root) while each window keeps its own sidebar
    /// selection: a tab chosen in one window moves every other window's tab,
    /// and the sync handler then moves that window's own sidebar selection.
    public static let sharedRouterTab = sportsApp(name: "shared-router-tab", nilFallback: nil,
                                                 scope: StateScopes(app: [.tabSelection]))

    static let sportTags = ["basketball", "football", "soccer", "tennis"]

    static func sportsApp(name: String, nilFallback: String?, scope: StateScopes? = nil) -> AppSpec {
        let grid = ViewNode.padding(length: nil, content: .grid(columns: [GridItem(.adaptive(minimum: 150, maximum: .infinity))]))
        let screens = sportTags.map { Screen($0, title: $0.prefix(1).uppercased() + $0.dropFirst(), content: grid) }
        return AppSpec(
            name: name,
            summary: scope != nil ? "sports, but the tab selection lives in an app-wide router while each window keeps its sidebar selection"
                : nilFallback == nil
                ? "TabView in compact, NavigationSplitView in regular, one selection in step; padded adaptive grid detail"
                : "sports, but a nil sidebar selection maps the tab selection to basketball",
            source: "Alex Logan's Stage Manager sample Navigation.swift (2022); Apple TabView documentation",
            screens: screens,
            root: .sizeClass(
                regular: .splitView(SplitViewSpec(sidebar: sportTags)),
                compact: .tabView(TabViewSpec(style: .automatic, entries: screens.map {
                    .tab(Tab($0.displayTitle, tag: $0.id))
                }))),
            scene: scope != nil ? SceneSpec(multipleWindows: true) : nil,
            behavior: AppBehavior(selectionSync: SelectionSync(nilFallback: nilFallback), stateScope: scope))
    }
}
