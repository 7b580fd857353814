/// How the system presents a window.
///
/// The modes of iPadOS 18 come first, then those of iPadOS 26; `full`,
/// `slide-over` and `stage` exist under both. ``OSVersion`` says which a
/// platform has (``modes(on:)``).
public enum WindowMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// The whole screen (iPadOS 26: Full Screen Apps, or a window made full screen).
    case full
    /// iPadOS 18: the narrow Split View pane (the catalog's `splitNarrow` width).
    case splitThird = "split-third"
    /// iPadOS 18: half of a Split View, landscape only: `(screen width - divider) / 2`.
    case splitHalf = "split-half"
    /// iPadOS 18: the wide Split View pane: `screen width - divider - narrow width`.
    case splitTwoThirds = "split-two-thirds"
    /// The Slide Over panel floating over another app: fixed under iPadOS 18,
    /// one resizable panel under iPadOS 26.1 and later.
    case slideOver = "slide-over"
    /// A freely resizable Stage Manager window, on the device or on an
    /// external display.
    case stage
    /// iPadOS 26: a freely resizable window in Windowed Apps mode.
    case windowed
    /// iPadOS 26 tile: the left half of the screen.
    case leftHalf = "left-half"
    /// iPadOS 26 tile: the right half of the screen.
    case rightHalf = "right-half"
    /// iPadOS 26 tile: the top half of the screen.
    case topHalf = "top-half"
    /// iPadOS 26 tile: the bottom half of the screen.
    case bottomHalf = "bottom-half"
    /// iPadOS 26 tile: the left third of a landscape screen.
    case leftThird = "left-third"
    /// iPadOS 26 tile: the middle third of a landscape screen.
    case middleThird = "middle-third"
    /// iPadOS 26 tile: the right third of a landscape screen.
    case rightThird = "right-third"
    /// iPadOS 26 tile: the top-left quarter of the screen.
    case topLeftQuarter = "top-left-quarter"
    /// iPadOS 26 tile: the top-right quarter of the screen.
    case topRightQuarter = "top-right-quarter"
    /// iPadOS 26 tile: the bottom-left quarter of the screen.
    case bottomLeftQuarter = "bottom-left-quarter"
    /// iPadOS 26 tile: the bottom-right quarter of the screen.
    case bottomRightQuarter = "bottom-right-quarter"

    /// Whether the user can resize the window to any size (the modes in
    /// which scene size restrictions are honoured): `stage` always,
    /// `windowed` and, from iPadOS 26, `slide-over`.
    @inlinable public func isResizable(on os: OSVersion) -> Bool {
        switch self {
        case .stage, .windowed: true
        case .slideOver: os.hasWindowing
        default: false
        }
    }

    /// Whether the window is one pane of an iPadOS 18 Split View.
    public var isSplit: Bool {
        self == .splitThird || self == .splitHalf || self == .splitTwoThirds
    }

    /// Whether the window is an iPadOS 26 tile.
    @inlinable public var isTile: Bool { tile != nil }

    /// The modes `os` has, in `allCases` order.
    public static func modes(on os: OSVersion) -> [WindowMode] {
        allCases.filter { $0.exists(on: os) }
    }

    /// Whether the mode exists under `os` (on some device). Inlinable:
    /// every ``WindowRules/unavailability(of:device:orientation:onDisplay:)`` asks it.
    @inlinable public func exists(on os: OSVersion) -> Bool {
        switch self {
        case .full, .slideOver, .stage: true
        case .splitThird, .splitHalf, .splitTwoThirds: !os.hasWindowing
        default: os.hasWindowing
        }
    }
}

extension WindowMode {
    /// The mode's position in `allCases`, without searching it: the
    /// column of per-mode tables (the window size table, the statistics'
    /// counts of modes, the launch cache's keys).
    @inlinable public var ordinal: Int {
        switch self {
        case .full: 0
        case .splitThird: 1
        case .splitHalf: 2
        case .splitTwoThirds: 3
        case .slideOver: 4
        case .stage: 5
        case .windowed: 6
        case .leftHalf: 7
        case .rightHalf: 8
        case .topHalf: 9
        case .bottomHalf: 10
        case .leftThird: 11
        case .middleThird: 12
        case .rightThird: 13
        case .topLeftQuarter: 14
        case .topRightQuarter: 15
        case .bottomLeftQuarter: 16
        case .bottomRightQuarter: 17
        }
    }
}
