/// Defaults for what `NavigationSplitView` does not document.
public struct SplitViewParameters: Hashable, Sendable, Codable {
    /// The sidebar's width when the app gives none.
    ///
    /// Default 320 x 320 x 320: UIKit's automatic maximum primary width is 320
    /// (useyourloaf, "Change the width of master view in split view
    /// controller"), and 320 is the platform's "standard width" for a sidebar
    /// (rasmuslos/AmpFin PR #32). Apple publishes no numbers for iOS 14+; the
    /// minimum is taken as 320 too, so an unspecified sidebar tiles at 320 or
    /// stops tiling rather than shrinking.
    public var sidebarWidth: ColumnWidth
    /// The content column's width when the app gives none. Default 320 x 320 x
    /// 320, by analogy with the sidebar (no source).
    public var contentWidth: ColumnWidth
    /// The narrowest detail tiled columns may leave, when the app gives no
    /// minimum for the detail. Default 320: the narrowest window an iPad app
    /// must lay out in (Slide Over, the narrow Split View pane). Undocumented.
    public var detailMinimumWidth: Double

    /// Creates parameters; each defaults to its documented value.
    public init(
        sidebarWidth: ColumnWidth = ColumnWidth(fixed: 320),
        contentWidth: ColumnWidth = ColumnWidth(fixed: 320),
        detailMinimumWidth: Double = 320
    ) {
        self.sidebarWidth = sidebarWidth
        self.contentWidth = contentWidth
        self.detailMinimumWidth = detailMinimumWidth
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
