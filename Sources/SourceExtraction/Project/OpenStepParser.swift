/// A parser of old-style (OpenStep) property lists: `/* */` and `//`
/// comments, quoted strings with escapes (`\n`, `\t`, `\"`, `\\`, octal
/// `\012`, `\U00e9`), unquoted strings, arrays, dictionaries and `<data>`.
///
/// It never traps and never loops without consuming input: nesting is
/// bounded by ``maximumDepth``, and every error is one line naming the file
/// and line (``ExtractionError/badProject(path:line:reason:)``).
struct OpenStepParser {
    /// The deepest nesting of arrays and dictionaries read (a project nests
    /// four deep; the bound keeps a hostile file from exhausting the stack).
    static let maximumDepth = 64

    private let bytes: [UInt8]
    private let path: String
    private var offset = 0
    private var line = 1

    /// The value that `bytes` (the file at `path`) holds, with nothing but
    /// comments and whitespace after it.
    static func parse(_ bytes: [UInt8], path: String) throws(ExtractionError) -> OpenStepValue {
        var parser = OpenStepParser(bytes: bytes, path: path)
        let value = try parser.value(depth: 0)
        try parser.skipTrivia()
        guard parser.offset >= bytes.count else { throw parser.error("unexpected '\(parser.character)' after the property list") }
        return value
    }

    private init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
        // A byte-order mark before the text is not part of it.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    }

    private func error(_ reason: String) -> ExtractionError { .badProject(path: path, line: line, reason: reason) }

    /// `text` for a one-line message: control characters as spaces, at
    /// most 40 characters.
    static func shown(_ text: String) -> String {
        let flat = String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
        return flat.count > 40 ? String(flat.prefix(40)) + "..." : flat
    }

    /// The character at the offset, printable, for messages.
    private var character: String {
        guard offset < bytes.count else { return "end of file" }
        let byte = bytes[offset]
        return (0x20..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "byte 0x\(String(byte, radix: 16))"
    }

    private mutating func skipTrivia() throws(ExtractionError) {
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") { line += 1; offset += 1; continue }
            if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0C || byte == 0x0B { offset += 1; continue }
            guard byte == UInt8(ascii: "/"), offset + 1 < bytes.count else { return }
            if bytes[offset + 1] == UInt8(ascii: "/") {
                while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
            } else if bytes[offset + 1] == UInt8(ascii: "*") {
                let start = line
                offset += 2
                while true {
                    guard offset + 1 < bytes.count else {
                        line = start
                        throw error("a /* comment that is never closed")
                    }
                    if bytes[offset] == UInt8(ascii: "*"), bytes[offset + 1] == UInt8(ascii: "/") { offset += 2; break }
                    if bytes[offset] == UInt8(ascii: "\n") { line += 1 }
                    offset += 1
                }
            } else {
                return
            }
        }
    }

    private mutating func value(depth: Int) throws(ExtractionError) -> OpenStepValue {
        guard depth < Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) deep") }
        try skipTrivia()
        guard offset < bytes.count else { throw error("a value expected, found the end of the file") }
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            offset += 1
            var pairs: [(key: String, value: OpenStepValue)] = []
            while true {
                try skipTrivia()
                guard offset < bytes.count else { throw error("a dictionary that is never closed with '}'") }
                if bytes[offset] == UInt8(ascii: "}") { offset += 1; return .dictionary(pairs) }
                guard let key = try string() else { throw error("a key expected in a dictionary, found '\(character)'") }
                try expect(UInt8(ascii: "="), "after the key '\(Self.shown(key))'")
                let item = try value(depth: depth + 1)
                try expect(UInt8(ascii: ";"), "after the value of '\(Self.shown(key))'")
                pairs.append((key, item))
            }
        case UInt8(ascii: "("):
            offset += 1
            var items: [OpenStepValue] = []
            while true {
                try skipTrivia()
                guard offset < bytes.count else { throw error("an array that is never closed with ')'") }
                if bytes[offset] == UInt8(ascii: ")") { offset += 1; return .array(items) }
                items.append(try value(depth: depth + 1))
                try skipTrivia()
                guard offset < bytes.count else { throw error("an array that is never closed with ')'") }
                if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
                guard bytes[offset] == UInt8(ascii: ")") else { throw error("',' or ')' expected in an array, found '\(character)'") }
            }
        case UInt8(ascii: "<"):
            return .data(try data())
        default:
            guard let text = try string() else { throw error("a value expected, found '\(character)'") }
            return .string(text)
        }
    }

    private mutating func expect(_ byte: UInt8, _ context: String) throws(ExtractionError) {
        try skipTrivia()
        guard offset < bytes.count, bytes[offset] == byte else {
            throw error("'\(String(UnicodeScalar(byte)))' expected \(context), found '\(character)'")
        }
        offset += 1
    }

    /// Bytes an unquoted string holds: letters, digits and `_$+/:.-`, and
    /// any byte above ASCII (Xcode writes those quoted, but a tolerant
    /// reader takes them).
    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
             UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "@"), UInt8(ascii: "~"):
            true
        default:
            byte >= 0x80
        }
    }

    /// A quoted or unquoted string at the offset, or nil when none starts there.
    private mutating func string() throws(ExtractionError) -> String? {
        guard offset < bytes.count else { return nil }
        let quote = bytes[offset]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            let start = offset
            while offset < bytes.count, Self.isUnquoted(bytes[offset]) {
                // `//` and `/*` start a comment, not more of the string.
                if bytes[offset] == UInt8(ascii: "/"), offset + 1 < bytes.count,
                   bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*") { break }
                offset += 1
            }
            return offset > start ? String(decoding: bytes[start..<offset], as: UTF8.self) : nil
        }
        let startLine = line
        offset += 1
        var result: [UInt8] = []
        while true {
            guard offset < bytes.count else {
                line = startLine
                throw error("a quoted string that is never closed")
            }
            let byte = bytes[offset]
            offset += 1
            if byte == quote { return String(decoding: result, as: UTF8.self) }
            if byte == UInt8(ascii: "\n") { line += 1 }
            guard byte == UInt8(ascii: "\\") else { result.append(byte); continue }
            guard offset < bytes.count else { continue }
            let escaped = bytes[offset]
            offset += 1
            switch escaped {
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "a"): result.append(0x07)
            case UInt8(ascii: "b"): result.append(0x08)
            case UInt8(ascii: "f"): result.append(0x0C)
            case UInt8(ascii: "v"): result.append(0x0B)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var code = Int(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[offset]) {
                    code = code * 8 + Int(bytes[offset] - UInt8(ascii: "0"))
                    offset += 1
                    digits += 1
                }
                result.append(UInt8(truncatingIfNeeded: code))
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var code: UInt32 = 0
                var digits = 0
                while digits < 4, offset < bytes.count, let digit = Self.hexValue(bytes[offset]) {
                    code = code * 16 + UInt32(digit)
                    offset += 1
                    digits += 1
                }
                let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
                result += Array(String(Character(scalar)).utf8)
            case UInt8(ascii: "\n"):
                line += 1
                result.append(escaped)
            default: result.append(escaped)
            }
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// `<0fbd 7c>`: pairs of hex digits, whitespace between them ignored.
    private mutating func data() throws(ExtractionError) -> [UInt8] {
        offset += 1
        var result: [UInt8] = []
        var high: UInt8?
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            if byte == UInt8(ascii: ">") {
                guard high == nil else { throw error("an odd number of hex digits in <data>") }
                return result
            }
            if byte == UInt8(ascii: "\n") { line += 1; continue }
            if byte == 0x20 || byte == 0x09 || byte == 0x0D { continue }
            guard let digit = Self.hexValue(byte) else {
                offset -= 1
                throw error("'\(character)' is not a hex digit in <data>")
            }
            if let first = high { result.append(first << 4 | digit); high = nil } else { high = digit }
        }
        throw error("<data> that is never closed with '>'")
    }
}
