/// A name used as an expression, with generic arguments if written (`Array<Int>`).
public struct IdentifierExpr: Sendable {
    /// The name.
    public var name: Name
    /// The generic arguments, empty if none.
    public var genericArguments: [TypeSyntax]
    /// The bytes it covers.
    public var range: SourceRange

    /// An identifier expression.
    public init(name: Name, genericArguments: [TypeSyntax] = [], range: SourceRange) {
        self.name = name
        self.genericArguments = genericArguments
        self.range = range
    }
}

/// A number, boolean, `nil` or regex literal, kept as written.
public struct LiteralExpr: Sendable {
    /// The kinds of literal.
    public enum Kind: Hashable, Sendable {
        /// `42`, `0xFF`, `1_000`
        case integer
        /// `1.5`, `1e3`
        case float
        /// `true`
        case `true`
        /// `false`
        case `false`
        /// `nil`
        case `nil`
        /// `/a+/`, `#/a+/#`
        case regex
    }

    /// The kind.
    public var kind: Kind
    /// The literal's text as written (`1_000`).
    public var text: String
    /// The bytes it covers.
    public var range: SourceRange

    /// A literal.
    public init(kind: Kind, text: String, range: SourceRange) {
        self.kind = kind
        self.text = text
        self.range = range
    }

    /// The value of an integer literal, underscores and prefixes read; nil if
    /// it is not one or does not fit.
    public var integerValue: Int? {
        guard kind == .integer else { return nil }
        var digits = text.filter { $0 != "_" }
        var radix = 10
        if digits.hasPrefix("0x") { radix = 16 } else if digits.hasPrefix("0o") { radix = 8 } else if digits.hasPrefix("0b") { radix = 2 }
        if radix != 10 { digits.removeFirst(2) }
        return Int(digits, radix: radix)
    }

    /// The value of an integer or decimal float literal; nil otherwise.
    public var numberValue: Double? {
        if let integer = integerValue { return Double(integer) }
        guard kind == .float else { return nil }
        return Double(text.filter { $0 != "_" })
    }
}

/// A string literal: its delimiters and its pieces.
public struct StringLiteralExpr: Sendable {
    /// One piece of a string literal.
    public enum Segment: Sendable {
        /// Text as written, escapes unprocessed, with its range.
        case text(String, SourceRange)
        /// An interpolation `\(...)`: its arguments (usually one, unlabelled).
        case interpolation([Argument], SourceRange)
    }

    /// The opening delimiter: `"`, `"""`, `#"` and so on.
    public var openDelimiter: String
    /// The pieces in order.
    public var segments: [Segment]
    /// The bytes it covers, delimiters included.
    public var range: SourceRange

    /// A string literal.
    public init(openDelimiter: String, segments: [Segment], range: SourceRange) {
        self.openDelimiter = openDelimiter
        self.segments = segments
        self.range = range
    }

    /// The text, if the literal has no interpolation (escapes unprocessed).
    public var staticText: String? {
        var text = ""
        for segment in segments {
            guard case .text(let piece, _) = segment else { return nil }
            text += piece
        }
        return text
    }
}

/// A member access: `base.name`, or `.name` whose base is implied by its type.
public struct MemberAccessExpr: Sendable {
    /// The base; nil for a leading-dot member (`.padding()` in a chain under
    /// `#if`, `.title` in `.font(.title)`).
    public var base: Expr?
    /// The member's name: an identifier, a keyword (`.init`, `.self`,
    /// `.default`) or a tuple index (`.0`).
    public var name: Name
    /// Generic arguments after the name, empty if none.
    public var genericArguments: [TypeSyntax]
    /// The bytes it covers.
    public var range: SourceRange

    /// A member access.
    public init(base: Expr?, name: Name, genericArguments: [TypeSyntax] = [], range: SourceRange) {
        self.base = base
        self.name = name
        self.genericArguments = genericArguments
        self.range = range
    }
}

/// A call: callee, parenthesized arguments, trailing closures.
public struct CallExpr: Sendable {
    /// What is called: `Text`, `.frame`, `items.filter`.
    public var callee: Expr
    /// The arguments in parentheses, in order.
    public var arguments: [Argument]
    /// The trailing closures, the unlabelled one first.
    public var trailingClosures: [TrailingClosure]
    /// The bytes from `(` to `)`, if parentheses were written.
    public var argumentsRange: SourceRange?
    /// The bytes it covers.
    public var range: SourceRange

    /// A call.
    public init(callee: Expr, arguments: [Argument], trailingClosures: [TrailingClosure], argumentsRange: SourceRange?, range: SourceRange) {
        self.callee = callee
        self.arguments = arguments
        self.trailingClosures = trailingClosures
        self.argumentsRange = argumentsRange
        self.range = range
    }

    /// The name called: `Text` for `Text("a")`, `frame` for `x.frame(width: 1)`
    /// and `.frame(width: 1)`; nil when the callee is not a name (a closure, a call).
    public var calleeName: String? {
        switch callee {
        case .identifier(let node): node.name.text
        case .member(let node): node.name.text
        default: nil
        }
    }

    /// The first argument labelled `label` (`nil` for the first unlabelled one).
    public func argument(_ label: String?) -> Argument? {
        arguments.first { $0.label?.text == label }
    }
}

/// A subscript: `base[arguments]`.
public struct SubscriptExpr: Sendable {
    /// What is subscripted.
    public var base: Expr
    /// The arguments in brackets.
    public var arguments: [Argument]
    /// Trailing closures after the brackets, if any.
    public var trailingClosures: [TrailingClosure]
    /// The bytes it covers.
    public var range: SourceRange

    /// A subscript.
    public init(base: Expr, arguments: [Argument], trailingClosures: [TrailingClosure] = [], range: SourceRange) {
        self.base = base
        self.arguments = arguments
        self.trailingClosures = trailingClosures
        self.range = range
    }
}

/// A closure: an optional signature and its statements.
public struct ClosureExpr: Sendable {
    /// The signature before `in`, nil if none (then `$0`, `$1` name the parameters).
    public var signature: ClosureSignature?
    /// The statements.
    public var statements: [Stmt]
    /// The bytes from `{` to `}`.
    public var range: SourceRange

    /// A closure.
    public init(signature: ClosureSignature?, statements: [Stmt], range: SourceRange) {
        self.signature = signature
        self.statements = statements
        self.range = range
    }
}

/// A closure's signature: `[weak self] (item: Item) async throws -> Bool in`.
public struct ClosureSignature: Sendable {
    /// The capture list's bytes, brackets included, if any.
    public var captureListRange: SourceRange?
    /// The parameters: `x, y` or `(x: Int, _ y: String)`.
    public var parameters: [ClosureParameter]
    /// Whether the parameters were written in parentheses.
    public var hasParentheses: Bool
    /// Effect words: `async`, `throws`, `rethrows`.
    public var effects: [String]
    /// The result type after `->`, if written.
    public var returnType: TypeSyntax?
    /// The bytes from the capture list or first parameter to `in`.
    public var range: SourceRange

    /// A closure signature.
    public init(captureListRange: SourceRange?, parameters: [ClosureParameter], hasParentheses: Bool, effects: [String], returnType: TypeSyntax?, range: SourceRange) {
        self.captureListRange = captureListRange
        self.parameters = parameters
        self.hasParentheses = hasParentheses
        self.effects = effects
        self.returnType = returnType
        self.range = range
    }
}

/// A closure parameter: a name and an optional type.
public struct ClosureParameter: Sendable {
    /// The external name or the only name (`_` allowed).
    public var firstName: Name
    /// The internal name, if two were written.
    public var secondName: Name?
    /// The type, if written.
    public var type: TypeSyntax?
    /// The bytes it covers.
    public var range: SourceRange

    /// A closure parameter.
    public init(firstName: Name, secondName: Name?, type: TypeSyntax?, range: SourceRange) {
        self.firstName = firstName
        self.secondName = secondName
        self.type = type
        self.range = range
    }

    /// The name the body uses.
    public var name: String { secondName?.text ?? firstName.text }
}
