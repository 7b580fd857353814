/// One draw a recording ``ChoiceSource`` made: the value it returned and the
/// bound it was drawn under (``ChoiceSource/recorded`` and
/// ``ChoiceSource/recordedBounds`` are these, split).
struct RecordedDraw: Sendable {
    /// The value the draw returned, in `0...bound`.
    var value: UInt64
    /// The largest value the draw could have returned.
    var bound: UInt64
}
