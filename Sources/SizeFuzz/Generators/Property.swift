/// Checks a property over generated values, proptest-style: the first value
/// (by case index) for which it does not hold, shrunk.
public enum Property {
    /// Runs `holds` on `cases` values of `generator` (case `i` from `seed`
    /// and `i` alone) and returns the simplest counterexample the shrinker
    /// finds from the first that fails; `nil` when every case holds.
    ///
    /// - Parameters:
    ///   - generator: the values to try.
    ///   - seed: the run's seed.
    ///   - cases: how many values to try.
    ///   - budget: the most property evaluations shrinking may use.
    ///   - holds: the property.
    public static func counterexample<Value>(
        _ generator: Gen<Value>, seed: UInt64 = 0, cases: Int = 1_000, budget: Int = 2_000,
        _ holds: (Value) -> Bool
    ) -> Value? {
        for index in 0..<cases {
            var source = ChoiceSource(seed: ChoiceSource.caseSeed(seed: seed, caseIndex: UInt64(index)), recording: true)
            let value = generator.run(&source)
            if source.isRejected || holds(value) { continue }
            switch Shrinker(budget: budget).shrink(source.recorded, generator: generator, isFailure: { !holds($0) }) {
            case let .shrunk(report):
                var replay = ChoiceSource(replaying: report.choices)
                return generator.run(&replay)
            case .flaky:
                return value
            }
        }
        return nil
    }
}
