/// The invariants SizeFuzz checks after every step, by name.
public enum InvariantName: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    /// The tab or sidebar row the user chose survives window and lifecycle changes.
    case selectionPreserved = "selection-preserved"
    /// The navigation path under the chosen screen survives window and lifecycle changes.
    case pathPreserved = "path-preserved"
    /// No fixed width makes content wider than the space it is offered.
    case noFixedWidthOverflow = "no-fixed-width-overflow"
    /// Every screen's content fits the width it is offered, whatever is to blame.
    case contentFits = "content-fits"
    /// Tiled split-view columns stay within their bounds and leave the detail its minimum.
    case columnWidthsWithinBounds = "column-widths-within-bounds"
    /// A resizable window stays within the scene's size restrictions.
    case sizeWithinRestrictions = "size-within-restrictions"
    /// Split views collapse exactly in compact width; tab bars go to the bottom
    /// exactly in compact width or on iPhone.
    case sizeClassLayoutConsistent = "size-class-layout-consistent"
    /// Every LazyVGrid fits the width it is offered.
    case gridFits = "grid-fits"
    /// The tab bar shows every tab without More or scrolling.
    case tabBarFits = "tab-bar-fits"
    /// Every toolbar action is on a bar or in the overflow menu.
    case toolbarActionsReachable = "toolbar-actions-reachable"
    /// The layouts kept through a sequence equal those computed fresh at its end.
    case layoutPathIndependent = "layout-path-independent"
    /// An event in one window never changes another window's navigation state.
    case sceneIsolation = "scene-isolation"
    /// A reconnected scene shows what it showed when it was disconnected.
    case restorationRoundtrip = "restoration-roundtrip"
    /// No leading bar button or title of the screen is under the iPadOS 26
    /// window controls.
    case windowControlsClear = "window-controls-clear"

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
        }
    }

    /// Orders invariants as `allCases` lists them.
    public static func < (lhs: InvariantName, rhs: InvariantName) -> Bool { lhs.ordinal < rhs.ordinal }

    /// The position in `allCases`.
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
        }
    }

    /// The invariant's bit in an ``InvariantSet``.
    var bit: UInt32 { 1 << ordinal }
}

/// A set of invariants, as a bit mask (cheap to test on every step).
public struct InvariantSet: Hashable, Sendable, ExpressibleByArrayLiteral {
    /// The mask.
    public var bits: UInt32

    /// The set of `names`.
    public init(_ names: [InvariantName]) {
        bits = names.reduce(0) { $0 | $1.bit }
    }

    /// The set whose mask is `bits`.
    init(bits: UInt32) { self.bits = bits }

    /// The set of the listed names: `[.gridFits, .tabBarFits]`.
    public init(arrayLiteral names: InvariantName...) {
        self.init(names)
    }

    /// Every invariant.
    public static let all = InvariantSet(InvariantName.allCases)

    /// Whether the set holds `name`.
    @inline(__always) public func contains(_ name: InvariantName) -> Bool { bits & name.bit != 0 }

    /// The names in the set, in `InvariantName.allCases` order.
    public var names: [InvariantName] { InvariantName.allCases.filter(contains) }
}
