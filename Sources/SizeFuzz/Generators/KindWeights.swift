/// The weights of the event kinds for one draw, written into a caller's
/// buffer, with their sum kept as they are set: the draw then need not add
/// up two dozen weights to find it.
///
/// Only the kinds a draw sets are written, and a bit per kind says which:
/// the buffer is not cleared before every draw, and the draw walks the
/// written kinds alone (``ChoiceSource/drawReadingWeights(_:written:total:)``),
/// where it walked past every kind that weighs nothing (issue 25). The
/// value of a kind not written is left from an earlier draw and read by no one.
struct KindWeights {
    /// The weights, by ``EventKind/rawValue``: those that ``written`` marks.
    let values: UnsafeMutableBufferPointer<UInt64>
    /// The sum of the weights written.
    private(set) var total: UInt64 = 0
    /// A bit per ``EventKind/rawValue`` whose weight is written (it may be
    /// zero); the others weigh nothing.
    private(set) var written: UInt32 = 0

    /// Weights written into `values`, none of them written yet.
    init(_ values: UnsafeMutableBufferPointer<UInt64>) { self.values = values }

    /// Gives `kind`, which no earlier call wrote, its weight: most kinds are
    /// set once a draw, and need not read what they replace.
    @inline(__always) mutating func add(_ kind: EventKind, _ weight: UInt64) {
        assert(written >> UInt32(kind.rawValue) & 1 == 0, "\(kind) is already weighted")
        values[kind.rawValue] = weight
        total &+= weight
        written |= 1 << UInt32(kind.rawValue)
    }

    /// Sets the weight of `kind`, written before or not (a later rule that
    /// corrects an earlier one's weight, or takes it away with zero).
    @inline(__always) mutating func set(_ kind: EventKind, _ weight: UInt64) {
        let bit: UInt32 = 1 << UInt32(kind.rawValue)
        let old = written & bit != 0 ? values[kind.rawValue] : 0
        total = total &- old &+ weight
        values[kind.rawValue] = weight
        written |= bit
    }
}
