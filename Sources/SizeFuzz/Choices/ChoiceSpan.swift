/// A labelled, nested stretch of a recorded choice sequence: the choices one
/// generator (an array element, a `flatMap` or `oneOf` branch, a filter attempt,
/// a domain event) consumed. Hypothesis calls these "examples".
///
/// The shrinker deletes, zeroes, reorders and replaces whole spans, so that
/// shrinking follows the structure of the value rather than raw positions.
public struct ChoiceSpan: Sendable, Hashable {
    /// Index of the span's first choice in the recorded sequence.
    public let start: Int
    /// Index one past the span's last choice.
    public internal(set) var end: Int
    /// The label the generator gave, such as `"element"` or `"oneOf"`.
    public let label: String
    /// Nesting depth: `0` for a span with no enclosing span.
    public let depth: Int
    /// Index, in the same span list, of the innermost enclosing span.
    public let parent: Int?

    /// Creates a span; generators normally get spans from ``ChoiceSource/spanned(_:_:)``.
    /// - Parameters:
    ///   - start: first choice index.
    ///   - end: one past the last choice index.
    ///   - label: the generator's label.
    ///   - depth: nesting depth.
    ///   - parent: index of the enclosing span, if any.
    public init(start: Int, end: Int, label: String, depth: Int, parent: Int?) {
        self.start = start
        self.end = end
        self.label = label
        self.depth = depth
        self.parent = parent
    }

    /// The choice indices the span covers.
    public var range: Range<Int> { start..<end }
    /// The number of choices the span covers.
    public var count: Int { end - start }
}
