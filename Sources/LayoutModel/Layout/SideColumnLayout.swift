/// A side column resolved in a window (``SideColumnSpec``): its width, and
/// its screen's content laid out in it.
public struct SideColumnLayout: Hashable, Sendable {
    /// The screen it shows.
    public var screen: String
    /// Its width, at the window's trailing edge.
    public var width: Double
    /// The spacing between the container and the column.
    public var spacing: Double
    /// Its screen's content laid out in its width.
    public var content: ContentLayout

    /// Creates a resolved side column.
    public init(screen: String, width: Double, spacing: Double, content: ContentLayout = ContentLayout()) {
        self.screen = screen
        self.width = width
        self.spacing = spacing
        self.content = content
    }
}

extension AppModel {
    /// The app's side column, read from the tables (``AppSpec/sideColumn``).
    var sideColumnSpec: SideColumnSpec? { tables.sideColumn }

    /// The side column of a scene in `window`, if the app has one and it
    /// shows there, with its screen's content laid out in the window's
    /// horizontal size class.
    func sideColumn(in window: Window, horizontal: SizeClass) -> SideColumnLayout? {
        guard sideColumnShows(in: window, horizontal: horizontal), let spec = sideColumnSpec else { return nil }
        let width = spec.width(in: window.width)
        var content = ContentLayout()
        if let screen = tables.sideColumnScreen,
           let plan = horizontal == .compact ? tables.contentPlans[screen].compact : tables.contentPlans[screen].regular {
            let context = WidthContext(screenWidth: window.device.screenSize(window.orientation).width,
                                       defaultPadding: tables.platform.content.defaultPadding)
            content = plan.place(offered: width, in: context)
        }
        return SideColumnLayout(screen: spec.screen, width: width, spacing: spec.spacing, content: content)
    }

    /// The width the root container gets in `window`: the window's, less the
    /// side column and its spacing when one shows.
    func containerWidth(of window: Window) -> Double {
        guard tables.hasSideColumn, sideColumnShows(in: window, horizontal: horizontalClass(of: window)),
              let spec = tables.sideColumn else { return window.width }
        return window.width - spec.width(in: window.width) - spec.spacing
    }

    /// Whether the app's side column shows in `window`, of `horizontal`
    /// width (``SideColumnSpec/isShown(windowWidth:idiom:horizontal:)``),
    /// its condition read from the tables.
    @inline(__always) func sideColumnShows(in window: Window, horizontal: SizeClass) -> Bool {
        guard tables.hasSideColumn else { return false }
        let holds = tables.sideColumnByTraits
        let shows = switch (window.idiom, horizontal) {
        case (.pad, .regular): holds.padRegular
        case (.pad, .compact): holds.padCompact
        case (.phone, .regular): holds.phoneRegular
        case (.phone, .compact): holds.phoneCompact
        }
        return shows && tables.sideColumn?.fits(windowWidth: window.width) == true
    }
}
