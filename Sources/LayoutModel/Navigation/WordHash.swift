/// A multiply-rotate hash over 64-bit words, strings and byte buffers read
/// eight bytes at a time: deterministic (no seed, the same in every process,
/// unlike Swift's `Hasher`), and a few instructions a word.
///
/// The model's `NameTable` uses it to find a name's id; SizeFuzz's layout fingerprints
/// use it to count distinct layouts. The state is not finished here: each
/// user mixes its high bits as it needs.
@frozen public struct WordHash: Sendable {
    /// The state so far.
    public var state: UInt64

    /// A hash of nothing yet.
    @inlinable public init() { state = 0xcbf2_9ce4_8422_2325 }

    /// Adds one 64-bit word.
    @inlinable public mutating func add(bits: UInt64) {
        state = (state ^ bits) &* 0x9E37_79B9_7F4A_7C15
        state = (state << 31) | (state >> 33)
    }

    /// Adds a number, by its bit pattern.
    @inlinable public mutating func add(_ value: Double) { add(bits: value.bitPattern) }

    /// Adds `text`'s UTF-8 bytes, read where the string keeps them (a copy
    /// to call `withUTF8` on would be retained and released).
    @inlinable public mutating func add(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ add(bytes: $0) }) != nil { return }
        var text = text
        text.withUTF8 { add(bytes: $0) }
    }

    /// Adds `bytes` eight at a time, the first in the lowest bits, then the
    /// rest with the count in the top byte (the words of
    /// ``forEachWord(of:_:)``).
    @inlinable public mutating func add(bytes: UnsafeBufferPointer<UInt8>) {
        Self.forEachWord(of: bytes) { add(bits: $0) }
    }

    /// Calls `body` with each word ``add(bytes:)`` adds for `bytes`, in
    /// order: the bytes eight at a time, the first in the lowest bits, then
    /// the rest with the count in the top byte. What a caller keeps of these
    /// words and adds later with ``add(bits:)`` leaves the same state as
    /// adding the bytes.
    ///
    /// The last word's bytes (fewer than eight) are read four, two and one at
    /// a time as the count asks: most names are shorter than a word, and a
    /// byte at a time cost them about 30 instructions of every look-up
    /// (measured with callgrind).
    @inlinable public static func forEachWord(of bytes: UnsafeBufferPointer<UInt8>, _ body: (UInt64) -> Void) {
        var word: UInt64 = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            var offset = 0
            while offset + 8 <= bytes.count {
                body(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                offset += 8
            }
            let rest = bytes.count &- offset
            var shift: UInt64 = 0
            if rest & 4 != 0 {
                word = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
                offset &+= 4
                shift = 32
            }
            if rest & 2 != 0 {
                word |= UInt64(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self))) << shift
                offset &+= 2
                shift &+= 16
            }
            if rest & 1 != 0 { word |= UInt64(raw.load(fromByteOffset: offset, as: UInt8.self)) << shift }
        }
        body(word ^ UInt64(bytes.count) << 56)
    }
}
