/// The weights of the event kinds for one draw, written into a caller's
/// buffer, with their sum kept as they are set: the draw then need not add
/// up two dozen weights to find it.
struct KindWeights {
    /// The weights, by ``EventKind/rawValue``; all zero to begin with.
    let values: UnsafeMutableBufferPointer<UInt64>
    /// The sum of ``values``.
    private(set) var total: UInt64 = 0

    /// Weights written into `values`, which must be all zero.
    init(_ values: UnsafeMutableBufferPointer<UInt64>) { self.values = values }

    /// Sets the weight of `kind`.
    @inline(__always) mutating func set(_ kind: EventKind, _ weight: UInt64) {
        total = total &- values[kind.rawValue] &+ weight
        values[kind.rawValue] = weight
    }
}
