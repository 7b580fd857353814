/// A failing case of a property, shrunk: what failed, where it came from, and
/// how to run it again.
public struct PropertyFailure<Value> {
    /// The simplest failing value the shrinker found (the original one if the
    /// failure was flaky).
    public let value: Value
    /// The value as first generated.
    public let originalValue: Value
    /// What the property threw on ``value``; `nil` if it returned `false`.
    public let error: (any Error)?
    /// The run's seed.
    public let seed: UInt64
    /// The index of the failing case: ``ChoiceSource/caseSeed(seed:caseIndex:)``
    /// of `seed` and this index regenerates ``originalValue``.
    public let caseIndex: Int
    /// The choices that draw ``value``; pass them to
    /// ``Property/check(_:replaying:_:)`` to run the case again.
    public let choices: [UInt64]
    /// How many choices the original case drew.
    public let originalChoiceCount: Int
    /// Evaluations of the property spent shrinking, the first replay included.
    public let shrinkEvaluations: Int
    /// Whether shrinking stopped because its budget ran out, not at a fixpoint:
    /// a larger budget might find a simpler value.
    public let exhaustedBudget: Bool
    /// Whether the case passed when replayed: the property depends on something
    /// other than its input (state, time, order). Nothing was shrunk.
    public let isFlaky: Bool

    /// How many choices the shrunk value draws.
    public var shrunkChoiceCount: Int { choices.count }
}

extension PropertyFailure: CustomStringConvertible {
    /// The counterexample, its provenance, and the call that replays it.
    public var description: String {
        var lines = ["  counterexample: \(String(reflecting: value))"]
        if let error { lines.append("  threw: \(String(reflecting: error))") }
        if isFlaky {
            lines.append("  flaky: case \(caseIndex) passed when run again, so it was not shrunk")
        } else {
            let budget = exhaustedBudget ? " (budget spent)" : ""
            lines.append(
                "  case \(caseIndex), shrunk from \(originalChoiceCount) to \(shrunkChoiceCount) choices in \(shrinkEvaluations) evaluations\(budget)")
        }
        lines.append("  original: \(String(reflecting: originalValue))")
        lines.append("  replay: Property.check(generator, replaying: \(choices)) { ... }")
        return lines.joined(separator: "\n")
    }
}

extension PropertyFailure: @unchecked Sendable where Value: Sendable {}
