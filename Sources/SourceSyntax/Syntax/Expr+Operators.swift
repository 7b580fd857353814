/// A binary operation, folded by Swift's standard precedence groups;
/// assignment (`=`, `+=`) included.
public struct BinaryExpr: Sendable {
    /// The left operand.
    public var left: Expr
    /// The operator's spelling: `+`, `==`, `??`, `=`, `..<`.
    public var op: Name
    /// The right operand.
    public var right: Expr
    /// The bytes it covers.
    public var range: SourceRange

    /// A binary operation.
    public init(left: Expr, op: Name, right: Expr, range: SourceRange) {
        self.left = left
        self.op = op
        self.right = right
        self.range = range
    }
}

/// A prefix operator and its operand: `-x`, `!flag`, `&value`.
public struct PrefixExpr: Sendable {
    /// The operator.
    public var op: Name
    /// The operand.
    public var operand: Expr
    /// The bytes it covers.
    public var range: SourceRange

    /// A prefix operation.
    public init(op: Name, operand: Expr, range: SourceRange) {
        self.op = op
        self.operand = operand
        self.range = range
    }
}

/// A postfix operator and its operand: `x!` (force), `x?` (optional
/// chaining: `a?.b` is a member of `a?`), `start...`.
public struct PostfixExpr: Sendable {
    /// The operand.
    public var operand: Expr
    /// The operator: `!`, `?`, or a postfix operator's spelling.
    public var op: Name
    /// The bytes it covers.
    public var range: SourceRange

    /// A postfix operation.
    public init(operand: Expr, op: Name, range: SourceRange) {
        self.operand = operand
        self.op = op
        self.range = range
    }
}

/// `condition ? then : else`
public struct TernaryExpr: Sendable {
    /// The condition.
    public var condition: Expr
    /// The value when true.
    public var thenExpr: Expr
    /// The value when false.
    public var elseExpr: Expr
    /// The bytes it covers.
    public var range: SourceRange

    /// A ternary.
    public init(condition: Expr, thenExpr: Expr, elseExpr: Expr, range: SourceRange) {
        self.condition = condition
        self.thenExpr = thenExpr
        self.elseExpr = elseExpr
        self.range = range
    }
}

/// A cast or type check: `x as T`, `x as? T`, `x as! T`, `x is T`; the
/// pattern `is T` has no expression.
public struct CastExpr: Sendable {
    /// The operator: `as`, `as?`, `as!` or `is`.
    public var op: String
    /// What is cast; nil in the pattern `case is T`.
    public var expression: Expr?
    /// The type.
    public var type: TypeSyntax
    /// The bytes it covers.
    public var range: SourceRange

    /// A cast.
    public init(op: String, expression: Expr?, type: TypeSyntax, range: SourceRange) {
        self.op = op
        self.expression = expression
        self.type = type
        self.range = range
    }
}

/// A tuple, or one expression in parentheses (one unlabelled element).
public struct TupleExpr: Sendable {
    /// The elements, labels kept.
    public var elements: [Argument]
    /// The bytes from `(` to `)`.
    public var range: SourceRange

    /// A tuple.
    public init(elements: [Argument], range: SourceRange) {
        self.elements = elements
        self.range = range
    }
}

/// An array literal.
public struct ArrayExpr: Sendable {
    /// The elements.
    public var elements: [Expr]
    /// The bytes from `[` to `]`.
    public var range: SourceRange

    /// An array literal.
    public init(elements: [Expr], range: SourceRange) {
        self.elements = elements
        self.range = range
    }
}

/// A dictionary literal.
public struct DictionaryExpr: Sendable {
    /// The `key: value` pairs in order.
    public var elements: [(key: Expr, value: Expr)]
    /// The bytes from `[` to `]`.
    public var range: SourceRange

    /// A dictionary literal.
    public init(elements: [(key: Expr, value: Expr)], range: SourceRange) {
        self.elements = elements
        self.range = range
    }
}

/// A key path: `\.name`, `\Item.name`, `\.items[0]?.title`.
public struct KeyPathExpr: Sendable {
    /// One step of a key path.
    public enum Component: Sendable {
        /// `.name`
        case property(Name)
        /// `[arguments]`
        case subscriptCall([Argument], SourceRange)
        /// `?`
        case optionalChain(SourceRange)
        /// `!`
        case forceUnwrap(SourceRange)
    }

    /// The root type's name (`Item` in `\Item.name`), nil for `\.name`.
    public var root: TypeSyntax?
    /// The components in order.
    public var components: [Component]
    /// The bytes it covers.
    public var range: SourceRange

    /// A key path.
    public init(root: TypeSyntax?, components: [Component], range: SourceRange) {
        self.root = root
        self.components = components
        self.range = range
    }
}

/// `try`, `try?` or `try!` and the expression it covers.
public struct TryExpr: Sendable {
    /// `nil` for `try`, `?` or `!`.
    public var mark: String?
    /// What it covers.
    public var expression: Expr
    /// The bytes it covers.
    public var range: SourceRange

    /// A try expression.
    public init(mark: String?, expression: Expr, range: SourceRange) {
        self.mark = mark
        self.expression = expression
        self.range = range
    }
}

/// `await` and the expression it covers.
public struct AwaitExpr: Sendable {
    /// What it covers.
    public var expression: Expr
    /// The bytes it covers.
    public var range: SourceRange

    /// An await expression.
    public init(expression: Expr, range: SourceRange) {
        self.expression = expression
        self.range = range
    }
}

/// A freestanding macro: `#Preview("Name") { ContentView() }`, `#file`.
public struct MacroExpansionExpr: Sendable {
    /// The name after `#`.
    public var name: Name
    /// Generic arguments, if written.
    public var genericArguments: [TypeSyntax]
    /// The arguments in parentheses.
    public var arguments: [Argument]
    /// The trailing closures.
    public var trailingClosures: [TrailingClosure]
    /// The bytes it covers.
    public var range: SourceRange

    /// A macro expansion.
    public init(name: Name, genericArguments: [TypeSyntax], arguments: [Argument], trailingClosures: [TrailingClosure], range: SourceRange) {
        self.name = name
        self.genericArguments = genericArguments
        self.arguments = arguments
        self.trailingClosures = trailingClosures
        self.range = range
    }
}

/// Members applied under `#if`: each clause holds the chain it applies, whose
/// innermost member has no base (`.padding()`), standing for ``base``.
public struct PostfixIfConfigExpr: Sendable {
    /// The expression the clauses' members apply to.
    public var base: Expr
    /// The clauses; each holds one chain (or none, if empty).
    public var config: IfConfig<Expr>
    /// The bytes from the base to `#endif`.
    public var range: SourceRange

    /// A postfix `#if`.
    public init(base: Expr, config: IfConfig<Expr>, range: SourceRange) {
        self.base = base
        self.config = config
        self.range = range
    }
}

/// `let pattern` or `var pattern` inside a pattern.
public struct BindingPatternExpr: Sendable {
    /// `let` or `var`.
    public var keyword: String
    /// The pattern bound: a name, a tuple, an enum case pattern.
    public var pattern: Expr
    /// The bytes it covers.
    public var range: SourceRange

    /// A binding pattern.
    public init(keyword: String, pattern: Expr, range: SourceRange) {
        self.keyword = keyword
        self.pattern = pattern
        self.range = range
    }
}

/// The place of an expression that could not be read.
public struct MissingExpr: Sendable {
    /// Where it was expected (usually empty).
    public var range: SourceRange

    /// A missing expression at `range`.
    public init(range: SourceRange) { self.range = range }
}
