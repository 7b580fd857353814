@testable import SizeFuzz
import LayoutModel
import Testing

/// The scenario encoder and the rewrites that take a shrink out of a local
/// minimum.
@Suite struct ScenarioRewriteTests {
    /// Every generated case, written back as choices, draws the same scenario
    /// from no more choices than it was generated from.
    @Test(arguments: BuiltinApp.all.map(\.name))
    func theEncoderInvertsTheGenerator(_ name: String) throws {
        let app = try #require(BuiltinApp.named(name))
        let generator = ScenarioGenerator(model: AppModel(app.spec))
        let encoder = ScenarioEncoder(generator: generator)
        var encoded = 0
        for caseIndex: UInt64 in 0..<150 {
            let bias = EdgeBias(caseIndex: caseIndex)
            var source = ChoiceSource(seed: ChoiceSource.caseSeed(seed: 7, caseIndex: caseIndex), recording: true)
            let scenario = try #require(generator.run(&source, invariants: [], bias: bias, recordScenario: true).scenario)
            // A window on an external display is not a launch window.
            guard let choices = encoder.choices(window: scenario.window, events: scenario.events) else { continue }
            encoded += 1
            var replay = ChoiceSource(replaying: choices)
            let again = generator.run(&replay, invariants: [], bias: bias, recordScenario: true).scenario
            #expect(again == scenario, "case \(caseIndex)")
            #expect(choices.count <= source.recorded.count, "case \(caseIndex)")
        }
        #expect(encoded == 150)
    }

    /// A scenario with an event that cannot be drawn where it falls has no
    /// encoding; a selection in the other container and a scene that is not
    /// open are adapted.
    @Test func eventsThatCannotBeDrawnAreAdaptedOrRefused() throws {
        let generator = ScenarioGenerator(model: AppModel(.cafe))
        let encoder = ScenarioEncoder(generator: generator)
        let window = try Window.parse(scenario: "ipad-pro-11 landscape full")
        #expect(encoder.choices(window: window, events: [Event(.push("latte"))]) == nil)
        let adapted = try #require(encoder.choices(window: window, events: [Event(.selectTab("coffee"), scene: 1)]))
        var replay = ChoiceSource(replaying: adapted)
        let scenario = generator.run(&replay, invariants: [], bias: EdgeBias(caseIndex: 0), recordScenario: true).scenario
        #expect(scenario?.events.map(\.description) == ["select-sidebar coffee"])
    }

    /// Shrinks `events` from a launch in `window` for `app`'s failure of
    /// `invariant`, as the runner does, and returns the shrunk scenario.
    func shrink(_ app: AppSpec, _ invariant: InvariantName, window: String, events: [String]) throws -> String {
        let generator = ScenarioGenerator(model: AppModel(app, platform: .v18))
        let scenario = try Scenario(window: window, events: events, rules: .v18)
        let initial = try #require(ScenarioEncoder(generator: generator).choices(window: scenario.window, events: scenario.events))
        let shrinker = Shrinker(budget: 2_000, domainPasses: ScenarioShrinkPasses.passes(for: generator, invariant: invariant))
        let bias = EdgeBias(caseIndex: 0)
        let result = shrinker.shrink(initial) { source in
            generator.run(&source, invariants: InvariantSet([invariant]), bias: bias).evaluator.failed.contains(invariant)
                ? .interesting : .notInteresting
        }
        var replay = ChoiceSource(replaying: try #require(result.choices))
        let shrunk = try #require(generator.run(&replay, invariants: InvariantSet([invariant]), bias: bias, recordScenario: true).scenario)
        return "\(shrunk.window.scenarioDescription): \(shrunk.events.map(\.description).joined(separator: ", "))"
    }

    /// Detours through a second window go: a tab bar that overflows in a
    /// narrow window, reached by a mode change after opening, changing and
    /// closing a second window, shrinks to a launch in the narrow window; a
    /// section tab lost in compact width, to its selection and one mode change.
    @Test func detoursThroughASecondWindowGo() throws {
        let detour = ["open-window", "scene 1: mode split-half", "scene 1: select-tab blog-swift", "close-window"]
        let overflow = try shrink(.clutteredTabBar, .tabBarFits, window: "ipad-pro-11 landscape full",
                                  events: ["select-tab blog-swift"] + detour + ["mode split-third"])
        #expect(overflow == "ipad-pro-11 landscape split-third: ")
        let stale = try shrink(.staleTabSelection, .selectionPreserved, window: "ipad-pro-11 landscape full",
                               events: ["select-tab blog-swift", "open-window", "scene 1: mode split-half", "close-window",
                                        "mode split-third"])
        #expect(stale == "ipad-pro-11 landscape full: select-tab blog-latest, mode split-third")
        let inSecond = try shrink(.staleTabSelection, .selectionPreserved, window: "ipad-pro-11 landscape full",
                                  events: ["open-window", "scene 1: select-tab blog-swift", "scene 1: mode split-third"])
        #expect(inSecond == "ipad-pro-11 landscape full: select-tab blog-latest, mode split-third")
    }

    /// A local minimum of the shrinker without the rewrites: where it stopped
    /// (from the seeds 1-12 sweep in BENCHMARKS.md) and where it goes now.
    struct Stuck: Sendable, CustomTestStringConvertible {
        let app: String
        let window: String
        let events: [String]
        let shrunk: String
        var testDescription: String { app }
    }

    static let stuck: [Stuck] = [
        Stuck(app: "global-scene-state", window: "ipad-pro-11 landscape stage 1194x834",
              events: ["select-sidebar coffee", "resize 375x834", "open-window", "pop"],
              shrunk: "ipad-pro-11 landscape full: open-window, select-sidebar coffee"),
        Stuck(app: "fixed-grid-count", window: "ipad-pro-11 landscape stage 640x834",
              events: ["select-sidebar recents", "resize 678x677.5"],
              shrunk: "ipad-pro-11 landscape stage 678x677.5: select-sidebar recents"),
        Stuck(app: "optional-sidebar-sync", window: "ipad-pro-11 landscape stage 375x834",
              events: ["select-tab football", "resize 1194x834", "deselect", "mode split-third"],
              shrunk: "ipad-pro-11 landscape full: select-sidebar football, deselect, mode split-third"),
        Stuck(app: "path-reset-on-resize", window: "ipad-pro-11 landscape full",
              events: ["select-sidebar coffee", "push latte", "mode split-third"],
              shrunk: "ipad-pro-11 landscape full: open-url ?moji=smile, background"),
    ]

    /// Each local minimum goes to the smallest repro any seed reaches.
    @Test(arguments: Self.stuck)
    func localMinimaGo(_ stuck: Stuck) throws {
        let app = try #require(BuiltinApp.named(stuck.app))
        let shrunk = try shrink(app.spec, try #require(app.caughtBy), window: stuck.window, events: stuck.events)
        #expect(shrunk == stuck.shrunk)
    }
}
