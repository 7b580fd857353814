import SizeFuzz

/// Helpers shared by the shrinking-challenge tests: find a failing case from a
/// seed the way the runner does, then shrink it.
enum Challenge {
    /// The seeds every challenge is run from.
    static let seeds: [UInt64] = [1, 2, 3, 4, 5]

    /// The step budget for every challenge shrink. Every challenge reaches its
    /// fixpoint well inside it (under 500 steps over seeds 1...1000).
    static let budget = 2_000

    /// A property verdict for a generated value.
    enum Verdict {
        case pass, fail, invalid
    }

    /// Generates cases `0, 1, …` of run `seed` with recording off until one
    /// fails, then regenerates that case with recording on and returns its choices.
    static func firstFailure<Value>(
        _ gen: Gen<Value>, seed: UInt64, maxCases: Int = 200_000, _ property: (Value) -> Verdict
    ) -> [UInt64]? {
        for caseIndex in 0..<UInt64(maxCases) {
            let caseSeed = ChoiceSource.caseSeed(seed: seed, caseIndex: caseIndex)
            var source = ChoiceSource(seed: caseSeed)
            let value = gen.run(&source)
            guard !source.isRejected, property(value) == .fail else { continue }
            var recording = ChoiceSource(seed: caseSeed, recording: true)
            _ = gen.run(&recording)
            return recording.recorded
        }
        return nil
    }

    /// The outcome of finding and shrinking one challenge from one seed.
    struct Outcome<Value> {
        let value: Value
        let steps: Int
        let choices: [UInt64]
        /// Whether the shrink stopped on the budget rather than at a fixpoint.
        let exhaustedBudget: Bool
    }

    /// Finds a failure from `seed`, shrinks it and returns the shrunk value.
    static func shrink<Value>(
        _ gen: Gen<Value>, seed: UInt64, budget: Int = Challenge.budget, _ property: (Value) -> Verdict
    ) -> Outcome<Value>? {
        guard let initial = firstFailure(gen, seed: seed, property) else { return nil }
        let result = Shrinker(budget: budget).shrink(initial) { source in
            let value = gen.run(&source)
            if source.isRejected { return .invalid }
            switch property(value) {
            case .pass: return .notInteresting
            case .fail: return .interesting
            case .invalid: return .invalid
            }
        }
        guard case .shrunk(let report) = result else { return nil }
        let choices = report.choices
        var replay = ChoiceSource(replaying: choices)
        let value = gen.run(&replay)
        return Outcome(
            value: value, steps: report.steps, choices: choices, exhaustedBudget: report.exhaustedBudget)
    }

    /// Any `Int`, favouring values near zero (Hypothesis's `integers()`).
    static let anyInt = Gen.int(in: Int.min...Int.max, favouringSmall: true)
}
