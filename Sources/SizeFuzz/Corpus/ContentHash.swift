/// FNV-1a, 64 bits: a small, fixed, portable hash for naming corpus files.
///
/// Unlike Swift's `Hasher`, which is seeded per process, FNV-1a gives the same
/// value for the same bytes on every run and every platform, so a file name
/// derived from it is stable. It is not a cryptographic hash; corpus files are
/// named by it, not authenticated.
public struct ContentHash: Hashable, Sendable {
    /// The FNV-1a 64-bit offset basis.
    static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
    /// The FNV-1a 64-bit prime.
    static let prime: UInt64 = 0x0000_0100_0000_01B3

    /// The hash.
    public let value: UInt64

    /// The FNV-1a 64 hash of `bytes`.
    /// - Complexity: O(n) in the number of bytes.
    public init<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        var hash = Self.offsetBasis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* Self.prime
        }
        value = hash
    }

    /// The hash folded to 32 bits (high half XOR low half) as 8 lowercase hex
    /// digits, zero-padded: `"0a1b2c3d"`.
    public var short: String {
        let folded = (value >> 32) ^ (value & 0xFFFF_FFFF)
        let hex = String(folded, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
