import LayoutModel
import SourceSyntax

/// What an expression evaluates to, as far as the reader follows it.
indirect enum Value: Sendable {
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// A Boolean.
    case bool(Bool)
    /// An enum case: `Sport.basketball`, `.compact`; `type` when known, its
    /// id the raw value when written as a string, else the name.
    case enumCase(type: String?, name: String, id: String)
    /// A value of one of the app's types made with arguments: `Recipe(drink: d)`.
    case instance(type: String, fields: [String: Value])
    /// An array.
    case array([Value])
    /// A `GridItem`.
    case gridItem(GridItem)
    /// A view.
    case view(ViewTree)
    /// A closure and the scope it was made in.
    case closure(ClosureExpr, Scope)
    /// `$name`: a binding to the state named `name`.
    case binding(String)
    /// `UIScreen.main.bounds.width`.
    case screenWidth
    /// A `GeometryReader`'s `proxy.size.width`: the window's width when the
    /// reader is the root view.
    case windowWidth
    /// `proxy.size.width >= n`: true in windows at least `n` wide.
    case widthAtLeast(Double)
    /// A `GeometryReader`'s `proxy.size.height`: the window's height when
    /// the reader is the root view.
    case windowHeight
    /// A test of the window's shape other than ``widthAtLeast(_:)``
    /// (`proxy.size.width < proxy.size.height`, `proxy.size.height >= 600`),
    /// as the root condition it is (`Extractor+ShapeRoot.swift`).
    case shape(RootCondition)
    /// A type used as a value: `Sport.self`, or `Sport` in `Sport.allCases`.
    case type(String)
    /// `.infinity`.
    case infinity
    /// `nil`.
    case none
    /// Not known: what the reader could not follow.
    case unknown
    /// Sample element `row` (from 1) of the data `data` (its code,
    /// `store.orders`), which the source does not hold, in the `ForEach` or
    /// `List(data)` at `at`: not known, as ``unknown`` is, but a row whose
    /// link or tab becomes rows from data (``LayoutModel/RowsFromData``,
    /// `Extractor+RowsFromData.swift`).
    case fromData(row: Int, data: String, at: Site)
    /// A property of sample element `row` of `data` (`category.name`): told
    /// from the other elements' as the element is, so a selection row's
    /// value (`NavigationLink(name, value: category.name)` in a
    /// `List(selection:)`), but no element to push.
    case sampleProperty(row: Int, data: String, at: Site)
    /// The `id` of sample element `row` of `data` (`backyard.id`): a
    /// property as ``sampleProperty(row:data:at:)`` is, and the value a
    /// `NavigationLink(value: backyard.id)` pushes for a
    /// `navigationDestination(for: Backyard.ID.self)` to show that element
    /// (Apple's Backyard Birds and Food Truck samples push ids).
    case sampleID(row: Int, data: String, at: Site)
    /// One of the app's own environment values, `@Environment(\.name)`,
    /// evaluated where it is read (its value may depend on the idiom or the
    /// size class, `Extractor+EnvironmentKey.swift`).
    case environment(String)

    /// The number, if this is one.
    var number: Double? {
        switch self {
        case .number(let value): value
        case .infinity: .infinity
        default: nil
        }
    }

    /// Whether the value is the window's or the screen's width.
    var isWindowRelative: Bool {
        switch self {
        case .screenWidth, .windowWidth: true
        default: false
        }
    }

    /// The string, if this is one.
    var string: String? { if case .string(let text) = self { text } else { nil } }

    /// Whether this is a test of the window's shape (``shape(_:)``).
    var isShape: Bool {
        if case .shape = self { return true }
        return false
    }

    /// Whether the value is known.
    var isKnown: Bool {
        switch self {
        case .unknown, .fromData, .sampleProperty, .sampleID, .environment: false
        default: true
        }
    }

    /// Whether this is a sample element of data the source does not hold,
    /// or a property of one.
    var isSample: Bool { sample != nil }

    /// Whether this is the id of a sample element (``sampleID(row:data:at:)``).
    var isSampleID: Bool { if case .sampleID = self { true } else { false } }

    /// The data and the `ForEach` or `List(data)` of a sample element, or
    /// of the element whose property this is.
    var sample: (row: Int, data: String, at: Site)? {
        switch self {
        case let .fromData(row, data, at), let .sampleProperty(row, data, at), let .sampleID(row, data, at): (row, data, at)
        default: nil
        }
    }

    /// The id of a navigation value, a tag or a selection: an enum case's id,
    /// a string, or a type's name in lower camel case (each value of a struct
    /// type is one screen); nil when unknown.
    var screenID: String? {
        switch self {
        case .enumCase(_, _, let id): id
        case .string(let text): text
        case .instance(let type, _): type.prefix(1).lowercased() + type.dropFirst()
        case .number(let value): Points.format(value)
        default: nil
        }
    }

    /// The type's name, when known: for choosing a `navigationDestination(for:)`.
    var typeName: String? {
        switch self {
        case .enumCase(let type, _, _): type
        case .instance(let type, _): type
        case .string: "String"
        case .number: "Int"
        default: nil
        }
    }

    /// Whether two values are the same, when both are known.
    func equals(_ other: Value) -> Bool? {
        switch (self, other) {
        case let (.number(a), .number(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.bool(a), .bool(b)): a == b
        case let (.enumCase(_, a, _), .enumCase(_, b, _)): a == b
        case (.none, .none): true
        case (.none, .enumCase), (.enumCase, .none), (.none, .string), (.string, .none): false
        default: nil
        }
    }
}

/// The names an expression can see: local names, the view's own properties
/// and `self`.
struct Scope: Sendable {
    /// The file the code is in.
    var file: Int
    /// Names bound here: parameters, `let`s, stored properties.
    var values: [String: Value] = [:]
    /// The type whose members are in scope (`self`'s type).
    var selfType: String?
    /// `self`, when it is a value (an enum case, a view in a modifier).
    var selfValue: Value?
}
