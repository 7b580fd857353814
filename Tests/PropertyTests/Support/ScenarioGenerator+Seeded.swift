import LayoutModel
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
