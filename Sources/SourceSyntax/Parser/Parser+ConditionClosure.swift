extension Parser {
    /// How many tokens a closure in a statement's condition may span before
    /// the `{` is taken for the statement's body without looking further; the
    /// bound keeps the look-ahead linear however deep the statements nest.
    static let conditionClosureLookahead = 256

    /// Whether the `{` here, in a condition (`if`, `while`, `guard`, `for`,
    /// `switch` subjects), is a trailing closure rather than the statement's
    /// body: `if items.filter { $0.done }.isEmpty {`. The Swift compiler takes
    /// it for a closure when the token after its matching `}` continues the
    /// expression (a `.`, `[`, `(`, binary operator, `is`, `as`, `?`, `!`,
    /// `:` or `=` on the same line) or is a `{`, `where` or `,` (swiftlang/swift,
    /// lib/Parse/ParseExpr.cpp, `isValidTrailingClosure`); the same rule here.
    func conditionClosureAhead() -> Bool {
        guard kind == .leftBrace, !current.isAtStartOfLine else { return false }
        var position = index
        var nesting = 0
        let end = index + Self.conditionClosureLookahead
        while position < end {
            let kind = token(at: position).kind
            if kind == .endOfFile { return false }
            if Self.isOpener(kind) {
                nesting += 1
            } else if Self.isCloser(kind) {
                nesting -= 1
                if nesting == 0 { return continuesAfterClosure(token(at: position + 1)) }
            }
            position += 1
        }
        return false
    }

    private func continuesAfterClosure(_ next: Token) -> Bool {
        switch next.kind {
        case .leftBrace, .keyword(.where), .comma:
            return true
        case .leftSquare, .leftParen, .period, .keyword(.is), .keyword(.as), .postfixQuestion, .infixQuestion,
             .postfixExclaim, .colon, .equal, .postfixOperator, .binaryOperator:
            return !next.isAtStartOfLine
        default:
            return false
        }
    }
}
