import Foundation
import LayoutModel
import SourceExtraction
import Testing

/// `standsInFor` read from source: a compact-only toolbar `Menu` whose
/// `Picker` sets the selection the sidebar's `List(selection:)` sets stands
/// in for the sidebar, and is not an action lost in regular width; a
/// compact-only menu over other state, and a menu present in regular width
/// and absent in compact, are actions of their own and still fail.
@Suite struct ToolbarStandInSourceTests {
    /// The items of the first sidebar row's screen, regular then compact,
    /// as `id:standsInFor`.
    @Test(arguments: [
        ("folder-menu", ["sort:-"], ["folder:sidebar", "sort:-"]),
        ("sort-menu-compact-only", ["folder:sidebar"], ["folder:sidebar", "sort:-"]),
        ("sort-menu-regular-only", ["folder:sidebar", "sort:-"], ["folder:sidebar"]),
    ])
    func theReaderMarksTheItemThatSetsTheSidebarsSelection(_ fixture: String, _ regular: [String], _ compact: [String]) throws {
        let extraction = try Fixtures.extract(fixture)
        let screen = try #require(extraction.spec.screens.first { $0.id == "inbox" })
        let toolbar = try #require(screen.toolbar)
        func described(_ items: [ToolbarItem]) -> [String] { items.map { "\($0.id):\($0.standsInFor?.rawValue ?? "-")" } }
        #expect(described(toolbar.items) == regular)
        #expect(described(toolbar.compact ?? toolbar.items) == compact)
    }

    /// The stand-in passes; each action of its own fails at its line.
    @Test(arguments: [
        ("folder-menu", nil),
        ("sort-menu-compact-only", "ContentView.swift:33:29: Menu(\"Sort\"): 'sort' on 'inbox' has no place in regular width"),
        ("sort-menu-regular-only", "ContentView.swift:32:29: Menu(\"Sort\"): 'sort' on 'inbox' has no place in compact width"),
    ] as [(String, String?)])
    func onlyTheStandInIsReachable(_ fixture: String, _ finding: String?) {
        let run = SourceRunTests.firstFinding(fixture, "toolbar-actions-reachable")
        #expect(run.code == (finding == nil ? 0 : 1))
        #expect(run.verdict == finding.map { _ in "✗ notes: toolbar-actions-reachable" })
        #expect(run.finding == finding)
    }
}
