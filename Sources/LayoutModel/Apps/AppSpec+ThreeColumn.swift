// The three-column pattern: sidebar (min 200, ideal 250, max 350), content
// (250, 350, 500) and detail (min 300) with the balanced style and a
// column-visibility binding; toolbar actions in the navigation bar in regular
// width and in a bottom bar in compact; scene size restrictions 400x300 to
// 1200x900; several windows, each with its own state, restored after the
// system disconnects them (`stateRestorationActivity`).
// Sources: Apple, NavigationSplitView documentation ("Customize a split
// view"); UISceneSizeRestrictions; UISceneDelegate.stateRestorationActivity(for:).

extension AppSpec {
    /// The three-column mail-like app.
    public static let threeColumn: AppSpec = {
        let folders = ["inbox": 3, "archive": 2, "drafts": 1]
        var screens: [Screen] = []
        let regular = [
            ToolbarItem("compose", placement: .primaryAction),
            ToolbarItem("reply", placement: .secondaryAction),
            ToolbarItem("flag", placement: .secondaryAction),
        ]
        let compact = regular.map { ToolbarItem($0.id, placement: .bottomBar) }
        for name in ["inbox", "archive", "drafts"] {
            let items = (1...(folders[name] ?? 1)).map { "\(name)-\($0)" }
            screens.append(Screen(name, title: name.prefix(1).uppercased() + name.dropFirst(), destinations: items))
            screens += items.map {
                Screen($0, content: .content(name: "Message", minWidth: 280), destinations: ["attachment"],
                       toolbar: ToolbarSpec(items: regular, compact: compact))
            }
        }
        screens.append(Screen("attachment", content: .content(name: "QuickLook", minWidth: 280)))
        return AppSpec(
            name: "three-column",
            summary: "three-column NavigationSplitView with column bounds, toolbars, size restrictions and restoration",
            source: "Apple NavigationSplitView, UISceneSizeRestrictions and stateRestorationActivity documentation",
            screens: screens,
            root: .any(.splitView(SplitViewSpec(
                sidebar: ["inbox", "archive", "drafts"],
                sidebarWidth: ColumnWidth(min: 200, ideal: 250, max: 350),
                hasContent: true,
                contentWidth: ColumnWidth(min: 250, ideal: 350, max: 500),
                detailMinWidth: 300, detailStack: true, style: .balanced, visibility: .automatic))),
            scene: SceneSpec(
                restrictions: SceneSizeRestrictions(minimum: Size(width: 400, height: 300),
                                                    maximum: Size(width: 1200, height: 900)),
                multipleWindows: true),
            behavior: AppBehavior(pathReset: .onSidebarChange, restoration: [.selection, .path, .columns]))
    }()
}
