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

    /// Applies postfix suffixes to `base` while they continue it; each suffix
    /// is read by its own function, so this frame stays small.
    mutating func parsePostfixChain(_ base: Expr, height baseHeight: Int, trailingClosures: Bool) -> Expr {
        var expr = base
        var height = baseHeight
        while true {
            let next: Expr?
            switch kind {
            case .period:
                next = parseMemberSuffix(base: expr)
                height += 1
            case .leftParen where !current.isAtStartOfLine:
                next = parseCallSuffix(expr, height: &height, trailingClosures: trailingClosures)
            case .leftBrace where trailingClosures && !isObserverBlockStart():
                next = parseTrailingClosureCall(expr, height: &height)
            case .leftBrace where !trailingClosures && conditionClosureAhead():
                next = parseTrailingClosureCall(expr, height: &height)
            case .leftSquare where !current.isAtStartOfLine:
                next = parseSubscriptSuffix(expr, height: &height, trailingClosures: trailingClosures)
            case .postfixExclaim, .postfixQuestion, .postfixOperator:
                next = parsePostfixOperator(expr)
                height += 1
            case .poundIf where postfixIfConfigAhead():
                next = parsePostfixIfConfig(expr, height: &height, trailingClosures: trailingClosures)
            default:
                next = nil
            }
            guard let next else {
                lastHeight = height
                return expr
            }
            expr = next
            if height > limits.maximumChainHeight {
                reportChainTooTall()
                lastHeight = height
                return expr
            }
        }
    }

    mutating func reportChainTooTall() {
        report("member chain taller than \(limits.maximumChainHeight) links; the rest is not read", range: .empty(at: current.range.start))
    }

    mutating func parseCallSuffix(_ callee: Expr, height: inout Int, trailingClosures: Bool) -> Expr {
        let argumentsStart = current.range.start
        let arguments = parseArguments(close: .rightParen)
        var argumentsHeight = lastHeight
        let argumentsRange = SourceRange(start: argumentsStart, end: previousEnd)
        var closures: [TrailingClosure] = []
        if trailingClosures, kind == .leftBrace, !isObserverBlockStart() {
            closures = parseTrailingClosures()
            argumentsHeight = Swift.max(argumentsHeight, lastHeight)
        }
        height = Swift.max(height, argumentsHeight) + 1
        return .call(CallExpr(callee: callee, arguments: arguments, trailingClosures: closures, argumentsRange: argumentsRange,
                              range: SourceRange(start: callee.range.start, end: previousEnd)))
    }

    mutating func parseTrailingClosureCall(_ callee: Expr, height: inout Int) -> Expr {
        let closures = parseTrailingClosures()
        height = Swift.max(height, lastHeight) + 1
        return .call(CallExpr(callee: callee, arguments: [], trailingClosures: closures, argumentsRange: nil,
                              range: SourceRange(start: callee.range.start, end: previousEnd)))
    }

    mutating func parseSubscriptSuffix(_ base: Expr, height: inout Int, trailingClosures: Bool) -> Expr {
        let arguments = parseArguments(close: .rightSquare)
        var argumentsHeight = lastHeight
        var closures: [TrailingClosure] = []
        if trailingClosures, kind == .leftBrace, !isObserverBlockStart() {
            closures = parseTrailingClosures()
            argumentsHeight = Swift.max(argumentsHeight, lastHeight)
        }
        height = Swift.max(height, argumentsHeight) + 1
        return .subscriptCall(SubscriptExpr(base: base, arguments: arguments, trailingClosures: closures,
                                            range: SourceRange(start: base.range.start, end: previousEnd)))
    }

    mutating func parsePostfixOperator(_ operand: Expr) -> Expr {
        let op = name(advance())
        return .postfix(PostfixExpr(operand: operand, op: op, range: SourceRange(start: operand.range.start, end: previousEnd)))
    }

    mutating func parsePostfixIfConfig(_ base: Expr, height: inout Int, trailingClosures: Bool) -> Expr {
        let config = parseIfConfig { parser -> [Expr] in
            guard parser.kind == .period else { return [] }
            let savedHeight = parser.lastHeight
            guard let member = parser.parseMemberSuffix(base: nil) else { return [] }
            let chain = parser.parsePostfixChain(member, height: 1, trailingClosures: trailingClosures)
            parser.lastHeight = Swift.max(parser.lastHeight, savedHeight)
            return [chain]
        }
        height = Swift.max(height, lastHeight) + 1
        return .postfixIfConfig(PostfixIfConfigExpr(base: base, config: config, range: SourceRange(start: base.range.start, end: previousEnd)))
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
                let before = index
                guard let (argument, compound) = parseArgument(close: close) else {
                    if recoverInArguments(close: close, before: before) { continue }
                    break
                }
                height = Swift.max(height, lastHeight)
                arguments.append(argument)
                if compound { continue }
                if !continueAfterArgument(close: close) { break }
            }
            leave()
        }
        if consume(close) == nil { reportUnclosed(close, openedAt: open) }
        lastHeight = height + 1
        return arguments
    }

    /// One argument, and whether it is a compound name's label (no comma
    /// follows); nil if nothing could be read.
    mutating func parseArgument(close: TokenKind) -> (Argument, Bool)? {
        let start = current.range.start
        let before = index
        let label = parseArgumentLabel()
        if label != nil, atCompoundNameEnd(close: close) { return compoundNameArgument(label, start: start, close: close) }
        let value = atOperatorReference(close: close) ? parseOperatorReference() : parseExpression()
        if index == before { return nil }
        return (Argument(label: label, value: value, range: SourceRange(start: start, end: previousEnd)), false)
    }

    mutating func parseArgumentLabel() -> Name? {
        guard atNameOrKeyword, peek().kind == .colon, !(inPattern && (at(.let) || at(.var))) else { return nil }
        let label = name(advance())
        advance()
        return label
    }

    /// Whether a label has no value: `f(a:)` or the `from:` of `f(from:with:)`.
    func atCompoundNameEnd(close: TokenKind) -> Bool {
        kind == close || kind == .comma || (atNameOrKeyword && peek().kind == .colon && !current.spacing.contains(.spaceBefore))
    }

    func compoundNameArgument(_ label: Name?, start: Int, close: TokenKind) -> (Argument, Bool) {
        let value = Expr.missing(MissingExpr(range: .empty(at: current.range.start)))
        return (Argument(label: label, value: value, range: SourceRange(start: start, end: previousEnd)), kind != close && kind != .comma)
    }

    /// Whether an operator stands alone as an argument: `reduce(0, +)`.
    func atOperatorReference(close: TokenKind) -> Bool {
        switch kind {
        case .binaryOperator, .prefixOperator, .postfixOperator, .equal: peek().kind == close || peek().kind == .comma
        default: false
        }
    }

    mutating func parseOperatorReference() -> Expr {
        let token = advance()
        lastHeight = 1
        return .identifier(IdentifierExpr(name: name(token), range: token.range))
    }

    /// After an argument: consumes the comma; false when the list ends.
    mutating func continueAfterArgument(close: TokenKind) -> Bool {
        if consume(.comma) != nil { return true }
        if kind == close || atStatementStartOnNewLine() { return false }
        let skipped = skip(reporting: "expected ',' or \(Self.closerName(close))") { parser in
            parser.kind == .comma || parser.kind == close || parser.atStatementStartOnNewLine()
        }
        return consume(.comma) != nil || skipped
    }

    /// Where no argument could be read: skips to the next one; false when the list ends.
    mutating func recoverInArguments(close: TokenKind, before: Int) -> Bool {
        if consume(.comma) != nil { return true }
        skip(reporting: "expected an argument") { parser in parser.kind == .comma || parser.kind == close || parser.atStatementStartOnNewLine() }
        return index != before
    }

    mutating func reportUnclosed(_ close: TokenKind, openedAt open: Int) {
        report("expected \(Self.closerName(close)) to close the \(Self.openerName(close)) opened here", range: SourceRange(start: open, end: open + 1))
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
