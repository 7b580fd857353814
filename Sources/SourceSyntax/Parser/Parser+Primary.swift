extension Parser {
    /// A primary expression; reports and returns ``Expr/missing(_:)`` (nothing
    /// consumed) if the current token starts none. A thin dispatcher: each
    /// form has its own function, so the recursive path keeps small frames.
    mutating func parsePrimary(trailingClosures: Bool) -> Expr {
        lastHeight = 1
        switch kind {
        case .identifier where existentialTypeAhead(): return parseTypeAsValue()
        case .identifier, .keyword(.self), .keyword(.Self), .keyword(.super), .keyword(.Any), .keyword(.`init`): return parseIdentifierExpr()
        case .keyword(.true), .keyword(.false), .keyword(.nil), .integerLiteral, .floatLiteral, .regexLiteral: return parseLiteral()
        case .stringOpen: return .string(parseStringLiteral())
        case .period: return parseImplicitMember()
        case .leftParen: return parseTupleExpr()
        case .leftSquare: return parseCollection()
        case .leftBrace: return .closure(parseClosure())
        case .backslash: return parseKeyPath()
        case .keyword(.if): return parseIfExpr()
        case .keyword(.switch): return parseSwitchExpr()
        case .macro: return .macro(parseMacroExpansion(trailingClosures: trailingClosures))
        case .poundAvailable: return parseAvailabilityExpr()
        case .keyword(.let) where inPattern, .keyword(.var) where inPattern: return parseBindingPattern()
        case .at: return parseTypeAsValue()
        case .keyword(.is) where inPattern: return parseIsPattern()
        default: return missingExpression()
        }
    }

    mutating func missingExpression() -> Expr {
        report("expected an expression, found \(describe(current))", at: current)
        return .missing(MissingExpr(range: .empty(at: current.range.start)))
    }

    mutating func parseIdentifierExpr() -> Expr {
        let token = advance()
        let generics = genericArgumentsAhead() ? parseGenericArguments() : []
        lastHeight = 1
        return .identifier(IdentifierExpr(name: name(token), genericArguments: generics, range: SourceRange(start: token.range.start, end: previousEnd)))
    }

    mutating func parseLiteral() -> Expr {
        let token = advance()
        let literalKind: LiteralExpr.Kind = switch token.kind {
        case .keyword(.true): .true
        case .keyword(.false): .false
        case .keyword(.nil): .nil
        case .integerLiteral: .integer
        case .floatLiteral: .float
        default: .regex
        }
        return .literal(LiteralExpr(kind: literalKind, text: text(token), range: token.range))
    }

    mutating func parseImplicitMember() -> Expr {
        if let member = parseMemberSuffix(base: nil) { return member }
        report("expected a member name after '.'", range: .empty(at: peek().range.start))
        return .missing(MissingExpr(range: advance().range))
    }

    mutating func parseTupleExpr() -> Expr {
        let start = current.range.start
        let elements = parseArguments(close: .rightParen)
        lastHeight += 1
        return .tuple(TupleExpr(elements: elements, range: SourceRange(start: start, end: previousEnd)))
    }

    mutating func parseAvailabilityExpr() -> Expr {
        let token = advance()
        if kind == .leftParen { skipBalanced() }
        return .macro(MacroExpansionExpr(name: Name(String(text(token).dropFirst()), range: token.range), genericArguments: [], arguments: [],
                                         trailingClosures: [], range: SourceRange(start: token.range.start, end: previousEnd)))
    }

    mutating func parseBindingPattern() -> Expr {
        let token = advance()
        let pattern = parsePostfixExpression(trailingClosures: false)
        lastHeight += 1
        return .binding(BindingPatternExpr(keyword: text(token), pattern: pattern, range: SourceRange(start: token.range.start, end: previousEnd)))
    }

    /// A type used as a value: `(@Sendable (Content) -> Void).self`.
    /// `any Sentry.Span` where a value is expected (`[Name: any Span]()`,
    /// `(any View).self`): `any` and a type name on the same line.
    func existentialTypeAhead() -> Bool {
        guard spells(current, "any") else { return false }
        let next = peek()
        guard !next.isAtStartOfLine else { return false }
        switch next.kind {
        case .identifier, .keyword(.Any), .keyword(.Self), .leftParen: return true
        default: return false
        }
    }

    mutating func parseTypeAsValue() -> Expr {
        let type = parseType()
        return .identifier(IdentifierExpr(name: Name(type.description, range: type.range), range: type.range))
    }

    mutating func parseIsPattern() -> Expr {
        let start = advance().range.start
        let type = parseType()
        return .cast(CastExpr(op: "is", expression: nil, type: type, range: SourceRange(start: start, end: previousEnd)))
    }

    /// `"text \(value) text"` in any of its forms; the current token is its opening delimiter.
    mutating func parseStringLiteral() -> StringLiteralExpr {
        let open = advance()
        var segments: [StringLiteralExpr.Segment] = []
        var height = 1
        while true {
            switch kind {
            case .stringSegment:
                let token = advance()
                segments.append(.text(text(token), token.range))
            case .interpolationOpen:
                let start = current.range.start
                let arguments = parseArguments(close: .interpolationClose)
                height = Swift.max(height, lastHeight + 1)
                segments.append(.interpolation(arguments, SourceRange(start: start, end: previousEnd)))
            case .stringClose:
                advance()
                lastHeight = height
                return StringLiteralExpr(openDelimiter: text(open), segments: segments, range: SourceRange(start: open.range.start, end: previousEnd))
            default:
                // Only a `#if` condition's line limit can cut a string short.
                report("unterminated string literal", range: .empty(at: current.range.start))
                lastHeight = height
                return StringLiteralExpr(openDelimiter: text(open), segments: segments, range: SourceRange(start: open.range.start, end: previousEnd))
            }
        }
    }

    /// `[a, b]`, `[k: v]`, `[:]`; the current token is `[`.
    mutating func parseCollection() -> Expr {
        let start = advance().range.start
        var height = 1
        guard enter() else {
            _ = consume(.rightSquare)
            return .array(ArrayExpr(elements: [], range: SourceRange(start: start, end: previousEnd)))
        }
        defer { leave() }
        if kind == .colon, peek().kind == .rightSquare {
            advance()
            advance()
            lastHeight = 1
            return .dictionary(DictionaryExpr(elements: [], range: SourceRange(start: start, end: previousEnd)))
        }
        var elements: [Expr] = []
        var pairs: [(key: Expr, value: Expr)] = []
        var isDictionary = false
        while !atEnd, kind != .rightSquare {
            let before = index
            let element = parseExpression()
            height = Swift.max(height, lastHeight)
            if index == before {
                if consume(.comma) != nil { continue }
                skip(reporting: "expected an element") { parser in
                    parser.kind == .comma || parser.kind == .rightSquare || parser.atStatementStartOnNewLine()
                }
                if index == before { break }
                continue
            }
            if elements.isEmpty && pairs.isEmpty, kind == .colon { isDictionary = true }
            if isDictionary {
                var value = Expr.missing(MissingExpr(range: .empty(at: current.range.start)))
                if expect(.colon, "':' after the dictionary key") != nil {
                    value = parseExpression()
                    height = Swift.max(height, lastHeight)
                }
                pairs.append((element, value))
            } else {
                elements.append(element)
            }
            if consume(.comma) != nil { continue }
            if kind == .rightSquare { break }
            if atStatementStartOnNewLine() { break }
            let skipped = skip(reporting: "expected ',' or ']'") { parser in
                parser.kind == .comma || parser.kind == .rightSquare || parser.atStatementStartOnNewLine()
            }
            if consume(.comma) == nil, !skipped { break }
        }
        if consume(.rightSquare) == nil {
            report("expected ']' to close the '[' opened here", range: SourceRange(start: start, end: start + 1))
        }
        lastHeight = height + 1
        let range = SourceRange(start: start, end: previousEnd)
        return isDictionary ? .dictionary(DictionaryExpr(elements: pairs, range: range)) : .array(ArrayExpr(elements: elements, range: range))
    }

    /// `\.name`, `\Root.name?.count`, `\.items[0]`; the current token is `\`.
    mutating func parseKeyPath() -> Expr {
        let start = advance().range.start
        var root: TypeSyntax?
        if (kind == .identifier || at(.Self)) && !current.spacing.contains(.spaceBefore) {
            let token = advance()
            let generics = genericArgumentsAhead() ? parseGenericArguments() : []
            root = TypeSyntax(kind: .named(name(token), generics), range: SourceRange(start: token.range.start, end: previousEnd))
        }
        var components: [KeyPathExpr.Component] = []
        loop: while !current.isAtStartOfLine {
            switch kind {
            case .period:
                let next = peek()
                guard next.kind == .identifier || isKeyword(next) || next.kind == .integerLiteral else { break loop }
                advance()
                components.append(.property(name(advance())))
            case .postfixQuestion: components.append(.optionalChain(advance().range))
            case .postfixExclaim: components.append(.forceUnwrap(advance().range))
            case .leftSquare:
                let open = current.range.start
                let arguments = parseArguments(close: .rightSquare)
                components.append(.subscriptCall(arguments, SourceRange(start: open, end: previousEnd)))
            default: break loop
            }
        }
        if root == nil, components.isEmpty { report("expected a key path component after '\\'", range: .empty(at: current.range.start)) }
        lastHeight = 2
        return .keyPath(KeyPathExpr(root: root, components: components, range: SourceRange(start: start, end: previousEnd)))
    }

    /// `#name<T>(arguments) { closures }`; the current token is the macro's.
    mutating func parseMacroExpansion(trailingClosures: Bool) -> MacroExpansionExpr {
        let token = advance()
        let macroName = Name(String(text(token).dropFirst()), range: token.range)
        let generics = genericArgumentsAhead() ? parseGenericArguments() : []
        var arguments: [Argument] = []
        var height = 1
        if kind == .leftParen, !current.isAtStartOfLine {
            arguments = parseArguments(close: .rightParen)
            height = lastHeight
        }
        var closures: [TrailingClosure] = []
        if trailingClosures, kind == .leftBrace {
            closures = parseTrailingClosures()
            height = Swift.max(height, lastHeight)
        }
        lastHeight = height + 1
        return MacroExpansionExpr(name: macroName, genericArguments: generics, arguments: arguments, trailingClosures: closures,
                                  range: SourceRange(start: token.range.start, end: previousEnd))
    }
}
