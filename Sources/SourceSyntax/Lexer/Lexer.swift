/// The tokens of a file, its comments, and the problems found reading them.
public struct TokenList: Sendable {
    /// Every token in order, ending with one ``TokenKind/endOfFile``.
    public var tokens: [Token]
    /// Every comment in order.
    public var comments: [Comment]
    /// Unknown characters, unterminated literals and comments.
    public var diagnostics: [Diagnostic]
}

/// Swift's tokenizer: bytes to ``Token``s, with comments as trivia.
///
/// It covers the whole lexical grammar, string interpolation to any depth
/// (kept on a heap stack, not the call stack), and never traps: bytes that
/// start no token become ``TokenKind/unknown`` tokens with a diagnostic.
/// Time and memory are linear in the input.
public struct Lexer {
    /// What is being read: code, a string's text, or an interpolation's code.
    enum Mode {
        case string(StringDelimiter)
        case interpolation(StringDelimiter, parenDepth: Int)
    }

    /// A string's delimiter: the number of `#`s and whether it is `"""`.
    struct StringDelimiter {
        var hashes: Int
        var multiline: Bool
    }

    let bytes: [UInt8]
    var position = 0
    var modes: [Mode] = []
    var tokens: [Token] = []
    var comments: [Comment] = []
    var diagnostics: [Diagnostic] = []
    /// The trivia before the token being formed.
    var spacing: Token.Spacing = [.spaceBefore]

    /// Tokenizes `file`.
    public static func tokenize(_ file: SourceFile) -> TokenList { tokenize(file.bytes) }

    /// Tokenizes `bytes`, which should be valid UTF-8 (invalid bytes become unknown tokens).
    public static func tokenize(_ bytes: [UInt8]) -> TokenList {
        var lexer = Lexer(bytes: bytes)
        lexer.tokens.reserveCapacity(bytes.count / 4 + 1)
        lexer.run()
        return TokenList(tokens: lexer.tokens, comments: lexer.comments, diagnostics: lexer.diagnostics)
    }

    /// The byte at `offset`, or 0 past the end.
    func byte(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    /// Whether the input is exhausted.
    var atEnd: Bool { position >= bytes.count }

    mutating func run() {
        // A byte-order mark (EF BB BF), which Xcode writes and accepts at a
        // file's start, is not part of the first token.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        if byte(position) == UInt8(ascii: "#"), byte(position + 1) == UInt8(ascii: "!") {
            while !atEnd, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
        }
        while true {
            if case .string(let delimiter)? = modes.last {
                lexStringContent(delimiter)
                continue
            }
            skipTrivia()
            if case .interpolation(let delimiter, _)? = modes.last, !delimiter.multiline, spacing.contains(.newlineBefore) {
                closeUnterminatedInterpolation()
                continue
            }
            if atEnd {
                while !modes.isEmpty { closeUnterminatedInterpolation() }
                append(.endOfFile, from: bytes.count)
                return
            }
            lexToken()
        }
    }

    /// Appends a token from `start` to the current position, with the pending spacing.
    mutating func append(_ kind: TokenKind, from start: Int) {
        var spacing = self.spacing
        if position >= bytes.count || CharacterClass.isWhitespace(bytes[position])
            || (bytes[position] == UInt8(ascii: "/") && (byte(position + 1) == UInt8(ascii: "/") || byte(position + 1) == UInt8(ascii: "*"))) {
            spacing.insert(.spaceAfter)
        }
        tokens.append(Token(kind: kind, range: SourceRange(start: start, end: position), spacing: spacing))
        self.spacing = []
    }

    /// Reports `message` about `start..<end`.
    mutating func report(_ message: String, _ start: Int, _ end: Int) {
        diagnostics.append(Diagnostic(message, range: SourceRange(start: start, end: end)))
    }

    /// Ends an interpolation (and its string) cut short by a line break or the end of input.
    mutating func closeUnterminatedInterpolation() {
        guard let mode = modes.popLast() else { return }
        // Reported where the interpolation's code stops, before the line break.
        let end = tokens.last.map { Int($0.end) } ?? position
        if case .interpolation = mode {
            report("unterminated string interpolation", end, end)
            tokens.append(Token(kind: .interpolationClose, range: .empty(at: end)))
            if case .string? = modes.last { modes.removeLast() }
            tokens.append(Token(kind: .stringClose, range: .empty(at: end)))
        } else {
            tokens.append(Token(kind: .stringClose, range: .empty(at: end)))
        }
    }

    /// Lexes one token at the current position, which is not trivia.
    mutating func lexToken() {
        let start = position
        let first = bytes[position]
        switch first {
        case UInt8(ascii: "("):
            position += 1
            if case .interpolation(let delimiter, let depth)? = modes.last {
                modes[modes.count - 1] = .interpolation(delimiter, parenDepth: depth + 1)
            }
            append(.leftParen, from: start)
        case UInt8(ascii: ")"):
            position += 1
            if case .interpolation(let delimiter, let depth)? = modes.last {
                if depth == 0 {
                    modes.removeLast()
                    append(.interpolationClose, from: start)
                    return
                }
                modes[modes.count - 1] = .interpolation(delimiter, parenDepth: depth - 1)
            }
            append(.rightParen, from: start)
        case UInt8(ascii: "{"): position += 1; append(.leftBrace, from: start)
        case UInt8(ascii: "}"): position += 1; append(.rightBrace, from: start)
        case UInt8(ascii: "["): position += 1; append(.leftSquare, from: start)
        case UInt8(ascii: "]"): position += 1; append(.rightSquare, from: start)
        case UInt8(ascii: ","): position += 1; append(.comma, from: start)
        case UInt8(ascii: ";"): position += 1; append(.semicolon, from: start)
        case UInt8(ascii: ":"): position += 1; append(.colon, from: start)
        case UInt8(ascii: "@"): position += 1; append(.at, from: start)
        case UInt8(ascii: "\\"): position += 1; append(.backslash, from: start)
        case UInt8(ascii: "\""): lexStringOpen(hashes: 0, start: start)
        case UInt8(ascii: "#"): lexPound()
        case UInt8(ascii: "`"): lexBacktickIdentifier()
        case UInt8(ascii: "$"): lexDollarIdentifier()
        case UInt8(ascii: "0")...UInt8(ascii: "9"): lexNumber()
        case UInt8(ascii: "/") where regexCanStart(): lexRegex(start: start, hashes: 0)
        case UInt8(ascii: "."): lexDot()
        default:
            let (scalar, length) = decode(at: position)
            if CharacterClass.isIdentifierHead(scalar) {
                lexIdentifier()
            } else if CharacterClass.isOperatorHead(scalar) {
                lexOperator()
            } else {
                position += length
                report(Self.unexpectedCharacterMessage(scalar), start, position)
                append(.unknown, from: start)
            }
        }
    }

    /// The message for a character that starts no token, printable on one line.
    static func unexpectedCharacterMessage(_ scalar: UInt32) -> String {
        var hex = String(scalar, radix: 16, uppercase: true)
        while hex.count < 4 { hex = "0" + hex }
        if scalar > 0x20, scalar < 0x7F, let printable = Unicode.Scalar(scalar) {
            return "unexpected character '\(Character(printable))'"
        }
        return "unexpected character U+\(hex)"
    }

    /// The scalar at `offset` and its length in bytes; a bad byte decodes as U+FFFD, length 1.
    func decode(at offset: Int) -> (UInt32, Int) {
        let lead = bytes[offset]
        if lead < 0x80 { return (UInt32(lead), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard length > 1, offset + length <= bytes.count else { return (0xFFFD, 1) }
        var scalar = UInt32(lead) & (0xFF >> (length + 1))
        for index in 1..<length {
            let next = bytes[offset + index]
            guard next & 0xC0 == 0x80 else { return (0xFFFD, 1) }
            scalar = scalar << 6 | UInt32(next & 0x3F)
        }
        return (scalar, length)
    }

    mutating func lexIdentifier() {
        let start = position
        while !atEnd {
            let (scalar, length) = decode(at: position)
            guard CharacterClass.isIdentifierContinuation(scalar) else { break }
            position += length
        }
        if let keyword = Keyword.matching(bytes[start..<position]) {
            append(.keyword(keyword), from: start)
        } else {
            append(.identifier, from: start)
        }
    }

    mutating func lexBacktickIdentifier() {
        let start = position
        position += 1
        while !atEnd, bytes[position] != UInt8(ascii: "`"), bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
        if !atEnd, bytes[position] == UInt8(ascii: "`"), position > start + 1 {
            position += 1
            append(.identifier, from: start)
        } else {
            position = start + 1
            report("unterminated '`' identifier", start, position)
            append(.unknown, from: start)
        }
    }

    mutating func lexDollarIdentifier() {
        let start = position
        position += 1
        while !atEnd {
            let (scalar, length) = decode(at: position)
            guard CharacterClass.isIdentifierContinuation(scalar) || scalar == UInt32(UInt8(ascii: "$")) else { break }
            position += length
        }
        append(.identifier, from: start)
    }

    /// `#if` and friends, raw strings, extended regexes, macros.
    mutating func lexPound() {
        let start = position
        var hashes = 0
        while byte(position + hashes) == UInt8(ascii: "#") { hashes += 1 }
        let after = byte(position + hashes)
        if after == UInt8(ascii: "\"") {
            position += hashes
            lexStringOpen(hashes: hashes, start: start)
            return
        }
        if after == UInt8(ascii: "/") {
            position += hashes
            lexRegex(start: start, hashes: hashes)
            return
        }
        position += 1
        let nameStart = position
        if !atEnd, CharacterClass.isIdentifierHead(decode(at: position).0) {
            while !atEnd {
                let (scalar, length) = decode(at: position)
                guard CharacterClass.isIdentifierContinuation(scalar) else { break }
                position += length
            }
            let name = bytes[nameStart..<position]
            let kind: TokenKind
            if name.elementsEqual("if".utf8) { kind = .poundIf }
            else if name.elementsEqual("elseif".utf8) { kind = .poundElseif }
            else if name.elementsEqual("else".utf8) { kind = .poundElse }
            else if name.elementsEqual("endif".utf8) { kind = .poundEndif }
            else if name.elementsEqual("available".utf8) || name.elementsEqual("unavailable".utf8) { kind = .poundAvailable }
            else { kind = .macro }
            append(kind, from: start)
            return
        }
        report("expected a name after '#'", start, position)
        append(.unknown, from: start)
    }
}
