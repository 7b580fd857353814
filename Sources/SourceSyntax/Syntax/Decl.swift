/// A declaration.
public indirect enum Decl: Sendable {
    /// `struct`, `class`, `actor`, `enum`, `protocol` or `extension`.
    case type(TypeDecl)
    /// `var` or `let`.
    case variable(VarDecl)
    /// `func`, `init`, `deinit` or `subscript`.
    case function(FunctionDecl)
    /// `case a, b(Int), c = 3` in an enum.
    case enumCase(EnumCaseDecl)
    /// `typealias` or `associatedtype`.
    case typeAlias(TypeAliasDecl)
    /// `import Module`
    case importDecl(ImportDecl)
    /// A freestanding macro at declaration level: `#Preview { ... }`.
    case macro(MacroExpansionExpr)
    /// Declarations under `#if`.
    case ifConfig(IfConfig<Decl>)
    /// `operator`, `precedencegroup`, `macro` declarations: kept as a keyword and range.
    case other(OtherDecl)

    /// The bytes the declaration covers, attributes included.
    public var range: SourceRange {
        switch self {
        case .type(let node): node.range
        case .variable(let node): node.range
        case .function(let node): node.range
        case .enumCase(let node): node.range
        case .typeAlias(let node): node.range
        case .importDecl(let node): node.range
        case .macro(let node): node.range
        case .ifConfig(let node): node.range
        case .other(let node): node.range
        }
    }
}

/// A nominal type or an extension, with its members.
public struct TypeDecl: Sendable {
    /// The kinds of type declaration.
    public enum Kind: String, Hashable, Sendable {
        /// `struct`
        case `struct`
        /// `class`
        case `class`
        /// `actor`
        case actor
        /// `enum`
        case `enum`
        /// `protocol`
        case `protocol`
        /// `extension`
        case `extension`
    }

    /// The kind.
    public var kind: Kind
    /// The attributes before it: `@main`, `@Observable`.
    public var attributes: [Attribute]
    /// The modifiers: `public`, `final`, `indirect`.
    public var modifiers: [Modifier]
    /// The type's name; for an extension, the extended type's text (`View`, `Array.Element`).
    public var name: Name
    /// The extended type, for an extension.
    public var extendedType: TypeSyntax?
    /// The generic parameter clause, if any.
    public var genericParameters: GenericClause?
    /// The types after `:`: superclass, protocols, raw type (`String`, `CaseIterable`).
    public var inheritance: [TypeSyntax]
    /// The `where` clause's bytes, if any (skipped, not parsed).
    public var whereClauseRange: SourceRange?
    /// The members in order.
    public var members: [Decl]
    /// The bytes it covers, attributes included.
    public var range: SourceRange

    /// A type declaration.
    public init(kind: Kind, attributes: [Attribute], modifiers: [Modifier], name: Name, extendedType: TypeSyntax?, genericParameters: GenericClause?,
                inheritance: [TypeSyntax], whereClauseRange: SourceRange?, members: [Decl], range: SourceRange) {
        self.kind = kind
        self.attributes = attributes
        self.modifiers = modifiers
        self.name = name
        self.extendedType = extendedType
        self.genericParameters = genericParameters
        self.inheritance = inheritance
        self.whereClauseRange = whereClauseRange
        self.members = members
        self.range = range
    }

    /// Whether `name` is listed after `:` (`conforms(to: "View")`), as written: no lookup.
    public func inherits(_ name: String) -> Bool {
        inheritance.contains { $0.description == name }
    }
}

/// `var` or `let` with one or more bindings.
public struct VarDecl: Sendable {
    /// The attributes: `@State`, `@Environment(\.horizontalSizeClass)`, `@Binding`.
    public var attributes: [Attribute]
    /// The modifiers: `private`, `static`, `lazy`.
    public var modifiers: [Modifier]
    /// `var` or `let`.
    public var keyword: String
    /// The bindings; usually one.
    public var bindings: [PatternBinding]
    /// The bytes it covers, attributes included.
    public var range: SourceRange

    /// A variable declaration.
    public init(attributes: [Attribute], modifiers: [Modifier], keyword: String, bindings: [PatternBinding], range: SourceRange) {
        self.attributes = attributes
        self.modifiers = modifiers
        self.keyword = keyword
        self.bindings = bindings
        self.range = range
    }

    /// The first binding's name, if it binds a plain name.
    public var name: String? { bindings.first?.name }
    /// The first binding's type annotation.
    public var type: TypeSyntax? { bindings.first?.type }
    /// The first binding's initial value.
    public var initializer: Expr? { bindings.first?.initializer }
    /// The first binding's accessors or computed body.
    public var accessors: AccessorBlock? { bindings.first?.accessors }
    /// Whether a modifier `word` is present (`hasModifier("static")`).
    public func hasModifier(_ word: String) -> Bool { modifiers.contains { $0.name.text == word } }
}

/// One `pattern: Type = value { accessors }` of a ``VarDecl``.
public struct PatternBinding: Sendable {
    /// The pattern: a name, or a tuple `(a, b)`.
    public var pattern: Expr
    /// The type annotation, if written.
    public var type: TypeSyntax?
    /// The initial value, if written.
    public var initializer: Expr?
    /// The accessors or computed body, if any.
    public var accessors: AccessorBlock?
    /// The bytes it covers.
    public var range: SourceRange

    /// A pattern binding.
    public init(pattern: Expr, type: TypeSyntax?, initializer: Expr?, accessors: AccessorBlock?, range: SourceRange) {
        self.pattern = pattern
        self.type = type
        self.initializer = initializer
        self.accessors = accessors
        self.range = range
    }

    /// The bound name, if the pattern is a plain name.
    public var name: String? { pattern.identifierName }
}

/// A computed property's body or its accessors.
public enum AccessorBlock: Sendable {
    /// `{ statements }`: an implicit getter.
    case getter(CodeBlock)
    /// `{ get { } set { } }`, `{ didSet { } }`, `{ get set }` in a protocol.
    case accessors([Accessor], SourceRange)

    /// The bytes from `{` to `}`.
    public var range: SourceRange {
        switch self {
        case .getter(let block): block.range
        case .accessors(_, let range): range
        }
    }

    /// The getter's statements: the implicit getter's, or the `get` accessor's.
    public var getterStatements: [Stmt]? {
        switch self {
        case .getter(let block): block.statements
        case .accessors(let accessors, _): accessors.first { $0.kind.text == "get" }?.body?.statements
        }
    }
}

/// `get`, `set(newValue)`, `didSet`, `willSet`, `_modify` and the like.
public struct Accessor: Sendable {
    /// The accessor's word.
    public var kind: Name
    /// Attributes and modifiers before it: `mutating`, `nonmutating`, `@MainActor`.
    public var modifiers: [Modifier]
    /// The parameter name in parentheses, if any.
    public var parameter: Name?
    /// Effect words: `async`, `throws`.
    public var effects: [String]
    /// The body; nil in a protocol requirement.
    public var body: CodeBlock?
    /// The bytes it covers.
    public var range: SourceRange

    /// An accessor.
    public init(kind: Name, modifiers: [Modifier], parameter: Name?, effects: [String], body: CodeBlock?, range: SourceRange) {
        self.kind = kind
        self.modifiers = modifiers
        self.parameter = parameter
        self.effects = effects
        self.body = body
        self.range = range
    }
}
