/// A HyperLogLog estimate of how many distinct 64-bit values were seen, in
/// fixed memory (4,096 one-byte registers), so a run of a million cases uses
/// no more memory than a run of ten thousand.
///
/// Deterministic: it counts values the caller derives deterministically, and
/// registers merge by maximum, so the estimate does not depend on the order or
/// the partition in which values arrive. Small counts use linear counting and
/// are near exact; large ones are within about 2%.
public struct DistinctCounter: Hashable, Sendable {
    private static let bits = 12
    private var registers = [UInt8](repeating: 0, count: 1 << DistinctCounter.bits)

    /// An empty counter.
    public init() {}

    /// Counts `value` (already well mixed, such as a fingerprint).
    ///
    /// A register is written only when the value raises it (rarely, once the
    /// counter has seen a few thousand values), and then by a call of its
    /// own: written in place, the registers were checked for being uniquely
    /// held before every loop that counted layouts, raised or not.
    public mutating func insert(_ value: UInt64) {
        let index = Int(value >> UInt64(64 - Self.bits))
        let rest = value << UInt64(Self.bits) | (1 << UInt64(Self.bits - 1))
        // At most 64 - bits + 1: converted without a check.
        let rank = UInt8(truncatingIfNeeded: rest.leadingZeroBitCount &+ 1)
        if rank > registers[index] { raise(index, to: rank) }
    }

    /// Sets register `index` to `rank`, above what it holds.
    @inline(never) private mutating func raise(_ index: Int, to rank: UInt8) {
        registers[index] = rank
    }

    /// Adds `other`'s values.
    public mutating func merge(_ other: DistinctCounter) {
        for index in registers.indices where other.registers[index] > registers[index] {
            registers[index] = other.registers[index]
        }
    }

    /// `1 / 2^rank` for every rank a register can hold (at most
    /// `64 - bits + 1`), each exact: the same terms the estimate divided out
    /// for each of its 4,096 registers.
    private static let powers: [Double] = (0..<64).map { 1 / Double(UInt64(1) << UInt64($0)) }

    /// The estimated number of distinct values.
    public var estimate: Int {
        let count = Double(registers.count)
        var sum = 0.0
        var zeros = 0
        Self.powers.withUnsafeBufferPointer { powers in
            for register in registers {
                sum += powers[Int(register)]
                if register == 0 { zeros += 1 }
            }
        }
        let alpha = 0.7213 / (1 + 1.079 / count)
        let raw = alpha * count * count / sum
        if raw <= 2.5 * count && zeros > 0 {
            return Int((count * log(count / Double(zeros))).rounded())
        }
        return Int(raw.rounded())
    }

    /// The natural logarithm, by the series of atanh (no libm in this module).
    private func log(_ x: Double) -> Double {
        guard x > 0 else { return -.infinity }
        var exponent = 0.0
        var mantissa = x
        while mantissa > 2 { mantissa /= 2; exponent += 1 }
        while mantissa < 1 { mantissa *= 2; exponent -= 1 }
        let y = (mantissa - 1) / (mantissa + 1)
        var term = y, sum = 0.0, k = 1.0
        while abs(term) > 1e-17 {
            sum += term / k
            term *= y * y
            k += 2
        }
        return 2 * sum + exponent * 0.693_147_180_559_945_3
    }
}
