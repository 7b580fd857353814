/// A small, strict JSON reader (RFC 8259) over UTF-8 bytes.
///
/// Stricter than `JSONSerialization`: a key given twice in one object is an
/// error (the first one found, by its path), numbers must be finite as
/// `Double`s, and nesting is limited to ``maximumDepth`` levels, so that
/// recursive decoding and layout can never run out of stack.
///
/// - Complexity: O(n) in the size of the text (one pass; duplicate keys are
///   found with a set per object).
struct JSONReader {
    /// The deepest nesting of arrays and objects read.
    static let maximumDepth = 100

    private let bytes: [UInt8]
    private var offset = 0
    private var depth = 0
    private var objectCount = 0
    private var memberCount = 0
    /// The keys and indices leading to the value being read, for errors.
    private var path: [PathComponent] = []
    private var duplicate: String?

    private enum PathComponent {
        case key(String)
        case index(Int)
    }

    /// Reads `bytes` as one JSON document.
    /// - Throws: ``JSONReadError``: a syntax error first, then the first
    ///   duplicate key in document order.
    static func read<Bytes: Collection>(_ bytes: Bytes) throws(JSONReadError) -> JSONDocument where Bytes.Element == UInt8 {
        var reader = JSONReader(bytes: Array(bytes))
        reader.skipWhitespace()
        let root = try reader.value()
        reader.skipWhitespace()
        guard reader.offset == reader.bytes.count else { throw reader.syntax("unexpected text after the end") }
        if let duplicate = reader.duplicate { throw .duplicateKey(path: duplicate) }
        return JSONDocument(root: root, objectCount: reader.objectCount, memberCount: reader.memberCount)
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func syntax(_ message: String) -> JSONReadError { .syntax(message, offset: offset) }

    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
    }

    private mutating func expect(_ literal: String) throws(JSONReadError) {
        for byte in literal.utf8 {
            guard current == byte else { throw syntax("invalid value") }
            offset += 1
        }
    }

    private mutating func value() throws(JSONReadError) -> JSONValue {
        switch current {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        case nil: throw syntax("unexpected end of file")
        case let byte?:
            guard byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
                throw syntax("invalid value")
            }
            return try number()
        }
    }

    private mutating func enter() throws(JSONReadError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw syntax("nested more than \(Self.maximumDepth) levels deep") }
        offset += 1
        skipWhitespace()
    }

    private mutating func object() throws(JSONReadError) -> JSONValue {
        try enter()
        let index = objectCount
        objectCount += 1
        var members: [JSONMember] = []
        var keys: Set<String> = []
        // Members are numbered when the object ends, so that each object's
        // numbers are contiguous (its nested objects' come before).
        func finish(_ reader: inout JSONReader) -> JSONValue {
            reader.offset += 1
            reader.depth -= 1
            let firstMember = reader.memberCount
            reader.memberCount += members.count
            return .object(index: index, firstMember: firstMember, members: members)
        }
        if current == UInt8(ascii: "}") { return finish(&self) }
        while true {
            guard current == UInt8(ascii: "\"") else { throw syntax(current == nil ? "unexpected end of file" : "expected a key in quotes") }
            let key = try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw syntax(current == nil ? "unexpected end of file" : "expected ':' after a key") }
            offset += 1
            skipWhitespace()
            path.append(.key(key))
            if !keys.insert(key).inserted, duplicate == nil { duplicate = pathText }
            let value = try value()
            path.removeLast()
            members.append(JSONMember(key: key, value: value))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): offset += 1; skipWhitespace()
            case UInt8(ascii: "}"): return finish(&self)
            case nil: throw syntax("unexpected end of file")
            default: throw syntax("expected ',' or '}'")
            }
        }
    }

    private mutating func array() throws(JSONReadError) -> JSONValue {
        try enter()
        var elements: [JSONValue] = []
        if current == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            path.append(.index(elements.count))
            elements.append(try value())
            path.removeLast()
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): offset += 1; skipWhitespace()
            case UInt8(ascii: "]"):
                offset += 1
                depth -= 1
                return .array(elements)
            case nil: throw syntax("unexpected end of file")
            default: throw syntax("expected ',' or ']'")
            }
        }
    }

    /// `root.any.splitView.sidebar[2]`: where the reader is.
    private var pathText: String {
        var text = ""
        for component in path {
            switch component {
            case let .key(key): text += (text.isEmpty ? "" : ".") + key
            case let .index(index): text += "[\(index)]"
            }
        }
        return text
    }

    private mutating func number() throws(JSONReadError) -> JSONValue {
        let start = offset
        func digits(_ reader: inout JSONReader) -> Int {
            let from = reader.offset
            while let byte = reader.current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { reader.offset += 1 }
            return reader.offset - from
        }
        if current == UInt8(ascii: "-") { offset += 1 }
        if current == UInt8(ascii: "0") {
            offset += 1
        } else if digits(&self) == 0 {
            throw syntax("invalid number")
        }
        if current == UInt8(ascii: ".") {
            offset += 1
            guard digits(&self) > 0 else { throw syntax("invalid number") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            offset += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
            guard digits(&self) > 0 else { throw syntax("invalid number") }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            offset = start
            throw syntax("number \(text) is out of range")
        }
        return .number(text)
    }

    private mutating func string() throws(JSONReadError) -> String {
        offset += 1
        var scalars = String.UnicodeScalarView()
        var run = offset
        func flush(_ reader: JSONReader, _ scalars: inout String.UnicodeScalarView) throws(JSONReadError) {
            guard run < reader.offset else { return }
            guard let text = String(validating: reader.bytes[run..<reader.offset], as: UTF8.self) else {
                throw reader.syntax("invalid UTF-8 in a string")
            }
            scalars.append(contentsOf: text.unicodeScalars)
        }
        while true {
            guard let byte = current else { throw syntax("unexpected end of file") }
            switch byte {
            case UInt8(ascii: "\""):
                try flush(self, &scalars)
                offset += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                try flush(self, &scalars)
                offset += 1
                scalars.append(try escape())
                run = offset
            case 0..<0x20:
                throw syntax("unescaped control character in a string")
            default:
                offset += 1
            }
        }
    }

    private mutating func escape() throws(JSONReadError) -> Unicode.Scalar {
        guard let byte = current else { throw syntax("unexpected end of file") }
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{c}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hex4()
            if (0xD800..<0xDC00).contains(high) {
                guard current == UInt8(ascii: "\\") else { throw syntax("unpaired surrogate in a string") }
                offset += 1
                guard current == UInt8(ascii: "u") else { throw syntax("unpaired surrogate in a string") }
                offset += 1
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low),
                      let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) else {
                    throw syntax("unpaired surrogate in a string")
                }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else { throw syntax("unpaired surrogate in a string") }
            return scalar
        default:
            offset -= 1
            throw syntax("invalid escape in a string")
        }
    }

    private mutating func hex4() throws(JSONReadError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = UInt32(String(UnicodeScalar(byte)), radix: 16) else {
                throw syntax("invalid \\u escape in a string")
            }
            value = value * 16 + digit
            offset += 1
        }
        return value
    }
}
