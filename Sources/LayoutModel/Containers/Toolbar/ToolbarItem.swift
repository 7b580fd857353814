/// `ToolbarItemPlacement`, under its SwiftUI names, each mapped to where
/// SwiftUI puts it on iPad (``ToolbarPlacement/group``). Sources: Apple's
/// `ToolbarItemPlacement` documentation, one page per placement
/// (developer.apple.com/documentation/swiftui/toolbaritemplacement/NAME).
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
    /// `.topBarLeading`: "the leading edge of the top bar"; "on iOS, the top
    /// bar is the navigation bar" (Apple).
    case topBarLeading
    /// `.topBarTrailing`: the trailing edge of the navigation bar (Apple).
    case topBarTrailing
    /// `.navigation`: "In iOS, iPadOS, and tvOS, navigation items appear in
    /// the leading edge of the navigation bar", and "If a system navigation
    /// item such as a back button is present in a compact width, it instead
    /// appears in the primaryAction placement" (Apple): leading, or trailing
    /// in compact width under a back button (``ToolbarLayout/resolve(_:horizontal:width:backButton:parameters:)``).
    case navigation
    /// `.confirmationAction`: "In iOS, iPadOS, and tvOS, the system places
    /// `confirmationAction` items in the same location as a `primaryAction`"
    /// (Apple): trailing.
    case confirmationAction
    /// `.cancellationAction`: "In iOS, iPadOS, tvOS, and watchOS, the system
    /// places `cancellationAction` items on the leading edge of the
    /// navigation bar" (Apple).
    case cancellationAction
    /// `.status`: "In iOS and iPadOS, the system places status items in the
    /// center of the bottom toolbar" (Apple): the bottom toolbar.
    case status
    /// `.keyboard`: "above the software keyboard when present, or at the
    /// bottom of the screen when a hardware keyboard is attached" (Apple):
    /// a bar of its own, shown with the keyboard, which no window size hides.
    case keyboard

    /// Where an item of this placement goes on iPad.
    public enum Group: Hashable, Sendable {
        /// The navigation bar's leading end, after the back button.
        case leading
        /// The navigation bar's centre.
        case principal
        /// The navigation bar's trailing end.
        case trailing
        /// The overflow menu (or the centre, with an editor or browser role).
        case secondary
        /// The bottom toolbar.
        case bottom
        /// The keyboard's bar.
        case keyboard
    }

    /// Where SwiftUI puts an item of this placement on iPad.
    public var group: Group {
        switch self {
        case .topBarLeading, .navigation, .cancellationAction: .leading
        case .principal: .principal
        case .automatic, .primaryAction, .topBarTrailing, .confirmationAction: .trailing
        case .secondaryAction: .secondary
        case .bottomBar, .status: .bottom
        case .keyboard: .keyboard
        }
    }
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
    /// The split view column the item stands in for, when it offers what
    /// that column offers: the same choices setting the same selection (a
    /// compact-only `Menu` of the sidebar's rows that writes the sidebar's
    /// selection), or the column's screen. `sidebar` or `content`; `nil`
    /// for an action of its own (compose, share), which is lost wherever
    /// the item is not.
    public var standsInFor: SplitColumn?

    /// Creates an item.
    public init(_ id: String, placement: ToolbarPlacement, width: Double? = nil, standsInFor: SplitColumn? = nil) {
        self.id = id
        self.placement = placement
        self.width = width
        self.standsInFor = standsInFor
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
    /// The ids of the actions in the title menu (`toolbarTitleMenu { }`,
    /// `ToolbarTitleMenu { }`), which "can be presented by tapping the
    /// navigation title in the app's navigation bar" (Apple,
    /// `ToolbarTitleMenu`): reachable only where the bar shows the title
    /// (``firstTitleMenuActionLeftOut(in:titleShown:)``).
    public var titleMenu: [String]?

    /// Creates a toolbar.
    public init(items: [ToolbarItem], compact: [ToolbarItem]? = nil, role: ToolbarRole? = nil, titleMenu: [String]? = nil) {
        self.items = items
        self.compact = compact
        self.role = role
        self.titleMenu = titleMenu
    }

    /// The first action of the title menu that a layout in `sizeClass` width
    /// leaves the user no way to: the navigation bar does not show the
    /// title there (`titleShown` false: a top tab bar takes its place) and
    /// no toolbar item of that size class (``items(for:)``) offers the same
    /// action. `nil` when the title is shown, or every action is also an item.
    public func firstTitleMenuActionLeftOut(in sizeClass: SizeClass, titleShown: Bool) -> String? {
        guard !titleShown, let titleMenu else { return nil }
        let shown = items(for: sizeClass)
        return titleMenu.first { action in !shown.contains { $0.id == action } }
    }

    /// The items for `sizeClass`.
    public func items(for sizeClass: SizeClass) -> [ToolbarItem] {
        sizeClass == .compact ? (compact ?? items) : items
    }

    /// The first item, regular ones before compact ones, that a toolbar
    /// resolved in `sizeClass` width leaves out: an item of the other size
    /// class's list whose id the list for `sizeClass` (``items(for:)``) lacks;
    /// `nil` when the toolbar has one list for both.
    ///
    /// ``ToolbarLayout/resolve(_:horizontal:width:backButton:parameters:)``
    /// puts every item of ``items(for:)`` in one of its lists, so once
    /// nothing is clipped these are the items the user cannot reach: the
    /// `toolbar-actions-reachable` check asks this where it searched the six
    /// lists of ``ToolbarLayout/reachable`` for every item.
    ///
    /// An item that stands in for a column (``ToolbarItem/standsInFor``) is
    /// not left out where the layout offers that column (`offers` says so):
    /// the column gives the user the same choices, so nothing is lost.
    public func firstItemLeftOut(in sizeClass: SizeClass, offers: (SplitColumn) -> Bool = { _ in false }) -> ToolbarItem? {
        guard let compact else { return nil }
        let (others, shown) = sizeClass == .compact ? (items, compact) : (compact, items)
        return others.first { item in
            if let column = item.standsInFor, offers(column) { return false }
            return !shown.contains { $0.id == item.id }
        }
    }
}
