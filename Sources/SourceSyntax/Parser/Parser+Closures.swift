extension Parser {
    /// `{ signature in statements }`; the current token is `{`.
    mutating func parseClosure() -> ClosureExpr {
        let start = advance().range.start
        let savedScope = scopeHeight
        let savedPattern = inPattern
        scopeHeight = 0
        inPattern = false
        var signature: ClosureSignature?
        var statements: [Stmt] = []
        if enter() {
            if closureSignatureAhead() { signature = parseClosureSignature() }
            statements = parseStatements(until: .brace)
            leave()
        }
        closeBrace(openedAt: start)
        inPattern = savedPattern
        lastHeight = scopeHeight + 2
        scopeHeight = Swift.max(savedScope, lastHeight)
        return ClosureExpr(signature: signature, statements: statements, range: SourceRange(start: start, end: previousEnd))
    }

    /// Whether the tokens after `{` form a signature ending in `in` (bounded look-ahead).
    func closureSignatureAhead() -> Bool {
        var position = index
        var nesting = 0
        while position < index + 256 {
            let token = token(at: position)
            if nesting > 0 {
                if Self.isOpener(token.kind) { nesting += 1 } else if Self.isCloser(token.kind) { nesting -= 1 }
                if token.kind == .endOfFile || token.kind == .leftBrace || token.kind == .rightBrace { return false }
                position += 1
                continue
            }
            switch token.kind {
            case .keyword(.in): return position > index
            case .leftParen, .leftSquare: nesting += 1
            case .identifier, .comma, .colon, .arrow, .period, .postfixQuestion, .postfixExclaim, .at,
                 .keyword(.throws), .keyword(.rethrows), .keyword(.inout), .keyword(.Self), .keyword(.Any):
                break
            case .binaryOperator, .prefixOperator, .postfixOperator:
                for offset in Int(token.start)..<Int(token.end) {
                    let byte = bytes[offset]
                    // Type punctuation only: generics, composition, `...`, and the
                    // optional sugar the lexer joins to a `>` (`Effect<Action>?`).
                    guard byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&") || byte == UInt8(ascii: ".")
                        || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") else { return false }
                }
            default:
                return false
            }
            position += 1
        }
        return false
    }

    mutating func parseClosureSignature() -> ClosureSignature {
        let start = current.range.start
        _ = parseAttributes()
        var captures: SourceRange?
        if kind == .leftSquare {
            let open = current.range.start
            skipBalanced()
            captures = SourceRange(start: open, end: previousEnd)
        }
        var parameters: [ClosureParameter] = []
        let parenthesized = kind == .leftParen
        if parenthesized {
            let open = advance().range.start
            while !atEnd, kind != .rightParen {
                let before = index
                if atNameOrKeyword {
                    let paramStart = current.range.start
                    let first = name(advance())
                    var second: Name?
                    if atNameOrKeyword { second = name(advance()) }
                    var type: TypeSyntax?
                    if consume(.colon) != nil { type = parseType() }
                    if kind == .postfixOperator || kind == .binaryOperator, spells(current, "...") { advance() }
                    parameters.append(ClosureParameter(firstName: first, secondName: second, type: type, range: SourceRange(start: paramStart, end: previousEnd)))
                }
                if consume(.comma) != nil { continue }
                if kind == .rightParen { break }
                skip(reporting: "expected a closure parameter") { parser in parser.kind == .comma || parser.kind == .rightParen }
                if index == before { break }
            }
            if consume(.rightParen) == nil { report("expected ')' to close the '(' opened here", range: SourceRange(start: open, end: open + 1)) }
        } else {
            while kind == .identifier {
                let token = advance()
                var type: TypeSyntax?
                if consume(.colon) != nil { type = parseType() }
                parameters.append(ClosureParameter(firstName: name(token), secondName: nil, type: type, range: SourceRange(start: token.range.start, end: previousEnd)))
                if consume(.comma) == nil { break }
            }
        }
        var effects: [String] = []
        while atWord("async") || at(.throws) || at(.rethrows) {
            effects.append(text(advance()))
            if kind == .leftParen, effects.last == "throws" { skipBalanced() }
        }
        var returnType: TypeSyntax?
        if consume(.arrow) != nil { returnType = parseType() }
        if consume(.keyword(.in)) == nil {
            skip(reporting: "expected 'in' after the closure's signature") { parser in parser.at(.in) }
            _ = consume(.keyword(.in))
        }
        return ClosureSignature(captureListRange: captures, parameters: parameters, hasParentheses: parenthesized, effects: effects,
                                returnType: returnType, range: SourceRange(start: start, end: previousEnd))
    }
}
