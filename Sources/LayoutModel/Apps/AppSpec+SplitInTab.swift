// The "split view inside a tab" pattern: a `.sidebarAdaptable` TabView whose
// Mail tab is itself a `NavigationSplitView` (mailboxes in its sidebar, the
// mailbox in its detail with a `NavigationStack` of messages), beside a tab
// with its own `NavigationStack` and a plain tab. Sources: Apple, "Enhancing
// your app's content with tab navigation" (Destination Video: a
// `.sidebarAdaptable` TabView whose tabs hold their own navigation), and
// WWDC24 "Elevate your tab and sidebar experience in iPadOS" (a tab's content
// may be any view, a split view included); the split view reads the window's
// `horizontalSizeClass` through the environment, so it collapses in compact
// width whatever width its tab gives it.
//
// split-in-tab reads its message in `.frame(maxWidth: 600)`, which shrinks
// with the detail. fixed-detail-in-tab gives it `.frame(width: 600)`, sized
// for the detail of a root split view in a full-screen 11-inch iPad (1194 -
// 320 = 874 pt): inside the tab, the tab view's 320 pt sidebar leaves the
// split view 874 pt, its own sidebar 320 of them, and the message gets 554.

extension AppSpec {
    /// A split view inside a tab, its message in a frame that shrinks.
    public static let splitInTab = mailTabsApp(
        name: "split-in-tab",
        message: .flexibleFrame(minWidth: nil, maxWidth: 600, content: .content(name: "Message", minWidth: 200)),
        summary: "sidebarAdaptable TabView; the Mail tab is a NavigationSplitView (detail stack), Calendar a NavigationStack")

    /// A split view inside a tab whose message has a fixed 600 pt frame:
    /// too wide for the detail once the tab view's sidebar takes its share.
    public static let fixedDetailInTab = mailTabsApp(
        name: "fixed-detail-in-tab",
        message: .frame(width: 600, content: .content(name: "Message", minWidth: 200)),
        summary: "split-in-tab, but the message has .frame(width: 600): the tab's split view leaves it 554 pt")

    static let mailboxes = ["inbox", "sent", "archive"]

    static func mailTabsApp(name: String, message: ViewNode, summary: String) -> AppSpec {
        let boxes = mailboxes.map { Screen($0, title: $0.prefix(1).uppercased() + $0.dropFirst(), destinations: ["message"]) }
        return AppSpec(
            name: name,
            summary: summary,
            source: "Apple, \"Enhancing your app's content with tab navigation\"; WWDC24 \"Elevate your tab and sidebar experience in iPadOS\"",
            screens: boxes + [
                Screen("message", title: "Message", content: message),
                Screen("today", title: "Today", destinations: ["event"]),
                Screen("event", title: "Event"),
                Screen("settings", title: "Settings"),
            ],
            root: .any(.tabView(TabViewSpec(style: .sidebarAdaptable, entries: [
                .tab(Tab("Mail", tag: "mail", content: .splitView(SplitViewSpec(sidebar: mailboxes, detailStack: true)))),
                .tab(Tab("Calendar", tag: "calendar", content: .stack(StackSpec(root: "today")))),
                .tab(Tab("Settings", tag: "settings")),
            ]))))
    }
}
