/// A name as written, backticks removed, with its range.
public struct Name: Hashable, Sendable, CustomStringConvertible {
    /// The name without backticks, `$0`, or an operator for `static func ==`.
    public var text: String
    /// The bytes it covers, backticks included.
    public var range: SourceRange

    /// A name `text` covering `range`.
    public init(_ text: String, range: SourceRange) {
        self.text = text
        self.range = range
    }

    /// The name's text.
    public var description: String { text }
}

/// An argument in a call, subscript, attribute or tuple: `label: value` or `value`.
public struct Argument: Sendable {
    /// The label, if written (`spacing` in `HStack(spacing: 8)`).
    public var label: Name?
    /// The value.
    public var value: Expr
    /// The bytes from the label (or value) to the value's end.
    public var range: SourceRange

    /// An argument with an optional label.
    public init(label: Name?, value: Expr, range: SourceRange) {
        self.label = label
        self.value = value
        self.range = range
    }
}

/// A trailing closure: the first one unlabelled, later ones `label: { ... }`.
public struct TrailingClosure: Sendable {
    /// The label, nil for the first trailing closure.
    public var label: Name?
    /// The closure.
    public var closure: ClosureExpr
    /// The bytes from the label (or `{`) to the closing `}`.
    public var range: SourceRange

    /// A trailing closure with an optional label.
    public init(label: Name?, closure: ClosureExpr, range: SourceRange) {
        self.label = label
        self.closure = closure
        self.range = range
    }
}

/// An attribute: `@State`, `@Environment(\.horizontalSizeClass)`, `@available(iOS 17, *)`.
public struct Attribute: Sendable {
    /// The name after `@`, possibly dotted (`@SwiftUI.State`).
    public var name: Name
    /// The arguments in parentheses, parsed as expressions; nil when there are
    /// none, and nil for attributes whose arguments are not expressions
    /// (`available`, `objc`, `convention` and the like; see ``argumentsRange``).
    public var arguments: [Argument]?
    /// The bytes between the parentheses, parentheses included, if any.
    public var argumentsRange: SourceRange?
    /// The bytes from `@` to the end.
    public var range: SourceRange

    /// An attribute.
    public init(name: Name, arguments: [Argument]?, argumentsRange: SourceRange?, range: SourceRange) {
        self.name = name
        self.arguments = arguments
        self.argumentsRange = argumentsRange
        self.range = range
    }
}

/// A declaration modifier: `private`, `static`, `private(set)`, `nonisolated(unsafe)`.
public struct Modifier: Sendable {
    /// The modifier's word.
    public var name: Name
    /// The word in parentheses, if any: `set` in `private(set)`.
    public var detail: Name?
    /// The bytes it covers.
    public var range: SourceRange

    /// A modifier.
    public init(name: Name, detail: Name?, range: SourceRange) {
        self.name = name
        self.detail = detail
        self.range = range
    }
}

/// A braced list of statements: a function body, a closure's, an `if` branch.
public struct CodeBlock: Sendable {
    /// The statements in order.
    public var statements: [Stmt]
    /// The bytes from `{` to `}`.
    public var range: SourceRange

    /// A block of `statements`.
    public init(statements: [Stmt], range: SourceRange) {
        self.statements = statements
        self.range = range
    }
}

/// A generic clause or `where` clause kept only as names and a range:
/// the syntax layer skips generic constraints tolerantly.
public struct GenericClause: Sendable {
    /// The generic parameters' names, in order (`T`, `U` in `<T: View, U>`).
    public var parameters: [Name]
    /// The bytes from `<` to `>`.
    public var range: SourceRange

    /// A generic parameter clause.
    public init(parameters: [Name], range: SourceRange) {
        self.parameters = parameters
        self.range = range
    }
}
