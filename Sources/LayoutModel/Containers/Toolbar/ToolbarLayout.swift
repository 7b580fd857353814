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

    /// Creates parameters; each defaults to its documented value.
    public init(itemWidth: Double = 44, itemSpacing: Double = 8, reservedLeadingWidth: Double = 120, barMargin: Double = 16) {
        self.itemWidth = itemWidth
        self.itemSpacing = itemSpacing
        self.reservedLeadingWidth = reservedLeadingWidth
        self.barMargin = barMargin
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
        var trailing: [ToolbarItem] = []
        var leading: [ToolbarItem] = []
        var principal: [ToolbarItem] = []
        var center: [ToolbarItem] = []
        var bottom: [ToolbarItem] = []
        for item in items {
            switch item.placement.group {
            case .principal: principal.append(item)
            case .bottom: bottom.append(item)
            case .secondary:
                if centered { center.append(item) } else { layout.overflow.append(item.id) }
            case .trailing: trailing.append(item)
            case .leading where item.placement == .navigation && horizontal == .compact && backButton:
                trailing.append(item)
            case .leading: leading.append(item)
            case .keyboard: layout.keyboard.append(item.id)
            }
        }
        func slot(_ item: ToolbarItem) -> Double { (item.width ?? parameters.itemWidth) + parameters.itemSpacing }
        var room = width - 2 * parameters.barMargin - parameters.reservedLeadingWidth
        for item in principal {
            if slot(item) <= room + 0.001 { layout.center.append(item.id); room -= slot(item) }
            else { layout.clipped.append(item.id) }
        }
        let overflowButton = parameters.itemWidth + parameters.itemSpacing
        // The leading, centre and trailing items in that order, without
        // joining them into new arrays or writing through key paths (issue 25);
        // the widths are added in the same order as before.
        var needed = 0.0
        for item in leading { needed += slot(item) }
        for item in center { needed += slot(item) }
        for item in trailing { needed += slot(item) }
        let hasMenu = !layout.overflow.isEmpty || needed > room + 0.001
        if hasMenu { room -= overflowButton }
        for group in 0..<3 {
            for item in group == 0 ? leading : group == 1 ? center : trailing {
                if slot(item) <= room + 0.001 {
                    switch group {
                    case 0: layout.leading.append(item.id)
                    case 1: layout.center.append(item.id)
                    default: layout.trailing.append(item.id)
                    }
                    room -= slot(item)
                } else {
                    layout.overflow.append(item.id)
                    room = -.infinity
                }
            }
        }
        var bottomRoom = width - 2 * parameters.barMargin
        for item in bottom {
            if slot(item) <= bottomRoom + 0.001 + parameters.itemSpacing {
                layout.bottom.append(item.id)
                bottomRoom -= slot(item)
            } else {
                layout.clipped.append(item.id)
                bottomRoom = -.infinity
            }
        }
        return layout
    }
}
