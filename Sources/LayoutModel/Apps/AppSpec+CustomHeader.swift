// custom-header: a mail-like NavigationSplitView whose detail screens hide
// the navigation bar (`.toolbar(.hidden, for: .navigationBar)`) and draw a
// header of their own at the top of the safe area: a sidebar (or back)
// button, then the title. The window controls of iPadOS 26 do not count in
// the safe area, so wherever the detail reaches the window's leading edge (a
// hidden or collapsed sidebar, in a window that is not full screen) the
// controls sit on the button and the start of the title. Apps that shipped
// this: home-assistant/iOS issue 3831 (the menu button under the controls),
// openhab/openhab-ios PR 1342 (the back button and menu). The fix, kept as
// `customHeaderAdapted`: `containerCornerOffset(.leading)` on the header
// (UIKit: `UIView.LayoutRegion.margins(cornerAdaptation: .horizontal)`).

extension AppSpec {
    /// A split view whose detail draws its own header, not clear of the
    /// window controls.
    public static let customHeader = customHeaderApp(name: "custom-header", avoids: nil)

    /// `custom-header` with its header offset by the window controls' corner
    /// inset: the correct twin, which must pass.
    public static let customHeaderAdapted = customHeaderApp(name: "custom-header-adapted", avoids: true)

    static func customHeaderApp(name: String, avoids: Bool?) -> AppSpec {
        let mailboxes = ["inbox", "archive"]
        var screens = mailboxes.map {
            Screen($0, title: $0 == "inbox" ? "Inbox" : "Archive", destinations: ["message"],
                   header: HeaderSpec(leading: ["sidebar"], avoidsWindowControls: avoids))
        }
        screens.append(Screen("message", title: "Message", content: .content(name: "Body", minWidth: 280),
                              header: HeaderSpec(leading: ["back"], avoidsWindowControls: avoids)))
        return AppSpec(
            name: name,
            summary: avoids == true
                ? "custom-header with containerCornerOffset(.leading) on its header"
                : "split view whose detail hides the navigation bar for its own header (a button, the title) in the safe area",
            source: "home-assistant/iOS issue 3831; openhab/openhab-ios PR 1342; Apple, GeometryProxy.containerCornerInsets",
            screens: screens,
            root: .any(.splitView(SplitViewSpec(sidebar: mailboxes, detailStack: true))))
    }
}
