/// A scene resolved at its window: which container shows what, at which
/// widths. Invariants are checked on layouts.
public struct Layout: Hashable, Sendable {
    // The optional properties are spelled `Optional<T>`, not `T?`: a `var` of
    // type `T?` starts as `nil` before the initializer assigns it, and with
    // those implicit stores the optimizer kept the layout `AppModel.layout(of:)`
    // returns in memory and retained and released all of it once more on
    // every call (about 5,300 instructions a fuzz case, issue 16).
    /// The window.
    public var window: Window
    /// Its size classes.
    public var sizeClasses: SizeClasses
    /// The root container shown.
    public var navigation: NavigationKind
    /// The index in ``AppModel/plans`` of the container shown.
    public var plan: Int
    /// The visible stack and the screens on it, as the navigation state says
    /// (also while a collapsed split view shows its sidebar).
    public var focus: AppModel.Focus
    /// The split view's columns, when a split view is shown.
    public var split: Optional<SplitViewLayout>
    /// The tab bar or sidebar, when a tab view is shown.
    public var tabBar: Optional<TabBarLayout>
    /// The tab on screen, when a tab view is shown.
    public var selectedTab: Optional<String>
    /// The sidebar row selected, when a split view is shown.
    public var sidebarSelection: Optional<String>
    /// The content row selected, in a three-column split view.
    public var contentSelection: Optional<String>
    /// The screen on top of the main area (the detail, the tab, the stack);
    /// `nil` when there is none (a split view with nothing selected, or
    /// collapsed to its sidebar).
    public var screen: Optional<String>
    /// The width the screen on top gets.
    public var contentWidth: Double
    /// The screen's content laid out in that width.
    public var content: ContentLayout
    /// The screen's toolbar, resolved in that width.
    public var toolbar: Optional<ToolbarLayout>
    /// The presentation shown over (or, an inspector's column, beside) the
    /// screen, when one is presented.
    public var presentation: Optional<PresentationLayout>
    /// Where the split view starts in the window: 0 for a root split view,
    /// the tab view's sidebar width for a split view inside a tab whose tab
    /// view shows its sidebar (``TabContent``). The split view spans from
    /// here to the window's trailing edge.
    public var splitOrigin: Double
    /// The column beside the container, when the app has one and it shows
    /// (``SideColumnSpec``).
    public var sideColumn: Optional<SideColumnLayout>

    /// Creates a layout.
    public init(
        window: Window,
        sizeClasses: SizeClasses,
        navigation: NavigationKind,
        plan: Int,
        focus: AppModel.Focus,
        split: SplitViewLayout? = nil,
        tabBar: TabBarLayout? = nil,
        selectedTab: String? = nil,
        sidebarSelection: String? = nil,
        contentSelection: String? = nil,
        screen: String? = nil,
        contentWidth: Double,
        content: ContentLayout = ContentLayout(),
        toolbar: ToolbarLayout? = nil,
        presentation: PresentationLayout? = nil,
        splitOrigin: Double = 0,
        sideColumn: SideColumnLayout? = nil
    ) {
        self.splitOrigin = splitOrigin
        self.sideColumn = sideColumn
        self.window = window
        self.sizeClasses = sizeClasses
        self.navigation = navigation
        self.plan = plan
        self.focus = focus
        self.split = split
        self.tabBar = tabBar
        self.selectedTab = selectedTab
        self.sidebarSelection = sidebarSelection
        self.contentSelection = contentSelection
        self.screen = screen
        self.contentWidth = contentWidth
        self.content = content
        self.toolbar = toolbar
        self.presentation = presentation
    }

    /// The width the container gets: the window's, less the side column and
    /// its spacing when one shows.
    @inlinable public var containerWidth: Double {
        guard let side = sideColumn else { return window.width }
        return window.width - side.width - side.spacing
    }

    /// The visible stack's path (empty when no screen is on top).
    @inlinable public var path: [String] { screen == nil ? [] : focus.path }

    /// The columns, for the layout's report: the split view's, else one
    /// detail column as wide as the content.
    public var columns: [ResolvedColumn] {
        split?.columns ?? [ResolvedColumn(role: .detail, width: contentWidth, presentation: .tiled)]
    }
}
