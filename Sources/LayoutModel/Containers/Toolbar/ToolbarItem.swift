/// `ToolbarItemPlacement`.
public enum ToolbarPlacement: String, Hashable, Sendable, Codable, CaseIterable {
    /// `.automatic`: trailing in the navigation bar ("Otherwise, it places
    /// items in the trailing position of the navigation bar", Apple; the
    /// centre placement of customizable bars is not modelled).
    case automatic
    /// `.primaryAction`: "the trailing edge of the navigation bar" (Apple).
    case primaryAction
    /// `.secondaryAction`: the overflow menu, as UIKit's centre items are for
    /// the default navigator style; the centre of the bar with
    /// `toolbarRole(.editor)` or `.browser` in regular width.
    case secondaryAction
    /// `.bottomBar`: the bottom toolbar.
    case bottomBar
    /// `.principal`: the centre of the navigation bar (Apple).
    case principal
}

/// `toolbarRole(_:)`.
public enum ToolbarRole: String, Hashable, Sendable, Codable, CaseIterable {
    /// `.navigationStack`, the default.
    case navigationStack
    /// `.editor`: the title leading, items allowed in the centre (Apple).
    case editor
    /// `.browser`: the title leading, items allowed in the centre (Apple).
    case browser
}

/// A `ToolbarItem`.
public struct ToolbarItem: Hashable, Sendable, Codable {
    /// The action's name, which identifies it in reports.
    public var id: String
    /// Where it asks to go.
    public var placement: ToolbarPlacement
    /// Its width in points; `nil` for the standard 44 pt button.
    public var width: Double?

    /// Creates an item.
    public init(_ id: String, placement: ToolbarPlacement, width: Double? = nil) {
        self.id = id
        self.placement = placement
        self.width = width
    }
}

/// A screen's toolbar: its items, and per size class when the app places
/// them differently (buttons in the navigation bar in regular width, a bottom
/// bar in compact).
public struct ToolbarSpec: Hashable, Sendable, Codable {
    /// The items in regular width (and in compact when ``compact`` is `nil`).
    public var items: [ToolbarItem]
    /// The items in compact width, when different.
    public var compact: [ToolbarItem]?
    /// The toolbar role.
    public var role: ToolbarRole?

    /// Creates a toolbar.
    public init(items: [ToolbarItem], compact: [ToolbarItem]? = nil, role: ToolbarRole? = nil) {
        self.items = items
        self.compact = compact
        self.role = role
    }

    /// The items for `sizeClass`.
    public func items(for sizeClass: SizeClass) -> [ToolbarItem] {
        sizeClass == .compact ? (compact ?? items) : items
    }
}
