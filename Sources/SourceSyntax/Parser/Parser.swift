/// The tolerant recursive-descent parser: tokens to a ``SourceFileSyntax``.
///
/// It never fails: input it cannot read is skipped to the next token that
/// can start or close a construct, or past the next balanced delimiter, and
/// reported as a ``Diagnostic`` with its range. Every loop consumes a token
/// or ends, so it never hangs; recursion is bounded by
/// ``ParserLimits/maximumDepth`` and trees by ``ParserLimits/maximumChainHeight``.
struct Parser {
    let bytes: [UInt8]
    var tokens: [Token]
    let limits: ParserLimits
    var index = 0
    /// Tokens at or past this index read as the end of input (a `#if` condition ends with its line).
    var limit: Int
    var diagnostics: [Diagnostic] = []
    /// How deep the parse is: brackets, blocks, nested declarations.
    var depth = 0
    /// The height of the expression just parsed.
    var lastHeight = 0
    /// The tallest expression parsed in the current block, for the block's own height.
    var scopeHeight = 0
    /// Whether `let`/`var`/`is` may start a pattern here.
    var inPattern = false

    init(file: SourceFile, tokens: [Token], limits: ParserLimits) {
        bytes = file.bytes
        self.tokens = tokens
        self.limits = limits
        limit = tokens.count - 1
    }

    // MARK: Tokens

    /// The current token; past ``limit``, an end of input.
    var current: Token {
        index < limit ? tokens[index] : Token(kind: .endOfFile, range: .empty(at: Int(tokens[Swift.min(index, limit)].start)))
    }

    /// The kind of the current token.
    var kind: TokenKind { index < limit ? tokens[index].kind : .endOfFile }

    /// The token `offset` places ahead.
    func peek(_ offset: Int = 1) -> Token {
        let at = index + offset
        return at < limit ? tokens[at] : Token(kind: .endOfFile, range: .empty(at: Int(tokens[Swift.min(at, limit)].start)))
    }

    var atEnd: Bool { kind == .endOfFile }

    /// The end offset of the token before the current one.
    var previousEnd: Int { index > 0 ? Int(tokens[index - 1].end) : 0 }

    /// Consumes and returns the current token (never past the end).
    @discardableResult
    mutating func advance() -> Token {
        let token = current
        if index < limit { index += 1 }
        return token
    }

    /// Consumes the current token if it is of `kind`.
    mutating func consume(_ kind: TokenKind) -> Token? {
        self.kind == kind ? advance() : nil
    }

    /// Consumes a token of `kind`, or reports that `what` was expected.
    @discardableResult
    mutating func expect(_ kind: TokenKind, _ what: String) -> Token? {
        if let token = consume(kind) { return token }
        report("expected \(what)", at: current)
        return nil
    }

    /// The text of `token`.
    func text(_ token: Token) -> String {
        String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
    }

    /// Whether `token`'s bytes spell `word`.
    func spells(_ token: Token, _ word: StaticString) -> Bool {
        let length = Int(token.end - token.start)
        guard length == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { buffer in
            var offset = Int(token.start)
            for byte in buffer {
                if bytes[offset] != byte { return false }
                offset += 1
            }
            return true
        }
    }

    /// Whether the current token is the identifier `word`.
    func atWord(_ word: StaticString) -> Bool { kind == .identifier && spells(current, word) }

    /// Whether the current token is the keyword `keyword`.
    func at(_ keyword: Keyword) -> Bool { kind == .keyword(keyword) }

    /// The current token as a name, backticks removed.
    func name(_ token: Token) -> Name {
        var start = Int(token.start), end = Int(token.end)
        if end - start >= 2, bytes[start] == UInt8(ascii: "`"), bytes[end - 1] == UInt8(ascii: "`") {
            start += 1
            end -= 1
        }
        return Name(String(decoding: bytes[start..<end], as: UTF8.self), range: token.range)
    }

    /// Whether the current token can name something: an identifier, or a keyword where one is allowed.
    var atName: Bool { kind == .identifier }

    /// Whether the current token is an identifier or any keyword (argument labels, members).
    var atNameOrKeyword: Bool {
        if case .keyword = kind { return true }
        return kind == .identifier
    }

    // MARK: Diagnostics

    mutating func report(_ message: String, range: SourceRange) {
        let diagnostic = Diagnostic(message, range: range)
        if diagnostics.last != diagnostic { diagnostics.append(diagnostic) }
    }

    mutating func report(_ message: String, at token: Token) {
        report(message, range: token.range)
    }

    /// A short, one-line description of `token` for messages.
    func describe(_ token: Token) -> String {
        switch token.kind {
        case .endOfFile: return "end of input"
        case .stringOpen, .stringSegment, .stringClose: return "string literal"
        case .interpolationOpen, .interpolationClose: return "string interpolation"
        case .unknown: return "character"
        default:
            var spelled = text(token)
            if spelled.utf8.count > 24 { spelled = String(spelled.prefix(20)) + "..." }
            var clean = ""
            for scalar in spelled.unicodeScalars {
                clean += scalar.value < 0x20 || scalar.value == 0x7F ? "?" : String(scalar)
            }
            return "'\(clean)'"
        }
    }

    // MARK: Depth

    /// Enters one level of nesting, or reports the construct as too deep,
    /// skips to the end of the enclosing group and returns false.
    mutating func enter() -> Bool {
        guard depth < limits.maximumDepth else {
            let start = current.range.start
            skipToEnclosingCloser()
            report("nesting deeper than \(limits.maximumDepth) levels; skipped", range: SourceRange(start: start, end: Swift.max(start, previousEnd)))
            return false
        }
        depth += 1
        return true
    }

    mutating func leave() { depth -= 1 }

    // MARK: Recovery

    static func isOpener(_ kind: TokenKind) -> Bool {
        switch kind {
        case .leftParen, .leftSquare, .leftBrace, .stringOpen, .interpolationOpen: true
        default: false
        }
    }

    static func isCloser(_ kind: TokenKind) -> Bool {
        switch kind {
        case .rightParen, .rightSquare, .rightBrace, .stringClose, .interpolationClose: true
        default: false
        }
    }

    /// Skips the current token, and if it opens a group, the whole group (iteratively).
    mutating func skipBalanced() {
        guard Self.isOpener(kind) else { advance(); return }
        var nesting = 0
        repeat {
            if Self.isOpener(kind) { nesting += 1 } else if Self.isCloser(kind) { nesting -= 1 }
            advance()
        } while nesting > 0 && !atEnd
    }

    /// Skips tokens up to (not including) the closer of the group the parse is in, or the end.
    mutating func skipToEnclosingCloser() {
        var nesting = 0
        while !atEnd {
            if Self.isOpener(kind) { nesting += 1 } else if Self.isCloser(kind) {
                if nesting == 0 { return }
                nesting -= 1
            }
            advance()
        }
    }

    /// Whether the current token starts a line with a declaration or a
    /// statement keyword: where a list left open gives up rather than skip on.
    func atStatementStartOnNewLine() -> Bool {
        // `for:` and `for item:` at the start of a line are labels, not a loop.
        guard current.isAtStartOfLine, peek().kind != .colon, peek(2).kind != .colon || peek().kind != .identifier else { return false }
        switch kind {
        case .keyword(.return), .keyword(.if), .keyword(.guard), .keyword(.for), .keyword(.while), .keyword(.switch),
             .keyword(.case), .keyword(.default), .keyword(.do), .keyword(.defer), .keyword(.throw), .poundIf, .poundElse,
             .poundElseif, .poundEndif:
            return true
        default:
            return startsDeclaration(allowCase: true)
        }
    }

    /// Skips balanced groups until `stop` holds, an unmatched closer or the end,
    /// reporting the skipped bytes as `message`. Returns whether anything was skipped.
    @discardableResult
    mutating func skip(reporting message: String, until stop: (Parser) -> Bool) -> Bool {
        let start = current.range.start
        let first = index
        while !atEnd, !Self.isCloser(kind), !stop(self) { skipBalanced() }
        guard index > first else { return false }
        report(message, range: SourceRange(start: start, end: previousEnd))
        return true
    }
}
