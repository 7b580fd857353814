extension Parser {
    /// `#if condition elements (#elseif condition elements)* (#else elements)? #endif`;
    /// `elements` reads one clause's contents.
    mutating func parseIfConfig<Element>(_ elements: (inout Parser) -> [Element]) -> IfConfig<Element> {
        let start = current.range.start
        var clauses: [IfConfigClause<Element>] = []
        var directive = IfConfigClause<Element>.Directive.if
        while true {
            let clauseStart = advance().range.start
            var condition: Expr?
            if directive != .else { condition = parseDirectiveCondition() }
            var items: [Element] = []
            if enter() {
                items = elements(&self)
                leave()
            }
            clauses.append(IfConfigClause(directive: directive, condition: condition, elements: items, range: SourceRange(start: clauseStart, end: previousEnd)))
            switch kind {
            case .poundElseif where directive != .else: directive = .elseif
            case .poundElse where directive != .else: directive = .else
            case .poundEndif:
                advance()
                return IfConfig(clauses: clauses, range: SourceRange(start: start, end: previousEnd))
            default:
                if kind == .poundElse || kind == .poundElseif {
                    report("'\(text(current))' after '#else'", at: current)
                    directive = .else
                    continue
                }
                report("expected '#endif' to close the '#if' opened here", range: SourceRange(start: start, end: start + 3))
                return IfConfig(clauses: clauses, range: SourceRange(start: start, end: previousEnd))
            }
        }
    }

    /// The condition of `#if` or `#elseif`: the rest of the directive's line.
    mutating func parseDirectiveCondition() -> Expr {
        var end = index
        while end < limit, !tokens[end].isAtStartOfLine { end += 1 }
        let savedLimit = limit
        limit = Swift.min(limit, end)
        let savedPattern = inPattern
        inPattern = false
        var condition = Expr.missing(MissingExpr(range: .empty(at: current.range.start)))
        if atEnd {
            report("expected a condition after the directive", range: .empty(at: current.range.start))
        } else {
            condition = parseExpression(trailingClosures: false)
            if !atEnd {
                let skipStart = current.range.start
                while !atEnd { advance() }
                report("unexpected tokens after the directive's condition", range: SourceRange(start: skipStart, end: previousEnd))
            }
        }
        inPattern = savedPattern
        limit = savedLimit
        return condition
    }
}
