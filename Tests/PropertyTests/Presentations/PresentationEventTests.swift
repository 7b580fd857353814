import Foundation
@testable import LayoutModel
@testable import SizeFuzz
import Testing

/// `present ID` and `dismiss`, as text and as transitions.
@Suite struct PresentationEventTests {
    @Test(arguments: [
        ("present compose", Event(.present("compose"))),
        ("dismiss", Event(.dismiss)),
        ("scene 1: present format", Event(.present("format"), scene: 1)),
    ] as [(String, Event)])
    func textRoundTrips(_ text: String, _ event: Event) {
        #expect(Event(parsing: text) == event)
        #expect(event.description == text)
    }

    @Test(arguments: ["present", "present a b", "dismiss now", "presentcompose"])
    func malformedTextIsNotAnEvent(_ text: String) {
        #expect(Event(parsing: text) == nil)
    }

    func run(_ app: AppSpec, _ events: [String], window: String = "ipad-pro-11 landscape full") throws -> Evaluator {
        try Scenario(window: window, events: events, rules: .v18).evaluate(on: AppModel(app, platform: .v18), invariants: .all)
    }

    /// A screen presents only what it declares, one presentation at a time;
    /// `dismiss` takes it away.
    @Test func presentingNeedsTheScreenOnTopAndNothingPresented() throws {
        let app = AppSpec.documentEditor
        #expect(try run(app, ["present format"]).state.scenes[0].navigation.presented == nil)
        #expect(try run(app, ["present share"]).state.scenes[0].navigation.presented == "share")
        let editor = try run(app, ["push editor", "present format", "present export"])
        #expect(editor.state.scenes[0].navigation.presented == "format")
        #expect(editor.layouts[0].presentation?.style == .inspectorColumn)
        #expect(editor.layouts[0].contentWidth == 894)
        let dismissed = try run(app, ["push editor", "present format", "dismiss"])
        #expect(dismissed.state.scenes[0].navigation.presented == nil)
        #expect(dismissed.layouts[0].presentation == nil)
        #expect(dismissed.layouts[0].contentWidth == 1194)
    }

    /// The presentation leaves with the screen that presents it.
    @Test func poppingThePresenterDismisses() throws {
        let popped = try run(.documentEditor, ["push editor", "present format", "pop"])
        #expect(popped.violations == [])
        #expect(popped.state.scenes[0].navigation.presented == nil)
        #expect(popped.layouts[0].screen == "documents")
    }

    /// A state built by hand (with its own list of names, not the model's)
    /// keeps and loses its presentation as the model's state does: the
    /// reducer reads the model's state's presentation by id, the other's by
    /// name.
    @Test func aStateBuiltByHandKeepsItsPresentationAsTheModelsDoes() throws {
        let evaluator = try run(.documentEditor, ["push editor", "present format"])
        let model = evaluator.model, presented = evaluator.state
        let navigation = presented.scenes[0].navigation
        var byHand = presented
        byHand.scenes[0].navigation = NavigationState(paths: navigation.paths,
                                                      columnVisibility: navigation.columnVisibility,
                                                      compactColumn: navigation.compactColumn)
        byHand.scenes[0].navigation.presented = "format"
        #expect(navigation.names === model.tables.stateNames)
        #expect(byHand.scenes[0].navigation.names !== model.tables.stateNames)
        for (event, expected) in [(Event(.rotate), "format"), (Event(.pop), nil)] as [(Event, String?)] {
            var byID = presented, byName = byHand
            model.reduce(&byID, event)
            model.reduce(&byName, event)
            #expect(byID.scenes[0].navigation.presented == expected)
            #expect(byName.scenes[0].navigation == byID.scenes[0].navigation)
        }
    }

    /// A reconnected scene shows no presentation unless the app saves it
    /// (`"restoration": ["presentation"]`).
    @Test(arguments: [([RestoredState.path], nil as String?), ([.path, .presentation], "format")])
    func restorationKeepsAPresentationOnlyWhenAsked(_ parts: [RestoredState], _ expected: String?) throws {
        var app = AppSpec.documentEditor
        app.behavior = AppBehavior(restoration: parts)
        let evaluator = try run(app, ["push editor", "present format", "disconnect", "reconnect"])
        #expect(evaluator.violations == [])
        #expect(evaluator.state.scenes[0].navigation.path("root") == ["editor"])
        #expect(evaluator.state.scenes[0].navigation.presented == expected)
    }

    /// Strict decoding and validation: one line naming the field.
    @Test(arguments: [
        (#"{"id": "a", "kind": "sheet", "sizng": "form"}"#, "screens[0].presentations[0].sizng: unknown key; did you mean 'sizing'?"),
        (#"{"id": "a", "kind": "drawer"}"#, "screens[0].presentations[0].kind: 'drawer' is not one of sheet, popover, fullScreenCover, inspector"),
        (#"{"id": "a", "kind": "sheet", "sizing": "huge"}"#, "screens[0].presentations[0].sizing: 'huge' is not one of form, page, fitted"),
        (#"{"id": "a", "kind": "popover", "sizing": "form"}"#, "screens[0].presentations[0].sizing: applies to a sheet only, not a popover"),
        (#"{"id": "a", "kind": "sheet", "inspectorWidth": {"fixed": 300}}"#, "screens[0].presentations[0].inspectorWidth: applies to an inspector only, not a sheet"),
        (#"{"id": "a", "kind": "inspector", "inspectorWidth": {"min": 400, "max": 300}}"#, "screens[0].presentations[0].inspectorWidth: min 400 is above max 300"),
        (#"{"id": "a", "kind": "sheet"}, {"id": "a", "kind": "popover"}"#, "screens[0].presentations[1].id: 'a' is used twice: `present ID` names one presentation in the app"),
        (#"{"id": "a b", "kind": "sheet"}"#, "screens[0].presentations[0].id: 'a b' is not an id (not empty; no spaces or control characters)"),
        (#"{"id": "a", "kind": "fullScreenCover", "compactAdaptation": "sheet"}"#, "screens[0].presentations[0].compactAdaptation: a fullScreenCover covers the window at every size; it has no adaptation"),
        (#"{"id": "a", "kind": "sheet", "content": {"frame": {"width": -1, "content": {"content": {"name": "F", "minWidth": 1}}}}}"#, "screens[0].presentations[0].content: frame width must be from 0 to 100000"),
    ] as [(String, String)])
    func badPresentationsAreRefused(_ presentations: String, _ message: String) throws {
        try StrictSpecTests.expectRefused(StrictSpecTests.spec(screen: #"{"id": "s1", "presentations": [\#(presentations)]}"#),
                                          message)
    }

    /// A scenario (a corpus entry, a replay) may only present what the app
    /// declares.
    @Test(arguments: [
        (AppSpec.documentEditor, "present nothing", "'present nothing' names no presentation of document-editor (presentations: share, format, export)"),
        (.sports, "dismiss", "'dismiss' cannot happen: sports declares no presentations"),
    ] as [(AppSpec, String, String)])
    func scenariosPresentOnlyWhatTheAppDeclares(_ app: AppSpec, _ event: String, _ message: String) throws {
        let scenario = try Scenario(window: "ipad-pro-11 landscape full", events: [event])
        #expect(scenario.problem(for: app, platform: .standard)?.message == message)
        #expect(try Scenario(window: "ipad-pro-11 landscape full", events: ["present share"])
            .problem(for: .documentEditor, platform: .standard) == nil)
    }

    /// Every field survives the JSON encoding.
    @Test func everyFieldRoundTrips() {
        var app = PresentationLayoutTests.app
        app.screens[0].presentations?.append(Presentation("all", kind: .sheet, sizing: .fitted, compactAdaptation: .fullScreenCover,
                                                          content: .content(name: "F", minWidth: 10)))
        #expect(app.problems == [])
        #expect(app.deepCopy == app)
    }
}
