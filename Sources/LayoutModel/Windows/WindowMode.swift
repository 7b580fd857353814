/// How the system presents a window.
public enum WindowMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// The whole screen.
    case full
    /// The narrow Split View pane (the catalog's `splitNarrow` width).
    case splitThird = "split-third"
    /// Half of a Split View, landscape only: `(screen width - divider) / 2`.
    case splitHalf = "split-half"
    /// The wide Split View pane: `screen width - divider - narrow width`.
    case splitTwoThirds = "split-two-thirds"
    /// The Slide Over panel floating over another app.
    case slideOver = "slide-over"
    /// A freely resizable Stage Manager / iPadOS 26 window, on the device or on
    /// an external display.
    case stage

    /// Whether the user can resize the window to any size (the only mode in
    /// which scene size restrictions are honoured).
    public var isResizable: Bool { self == .stage }

    /// Whether the window is one pane of a Split View.
    public var isSplit: Bool {
        self == .splitThird || self == .splitHalf || self == .splitTwoThirds
    }
}
