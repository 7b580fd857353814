/// The invariants SizeFuzz checks after every step, by name: the built-in
/// ones, and ``custom(_:)`` for an ``Invariant`` of your own.
public enum InvariantName: Hashable, Sendable, CaseIterable, Comparable, RawRepresentable {
    /// The tab or sidebar row the user chose survives window and lifecycle changes.
    case selectionPreserved
    /// The navigation path under the chosen screen survives window and lifecycle changes.
    case pathPreserved
    /// No fixed width makes content wider than the space it is offered.
    case noFixedWidthOverflow
    /// Every screen's content fits the width it is offered, whatever is to blame.
    case contentFits
    /// Tiled split-view columns stay within their bounds and leave the detail its minimum.
    case columnWidthsWithinBounds
    /// A resizable window stays within the scene's size restrictions.
    case sizeWithinRestrictions
    /// Split views collapse exactly in compact width; tab bars go to the bottom
    /// exactly in compact width or on iPhone.
    case sizeClassLayoutConsistent
    /// Every LazyVGrid fits the width it is offered.
    case gridFits
    /// The tab bar shows every tab without More or scrolling.
    case tabBarFits
    /// Every toolbar action is on a bar or in the overflow menu.
    case toolbarActionsReachable
    /// The layouts kept through a sequence equal those computed fresh at its end.
    case layoutPathIndependent
    /// An event in one window never changes another window's navigation state.
    case sceneIsolation
    /// A reconnected scene shows what it showed when it was disconnected.
    case restorationRoundtrip
    /// No leading bar button or title of the screen is under the iPadOS 26
    /// window controls.
    case windowControlsClear
    /// The split view's column visibility the user chose survives window and
    /// lifecycle changes while the same container shows.
    case columnsPreserved
    /// An invariant of your own (``Invariant``), by its name.
    case custom(String)

    /// Every built-in invariant, in the order reports list them.
    public static let allCases: [InvariantName] = [
        .selectionPreserved, .pathPreserved, .noFixedWidthOverflow, .contentFits, .columnWidthsWithinBounds,
        .sizeWithinRestrictions, .sizeClassLayoutConsistent, .gridFits, .tabBarFits, .toolbarActionsReachable,
        .layoutPathIndependent, .sceneIsolation, .restorationRoundtrip, .windowControlsClear, .columnsPreserved,
    ]

    /// The built-in invariant named `rawValue` (`grid-fits`); `nil` for any
    /// other name, a custom invariant's included.
    public init?(rawValue: String) {
        guard let name = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = name
    }

    /// The name as reports, corpus entries and `--invariant` write it.
    public var rawValue: String {
        switch self {
        case .selectionPreserved: "selection-preserved"
        case .pathPreserved: "path-preserved"
        case .noFixedWidthOverflow: "no-fixed-width-overflow"
        case .contentFits: "content-fits"
        case .columnWidthsWithinBounds: "column-widths-within-bounds"
        case .sizeWithinRestrictions: "size-within-restrictions"
        case .sizeClassLayoutConsistent: "size-class-layout-consistent"
        case .gridFits: "grid-fits"
        case .tabBarFits: "tab-bar-fits"
        case .toolbarActionsReachable: "toolbar-actions-reachable"
        case .layoutPathIndependent: "layout-path-independent"
        case .sceneIsolation: "scene-isolation"
        case .restorationRoundtrip: "restoration-roundtrip"
        case .windowControlsClear: "window-controls-clear"
        case .columnsPreserved: "columns-preserved"
        case let .custom(name): name
        }
    }

    /// Whether this is an invariant of your own.
    public var isCustom: Bool {
        if case .custom = self { return true }
        return false
    }

    /// One line on what the invariant promises.
    public var summary: String {
        switch self {
        case .selectionPreserved:
            "resizing, rotating or backgrounding never changes the tab or sidebar row the user last chose"
        case .pathPreserved:
            "resizing, rotating or backgrounding never changes the navigation path under the chosen screen"
        case .noFixedWidthOverflow:
            "no fixed-width frame (frame(width:), the screen's width) makes content wider than its window"
        case .contentFits:
            "every screen's content fits the width it is offered: no view needs more than it gets"
        case .columnWidthsWithinBounds:
            "tiled split-view columns stay within their min...max and leave the detail its minimum"
        case .sizeWithinRestrictions:
            "a resizable window stays within the scene's size restrictions"
        case .sizeClassLayoutConsistent:
            "split views collapse exactly in compact width; tab bars go to the bottom exactly in compact width or on iPhone"
        case .gridFits:
            "every LazyVGrid fits the width it is offered"
        case .tabBarFits:
            "the tab bar shows every tab without More or scrolling, each wide enough to tap"
        case .toolbarActionsReachable:
            "every toolbar action of the screen is on a bar or in the overflow menu"
        case .layoutPathIndependent:
            "the layout after a sequence equals the layout computed fresh for the final window and state"
        case .sceneIsolation:
            "an event in one window never changes another window's navigation state"
        case .restorationRoundtrip:
            "a scene disconnected and reconnected comes back with the navigation state it had"
        case .windowControlsClear:
            "no leading bar button or title of the screen sits under the window controls of a window that has them"
        case .columnsPreserved:
            "resizing, rotating or backgrounding never changes the split view's column visibility the user last chose"
        case let .custom(name):
            "\(name), an invariant of your own"
        }
    }

    /// Orders the built-in invariants as `allCases` lists them, then custom
    /// ones by name.
    public static func < (lhs: InvariantName, rhs: InvariantName) -> Bool {
        switch (lhs, rhs) {
        case let (.custom(left), .custom(right)): left < right
        case (.custom, _): false
        case (_, .custom): true
        default: lhs.ordinal < rhs.ordinal
        }
    }

    /// The position in `allCases`; 32 (no bit of a mask) for a custom one.
    var ordinal: UInt32 {
        switch self {
        case .selectionPreserved: 0
        case .pathPreserved: 1
        case .noFixedWidthOverflow: 2
        case .contentFits: 3
        case .columnWidthsWithinBounds: 4
        case .sizeWithinRestrictions: 5
        case .sizeClassLayoutConsistent: 6
        case .gridFits: 7
        case .tabBarFits: 8
        case .toolbarActionsReachable: 9
        case .layoutPathIndependent: 10
        case .sceneIsolation: 11
        case .restorationRoundtrip: 12
        case .windowControlsClear: 13
        case .columnsPreserved: 14
        case .custom: 32
        }
    }

    /// The invariant's bit in an ``InvariantSet``'s mask; none for a custom one.
    var bit: UInt32 { isCustom ? 0 : 1 << ordinal }
}
