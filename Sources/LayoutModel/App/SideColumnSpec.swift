/// A column beside the root container: the root view is `HStack(spacing:)
/// { container; if condition { column } }`.
///
/// In JSON, the app's `sideColumn`: `{"screen": "notifications",
/// "maxWidth": 400, "spacing": 0, "when": {"horizontalSizeClass":
/// "regular"}, "minWindowWidth": 1024}`. Ice Cubes' root is this shape: a
/// `.sidebarAdaptable` TabView beside a notifications column framed
/// `.frame(maxWidth: .secondaryColumnWidth)` that shows only `if
/// horizontalSizeClass == .regular` on iPad (Dimillian/IceCubesApp,
/// `IceCubesApp/App/Main/AppView.swift`). The container gets the width the
/// column leaves, and keeps the window's size classes.
public struct SideColumnSpec: Hashable, Sendable, Codable {
    /// The screen the column shows.
    public var screen: String
    /// `.frame(width:)`: the column's fixed width; `nil` for a flexible one.
    public var width: Double?
    /// `.frame(minWidth:)` of a flexible column; `nil` for 0.
    public var minWidth: Double?
    /// `.frame(maxWidth:)` of a flexible column; `nil` for unbounded.
    public var maxWidth: Double?
    /// `HStack(spacing:)` between the container and the column, in points
    /// (the Ice Cubes root uses 0 and a `Divider`).
    public var spacing: Double
    /// The condition the column shows under (`if horizontalSizeClass ==
    /// .regular`); `nil` for always.
    public var when: RootCondition?
    /// The narrowest window the column shows in (a `GeometryReader` test of
    /// the window's width, or a `ViewThatFits`); `nil` for any.
    public var minWindowWidth: Double?

    /// Creates a side column.
    public init(screen: String, width: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil,
                spacing: Double = 0, when: RootCondition? = nil, minWindowWidth: Double? = nil) {
        self.screen = screen
        self.width = width
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.spacing = spacing
        self.when = when
        self.minWindowWidth = minWindowWidth
    }

    /// Whether the column shows in a window `windowWidth` wide, of `idiom`
    /// in `horizontal` width.
    public func isShown(windowWidth: Double, idiom: Idiom, horizontal: SizeClass) -> Bool {
        holds(idiom: idiom, horizontal: horizontal) && fits(windowWidth: windowWidth)
    }

    /// Whether the column's condition (``when``) holds in a window of `idiom`
    /// in `horizontal` width: the half of
    /// ``isShown(windowWidth:idiom:horizontal:)`` a model works out once for
    /// every idiom and size class.
    public func holds(idiom: Idiom, horizontal: SizeClass) -> Bool {
        when?.holds(idiom: idiom, horizontal: horizontal) ?? true
    }

    /// Whether a window `windowWidth` wide is wide enough for the column
    /// (``minWindowWidth``): the other half of
    /// ``isShown(windowWidth:idiom:horizontal:)``.
    public func fits(windowWidth: Double) -> Bool {
        windowWidth >= (minWindowWidth ?? 0)
    }

    /// The column's width in a window `windowWidth` wide: its fixed width;
    /// else an `HStack`'s offer to its less flexible child, an equal share of
    /// the width less the spacing, clamped into its frame's bounds (the
    /// container, a tab or split view, is flexible without bound, so the
    /// column is offered first, an equal share of what is left, as objc.io's
    /// "Thinking in SwiftUI" describes stack layout: the least flexible child
    /// is proposed to first).
    public func width(in windowWidth: Double) -> Double {
        if let width { return width }
        let share = Swift.max(0, windowWidth - spacing) / 2
        return Swift.min(Swift.max(share, minWidth ?? 0), maxWidth ?? .infinity)
    }
}
