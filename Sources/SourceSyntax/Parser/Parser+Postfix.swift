extension Parser {
    /// A primary expression and its postfix chain: members, calls, subscripts,
    /// trailing closures, `!`, `?`, postfix operators, postfix `#if`.
    mutating func parsePostfixExpression(trailingClosures: Bool) -> Expr {
        let primary = parsePrimary(trailingClosures: trailingClosures)
        switch primary {
        case .ifExpr, .switchExpr, .missing: return primary
        default: return parsePostfixChain(primary, height: lastHeight, trailingClosures: trailingClosures)
        }
    }

    /// Applies postfix suffixes to `base` while they continue it.
    mutating func parsePostfixChain(_ base: Expr, height baseHeight: Int, trailingClosures: Bool) -> Expr {
        var expr = base
        var height = baseHeight
        while true {
            let start = expr.range.start
            switch kind {
            case .period:
                guard let member = parseMemberSuffix(base: expr) else { lastHeight = height; return expr }
                expr = member
                height += 1
            case .leftParen where !current.isAtStartOfLine:
                let argumentsStart = current.range.start
                let arguments = parseArguments(close: .rightParen)
                var argumentsHeight = lastHeight
                let argumentsRange = SourceRange(start: argumentsStart, end: previousEnd)
                var closures: [TrailingClosure] = []
                if trailingClosures, kind == .leftBrace, !isObserverBlockStart() {
                    closures = parseTrailingClosures()
                    argumentsHeight = Swift.max(argumentsHeight, lastHeight)
                }
                expr = .call(CallExpr(callee: expr, arguments: arguments, trailingClosures: closures, argumentsRange: argumentsRange,
                                      range: SourceRange(start: start, end: previousEnd)))
                height = Swift.max(height, argumentsHeight) + 1
            case .leftBrace where trailingClosures && !isObserverBlockStart():
                let closures = parseTrailingClosures()
                height = Swift.max(height, lastHeight) + 1
                expr = .call(CallExpr(callee: expr, arguments: [], trailingClosures: closures, argumentsRange: nil,
                                      range: SourceRange(start: start, end: previousEnd)))
            case .leftSquare where !current.isAtStartOfLine:
                let arguments = parseArguments(close: .rightSquare)
                var argumentsHeight = lastHeight
                var closures: [TrailingClosure] = []
                if trailingClosures, kind == .leftBrace, !isObserverBlockStart() {
                    closures = parseTrailingClosures()
                    argumentsHeight = Swift.max(argumentsHeight, lastHeight)
                }
                expr = .subscriptCall(SubscriptExpr(base: expr, arguments: arguments, trailingClosures: closures,
                                                    range: SourceRange(start: start, end: previousEnd)))
                height = Swift.max(height, argumentsHeight) + 1
            case .postfixExclaim, .postfixQuestion, .postfixOperator:
                let op = name(advance())
                expr = .postfix(PostfixExpr(operand: expr, op: op, range: SourceRange(start: start, end: previousEnd)))
                height += 1
            case .poundIf where postfixIfConfigAhead():
                let config = parseIfConfig { parser -> [Expr] in
                    guard parser.kind == .period else { return [] }
                    let savedHeight = parser.lastHeight
                    guard let member = parser.parseMemberSuffix(base: nil) else { return [] }
                    let chain = parser.parsePostfixChain(member, height: 1, trailingClosures: trailingClosures)
                    parser.lastHeight = Swift.max(parser.lastHeight, savedHeight)
                    return [chain]
                }
                height = Swift.max(height, lastHeight) + 1
                expr = .postfixIfConfig(PostfixIfConfigExpr(base: expr, config: config, range: SourceRange(start: start, end: previousEnd)))
            default:
                lastHeight = height
                return expr
            }
            if height > limits.maximumChainHeight {
                report("member chain taller than \(limits.maximumChainHeight) links; the rest is not read", range: .empty(at: current.range.start))
                lastHeight = height
                return expr
            }
        }
    }

    /// `.name`, `.0`, `.init`, with generic arguments; the current token is `.`.
    /// Nil (nothing consumed) if no name follows.
    mutating func parseMemberSuffix(base: Expr?) -> Expr? {
        let next = peek()
        let start = base?.range.start ?? current.range.start
        switch next.kind {
        case .identifier, .keyword:
            advance()
            let memberName = name(advance())
            let generics = genericArgumentsAhead() ? parseGenericArguments() : []
            return .member(MemberAccessExpr(base: base, name: memberName, genericArguments: generics, range: SourceRange(start: start, end: previousEnd)))
        case .integerLiteral:
            advance()
            let memberName = name(advance())
            return .member(MemberAccessExpr(base: base, name: memberName, range: SourceRange(start: start, end: previousEnd)))
        case .floatLiteral where base != nil:
            // `tuple.0.1` tokenizes as `.` and `0.1`: two tuple indices.
            advance()
            let token = advance()
            let spelled = text(token)
            guard let dot = spelled.firstIndex(of: "."), spelled[spelled.index(after: dot)...].allSatisfy(\.isNumber) else {
                report("expected a member name after '.'", at: token)
                return base
            }
            let split = Int(token.start) + spelled.utf8.distance(from: spelled.startIndex, to: dot)
            let first = Name(String(spelled[..<dot]), range: SourceRange(start: Int(token.start), end: split))
            let second = Name(String(spelled[spelled.index(after: dot)...]), range: SourceRange(start: split + 1, end: Int(token.end)))
            let inner = Expr.member(MemberAccessExpr(base: base, name: first, range: SourceRange(start: start, end: split)))
            return .member(MemberAccessExpr(base: inner, name: second, range: SourceRange(start: start, end: previousEnd)))
        default:
            if base == nil { return nil }
            report("expected a member name after '.'", range: .empty(at: next.range.start))
            advance()
            return nil
        }
    }

    /// A `{ }` trailing closure and any labelled ones after it.
    mutating func parseTrailingClosures() -> [TrailingClosure] {
        var closures: [TrailingClosure] = []
        var height = 0
        let first = parseClosure()
        height = lastHeight
        closures.append(TrailingClosure(label: nil, closure: first, range: first.range))
        while atNameOrKeyword, kind != .keyword(.case), kind != .keyword(.default), peek().kind == .colon, peek(2).kind == .leftBrace {
            let label = name(advance())
            advance()
            let closure = parseClosure()
            height = Swift.max(height, lastHeight)
            closures.append(TrailingClosure(label: label, closure: closure, range: label.range.union(closure.range)))
        }
        lastHeight = height
        return closures
    }

    /// Arguments between the current opener and `close`: `label: value`, or
    /// an operator or `_:`-style reference alone.
    mutating func parseArguments(close: TokenKind) -> [Argument] {
        let open = advance().range.start
        var arguments: [Argument] = []
        var height = 0
        if enter() {
            while !atEnd, kind != close {
                let start = current.range.start
                let before = index
                var label: Name?
                if atNameOrKeyword, peek().kind == .colon, !(inPattern && (at(.let) || at(.var))) {
                    label = name(advance())
                    advance()
                }
                let value: Expr
                if label != nil, kind == close || kind == .comma
                    || (atNameOrKeyword && peek().kind == .colon && !current.spacing.contains(.spaceBefore)) {
                    // A compound name's labels: `#selector(f(from:with:))`.
                    value = .missing(MissingExpr(range: .empty(at: current.range.start)))
                    if kind != close, kind != .comma {
                        arguments.append(Argument(label: label, value: value, range: SourceRange(start: start, end: previousEnd)))
                        continue
                    }
                } else if kind == .binaryOperator || kind == .prefixOperator || kind == .postfixOperator || kind == .equal,
                          peek().kind == close || peek().kind == .comma {
                    let token = advance()
                    value = .identifier(IdentifierExpr(name: name(token), range: token.range))
                } else {
                    value = parseExpression()
                    height = Swift.max(height, lastHeight)
                }
                if index == before {
                    skip(reporting: "expected an argument") { parser in parser.kind == .comma || parser.kind == close }
                    if index == before { break }
                    continue
                }
                arguments.append(Argument(label: label, value: value, range: SourceRange(start: start, end: previousEnd)))
                if consume(.comma) != nil { continue }
                if kind == close { break }
                let skipped = skip(reporting: "expected ',' or \(Self.closerName(close))") { parser in parser.kind == .comma || parser.kind == close }
                if consume(.comma) == nil, !skipped { break }
            }
            leave()
        }
        if consume(close) == nil {
            report("expected \(Self.closerName(close)) to close the \(Self.openerName(close)) opened here", range: SourceRange(start: open, end: open + 1))
        }
        lastHeight = height + 1
        return arguments
    }

    static func closerName(_ close: TokenKind) -> String {
        switch close {
        case .rightSquare: "']'"
        case .interpolationClose: "')' of the interpolation"
        default: "')'"
        }
    }

    static func openerName(_ close: TokenKind) -> String {
        switch close {
        case .rightSquare: "'['"
        case .interpolationClose: "'\\('"
        default: "'('"
        }
    }

    /// Whether the `#if` here applies members to the expression before it: the
    /// first token after its condition line is `.`.
    func postfixIfConfigAhead() -> Bool {
        var position = index + 1
        while token(at: position).kind != .endOfFile, !token(at: position).isAtStartOfLine { position += 1 }
        return token(at: position).kind == .period
    }

    /// Whether `<` here starts generic arguments: attached to the name before,
    /// closed by a balanced `>`, holding only what types hold, followed by
    /// what can follow an expression (Swift's rule, bounded to 128 tokens).
    func genericArgumentsAhead() -> Bool {
        guard atOperatorStarting("<"), !current.spacing.contains(.spaceBefore) else { return false }
        var angles = 0
        var position = index
        while position < index + 128 {
            let token = token(at: position)
            switch token.kind {
            case .binaryOperator, .prefixOperator, .postfixOperator:
                var offset = Int(token.start)
                while offset < Int(token.end) {
                    switch bytes[offset] {
                    case UInt8(ascii: "<"): angles += 1
                    case UInt8(ascii: ">"):
                        angles -= 1
                        if angles == 0 {
                            if offset + 1 < Int(token.end) {
                                let rest = bytes[offset + 1]
                                return rest == UInt8(ascii: "?") || rest == UInt8(ascii: "!") || rest == UInt8(ascii: ">")
                            }
                            return canFollowGenericArguments(self.token(at: position + 1))
                        }
                    case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"): break
                    default: return false
                    }
                    offset += 1
                }
            case .identifier, .keyword(.Any), .keyword(.Self), .period, .comma, .colon, .leftSquare, .rightSquare, .leftParen,
                 .rightParen, .arrow, .postfixQuestion, .postfixExclaim, .integerLiteral, .at, .keyword(.throws):
                break
            default:
                return false
            }
            position += 1
        }
        return false
    }

    func canFollowGenericArguments(_ token: Token) -> Bool {
        switch token.kind {
        case .leftParen, .period, .rightParen, .rightSquare, .rightBrace, .comma, .colon, .semicolon, .postfixQuestion,
             .postfixExclaim, .endOfFile, .equal, .leftBrace, .interpolationClose:
            return true
        case .binaryOperator:
            return spells(token, "==") || spells(token, "!=")
        default:
            return token.isAtStartOfLine
        }
    }
}
