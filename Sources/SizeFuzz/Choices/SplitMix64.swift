/// SplitMix64, the seeding generator of the xoshiro family.
///
/// A 64-bit state advanced by the golden-ratio increment and mixed by a fixed
/// finaliser. SizeFuzz uses it only to expand a seed into the state of
/// ``Xoshiro256StarStar`` and to derive per-case seeds in
/// ``ChoiceSource/caseSeed(seed:caseIndex:)``; it never reads system entropy.
public struct SplitMix64: Sendable, Equatable {
    /// The current state; the next output is `mix(state &+ golden)`.
    public private(set) var state: UInt64

    /// The golden-ratio increment, `0x9E3779B97F4A7C15`.
    public static let golden: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// Creates a generator whose first output is `SplitMix64.mix(seed &+ golden)`.
    /// - Parameter seed: any 64-bit value; equal seeds give equal streams.
    public init(seed: UInt64) {
        state = seed
    }

    /// Advances the state and returns the next 64-bit output.
    public mutating func next() -> UInt64 {
        state &+= SplitMix64.golden
        return SplitMix64.mix(state)
    }

    /// The SplitMix64 finaliser: a bijective avalanche of the 64 input bits.
    /// - Parameter value: the value to mix.
    /// - Returns: the mixed value; `mix(a) == mix(b)` only when `a == b`.
    public static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
