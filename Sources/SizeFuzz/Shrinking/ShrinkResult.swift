/// The outcome of ``Shrinker/shrink(_:test:)``: a value, never a trap.
public enum ShrinkResult: Sendable, Equatable {
    /// The initial failure reproduced and was shrunk to the report's choices.
    case shrunk(ShrinkReport)
    /// The initial choices did not fail when replayed once: the failure depends
    /// on something other than the choices (state, time, order). Nothing was shrunk.
    case flaky

    /// The shrunk choices, or `nil` when flaky.
    public var choices: [UInt64]? {
        if case .shrunk(let report) = self { return report.choices }
        return nil
    }

    /// The number of test evaluations used, including the initial replay.
    public var steps: Int {
        switch self {
        case .shrunk(let report): return report.steps
        case .flaky: return 1
        }
    }
}

/// What the shrinker found: the simplest failing choices and how it got there.
public struct ShrinkReport: Sendable, Equatable {
    /// The simplest interesting choice sequence found (as consumed by the test).
    public let choices: [UInt64]
    /// The bounds of those choices, as recorded by the last replay.
    public let bounds: [UInt64]
    /// The spans recorded when replaying ``choices``.
    public let spans: [ChoiceSpan]
    /// Test evaluations used, including the initial replay; never above the budget.
    public let steps: Int
    /// How many candidates were accepted as a new best.
    public let improvements: Int
    /// Whether shrinking stopped because the budget ran out rather than at a
    /// fixpoint of all passes.
    public let exhaustedBudget: Bool
}
