/// An operator between operands of a sequence, before folding.
enum SequenceOperator {
    case binary(Name)
    case ternary(Expr)
    case cast(String, TypeSyntax, SourceRange)
}

/// Swift's standard precedence groups (the standard library's `Policy.swift`);
/// an operator not listed gets `DefaultPrecedence`.
enum Precedence {
    static let assignment = 90, ternary = 100, defaultPrecedence = 105, disjunction = 110, conjunction = 120
    static let comparison = 130, nilCoalescing = 131, casting = 132, rangeFormation = 135, addition = 140
    static let multiplication = 150, bitwiseShift = 160

    static func of(_ op: String) -> Int {
        switch op {
        case "=", "*=", "/=", "%=", "+=", "-=", "<<=", ">>=", "&=", "|=", "^=", "&*=", "&+=", "&-=", "&<<=", "&>>=": assignment
        case "||": disjunction
        case "&&": conjunction
        case "<", "<=", ">", ">=", "==", "!=", "===", "!==", "~=", ".==", ".!=", ".<", ".<=", ".>", ".>=": comparison
        case "??": nilCoalescing
        case "...", "..<": rangeFormation
        case "+", "-", "&+", "&-", "|", "^": addition
        case "*", "/", "%", "&*", "&": multiplication
        case "<<", ">>", "&<<", "&>>": bitwiseShift
        default: defaultPrecedence
        }
    }

    static func isRightAssociative(_ precedence: Int) -> Bool {
        precedence == assignment || precedence == ternary || precedence == nilCoalescing
    }
}

extension Parser {
    /// Whether the current token can start an expression.
    func canStartExpression() -> Bool {
        switch kind {
        case .identifier, .integerLiteral, .floatLiteral, .stringOpen, .regexLiteral, .period, .leftParen, .leftSquare,
             .leftBrace, .backslash, .macro, .poundAvailable, .prefixOperator, .prefixAmpersand:
            return true
        case .keyword(let keyword):
            switch keyword {
            case .self, .Self, .super, .Any, .true, .false, .nil, .`init`, .if, .switch, .try, .await: return true
            case .let, .var, .is: return inPattern
            default: return false
            }
        default:
            return false
        }
    }

    /// An expression: a sequence of operands and operators, folded by precedence.
    ///
    /// - Parameters:
    ///   - trailingClosures: Whether `{` after an operand is a trailing
    ///     closure; false in conditions, where it opens the body.
    ///   - stopAtEqual: Whether `=` ends the expression (`case pattern = value`).
    mutating func parseExpression(trailingClosures: Bool = true, stopAtEqual: Bool = false) -> Expr {
        guard enter() else {
            lastHeight = 1
            return .missing(MissingExpr(range: .empty(at: current.range.start)))
        }
        defer { leave() }
        let expr = parseSequence(trailingClosures: trailingClosures, stopAtEqual: stopAtEqual)
        scopeHeight = Swift.max(scopeHeight, lastHeight)
        return expr
    }

    mutating func parseSequence(trailingClosures: Bool, stopAtEqual: Bool) -> Expr {
        var operands = [parseUnary(trailingClosures: trailingClosures)]
        var tallest = lastHeight
        var operators: [SequenceOperator] = []
        while let op = parseSequenceOperator(trailingClosures: trailingClosures, stopAtEqual: stopAtEqual, tallest: &tallest) {
            operators.append(op)
            if case .cast = op { continue }
            operands.append(parseUnary(trailingClosures: trailingClosures))
            tallest = Swift.max(tallest, lastHeight)
            if tallest + operators.count > limits.maximumChainHeight {
                reportSequenceTooLong()
                break
            }
        }
        lastHeight = tallest + operators.count
        return operators.isEmpty ? operands[0] : fold(operands, operators)
    }

    mutating func reportSequenceTooLong() {
        report("expression longer than \(limits.maximumChainHeight) operators; the rest is not read", range: .empty(at: current.range.start))
    }

    /// The operator continuing a sequence, or nil where it ends.
    mutating func parseSequenceOperator(trailingClosures: Bool, stopAtEqual: Bool, tallest: inout Int) -> SequenceOperator? {
        switch kind {
        case .binaryOperator: return .binary(name(advance()))
        case .equal where !stopAtEqual: return .binary(name(advance()))
        case .infixQuestion: return parseTernaryMiddle(trailingClosures: trailingClosures, tallest: &tallest)
        case .keyword(.as), .keyword(.is): return parseCastOperator()
        default: return nil
        }
    }

    mutating func parseTernaryMiddle(trailingClosures: Bool, tallest: inout Int) -> SequenceOperator {
        advance()
        let middle = parseExpression(trailingClosures: trailingClosures)
        tallest = Swift.max(tallest, lastHeight)
        if consume(.colon) == nil { report("expected ':' after the ternary's first branch", range: .empty(at: current.range.start)) }
        return .ternary(middle)
    }

    mutating func parseCastOperator() -> SequenceOperator {
        let start = current.range.start
        var op = text(advance())
        if op == "as", kind == .postfixQuestion || kind == .postfixExclaim { op += text(advance()) }
        let type = parseType()
        return .cast(op, type, SourceRange(start: start, end: previousEnd))
    }

    /// Folds a sequence by precedence and associativity, iteratively.
    func fold(_ operands: [Expr], _ operators: [SequenceOperator]) -> Expr {
        var output: [Expr] = [operands[0]]
        var pending: [(precedence: Int, op: SequenceOperator)] = []
        var nextOperand = 1
        func reduce(_ output: inout [Expr], _ op: SequenceOperator) {
            guard let right = output.popLast(), let left = output.popLast() else { return }
            let range = left.range.union(right.range)
            switch op {
            case .binary(let name): output.append(.binary(BinaryExpr(left: left, op: name, right: right, range: range)))
            case .ternary(let middle): output.append(.ternary(TernaryExpr(condition: left, thenExpr: middle, elseExpr: right, range: range)))
            case .cast: output.append(left)
            }
        }
        for op in operators {
            let precedence: Int
            switch op {
            case .binary(let name): precedence = Precedence.of(name.text)
            case .ternary: precedence = Precedence.ternary
            case let .cast(word, type, castRange):
                while let top = pending.last, top.precedence >= Precedence.casting {
                    pending.removeLast()
                    reduce(&output, top.op)
                }
                if let operand = output.popLast() {
                    output.append(.cast(CastExpr(op: word, expression: operand, type: type, range: operand.range.union(castRange))))
                }
                continue
            }
            let rightAssociative = Precedence.isRightAssociative(precedence)
            while let top = pending.last, top.precedence > precedence || (top.precedence == precedence && !rightAssociative) {
                pending.removeLast()
                reduce(&output, top.op)
            }
            pending.append((precedence, op))
            if nextOperand < operands.count {
                output.append(operands[nextOperand])
                nextOperand += 1
            }
        }
        while let top = pending.popLast() { reduce(&output, top.op) }
        return output.last ?? operands[0]
    }

    /// Prefix operators, `try` and `await`, then a postfix expression; iterative.
    mutating func parseUnary(trailingClosures: Bool) -> Expr {
        guard kind == .prefixOperator || kind == .prefixAmpersand || at(.try) || at(.await) else {
            return parsePostfixExpression(trailingClosures: trailingClosures)
        }
        let wrappers = parseUnaryWrappers()
        let operand = parsePostfixExpression(trailingClosures: trailingClosures)
        return wrap(operand, in: wrappers)
    }

    mutating func parseUnaryWrappers() -> [UnaryWrapper] {
        var wrappers: [UnaryWrapper] = []
        while true {
            if wrappers.count >= limits.maximumChainHeight {
                report("more than \(limits.maximumChainHeight) prefix operators; the rest is not read", range: .empty(at: current.range.start))
                return wrappers
            }
            if kind == .prefixOperator || kind == .prefixAmpersand {
                wrappers.append(.prefix(name(advance())))
            } else if at(.try) {
                let start = advance().range.start
                var mark: String?
                if kind == .postfixQuestion || kind == .postfixExclaim { mark = text(advance()) }
                wrappers.append(.tryMark(mark, start))
            } else if at(.await) {
                wrappers.append(.await(advance().range.start))
            } else {
                return wrappers
            }
        }
    }

    mutating func wrap(_ operand: Expr, in wrappers: [UnaryWrapper]) -> Expr {
        var expr = operand
        for wrapper in wrappers.reversed() {
            switch wrapper {
            case .prefix(let op):
                expr = .prefix(PrefixExpr(op: op, operand: expr, range: op.range.union(expr.range)))
            case let .tryMark(mark, start):
                expr = .tryExpr(TryExpr(mark: mark, expression: expr, range: SourceRange(start: start, end: expr.range.end)))
            case .await(let start):
                expr = .awaitExpr(AwaitExpr(expression: expr, range: SourceRange(start: start, end: expr.range.end)))
            }
        }
        lastHeight += wrappers.count
        return expr
    }
}

/// A prefix operator, `try` or `await` before an operand, before wrapping.
enum UnaryWrapper {
    case prefix(Name)
    case tryMark(String?, Int)
    case await(Int)
}
