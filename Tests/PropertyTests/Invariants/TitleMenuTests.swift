import Foundation
@testable import LayoutModel
@testable import SizeFuzz
import Testing

/// An action only in the title menu opens from the navigation title, which
/// the floating top tab bar takes the place of in regular width: there it is
/// lost unless a toolbar item offers it too. In compact width (a bottom tab
/// bar) the title, and so the menu, is on the navigation bar.
@Suite struct TitleMenuTests {
    /// A two-tab app whose `documents` screen has `toolbar`.
    static func app(toolbar: String, style: String? = nil) throws(InputError) -> AppSpec {
        let styled = style.map { "\"style\": \"\($0)\", " } ?? ""
        return try AppSpec.decode(json: """
            {"name": "documents", "screens": [{"id": "documents", "toolbar": \(toolbar)}, {"id": "shared"}],
             "root": {"any": {"tabView": {\(styled)"entries": [{"tab": {"title": "Documents", "tag": "documents", "screen": "documents"}},
                                                   {"tab": {"title": "Shared", "tag": "shared", "screen": "shared"}}]}}}}
            """)
    }

    static func violations(_ app: AppSpec, _ window: String, platform: Platform = .v18, rules: WindowRules = .v18) throws -> [String] {
        try Scenario(window: window, events: [], rules: rules)
            .evaluate(on: AppModel(app, platform: platform), invariants: [.toolbarActionsReachable])
            .violations.map(\.description)
    }

    static let menuOnly = #"{"items": [], "titleMenu": ["rename", "duplicate"]}"#

    @Test func anActionOnlyInTheTitleMenuIsLostUnderTheTopTabBar() throws {
        let app = try Self.app(toolbar: Self.menuOnly)
        #expect(app.problems.isEmpty)
        #expect(try Self.violations(app, "ipad-pro-11 landscape full") == [
            "toolbar-actions-reachable at step 0: 'rename' on 'documents' is only in the title menu, and the top tab bar takes the title's place in regular width: offer it as a toolbar item too (placement: .secondaryAction)",
        ])
        // In compact width the tab bar is at the bottom: the title opens the menu.
        #expect(try Self.violations(app, "ipad-pro-11 landscape slide-over") == [])
    }

    @Test func theSameActionAsAnItemIsReachable() throws {
        let mirrored = try Self.app(toolbar: #"""
            {"items": [{"id": "rename", "placement": "secondaryAction"}, {"id": "duplicate", "placement": "secondaryAction"}],
             "titleMenu": ["rename", "duplicate"]}
            """#)
        #expect(try Self.violations(mirrored, "ipad-pro-11 landscape full") == [])
        // One of the two mirrored: the other is named.
        let half = try Self.app(toolbar: #"{"items": [{"id": "rename", "placement": "secondaryAction"}], "titleMenu": ["rename", "duplicate"]}"#)
        #expect(try Self.violations(half, "ipad-pro-11 landscape full") == [
            "toolbar-actions-reachable at step 0: 'duplicate' on 'documents' is only in the title menu, and the top tab bar takes the title's place in regular width: offer it as a toolbar item too (placement: .secondaryAction)",
        ])
    }

    @Test func aShownSidebarOrTheOtherParameterEndLeavesTheTitle() throws {
        // A sidebar-adaptable tab view shows its sidebar in regular width, with no top bar.
        let adaptable = try Self.app(toolbar: Self.menuOnly, style: "sidebarAdaptable")
        #expect(try Self.violations(adaptable, "ipad-pro-11 landscape full") == [])
        var beside = Platform.v18
        beside.toolbar.titleBesideTopTabBar = true
        #expect(try Self.violations(try Self.app(toolbar: Self.menuOnly), "ipad-pro-11 landscape full", platform: beside) == [])
    }

    @Test func aTitleMenuActionIsAnIdAndTheKeyIsStrict() {
        for (toolbar, field) in [(#"{"items": [], "titleMenu": ["re name"]}"#, "screens[0].toolbar.titleMenu[0]"),
                                 (#"{"items": [], "titleMenus": ["rename"]}"#, "screens[0].toolbar.titleMenus")] {
            do {
                _ = try Self.app(toolbar: toolbar)
                Issue.record("\(toolbar) decoded")
            } catch {
                #expect(error.field == field)
            }
        }
    }
}
