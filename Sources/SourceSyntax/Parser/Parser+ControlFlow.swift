extension Parser {
    /// `if ... { } else if ... { } else { }`, read iteratively however long the chain.
    mutating func parseIfExpr() -> Expr {
        var links: [(start: Int, conditions: [Condition], body: CodeBlock)] = []
        var finalElse: CodeBlock?
        var height = 1
        repeat {
            let start = advance().range.start
            let conditions = parseConditions()
            height = Swift.max(height, lastHeight)
            let body = parseBlock()
            height = Swift.max(height, lastHeight)
            links.append((start, conditions, body))
            guard consume(.keyword(.else)) != nil else { break }
            if !at(.if) {
                finalElse = parseBlock()
                height = Swift.max(height, lastHeight)
                break
            }
        } while links.count < limits.maximumChainHeight || reportIfChainTooLong()
        let end = previousEnd
        var elseBranch = finalElse.map { IfExpr.ElseBranch.block($0) }
        var result: IfExpr?
        for link in links.reversed() {
            let node = IfExpr(conditions: link.conditions, body: link.body, elseBranch: elseBranch, range: SourceRange(start: link.start, end: end))
            result = node
            elseBranch = .elseIf(node)
        }
        lastHeight = height + links.count
        if let result { return .ifExpr(result) }
        return .missing(MissingExpr(range: .empty(at: end)))
    }

    /// Reports an `else if` chain at its bound; returns false, ending it.
    mutating func reportIfChainTooLong() -> Bool {
        report("more than \(limits.maximumChainHeight) 'else if' branches; the rest is not read", range: .empty(at: current.range.start))
        return false
    }

    /// `switch subject { cases }`.
    mutating func parseSwitchExpr() -> Expr {
        let start = advance().range.start
        let savedPattern = inPattern
        inPattern = false
        let subject = parseExpression(trailingClosures: false)
        var height = lastHeight
        var cases: [SwitchElement] = []
        let open = current.range.start
        if consume(.leftBrace) != nil {
            let savedScope = scopeHeight
            scopeHeight = 0
            if enter() {
                cases = parseSwitchElements(inIfConfig: false)
                leave()
            }
            closeBrace(openedAt: open)
            height = Swift.max(height, scopeHeight + 2)
            scopeHeight = Swift.max(savedScope, height)
        } else {
            report("expected '{' after the switch subject", range: .empty(at: current.range.start))
        }
        inPattern = savedPattern
        lastHeight = height + 1
        return .switchExpr(SwitchExpr(subject: subject, cases: cases, range: SourceRange(start: start, end: previousEnd)))
    }

    /// Whether the `#if` here holds switch cases: the first token after its
    /// condition line (and any nested `#if` lines) is `case`, `default` or `@unknown`.
    func ifConfigHoldsCases() -> Bool {
        var position = index
        for _ in 0..<64 {
            position += 1
            while token(at: position).kind != .endOfFile, !token(at: position).isAtStartOfLine { position += 1 }
            switch token(at: position).kind {
            case .keyword(.case), .keyword(.default), .at, .poundEndif, .poundElse, .poundElseif: return true
            case .poundIf: continue
            default: return false
            }
        }
        return false
    }

    mutating func parseSwitchElements(inIfConfig: Bool) -> [SwitchElement] {
        var elements: [SwitchElement] = []
        while !atEnd, kind != .rightBrace {
            if inIfConfig, kind == .poundElseif || kind == .poundElse || kind == .poundEndif { break }
            let before = index
            if kind == .poundIf {
                elements.append(.ifConfig(parseIfConfig { parser in parser.parseSwitchElements(inIfConfig: true) }))
            } else if at(.case) || at(.default) || kind == .at {
                elements.append(.switchCase(parseSwitchCase()))
            } else {
                skip(reporting: "expected 'case' or 'default' in the switch") { parser in
                    parser.at(.case) || parser.at(.default) || parser.kind == .poundIf || parser.kind == .poundElseif
                        || parser.kind == .poundElse || parser.kind == .poundEndif
                }
            }
            if index == before {
                report("unexpected \(describe(current)) in the switch", at: current)
                advance()
            }
        }
        return elements
    }

    mutating func parseSwitchCase() -> SwitchCase {
        let start = current.range.start
        let attributes = parseAttributes()
        var items: [SwitchCase.Item] = []
        var isDefault = false
        if consume(.keyword(.default)) != nil {
            isDefault = true
        } else if consume(.keyword(.case)) != nil {
            let savedPattern = inPattern
            repeat {
                inPattern = true
                let pattern = parseExpression(trailingClosures: false)
                inPattern = false
                var whereClause: Expr?
                if consume(.keyword(.where)) != nil { whereClause = parseExpression(trailingClosures: false) }
                items.append(SwitchCase.Item(pattern: pattern, whereClause: whereClause))
            } while consume(.comma) != nil
            inPattern = savedPattern
        } else {
            report("expected 'case' or 'default' after the attribute", range: .empty(at: current.range.start))
        }
        if consume(.colon) == nil { report("expected ':' after the case", range: .empty(at: current.range.start)) }
        let statements = parseStatements(until: .switchCase)
        return SwitchCase(items: items, isDefault: isDefault, attributes: attributes, statements: statements,
                          range: SourceRange(start: start, end: previousEnd))
    }
}
