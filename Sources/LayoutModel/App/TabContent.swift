/// A container as a tab's content: what a `Tab { ... }` holds when it is
/// more than one screen.
///
/// In JSON, an object with one key: `{"stack": {"root": "feed"}}` for a
/// `NavigationStack` inside the tab (its path is the tab's own, kept per
/// tab), or `{"splitView": {...}}` for a `NavigationSplitView` inside the tab.
///
/// A split view inside a tab lays out in the tab's content area (the window
/// less the tab view's sidebar, when it shows one) and collapses by the
/// window's horizontal size class, not by the width of that area: a
/// `NavigationSplitView` reads `horizontalSizeClass` from its environment,
/// which a `TabView` passes down unchanged ("The horizontal size class of
/// this environment", Apple, `EnvironmentValues.horizontalSizeClass`; the
/// size class is the window's trait, `UITraitCollection`). Its navigation
/// state (sidebar and content selections, detail path, column visibility,
/// compact column) is its own and kept per tab (``NestedNavigation``), as
/// each tab's stack path is: selecting another tab does not take a tab's
/// view out of the `TabView` (on iPad a `UITabBarController`, with a child
/// view controller per tab), so its `@State` survives (the model's reading;
/// Apple does not document it for SwiftUI).
public enum TabContent: Hashable, Sendable {
    /// A `NavigationStack` inside the tab, starting at a screen.
    case stack(StackSpec)
    /// A `NavigationSplitView` inside the tab.
    case splitView(SplitViewSpec)

    /// The split view, for split-view content.
    public var splitView: SplitViewSpec? {
        if case let .splitView(spec) = self { return spec }
        return nil
    }

    /// The stack's root screen, for stack content.
    public var stackRoot: String? {
        if case let .stack(spec) = self { return spec.root }
        return nil
    }
}

extension TabContent: OneKeyObject {
    /// `stack`, `splitView`.
    public static let jsonCases = ["stack", "splitView"]
}

extension TabContent: Codable {
    private enum CodingKeys: String, CodingKey { case stack, splitView }

    /// Decodes the one-key object form.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath,
                debugDescription: "a tab's content is an object with one key: stack or splitView"))
        }
        switch key {
        case .stack: self = .stack(try container.decode(StackSpec.self, forKey: key))
        case .splitView: self = .splitView(try container.decode(SplitViewSpec.self, forKey: key))
        }
    }

    /// Encodes the one-key object form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case let .stack(spec): try container.encode(spec, forKey: .stack)
        case let .splitView(spec): try container.encode(spec, forKey: .splitView)
        }
    }
}

extension AppSpec {
    /// Every split view inside a tab of a root tab view, in declaration order.
    public var nestedSplitViews: [SplitViewSpec] {
        root.containers.flatMap { container -> [SplitViewSpec] in
            guard case let .tabView(spec) = container else { return [] }
            return spec.allTabs.compactMap { $0.content?.splitView }
        }
    }
}
