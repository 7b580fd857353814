/// A scene resolved at its window: which container shows what, at which
/// widths. Invariants are checked on layouts.
public struct Layout: Hashable, Sendable {
    // The optional properties are spelled `Optional<T>`, not `T?`: a `var` of
    // type `T?` starts as `nil` before the initializer assigns it, and with
    // those implicit stores the optimizer kept the layout `AppModel.layout(of:)`
    // returns in memory and retained and released all of it once more on
    // every call (about 5,300 instructions a fuzz case, measured with callgrind).
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
    public var selectedTab: Optional<String> {
        @inlinable get { focus.names.name(tabID) }
        set { tabID = StateNames.id(of: newValue, in: &focus.names) }
    }
    /// The sidebar row selected, when a split view is shown.
    public var sidebarSelection: Optional<String> {
        @inlinable get { focus.names.name(sidebarID) }
        set { sidebarID = StateNames.id(of: newValue, in: &focus.names) }
    }
    /// The content row selected, in a three-column split view.
    public var contentSelection: Optional<String> {
        @inlinable get { focus.names.name(contentID) }
        set { contentID = StateNames.id(of: newValue, in: &focus.names) }
    }
    /// The screen on top of the main area (the detail, the tab, the stack);
    /// `nil` when there is none (a split view with nothing selected, or
    /// collapsed to its sidebar).
    public var screen: Optional<String> {
        @inlinable get { focus.names.name(topID) }
        set { topID = StateNames.id(of: newValue, in: &focus.names) }
    }
    // The four names above are ids into the focus's list of names
    // (``AppModel/Focus``, ``NavigationState``), so that a layout holds no
    // `String` of its own.
    /// Adds ``screen``'s name, when there is one, then ``selectedTab``'s, to
    /// `hash`: the state is the one `hash.add(screen)` and `hash.add(selectedTab)`
    /// leave, but the names are read as words kept when the names were
    /// interned, without making either `String`.
    ///
    /// Inlinable, so that a caller reading the layout through a pointer does
    /// not copy it into the call.
    ///
    /// - Parameter hash: The hash to add the names to.
    @inlinable @inline(__always) public func addNames(to hash: inout WordHash) {
        focus.names.add(topID, to: &hash)
        focus.names.add(tabID, to: &hash)
    }
    /// The id of ``selectedTab``.
    @usableFromInline var tabID: Int32
    /// The id of ``sidebarSelection``.
    @usableFromInline var sidebarID: Int32
    /// The id of ``contentSelection``.
    @usableFromInline var contentID: Int32
    /// The id of ``screen``.
    @usableFromInline var topID: Int32
    /// The width the screen on top gets.
    public var contentWidth: Double
    /// The screen's content laid out in that width.
    public var content: ContentLayout
    /// The screen's toolbar, resolved in that width.
    public var toolbar: Optional<ToolbarLayout> {
        @inlinable get { extras?.toolbar }
        set { extras = Extras.of(toolbar: newValue, presentation: presentation, sideColumn: sideColumn) }
    }
    /// The presentation shown over (or, an inspector's column, beside) the
    /// screen, when one is presented.
    public var presentation: Optional<PresentationLayout> {
        @inlinable get { extras?.presentation }
        set { extras = Extras.of(toolbar: toolbar, presentation: newValue, sideColumn: sideColumn) }
    }
    /// Where the split view starts in the window: 0 for a root split view,
    /// the tab view's sidebar width for a split view inside a tab whose tab
    /// view shows its sidebar (``TabContent``). The split view spans from
    /// here to the window's trailing edge.
    public var splitOrigin: Double
    /// The column beside the container, when the app has one and it shows
    /// (``SideColumnSpec``).
    public var sideColumn: Optional<SideColumnLayout> {
        @inlinable get { extras?.sideColumn }
        set { extras = Extras.of(toolbar: toolbar, presentation: presentation, sideColumn: newValue) }
    }
    /// The toolbar, presentation and side column, in one immutable box, none
    /// when the layout has none of them (most layouts): a layout copies and
    /// destroys one optional reference for the three, where their seven,
    /// three and three references made every copy and every replaced layout
    /// walk them.
    @usableFromInline var extras: Optional<Extras>

    /// A layout's toolbar, presentation and side column, never changed once made.
    @usableFromInline final class Extras: Sendable {
        /// ``Layout/toolbar``.
        @usableFromInline let toolbar: Optional<ToolbarLayout>
        /// ``Layout/presentation``.
        @usableFromInline let presentation: Optional<PresentationLayout>
        /// ``Layout/sideColumn``.
        @usableFromInline let sideColumn: Optional<SideColumnLayout>

        /// A box of the three.
        init(toolbar: ToolbarLayout?, presentation: PresentationLayout?, sideColumn: SideColumnLayout?) {
            self.toolbar = toolbar
            self.presentation = presentation
            self.sideColumn = sideColumn
        }

        /// A box of the three, `nil` when all three are `nil`.
        ///
        /// Asked by matching the cases: `== nil` compared the optionals as
        /// values, through their `Equatable` conformances.
        @inline(__always) static func of(toolbar: __owned ToolbarLayout?, presentation: __owned PresentationLayout?,
                                         sideColumn: __owned SideColumnLayout?) -> Extras? {
            if case .none = toolbar, case .none = presentation, case .none = sideColumn { return nil }
            return Extras(toolbar: toolbar, presentation: presentation, sideColumn: sideColumn)
        }
    }

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
        self.extras = Extras.of(toolbar: toolbar, presentation: presentation, sideColumn: sideColumn)
        self.window = window
        self.sizeClasses = sizeClasses
        self.navigation = navigation
        self.plan = plan
        var names = focus.names
        self.tabID = StateNames.id(of: selectedTab, in: &names)
        self.sidebarID = StateNames.id(of: sidebarSelection, in: &names)
        self.contentID = StateNames.id(of: contentSelection, in: &names)
        self.topID = StateNames.id(of: screen, in: &names)
        var focus = focus
        focus.names = names
        self.focus = focus
        self.split = split
        self.tabBar = tabBar
        self.contentWidth = contentWidth
        self.content = content
    }

    /// A layout of `window` that shows nothing, its names `names`: what
    /// ``AppModel/layout(of:)`` writes a scene's layout over
    /// (``AppModel/layout(of:into:)``).
    init(empty window: Window, names: StateNames) {
        self.splitOrigin = 0
        self.extras = nil
        self.window = window
        self.sizeClasses = SizeClasses(horizontal: .compact, vertical: .compact)
        self.navigation = .view
        self.plan = 0
        self.focus = AppModel.Focus(plan: 0, stack: NavigationState.none, base: NavigationState.none,
                                    path: ScreenPath(names: names))
        self.split = nil
        self.tabBar = nil
        self.tabID = NavigationState.none
        self.sidebarID = NavigationState.none
        self.contentID = NavigationState.none
        self.topID = NavigationState.none
        self.contentWidth = 0
        self.content = ContentLayout()
    }

    /// Whether two layouts show the same: equal windows, containers, names
    /// (compared as ids within one list of names) and geometry.
    public static func == (lhs: Layout, rhs: Layout) -> Bool {
        guard lhs.window == rhs.window, lhs.sizeClasses == rhs.sizeClasses, lhs.navigation == rhs.navigation,
              lhs.plan == rhs.plan, lhs.focus == rhs.focus, lhs.split == rhs.split, lhs.tabBar == rhs.tabBar,
              lhs.contentWidth == rhs.contentWidth, lhs.content == rhs.content, lhs.splitOrigin == rhs.splitOrigin,
              lhs.extras === rhs.extras || (lhs.toolbar == rhs.toolbar && lhs.presentation == rhs.presentation
                                            && lhs.sideColumn == rhs.sideColumn) else { return false }
        if lhs.focus.names === rhs.focus.names {
            return lhs.tabID == rhs.tabID && lhs.sidebarID == rhs.sidebarID && lhs.contentID == rhs.contentID
                && lhs.topID == rhs.topID
        }
        return lhs.selectedTab == rhs.selectedTab && lhs.sidebarSelection == rhs.sidebarSelection
            && lhs.contentSelection == rhs.contentSelection && lhs.screen == rhs.screen
    }

    /// Hashes what the layout shows, its names by name (not by id).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(window)
        hasher.combine(sizeClasses)
        hasher.combine(navigation)
        hasher.combine(plan)
        hasher.combine(focus)
        hasher.combine(split)
        hasher.combine(tabBar)
        hasher.combine(selectedTab)
        hasher.combine(sidebarSelection)
        hasher.combine(contentSelection)
        hasher.combine(screen)
        hasher.combine(contentWidth)
        hasher.combine(content)
        hasher.combine(toolbar)
        hasher.combine(presentation)
        hasher.combine(splitOrigin)
        hasher.combine(sideColumn)
    }

    /// The width the container gets: the window's, less the side column and
    /// its spacing when one shows.
    @inlinable public var containerWidth: Double {
        guard let side = sideColumn else { return window.width }
        return window.width - side.width - side.spacing
    }

    /// The visible stack's path (empty when no screen is on top).
    public var path: [String] { topID < 0 ? [] : focus.path }

    /// The number of screens on ``path``, without making it.
    @inlinable public var depth: Int { topID < 0 ? 0 : focus.depth }

    /// The columns, for the layout's report: the split view's, else one
    /// detail column as wide as the content.
    public var columns: [ResolvedColumn] {
        split?.columns ?? [ResolvedColumn(role: .detail, width: contentWidth, presentation: .tiled)]
    }
}
