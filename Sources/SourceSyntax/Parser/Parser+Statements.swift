/// Where a statement list ends.
enum StatementListEnd {
    /// The end of the file; a stray `}` is reported and skipped.
    case file
    /// A `}` (not consumed).
    case brace
    /// A `#elseif`, `#else`, `#endif`, or a `}`.
    case ifConfigClause
    /// A `case`, `default`, `@unknown`, a `#if` of cases, a directive, or a `}`.
    case switchCase
}

extension Parser {
    mutating func parseSourceFile() -> SourceFileSyntax {
        let statements = parseStatements(until: .file)
        return SourceFileSyntax(statements: statements, range: SourceRange(start: 0, end: bytes.count))
    }

    /// Whether the current token ends a statement list of `end`.
    func atListEnd(_ end: StatementListEnd) -> Bool {
        switch kind {
        case .endOfFile: return true
        case .rightBrace: return end != .file
        case .poundElseif, .poundElse, .poundEndif: return end == .ifConfigClause || end == .switchCase
        case .keyword(.case), .keyword(.default): return end == .switchCase
        case .at: return end == .switchCase && peek().kind == .identifier && spells(peek(), "unknown")
        case .poundIf: return end == .switchCase && ifConfigHoldsCases()
        default: return false
        }
    }

    /// Statements until the list's end, each separated by a line break or `;`.
    mutating func parseStatements(until end: StatementListEnd) -> [Stmt] {
        var statements: [Stmt] = []
        while !atListEnd(end) {
            if let statement = parseListStatement(end) { statements.append(statement) }
        }
        return statements
    }

    /// One statement of a list with its separator, or nil after recovering from junk.
    mutating func parseListStatement(_ end: StatementListEnd) -> Stmt? {
        if consume(.semicolon) != nil { return nil }
        if Self.isCloser(kind) {
            reportUnexpected()
            advance()
            return nil
        }
        let before = index
        let statement = parseStatement()
        if index == before {
            reportUnexpected(expecting: "; expected a statement")
            skipBalanced()
            return statement
        }
        if !atListEnd(end), kind != .semicolon, !Self.isCloser(kind), !current.isAtStartOfLine { reportMissingSeparator() }
        return statement
    }

    mutating func reportUnexpected(expecting: String = "") {
        report("unexpected \(describe(current))\(expecting)", at: current)
    }

    mutating func reportMissingSeparator() {
        report("expected a line break or ';' after the statement", range: .empty(at: current.range.start))
    }

    /// One statement, or nil if the current token starts none (nothing consumed).
    mutating func parseStatement() -> Stmt? {
        switch kind {
        case .keyword(.return): return parseReturn()
        case .keyword(.throw): return parseThrow()
        case .keyword(.break), .keyword(.continue), .keyword(.fallthrough): return parseJump()
        case .keyword(.guard): return parseGuard()
        case .keyword(.for): return parseForIn()
        case .keyword(.while): return parseWhile()
        case .keyword(.repeat): return parseRepeat()
        case .keyword(.do): return parseDo()
        case .keyword(.defer): return parseDefer()
        case .poundIf: return .ifConfig(parseIfConfig { parser in parser.parseStatements(until: .ifConfigClause) })
        case .identifier where peek().kind == .colon && isLabelledStatementKeyword(peek(2).kind): return parseLabeled()
        case .at where attributedMacroAhead():
            // `@available(iOS 17, *) #Preview { ... }`: attributes on a
            // freestanding macro (SE-0397), which Xcode's templates write. The
            // attributes say when the preview exists, nothing the reader
            // uses; the expansion is read as any other.
            _ = parseAttributes()
            return .expression(parseExpression())
        default:
            if startsDeclaration() { return parseDeclaration().map { .declaration($0) } }
            guard canStartExpression() else { return nil }
            return .expression(parseExpression())
        }
    }

    /// Whether attributes start here and a freestanding macro follows them.
    func attributedMacroAhead() -> Bool {
        var position = index
        while token(at: position).kind == .at { position = afterAttribute(position) }
        return position != index && token(at: position).kind == .macro
    }

    mutating func parseReturn() -> Stmt {
        let start = advance().range.start
        let value: Expr? = canStartExpression() && !atListEnd(.switchCase) ? parseExpression() : nil
        return .returnStmt(ReturnStmt(value: value, range: SourceRange(start: start, end: previousEnd)))
    }

    mutating func parseThrow() -> Stmt {
        let start = advance().range.start
        let value = parseExpression()
        return .throwStmt(ThrowStmt(value: value, range: SourceRange(start: start, end: previousEnd)))
    }

    mutating func parseJump() -> Stmt {
        let token = advance()
        var label: Name?
        if kind == .identifier, !current.isAtStartOfLine { label = name(advance()) }
        return .jump(JumpStmt(keyword: text(token), label: label, range: SourceRange(start: token.range.start, end: previousEnd)))
    }

    mutating func parseDefer() -> Stmt {
        let start = advance().range.start
        let body = parseBlock()
        return .deferStmt(DeferStmt(body: body, range: SourceRange(start: start, end: previousEnd)))
    }

    mutating func parseLabeled() -> Stmt? {
        let label = name(advance())
        advance()
        guard let statement = parseStatement() else { return nil }
        return .labeled(LabeledStmt(label: label, statement: statement, range: SourceRange(start: label.range.start, end: previousEnd)))
    }

    func isLabelledStatementKeyword(_ kind: TokenKind) -> Bool {
        switch kind {
        case .keyword(.for), .keyword(.while), .keyword(.repeat), .keyword(.do), .keyword(.if), .keyword(.switch): true
        default: false
        }
    }

    /// `{ statements }`; a missing `{` is reported and an empty block returned.
    mutating func parseBlock() -> CodeBlock {
        let start = current.range.start
        guard kind == .leftBrace else {
            report("expected '{'", range: .empty(at: current.range.start))
            return CodeBlock(statements: [], range: .empty(at: start))
        }
        advance()
        let savedScope = scopeHeight
        scopeHeight = 0
        var statements: [Stmt] = []
        if enter() {
            statements = parseStatements(until: .brace)
            leave()
        }
        closeBrace(openedAt: start)
        lastHeight = scopeHeight + 2
        scopeHeight = Swift.max(savedScope, lastHeight)
        return CodeBlock(statements: statements, range: SourceRange(start: start, end: previousEnd))
    }

    /// Consumes the `}` closing a group opened at `start`, or reports it missing.
    mutating func closeBrace(openedAt start: Int) {
        if consume(.rightBrace) == nil {
            report("expected '}' to close the '{' opened here", range: SourceRange(start: start, end: start + 1))
        }
    }

    mutating func parseGuard() -> Stmt {
        let start = advance().range.start
        let conditions = parseConditions()
        if consume(.keyword(.else)) == nil { report("expected 'else' after the guard's conditions", range: .empty(at: current.range.start)) }
        let body = parseBlock()
        return .guardStmt(GuardStmt(conditions: conditions, elseBody: body, range: SourceRange(start: start, end: previousEnd)))
    }

    mutating func parseForIn() -> Stmt {
        let start = advance().range.start
        while at(.try) || at(.await) { advance() }
        _ = consume(.keyword(.case))
        let savedPattern = inPattern
        inPattern = true
        let pattern = parseExpression(trailingClosures: false)
        inPattern = savedPattern
        var type: TypeSyntax?
        if consume(.colon) != nil { type = parseType() }
        if consume(.keyword(.in)) == nil { report("expected 'in' after the for loop's pattern", range: .empty(at: current.range.start)) }
        let sequence = parseExpression(trailingClosures: false)
        var whereClause: Expr?
        if consume(.keyword(.where)) != nil { whereClause = parseExpression(trailingClosures: false) }
        let body = parseBlock()
        return .forIn(ForInStmt(pattern: pattern, type: type, sequence: sequence, whereClause: whereClause, body: body,
                                range: SourceRange(start: start, end: previousEnd)))
    }

    mutating func parseWhile() -> Stmt {
        let start = advance().range.start
        let conditions = parseConditions()
        let body = parseBlock()
        return .whileStmt(WhileStmt(conditions: conditions, body: body, range: SourceRange(start: start, end: previousEnd)))
    }

    mutating func parseRepeat() -> Stmt {
        let start = advance().range.start
        let body = parseBlock()
        var condition = Expr.missing(MissingExpr(range: .empty(at: current.range.start)))
        if expect(.keyword(.while), "'while' after the repeat block") != nil { condition = parseExpression() }
        return .repeatWhile(RepeatWhileStmt(body: body, condition: condition, range: SourceRange(start: start, end: previousEnd)))
    }

    mutating func parseDo() -> Stmt {
        let start = advance().range.start
        if at(.throws) {
            advance()
            if kind == .leftParen { skipBalanced() }
        }
        let body = parseBlock()
        var catches: [DoStmt.Catch] = []
        while at(.catch) {
            let catchStart = advance().range.start
            var patterns: [Expr] = []
            let savedPattern = inPattern
            inPattern = true
            while kind != .leftBrace, canStartExpression() {
                patterns.append(parseExpression(trailingClosures: false))
                if consume(.keyword(.where)) != nil { _ = parseExpression(trailingClosures: false) }
                if consume(.comma) == nil { break }
            }
            inPattern = savedPattern
            let catchBody = parseBlock()
            catches.append(DoStmt.Catch(patterns: patterns, body: catchBody, range: SourceRange(start: catchStart, end: previousEnd)))
        }
        return .doStmt(DoStmt(body: body, catches: catches, range: SourceRange(start: start, end: previousEnd)))
    }

    /// The comma-separated conditions of `if`, `guard` and `while`.
    mutating func parseConditions() -> [Condition] {
        var conditions: [Condition] = []
        repeat {
            if at(.let) || at(.var) {
                conditions.append(parseOptionalBindingCondition())
            } else if at(.case) {
                conditions.append(parseMatchingCondition())
            } else if kind == .poundAvailable {
                conditions.append(parseAvailabilityCondition())
            } else {
                conditions.append(.expression(parseExpression(trailingClosures: false)))
            }
        } while consume(.comma) != nil
        return conditions
    }

    mutating func parseOptionalBindingCondition() -> Condition {
        let start = current.range.start
        let keyword = text(advance())
        let savedPattern = inPattern
        inPattern = true
        let pattern = parsePrimaryPattern()
        inPattern = savedPattern
        let type: TypeSyntax? = consume(.colon) != nil ? parseType() : nil
        let value: Expr? = consume(.equal) != nil ? parseExpression(trailingClosures: false) : nil
        return .optionalBinding(OptionalBinding(keyword: keyword, pattern: pattern, type: type, value: value, range: SourceRange(start: start, end: previousEnd)))
    }

    mutating func parseMatchingCondition() -> Condition {
        let start = advance().range.start
        let savedPattern = inPattern
        inPattern = true
        let pattern = parseExpression(trailingClosures: false, stopAtEqual: true)
        inPattern = savedPattern
        var value = Expr.missing(MissingExpr(range: .empty(at: current.range.start)))
        if expect(.equal, "'=' after the case pattern") != nil { value = parseExpression(trailingClosures: false) }
        return .matching(pattern: pattern, value: value, range: SourceRange(start: start, end: previousEnd))
    }

    mutating func parseAvailabilityCondition() -> Condition {
        let start = advance().range.start
        if kind == .leftParen { skipBalanced() }
        return .availability(SourceRange(start: start, end: previousEnd))
    }

    /// A binding's pattern: a name, `_`, or a tuple of them.
    mutating func parsePrimaryPattern() -> Expr {
        if kind == .identifier {
            let token = advance()
            lastHeight = 1
            return .identifier(IdentifierExpr(name: name(token), range: token.range))
        }
        return parsePostfixExpression(trailingClosures: false)
    }
}
