/// A fingerprint of a finding that stays the same across runs, machines and
/// line moves: 64-bit FNV-1a over its parts (app, rule, the source
/// construct's text), as 16 hex digits. Never `Hasher`, whose seed changes
/// with every process.
enum Fingerprint {
    /// The fingerprint of `parts`, each ended by a zero byte so that
    /// `["ab", "c"]` and `["a", "bc"]` differ.
    static func of(_ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part.utf8 + [0] {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
