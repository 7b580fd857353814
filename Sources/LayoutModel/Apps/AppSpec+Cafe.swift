// The "cafe" pattern: a NavigationSplitView whose sidebar lists Coffee and
// Moji, and whose detail is a NavigationStack with a path that resets when the
// sidebar selection changes; a deep link `?moji=X` pops to root, then pushes X.
// Sources: Apple, "Bringing robust navigation structure to your SwiftUI app"
// (WWDC22 10054, NavigationCookbook `TwoColumnContentView`); "When selection
// changes in the sidebar, the navigation system pops value-based links off the
// stack" (Apple, developer forums thread 722924).

extension AppSpec {
    /// The cafe app: sidebar and detail stack, path reset on sidebar changes.
    public static let cafe = cafeApp(name: "cafe", pathReset: .onSidebarChange, scope: nil)

    /// The cafe app resetting its detail path on every size-class change
    /// (`onChange(of: horizontalSizeClass) { path = [] }`).
    public static let pathResetOnResize = cafeApp(name: "path-reset-on-resize", pathReset: .onSizeClassChange, scope: nil)

    /// The cafe app with its selection and its path in one app-wide object
    /// shared by every window (`@State private var model = CafeModel()` in the
    /// `App`), instead of per-scene state: every window is a copy of the others.
    public static let globalSceneState = cafeApp(name: "global-scene-state", pathReset: .onSidebarChange,
                                                 scope: StateScopes(app: [.sidebarSelection, .paths]))

    static func cafeApp(name: String, pathReset: PathReset, scope: StateScopes?) -> AppSpec {
        let drinks = ["latte", "espresso", "mocha"]
        let mojis = ["smile", "wink", "heart"]
        var screens = [
            Screen("coffee", title: "Coffee", destinations: drinks),
            Screen("moji", title: "Moji", destinations: mojis),
        ]
        screens += drinks.map { Screen($0, destinations: ["recipe"]) }
        screens += mojis.map { Screen($0) }
        screens.append(Screen("recipe", content: .content(name: "Form", minWidth: 280)))
        let summary = switch name {
        case "cafe": "NavigationSplitView with a detail path that resets on sidebar changes; ?moji= deep links"
        case "path-reset-on-resize": "cafe, but the detail path is reset on every size-class change"
        default: "cafe, but the selection lives in one app-wide object shared by every window"
        }
        return AppSpec(
            name: name, summary: summary,
            source: "Apple NavigationCookbook (WWDC22 10054); Apple developer forums thread 722924",
            screens: screens,
            root: .any(.splitView(SplitViewSpec(sidebar: ["coffee", "moji"], detailStack: true))),
            scene: SceneSpec(multipleWindows: scope?.sharesState == true ? true : nil),
            behavior: AppBehavior(
                pathReset: pathReset, stateScope: scope,
                deepLinks: [DeepLink(parameter: "moji", select: "moji", popToRoot: true, values: mojis)]))
    }
}
