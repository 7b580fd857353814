extension Parser {
    /// The token at absolute index `at`, or an end of input past ``limit``.
    func token(at position: Int) -> Token {
        position < limit ? tokens[position] : Token(kind: .endOfFile, range: .empty(at: Int(tokens[Swift.min(position, limit)].start)))
    }

    /// Modifier words (The Swift Programming Language, "Declaration Modifiers").
    func isModifierWord(_ token: Token) -> Bool {
        switch token.kind {
        case .keyword(.public), .keyword(.private), .keyword(.fileprivate), .keyword(.internal), .keyword(.static): return true
        case .identifier:
            for word in Self.modifierWords where spells(token, word) { return true }
            return false
        default: return false
        }
    }

    static let modifierWords: [StaticString] = [
        "open", "package", "final", "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "optional",
        "required", "convenience", "dynamic", "indirect", "nonisolated", "isolated", "distributed", "prefix", "postfix",
        "infix", "__consuming", "consuming", "borrowing", "__setter_access", "async",
    ]

    /// The index after the attribute starting at `position` (an `@`).
    func afterAttribute(_ position: Int) -> Int {
        var at = position + 1
        guard token(at: at).kind == .identifier || isKeyword(token(at: at)) else { return at }
        at += 1
        while true {
            if token(at: at).kind == .period, token(at: at + 1).kind == .identifier { at += 2; continue }
            let next = afterAngles(at)
            if next == at { break }
            at = next
        }
        if token(at: at).kind == .leftParen, !token(at: at).spacing.contains(.spaceBefore) {
            var nesting = 0
            repeat {
                let kind = token(at: at).kind
                if kind == .endOfFile { return at }
                if Self.isOpener(kind) { nesting += 1 } else if Self.isCloser(kind) { nesting -= 1 }
                at += 1
            } while nesting > 0
        }
        return at
    }

    /// The index after `<...>` attached at `position` (counted by angle
    /// characters, at most 64 tokens), or `position` if none is there.
    func afterAngles(_ position: Int) -> Int {
        let first = token(at: position)
        guard first.kind == .binaryOperator || first.kind == .prefixOperator, bytes[Int(first.start)] == UInt8(ascii: "<"),
              !first.spacing.contains(.spaceBefore) else { return position }
        var angles = 0
        var at = position
        while at < position + 64 {
            let token = token(at: at)
            if token.kind == .endOfFile || token.kind == .leftBrace || token.kind == .rightBrace { return position }
            if token.kind == .binaryOperator || token.kind == .prefixOperator || token.kind == .postfixOperator {
                for offset in Int(token.start)..<Int(token.end) {
                    if bytes[offset] == UInt8(ascii: "<") { angles += 1 } else if bytes[offset] == UInt8(ascii: ">") { angles -= 1 }
                }
            }
            at += 1
            if angles <= 0 { return at }
        }
        return position
    }

    func isKeyword(_ token: Token) -> Bool {
        if case .keyword = token.kind { return true }
        return false
    }

    /// The index after the modifier at `position`, or nil if none is there.
    func afterModifier(_ position: Int) -> Int? {
        let word = token(at: position)
        if word.kind == .keyword(.class) {
            let next = token(at: position + 1)
            return isModifierWord(next) || isDeclarationKeyword(at: position + 1) && next.kind != .keyword(.class) && next.kind != .identifier
                ? position + 1 : nil
        }
        guard isModifierWord(word) else { return nil }
        if token(at: position + 1).kind == .leftParen, token(at: position + 3).kind == .rightParen {
            let detail = token(at: position + 2)
            if spells(detail, "set") || spells(detail, "unsafe") || spells(detail, "safe") { return position + 4 }
        }
        return position + 1
    }

    /// Whether a declaration keyword is at `position`.
    func isDeclarationKeyword(at position: Int) -> Bool {
        let word = token(at: position)
        switch word.kind {
        case .keyword(.var), .keyword(.let), .keyword(.func), .keyword(.`init`), .keyword(.deinit), .keyword(.subscript),
             .keyword(.struct), .keyword(.class), .keyword(.enum), .keyword(.protocol), .keyword(.extension),
             .keyword(.typealias), .keyword(.associatedtype), .keyword(.import), .keyword(.operator), .keyword(.precedencegroup),
             .keyword(.case):
            return true
        case .identifier:
            let next = token(at: position + 1)
            if spells(word, "actor") { return next.kind == .identifier && !next.isAtStartOfLine }
            if spells(word, "macro") {
                return next.kind == .identifier && !next.isAtStartOfLine && (token(at: position + 2).kind == .leftParen || spells(token(at: position + 2), "<"))
            }
            return false
        default:
            return false
        }
    }

    /// Whether attributes and modifiers, then a declaration keyword, start here.
    /// `case` counts only in a declaration list (``parseMembers(until:)``).
    func startsDeclaration(allowCase: Bool = false) -> Bool {
        var position = index
        while token(at: position).kind == .at { position = afterAttribute(position) }
        while let next = afterModifier(position) { position = next }
        if token(at: position).kind == .keyword(.case) { return allowCase }
        return isDeclarationKeyword(at: position)
    }

    mutating func parseAttributes() -> [Attribute] {
        var attributes: [Attribute] = []
        while kind == .at {
            let start = advance().range.start
            guard kind == .identifier || isKeyword(current) else {
                report("expected an attribute name after '@'", range: .empty(at: current.range.start))
                break
            }
            var attributeName = name(advance())
            while true {
                if kind == .period, peek().kind == .identifier {
                    advance()
                    let part = name(advance())
                    attributeName = Name(attributeName.text + "." + part.text, range: attributeName.range.union(part.range))
                } else if atOperatorStarting("<"), !current.spacing.contains(.spaceBefore) {
                    let generics = parseGenericArguments()
                    attributeName = Name(attributeName.text + "<" + generics.map(\.description).joined(separator: ", ") + ">",
                                         range: SourceRange(start: attributeName.range.start, end: previousEnd))
                } else {
                    break
                }
            }
            var arguments: [Argument]?
            var argumentsRange: SourceRange?
            if kind == .leftParen, !current.spacing.contains(.spaceBefore) {
                let open = current.range.start
                if Self.rawArgumentAttributes.contains(attributeName.text) {
                    skipBalanced()
                } else {
                    arguments = parseArguments(close: .rightParen)
                }
                argumentsRange = SourceRange(start: open, end: previousEnd)
            }
            attributes.append(Attribute(name: attributeName, arguments: arguments, argumentsRange: argumentsRange,
                                        range: SourceRange(start: start, end: previousEnd)))
        }
        return attributes
    }

    /// Attributes whose arguments are not expressions; kept as a range.
    static let rawArgumentAttributes: Set<String> = [
        "available", "backDeployed", "_originallyDefinedIn", "objc", "_spi", "_silgen_name", "convention", "_specialize",
        "differentiable", "derivative", "transpose", "_implements", "_effects", "_documentation", "_semantics", "inline",
        "_cdecl", "_expose", "_section", "_alignment", "_typeEraser", "storageRestrictions", "_nonSendable", "retroactive",
    ]

    mutating func parseModifiers() -> [Modifier] {
        var modifiers: [Modifier] = []
        while let next = afterModifier(index) {
            let start = current.range.start
            let word = name(advance())
            var detail: Name?
            if index < next {
                advance()
                detail = name(advance())
                advance()
            }
            modifiers.append(Modifier(name: word, detail: detail, range: SourceRange(start: start, end: previousEnd)))
        }
        return modifiers
    }

    /// Declarations until the list's end: a type's members, or a `#if` clause's.
    mutating func parseMembers(until end: StatementListEnd) -> [Decl] {
        var members: [Decl] = []
        while !atEnd, kind != .rightBrace {
            if end == .ifConfigClause, kind == .poundElseif || kind == .poundElse || kind == .poundEndif { break }
            if consume(.semicolon) != nil { continue }
            let before = index
            if kind == .poundIf {
                members.append(.ifConfig(parseIfConfig { parser in parser.parseMembers(until: .ifConfigClause) }))
            } else if kind == .macro {
                members.append(.macro(parseMacroExpansion(trailingClosures: true)))
            } else if startsDeclaration(allowCase: true), let decl = parseDeclaration() {
                members.append(decl)
            } else {
                skipToDeclaration()
            }
            if index == before {
                reportUnexpected(expecting: "; expected a declaration")
                advance()
            }
        }
        return members
    }

    mutating func skipToDeclaration() {
        skip(reporting: "expected a declaration") { parser in
            parser.kind == .poundIf || parser.kind == .poundElseif || parser.kind == .poundElse || parser.kind == .poundEndif
                || (parser.current.isAtStartOfLine && parser.startsDeclaration(allowCase: true))
        }
    }

    /// A declaration; the current token starts one (``startsDeclaration(allowCase:)``).
    mutating func parseDeclaration() -> Decl? {
        guard enter() else { return nil }
        defer { leave() }
        let start = current.range.start
        let attributes = parseAttributes()
        let modifiers = parseModifiers()
        switch kind {
        case .keyword(.var), .keyword(.let):
            return .variable(parseVariable(start: start, attributes: attributes, modifiers: modifiers))
        case .keyword(.func), .keyword(.`init`), .keyword(.deinit), .keyword(.subscript):
            return .function(parseFunction(start: start, attributes: attributes, modifiers: modifiers))
        case .keyword(.struct), .keyword(.class), .keyword(.enum), .keyword(.protocol), .keyword(.extension), .identifier:
            return .type(parseTypeDeclaration(start: start, attributes: attributes, modifiers: modifiers))
        case .keyword(.case):
            return .enumCase(parseEnumCase(start: start, attributes: attributes, modifiers: modifiers))
        case .keyword(.typealias), .keyword(.associatedtype):
            return .typeAlias(parseTypeAlias(start: start, modifiers: modifiers))
        case .keyword(.import):
            return .importDecl(parseImport(start: start, attributes: attributes))
        default:
            return .other(parseOtherDeclaration(start: start))
        }
    }

    mutating func parseImport(start: Int, attributes: [Attribute]) -> ImportDecl {
        advance()
        var importKind: String?
        if isKeyword(current), kind != .keyword(.import), !current.isAtStartOfLine { importKind = text(advance()) }
        var path: [Name] = []
        if kind == .identifier { path.append(name(advance())) } else { report("expected a module name", range: .empty(at: current.range.start)) }
        while kind == .period, peek().kind == .identifier || isKeyword(peek()) {
            advance()
            path.append(name(advance()))
        }
        return ImportDecl(attributes: attributes, kind: importKind, path: path, range: SourceRange(start: start, end: previousEnd))
    }

    /// `operator`, `precedencegroup`, `macro`: the keyword, a name, the rest of the line or a braced body.
    mutating func parseOtherDeclaration(start: Int) -> OtherDecl {
        let keyword = text(advance())
        var declName: Name?
        if kind == .identifier || kind == .binaryOperator || kind == .prefixOperator || kind == .postfixOperator {
            declName = name(advance())
        }
        while !atEnd, !current.isAtStartOfLine, kind != .rightBrace {
            if kind == .leftBrace { skipBalanced(); break }
            skipBalanced()
        }
        return OtherDecl(keyword: keyword, name: declName, range: SourceRange(start: start, end: previousEnd))
    }

    mutating func parseTypeDeclaration(start: Int, attributes: [Attribute], modifiers: [Modifier]) -> TypeDecl {
        let keywordToken = advance()
        let kind = spells(keywordToken, "actor") ? TypeDecl.Kind.actor : TypeDecl.Kind(rawValue: text(keywordToken)) ?? .struct
        var typeName = Name("", range: .empty(at: current.range.start))
        var extendedType: TypeSyntax?
        if kind == .extension {
            let type = parseType()
            extendedType = type
            typeName = Name(type.description, range: type.range)
        } else if self.kind == .identifier {
            typeName = name(advance())
        } else {
            report("expected a name after '\(text(keywordToken))'", range: .empty(at: current.range.start))
        }
        let generics = atOperatorStarting("<") ? parseGenericParameterClause() : nil
        var inheritance: [TypeSyntax] = []
        if consume(.colon) != nil {
            repeat { inheritance.append(parseType()) } while consume(.comma) != nil
        }
        let whereRange = skipWhereClause()
        var members: [Decl] = []
        let bodyStart = current.range.start
        if self.kind == .leftBrace {
            advance()
            members = parseMembers(until: .brace)
            closeBrace(openedAt: bodyStart)
        } else {
            report("expected '{' to start the body of '\(typeName.text)'", range: .empty(at: current.range.start))
        }
        return TypeDecl(kind: kind, attributes: attributes, modifiers: modifiers, name: typeName, extendedType: extendedType,
                        genericParameters: generics, inheritance: inheritance, whereClauseRange: whereRange, members: members,
                        range: SourceRange(start: start, end: previousEnd))
    }

    /// Skips a `where` clause, if one is here, up to a `{` or the next line's declaration.
    mutating func skipWhereClause() -> SourceRange? {
        guard at(.where) else { return nil }
        let start = advance().range.start
        while !atEnd, kind != .leftBrace, !Self.isCloser(kind) {
            if current.isAtStartOfLine, startsDeclaration(allowCase: true) || kind == .poundIf { break }
            skipBalanced()
        }
        return SourceRange(start: start, end: previousEnd)
    }

    mutating func parseTypeAlias(start: Int, modifiers: [Modifier]) -> TypeAliasDecl {
        let keyword = text(advance())
        var aliasName = Name("", range: .empty(at: current.range.start))
        if kind == .identifier { aliasName = name(advance()) } else { report("expected a name after '\(keyword)'", range: .empty(at: current.range.start)) }
        if atOperatorStarting("<") { _ = parseGenericParameterClause() }
        if consume(.colon) != nil {
            repeat { _ = parseType() } while consume(.comma) != nil
        }
        var type: TypeSyntax?
        if consume(.equal) != nil { type = parseType() } else if keyword == "typealias" {
            report("expected '=' in the typealias", range: .empty(at: current.range.start))
        }
        _ = skipWhereClause()
        return TypeAliasDecl(keyword: keyword, modifiers: modifiers, name: aliasName, type: type, range: SourceRange(start: start, end: previousEnd))
    }

    mutating func parseEnumCase(start: Int, attributes: [Attribute], modifiers: [Modifier]) -> EnumCaseDecl {
        advance()
        var elements: [EnumCaseDecl.Element] = []
        repeat {
            let elementStart = current.range.start
            guard kind == .identifier || isKeyword(current) && kind != .keyword(.case) else {
                report("expected a case name", range: .empty(at: current.range.start))
                break
            }
            let caseName = name(advance())
            var associated: [Parameter]?
            if kind == .leftParen { associated = parseParameterClause(namesOptional: true) }
            var rawValue: Expr?
            if consume(.equal) != nil { rawValue = parseExpression() }
            elements.append(EnumCaseDecl.Element(name: caseName, associatedValues: associated, rawValue: rawValue,
                                                 range: SourceRange(start: elementStart, end: previousEnd)))
        } while consume(.comma) != nil
        return EnumCaseDecl(attributes: attributes, modifiers: modifiers, elements: elements, range: SourceRange(start: start, end: previousEnd))
    }
}
