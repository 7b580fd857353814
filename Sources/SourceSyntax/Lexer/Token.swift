/// What kind of token a ``Token`` is.
public enum TokenKind: Hashable, Sendable {
    /// A name: `foo`, a keyword in backticks, `$0`, `$name`, `_`, and contextual words.
    case identifier
    /// A reserved word.
    case keyword(Keyword)
    /// An integer: `42`, `1_000`, `0xFF`, `0o17`, `0b1010`.
    case integerLiteral
    /// A floating-point number: `1.5`, `1e-3`, `0x1p4`.
    case floatLiteral
    /// The opening delimiter of a string: `"`, `"""`, `#"`, `##"""`.
    case stringOpen
    /// Text between a string's delimiters and interpolations, escapes unprocessed.
    case stringSegment
    /// `\(` (or `\#(` in a raw string), opening an interpolation.
    case interpolationOpen
    /// The `)` closing an interpolation.
    case interpolationClose
    /// The closing delimiter of a string (empty when the string is unterminated).
    case stringClose
    /// A regular expression literal: `/a+b/`, `#/.../#`.
    case regexLiteral
    /// An operator bound to its right only: the `-` of `-x`.
    case prefixOperator
    /// An operator bound to its left only: the `...` of `x...`.
    case postfixOperator
    /// An operator with whitespace on both sides or neither: `a + b`, `a+b`.
    case binaryOperator
    /// `(`
    case leftParen
    /// `)`
    case rightParen
    /// `{`
    case leftBrace
    /// `}`
    case rightBrace
    /// `[`
    case leftSquare
    /// `]`
    case rightSquare
    /// `.`
    case period
    /// `,`
    case comma
    /// `:`
    case colon
    /// `;`
    case semicolon
    /// `=` alone.
    case equal
    /// `->`
    case arrow
    /// `@`, starting an attribute.
    case at
    /// `\`, starting a key path.
    case backslash
    /// `&` bound to its right only: `&value`.
    case prefixAmpersand
    /// `?` bound to its left: optional chaining, `T?`.
    case postfixQuestion
    /// `!` bound to its left: force unwrap, `T!`.
    case postfixExclaim
    /// `?` not bound to its left: the ternary operator.
    case infixQuestion
    /// `#if`
    case poundIf
    /// `#elseif`
    case poundElseif
    /// `#else`
    case poundElse
    /// `#endif`
    case poundEndif
    /// `#available` or `#unavailable`.
    case poundAvailable
    /// `#` and a name: `#Preview`, `#selector`, `#file`, any freestanding macro.
    case macro
    /// Bytes that start no token; the tokenizer reports them.
    case unknown
    /// The end of the input, an empty range.
    case endOfFile
}

/// One token: its kind, its byte range and the whitespace around it.
public struct Token: Hashable, Sendable {
    /// Facts about the trivia around a token.
    public struct Spacing: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt8
        /// Makes spacing from raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// A line break (possibly inside a comment) lies between this token and the one before.
        public static let newlineBefore = Spacing(rawValue: 1)
        /// Whitespace or a comment lies directly before the token, or it starts the input.
        public static let spaceBefore = Spacing(rawValue: 2)
        /// Whitespace or a comment lies directly after the token, or it ends the input.
        public static let spaceAfter = Spacing(rawValue: 4)
    }

    /// The token's kind.
    public var kind: TokenKind
    /// The first byte's offset.
    var start: Int32
    /// The offset past the last byte.
    var end: Int32
    /// The trivia around the token.
    public var spacing: Spacing

    /// A token of `kind` covering `range`.
    public init(kind: TokenKind, range: SourceRange, spacing: Spacing = []) {
        self.kind = kind
        start = Int32(truncatingIfNeeded: range.start)
        end = Int32(truncatingIfNeeded: range.end)
        self.spacing = spacing
    }

    /// The bytes the token covers.
    public var range: SourceRange { SourceRange(start: Int(start), end: Int(end)) }

    /// Whether a line break lies between this token and the one before.
    public var isAtStartOfLine: Bool { spacing.contains(.newlineBefore) }
}

/// A comment, kept beside the tokens as trivia.
public struct Comment: Hashable, Sendable {
    /// The kinds of comment.
    public enum Kind: Hashable, Sendable {
        /// `// text`
        case line
        /// `/// text`
        case docLine
        /// `/* text */`, possibly nested.
        case block
        /// `/** text */`
        case docBlock
    }

    /// The comment's kind.
    public var kind: Kind
    /// The bytes it covers, delimiters included.
    public var range: SourceRange

    /// A comment of `kind` covering `range`.
    public init(kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}
