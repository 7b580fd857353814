/// One condition of `if`, `guard` or `while`.
public enum Condition: Sendable {
    /// A Boolean expression: `horizontalSizeClass == .compact`.
    case expression(Expr)
    /// `let x = value`, `var x: T = value`, or the shorthand `let x`.
    case optionalBinding(OptionalBinding)
    /// `case pattern = value`.
    case matching(pattern: Expr, value: Expr, range: SourceRange)
    /// `#available(iOS 17, *)` or `#unavailable(...)`, kept as a range.
    case availability(SourceRange)

    /// The bytes the condition covers.
    public var range: SourceRange {
        switch self {
        case .expression(let expr): expr.range
        case .optionalBinding(let binding): binding.range
        case .matching(_, _, let range): range
        case .availability(let range): range
        }
    }
}

/// `let name: Type = value` in a condition; `value` nil for the shorthand `if let name`.
public struct OptionalBinding: Sendable {
    /// `let` or `var`.
    public var keyword: String
    /// The pattern bound, usually a name.
    public var pattern: Expr
    /// The type annotation, if written.
    public var type: TypeSyntax?
    /// The value unwrapped; nil for `if let x`.
    public var value: Expr?
    /// The bytes it covers.
    public var range: SourceRange

    /// An optional binding.
    public init(keyword: String, pattern: Expr, type: TypeSyntax?, value: Expr?, range: SourceRange) {
        self.keyword = keyword
        self.pattern = pattern
        self.type = type
        self.value = value
        self.range = range
    }
}

/// `if conditions { ... } else if ... else { ... }`, statement or expression.
public struct IfExpr: Sendable {
    /// What follows `else`.
    public indirect enum ElseBranch: Sendable {
        /// `else if ...`
        case elseIf(IfExpr)
        /// `else { ... }`
        case block(CodeBlock)
    }

    /// The conditions, all of which must hold.
    public var conditions: [Condition]
    /// The branch taken when they hold.
    public var body: CodeBlock
    /// The `else` branch, if any.
    public var elseBranch: ElseBranch?
    /// The bytes from `if` to the last `}`.
    public var range: SourceRange

    /// An if expression.
    public init(conditions: [Condition], body: CodeBlock, elseBranch: ElseBranch?, range: SourceRange) {
        self.conditions = conditions
        self.body = body
        self.elseBranch = elseBranch
        self.range = range
    }
}

/// `switch subject { case ...: ... default: ... }`, statement or expression.
public struct SwitchExpr: Sendable {
    /// The value switched on.
    public var subject: Expr
    /// The cases, possibly under `#if`.
    public var cases: [SwitchElement]
    /// The bytes from `switch` to `}`.
    public var range: SourceRange

    /// A switch.
    public init(subject: Expr, cases: [SwitchElement], range: SourceRange) {
        self.subject = subject
        self.cases = cases
        self.range = range
    }
}

/// An entry of a switch: a case, or a `#if` holding cases.
public enum SwitchElement: Sendable {
    /// A `case` or `default`.
    case switchCase(SwitchCase)
    /// Cases under `#if`.
    case ifConfig(IfConfig<SwitchElement>)
}

/// `case p1, p2 where c: statements`, or `default: statements`.
public struct SwitchCase: Sendable {
    /// One pattern with its optional `where` guard.
    public struct Item: Sendable {
        /// The pattern: `.compact`, `let .some(x)`, `(0, _)`, `is T`.
        public var pattern: Expr
        /// The `where` clause, if any.
        public var whereClause: Expr?

        /// A case item.
        public init(pattern: Expr, whereClause: Expr?) {
            self.pattern = pattern
            self.whereClause = whereClause
        }
    }

    /// The patterns; empty for `default`.
    public var items: [Item]
    /// Whether this is `default` (`@unknown default` included).
    public var isDefault: Bool
    /// Attributes before the label: `@unknown`.
    public var attributes: [Attribute]
    /// The statements.
    public var statements: [Stmt]
    /// The bytes from `case` to the last statement.
    public var range: SourceRange

    /// A switch case.
    public init(items: [Item], isDefault: Bool, attributes: [Attribute], statements: [Stmt], range: SourceRange) {
        self.items = items
        self.isDefault = isDefault
        self.attributes = attributes
        self.statements = statements
        self.range = range
    }
}
