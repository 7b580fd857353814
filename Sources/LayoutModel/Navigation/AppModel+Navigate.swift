extension AppModel {
    /// Applies a navigation action to one active scene.
    func navigate(_ scene: inout SceneState, _ action: Action) {
        let container = container(for: scene.window)
        let collapsed = horizontalClass(of: scene.window) == .compact
        switch action {
        case let .selectTab(tag):
            guard case let .tabView(spec) = container, spec.allTabs.contains(where: { $0.tag == tag }) else { return }
            setTab(&scene.navigation, tag)
        case let .selectSidebar(item):
            guard case let .splitView(spec) = container, spec.sidebar.contains(item) else { return }
            if collapsed && compactTop(scene.navigation, spec) != .sidebar { return }
            setSidebar(&scene.navigation, item)
            scene.navigation.compactColumn = spec.isThreeColumn ? .content : .detail
        case let .selectContent(item):
            guard case let .splitView(spec) = container, spec.isThreeColumn,
                  let folder = scene.navigation.sidebarSelection,
                  screen(folder)?.destinations?.contains(item) == true else { return }
            if collapsed && compactTop(scene.navigation, spec) != .content { return }
            if scene.navigation.contentSelection != item {
                scene.navigation.contentSelection = item
                if behavior.pathReset == .onSidebarChange { scene.navigation.setPath("detail", []) }
            }
            scene.navigation.compactColumn = .detail
        case .deselect:
            guard case let .splitView(spec) = container else { return }
            back(&scene.navigation, spec, collapsed: collapsed)
        case let .push(destination):
            guard let stack = visibleStack(of: scene), let top = topScreen(of: scene),
                  screen(top)?.destinations?.contains(destination) == true else { return }
            if collapsed, case let .splitView(spec) = container, compactTop(scene.navigation, spec) != .detail { return }
            scene.navigation.setPath(stack, scene.navigation.path(stack) + [destination])
        case .pop:
            if let stack = visibleStack(of: scene), !visiblePath(of: scene).isEmpty {
                scene.navigation.setPath(stack, Array(scene.navigation.path(stack).dropLast()))
            } else if collapsed, case let .splitView(spec) = container {
                back(&scene.navigation, spec, collapsed: true)
            }
        case .popToRoot:
            if let stack = visibleStack(of: scene) { scene.navigation.setPath(stack, []) }
        case let .openURL(parameter, value):
            openURL(&scene, container: container, parameter: parameter, value: value)
        case .toggleSidebar:
            toggleSidebar(&scene, container: container, collapsed: collapsed)
        case let .setColumnVisibility(visibility):
            guard app.root.containers.contains(where: { $0.navigation == .splitView }) else { return }
            scene.navigation.columnVisibility = visibility
        default:
            return
        }
    }

    /// The column on top of a collapsed split view: the preferred compact
    /// column, unless nothing is selected for it to show.
    public func compactTop(_ navigation: NavigationState, _ spec: SplitViewSpec) -> SplitColumn {
        switch navigation.compactColumn {
        case .sidebar:
            return .sidebar
        case .content:
            guard spec.isThreeColumn else { return navigation.sidebarSelection == nil ? .sidebar : .detail }
            return navigation.sidebarSelection == nil ? .sidebar : .content
        case .detail:
            if spec.isThreeColumn {
                if navigation.sidebarSelection == nil { return .sidebar }
                return navigation.contentSelection == nil ? .content : .detail
            }
            return navigation.sidebarSelection == nil ? .sidebar : .detail
        }
    }

    /// Sets the tab selection, and the sidebar's in step when the app syncs them.
    func setTab(_ navigation: inout NavigationState, _ tag: String) {
        let old = navigation.tabSelection
        navigation.tabSelection = tag
        if old != tag && behavior.selectionSync != nil { setSidebar(&navigation, tag) }
    }

    /// Sets the sidebar selection: a change clears the content selection,
    /// empties the detail path when the app resets it on sidebar changes, and
    /// moves the tab selection when the app syncs them.
    func setSidebar(_ navigation: inout NavigationState, _ item: String?) {
        let old = navigation.sidebarSelection
        navigation.sidebarSelection = item
        guard old != item else { return }
        navigation.contentSelection = nil
        if behavior.pathReset == .onSidebarChange { navigation.setPath("detail", []) }
        if let sync = behavior.selectionSync {
            if let item { navigation.tabSelection = item }
            else if let fallback = sync.nilFallback { navigation.tabSelection = fallback }
        }
    }

    /// Back toward the sidebar: in a collapsed split view one column up
    /// (clearing that column's selection when ``NavigationParameters/backClearsSelection``);
    /// expanded, the sidebar row is deselected.
    private func back(_ navigation: inout NavigationState, _ spec: SplitViewSpec, collapsed: Bool) {
        guard collapsed else {
            setSidebar(&navigation, nil)
            return
        }
        let clears = platform.navigation.backClearsSelection
        switch compactTop(navigation, spec) {
        case .sidebar:
            return
        case .content:
            if clears { setSidebar(&navigation, nil) }
            navigation.compactColumn = .sidebar
        case .detail:
            if spec.isThreeColumn {
                if clears {
                    navigation.contentSelection = nil
                    if behavior.pathReset == .onSidebarChange { navigation.setPath("detail", []) }
                }
                navigation.compactColumn = .content
            } else {
                if clears { setSidebar(&navigation, nil) }
                navigation.compactColumn = .sidebar
            }
        }
    }

    private func openURL(_ scene: inout SceneState, container: Container, parameter: String, value: String) {
        guard let link = behavior.deepLinks?.first(where: { $0.parameter == parameter }),
              link.values.contains(value) else { return }
        if let target = link.select {
            switch container {
            case let .splitView(spec) where spec.sidebar.contains(target):
                setSidebar(&scene.navigation, target)
                scene.navigation.compactColumn = .detail
            case let .tabView(spec) where spec.allTabs.contains(where: { $0.tag == target }):
                setTab(&scene.navigation, target)
            default:
                return
            }
        }
        guard let stack = visibleStack(of: scene), baseScreen(of: scene) != nil else { return }
        let path = link.popToRoot ? [] : scene.navigation.path(stack)
        scene.navigation.setPath(stack, path + [value])
    }

    private func toggleSidebar(_ scene: inout SceneState, container: Container, collapsed: Bool) {
        guard !collapsed else { return }
        switch container {
        case let .splitView(spec):
            let layout = splitLayout(spec, scene: scene)
            let shown = layout[.sidebar].map { $0.presentation != .hidden } ?? false
            scene.navigation.columnVisibility = shown ? (spec.isThreeColumn ? .doubleColumn : .detailOnly) : .all
        case let .tabView(spec) where spec.style == .sidebarAdaptable:
            scene.navigation.tabSidebar = tabSidebarShown(scene) ? .hidden : .shown
        default:
            return
        }
    }
}
