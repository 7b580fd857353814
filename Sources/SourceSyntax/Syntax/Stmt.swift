/// A statement. `if` and `switch` are expressions (``Expr/ifExpr(_:)``,
/// ``Expr/switchExpr(_:)``) used as statements.
public indirect enum Stmt: Sendable {
    /// An expression used as a statement: a view in a builder, a call, an assignment.
    case expression(Expr)
    /// A local declaration.
    case declaration(Decl)
    /// `return value`
    case returnStmt(ReturnStmt)
    /// `throw error`
    case throwStmt(ThrowStmt)
    /// `break`, `continue`, `fallthrough`, with an optional label.
    case jump(JumpStmt)
    /// `guard conditions else { ... }`
    case guardStmt(GuardStmt)
    /// `for pattern in sequence where condition { ... }`
    case forIn(ForInStmt)
    /// `while conditions { ... }`
    case whileStmt(WhileStmt)
    /// `repeat { ... } while condition`
    case repeatWhile(RepeatWhileStmt)
    /// `do { ... } catch pattern { ... }`
    case doStmt(DoStmt)
    /// `defer { ... }`
    case deferStmt(DeferStmt)
    /// `label: statement`
    case labeled(LabeledStmt)
    /// Statements under `#if`.
    case ifConfig(IfConfig<Stmt>)

    /// The bytes the statement covers.
    public var range: SourceRange {
        switch self {
        case .expression(let node): node.range
        case .declaration(let node): node.range
        case .returnStmt(let node): node.range
        case .throwStmt(let node): node.range
        case .jump(let node): node.range
        case .guardStmt(let node): node.range
        case .forIn(let node): node.range
        case .whileStmt(let node): node.range
        case .repeatWhile(let node): node.range
        case .doStmt(let node): node.range
        case .deferStmt(let node): node.range
        case .labeled(let node): node.range
        case .ifConfig(let node): node.range
        }
    }
}

/// `return` and its value.
public struct ReturnStmt: Sendable {
    /// The value, if any.
    public var value: Expr?
    /// The bytes it covers.
    public var range: SourceRange
    /// A return statement.
    public init(value: Expr?, range: SourceRange) { self.value = value; self.range = range }
}

/// `throw` and its error.
public struct ThrowStmt: Sendable {
    /// The error thrown.
    public var value: Expr
    /// The bytes it covers.
    public var range: SourceRange
    /// A throw statement.
    public init(value: Expr, range: SourceRange) { self.value = value; self.range = range }
}

/// `break`, `continue` or `fallthrough`.
public struct JumpStmt: Sendable {
    /// The keyword.
    public var keyword: String
    /// The label, if any.
    public var label: Name?
    /// The bytes it covers.
    public var range: SourceRange
    /// A jump statement.
    public init(keyword: String, label: Name?, range: SourceRange) { self.keyword = keyword; self.label = label; self.range = range }
}

/// `guard conditions else { ... }`
public struct GuardStmt: Sendable {
    /// The conditions.
    public var conditions: [Condition]
    /// The `else` block.
    public var elseBody: CodeBlock
    /// The bytes it covers.
    public var range: SourceRange
    /// A guard statement.
    public init(conditions: [Condition], elseBody: CodeBlock, range: SourceRange) {
        self.conditions = conditions
        self.elseBody = elseBody
        self.range = range
    }
}

/// `for [try] [await] [case] pattern in sequence [where condition] { ... }`
public struct ForInStmt: Sendable {
    /// The pattern: a name, a tuple, `case let .some(x)`.
    public var pattern: Expr
    /// The type annotation on the pattern, if written.
    public var type: TypeSyntax?
    /// The sequence.
    public var sequence: Expr
    /// The `where` clause, if any.
    public var whereClause: Expr?
    /// The body.
    public var body: CodeBlock
    /// The bytes it covers.
    public var range: SourceRange
    /// A for-in statement.
    public init(pattern: Expr, type: TypeSyntax?, sequence: Expr, whereClause: Expr?, body: CodeBlock, range: SourceRange) {
        self.pattern = pattern
        self.type = type
        self.sequence = sequence
        self.whereClause = whereClause
        self.body = body
        self.range = range
    }
}

/// `while conditions { ... }`
public struct WhileStmt: Sendable {
    /// The conditions.
    public var conditions: [Condition]
    /// The body.
    public var body: CodeBlock
    /// The bytes it covers.
    public var range: SourceRange
    /// A while statement.
    public init(conditions: [Condition], body: CodeBlock, range: SourceRange) { self.conditions = conditions; self.body = body; self.range = range }
}

/// `repeat { ... } while condition`
public struct RepeatWhileStmt: Sendable {
    /// The body.
    public var body: CodeBlock
    /// The condition.
    public var condition: Expr
    /// The bytes it covers.
    public var range: SourceRange
    /// A repeat-while statement.
    public init(body: CodeBlock, condition: Expr, range: SourceRange) { self.body = body; self.condition = condition; self.range = range }
}

/// `do { ... } catch pattern where condition { ... }`
public struct DoStmt: Sendable {
    /// One `catch` clause.
    public struct Catch: Sendable {
        /// The patterns, empty for a bare `catch`.
        public var patterns: [Expr]
        /// The body.
        public var body: CodeBlock
        /// The bytes it covers.
        public var range: SourceRange
        /// A catch clause.
        public init(patterns: [Expr], body: CodeBlock, range: SourceRange) { self.patterns = patterns; self.body = body; self.range = range }
    }

    /// The body.
    public var body: CodeBlock
    /// The catch clauses.
    public var catches: [Catch]
    /// The bytes it covers.
    public var range: SourceRange
    /// A do statement.
    public init(body: CodeBlock, catches: [Catch], range: SourceRange) { self.body = body; self.catches = catches; self.range = range }
}

/// `defer { ... }`
public struct DeferStmt: Sendable {
    /// The body.
    public var body: CodeBlock
    /// The bytes it covers.
    public var range: SourceRange
    /// A defer statement.
    public init(body: CodeBlock, range: SourceRange) { self.body = body; self.range = range }
}

/// `label: statement`
public struct LabeledStmt: Sendable {
    /// The label.
    public var label: Name
    /// The statement labelled.
    public var statement: Stmt
    /// The bytes it covers.
    public var range: SourceRange
    /// A labelled statement.
    public init(label: Name, statement: Stmt, range: SourceRange) { self.label = label; self.statement = statement; self.range = range }
}
