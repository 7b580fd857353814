import SizeFuzz

/// Mutates a valid input file into an adversarial one, drawing every choice
/// from the project's seeded ``ChoiceSource``: byte flips, truncation, key
/// renames, value swaps (infinities, NaN, huge, negative, strings, control
/// characters), duplicated keys, deleted lines.
struct InputMutator {
    /// The kinds of mutation, one per mutant.
    enum Kind: CaseIterable {
        case flipByte, truncate, renameKey, swapValue, duplicateKey, deleteLine
    }

    /// Values a number or string may be swapped for.
    static let values = [
        #""inf""#, #""-inf""#, #""nan""#, "1e308", "-1e308", "-1", "100001", "0", "0.5", "1e-300",
        #""x""#, #""""#, #""a\nb""#, #""\u0000""#, #""\u001b[31m""#, "true", "null", "[]", "{}", "18446744073709551616",
        // The characters that spoof a reader: bidirectional overrides and
        // isolates (Trojan Source), the line and paragraph separators.
        #""x\u202ey""#, "\"\u{202E}\u{2066}x\u{2069}\u{202C}\"", #""\u2028\u2029""#,
    ]

    /// Bytes a byte may be flipped to.
    static let bytes: [UInt8] = Array(#"{}[]":,\ 0-9.eE"#.utf8) + [0x0A, 0x00, 0x1B, 0xFF, 0xC3]

    var source: ChoiceSource

    /// A mutant of `text`, and the kind of mutation made.
    mutating func mutate(_ text: String) -> (String, Kind) {
        let kind = Kind.allCases[Int(source.draw(upTo: UInt64(Kind.allCases.count - 1)))]
        var bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return (text, kind) }
        func position(_ count: Int) -> Int { Int(source.draw(upTo: UInt64(max(count - 1, 0)))) }
        switch kind {
        case .flipByte:
            bytes[position(bytes.count)] = Self.bytes[position(Self.bytes.count)]
        case .truncate:
            bytes.removeSubrange(position(bytes.count)...)
        case .renameKey, .duplicateKey:
            let keys = Self.keyRanges(in: bytes)
            guard !keys.isEmpty else { break }
            let key = keys[position(keys.count)]
            if kind == .renameKey {
                let name = Array(bytes[key.lowerBound + 1..<key.upperBound - 1])
                var renamed = name
                if renamed.isEmpty || source.drawBool() { renamed.append(UInt8(ascii: "s")) }
                else { renamed.remove(at: position(renamed.count)) }
                bytes.replaceSubrange(key.lowerBound + 1..<key.upperBound - 1, with: renamed)
            } else {
                bytes.insert(contentsOf: Array(bytes[key]) + Array(#": 0, "#.utf8), at: key.lowerBound)
            }
        case .swapValue:
            let values = Self.valueRanges(in: bytes)
            guard !values.isEmpty else { break }
            bytes.replaceSubrange(values[position(values.count)], with: Array(Self.values[position(Self.values.count)].utf8))
        case .deleteLine:
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            guard lines.count > 1 else { break }
            var kept = lines
            kept.remove(at: position(lines.count))
            return (kept.joined(separator: "\n"), kind)
        }
        return (String(decoding: bytes, as: UTF8.self), kind)
    }

    /// The ranges of every quoted string followed by a colon: the keys.
    static func keyRanges(in bytes: [UInt8]) -> [Range<Int>] {
        strings(in: bytes).filter { range in
            var index = range.upperBound
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == 0x0A { index += 1 }
            return index < bytes.count && bytes[index] == UInt8(ascii: ":")
        }
    }

    /// The ranges of the values: strings that are not keys, and numbers.
    static func valueRanges(in bytes: [UInt8]) -> [Range<Int>] {
        let keys = Set(keyRanges(in: bytes).map(\.lowerBound))
        var ranges = strings(in: bytes).filter { !keys.contains($0.lowerBound) }
        var index = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") && (index == 0 || bytes[index - 1] != UInt8(ascii: "\\")) { inString.toggle() }
            if !inString, byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                let start = index
                while index < bytes.count, Array("-+.eE0123456789".utf8).contains(bytes[index]) { index += 1 }
                ranges.append(start..<index)
                continue
            }
            index += 1
        }
        return ranges
    }

    /// The ranges of the quoted strings, quotes included.
    static func strings(in bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\"") else { index += 1; continue }
            let start = index
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            index += 1
            if index <= bytes.count { ranges.append(start..<index) }
        }
        return ranges
    }
}
