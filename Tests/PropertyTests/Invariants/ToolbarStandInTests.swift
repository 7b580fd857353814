import Foundation
@testable import LayoutModel
@testable import SizeFuzz
import Testing

/// A compact-only toolbar item that stands in for a column
/// (`"standsInFor"`) is not an action lost in regular width, where the split
/// view shows that column; an action of its own present in one size class
/// and absent in the other is still lost.
@Suite struct ToolbarStandInTests {
    /// A two-column notes app whose folder screens show `share` in both size
    /// classes and, in compact width only, the `item` JSON (or in regular
    /// width only, `regularOnly`).
    static func app(compactOnly item: String?, regularOnly: String? = nil) throws(InputError) -> AppSpec {
        let compact = ["{\"id\": \"share\", \"placement\": \"primaryAction\"}"] + (item.map { [$0] } ?? [])
        let regular = ["{\"id\": \"share\", \"placement\": \"primaryAction\"}"] + (regularOnly.map { [$0] } ?? [])
        let toolbar = "{\"items\": [\(regular.joined(separator: ", "))], \"compact\": [\(compact.joined(separator: ", "))]}"
        return try AppSpec.decode(json: """
            {"name": "notes", "screens": [{"id": "inbox", "toolbar": \(toolbar)}, {"id": "drafts", "toolbar": \(toolbar)}],
             "root": {"any": {"splitView": {"sidebar": ["inbox", "drafts"]}}}}
            """)
    }

    static func violations(_ app: AppSpec, _ window: String, _ events: [String]) throws -> [String] {
        try Scenario(window: window, events: events, rules: .v18)
            .evaluate(on: AppModel(app, platform: .v18), invariants: [.toolbarActionsReachable])
            .violations.map(\.description)
    }

    static let menu = "{\"id\": \"folders\", \"placement\": \"topBarLeading\", \"standsInFor\": \"sidebar\"}"

    @Test func aMenuThatStandsInForTheSidebarIsNotLostInRegularWidth() throws {
        let app = try Self.app(compactOnly: Self.menu)
        #expect(app.problems.isEmpty)
        #expect(try Self.violations(app, "ipad-pro-11 landscape full", ["select-sidebar inbox"]) == [])
        // The user hid the sidebar: the split view's sidebar toggle brings it back.
        #expect(try Self.violations(app, "ipad-pro-11 landscape full",
                                    ["select-sidebar inbox", "column-visibility detailOnly"]) == [])
        // In compact width the menu is on the bar.
        #expect(try Self.violations(app, "ipad-pro-11 landscape slide-over", ["select-sidebar inbox"]) == [])
    }

    @Test func theRealCasesAreStillCaught() throws {
        // The same item as an action of its own: lost in regular width.
        let plain = try Self.app(compactOnly: "{\"id\": \"folders\", \"placement\": \"topBarLeading\"}")
        #expect(try Self.violations(plain, "ipad-pro-11 landscape full", ["select-sidebar inbox"]) == [
            "toolbar-actions-reachable at step 1: 'folders' on 'inbox' has no place in regular width",
        ])
        // A stand-in for a column the split view does not have.
        let content = try Self.app(compactOnly: "{\"id\": \"folders\", \"placement\": \"topBarLeading\", \"standsInFor\": \"content\"}")
        #expect(try Self.violations(content, "ipad-pro-11 landscape full", ["select-sidebar inbox"]) == [
            "toolbar-actions-reachable at step 1: 'folders' on 'inbox' has no place in regular width",
        ])
        // An action present in regular width and absent in compact, even
        // marked as a stand-in: the collapsed split view shows no column.
        let archive = "{\"id\": \"archive\", \"placement\": \"primaryAction\", \"standsInFor\": \"sidebar\"}"
        let regularOnly = try Self.app(compactOnly: nil, regularOnly: archive)
        #expect(try Self.violations(regularOnly, "ipad-pro-11 landscape slide-over", ["select-sidebar inbox"]) == [
            "toolbar-actions-reachable at step 1: 'archive' on 'inbox' has no place in compact width",
        ])
    }

    @Test func aStandInForTheDetailIsAProblemAndTheKeyIsStrict() {
        do {
            _ = try Self.app(compactOnly: "{\"id\": \"folders\", \"placement\": \"topBarLeading\", \"standsInFor\": \"detail\"}")
            Issue.record("a stand-in for the detail decoded")
        } catch {
            #expect(error.field == "screens[0].toolbar.compact[1].standsInFor")
            #expect("\(error)".contains("an item stands in for the sidebar or the content column"))
        }
        do {
            _ = try Self.app(compactOnly: "{\"id\": \"folders\", \"placement\": \"topBarLeading\", \"standsInFour\": \"sidebar\"}")
            Issue.record("an unknown key decoded")
        } catch {
            #expect(error.field == "screens[0].toolbar.compact[1].standsInFour")
        }
    }
}
