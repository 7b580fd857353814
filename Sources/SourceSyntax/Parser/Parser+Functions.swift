extension Parser {
    mutating func parseFunction(start: Int, attributes: [Attribute], modifiers: [Modifier]) -> FunctionDecl {
        let keywordToken = advance()
        let kind: FunctionDecl.Kind
        switch keywordToken.kind {
        case .keyword(.`init`): kind = .initializer
        case .keyword(.deinit): kind = .deinitializer
        case .keyword(.subscript): kind = .subscript
        default: kind = .function
        }
        var functionName = name(keywordToken)
        var failability: String?
        var genericsInName = false
        if kind == .function, let operatorName = operatorNameBeforeGenerics() {
            // `func &&<T: Q>(...)`: the lexer reads `&&<` as one operator; the
            // name is what comes before the `<`, which opens the generics.
            functionName = operatorName
            genericsInName = true
        } else if kind == .function {
            switch self.kind {
            case .identifier, .binaryOperator, .prefixOperator, .postfixOperator, .postfixQuestion, .postfixExclaim, .infixQuestion, .equal, .prefixAmpersand:
                functionName = name(advance())
            default:
                if isKeyword(current), !current.isAtStartOfLine { functionName = name(advance()) }
                else { report("expected a function name after 'func'", range: .empty(at: current.range.start)) }
            }
        } else if kind == .initializer, self.kind == .postfixQuestion || self.kind == .postfixExclaim {
            failability = text(advance())
        }
        let generics = genericsInName || atOperatorStarting("<") ? parseGenericParameterClause() : nil
        var parameters: [Parameter] = []
        if self.kind == .leftParen {
            parameters = parseParameterClause(namesOptional: false)
        } else if kind != .deinitializer {
            report("expected '(' to start the parameter list", range: .empty(at: current.range.start))
        }
        var effects: [String] = []
        while atWord("async") || at(.throws) || at(.rethrows) || atWord("reasync") {
            effects.append(text(advance()))
            if self.kind == .leftParen, effects.last == "throws" { skipBalanced() }
        }
        var returnType: TypeSyntax?
        if consume(.arrow) != nil { returnType = parseType() }
        let whereRange = skipWhereClause()
        var body: CodeBlock?
        var accessors: AccessorBlock?
        if self.kind == .leftBrace {
            if kind == .subscript { accessors = parseAccessorBlock() } else { body = parseBlock() }
        }
        return FunctionDecl(kind: kind, attributes: attributes, modifiers: modifiers, name: functionName, failability: failability,
                            genericParameters: generics, parameters: parameters, effects: effects, returnType: returnType,
                            whereClauseRange: whereRange, body: body, accessors: accessors, range: SourceRange(start: start, end: previousEnd))
    }

    /// `(label name: Type = default, ...)`; with `namesOptional`, an enum
    /// case's `(Int, label: String)`.
    mutating func parseParameterClause(namesOptional: Bool) -> [Parameter] {
        let open = advance().range.start
        var parameters: [Parameter] = []
        guard enter() else {
            _ = consume(.rightParen)
            return []
        }
        defer { leave() }
        while !atEnd, kind != .rightParen, !Self.isCloser(kind), kind != .leftBrace, !atStatementStartOnNewLine() {
            let start = current.range.start
            let before = index
            let attributes = parseAttributes()
            var firstName: Name?
            var secondName: Name?
            if atNameOrKeyword, peek().kind == .colon {
                firstName = name(advance())
            } else if atNameOrKeyword, peek().kind == .identifier || isKeyword(peek()), peek(2).kind == .colon {
                firstName = name(advance())
                secondName = name(advance())
            }
            var type: TypeSyntax?
            if firstName != nil {
                advance()
                type = parseType()
            } else if namesOptional {
                type = parseType()
            } else {
                report("expected a parameter name", range: .empty(at: current.range.start))
                type = parseType()
            }
            var isVariadic = false
            if kind == .postfixOperator || kind == .binaryOperator, spells(current, "...") {
                advance()
                isVariadic = true
            }
            var defaultValue: Expr?
            if consume(.equal) != nil { defaultValue = parseExpression() }
            parameters.append(Parameter(attributes: attributes, firstName: firstName, secondName: secondName, type: type,
                                        isVariadic: isVariadic, defaultValue: defaultValue, range: SourceRange(start: start, end: previousEnd)))
            if consume(.comma) != nil { continue }
            if kind == .rightParen { break }
            skip(reporting: "expected ',' or ')' in the parameter list") { parser in
                parser.kind == .comma || parser.kind == .rightParen || parser.kind == .leftBrace || parser.atStatementStartOnNewLine()
            }
            if consume(.comma) == nil, index == before { break }
        }
        if consume(.rightParen) == nil {
            report("expected ')' to close the '(' opened here", range: SourceRange(start: open, end: open + 1))
        }
        return parameters
    }

    /// Whether the current token is an operator whose spelling starts with `character`.
    /// An operator function's name when its token ends in the `<` of a
    /// generic clause (`&&<`), or nil.
    func operatorNameBeforeGenerics() -> Name? {
        switch kind {
        case .binaryOperator, .prefixOperator, .postfixOperator: break
        default: return nil
        }
        let start = Int(current.start), end = Int(current.end)
        guard end - start >= 2, bytes[end - 1] == UInt8(ascii: "<"), bytes[end - 2] != UInt8(ascii: "<") else { return nil }
        return Name(String(decoding: bytes[start..<(end - 1)], as: UTF8.self),
                    range: SourceRange(start: current.range.start, end: current.range.end - 1))
    }

    func atOperatorStarting(_ character: Unicode.Scalar) -> Bool {
        switch kind {
        case .binaryOperator, .prefixOperator, .postfixOperator: bytes[Int(current.start)] == UInt8(character.value)
        default: false
        }
    }

    /// `<T: View, U>`, skipped by counting angle brackets, keeping the names.
    mutating func parseGenericParameterClause() -> GenericClause {
        let start = current.range.start
        var names: [Name] = []
        var angles = 0
        var expectName = true
        while !atEnd, kind != .leftBrace, kind != .rightBrace {
            let token = current
            switch token.kind {
            case .binaryOperator, .prefixOperator, .postfixOperator:
                for offset in Int(token.start)..<Int(token.end) {
                    if bytes[offset] == UInt8(ascii: "<") { angles += 1; expectName = true }
                    if bytes[offset] == UInt8(ascii: ">") { angles -= 1 }
                }
                advance()
            case .identifier where expectName && angles == 1:
                if spells(token, "each"), peek().kind == .identifier { advance() }
                names.append(name(advance()))
                expectName = false
            case .comma:
                expectName = angles == 1
                advance()
            default:
                if Self.isOpener(token.kind) { skipBalanced() } else { advance() }
            }
            if angles <= 0 { break }
        }
        if angles > 0 { report("expected '>' to close the generic parameters", range: .empty(at: current.range.start)) }
        return GenericClause(parameters: names, range: SourceRange(start: start, end: previousEnd))
    }
}
