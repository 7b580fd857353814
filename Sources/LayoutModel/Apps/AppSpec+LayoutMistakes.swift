// Layout mistakes with fixed widths.
//
// fixed-sidebar: `HStack(spacing: 0) { sidebar.frame(width: 300); detail }`,
// a hand-made sidebar of fixed width beside a List that needs 320 pt, shown at
// every size (the fake two-column layout in Fatbobman's "Adapting to iPad in
// SwiftUI", 2020).
// screen-width-frame: content framed to `UIScreen.main.bounds.width`, the
// device screen's width, not the window's ("Apple discourages the use of this
// symbol", UIScreen.main documentation).
// fixed-rail: `HStack(spacing: 8) { rail.frame(width: 280); body }` with a
// body readable from 300 pt: 588 pt at every size, too wide for every window
// under 588 pt; below 508 pt even a rail that sized to its content would not
// fit, so only content-fits sees the bug there.
// fixed-grid-count: a LazyVGrid of 4 flexible(minimum: 100) columns in
// regular width and 2 in compact, in a split view's detail, which is narrower
// than the window whenever the sidebar is tiled.

extension AppSpec {
    /// A fixed 300 pt sidebar beside a 320 pt list: overflows below 620 pt.
    public static let fixedSidebar = AppSpec(
        name: "fixed-sidebar",
        summary: "HStack(spacing: 0) { sidebar.frame(width: 300); List (min 320) } at every size",
        source: "Fatbobman, \"Adapting to iPad in SwiftUI\" (2020): a fake sidebar with .frame(width:)",
        screens: [Screen("home", title: "Home", content: .hstack(spacing: 0, children: [
            .frame(width: 300, content: .content(name: "Sidebar", minWidth: 0)),
            .content(name: "List", minWidth: 320),
        ]))],
        root: .any(.view(screen: "home")))

    /// A fixed 280 pt rail beside a 300 pt body in a stack: too wide below 588 pt.
    public static let fixedRail = AppSpec(
        name: "fixed-rail",
        summary: "HStack(spacing: 8) { rail.frame(width: 280); body (min 300) } in a NavigationStack, at every size",
        source: "a detail view with a fixed-width rail; Apple, frame(width:height:alignment:) (a fixed width at every window size)",
        screens: [Screen("article", title: "Article", content: .hstack(spacing: 8, children: [
            .frame(width: 280, content: .content(name: "Rail", minWidth: 200)),
            .content(name: "Body", minWidth: 300),
        ]))],
        root: .any(.stack(StackSpec(root: "article"))))
    /// Content as wide as the device screen: overflows every narrower window.
    public static let screenWidthFrame = AppSpec(
        name: "screen-width-frame",
        summary: "a dashboard framed to UIScreen.main.bounds.width inside a NavigationStack",
        source: "Apple, UIScreen.main documentation (the device's screen, not the window)",
        screens: [Screen("dashboard", title: "Dashboard",
                         content: .screenWidthFrame(content: .content(name: "Dashboard", minWidth: 0)))],
        root: .any(.stack(StackSpec(root: "dashboard"))))

    /// Four flexible columns of at least 100 pt in a split view's detail.
    public static let fixedGridCount: AppSpec = {
        let four = [GridItem](repeating: GridItem(.flexible(minimum: 100, maximum: .infinity)), count: 4)
        let two = [GridItem](repeating: GridItem(.flexible(minimum: 100, maximum: .infinity)), count: 2)
        let albums = ["recents", "favourites", "shared"]
        return AppSpec(
            name: "fixed-grid-count",
            summary: "4 flexible(minimum: 100) grid columns in regular, 2 in compact, in a split view's detail",
            source: "GridItem.Size documentation: flexible columns are clamped to their minimum",
            screens: albums.map { Screen($0, content: .grid(columns: four), compactContent: .grid(columns: two)) },
            root: .any(.splitView(SplitViewSpec(sidebar: albums))))
    }()
}
