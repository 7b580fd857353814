// A mail-like three-column NavigationSplitView whose content column is a
// NavigationStack (the inbox pushes its Work folder inside the middle column,
// the folder lists its messages), whose Settings row shows its screen in the
// content column with an empty detail (two columns for that row: a split
// view's columns are its initializer's, so the content column's view for
// Settings is the detail itself), whose `preferredCompactColumn` binding the
// app moves to the detail when the window turns compact
// (`.onChange(of: horizontalSizeClass) { _, new in if new == .compact { preferredColumn = .detail } }`),
// and which keeps its selection, paths and column visibility in
// `@SceneStorage`.
// Sources: Apple, NavigationSplitView (`init(columnVisibility:preferredCompactColumn:sidebar:content:detail:)`:
// "which column appears on top when the view collapses"), SceneStorage;
// Alexander Grebenyuk, "Triple Trouble" (the columns are fixed at compile time).

extension AppSpec {
    /// The mail app whose content column is a stack, with a two-column Settings row.
    public static let mailColumns = mailColumnsApp(name: "mail-columns")

    /// A two-column mail app that hides its sidebar on every size-class change
    /// (`.onChange(of: horizontalSizeClass) { columnVisibility = .detailOnly }`),
    /// so the sidebar the user had is gone when the window comes back to
    /// regular width.
    public static let sidebarHiddenOnResize: AppSpec = {
        let mailboxes = ["inbox", "sent"]
        let screens = [
            Screen("inbox", title: "Inbox", destinations: ["message"]),
            Screen("message", content: .content(name: "Message", minWidth: 280)),
            Screen("sent", title: "Sent", destinations: ["message"]),
        ]
        return AppSpec(
            name: "sidebar-lost-on-resize",
            summary: "NavigationSplitView whose sidebar is hidden on every size-class change, losing the user's columns",
            source: "Apple NavigationSplitView columnVisibility; onChange(of:initial:_:)",
            screens: screens,
            root: .any(.splitView(SplitViewSpec(sidebar: mailboxes, detailStack: true, visibility: .automatic))),
            behavior: AppBehavior(pathReset: .onSidebarChange,
                                  columnsOnSizeClassChange: [ColumnReaction(visibility: .detailOnly)]))
    }()

    static func mailColumnsApp(name: String) -> AppSpec {
        var screens = [
            Screen("inbox", title: "Inbox", destinations: ["inbox-1", "inbox-2", "work"]),
            Screen("archive", title: "Archive", destinations: ["archive-1"]),
            Screen("work", title: "Work", destinations: ["work-1", "work-2"]),
            Screen("settings", title: "Settings", content: .content(name: "Form", minWidth: 240)),
        ]
        for message in ["inbox-1", "inbox-2", "archive-1", "work-1", "work-2"] {
            screens.append(Screen(message, content: .content(name: "Message", minWidth: 280), destinations: ["attachment"]))
        }
        screens.append(Screen("attachment", content: .content(name: "QuickLook", minWidth: 280)))
        return AppSpec(
            name: name,
            summary: "three-column NavigationSplitView whose content column is a NavigationStack, with a two-column Settings row",
            source: "Apple NavigationSplitView and SceneStorage documentation; kean.blog \"Triple Trouble\"",
            screens: screens,
            root: .any(.splitView(SplitViewSpec(
                sidebar: ["inbox", "archive", "settings"],
                sidebarWidth: ColumnWidth(min: 200, ideal: 250, max: 350),
                hasContent: true,
                contentWidth: ColumnWidth(min: 250, ideal: 350, max: 500),
                detailMinWidth: 300, detailStack: true, style: .balanced, visibility: .automatic,
                preferredCompactColumn: .detail, contentStack: true, twoColumnRows: ["settings"]))),
            scene: SceneSpec(multipleWindows: true),
            behavior: AppBehavior(
                pathReset: .onSidebarChange, restoration: [.selection, .path, .columns],
                columnsOnSizeClassChange: [ColumnReaction(to: .compact, preferredCompactColumn: .detail)]))
    }
}
