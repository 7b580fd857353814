@testable import SizeFuzz
import LayoutModel
import Testing

/// A replayed event's kind is read without working its weights out
/// (`ChoiceSource.readsWeights`): replaying the choices a seeded
/// case recorded, which works no weights out, draws the same choices with the
/// same bounds and ends where the seeded case, which worked out every
/// weight, ended.
@Suite struct ReplayedKindTests {
    @Test(arguments: ["cafe", "sports", "split-in-tab", "mail-columns", "document-editor", "optional-sidebar-sync",
                      "fixed-sidebar"])
    func replayedCasesDrawWhatTheSeededOnesDrew(_ name: String) throws {
        let app = try #require(BuiltinApp.all.first { $0.spec.name == name }?.spec)
        let generator = ScenarioGenerator(model: AppModel(app))
        for caseIndex in UInt64(0)..<300 {
            let bias = EdgeBias(caseIndex: caseIndex)
            var seeded = ChoiceSource(seed: ChoiceSource.caseSeed(seed: 11, caseIndex: caseIndex), recording: true)
            #expect(seeded.readsWeights)
            let first = generator.run(&seeded, invariants: .all, bias: bias, recordScenario: true)
            var replay = ChoiceSource(replaying: seeded.recorded, recording: true)
            #expect(!replay.readsWeights)
            let again = generator.run(&replay, invariants: .all, bias: bias, recordScenario: true)
            #expect(replay.recorded == seeded.recorded)
            #expect(replay.recordedBounds == seeded.recordedBounds)
            #expect(!replay.overran)
            #expect(again.scenario == first.scenario)
            #expect(again.evaluator.state == first.evaluator.state)
            #expect(again.evaluator.violations == first.evaluator.violations)
        }
    }
}
