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
    /// The choices the original case drew: ``ChoiceSource/caseSeed(seed:caseIndex:)``
    /// recorded, which replay ``originalValue``.
    public let originalChoices: [UInt64]
    /// Evaluations of the property spent shrinking, the first replay (the one
    /// that tells a flaky failure) included. The property runs exactly this many
    /// times after the failing case, never again to report the result.
    public let shrinkEvaluations: Int
    /// Whether shrinking stopped because its budget ran out, not at a fixpoint:
    /// a larger budget might find a simpler value.
    public let exhaustedBudget: Bool
    /// Whether the case passed when replayed: the property depends on something
    /// other than its input (state, time, order). Nothing was shrunk.
    public let isFlaky: Bool

    /// The size of the original case: how many choices it drew. The size is
    /// the shrinker's first measure of simplicity (fewer choices first, then
    /// smaller ones; ``ChoiceOrder``), so it is comparable across values of any
    /// type: an array's size grows with its length and its elements' sizes.
    public var originalChoiceCount: Int { originalChoices.count }

    /// The size of the shrunk value: how many choices it draws (see
    /// ``originalChoiceCount``). Equal to it when the failure was flaky.
    public var shrunkChoiceCount: Int { choices.count }
}

extension PropertyFailure: CustomStringConvertible {
    /// The counterexample, its provenance, and the call that replays it, in
    /// four or five lines:
    ///
    /// ```
    ///   counterexample: [678x320]
    ///   case 8, shrunk from 18 to 3 choices in 43 evaluations
    ///   original: [685x893, 1588x1107, 814x1950, 2708x586, 416x1403, 2306x1499]
    ///   replay: Property.check(generator, replaying: [358, 0, 0]) { ... }
    /// ```
    ///
    /// A line `threw:` follows the counterexample when the property threw; the
    /// case line ends with `(budget spent)` when shrinking ran out of budget. A
    /// flaky failure says so in place of the case line and has no `original:`
    /// line (the counterexample is the original value).
    public var description: String {
        var lines = ["  counterexample: \(String(reflecting: value))"]
        if let error { lines.append("  threw: \(String(reflecting: error))") }
        if isFlaky {
            lines.append("  flaky: case \(caseIndex) failed, then passed when run again, so it was not shrunk")
        } else {
            let budget = exhaustedBudget ? " (budget spent)" : ""
            lines.append(
                "  case \(caseIndex), shrunk from \(originalChoiceCount) to \(shrunkChoiceCount) choices in \(shrinkEvaluations) evaluations\(budget)")
            lines.append("  original: \(String(reflecting: originalValue))")
        }
        lines.append("  replay: Property.check(generator, replaying: \(choices)) { ... }")
        return lines.joined(separator: "\n")
    }
}

extension PropertyFailure: @unchecked Sendable where Value: Sendable {}
