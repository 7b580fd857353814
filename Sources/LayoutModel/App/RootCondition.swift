/// A condition a root branch is chosen on: the device idiom and the
/// horizontal size class, alone or combined, as the root view's code tests
/// them (`if idiom == .phone || horizontalSizeClass == .compact`).
///
/// In JSON, an object with one key: `{"idiom": "phone"}`,
/// `{"horizontalSizeClass": "compact"}`, `{"anyOf": [C, ...]}` (`||`),
/// `{"allOf": [C, ...]}` (`&&`) or `{"not": C}` (`!`).
public indirect enum RootCondition: Hashable, Sendable {
    /// `UIDevice.current.userInterfaceIdiom == idiom`: the idiom the app sees
    /// (`phone` for an iPhone app on an iPad under iPadOS 27).
    case idiom(Idiom)
    /// `horizontalSizeClass == sizeClass`.
    case horizontalSizeClass(SizeClass)
    /// Every condition holds (`&&`); true when the list is empty.
    case allOf([RootCondition])
    /// Some condition holds (`||`); false when the list is empty.
    case anyOf([RootCondition])
    /// The condition does not hold (`!`).
    case not(RootCondition)

    /// Whether the condition holds in a window of `idiom` in `horizontal` width.
    public func holds(idiom: Idiom, horizontal: SizeClass) -> Bool {
        switch self {
        case let .idiom(wanted): idiom == wanted
        case let .horizontalSizeClass(wanted): horizontal == wanted
        case let .allOf(conditions): conditions.allSatisfy { $0.holds(idiom: idiom, horizontal: horizontal) }
        case let .anyOf(conditions): conditions.contains { $0.holds(idiom: idiom, horizontal: horizontal) }
        case let .not(condition): !condition.holds(idiom: idiom, horizontal: horizontal)
        }
    }

    /// The condition as Swift: `idiom == .phone || horizontalSizeClass == .compact`.
    public var swiftDescription: String { text(nested: false) }

    private func text(nested: Bool) -> String {
        switch self {
        case let .idiom(idiom): return "idiom == .\(idiom.rawValue)"
        case let .horizontalSizeClass(sizeClass): return "horizontalSizeClass == .\(sizeClass.rawValue)"
        case let .allOf(conditions), let .anyOf(conditions):
            if conditions.isEmpty { return isAllOf ? "true" : "false" }
            let joined = conditions.map { $0.text(nested: conditions.count > 1) }
                .joined(separator: isAllOf ? " && " : " || ")
            return nested && conditions.count > 1 ? "(\(joined))" : joined
        case let .not(condition):
            return "!(\(condition.text(nested: false)))"
        }
    }

    private var isAllOf: Bool {
        if case .allOf = self { return true }
        return false
    }
}

extension RootCondition: Codable {
    private enum CodingKeys: String, CodingKey { case idiom, horizontalSizeClass, allOf, anyOf, not }

    /// Decodes the one-key object form.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath,
                debugDescription: "a condition is an object with one key: idiom, horizontalSizeClass, anyOf, allOf or not"))
        }
        switch key {
        case .idiom: self = .idiom(try container.decode(Idiom.self, forKey: key))
        case .horizontalSizeClass: self = .horizontalSizeClass(try container.decode(SizeClass.self, forKey: key))
        case .allOf: self = .allOf(try container.decode([RootCondition].self, forKey: key))
        case .anyOf: self = .anyOf(try container.decode([RootCondition].self, forKey: key))
        case .not: self = .not(try container.decode(RootCondition.self, forKey: key))
        }
    }

    /// Encodes the one-key object form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case let .idiom(idiom): try container.encode(idiom, forKey: .idiom)
        case let .horizontalSizeClass(sizeClass): try container.encode(sizeClass, forKey: .horizontalSizeClass)
        case let .allOf(conditions): try container.encode(conditions, forKey: .allOf)
        case let .anyOf(conditions): try container.encode(conditions, forKey: .anyOf)
        case let .not(condition): try container.encode(condition, forKey: .not)
        }
    }
}

/// One branch of a root that chooses its container by conditions:
/// `if when { container }`.
public struct RootBranch: Hashable, Sendable, Codable {
    /// The condition the branch is taken on.
    public var when: RootCondition
    /// The container it shows.
    public var container: Container

    /// Creates a branch.
    public init(when: RootCondition, container: Container) {
        self.when = when
        self.container = container
    }
}
