extension Parser {
    mutating func parseVariable(start: Int, attributes: [Attribute], modifiers: [Modifier]) -> VarDecl {
        let keyword = text(advance())
        var bindings: [PatternBinding] = []
        repeat {
            let bindingStart = current.range.start
            let savedPattern = inPattern
            inPattern = true
            let pattern = parsePrimaryPattern()
            inPattern = savedPattern
            var type: TypeSyntax?
            if consume(.colon) != nil { type = parseType() }
            var initializer: Expr?
            if consume(.equal) != nil { initializer = parseExpression() }
            var accessors: AccessorBlock?
            if kind == .leftBrace, type != nil || isObserverBlockStart() { accessors = parseAccessorBlock() }
            bindings.append(PatternBinding(pattern: pattern, type: type, initializer: initializer, accessors: accessors,
                                           range: SourceRange(start: bindingStart, end: previousEnd)))
        } while consume(.comma) != nil
        return VarDecl(attributes: attributes, modifiers: modifiers, keyword: keyword, bindings: bindings,
                       range: SourceRange(start: start, end: previousEnd))
    }

    static let accessorWords: [StaticString] = [
        "get", "set", "didSet", "willSet", "_modify", "modify", "_read", "read", "unsafeAddress", "unsafeMutableAddress", "init",
    ]

    func isAccessorWord(_ token: Token) -> Bool {
        if token.kind == .keyword(.`init`) { return true }
        guard token.kind == .identifier else { return false }
        for word in Self.accessorWords where spells(token, word) { return true }
        return false
    }

    /// Whether the current `{` opens `didSet`/`willSet` observers (not a trailing closure).
    func isObserverBlockStart() -> Bool {
        guard kind == .leftBrace else { return false }
        var position = index + 1
        while token(at: position).kind == .at { position = afterAttribute(position) }
        let word = token(at: position)
        return word.kind == .identifier && (spells(word, "didSet") || spells(word, "willSet"))
    }

    /// Whether the current `{` opens accessors (`get`, `set`, ...) rather than an implicit getter.
    func isAccessorListStart() -> Bool {
        var position = index + 1
        while token(at: position).kind == .at { position = afterAttribute(position) }
        while let next = afterModifier(position) { position = next }
        let word = token(at: position)
        guard isAccessorWord(word) else { return false }
        let next = token(at: position + 1)
        switch next.kind {
        case .leftBrace, .leftParen, .rightBrace, .endOfFile, .keyword(.throws): return true
        default: return next.isAtStartOfLine || (next.kind == .identifier && (spells(next, "async") || isAccessorWord(next)))
        }
    }

    /// `{ statements }` as a getter, or `{ get { } set { } }`.
    mutating func parseAccessorBlock() -> AccessorBlock {
        guard isAccessorListStart() else { return .getter(parseBlock()) }
        let start = advance().range.start
        var accessors: [Accessor] = []
        if enter() {
            while !atEnd, kind != .rightBrace {
                let accessorStart = current.range.start
                let before = index
                _ = parseAttributes()
                let modifiers = parseModifiers()
                guard isAccessorWord(current) else {
                    skip(reporting: "expected an accessor (get, set, didSet, willSet)") { parser in parser.isAccessorWord(parser.current) }
                    if index == before { advance() }
                    continue
                }
                let word = name(advance())
                var parameter: Name?
                if kind == .leftParen {
                    advance()
                    if kind == .identifier { parameter = name(advance()) }
                    expect(.rightParen, "')' after the accessor's parameter")
                }
                var effects: [String] = []
                while atWord("async") || at(.throws) {
                    effects.append(text(advance()))
                    if kind == .leftParen, effects.last == "throws" { skipBalanced() }
                }
                var body: CodeBlock?
                if kind == .leftBrace { body = parseBlock() }
                accessors.append(Accessor(kind: word, modifiers: modifiers, parameter: parameter, effects: effects, body: body,
                                          range: SourceRange(start: accessorStart, end: previousEnd)))
                _ = consume(.semicolon)
            }
            leave()
        }
        closeBrace(openedAt: start)
        return .accessors(accessors, SourceRange(start: start, end: previousEnd))
    }
}
