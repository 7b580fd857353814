/// `func`, `init`, `deinit` or `subscript`.
public struct FunctionDecl: Sendable {
    /// The kinds of function declaration.
    public enum Kind: String, Hashable, Sendable {
        /// `func`
        case function = "func"
        /// `init`, `init?`, `init!`
        case initializer = "init"
        /// `deinit`
        case deinitializer = "deinit"
        /// `subscript`
        case `subscript`
    }

    /// The kind.
    public var kind: Kind
    /// The attributes: `@ViewBuilder`, `@MainActor`.
    public var attributes: [Attribute]
    /// The modifiers: `private`, `static`, `mutating`, `override`.
    public var modifiers: [Modifier]
    /// The name: the function's (an operator for `static func ==`), `init`, `deinit` or `subscript`.
    public var name: Name
    /// `?` or `!` after `init`, if written.
    public var failability: String?
    /// The generic parameter clause, if any.
    public var genericParameters: GenericClause?
    /// The parameters.
    public var parameters: [Parameter]
    /// Effect words: `async`, `throws`, `rethrows`.
    public var effects: [String]
    /// The result type after `->`, if written.
    public var returnType: TypeSyntax?
    /// The `where` clause's bytes, if any.
    public var whereClauseRange: SourceRange?
    /// The body; nil in a protocol. A subscript's accessors are in ``accessors``.
    public var body: CodeBlock?
    /// A subscript's accessors or computed body.
    public var accessors: AccessorBlock?
    /// The bytes it covers, attributes included.
    public var range: SourceRange

    /// A function declaration.
    public init(kind: Kind, attributes: [Attribute], modifiers: [Modifier], name: Name, failability: String?, genericParameters: GenericClause?,
                parameters: [Parameter], effects: [String], returnType: TypeSyntax?, whereClauseRange: SourceRange?, body: CodeBlock?,
                accessors: AccessorBlock?, range: SourceRange) {
        self.kind = kind
        self.attributes = attributes
        self.modifiers = modifiers
        self.name = name
        self.failability = failability
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.effects = effects
        self.returnType = returnType
        self.whereClauseRange = whereClauseRange
        self.body = body
        self.accessors = accessors
        self.range = range
    }

    /// Whether an attribute named `name` is present (`hasAttribute("ViewBuilder")`).
    public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name.text == name } }
}

/// A function parameter: `_ title: String`, `spacing: CGFloat = 8`, `@ViewBuilder content: () -> Content`.
public struct Parameter: Sendable {
    /// The attributes before the names, if any.
    public var attributes: [Attribute]
    /// The first name: the argument label, or `_`; nil for an enum case's
    /// unlabelled associated value (`case image(Data)`).
    public var firstName: Name?
    /// The second name: the name inside the body, if two were written.
    public var secondName: Name?
    /// The type (its own attributes such as `@escaping` are in the type).
    public var type: TypeSyntax?
    /// Whether the type ends with `...`.
    public var isVariadic: Bool
    /// The default value, if any.
    public var defaultValue: Expr?
    /// The bytes it covers.
    public var range: SourceRange

    /// A parameter.
    public init(attributes: [Attribute], firstName: Name?, secondName: Name?, type: TypeSyntax?, isVariadic: Bool, defaultValue: Expr?, range: SourceRange) {
        self.attributes = attributes
        self.firstName = firstName
        self.secondName = secondName
        self.type = type
        self.isVariadic = isVariadic
        self.defaultValue = defaultValue
        self.range = range
    }

    /// The argument label callers write; nil for `_`.
    public var label: String? { firstName.flatMap { $0.text == "_" ? nil : $0.text } }
    /// The name inside the body, or "" for an unnamed associated value.
    public var name: String { secondName?.text ?? firstName?.text ?? "" }
}

/// `case a, b(Int), c = "c"` in an enum.
public struct EnumCaseDecl: Sendable {
    /// One case of the declaration.
    public struct Element: Sendable {
        /// The case's name.
        public var name: Name
        /// The associated values, nil if none are written.
        public var associatedValues: [Parameter]?
        /// The raw value, if written.
        public var rawValue: Expr?
        /// The bytes it covers.
        public var range: SourceRange

        /// An enum case element.
        public init(name: Name, associatedValues: [Parameter]?, rawValue: Expr?, range: SourceRange) {
            self.name = name
            self.associatedValues = associatedValues
            self.rawValue = rawValue
            self.range = range
        }
    }

    /// The attributes.
    public var attributes: [Attribute]
    /// The modifiers (`indirect`).
    public var modifiers: [Modifier]
    /// The cases declared.
    public var elements: [Element]
    /// The bytes it covers.
    public var range: SourceRange

    /// An enum case declaration.
    public init(attributes: [Attribute], modifiers: [Modifier], elements: [Element], range: SourceRange) {
        self.attributes = attributes
        self.modifiers = modifiers
        self.elements = elements
        self.range = range
    }
}

/// `typealias Name = Type` or `associatedtype Name: Constraint = Default`.
public struct TypeAliasDecl: Sendable {
    /// `typealias` or `associatedtype`.
    public var keyword: String
    /// The modifiers.
    public var modifiers: [Modifier]
    /// The name.
    public var name: Name
    /// The aliased type or the associated type's default, if written.
    public var type: TypeSyntax?
    /// The bytes it covers.
    public var range: SourceRange

    /// A type alias.
    public init(keyword: String, modifiers: [Modifier], name: Name, type: TypeSyntax?, range: SourceRange) {
        self.keyword = keyword
        self.modifiers = modifiers
        self.name = name
        self.type = type
        self.range = range
    }
}

/// `import SwiftUI`, `@testable import App`, `import struct Foo.Bar`.
public struct ImportDecl: Sendable {
    /// The attributes.
    public var attributes: [Attribute]
    /// The kind word, if written: `struct`, `class`, `func`.
    public var kind: String?
    /// The module path.
    public var path: [Name]
    /// The bytes it covers.
    public var range: SourceRange

    /// An import.
    public init(attributes: [Attribute], kind: String?, path: [Name], range: SourceRange) {
        self.attributes = attributes
        self.kind = kind
        self.path = path
        self.range = range
    }
}

/// A declaration kept as its keyword and range: `operator`, `precedencegroup`, `macro`.
public struct OtherDecl: Sendable {
    /// The keyword.
    public var keyword: String
    /// The name, if one follows the keyword.
    public var name: Name?
    /// The bytes it covers.
    public var range: SourceRange

    /// Another declaration.
    public init(keyword: String, name: Name?, range: SourceRange) {
        self.keyword = keyword
        self.name = name
        self.range = range
    }
}
