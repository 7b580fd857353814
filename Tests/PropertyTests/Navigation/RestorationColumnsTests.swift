import LayoutModel
import SizeFuzz
import Testing

/// restoration-roundtrip holds an app to what it saves: columns it binds and
/// saves, never the visibility the system rebuilt because it binds none.
@Suite struct RestorationColumnsTests {
    static func app(restoration: [RestoredState], visibility: ColumnVisibility, threeColumns: Bool = true) -> AppSpec {
        AppSpec(name: "three-restore", screens: [Screen("inbox", destinations: ["message"]), Screen("sent"), Screen("message")],
                root: .any(.splitView(SplitViewSpec(sidebar: ["inbox", "sent"], hasContent: threeColumns, detailStack: true,
                                                    visibility: visibility))),
                behavior: AppBehavior(restoration: restoration))
    }

    static let events = ["toggle-sidebar", "disconnect", "reconnect"]

    /// The reproducer: the sidebar the user showed comes back hidden,
    /// but the app saves only its selection and path.
    @Test func columnsTheAppDoesNotSaveAreNotItsBug() throws {
        let scenario = try Scenario(window: "ipad-pro-11 landscape full", events: Self.events)
        let result = scenario.evaluate(on: AppModel(Self.app(restoration: [.selection, .path], visibility: .automatic)),
                                       invariants: [.restorationRoundtrip])
        #expect(result.violations == [])
        #expect(result.layouts.last?.split?.sidebar.presentation == .hidden)
    }

    /// What it does save is still checked: a two-column app that drops its
    /// detail path loses the screen the user opened.
    @Test func aPathTheAppDoesNotSaveIsLost() throws {
        let scenario = try Scenario(window: "ipad-pro-11 landscape full",
                                    events: ["select-sidebar inbox", "push message", "disconnect", "reconnect"])
        let result = scenario.evaluate(on: AppModel(Self.app(restoration: [.selection], visibility: .automatic, threeColumns: false)),
                                       invariants: [.restorationRoundtrip])
        #expect(result.violations.map(\.description) == [
            "restoration-roundtrip at step 4: after reconnecting: screen message came back as inbox; path [message] came back as []",
        ])
    }
}
