extension AppModel {
    /// Resolves `scene` at its window: the container its size class (or
    /// idiom) selects, that container's columns, tab bar or stack, and the
    /// content and toolbar of the screen on top.
    public func layout(of scene: SceneState) -> Layout {
        let window = scene.window
        let classes = platform.windows.sizeClasses(of: window)
        let container = container(for: window)
        let navigation = scene.navigation
        var layout = Layout(
            window: window, sizeClasses: classes, navigation: container.navigation, path: [],
            contentWidth: window.width, content: ContentLayout())
        var hasScreen = true
        switch container {
        case let .splitView(spec):
            let split = splitLayout(spec, scene: scene)
            layout.split = split
            layout.sidebarSelection = navigation.sidebarSelection
            layout.contentSelection = spec.isThreeColumn ? navigation.contentSelection : nil
            if split.collapsed {
                hasScreen = split.topColumn == .detail
            } else {
                layout.contentWidth = split[.detail]?.width ?? window.width
            }
        case let .tabView(spec):
            let shown = tabSidebarShown(scene)
            layout.tabBar = TabBarLayout.resolve(spec, horizontal: classes.horizontal, sidebarShown: shown,
                                                 width: window.width, parameters: platform.tabBar)
            layout.selectedTab = (spec.tab(for: navigation.tabSelection) ?? spec.allTabs.first)?.tag
            if shown && layout.tabBar?.placement == .sidebar {
                layout.contentWidth = window.width - platform.navigation.tabSidebarWidth
            }
        case .stack, .view:
            break
        }
        guard hasScreen, let top = topScreen(of: scene) else { return layout }
        layout.screen = top
        layout.path = visiblePath(of: scene)
        if let screen = screen(top) {
            let context = WidthContext(screenWidth: window.device.device.screenSize(window.orientation).width)
            if let content = screen.content(for: classes.horizontal) {
                layout.content = content.place(offered: layout.contentWidth, in: context)
            }
            if let toolbar = screen.toolbar {
                layout.toolbar = ToolbarLayout.resolve(toolbar, horizontal: classes.horizontal,
                                                       width: layout.contentWidth, parameters: platform.toolbar)
            }
        }
        return layout
    }

    /// The split view `spec` resolved in `scene`'s window.
    public func splitLayout(_ spec: SplitViewSpec, scene: SceneState) -> SplitViewLayout {
        let window = scene.window
        return SplitViewLayout.resolve(
            widths: spec.columns(platform.splitView), style: spec.style ?? .automatic,
            visibility: scene.navigation.columnVisibility, width: window.width,
            landscape: window.width > window.height, horizontal: horizontalClass(of: window),
            compactTop: compactTop(scene.navigation, spec), parameters: platform.splitView)
    }

    /// Whether a `.sidebarAdaptable` tab view shows its sidebar in `scene`:
    /// in regular width, as the user chose, else by default when the window
    /// is wider than tall.
    public func tabSidebarShown(_ scene: SceneState) -> Bool {
        guard horizontalClass(of: scene.window) == .regular,
              case let .tabView(spec) = container(for: scene.window), spec.style == .sidebarAdaptable else { return false }
        switch scene.navigation.tabSidebar {
        case .shown: return true
        case .hidden: return false
        case .automatic: return scene.window.width > scene.window.height
        }
    }
}
