/// The container at the root of an app's scene.
///
/// In JSON, an object with one key: `{"splitView": {...}}`,
/// `{"tabView": {...}}`, `{"stack": {"root": "home"}}` or
/// `{"view": {"screen": "home"}}`.
public enum Container: Hashable, Sendable {
    /// A `NavigationSplitView`.
    case splitView(SplitViewSpec)
    /// A `TabView`.
    case tabView(TabViewSpec)
    /// A `NavigationStack`.
    case stack(StackSpec)
    /// A plain view with no navigation container: one screen's content fills
    /// the window (an `HStack` posing as a sidebar, say).
    case view(screen: String)

    /// The navigation state declared inside the container's branch of the
    /// root (``StatePart``); empty when the root owns all of it.
    public var owns: [StatePart] {
        switch self {
        case let .splitView(spec): spec.owns ?? []
        case let .tabView(spec): spec.owns ?? []
        case let .stack(spec): spec.owns ?? []
        case .view: []
        }
    }

    /// The container's kind as the layout reports it.
    public var navigation: NavigationKind {
        switch self {
        case .splitView: .splitView
        case .tabView: .tabView
        case .stack: .stack
        case .view: .view
        }
    }
}

/// The kind of container a layout shows.
public enum NavigationKind: String, Hashable, Sendable, Codable {
    /// A `NavigationSplitView`.
    case splitView
    /// A `TabView`.
    case tabView
    /// A `NavigationStack`.
    case stack
    /// A plain view.
    case view
}

extension Container: Codable {
    private enum CodingKeys: String, CodingKey { case splitView, tabView, stack, view }
    private enum ViewKeys: String, CodingKey { case screen }

    /// Decodes the one-key object form.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath,
                debugDescription: "a container is an object with one key: splitView, tabView, stack or view"))
        }
        switch key {
        case .splitView: self = .splitView(try container.decode(SplitViewSpec.self, forKey: key))
        case .tabView: self = .tabView(try container.decode(TabViewSpec.self, forKey: key))
        case .stack: self = .stack(try container.decode(StackSpec.self, forKey: key))
        case .view:
            let nested = try container.nestedContainer(keyedBy: ViewKeys.self, forKey: key)
            self = .view(screen: try nested.decode(String.self, forKey: .screen))
        }
    }

    /// Encodes the one-key object form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case let .splitView(spec): try container.encode(spec, forKey: .splitView)
        case let .tabView(spec): try container.encode(spec, forKey: .tabView)
        case let .stack(spec): try container.encode(spec, forKey: .stack)
        case let .view(screen):
            var nested = container.nestedContainer(keyedBy: ViewKeys.self, forKey: .view)
            try nested.encode(screen, forKey: .screen)
        }
    }
}
