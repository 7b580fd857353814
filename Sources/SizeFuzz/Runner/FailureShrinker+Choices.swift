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
        var source = ChoiceSource(replaying: choices, recording: true)
        return shrink(from: &source, caseIndex: 0, invariant: invariant, bias: bias,
                      notFailing: "passed when its choices were replayed")
    }
}
