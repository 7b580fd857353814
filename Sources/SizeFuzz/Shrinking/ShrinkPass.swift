/// A domain-specific shrink pass: proposes candidate choice sequences from the
/// current best one, which the shrinker then tries through its single gate.
///
/// The domain layer uses these to make the large, meaningful jumps a generic
/// shrinker cannot see: drop an event, merge consecutive resizes, cancel a
/// push/pop pair, snap a size to a preset. Candidates that are not strictly
/// simpler (see ``ChoiceOrder``), were tried before, or do not fail are ignored,
/// so a pass may propose freely. After each accepted candidate the pass is asked
/// again with the new best; it runs until it proposes nothing that is accepted.
public struct ShrinkPass: Sendable {
    /// A name for reports and debugging.
    public let name: String
    /// Whether the pass is costly (many candidates, or costly to propose):
    /// it then runs only when the cheap passes change nothing more, first
    /// among the expensive passes, and the cheap ones run again after it
    /// succeeds.
    public let isExpensive: Bool
    /// Proposes candidates, best first, from the current best sequence.
    public let propose: @Sendable (ShrinkSnapshot) -> [[UInt64]]

    /// Creates a pass.
    /// - Parameters:
    ///   - name: a name for reports and debugging.
    ///   - expensive: whether it runs only where the cheap passes are stuck.
    ///   - propose: returns candidate sequences, most promising first.
    public init(_ name: String, expensive: Bool = false, propose: @escaping @Sendable (ShrinkSnapshot) -> [[UInt64]]) {
        self.name = name
        self.isExpensive = expensive
        self.propose = propose
    }
}

/// The shrinker's current best failing case, as shown to a ``ShrinkPass``.
public struct ShrinkSnapshot: Sendable {
    /// The choices, as consumed by the last interesting replay.
    public let choices: [UInt64]
    /// The bound of each choice.
    public let bounds: [UInt64]
    /// The spans recorded while replaying ``choices``, parents before children.
    public let spans: [ChoiceSpan]

    /// Creates a snapshot (the shrinker makes these; tests may too).
    /// - Parameters:
    ///   - choices: the choices.
    ///   - bounds: their bounds, parallel to `choices`.
    ///   - spans: the recorded spans.
    public init(choices: [UInt64], bounds: [UInt64], spans: [ChoiceSpan]) {
        self.choices = choices
        self.bounds = bounds
        self.spans = spans
    }

    /// The spans labelled `label`, in order.
    /// - Parameter label: the label, e.g. `"resize"`.
    public func spans(labeled label: String) -> [ChoiceSpan] {
        spans.filter { $0.label == label }
    }

    /// The direct children of the span at `index` in ``spans``.
    /// - Parameter index: a span index, or `nil` for the top-level spans.
    public func children(of index: Int?) -> [ChoiceSpan] {
        spans.filter { $0.parent == index }
    }

    /// The choices with `range` removed.
    /// - Parameter range: indices to remove, e.g. a span's ``ChoiceSpan/range``.
    public func deleting(_ range: Range<Int>) -> [UInt64] {
        var result = choices
        result.removeSubrange(range.clamped(to: 0..<choices.count))
        return result
    }

    /// The choices with `range` replaced by `replacement`.
    /// - Parameters:
    ///   - range: indices to replace.
    ///   - replacement: the new choices (any length).
    public func replacing(_ range: Range<Int>, with replacement: [UInt64]) -> [UInt64] {
        var result = choices
        result.replaceSubrange(range.clamped(to: 0..<choices.count), with: replacement)
        return result
    }
}
