/// The numbers of iPadOS 26 windowing that Apple does not publish, each a
/// parameter with its default and where the default comes from. A platform
/// file overrides any of them (`{"windows": {"windowing": {"tileGap": 0}}}`).
///
/// Sources: `/work/shared/reference/ipados-26-27.md` (collected 2026-11-30),
/// which found none of these numbers published.
public struct WindowingParameters: Hashable, Sendable, Codable {
    /// The smallest window a user can make in Windowed Apps or Stage Manager
    /// mode, and the smallest Slide Over panel.
    ///
    /// Default 320 x 320, an estimate: Apple publishes no minimum for iPadOS 26.
    /// The HIG speaks of quarters and thirds, so it is below iPadOS 18's
    /// measured 375 x 605; 320 pt is the narrowest window every iPad app has
    /// had to support (iPadOS 18's narrow Split View pane), and the height is
    /// chosen at or below every tile of every catalog device (the shortest, a
    /// quarter of the iPad mini 5 in landscape, is 380 pt with the default gap).
    public var minimumWindowSize: Size

    /// The gap between adjacent tiles, in points. Tiles have no margin at the
    /// screen's edges.
    ///
    /// Default 8, an estimate: observers describe tiles as sharing a drag bar
    /// (thedailytechfeed.com, "mastering the new app window features in iPadOS
    /// 26"; slashgear.com 1981425) but none measured it.
    public var tileGap: Double

    /// The width from which a window that is not full screen is horizontally
    /// regular.
    ///
    /// Default 678, an estimate: iPadOS 18's measured threshold (see
    /// ``WindowRules/regularWidthThreshold``), kept because no iPadOS 26
    /// threshold is published (fatbobman.com, "from size class to available
    /// space": iPad apps still change size class with width).
    public var regularWidthThreshold: Double

    /// The area at a window's top-left corner that the window controls
    /// (close, minimise, tile) cover in Windowed Apps and Stage Manager modes.
    ///
    /// Default 100 x 44, an estimate: three controls at the top left of each
    /// window (thedailytechfeed.com; pub.dev `is_app_windowed` 0.1.0 shows them
    /// covering an app bar's leading button), within a 50 pt iPad navigation
    /// bar; UIKit reports the real region (`UIView.LayoutRegion`) but Apple
    /// publishes no size.
    public var controlsArea: Size

    /// Whether the system's own bars (a navigation bar's back button, leading
    /// items and title) move clear of the window controls by themselves.
    ///
    /// Default `true`, observed, not documented: `ToolbarItem`s "automatically
    /// avoid the window controls, no special handling needed" (zenn.dev
    /// tatsube, "iPadOS 26のウィンドウコントロールを考慮する"), and
    /// `UINavigationBar` lays out in the corner-adapted margins
    /// (RenzoBeux/Dashboarr PR 347). Apple's HIG asks apps to "make sure window
    /// controls don't overlap toolbar items" (Windows, iPadOS) without saying
    /// what the system does. With `false`, the navigation bar's leading
    /// elements are checked like a custom header's.
    public var systemBarsAvoidControls: Bool

    /// Whether the Slide Over panel (iPadOS 26.1) shows window controls at its
    /// top left, as other windows do.
    ///
    /// Default `true`, an estimate: Slide Over is entered from a window's
    /// controls and the panel is a resizable window (slatepad.org 2025-10-06);
    /// no source says whether the panel keeps them.
    public var controlsInSlideOver: Bool

    /// How the system scales the scene of an app that requires full screen
    /// (`UIRequiresFullScreen`) into a window of another size, under iPadOS
    /// 26 (and iPadOS 16–18 Stage Manager), and during a drag under 27.
    ///
    /// TN3192 ("Migrating your iPad app from the deprecated
    /// UIRequiresFullScreen key") says the scene keeps a consistent size and
    /// the system scales its presentation; it does not say how. Default
    /// ``ScaledPresentation/aspectFit``, an estimate: the whole scene stays
    /// visible. The model keeps the scene at the full-screen size of the
    /// screen the window is on, in its current orientation (the size the app
    /// asked for; also an estimate). The factor only changes what reports
    /// show: the layout and the invariants see the scene's size.
    public var scaledPresentation: ScaledPresentation

    /// The vertical size class of an iPhone app running resizable on an
    /// iPad (iPadOS 27), whose horizontal size class is compact at every
    /// width (fatbobman.com, "from size class to available space"; Apple
    /// Developer Forums thread 836088).
    ///
    /// Default ``SizeClass/regular``, an estimate: no source gives the
    /// vertical class; an iPad window's is regular, as is an iPhone's in
    /// portrait.
    public var phoneAppVerticalSizeClass: SizeClass

    /// The width the Slide Over panel (iPadOS 26.1) opens at, on a device
    /// whose iPadOS 18 panel (the catalog's, 320 pt, or 375 pt on the 12.9-
    /// and 13-inch iPads) is narrower; a device with a wider one opens at
    /// that. The panel is resizable once open.
    ///
    /// Default 320, an estimate: no source gives the 26.1 panel's opening
    /// size (slatepad.org 2025-10-06: "the panel is resizable"), so the model
    /// keeps iPadOS 18's panel, which the default leaves unchanged on every
    /// device. Its plausible range is in ``Estimate/all``.
    public var slideOverWidth: Double

    /// Creates parameters; each defaults to its documented value.
    public init(
        minimumWindowSize: Size = Size(width: 320, height: 320), tileGap: Double = 8,
        regularWidthThreshold: Double = 678, controlsArea: Size = Size(width: 100, height: 44),
        systemBarsAvoidControls: Bool = true, controlsInSlideOver: Bool = true,
        scaledPresentation: ScaledPresentation = .aspectFit, phoneAppVerticalSizeClass: SizeClass = .regular,
        slideOverWidth: Double = 320
    ) {
        self.minimumWindowSize = minimumWindowSize
        self.tileGap = tileGap
        self.regularWidthThreshold = regularWidthThreshold
        self.controlsArea = controlsArea
        self.systemBarsAvoidControls = systemBarsAvoidControls
        self.controlsInSlideOver = controlsInSlideOver
        self.scaledPresentation = scaledPresentation
        self.phoneAppVerticalSizeClass = phoneAppVerticalSizeClass
        self.slideOverWidth = slideOverWidth
    }

    /// The defaults.
    public static let standard = WindowingParameters()
}
