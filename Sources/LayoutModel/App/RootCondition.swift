/// A condition a root branch is chosen on: the device idiom, the
/// horizontal size class and the window's shape (its width, height or
/// aspect), alone or combined, as the root view's code tests them (`if
/// idiom == .phone || horizontalSizeClass == .compact`, `if
/// proxy.size.width < proxy.size.height`).
///
/// In JSON, an object with one key: `{"idiom": "phone"}`,
/// `{"horizontalSizeClass": "compact"}`, `{"minWidth": 700}`,
/// `{"minHeight": 600}`, `{"aspect": "landscape"}`, `{"anyOf": [C, ...]}`
/// (`||`), `{"allOf": [C, ...]}` (`&&`) or `{"not": C}` (`!`).
///
/// The shape conditions are evaluated on the window's size in points as it
/// is now, so a root over them switches containers as the window is resized
/// (a `GeometryReader` or `onGeometryChange` at the root re-evaluates its
/// closure when its size changes), as one over the size class does when the
/// size class changes.
public indirect enum RootCondition: Hashable, Sendable {
    /// `UIDevice.current.userInterfaceIdiom == idiom`: the idiom the app sees
    /// (`phone` for an iPhone app on an iPad under iPadOS 27).
    case idiom(Idiom)
    /// `horizontalSizeClass == sizeClass`.
    case horizontalSizeClass(SizeClass)
    /// `proxy.size.width >= points`: the window is at least `points` wide.
    case minWidth(Double)
    /// `proxy.size.height >= points`: the window is at least `points` tall.
    case minHeight(Double)
    /// `proxy.size.width > proxy.size.height` (``WindowAspect/landscape``)
    /// or `<` (``WindowAspect/portrait``).
    case aspect(WindowAspect)
    /// Every condition holds (`&&`); true when the list is empty.
    case allOf([RootCondition])
    /// Some condition holds (`||`); false when the list is empty.
    case anyOf([RootCondition])
    /// The condition does not hold (`!`).
    case not(RootCondition)

    /// Whether the condition holds in a window of `idiom` in `horizontal`
    /// width whose size is `size`.
    ///
    /// Without a size, a shape condition (``minWidth(_:)``,
    /// ``minHeight(_:)``, ``aspect(_:)``) does not hold: callers that have
    /// no window (a side column's condition, worked out once per idiom and
    /// size class) never see one, as validation refuses them there.
    public func holds(idiom: Idiom, horizontal: SizeClass, size: Size? = nil) -> Bool {
        switch self {
        case let .idiom(wanted): idiom == wanted
        case let .horizontalSizeClass(wanted): horizontal == wanted
        case let .minWidth(points): size.map { $0.width >= points } ?? false
        case let .minHeight(points): size.map { $0.height >= points } ?? false
        case let .aspect(aspect): size.map(aspect.holds) ?? false
        case let .allOf(conditions): conditions.allSatisfy { $0.holds(idiom: idiom, horizontal: horizontal, size: size) }
        case let .anyOf(conditions): conditions.contains { $0.holds(idiom: idiom, horizontal: horizontal, size: size) }
        case let .not(condition): !condition.holds(idiom: idiom, horizontal: horizontal, size: size)
        }
    }

    /// Whether the condition reads the window's shape (its width, height or
    /// aspect) anywhere, so that its value can change while the idiom and
    /// the size class stay.
    public var readsShape: Bool {
        switch self {
        case .idiom, .horizontalSizeClass: false
        case .minWidth, .minHeight, .aspect: true
        case let .allOf(conditions), let .anyOf(conditions): conditions.contains(where: \.readsShape)
        case let .not(condition): condition.readsShape
        }
    }

    /// The condition as Swift: `idiom == .phone || horizontalSizeClass == .compact`.
    public var swiftDescription: String { text(nested: false) }

    private func text(nested: Bool) -> String {
        switch self {
        case let .idiom(idiom): return "idiom == .\(idiom.rawValue)"
        case let .horizontalSizeClass(sizeClass): return "horizontalSizeClass == .\(sizeClass.rawValue)"
        case let .minWidth(points): return "width >= \(Points.format(points))"
        case let .minHeight(points): return "height >= \(Points.format(points))"
        case .aspect(.landscape): return "width > height"
        case .aspect(.portrait): return "width < height"
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
    private enum CodingKeys: String, CodingKey { case idiom, horizontalSizeClass, minWidth, minHeight, aspect, allOf, anyOf, not }

    /// Decodes the one-key object form.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath,
                debugDescription: "a condition is an object with one key: idiom, horizontalSizeClass, minWidth, minHeight, aspect, anyOf, allOf or not"))
        }
        switch key {
        case .idiom: self = .idiom(try container.decode(Idiom.self, forKey: key))
        case .horizontalSizeClass: self = .horizontalSizeClass(try container.decode(SizeClass.self, forKey: key))
        case .minWidth: self = .minWidth(try container.decode(Double.self, forKey: key))
        case .minHeight: self = .minHeight(try container.decode(Double.self, forKey: key))
        case .aspect: self = .aspect(try container.decode(WindowAspect.self, forKey: key))
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
        case let .minWidth(points): try container.encode(points, forKey: .minWidth)
        case let .minHeight(points): try container.encode(points, forKey: .minHeight)
        case let .aspect(aspect): try container.encode(aspect, forKey: .aspect)
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
