import Foundation

/// A fingerprint of an app's Swift sources, recorded in a corpus entry found
/// from them so that a replay can say when they changed: FNV-1a 64 over each
/// file's path (relative to the folder given) and bytes, the files in path
/// order, written `fnv1a64:` and 16 lowercase hex digits.
///
/// FNV-1a gives the same value for the same bytes on every run and platform
/// (Swift's `Hasher` is seeded per process). It tells changed sources from
/// the same ones; it is not a cryptographic hash.
public struct SourceDigest: Hashable, Sendable, CustomStringConvertible {
    /// The FNV-1a 64-bit offset basis and prime.
    static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01B3
    /// What the text form starts with.
    public static let prefix = "fnv1a64:"

    /// The hash.
    public let value: UInt64

    /// The digest of files, each its path relative to its folder and its bytes.
    init(files: [(relative: String, bytes: [UInt8])]) {
        var hash = Self.offsetBasis
        func mix(_ bytes: some Sequence<UInt8>) {
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* Self.prime
            }
        }
        for file in files.sorted(by: { $0.relative.utf8.lexicographicallyPrecedes($1.relative.utf8) }) {
            // Length-prefixed, so that no two sets of files give the same bytes.
            mix(withUnsafeBytes(of: UInt64(file.relative.utf8.count).littleEndian, Array.init))
            mix(file.relative.utf8)
            mix(withUnsafeBytes(of: UInt64(file.bytes.count).littleEndian, Array.init))
            mix(file.bytes)
        }
        value = hash
    }

    /// Reads a digest written as ``description``; nil for anything else.
    public init?(_ text: String) {
        guard text.hasPrefix(Self.prefix) else { return nil }
        let hex = text.dropFirst(Self.prefix.count)
        guard hex.count == 16, hex.allSatisfy({ $0.isHexDigit && !$0.isUppercase }), let value = UInt64(hex, radix: 16) else { return nil }
        self.value = value
    }

    /// `fnv1a64:` and 16 lowercase hex digits.
    public var description: String {
        let hex = String(value, radix: 16)
        return Self.prefix + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The digest of the Swift files under `urls`, read as
    /// `AppSpec.extract(from:)` reads them.
    /// - Throws: ``ExtractionError`` for a path that does not exist or a file
    ///   that cannot be read.
    public static func of(_ urls: [URL]) throws(ExtractionError) -> SourceDigest {
        try SourceReader.read(urls).digest
    }
}
