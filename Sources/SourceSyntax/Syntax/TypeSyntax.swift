/// A type as written: `some View`, `[GridItem]`, `Binding<Bool>`, `Int?`, `() -> Content`.
public struct TypeSyntax: Sendable, CustomStringConvertible {
    /// The shapes a type can have.
    public indirect enum Kind: Sendable {
        /// A name with generic arguments: `View`, `Binding<Bool>`, `Self`, `Any`.
        case named(Name, [TypeSyntax])
        /// A member type: `Foo.Bar`, `Array<Int>.Index`.
        case member(TypeSyntax, Name, [TypeSyntax])
        /// `T?`
        case optional(TypeSyntax)
        /// `T!`
        case implicitlyUnwrapped(TypeSyntax)
        /// `[T]`
        case array(TypeSyntax)
        /// `[K: V]`
        case dictionary(TypeSyntax, TypeSyntax)
        /// `(A, label: B)`; `()` is the empty tuple.
        case tuple([TupleTypeElement])
        /// `(A) async throws -> B`
        case function([TupleTypeElement], effects: [String], result: TypeSyntax)
        /// `some P`, `any P`, `each T`, `repeat T`.
        case opaque(keyword: String, TypeSyntax)
        /// `A & B`
        case composition([TypeSyntax])
        /// `@escaping () -> Void`, `inout T`, `borrowing T`: attributes and specifiers.
        case attributed([String], TypeSyntax)
        /// `T.Type`, `T.Protocol`.
        case metatype(TypeSyntax, String)
        /// A type that could not be read (a diagnostic says why).
        case missing
    }

    /// The shape.
    public var kind: Kind
    /// The bytes it covers.
    public var range: SourceRange

    /// A type.
    public init(kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// The type in one canonical spelling: `[String: Int]?`, `some View`, `Binding<Bool>`.
    public var description: String {
        switch kind {
        case let .named(name, arguments): name.text + Self.arguments(arguments)
        case let .member(base, name, arguments): "\(base).\(name.text)\(Self.arguments(arguments))"
        case .optional(let wrapped): "\(wrapped)?"
        case .implicitlyUnwrapped(let wrapped): "\(wrapped)!"
        case .array(let element): "[\(element)]"
        case let .dictionary(key, value): "[\(key): \(value)]"
        case .tuple(let elements): "(\(elements.map(\.description).joined(separator: ", ")))"
        case let .function(parameters, effects, result):
            "(\(parameters.map(\.description).joined(separator: ", ")))\(effects.map { " " + $0 }.joined()) -> \(result)"
        case let .opaque(keyword, type): "\(keyword) \(type)"
        case .composition(let types): types.map(\.description).joined(separator: " & ")
        case let .attributed(attributes, type): "\(attributes.joined(separator: " ")) \(type)"
        case let .metatype(base, word): "\(base).\(word)"
        case .missing: "<missing>"
        }
    }

    /// The last name of a named or member type (`Content` for `Foo.Content<T>`); nil otherwise.
    public var baseName: String? {
        switch kind {
        case .named(let name, _): name.text
        case .member(_, let name, _): name.text
        default: nil
        }
    }

    /// The generic arguments of a named or member type.
    public var genericArguments: [TypeSyntax] {
        switch kind {
        case .named(_, let arguments), .member(_, _, let arguments): arguments
        default: []
        }
    }

    private static func arguments(_ arguments: [TypeSyntax]) -> String {
        arguments.isEmpty ? "" : "<\(arguments.map(\.description).joined(separator: ", "))>"
    }
}

/// An element of a tuple or function parameter type: `label: T`, `T...`.
public struct TupleTypeElement: Sendable, CustomStringConvertible {
    /// The label, if written (`_` kept as written).
    public var label: Name?
    /// A second name, as function types allow (`_ x: Int`).
    public var secondName: Name?
    /// The element's type.
    public var type: TypeSyntax
    /// Whether it ends with `...`.
    public var isVariadic: Bool

    /// A tuple type element.
    public init(label: Name?, secondName: Name?, type: TypeSyntax, isVariadic: Bool) {
        self.label = label
        self.secondName = secondName
        self.type = type
        self.isVariadic = isVariadic
    }

    /// `label: T` or `T`, with `...` if variadic.
    public var description: String {
        let names = [label?.text, secondName?.text].compactMap { $0 }.joined(separator: " ")
        return (names.isEmpty ? "" : names + ": ") + type.description + (isVariadic ? "..." : "")
    }
}
