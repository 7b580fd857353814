/// The weights of the event kinds for one draw, four bits a kind in two
/// words held in registers: kind `k` (its ``EventKind/rawValue``) in bits
/// `4k..<4k+4` of ``low`` for the first 16 kinds, of ``high`` (less 16) for
/// the rest. A kind not given a weight weighs nothing.
///
/// Every weight a draw gives is at most 12, so four bits hold it. In
/// registers, a weight is one `or` of a constant: the weights were written
/// into an array kept between draws, which each draw checked for a unique
/// reference and reached through a closure, with a bit per kind written and
/// a running sum kept beside it. The sum is taken once, from the
/// words (``total``), and the draw walks only the kinds that weigh
/// something (``ChoiceSource/drawKind(_:count:)``).
struct KindWeights {
    /// The weights of kinds 0 to 15, four bits each.
    private(set) var low: UInt64 = 0
    /// The weights of kinds 16 and after, four bits each.
    private(set) var high: UInt64 = 0

    /// No kind weighted yet.
    init() {}

    /// The largest weight a kind may be given.
    static let maximum: UInt64 = 0xF

    /// Gives `kind`, which no earlier call weighted, its weight (at most
    /// ``maximum``): most kinds are set once a draw, and need not clear
    /// what they replace.
    @inline(__always) mutating func add(_ kind: EventKind, _ weight: UInt64) {
        assert(self[kind] == 0, "\(kind) is already weighted")
        assert(weight <= Self.maximum, "\(kind) weighs \(weight), more than four bits hold")
        let raw = kind.rawValue
        if raw < 16 { low |= weight << UInt64(raw &* 4) } else { high |= weight << UInt64((raw &- 16) &* 4) }
    }

    /// Sets the weight of `kind` (at most ``maximum``), weighted before or
    /// not (a later rule that corrects an earlier one's weight, or takes it
    /// away with zero).
    @inline(__always) mutating func set(_ kind: EventKind, _ weight: UInt64) {
        assert(weight <= Self.maximum, "\(kind) weighs \(weight), more than four bits hold")
        let raw = kind.rawValue
        if raw < 16 {
            let shift = UInt64(raw &* 4)
            low = low & ~(0xF << shift) | weight << shift
        } else {
            let shift = UInt64((raw &- 16) &* 4)
            high = high & ~(0xF << shift) | weight << shift
        }
    }

    /// The weight of `kind`.
    subscript(kind: EventKind) -> UInt64 {
        let raw = kind.rawValue
        return raw < 16 ? low >> UInt64(raw &* 4) & 0xF : high >> UInt64((raw &- 16) &* 4) & 0xF
    }

    /// The sum of the weights: each word's nibbles added in pairs into
    /// bytes (at most 30 each), then the bytes added by one multiplication
    /// (at most 240, which the top byte holds).
    @inline(__always) var total: UInt64 { Self.sum(low) &+ Self.sum(high) }

    /// The sum of the 16 four-bit values of `word`.
    @inline(__always) static func sum(_ word: UInt64) -> UInt64 {
        let nibbles: UInt64 = 0x0F0F_0F0F_0F0F_0F0F
        let bytes = (word & nibbles) &+ (word >> 4 & nibbles)
        return (bytes &* 0x0101_0101_0101_0101) >> 56
    }

    /// A bit at the lowest of each four bits of `word` that hold a weight
    /// other than zero (bit `4k` for kind `k` of the word).
    @inline(__always) static func weighted(_ word: UInt64) -> UInt64 {
        let pairs = word | word >> 1
        return (pairs | pairs >> 2) & 0x1111_1111_1111_1111
    }

    /// The weights of the first `count` kinds, by ``EventKind/rawValue``.
    func dense(count: Int) -> [UInt64] {
        (0..<count).map { EventKind(rawValue: $0).map { self[$0] } ?? 0 }
    }
}
