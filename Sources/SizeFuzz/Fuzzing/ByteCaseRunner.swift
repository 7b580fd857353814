import LayoutModel

/// Runs cases decoded from a byte buffer, as a coverage-guided fuzzer such as
/// libFuzzer hands them over, through the same generators as a seeded run.
///
/// The bytes are read as the choice sequence (``ChoiceSource/Mode/bytes``):
/// with more than one app, the first choice picks the app (index into
/// ``generators``); the rest is the case. Every case uses the edge bias of
/// case 0 (``bias``), so a buffer always decodes to the same scenario, and a
/// buffer of zeros is the simplest case of the first app.
///
/// A fuzz target and `fuzzrun import-crash` decode a crash file alike only
/// when both are given the same apps in the same order, the same maximum
/// number of events and the same platform.
public struct ByteCaseRunner: Sendable {
    /// One generator per app, in the order the apps were given.
    public let generators: [ScenarioGenerator]
    /// The invariants checked.
    public let invariants: InvariantSet

    /// The edge bias of every byte case: that of case 0.
    public static let bias = EdgeBias(caseIndex: 0)

    /// Creates a runner for `apps` (at least one).
    /// - Parameters:
    ///   - apps: the apps; with several, the first choice picks one.
    ///   - invariants: the invariants to check.
    ///   - maxEvents: the most events a case has.
    ///   - platform: the model parameters.
    public init(apps: [AppSpec], invariants: InvariantSet = .all, maxEvents: Int = 20, platform: Platform = .standard) {
        precondition(!apps.isEmpty, "ByteCaseRunner: no apps")
        generators = apps.map { ScenarioGenerator(model: AppModel($0, platform: platform), maxEvents: maxEvents) }
        self.invariants = invariants
    }

    /// Runs the case `bytes` encode, recording nothing: the fuzz target's
    /// hot path.
    /// - Returns: the app's index and the violations (empty when every
    ///   invariant held).
    public func run(_ bytes: [UInt8]) -> (app: Int, violations: [Violation]) {
        var source = ChoiceSource(bytes: bytes)
        let app = Int(source.draw(upTo: UInt64(generators.count - 1)))
        let outcome = generators[app].run(&source, invariants: invariants, bias: Self.bias)
        return (app, outcome.evaluator.violations)
    }

    /// Decodes and runs the case `bytes` encode, keeping its choices and its
    /// scenario.
    /// - Returns: the case; its ``ByteCase/choices`` replay it through
    ///   ``ChoiceSource/init(replaying:recording:)`` with the app's generator
    ///   (the app's choice is not among them).
    public func decode(_ bytes: [UInt8]) -> ByteCase {
        var source = ChoiceSource(bytes: bytes, recording: true)
        let app = Int(source.draw(upTo: UInt64(generators.count - 1)))
        let appChoices = source.recorded.count
        let outcome = generators[app].run(&source, invariants: invariants, bias: Self.bias, recordScenario: true)
        let scenario = outcome.scenario ?? Scenario(window: outcome.evaluator.state.scenes[0].window, events: [])
        return ByteCase(app: app, choices: Array(source.recorded.dropFirst(appChoices)), scenario: scenario,
                        violations: outcome.evaluator.violations)
    }

    /// Shrinks the failure of `invariant` in `decoded` and locates its region.
    /// - Parameters:
    ///   - decoded: a case from ``decode(_:)``.
    ///   - invariant: one of the invariants it fails.
    ///   - budget: the most test evaluations shrinking may use.
    /// - Returns: the failure, with seed and case index 0 (a byte case has
    ///   neither); flaky if the choices do not fail again when replayed.
    public func shrink(_ decoded: ByteCase, invariant: InvariantName, budget: Int = 2_000) -> Failure {
        FailureShrinker(generator: generators[decoded.app], seed: 0, budget: budget)
            .shrink(choices: decoded.choices, invariant: invariant, bias: Self.bias)
    }
}

/// A case decoded from bytes: which app, its choices, the scenario they
/// generate and what it violated.
public struct ByteCase: Sendable {
    /// The index of the app among the runner's generators.
    public var app: Int
    /// The case's choices, without the app's.
    public var choices: [UInt64]
    /// The scenario generated.
    public var scenario: Scenario
    /// The first violation of each invariant that failed.
    public var violations: [Violation]
}
