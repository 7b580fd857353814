/// What a shrink test says about one replayed candidate.
public enum ShrinkVerdict: Sendable, Equatable {
    /// The property still fails in the same way: the candidate may replace the
    /// current best. Report a different failure as `.notInteresting`, or the
    /// shrinker will slip onto another bug.
    case interesting
    /// The property passes (or fails differently).
    case notInteresting
    /// The case could not be built or its assumptions do not hold (a rejected
    /// filter, an `assume`); neither a pass nor a failure.
    case invalid
}
