/// xoshiro256**, the pseudo-random generator behind seeded choice sources.
///
/// 256 bits of state, period 2^256 − 1, seeded by expanding a 64-bit seed with
/// ``SplitMix64`` as its authors recommend. Pure value type: copying it forks
/// the stream, and equal seeds always give equal streams on every platform.
public struct Xoshiro256StarStar: Sendable, Equatable {
    private var s0: UInt64
    private var s1: UInt64
    private var s2: UInt64
    private var s3: UInt64

    /// Creates a generator whose state is the first four outputs of
    /// `SplitMix64(seed: seed)`.
    /// - Parameter seed: any 64-bit value.
    public init(seed: UInt64) {
        var mixer = SplitMix64(seed: seed)
        s0 = mixer.next()
        s1 = mixer.next()
        s2 = mixer.next()
        s3 = mixer.next()
    }

    /// Returns the next 64 uniformly distributed bits and advances the state.
    @inline(__always) public mutating func next() -> UInt64 {
        let result = rotateLeft(s1 &* 5, by: 7) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotateLeft(s3, by: 45)
        return result
    }

    /// Returns a uniformly distributed value in `0...bound`, without modulo bias.
    ///
    /// Lemire's nearly-divisionless method: one 64×64→128-bit multiply, and a
    /// rejection loop that runs again with probability below `(bound + 1) / 2^64`.
    /// - Parameter bound: the largest value that may be returned.
    @inline(__always) public mutating func next(upTo bound: UInt64) -> UInt64 {
        if bound == .max { return next() }
        let range = bound &+ 1
        var product = next().multipliedFullWidth(by: range)
        if product.low < range {
            let threshold = (0 &- range) % range
            while product.low < threshold {
                product = next().multipliedFullWidth(by: range)
            }
        }
        return product.high
    }

    @inline(__always) private func rotateLeft(_ x: UInt64, by k: UInt64) -> UInt64 {
        (x << k) | (x >> (64 - k))
    }
}
