extension Parser {
    /// A type: attributes and specifiers, `some`/`any`, a composition, a function type.
    mutating func parseType() -> TypeSyntax {
        let start = current.range.start
        guard enter() else { return TypeSyntax(kind: .missing, range: .empty(at: start)) }
        defer { leave() }
        var prefixes: [String] = []
        while true {
            if kind == .at {
                let attributeStart = current.range.start
                let after = afterAttribute(index)
                while index < after, !atEnd { advance() }
                prefixes.append(String(decoding: bytes[attributeStart..<previousEnd], as: UTF8.self))
            } else if at(.inout) || atWord("borrowing") || atWord("consuming") || atWord("__owned") || atWord("__shared")
                        || atWord("sending") || (atWord("isolated") && peek().kind != .colon) {
                prefixes.append(text(advance()))
            } else if kind == .prefixOperator, spells(current, "~") {
                advance()
            } else {
                break
            }
        }
        var type: TypeSyntax
        if (atWord("some") || atWord("any") || atWord("each") || atWord("repeat") || at(.repeat)), peek().kind != .colon,
           !peek().isAtStartOfLine, peek().kind == .identifier || peek().kind == .leftParen || peek().kind == .leftSquare || peek().kind == .keyword(.Any) || peek().kind == .keyword(.Self) {
            let keyword = text(advance())
            let inner = parseCompositionType()
            type = TypeSyntax(kind: .opaque(keyword: keyword, inner), range: SourceRange(start: start, end: previousEnd))
        } else {
            type = parseCompositionType()
        }
        if atWord("async") || at(.throws) || at(.rethrows) || kind == .arrow {
            var effects: [String] = []
            while atWord("async") || at(.throws) || at(.rethrows) {
                effects.append(text(advance()))
                if kind == .leftParen, effects.last == "throws" { skipBalanced() }
            }
            if consume(.arrow) != nil {
                let result = parseType()
                let parameters: [TupleTypeElement]
                if case .tuple(let elements) = type.kind { parameters = elements } else {
                    parameters = [TupleTypeElement(label: nil, secondName: nil, type: type, isVariadic: false)]
                }
                type = TypeSyntax(kind: .function(parameters, effects: effects, result: result), range: SourceRange(start: start, end: previousEnd))
            } else {
                report("expected '->' in the function type", range: .empty(at: current.range.start))
            }
        }
        if !prefixes.isEmpty { type = TypeSyntax(kind: .attributed(prefixes, type), range: SourceRange(start: start, end: previousEnd)) }
        return type
    }

    /// `A & B & C`, or one type.
    mutating func parseCompositionType() -> TypeSyntax {
        let start = current.range.start
        var types = [parseSimpleType()]
        while kind == .binaryOperator, spells(current, "&") {
            advance()
            types.append(parseSimpleType())
        }
        return types.count == 1 ? types[0] : TypeSyntax(kind: .composition(types), range: SourceRange(start: start, end: previousEnd))
    }

    /// A named, member, tuple, array or dictionary type with its `?`, `!`, `.Type` suffixes.
    mutating func parseSimpleType() -> TypeSyntax {
        let start = current.range.start
        var type: TypeSyntax
        switch kind {
        case .identifier, .keyword(.Self), .keyword(.Any):
            let typeName = name(advance())
            let generics = atOperatorStarting("<") && !current.spacing.contains(.spaceBefore) || atOperatorStarting("<") && peekIsTypeStart()
                ? parseGenericArguments() : []
            type = TypeSyntax(kind: .named(typeName, generics), range: SourceRange(start: start, end: previousEnd))
        case .leftParen:
            let open = advance().range.start
            var elements: [TupleTypeElement] = []
            while !atEnd, kind != .rightParen {
                let before = index
                var label: Name?
                var second: Name?
                if atNameOrKeyword, peek().kind == .colon {
                    label = name(advance())
                    advance()
                } else if atNameOrKeyword, peek().kind == .identifier, peek(2).kind == .colon {
                    label = name(advance())
                    second = name(advance())
                    advance()
                }
                let element = parseType()
                var variadic = false
                if kind == .postfixOperator || kind == .binaryOperator, spells(current, "...") {
                    advance()
                    variadic = true
                }
                elements.append(TupleTypeElement(label: label, secondName: second, type: element, isVariadic: variadic))
                if consume(.comma) != nil { continue }
                if kind == .rightParen { break }
                skip(reporting: "expected ',' or ')' in the tuple type") { parser in parser.kind == .comma || parser.kind == .rightParen }
                if consume(.comma) == nil, index == before { break }
                if index == before { break }
            }
            if consume(.rightParen) == nil { report("expected ')' to close the '(' opened here", range: SourceRange(start: open, end: open + 1)) }
            type = TypeSyntax(kind: .tuple(elements), range: SourceRange(start: start, end: previousEnd))
        case .leftSquare:
            let open = advance().range.start
            let element = parseType()
            if consume(.colon) != nil {
                let value = parseType()
                type = TypeSyntax(kind: .dictionary(element, value), range: SourceRange(start: start, end: previousEnd))
            } else {
                type = TypeSyntax(kind: .array(element), range: SourceRange(start: start, end: previousEnd))
            }
            if consume(.rightSquare) == nil {
                report("expected ']' to close the '[' opened here", range: SourceRange(start: open, end: open + 1))
            }
            type.range = SourceRange(start: start, end: previousEnd)
        default:
            report("expected a type, found \(describe(current))", range: .empty(at: current.range.start))
            return TypeSyntax(kind: .missing, range: .empty(at: start))
        }
        while true {
            if kind == .period, peek().kind == .identifier || peek().kind == .keyword(.Self) {
                advance()
                let member = name(advance())
                if member.text == "Type" || member.text == "Protocol" {
                    type = TypeSyntax(kind: .metatype(type, member.text), range: SourceRange(start: start, end: previousEnd))
                    continue
                }
                let generics = atOperatorStarting("<") && !current.spacing.contains(.spaceBefore) ? parseGenericArguments() : []
                type = TypeSyntax(kind: .member(type, member, generics), range: SourceRange(start: start, end: previousEnd))
            } else if !current.spacing.contains(.spaceBefore), consumeOperatorCharacter(UInt8(ascii: "?")) {
                type = TypeSyntax(kind: .optional(type), range: SourceRange(start: start, end: previousEnd))
            } else if !current.spacing.contains(.spaceBefore), consumeOperatorCharacter(UInt8(ascii: "!")) {
                type = TypeSyntax(kind: .implicitlyUnwrapped(type), range: SourceRange(start: start, end: previousEnd))
            } else {
                return type
            }
        }
    }

    func peekIsTypeStart() -> Bool {
        let next = peek()
        return next.kind == .identifier && !next.spacing.contains(.spaceBefore)
    }

    /// `<A, B>` after a type name; the current token starts with `<`.
    mutating func parseGenericArguments() -> [TypeSyntax] {
        _ = consumeOperatorCharacter(UInt8(ascii: "<"))
        var arguments: [TypeSyntax] = []
        while !atEnd {
            if consumeOperatorCharacter(UInt8(ascii: ">")) { return arguments }
            let before = index
            if kind == .integerLiteral {
                let token = advance()
                arguments.append(TypeSyntax(kind: .named(name(token), []), range: token.range))
            } else {
                arguments.append(parseType())
            }
            if consume(.comma) != nil { continue }
            if consumeOperatorCharacter(UInt8(ascii: ">")) { return arguments }
            report("expected '>' to close the generic arguments", range: .empty(at: current.range.start))
            if index == before, !atEnd, !Self.isCloser(kind), kind != .leftBrace { advance() }
            return arguments
        }
        return arguments
    }

    /// Consumes `character` from the front of the current operator token (`>`
    /// of `>>`, `?` of `?>`), leaving the rest as the current token.
    mutating func consumeOperatorCharacter(_ character: UInt8) -> Bool {
        guard index < limit else { return false }
        let token = tokens[index]
        switch token.kind {
        case .binaryOperator, .prefixOperator, .postfixOperator, .postfixQuestion, .postfixExclaim, .infixQuestion, .equal: break
        default: return false
        }
        guard bytes[Int(token.start)] == character else { return false }
        if token.end - token.start == 1 {
            advance()
            return true
        }
        var rest = token
        rest.start += 1
        rest.spacing.remove([.spaceBefore, .newlineBefore])
        if rest.end - rest.start == 1 {
            switch bytes[Int(rest.start)] {
            case UInt8(ascii: "?"): rest.kind = .postfixQuestion
            case UInt8(ascii: "!"): rest.kind = .postfixExclaim
            case UInt8(ascii: "="): rest.kind = .equal
            default: rest.kind = .binaryOperator
            }
        }
        tokens[index] = rest
        return true
    }
}
