/// `NavigationSplitViewStyle`.
public enum SplitViewStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// The platform decides: side by side in landscape, over the detail in
    /// portrait, and in landscape a three-column split shows its sidebar by
    /// displacing the detail (useyourloaf, "SwiftUI split view
    /// configuration"; UIKit's `UISplitViewController.h`).
    case automatic
    /// Leading columns take room from the detail ("reduces the size of the
    /// detail content to make room", Apple).
    case balanced
    /// Leading columns float over the detail ("attempts to maintain the size
    /// of the detail content", Apple).
    case prominentDetail
}

/// `NavigationSplitViewVisibility`: which leading columns are shown.
public enum ColumnVisibility: String, Hashable, Sendable, Codable, CaseIterable {
    /// The platform's default for the device (see ``SplitViewParameters``).
    case automatic
    /// Every column.
    case all
    /// The content and detail of three columns; the sidebar and detail of two.
    case doubleColumn
    /// The detail alone.
    case detailOnly
}

/// `NavigationSplitViewColumn`: a column's role.
public enum SplitColumn: String, Hashable, Sendable, Codable, CaseIterable {
    /// The leading column, usually a `List` with a selection.
    case sidebar
    /// The middle column of a three-column split view.
    case content
    /// The trailing column.
    case detail
}

/// How a column is shown.
public enum ColumnPresentation: String, Hashable, Sendable, Codable, CaseIterable {
    /// Side by side with the detail, which narrows to make room.
    case tiled
    /// Floating over the detail, which keeps its width.
    case overlay
    /// Pushing the detail toward the trailing edge, where it is cropped.
    case displaced
    /// Not on screen.
    case hidden
}

/// A split-view column as resolved at a window.
public struct ResolvedColumn: Hashable, Sendable {
    /// The column's role.
    public var role: SplitColumn
    /// Its width in points (0 when hidden).
    public var width: Double
    /// How it is shown.
    public var presentation: ColumnPresentation

    /// Creates a resolved column.
    public init(role: SplitColumn, width: Double, presentation: ColumnPresentation) {
        self.role = role
        self.width = width
        self.presentation = presentation
    }
}
