import LayoutModel

/// Turns a failing case into a ``Failure``: regenerates it with its choices
/// recorded, replays it once (a case that passes on replay is flaky), shrinks
/// it for the one invariant, finds the region of sizes that fail, and
/// re-checks it at both ends of every estimate's range (`EstimateCheck`).
public struct FailureShrinker: Sendable {
    /// The app's generator.
    public let generator: ScenarioGenerator
    /// The run's seed.
    public let seed: UInt64
    /// The most test evaluations shrinking may use.
    public let budget: Int
    /// The run's invariants: where a custom invariant's check is found.
    public let invariants: InvariantSet

    /// Creates a shrinker for cases of `generator`'s app in a run with `seed`
    /// that checks `invariants`.
    public init(generator: ScenarioGenerator, seed: UInt64, budget: Int = 2_000, invariants: InvariantSet = .all) {
        self.generator = generator
        self.seed = seed
        self.budget = budget
        self.invariants = invariants
    }

    /// Regenerates case `caseIndex` and shrinks its failure of `invariant`.
    ///
    /// A case that does not fail `invariant` when regenerated (it did in the
    /// run) is reported as flaky, with the regenerated scenario and not shrunk.
    public func shrink(caseIndex: Int, invariant: InvariantName) -> Failure {
        var source = ChoiceSource(seed: ChoiceSource.caseSeed(seed: seed, caseIndex: UInt64(caseIndex)), recording: true)
        return shrink(from: &source, caseIndex: caseIndex, invariant: invariant, bias: EdgeBias(caseIndex: UInt64(caseIndex)),
                      notFailing: "failed in the run, but passed when case \(caseIndex) was generated again")
    }

    /// Draws a case from `source` (recording), and shrinks its failure of
    /// `invariant`: the one path of ``shrink(caseIndex:invariant:)`` and
    /// ``shrink(choices:invariant:bias:)``. A case that does not fail is
    /// flaky, with `notFailing` as what the invariant saw.
    func shrink(from source: inout ChoiceSource, caseIndex: Int, invariant: InvariantName, bias: EdgeBias,
                notFailing: String) -> Failure {
        let only = invariants.only(invariant)
        let generated = generator.run(&source, invariants: only, bias: bias, recordScenario: true)
        let original = generated.scenario ?? Scenario(window: generated.evaluator.state.scenes[0].window, events: [])
        let note = Violation(invariant, step: 0, scene: 0, notFailing)
        var failure = Failure(
            app: generator.model.app, invariant: invariant, seed: seed, caseIndex: caseIndex, original: original,
            originalViolation: note, scenario: original, violation: note, choices: source.recorded,
            shrinkSteps: 0, flaky: true, maxEvents: generator.maxEvents, shrinkBudget: budget, region: nil)
        failure.platform = generator.model.platform
        failure.navigator = generator.model.navigator
        guard let originalViolation = generated.evaluator.violations.first else { return failure }
        failure.flaky = false
        failure.originalViolation = originalViolation
        failure.violation = originalViolation
        let shrinker = Shrinker(budget: budget, domainPasses: ScenarioShrinkPasses.passes(for: generator, invariant: invariant, invariants: invariants))
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
            if let scenario = shrunk.scenario, let violation = shrunk.evaluator.violations.first {
                failure.scenario = scenario
                failure.violation = violation
                failure.choices = report.choices
            }
            failure.shrinkSteps = report.steps
        }
        (failure.region, failure.regionMap) = RegionFinder(model: generator.model, invariant: invariant, invariants: invariants)
            .locate(failure.scenario, failingAt: failure.violation)
        failure.estimates = EstimateCheck(model: generator.model, invariant: invariant, invariants: invariants)
            .dependences(of: failure.scenario)
        return failure
    }
}
