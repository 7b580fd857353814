extension Parser {
    // The functions on a type's recursive path keep little in their frames
    // (a debug build gives every temporary its own slot): the work around
    // each recursive call is done in helpers that return before it.

    /// A type: attributes and specifiers, `some`/`any`, a composition, a function type.
    mutating func parseType() -> TypeSyntax {
        let start = current.range.start
        guard enter() else { return TypeSyntax(kind: .missing, range: .empty(at: start)) }
        defer { leave() }
        let prefixes = parseTypePrefixes()
        var type = atOpaqueTypeKeyword() ? parseOpaqueType() : parseCompositionType()
        if atFunctionTypeEffects() { type = parseFunctionTypeRest(type, start: start) }
        if !prefixes.isEmpty { type = TypeSyntax(kind: .attributed(prefixes, type), range: SourceRange(start: start, end: previousEnd)) }
        return type
    }

    /// Attributes and specifiers before a type: `@escaping`, `inout`, `~` of `~Copyable`.
    mutating func parseTypePrefixes() -> [String] {
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
                return prefixes
            }
        }
    }

    func atOpaqueTypeKeyword() -> Bool {
        guard atWord("some") || atWord("any") || atWord("each") || atWord("repeat") || at(.repeat) else { return false }
        let next = peek()
        guard !next.isAtStartOfLine else { return false }
        switch next.kind {
        case .identifier, .leftParen, .leftSquare, .keyword(.Any), .keyword(.Self): return true
        default: return false
        }
    }

    mutating func parseOpaqueType() -> TypeSyntax {
        let start = current.range.start
        let keyword = text(advance())
        let inner = parseCompositionType()
        return TypeSyntax(kind: .opaque(keyword: keyword, inner), range: SourceRange(start: start, end: previousEnd))
    }

    func atFunctionTypeEffects() -> Bool {
        atWord("async") || at(.throws) || at(.rethrows) || kind == .arrow
    }

    /// `async throws -> Result` after a function type's parameters.
    mutating func parseFunctionTypeRest(_ parameters: TypeSyntax, start: Int) -> TypeSyntax {
        let effects = parseEffects()
        guard consume(.arrow) != nil else {
            report("expected '->' in the function type", range: .empty(at: current.range.start))
            return parameters
        }
        let result = parseType()
        return functionType(parameters, effects: effects, result: result, start: start)
    }

    func functionType(_ parameters: TypeSyntax, effects: [String], result: TypeSyntax, start: Int) -> TypeSyntax {
        let elements: [TupleTypeElement]
        if case .tuple(let tuple) = parameters.kind { elements = tuple } else {
            elements = [TupleTypeElement(label: nil, secondName: nil, type: parameters, isVariadic: false)]
        }
        return TypeSyntax(kind: .function(elements, effects: effects, result: result), range: SourceRange(start: start, end: previousEnd))
    }

    /// `async`, `throws`, `throws(E)`, `rethrows`, in any order.
    mutating func parseEffects() -> [String] {
        var effects: [String] = []
        while atWord("async") || at(.throws) || at(.rethrows) || atWord("reasync") {
            effects.append(text(advance()))
            if kind == .leftParen, effects.last == "throws" { skipBalanced() }
        }
        return effects
    }

    /// `A & B & C`, or one type.
    mutating func parseCompositionType() -> TypeSyntax {
        let first = parseSimpleType()
        guard kind == .binaryOperator, spells(current, "&") else { return first }
        var types = [first]
        while kind == .binaryOperator, spells(current, "&") {
            advance()
            types.append(parseSimpleType())
        }
        return TypeSyntax(kind: .composition(types), range: SourceRange(start: first.range.start, end: previousEnd))
    }

    /// A named, member, tuple, array or dictionary type with its `?`, `!`, `.Type` suffixes.
    mutating func parseSimpleType() -> TypeSyntax {
        let type: TypeSyntax
        switch kind {
        case .identifier, .keyword(.Self), .keyword(.Any): type = parseNamedType()
        case .leftParen: type = parseTupleType()
        case .leftSquare: type = parseCollectionType()
        default: return missingType()
        }
        return parseTypeSuffixes(type)
    }

    mutating func missingType() -> TypeSyntax {
        report("expected a type, found \(describe(current))", range: .empty(at: current.range.start))
        return TypeSyntax(kind: .missing, range: .empty(at: current.range.start))
    }

    mutating func parseNamedType() -> TypeSyntax {
        let start = current.range.start
        let typeName = name(advance())
        let generics = atOperatorStarting("<") && (!current.spacing.contains(.spaceBefore) || peekIsTypeStart()) ? parseGenericArguments() : []
        return TypeSyntax(kind: .named(typeName, generics), range: SourceRange(start: start, end: previousEnd))
    }

    mutating func parseTupleType() -> TypeSyntax {
        let open = advance().range.start
        var elements: [TupleTypeElement] = []
        while !atEnd, kind != .rightParen {
            let before = index
            elements.append(parseTupleTypeElement())
            if consume(.comma) != nil { continue }
            if kind == .rightParen || index == before { break }
            skip(reporting: "expected ',' or ')' in the tuple type") { parser in parser.kind == .comma || parser.kind == .rightParen }
            if consume(.comma) == nil { break }
        }
        if consume(.rightParen) == nil { report("expected ')' to close the '(' opened here", range: SourceRange(start: open, end: open + 1)) }
        return TypeSyntax(kind: .tuple(elements), range: SourceRange(start: open, end: previousEnd))
    }

    mutating func parseTupleTypeElement() -> TupleTypeElement {
        let (label, second) = parseTupleTypeLabels()
        let element = parseType()
        return TupleTypeElement(label: label, secondName: second, type: element, isVariadic: consumeEllipsis())
    }

    mutating func parseTupleTypeLabels() -> (Name?, Name?) {
        if atNameOrKeyword, peek().kind == .colon {
            let label = name(advance())
            advance()
            return (label, nil)
        }
        if atNameOrKeyword, peek().kind == .identifier, peek(2).kind == .colon {
            let label = name(advance())
            let second = name(advance())
            advance()
            return (label, second)
        }
        return (nil, nil)
    }

    /// Consumes `...` if it is here.
    mutating func consumeEllipsis() -> Bool {
        guard kind == .postfixOperator || kind == .binaryOperator, spells(current, "...") else { return false }
        advance()
        return true
    }

    mutating func parseCollectionType() -> TypeSyntax {
        let open = advance().range.start
        let element = parseType()
        let value: TypeSyntax? = consume(.colon) != nil ? parseType() : nil
        if consume(.rightSquare) == nil { report("expected ']' to close the '[' opened here", range: SourceRange(start: open, end: open + 1)) }
        let range = SourceRange(start: open, end: previousEnd)
        if let value { return TypeSyntax(kind: .dictionary(element, value), range: range) }
        return TypeSyntax(kind: .array(element), range: range)
    }

    /// `.Member`, `.Type`, `?`, `!` after a type.
    mutating func parseTypeSuffixes(_ base: TypeSyntax) -> TypeSyntax {
        var type = base
        let start = base.range.start
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
