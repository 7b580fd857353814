import LayoutModel

extension FailureShrinker {
    /// Shrinks the failure of `invariant` in the case that `choices` generate,
    /// as ``shrink(caseIndex:invariant:)`` does for a case regenerated from
    /// its seed: replays it once (a case that passes is reported as flaky,
    /// not shrunk), shrinks it, and finds the region of sizes that fail.
    ///
    /// How a crash file from a coverage-guided fuzzer becomes a report; the
    /// failure carries the shrinker's ``seed`` and case index 0.
    /// - Parameters:
    ///   - choices: the case's choices, as recorded.
    ///   - invariant: the invariant to shrink for.
    ///   - bias: the edge bias the choices were drawn with.
    public func shrink(choices: [UInt64], invariant: InvariantName, bias: EdgeBias) -> Failure {
        let only = InvariantSet([invariant])
        var source = ChoiceSource(replaying: choices, recording: true)
        let replayed = generator.run(&source, invariants: only, bias: bias, recordScenario: true)
        let original = replayed.scenario ?? Scenario(window: replayed.evaluator.state.scenes[0].window, events: [])
        var failure = Failure(
            app: generator.model.app, invariant: invariant, seed: seed, caseIndex: 0, original: original,
            originalViolation: Violation(invariant, step: 0, scene: 0, "passed when its choices were replayed"),
            scenario: original, violation: Violation(invariant, step: 0, scene: 0, "passed when its choices were replayed"),
            choices: source.recorded, shrinkSteps: 0, flaky: true, maxEvents: generator.maxEvents,
            shrinkBudget: budget, region: nil)
        guard let violation = replayed.evaluator.violations.first else { return failure }
        failure.flaky = false
        failure.originalViolation = violation
        failure.violation = violation
        let shrinker = Shrinker(budget: budget, domainPasses: ScenarioShrinkPasses.passes(for: generator, invariant: invariant))
        let result = shrinker.shrink(source.recorded) { source in
            let run = generator.run(&source, invariants: only, bias: bias)
            return run.evaluator.failed.contains(invariant) ? .interesting : .notInteresting
        }
        switch result {
        case .flaky:
            failure.flaky = true
            return failure
        case let .shrunk(report):
            var replay = ChoiceSource(replaying: report.choices)
            let shrunk = generator.run(&replay, invariants: only, bias: bias, recordScenario: true)
            if let scenario = shrunk.scenario, let shrunkViolation = shrunk.evaluator.violations.first {
                failure.scenario = scenario
                failure.violation = shrunkViolation
                failure.choices = report.choices
            }
            failure.shrinkSteps = report.steps
        }
        failure.region = RegionFinder(model: generator.model, invariant: invariant)
            .region(of: failure.scenario, failingAt: failure.violation)
        return failure
    }
}
