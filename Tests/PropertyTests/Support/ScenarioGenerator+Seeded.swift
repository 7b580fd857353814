import LayoutModel
import Testing
@testable import SizeFuzz

extension ScenarioGenerator {
    /// Case `caseIndex` of a run seeded with `seed`, as the runner draws it
    /// (its choice source from `ChoiceSource.caseSeed(seed:caseIndex:)`, its
    /// edge bias from the case index), with its scenario recorded; `nil` only
    /// if the run recorded none. The step-by-step tests replay its events
    /// against the model.
    func seededScenario(seed: UInt64, caseIndex: UInt64, invariants: InvariantSet = []) -> Scenario? {
        var source = ChoiceSource(seed: ChoiceSource.caseSeed(seed: seed, caseIndex: caseIndex))
        return run(&source, invariants: invariants, bias: EdgeBias(caseIndex: caseIndex), recordScenario: true).scenario
    }
}

extension AppModel {
    /// The scenarios of the first `count` cases of a run of this model seeded
    /// with `seed` (``ScenarioGenerator/seededScenario(seed:caseIndex:invariants:)``),
    /// which the step-by-step tests replay event by event.
    /// - Throws: if a case recorded no scenario.
    func seededScenarios(seed: UInt64, count: UInt64 = 40, invariants: InvariantSet = []) throws -> [Scenario] {
        let generator = ScenarioGenerator(model: self)
        return try (0..<count).map { index in
            try #require(generator.seededScenario(seed: seed, caseIndex: index, invariants: invariants))
        }
    }
}

extension AppModel {
    /// Replays `scenario` from its launch, keeping each scene's layout by
    /// position as the evaluator keeps them (a scene opened or closed shifts
    /// the others onto another's layout), and after every event writes each
    /// scene's layout over its kept one (``layout(of:into:)``), then calls
    /// `body` with the scene and the layout written over.
    func replayWritingLayoutsOver(_ scenario: Scenario, _ body: (SceneState, Layout) throws -> Void) rethrows {
        var state = launch(in: scenario.window)
        var kept = state.scenes.map(layout(of:))
        for event in scenario.events {
            reduce(&state, event)
            for (position, scene) in state.scenes.enumerated() {
                if position == kept.count { kept.append(layout(of: scene)) }
                layout(of: scene, into: &kept[position])
                try body(scene, kept[position])
            }
        }
    }
}
