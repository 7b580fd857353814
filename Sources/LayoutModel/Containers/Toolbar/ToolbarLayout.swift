/// Defaults for toolbar metrics Apple does not publish.
public struct ToolbarParameters: Hashable, Sendable, Codable {
    /// A standard bar button's width. Default 44 pt (Apple's 44 x 44 pt hit target).
    public var itemWidth: Double
    /// The space between bar items. Default 8 pt (estimate).
    public var itemSpacing: Double
    /// The width the navigation bar keeps for the back button and title at its
    /// leading end. Default 120 pt (estimate).
    public var reservedLeadingWidth: Double
    /// The margin at each end of a bar. Default 16 pt (estimate).
    public var barMargin: Double
    /// Whether the navigation bar still shows the screen's title (and so its
    /// title menu) beside a floating top tab bar. Default false: "because the
    /// tab bar shares space with the navigation bar" (Apple, "Elevating your
    /// iPad app with a tab bar and sidebar") it sits "in the navigation
    /// bar's title view area" (gamery.app, "Let's talk about the new tabs
    /// and sidebar in iPadOS 18", 2024), centred where the inline title goes
    /// (under iPadOS 26 "pinned to the top-center", Apollo-Reborn PR 557).
    /// Observed, not published; true is the other plausible end.
    public var titleBesideTopTabBar: Bool

    /// Creates parameters; each defaults to its documented value.
    public init(itemWidth: Double = 44, itemSpacing: Double = 8, reservedLeadingWidth: Double = 120, barMargin: Double = 16,
                titleBesideTopTabBar: Bool = false) {
        self.itemWidth = itemWidth
        self.itemSpacing = itemSpacing
        self.reservedLeadingWidth = reservedLeadingWidth
        self.barMargin = barMargin
        self.titleBesideTopTabBar = titleBesideTopTabBar
    }

    /// The defaults.
    public static let standard = ToolbarParameters()
}

/// A toolbar resolved in a bar of a given width: which items show where,
/// which are in the overflow menu, and which are lost.
public struct ToolbarLayout: Hashable, Sendable {
    /// Items at the navigation bar's leading end, after the back button
    /// (`topBarLeading`, `navigation`, `cancellationAction`).
    public var leading: [String] = []
    /// Items in the navigation bar's centre.
    public var center: [String] = []
    /// Items at the navigation bar's trailing end.
    public var trailing: [String] = []
    /// Items in the bottom toolbar.
    public var bottom: [String] = []
    /// Items in the overflow ("…") menu.
    public var overflow: [String] = []
    /// Items in the keyboard's bar, shown with the keyboard at any width.
    public var keyboard: [String] = []
    /// Items that neither fit nor overflow: clipped, unreachable.
    public var clipped: [String] = []

    /// Every item the user can reach.
    public var reachable: [String] { leading + center + trailing + bottom + overflow + keyboard }

    /// Resolves `spec` in a bar `width` points wide.
    ///
    /// Principal items take the centre first; with `toolbarRole(.editor)` or
    /// `.browser` in regular width, secondary actions join them there. The
    /// navigation bar's items (leading ones first, then the centre's, then
    /// the trailing ones) are then placed in declaration order while they
    /// fit beside the reserved leading area (the overflow button taking a slot
    /// once anything overflows); the rest go to the overflow menu ("If not all
    /// items fit … an overflow menu may be created", Apple). A principal item
    /// that does not fit, and bottom-bar items beyond the bar's width, are
    /// clipped: neither bar overflows them.
    ///
    /// `.navigation` items go leading, except in compact width when the bar
    /// has a back button (`backButton`: the screen was pushed, or a collapsed
    /// split view shows a column above its sidebar), where they take the
    /// primary action's place at the trailing end (Apple, `ToolbarItemPlacement.navigation`).
    public static func resolve(
        _ spec: ToolbarSpec, horizontal: SizeClass, width: Double, backButton: Bool = false,
        parameters: ToolbarParameters = .standard
    ) -> ToolbarLayout {
        var layout = ToolbarLayout()
        let items = spec.items(for: horizontal)
        let centered = horizontal == .regular && (spec.role == .editor || spec.role == .browser)
        let navigationTrailing = horizontal == .compact && backButton
        // The items read in place, by index, a pass for each group: gathering
        // each group into an array of its own allocated and freed up to five
        // arrays on every layout of a screen with a toolbar.
        func place(_ index: Int) -> Place {
            Place(items[index].placement, centered: centered, navigationTrailing: navigationTrailing)
        }
        func slot(_ index: Int) -> Double { (items[index].width ?? parameters.itemWidth) + parameters.itemSpacing }
        for index in items.indices {
            switch place(index) {
            case .overflow: layout.overflow.append(items[index].id)
            case .keyboard: layout.keyboard.append(items[index].id)
            case .leading, .center, .trailing, .principal, .bottom: break
            }
        }
        var room = width - 2 * parameters.barMargin - parameters.reservedLeadingWidth
        for index in items.indices where place(index) == .principal {
            if slot(index) <= room + 0.001 { layout.center.append(items[index].id); room -= slot(index) }
            else { layout.clipped.append(items[index].id) }
        }
        let overflowButton = parameters.itemWidth + parameters.itemSpacing
        // The leading, centre and trailing items in that order; the widths
        // are added in the same order as they are placed.
        var needed = 0.0
        for group in Place.navigationBar {
            for index in items.indices where place(index) == group { needed += slot(index) }
        }
        let hasMenu = !layout.overflow.isEmpty || needed > room + 0.001
        if hasMenu { room -= overflowButton }
        for group in Place.navigationBar {
            for index in items.indices where place(index) == group {
                if slot(index) <= room + 0.001 {
                    switch group {
                    case .leading: layout.leading.append(items[index].id)
                    case .center: layout.center.append(items[index].id)
                    default: layout.trailing.append(items[index].id)
                    }
                    room -= slot(index)
                } else {
                    layout.overflow.append(items[index].id)
                    room = -.infinity
                }
            }
        }
        var bottomRoom = width - 2 * parameters.barMargin
        for index in items.indices where place(index) == .bottom {
            if slot(index) <= bottomRoom + 0.001 + parameters.itemSpacing {
                layout.bottom.append(items[index].id)
                bottomRoom -= slot(index)
            } else {
                layout.clipped.append(items[index].id)
                bottomRoom = -.infinity
            }
        }
        return layout
    }
}

extension ToolbarLayout {
    /// Where ``resolve(_:horizontal:width:backButton:parameters:)`` puts an
    /// item: one of the navigation bar's three groups, the principal place,
    /// the bottom bar, the overflow menu or the keyboard's bar.
    fileprivate enum Place {
        case leading, center, trailing, principal, bottom, overflow, keyboard

        /// The navigation bar's groups, in the order their items are placed.
        static let navigationBar: [Place] = [.leading, .center, .trailing]

        /// The place of an item at `placement`: secondary actions join the
        /// centre when `centered` (an editor's or browser's toolbar in regular
        /// width) and the overflow menu otherwise; `.navigation` items go to
        /// the trailing end when `navigationTrailing` (compact width with a
        /// back button).
        init(_ placement: ToolbarPlacement, centered: Bool, navigationTrailing: Bool) {
            switch placement.group {
            case .principal: self = .principal
            case .bottom: self = .bottom
            case .secondary: self = centered ? .center : .overflow
            case .trailing: self = .trailing
            case .leading: self = placement == .navigation && navigationTrailing ? .trailing : .leading
            case .keyboard: self = .keyboard
            }
        }
    }
}
