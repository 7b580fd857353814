extension AppModel {
    /// Resolves `scene` at its window: the container its size class (or
    /// idiom) selects, that container's columns, tab bar or stack, and the
    /// content and toolbar of the screen on top.
    public func layout(of scene: SceneState) -> Layout {
        var layout = Layout(empty: scene.window, names: scene.navigation.names)
        self.layout(of: scene, into: &layout)
        return layout
    }

    /// Makes `layout` ``layout(of:)`` of `scene`, written over the layout
    /// in place: the evaluator replaces a scene's kept layout so.
    ///
    /// A new layout assigned over the old one retained the focus's names and
    /// path, then released the old one's (the same objects, mostly) and
    /// walked its five references to destroy it. Here each reference is
    /// written only when it changes, and the screen's content is placed in
    /// `layout`'s own content storage when `layout` holds the only reference
    /// to it (``ContentPlan/place(offered:in:into:)``), where a new layout
    /// made the same boxes and arrays again and the old one's were freed.
    public func layout(of scene: SceneState, into layout: inout Layout) {
        let window = scene.window
        let classes = tables.platform.windows.sizeClasses(of: window)
        let shownTab = focus(of: scene, plan: planIndex(idiom: window.idiom, horizontal: classes.horizontal, size: window.size),
                             into: &layout.focus)
        let index = layout.focus.plan
        let side = !tables.hasSideColumn ? nil : sideColumn(in: window, horizontal: classes.horizontal)
        let area = side.map { window.width - $0.width - $0.spacing } ?? window.width
        var contentWidth = area
        var hasScreen = true
        var split: SplitViewLayout?
        var hasTabBar = false
        var selectedTab = NavigationState.none
        var splitOrigin = 0.0
        var nestedSelections: (sidebar: Int32, content: Int32)?
        var kind = NavigationKind.view
        var isThreeColumn = false
        // The plan borrowed where the tables keep it: the model holds its
        // tables and they their plans, so the plan outlives this call. Read
        // out of the array, even through its buffer, it was retained and
        // released around the calls that take it, on every layout of a split
        // view or tab view. Names the focus lacks are added to the
        // focus's own (a copy of them was retained, then adopted).
        tables.plans.withUnsafeBufferPointer { plans in
            Unmanaged.passUnretained(plans[index])._withUnsafeGuaranteedRef { plan in
                kind = plan.kind
                isThreeColumn = plan.isThreeColumn
                switch kind {
                case .splitView:
                    let resolved = splitLayout(plan, scene: scene, horizontal: classes.horizontal)
                    (hasScreen, contentWidth) = resolved.screen(in: screenColumn(scene.navigation, plan: plan),
                                                                area: contentWidth)
                    split = resolved
                case .tabView:
                    // The tab bar's plan asked and used where the plan keeps it
                    // (binding it retained and released it).
                    guard plan.tabBar != nil else { break }
                    let shown = tabSidebarShown(scene, adaptable: plan.tabView?.style == .sidebarAdaptable,
                                                horizontal: classes.horizontal, area: area)
                    // Resolved over the layout's kept bar (its lists kept when
                    // the form is the same). Asked through the optional, which
                    // borrows the plan's bar plan (unwrapped, it was retained).
                    // The top bar keeps the tab view's width: how the system makes
                    // room beside the window controls when the bar does not fit
                    // between them and the trailing margin is not published, so no
                    // tab is counted lost to them (AppModel+TopTabBar.swift).
                    plan.tabBar?.resolve(idiom: window.idiom, horizontal: classes.horizontal,
                                         sidebarShown: shown, width: area, into: &layout.tabBar)
                    hasTabBar = true
                    if shown { contentWidth = area - tables.platform.navigation.tabSidebarWidth }
                    guard let tab = shownTab else { break }
                    selectedTab = layout.focus.names === tables.stateNames ? tables.planNames[index].tabTags[tab]
                        : StateNames.id(of: plan.tabTags[tab], in: &layout.focus.names)
                    // The split view inside the tab on screen, by the tab's index
                    // (``ContainerPlan/nestedSplit(for:)`` made the selection's
                    // name and found the tab again by it).
                    if plan.hasNestedSplits, let nested = plan.tabSplits[tab] {
                        let tag = plan.tabTags[tab]
                        // The tab's nested state read as it is kept: the flat state
                        // ``NavigationState/projected(_:initial:)`` makes copied the
                        // tab's path and its names for a visibility and two selections.
                        let state = scene.navigation.nested(tag) ?? plan.initialNested(tag)
                        let resolved = nestedSplitLayout(nested, state: state, scene: scene, tabView: plan,
                                                         horizontal: classes.horizontal)
                        splitOrigin = area - contentWidth
                        (hasScreen, contentWidth) = resolved.screen(in: .detail, area: contentWidth)
                        split = resolved
                        // Ids of the focus's names (the flat state's ids, when it
                        // shared them, were the same).
                        nestedSelections = (StateNames.id(of: state.sidebarSelection, in: &layout.focus.names),
                                            StateNames.id(of: nested.isThreeColumn ? state.contentSelection : nil,
                                                          in: &layout.focus.names))
                    }
                case .stack, .view:
                    break
                }
            }
        }
        let top = hasScreen ? layout.focus.topID : NavigationState.none
        // An inspector's column takes its width from the screen's content.
        let presentation = scene.navigation.presentedID < 0 ? nil
            : presentationLayout(scene, top: layout.focus.names.name(top), classes: classes,
                                 contentWidth: &contentWidth)
        var toolbar: ToolbarLayout?
        var placed = false
        if top >= 0 {
            let id = screenIndex(top, in: layout.focus.names)
            let compact = classes.horizontal == .compact, padding = tables.platform.content.defaultPadding
            // A content that fits (most) is asked so where the tables keep its
            // plan: binding the plan copied it (a retain and a release), and
            // the context looked the screen's size up, for nothing.
            if let id, (compact ? tables.contentPlans[id].compact : tables.contentPlans[id].regular)?
                .fits(offered: contentWidth, defaultPadding: padding) == false,
               let plan = compact ? tables.contentPlans[id].compact : tables.contentPlans[id].regular {
                let context = WidthContext(screenWidth: window.device.screenSize(window.orientation).width,
                                           defaultPadding: padding)
                plan.place(offered: contentWidth, in: context, into: &layout.content)
                placed = true
            }
            if let id, let spec = tables.toolbars[id] {
                // A back button: the screen was pushed, or a collapsed split
                // view shows a column above its sidebar.
                let backButton = layout.focus.hasPushed
                    || (split.map { $0.collapsed && $0.topColumn != .sidebar } ?? false)
                toolbar = ToolbarLayout.resolve(spec, horizontal: classes.horizontal, width: contentWidth,
                                                backButton: backButton, parameters: tables.platform.toolbar)
            }
        }
        if !placed && !layout.content.isEmpty { layout.content = ContentLayout() }
        let isSplit = kind == .splitView
        layout.window = window
        layout.sizeClasses = classes
        layout.navigation = kind
        layout.plan = index
        // The split view written only when there is or was one: a layout of
        // any other container (about half) stored an empty optional over an
        // empty one, its columns and all.
        if case .none = split, case .none = layout.split {} else { layout.split = split }
        // The tab bar was resolved over the layout's; one kept from a tab
        // view is cleared when there is none now (most layouts have neither).
        if !hasTabBar, case .some = layout.tabBar { layout.tabBar = nil }
        layout.tabID = selectedTab
        layout.sidebarID = isSplit ? scene.navigation.sidebarID : nestedSelections?.sidebar ?? NavigationState.none
        layout.contentID = isSplit && isThreeColumn ? scene.navigation.contentID
            : nestedSelections?.content ?? NavigationState.none
        layout.topID = top
        layout.contentWidth = contentWidth
        layout.splitOrigin = splitOrigin
        if case .none = toolbar, case .none = presentation, case .none = side {
            if layout.extras != nil { layout.extras = nil }
        } else {
            layout.extras = Layout.Extras(toolbar: toolbar, presentation: presentation, sideColumn: side)
        }
    }

    /// The column of a root split view `plan` that holds the screen on top
    /// of `navigation`'s focus: the content column for a row that shows its
    /// screen there (``SplitViewContentColumn``), else the detail.
    @inline(__always) func screenColumn(_ navigation: NavigationState, plan: ContainerPlan) -> SplitColumn {
        plan.twoColumnRows.isEmpty ? .detail : focusColumn(navigation, plan: plan)
    }

    /// The split view `spec` resolved in `scene`'s window.
    public func splitLayout(_ spec: SplitViewSpec, scene: SceneState) -> SplitViewLayout {
        splitLayout(ContainerPlan(.splitView(spec), platform: platform), scene: scene,
                    horizontal: horizontalClass(of: scene.window))
    }

    /// The compiled split view `plan` resolved in `scene`'s window.
    @inline(__always) func splitLayout(_ plan: ContainerPlan, scene: SceneState, horizontal: SizeClass) -> SplitViewLayout {
        let window = scene.window
        return SplitViewLayout.resolve(
            widths: plan.splitColumns ?? SplitViewColumns(sidebar: tables.platform.splitView.sidebarWidth,
                                                          detailMinimum: tables.platform.splitView.detailMinimumWidth),
            style: plan.splitStyle,
            visibility: scene.navigation.columnVisibility,
            width: !tables.hasSideColumn ? window.width : containerWidth(of: window),
            landscape: window.width > window.height, horizontal: horizontal,
            // Asked only in compact width, the one case that reads it (it
            // was asked, a call, on every layout of a split view).
            compactTop: horizontal == .compact ? compactTop(scene.navigation, plan: plan) : .detail,
            parameters: tables.platform.splitView)
    }

    /// Whether a `.sidebarAdaptable` tab view shows its sidebar in `scene`:
    /// on iPad in regular width (never on iPhone: see
    /// ``TabBarLayout/placement(idiom:horizontal:sidebarShown:)``), as the
    /// user chose, else by default when the window is wider than tall.
    public func tabSidebarShown(_ scene: SceneState) -> Bool {
        tabSidebarShown(scene, plan: plan(for: scene.window), horizontal: horizontalClass(of: scene.window))
    }

    /// ``tabSidebarShown(_:)`` of a scene whose window shows the tab view
    /// `plan` in `horizontal` width.
    @inline(__always) func tabSidebarShown(_ scene: SceneState, plan: ContainerPlan, horizontal: SizeClass) -> Bool {
        tabSidebarShown(scene, adaptable: plan.tabView?.style == .sidebarAdaptable, horizontal: horizontal,
                        area: containerWidth(of: scene.window))
    }

    /// ``tabSidebarShown(_:)`` of a tab view whose style is
    /// `.sidebarAdaptable` or not (`adaptable`), beside which the window
    /// leaves `area` (``containerWidth(of:)``, asked only when needed):
    /// ``layout(of:)`` has both at hand, and reading the style from the plan
    /// there kept the plan retained across the call.
    @inline(__always) func tabSidebarShown(_ scene: SceneState, adaptable: Bool, horizontal: SizeClass,
                                           area: @autoclosure () -> Double) -> Bool {
        guard horizontal == .regular, scene.window.idiom == .pad, adaptable else { return false }
        switch scene.navigation.tabSidebar {
        case .shown: return true
        case .hidden: return false
        // "Landscape" is the tab view's own area: the window less a side
        // column beside it (``containerWidth(of:)``). Ice Cubes' users see its
        // sidebar or its secondary column, never both (Dimillian/IceCubesApp
        // issue 2372, 2025-11-18): beside the column, the tab view is taller
        // than wide and its sidebar starts hidden.
        case .automatic: return area() > scene.window.height
        }
    }
}
