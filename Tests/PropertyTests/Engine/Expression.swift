import SizeFuzz

/// The calculator challenge's expression language.
indirect enum Expression: Equatable, Sendable, CustomStringConvertible {
    case int(Int)
    case add(Expression, Expression)
    case divide(Expression, Expression)

    /// Integers (weight 3), sums and quotients (weight 1 each), simplest first,
    /// at most `depth` operators deep. Shrinks toward `.int(0)`.
    static func gen(depth: Int) -> Gen<Expression> {
        let leaf = Challenge.anyInt.map(Expression.int)
        guard depth > 0 else { return leaf }
        let child = Gen.deferred { gen(depth: depth - 1) }
        return Gen.frequency([
            (weight: 3, gen: leaf),
            (weight: 1, gen: Gen.zip(child, child).map { Expression.add($0, $1) }),
            (weight: 1, gen: Gen.zip(child, child).map { Expression.divide($0, $1) }),
        ])
    }

    /// Python's `div_subterms`: no division has the literal integer `0` as divisor.
    var hasNoLiteralZeroDivisor: Bool {
        switch self {
        case .int: return true
        case .add(let a, let b): return a.hasNoLiteralZeroDivisor && b.hasNoLiteralZeroDivisor
        case .divide(let a, let b):
            if b == .int(0) { return false }
            return a.hasNoLiteralZeroDivisor && b.hasNoLiteralZeroDivisor
        }
    }

    /// The value with wrapping addition and floor division, or `nil` on a
    /// division by zero.
    func evaluate() -> Int? {
        switch self {
        case .int(let value): return value
        case .add(let a, let b):
            guard let x = a.evaluate(), let y = b.evaluate() else { return nil }
            return x &+ y
        case .divide(let a, let b):
            guard let x = a.evaluate(), let y = b.evaluate(), y != 0 else { return nil }
            let (quotient, overflow) = x.dividedReportingOverflow(by: y)
            if overflow { return quotient }
            let remainder = x - quotient * y
            return remainder != 0 && (remainder < 0) != (y < 0) ? quotient - 1 : quotient
        }
    }

    var description: String {
        switch self {
        case .int(let value): return "\(value)"
        case .add(let a, let b): return "\(a.operand) + \(b.operand)"
        case .divide(let a, let b): return "\(a.operand) / \(b.operand)"
        }
    }

    private var operand: String {
        if case .int = self { return description }
        return "(\(description))"
    }
}
