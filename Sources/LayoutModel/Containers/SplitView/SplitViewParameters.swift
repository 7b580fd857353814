/// Defaults for what `NavigationSplitView` does not document.
public struct SplitViewParameters: Hashable, Sendable, Codable {
    /// The sidebar's width when the app gives none: `minimumPrimaryColumnWidth`,
    /// `preferredPrimaryColumnWidth` and `maximumPrimaryColumnWidth`, all
    /// `automaticDimension` in UIKit, which `NavigationSplitView` is built on.
    ///
    /// Default min 0, ideal 320, max 320: useyourloaf ("Change the width of
    /// master view in split view controller") measured the automatic minimum
    /// as 0 pt and the automatic maximum as 320 pt, and the preferred width
    /// reaches that maximum on every iPad in landscape; 320 is also the
    /// platform's "standard width" for a sidebar (rasmuslos/AmpFin PR #32).
    /// Apple publishes no numbers for the column-style split views of iOS 14
    /// and later, so these are estimates: a default sidebar
    /// shrinks in a narrow regular window before it stops tiling. The
    /// minimum's plausible range runs from 0 (the measurement) to 320 (a
    /// sidebar that never shrinks, the model's value before it was sourced).
    public var sidebarWidth: ColumnWidth
    /// The content column's width when the app gives none (the supplementary
    /// column's `automaticDimension` bounds). Default min 0, ideal 320, max
    /// 320, by analogy with the sidebar; an estimate with the same range.
    public var contentWidth: ColumnWidth
    /// The narrowest detail tiled columns may leave, when the app gives no
    /// minimum for the detail. Default 320: the narrowest window an iPad app
    /// must lay out in (Slide Over, the narrow Split View pane). Undocumented.
    public var detailMinimumWidth: Double
    /// The narrowest landscape window in which the `.automatic` style tiles
    /// all three columns of a three-column split view when all are shown;
    /// in narrower windows the sidebar displaces the other two.
    ///
    /// UIKit's header describes `twoDisplaceSecondary` as the display mode for
    /// widths "still too narrow for twoBesideSecondary", so the widest
    /// windows tile all three; Apple gives no width. Default 1366 pt: the
    /// 12.9- and 13-inch iPads in landscape tile three columns, the 11-inch
    /// (1194 pt) and smaller displace. An estimate: plausibly 1195 (every
    /// window wider than an 11-inch iPad) to 1377 (no iPad's own screen).
    public var threeColumnTileWidth: Double

    /// Creates parameters; each defaults to its documented value.
    public init(
        sidebarWidth: ColumnWidth = ColumnWidth(min: 0, ideal: 320, max: 320),
        contentWidth: ColumnWidth = ColumnWidth(min: 0, ideal: 320, max: 320),
        detailMinimumWidth: Double = 320,
        threeColumnTileWidth: Double = 1366
    ) {
        self.sidebarWidth = sidebarWidth
        self.contentWidth = contentWidth
        self.detailMinimumWidth = detailMinimumWidth
        self.threeColumnTileWidth = threeColumnTileWidth
    }

    /// The defaults.
    public static let standard = SplitViewParameters()

    /// What `.automatic` visibility shows (regular width): every column of two
    /// in landscape, content and detail of three in landscape, the detail
    /// alone in portrait, where the leading columns come as an overlay on
    /// demand (UIKit: "an overlay mode in portrait and a side-by-side mode in
    /// landscape", `UISplitViewController.h`; useyourloaf). A window counts as
    /// landscape when wider than tall.
    public func automaticVisibility(threeColumns: Bool, landscape: Bool) -> ColumnVisibility {
        guard landscape else { return .detailOnly }
        return threeColumns ? .doubleColumn : .all
    }
}
