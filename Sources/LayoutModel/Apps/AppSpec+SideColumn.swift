// The "secondary column" pattern of Ice Cubes (Dimillian/IceCubesApp,
// `IceCubesApp/App/Main/AppView.swift`): the root is `HStack(spacing: 0) {
// tabView.tabViewStyle(.sidebarAdaptable); if horizontalSizeClass == .regular
// && idiom == .pad { Divider(); notifications.frame(maxWidth:
// .secondaryColumnWidth) } }`, a notifications column of at most 400 pt
// beside a TabView that gets the rest.
//
// side-column shows the column only in windows of at least 1024 pt
// (what a `GeometryReader` test, or the app's own setting, adds to the size
// class): the tab view keeps at least 624 pt, its sidebar 320 and the
// timeline (readable from 300 pt) 304. side-column-always shows it on
// the size class alone, as the source does: in a regular window of 678 to
// 1023 pt the column takes half, and in one wider than tall the tab view's
// sidebar takes 320 of the other half, leaving the timeline a sliver.

extension AppSpec {
    /// A tab view beside a notifications column shown from 1024 pt.
    public static let withSideColumn = makeSideColumnApp(
        name: "side-column", minWindowWidth: 1024,
        summary: "HStack { sidebarAdaptable TabView; notifications .frame(maxWidth: 400) } on iPad in regular width from 1024 pt")

    /// The same column shown on the size class alone.
    public static let sideColumnAlways = makeSideColumnApp(
        name: "side-column-always", minWindowWidth: nil,
        summary: "side-column shown whenever the iPad is in regular width: the timeline gets what the column and the tab sidebar leave")

    static func makeSideColumnApp(name: String, minWindowWidth: Double?, summary: String) -> AppSpec {
        AppSpec(
            name: name,
            summary: summary,
            source: "Ice Cubes, IceCubesApp/App/Main/AppView.swift (Dimillian/IceCubesApp)",
            screens: [
                Screen("timeline", title: "Timeline", content: .content(name: "Timeline", minWidth: 300), destinations: ["post"]),
                Screen("post", title: "Post", content: .content(name: "Post", minWidth: 300)),
                Screen("notifications", title: "Notifications", content: .content(name: "Notifications", minWidth: 240)),
                Screen("explore", title: "Explore"),
                Screen("profile", title: "Profile"),
            ],
            root: .any(.tabView(TabViewSpec(style: .sidebarAdaptable, entries: [
                .tab(Tab("Timeline", tag: "timeline")),
                .tab(Tab("Notifications", tag: "notifications")),
                .tab(Tab("Explore", tag: "explore", role: .search)),
                .tab(Tab("Profile", tag: "profile")),
            ]))),
            sideColumn: SideColumnSpec(screen: "notifications", maxWidth: 400, spacing: 0,
                                       when: .allOf([.idiom(.pad), .horizontalSizeClass(.regular)]),
                                       minWindowWidth: minWindowWidth))
    }
}
