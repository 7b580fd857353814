extension AppModel {
    /// Applies a navigation action to one active scene.
    func navigate(_ scene: inout SceneState, _ action: Action) {
        // The window's size classes worked out once, for the plan and the
        // collapse (``planIndex(for:)`` worked them out again).
        let horizontal = horizontalClass(of: scene.window)
        let planIndex = planIndex(idiom: scene.window.idiom, horizontal: horizontal, size: scene.window.size)
        // The plan borrowed where the tables keep it, as ``layout(of:into:)``
        // does: read out of the array (`plans[planIndex]`), it was retained
        // and released on every navigation.
        tables.plans.withUnsafeBufferPointer { plans in
            Unmanaged.passUnretained(plans[planIndex])._withUnsafeGuaranteedRef { plan in
                navigate(&scene, action, plan: plan, index: planIndex, horizontal: horizontal)
            }
        }
    }

    /// ``navigate(_:_:)`` in a window of horizontal size class `horizontal`,
    /// which shows the container `plan`, `plans[planIndex]`.
    private func navigate(_ scene: inout SceneState, _ action: Action, plan: ContainerPlan, index planIndex: Int,
                          horizontal: SizeClass) {
        let collapsed = horizontal == .compact
        if plan.hasNestedSplits, navigateNested(&scene, action, plan: plan, index: planIndex, collapsed: collapsed) {
            return
        }
        let split = plan.kind == .splitView
        switch action {
        case let .selectTab(tag):
            guard let tab = plan.tabTags.firstIndex(of: tag) else { return }
            if scene.navigation.names === tables.stateNames {
                // By the id the model looked up once: the same as by name.
                setTab(&scene.navigation, id: tables.planNames[planIndex].tabTags[tab], tag)
            } else {
                setTab(&scene.navigation, tag)
            }
        case let .selectSidebar(item):
            guard split, let row = plan.sidebar.firstIndex(of: item) else { return }
            if collapsed && compactTop(scene.navigation, plan: plan) != .sidebar { return }
            if scene.navigation.names === tables.stateNames {
                // By the id the model looked up once: the same as by name.
                setSidebar(&scene.navigation, id: tables.planNames[planIndex].sidebar[row])
            } else {
                setSidebar(&scene.navigation, item)
            }
            // Only navigation in the collapsed stack moves the preferred
            // compact column (the row is pushed); in regular width it stays.
            if collapsed { scene.navigation.compactColumn = plan.isThreeColumn ? .content : .detail }
        case let .selectContent(item):
            guard split, plan.isThreeColumn, !plan.isTwoColumnRow(scene.navigation.sidebarSelection),
                  let folder = contentTop(scene.navigation, plan: plan),
                  destinations(of: folder).contains(item) else { return }
            if collapsed && compactTop(scene.navigation, plan: plan) != .content { return }
            if scene.navigation.contentSelection != item {
                scene.navigation.contentSelection = item
                if behavior.pathReset == .onSidebarChange { scene.navigation.clearPath(scene.navigation.names.detail) }
            }
            if collapsed { scene.navigation.compactColumn = .detail }
        case .deselect:
            guard split else { return }
            back(&scene.navigation, threeColumn: plan.isThreeColumn, collapsed: collapsed)
        case let .push(destination):
            // The focus of the plan found above (``focus(of:)`` found it again).
            if plan.hasContentStack, pushContent(&scene.navigation, destination, plan: plan, collapsed: collapsed) { return }
            let focus = focus(of: scene, plan: planIndex)
            guard focus.stackID >= 0, destinations(of: focus.topID, in: focus.names).contains(destination) else { return }
            if collapsed && split && compactTop(scene.navigation, plan: plan) != focusColumn(scene.navigation, plan: plan) { return }
            scene.navigation.adopt(focus.names)
            let pushed = scene.navigation.id(of: destination)
            // The focus's path is the state's path of its stack.
            scene.navigation.appendStep(pushed, to: focus.stackID)
        case .pop:
            let focus = focus(of: scene, plan: planIndex)
            if plan.hasContentStack,
               popContent(&scene.navigation, plan: plan, collapsed: collapsed, detailPushed: focus.hasPushed) { return }
            if focus.stackID >= 0, focus.hasPushed {
                scene.navigation.adopt(focus.names)
                scene.navigation.removeLastStep(of: focus.stackID)
            } else if collapsed && split {
                back(&scene.navigation, threeColumn: plan.isThreeColumn, collapsed: true)
            }
        case .popToRoot:
            let focus = focus(of: scene, plan: planIndex)
            if plan.hasContentStack, !plan.isTwoColumnRow(scene.navigation.sidebarSelection),
               popContent(&scene.navigation, plan: plan, collapsed: collapsed, detailPushed: focus.hasPushed) {
                scene.navigation.clearPath(scene.navigation.names.content)
                return
            }
            if focus.stackID >= 0 {
                scene.navigation.adopt(focus.names)
                scene.navigation.clearPath(focus.stackID)
            }
        case let .openURL(parameter, value):
            openURL(&scene, plan: plan, index: planIndex, collapsed: collapsed, parameter: parameter, value: value)
        case .toggleSidebar:
            toggleSidebar(&scene, plan: plan, collapsed: collapsed)
        case let .setColumnVisibility(visibility):
            // The plans are the root's containers, compiled (reading the
            // containers copied the app's spec).
            guard plans.contains(where: { $0.kind == .splitView }) else { return }
            scene.navigation.columnVisibility = visibility
        default:
            return
        }
    }

    /// The column whose stack the focus is: the content column for a row
    /// whose content column is its detail, else the detail.
    func focusColumn(_ navigation: NavigationState, plan: ContainerPlan) -> SplitColumn {
        plan.isTwoColumnRow(navigation.sidebarSelection) ? .content : .detail
    }

    /// The column on top of a collapsed split view: the preferred compact
    /// column, unless nothing is selected for it to show.
    public func compactTop(_ navigation: NavigationState, _ spec: SplitViewSpec) -> SplitColumn {
        compactTop(navigation, threeColumn: spec.isThreeColumn)
    }

    /// ``compactTop(_:_:)`` for a split view with or without a content column.
    public func compactTop(_ navigation: NavigationState, threeColumn: Bool) -> SplitColumn {
        Self.compactTop(navigation.compactColumn, hasSidebar: navigation.sidebarID >= 0,
                        hasContent: navigation.contentID >= 0, threeColumn: threeColumn)
    }

    /// The one rule of ``compactTop(_:_:)``, from what it reads: the
    /// preferred compact column `preferred`, unless nothing is selected for
    /// it to show (no sidebar selection shows the sidebar; in three columns,
    /// no content selection shows the content column).
    @inline(__always) static func compactTop(_ preferred: SplitColumn, hasSidebar: Bool, hasContent: Bool,
                                             threeColumn: Bool) -> SplitColumn {
        guard preferred != .sidebar, hasSidebar else { return .sidebar }
        guard threeColumn else { return .detail }
        return preferred == .content || !hasContent ? .content : .detail
    }

    /// Sets the tab selection, and the sidebar's in step when the app syncs them.
    func setTab(_ navigation: inout NavigationState, _ tag: String) {
        let old = navigation.tabSelection
        navigation.tabSelection = tag
        if old != tag && behavior.selectionSync != nil { setSidebar(&navigation, tag) }
    }

    /// ``setTab(_:_:)`` with `tag`'s id in `navigation`'s names, `id`.
    func setTab(_ navigation: inout NavigationState, id: Int32, _ tag: String) {
        let old = navigation.tabID
        navigation.tabID = id
        if old != id && behavior.selectionSync != nil && navigation.names.name(old) != tag { setSidebar(&navigation, tag) }
    }

    /// Sets the sidebar selection: a change clears the content selection,
    /// empties the detail path when the app resets it on sidebar changes, and
    /// moves the tab selection when the app syncs them.
    ///
    /// Compared and set by id: a state's ids are the first ids of their
    /// names in its list, so two ids differ exactly when their names do
    /// (reading the old name and setting the tab by name hashed it again).
    func setSidebar(_ navigation: inout NavigationState, _ item: String?) {
        setSidebar(&navigation, id: navigation.id(of: item))
    }

    /// ``setSidebar(_:_:)`` with the item's id in `navigation`'s names,
    /// `new` (``NavigationState/none`` for no selection).
    func setSidebar(_ navigation: inout NavigationState, id new: Int32) {
        let old = navigation.sidebarID
        navigation.sidebarID = new
        guard old != new else { return }
        navigation.contentID = NavigationState.none
        if behavior.pathReset == .onSidebarChange {
            navigation.clearPath(navigation.names.detail)
            navigation.clearPath(navigation.names.content)
        }
        if let sync = behavior.selectionSync {
            if new >= 0 { navigation.tabID = new }
            else if let fallback = sync.nilFallback { navigation.tabSelection = fallback }
        }
    }

    /// Back toward the sidebar: in a collapsed split view one column up
    /// (clearing that column's selection when ``NavigationParameters/backClearsSelection``);
    /// expanded, the sidebar row is deselected.
    func back(_ navigation: inout NavigationState, threeColumn: Bool, collapsed: Bool) {
        guard collapsed else {
            setSidebar(&navigation, nil)
            return
        }
        let clears = platform.navigation.backClearsSelection
        switch compactTop(navigation, threeColumn: threeColumn) {
        case .sidebar:
            return
        case .content:
            if clears { setSidebar(&navigation, nil) }
            navigation.compactColumn = .sidebar
        case .detail:
            if threeColumn {
                if clears {
                    navigation.contentSelection = nil
                    if behavior.pathReset == .onSidebarChange { navigation.clearPath(navigation.names.detail) }
                }
                navigation.compactColumn = .content
            } else {
                if clears { setSidebar(&navigation, nil) }
                navigation.compactColumn = .sidebar
            }
        }
    }

    /// Opens the deep link `parameter` with `value` in a window showing
    /// `plan`, `plans[planIndex]`: selects its screen, then sets the visible
    /// stack's path to the screens it pushes (after the path kept, unless
    /// it pops to root).
    ///
    /// The path is made as ids and set by id (``NavigationState/setSteps(_:_:)``),
    /// with the focus's names adopted as a push adopts them: the same path
    /// ``NavigationState/setPath(_:_:)`` sets from the focus's path and the
    /// link's screens as names, which made every name and hashed it again
    /// (about 2,400 instructions a link opened, measured with callgrind).
    func openURL(_ scene: inout SceneState, plan: ContainerPlan, index planIndex: Int, collapsed: Bool,
                 parameter: String, value: String) {
        // The link read where the behavior keeps it (the one `first(where:)`
        // found was a copy, its strings and arrays retained and released).
        guard navigator == nil, let links = behavior.deepLinks,
              let at = links.firstIndex(where: { $0.eventKey == parameter }),
              links[at].values.contains(value) else { return }
        if let target = links[at].select {
            let model = scene.navigation.names === tables.stateNames
            if plan.kind == .splitView, let row = plan.sidebar.firstIndex(of: target) {
                // By the id the model looked up once, as a sidebar selection: the same as by name.
                if model {
                    setSidebar(&scene.navigation, id: tables.planNames[planIndex].sidebar[row])
                } else {
                    setSidebar(&scene.navigation, target)
                }
                if collapsed { scene.navigation.compactColumn = .detail }
            } else if let tab = plan.tabTags.firstIndex(of: target) {
                if model {
                    setTab(&scene.navigation, id: tables.planNames[planIndex].tabTags[tab], target)
                } else {
                    setTab(&scene.navigation, target)
                }
            } else {
                return
            }
        }
        let popToRoot = links[at].popToRoot
        // The plan found for the event (``focus(of:)`` found it again).
        let focus = focus(of: scene, plan: planIndex)
        guard focus.stackID >= 0 else { return }
        scene.navigation.adopt(focus.names)
        var steps: [Int32] = []
        let thenPush = links[at].thenPush ?? []
        steps.reserveCapacity((popToRoot ? 0 : focus.depth) + 1 + thenPush.count)
        if !popToRoot { steps.append(contentsOf: focus.screenPath.ids) }
        steps.append(scene.navigation.id(of: value))
        for screen in thenPush { steps.append(scene.navigation.id(of: screen)) }
        scene.navigation.setSteps(focus.stackID, steps)
    }

    private func toggleSidebar(_ scene: inout SceneState, plan: ContainerPlan, collapsed: Bool) {
        guard !collapsed else { return }
        switch plan.kind {
        case .splitView:
            let layout = splitLayout(plan, scene: scene, horizontal: .regular)
            let shown = layout[.sidebar].map { $0.presentation != .hidden } ?? false
            scene.navigation.columnVisibility = shown ? (plan.isThreeColumn ? .doubleColumn : .detailOnly) : .all
        case .tabView where plan.tabView?.style == .sidebarAdaptable && scene.window.idiom == .pad:
            scene.navigation.tabSidebar = tabSidebarShown(scene, plan: plan, horizontal: .regular) ? .hidden : .shown
        default:
            return
        }
    }
}

extension NavigationState {
    /// Pushes `step` (an id of `names`) onto stack `stack`: its path made
    /// in one allocation (``splicedPathIDs(replacing:with:)``), as
    /// `setSteps(stack, steps(stack) + [step])` makes it.
    mutating func appendStep(_ step: Int32, to stack: Int32) {
        guard let entry = pathEntry(stack) else {
            if pathIDs.isEmpty {
                // The first path: where setSteps puts it, without comparing names.
                pathIDs = [stack, 1, step]
            } else {
                setSteps(stack, CollectionOfOne(step))
            }
            return
        }
        let count = Int(pathIDs[entry + 1])
        let end = entry + 2 + count
        var ids = splicedPathIDs(replacing: end..<end, with: CollectionOfOne(step))
        ids[entry + 1] = Int32(truncatingIfNeeded: count + 1)
        pathIDs = ids
    }

    /// Pops the last screen of stack `stack`, which has one: in one
    /// allocation, as `setSteps(stack, steps(stack).dropLast())` does (a
    /// path left empty is removed).
    mutating func removeLastStep(of stack: Int32) {
        guard let entry = pathEntry(stack) else { return }
        let count = Int(pathIDs[entry + 1])
        let end = entry + 2 + count
        if count <= 1 {
            pathIDs = splicedPathIDs(replacing: entry..<end, with: EmptyCollection())
        } else {
            var ids = splicedPathIDs(replacing: (end - 1)..<end, with: EmptyCollection())
            ids[entry + 1] = Int32(truncatingIfNeeded: count - 1)
            pathIDs = ids
        }
    }
}
