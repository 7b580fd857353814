@testable import SizeFuzz
import LayoutModel
import Testing

/// Scenarios on which the harness once reported a correct app: each must pass
/// every invariant, and each pins the model rule that makes it pass.
@Suite struct FalseAlarmTests {
    func violations(_ app: AppSpec, _ window: String, _ events: [String], platform: Platform = .v18,
                    _ invariants: InvariantSet = .all) throws -> [String] {
        let scenario = try Scenario(window: window, events: events, rules: .v18)
        return scenario.evaluate(on: AppModel(app, platform: platform), invariants: invariants).violations.map(\.description)
    }

    /// The platform file `{"navigation": {"backClearsSelection": false}}`.
    static var backKeepsSelection: Platform {
        var platform = Platform.v18
        platform.navigation.backClearsSelection = false
        return platform
    }

    /// Disconnected in regular width and reconnected after a rotation to
    /// compact width: the scene is rebuilt collapsed, and the invariant
    /// expects the same collapse (`fuzzrun --app three-column --seed 1`).
    @Test func reconnectingInCompactWidthCollapsesAsTheExpectationDoes() throws {
        let events = ["select-sidebar inbox", "select-content inbox-1", "select-sidebar inbox", "disconnect", "rotate",
                      "reconnect"]
        #expect(try violations(.threeColumn, "iphone-8-plus landscape full", events) == [])
        let model = AppModel(.threeColumn, platform: .v18)
        let evaluator = try Scenario(window: "iphone-8-plus landscape full", events: events, rules: .v18).evaluate(on: model)
        #expect(evaluator.layouts[0].split.map(Evaluator.format) == "collapsed to the detail")
    }

    /// Tapping the row that is already selected selects nothing, so it leaves
    /// the preferred compact column alone; in regular width no selection
    /// moves it at all.
    @Test func tappingTheSelectedRowChangesNothing() throws {
        let model = AppModel(.threeColumn, platform: .v18)
        var state = model.launch(in: try Scenario(window: "iphone-8-plus landscape full", events: [], rules: .v18).window)
        for event in [Event(.selectSidebar("inbox")), Event(.selectContent("inbox-1"))] { model.reduce(&state, event) }
        let before = state
        model.reduce(&state, Event(.selectSidebar("inbox")))
        #expect(state == before)
        #expect(state.scenes[0].navigation.compactColumn == .sidebar)
    }

    /// With Back keeping the selection, a scene that popped to the sidebar in
    /// compact width and reconnects there comes back as the reducer's own
    /// connection rule says (seeds 201-203 with that platform file).
    @Test func reconnectingInTheSameCompactWindowWithBackKeepingTheSelection() throws {
        let events = ["select-sidebar inbox", "pop", "disconnect", "reconnect"]
        #expect(try violations(.threeColumn, "ipad-pro-11 landscape split-third", events,
                               platform: Self.backKeepsSelection) == [])
        // Rebuilt collapsed with 'inbox' selected: the content column on top.
        let evaluator = try Scenario(window: "ipad-pro-11 landscape split-third", events: events, rules: .v18)
            .evaluate(on: AppModel(.threeColumn, platform: Self.backKeepsSelection))
        #expect(evaluator.layouts[0].split.map(Evaluator.format) == "collapsed to the content")
    }

    /// A scene whose sidebar selection was cleared before it was disconnected
    /// comes back with no row chosen: the tab selection (never empty) does not
    /// stand in for the cleared row.
    @Test func aClearedSelectionIsNotChosenAfterReconnecting() throws {
        var app = AppSpec.sports
        app.behavior?.restoration = [.selection, .path]
        let events = ["select-sidebar soccer", "deselect", "disconnect", "reconnect", "rotate"]
        #expect(try violations(app, "ipad-pro-11 landscape full", events) == [])
        let evaluator = try Scenario(window: "ipad-pro-11 landscape full", events: events, rules: .v18).evaluate(on: AppModel(app, platform: .v18))
        #expect(evaluator.intents[0].selection == nil)
        #expect(evaluator.intents[0].tab == "soccer")
    }
}
