/// A size class, as SwiftUI's `UserInterfaceSizeClass` reports it.
public enum SizeClass: String, Hashable, Sendable, Codable, CaseIterable {
    /// A constrained dimension: bottom tab bars, collapsed split views.
    case compact
    /// An expansive dimension: sidebars, side-by-side columns.
    case regular
}

/// The horizontal and vertical size classes of a window.
public struct SizeClasses: Hashable, Sendable, Codable {
    /// The horizontal size class (`horizontalSizeClass`).
    public var horizontal: SizeClass
    /// The vertical size class (`verticalSizeClass`).
    public var vertical: SizeClass

    /// Creates a pair of size classes.
    public init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Regular width, regular height: every full-screen iPad.
    public static let regular = SizeClasses(horizontal: .regular, vertical: .regular)
}
