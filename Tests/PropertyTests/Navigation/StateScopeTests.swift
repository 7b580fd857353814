import Foundation
@testable import LayoutModel
@testable import SizeFuzz
import Testing

/// State scope per part (an app-wide router beside each window's
/// own selection), and deep links that push several screens or come as URL
/// paths.
@Suite struct StateScopeTests {
    func evaluate(_ app: AppSpec, _ events: [String], _ invariants: InvariantSet = .all,
                  window: String = "ipad-pro-11 landscape full") throws -> Evaluator {
        try Scenario(window: window, events: events, rules: .v18)
            .evaluate(on: AppModel(app, platform: .v18), invariants: invariants)
    }

    /// The shorthand and the object form read and write as documented; a
    /// part that is not a `StatePart` is an unknown key.
    @Test(arguments: [
        ("\"app\"", StateScopes.app, "\"app\""),
        ("\"scene\"", StateScopes.scene, "\"scene\""),
        ("{\"tabSelection\": \"app\"}", StateScopes(app: [.tabSelection]), "{\"tabSelection\":\"app\"}"),
        ("{\"paths\": \"app\", \"sidebarSelection\": \"scene\"}", StateScopes(app: [.paths]), "{\"paths\":\"app\"}"),
        ("{\"sidebarSelection\": \"scene\"}", StateScopes.scene, "\"scene\""),
    ])
    func scopesReadAndWrite(_ json: String, _ expected: StateScopes, _ written: String) throws {
        let spec = try AppSpec.decode(json: Self.spec(scope: json))
        #expect(spec.behavior?.stateScope == expected)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(String(decoding: try encoder.encode(expected), as: UTF8.self) == written)
    }

    @Test func anUnknownPartIsAnUnknownKey() {
        #expect(throws: InputError.self) { try AppSpec.decode(json: Self.spec(scope: "{\"tabSelektion\": \"app\"}")) }
        do {
            _ = try AppSpec.decode(json: Self.spec(scope: "{\"tabSelektion\": \"app\"}"))
        } catch {
            #expect(error.field == "behavior.stateScope.tabSelektion")
            #expect("\(error)".contains("did you mean 'tabSelection'?"))
        }
    }

    static func spec(scope: String) -> String {
        """
        {"name": "s", "screens": [{"id": "a"}, {"id": "b"}],
         "root": {"any": {"splitView": {"sidebar": ["a", "b"]}}},
         "behavior": {"stateScope": \(scope)}}
        """
    }

    /// A router that holds the tab selection moves the other window's tab:
    /// that is the failure by itself, at the first event that does it (open
    /// a window, select in one), whether or not the other window's own
    /// parts react; the message says which part moved, from what to what,
    /// and that the app holds it once. With the sync, the other window's
    /// own sidebar follows, and is named too.
    @Test func aSharedTabIsCaughtAtTheFirstSelection() throws {
        let events = ["open-window", "select-sidebar football"]
        let mistake = try evaluate(.sharedRouterTab, events)
        #expect(mistake.violations.map(\.description) == [
            "scene-isolation at step 2 in scene 1: 'select-sidebar football' changed scene 1's tab selection basketball -> football (held once for the app) and sidebar selection basketball -> football (scene id 1)",
        ])
        #expect(mistake.state.scenes.map(\.navigation.tabSelection) == ["football", "football"])

        var unsynced = AppSpec.sharedRouterTab
        unsynced.behavior?.selectionSync = nil
        let router = try evaluate(unsynced, ["open-window", "select-tab football"], window: "ipad-pro-11 landscape split-third")
        #expect(router.violations.map(\.description) == [
            "scene-isolation at step 2 in scene 1: 'select-tab football' changed scene 1's tab selection basketball -> football (held once for the app) (scene id 1)",
        ])
        #expect(router.state.scenes.map(\.navigation.tabSelection) == ["football", "football"])
        #expect(router.state.scenes.map(\.navigation.sidebarSelection) == [nil, nil])

        // Held per window (the sports app), the same two events change nothing else.
        var perWindow = AppSpec.sports
        perWindow.scene = SceneSpec(multipleWindows: true)
        let isolated = try evaluate(perWindow, ["open-window", "select-tab football"], window: "ipad-pro-11 landscape split-third")
        #expect(isolated.violations == [])
        #expect(isolated.state.scenes.map(\.navigation.tabSelection) == ["football", "basketball"])
    }

    /// Shared selections are caught at the first one that moves another
    /// window; holding every selection and path once (the windows are
    /// copies) is reported the same way, without the note.
    @Test func sharedSelectionsAreCaughtAtTheFirstSelection() throws {
        var shorthand = AppSpec.globalSceneState
        shorthand.behavior?.stateScope = .app
        let events = ["open-window", "scene 1: select-sidebar coffee", "scene 1: push latte", "select-sidebar moji"]
        let shared = try evaluate(shorthand, events, [.sceneIsolation])
        #expect(shared.violations.map(\.description) == [
            "scene-isolation at step 2: 'scene 1: select-sidebar coffee' changed scene 0's sidebar selection none -> coffee (held once for the app) (scene id 0)",
        ])
        #expect(AppModel(.globalSceneState).windowsMirror && !AppModel(shorthand).windowsMirror)
        let mirror = try evaluate(.globalSceneState, ["open-window", "select-sidebar coffee"], [.sceneIsolation])
        #expect(mirror.violations.map(\.description) == [
            "scene-isolation at step 2 in scene 1: 'select-sidebar coffee' changed scene 1's sidebar selection none -> coffee (scene id 1)",
        ])
    }

    /// A URL-path link selects its screen and pushes its value, then the
    /// link's `thenPush` screens, in order; its event prints and parses as
    /// `open-url /host/value`.
    @Test func aPathLinkPushesSeveralScreens() throws {
        var cafe = AppSpec.cafe
        cafe.behavior?.deepLinks = [DeepLink(host: "coffee", select: "coffee", values: ["latte", "mocha"], thenPush: ["recipe"])]
        #expect(cafe.problems.isEmpty)
        let event = try #require(Event(parsing: "open-url /coffee/latte"))
        #expect(event.action == .openURL(parameter: "/coffee", value: "latte"))
        #expect(event.description == "open-url /coffee/latte")
        let result = try evaluate(cafe, ["open-url /coffee/latte"])
        #expect(result.violations == [])
        #expect(result.state.scenes[0].navigation.sidebarSelection == "coffee")
        #expect(result.state.scenes[0].navigation.path("detail") == ["latte", "recipe"])
        // The fuzzer draws the link, and shrinks a failure to the one event.
        let pushedTwo = Invariant("pushed-two") { step in
            step.after.state.navigation.path("detail") == ["latte", "recipe"] ? "latte then recipe" : nil
        }
        let run = FuzzRunner(RunConfiguration(seed: 1, iterations: 300, apps: [cafe], invariants: [pushedTwo],
                                              platform: .v18)).run()
        let failure = try #require(run.failures.first)
        #expect(failure.scenario.events.map(\.description) == ["open-url /coffee/latte"])
    }

    @Test(arguments: [
        (DeepLink(parameter: "", values: ["latte"]), "behavior.deepLinks[0]"),
        (DeepLink(host: "a/b", values: ["latte"]), "behavior.deepLinks[0].host"),
        (DeepLink(host: "coffee", values: ["latte"], thenPush: ["nope"]), "behavior.deepLinks[0].thenPush[0]"),
    ])
    func aBadLinkIsAProblemNamingItsField(_ link: DeepLink, _ field: String) {
        var cafe = AppSpec.cafe
        cafe.behavior?.deepLinks = [link]
        #expect(cafe.problems.map(\.field) == [field])
    }

    @Test func aPathLinkReadsFromJSONAndWritesNoParameter() throws {
        let json = """
        {"name": "s", "screens": [{"id": "orders", "destinations": ["o1"]}, {"id": "o1"}, {"id": "receipt"}],
         "root": {"any": {"splitView": {"sidebar": ["orders"], "detailStack": true}}},
         "behavior": {"deepLinks": [{"host": "orders", "select": "orders", "popToRoot": true, "values": ["o1"],
                                     "thenPush": ["receipt"]}]}}
        """
        let spec = try AppSpec.decode(json: json)
        let link = try #require(spec.behavior?.deepLinks?.first)
        #expect(link == DeepLink(host: "orders", select: "orders", values: ["o1"], thenPush: ["receipt"]))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(String(decoding: try encoder.encode(link), as: UTF8.self)
            == #"{"host":"orders","popToRoot":true,"select":"orders","thenPush":["receipt"],"values":["o1"]}"#)
    }
}
