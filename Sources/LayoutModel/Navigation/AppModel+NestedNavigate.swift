extension AppModel {
    /// The state of every split view inside a tab at launch, by tag: each
    /// tab's first declaration wins.
    static func launchNested(_ app: AppSpec) -> [NestedNavigation] {
        var result: [NestedNavigation] = []
        for container in app.root.containers {
            guard case let .tabView(spec) = container else { continue }
            for tab in spec.allTabs {
                guard let split = tab.content?.splitView, !result.contains(where: { $0.tab == tab.tag }) else { continue }
                result.append(NestedNavigation(tab: tab.tag, spec: split))
            }
        }
        return result.sorted { $0.tab < $1.tab }
    }

    /// The base screen a tab's split view shows: the row selected for the
    /// detail. Its stack is the detail stack, keyed by the tab's tag, when
    /// `plan` has one (``focus(of:plan:into:)`` has the tag's id already).
    ///
    /// The selection is read where ``NavigationState/nested`` keeps the
    /// tab's state, and a tab with none has nothing selected, as its
    /// initial state (``ContainerPlan/initialNested(_:)``) has not: the
    /// state copied out (``NavigationState/nested(_:)``), or made, and
    /// destroyed cost about 170 instructions a layout of the tab (measured with callgrind).
    func nestedBase(_ navigation: NavigationState, tag: String, plan: ContainerPlan,
                    tabView: ContainerPlan) -> String? {
        let three = plan.isThreeColumn
        return navigation.withNested(tag) { entry in
            three ? entry.pointee.contentSelection : entry.pointee.sidebarSelection
        } ?? nil
    }

    /// Applies `action` to the split view inside the tab on screen, if it is
    /// one the split view answers: a selection in its sidebar or content
    /// column, Back, a push or pop on its detail stack, its sidebar shown or
    /// hidden (unless the tab view's own sidebar toggles), its column
    /// visibility. Returns whether it did; the split view follows the rules
    /// of a root split view, in the tab's content area.
    ///
    /// `plan` is `plans[index]`. The common actions are applied by id where
    /// the state keeps the tab's split view (``navigateNestedByID(_:_:plan:index:collapsed:)``),
    /// the others on the tab's state projected flat (``navigateNestedByName(_:_:plan:)``).
    func navigateNested(_ scene: inout SceneState, _ action: Action, plan: ContainerPlan, index: Int,
                        collapsed: Bool) -> Bool {
        if let done = navigateNestedByID(&scene, action, plan: plan, index: index, collapsed: collapsed) { return done }
        return navigateNestedByName(&scene, action, plan: plan)
    }

    /// ``navigateNested(_:_:plan:index:collapsed:)`` by the plain rule: the
    /// tab's split view projected as a flat state
    /// (``NavigationState/projected(_:initial:)``), changed by the rules of a
    /// root split view, and embedded back (``NavigationState/embed(_:tab:)``).
    func navigateNestedByName(_ scene: inout SceneState, _ action: Action, plan: ContainerPlan) -> Bool {
        // The actions the split view does not answer go to the tab view
        // before its state is projected (which changes nothing).
        switch action {
        case .selectSidebar, .selectContent, .deselect, .push, .pop, .popToRoot, .setColumnVisibility: break
        case .toggleSidebar: if plan.tabView?.style == .sidebarAdaptable && scene.window.idiom == .pad { return false }
        default: return false
        }
        guard let (tag, nested) = plan.nestedSplit(for: scene.navigation.tabSelection) else { return false }
        let collapsed = horizontalClass(of: scene.window) == .compact
        let three = nested.isThreeColumn
        var flat = scene.navigation.projected(tag, initial: plan.initialNested(tag))
        // The detail stack's path by id, as a root stack's is pushed and
        // popped: the path made as names, and a new path turned back into
        // ids, cost about 2,300 instructions a push or pop (measured with callgrind).
        let detail = flat.names.detail
        let stacked = nested.fixedStack != nil
        let base = three ? flat.contentSelection : flat.sidebarSelection
        switch action {
        case let .selectSidebar(item):
            guard nested.sidebar.contains(item) else { return true }
            if collapsed && compactTop(flat, threeColumn: three) != .sidebar { return true }
            setSidebar(&flat, item)
            if collapsed { flat.compactColumn = three ? .content : .detail }
        case let .selectContent(item):
            guard three, let folder = flat.sidebarSelection, destinations(of: folder).contains(item) else { return true }
            if collapsed && compactTop(flat, threeColumn: true) != .content { return true }
            if flat.contentSelection != item {
                flat.contentSelection = item
                if behavior.pathReset == .onSidebarChange { flat.clearPath(detail) }
            }
            if collapsed { flat.compactColumn = .detail }
        case .deselect:
            back(&flat, threeColumn: three, collapsed: collapsed)
        case let .push(destination):
            guard stacked, let base else { return true }
            // The screen on top: the last one pushed, else the selected row.
            let top = flat.names.name(flat.steps(detail).last ?? NavigationState.none) ?? base
            guard destinations(of: top).contains(destination) else { return true }
            if collapsed && compactTop(flat, threeColumn: three) != .detail { return true }
            flat.appendStep(flat.id(of: destination), to: detail)
        case .pop:
            if stacked, base != nil, !flat.steps(detail).isEmpty {
                flat.removeLastStep(of: detail)
            } else if collapsed {
                back(&flat, threeColumn: three, collapsed: true)
            }
        case .popToRoot:
            if stacked, base != nil { flat.clearPath(detail) }
        case .toggleSidebar:
            if plan.tabView?.style == .sidebarAdaptable && scene.window.idiom == .pad { return false }
            guard !collapsed else { return true }
            let layout = nestedSplitLayout(nested, flat, scene: scene, tabView: plan, horizontal: .regular)
            let shown = layout.sidebar.presentation != .hidden
            flat.columnVisibility = shown ? (three ? .doubleColumn : .detailOnly) : .all
        case let .setColumnVisibility(visibility):
            flat.columnVisibility = visibility
        default:
            return false
        }
        scene.navigation.embed(flat, tab: tag)
        return true
    }

    /// What every split view inside a tab of `plan` does as the window
    /// collapses to compact width (``collapse(_:plan:)``, one tab at a time):
    /// the split views of the tabs not on screen collapse too, as SwiftUI
    /// keeps their views.
    ///
    /// A tab whose state is kept collapses where it is kept: the rule
    /// changes only the compact column, from whether the selections are
    /// set, and embedding the flat state wrote back nothing else (its path
    /// as it was, unless a stack kept an empty path, which goes the flat
    /// way). The projection and the embedding cost about 1,000 instructions
    /// a tab (measured with callgrind). Inlined for its first test, which most plans fail
    /// (a call of the whole cost about 18 instructions a collapse).
    @inline(__always) func collapseNested(_ navigation: inout NavigationState, plan: ContainerPlan) {
        guard plan.hasNestedSplits else { return }
        collapseNestedTabs(&navigation, plan: plan)
    }

    /// ``collapseNested(_:plan:)`` of a tab view `plan` with split views in tabs.
    func collapseNestedTabs(_ navigation: inout NavigationState, plan: ContainerPlan) {
        let keepsEmptyPath = navigation.keepsEmptyPath
        for (index, nested) in plan.tabSplits.enumerated() {
            guard let nested else { continue }
            let tag = plan.tabTags[index]
            if !keepsEmptyPath, let kept = navigation.withNestedEntry(tag, { at, entry in
                (at: at, compact: entry.pointee.compactColumn, sidebar: entry.pointee.sidebarSelection != nil,
                 content: entry.pointee.contentSelection != nil)
            }) {
                let compact = Self.collapsedColumn(kept.compact, hasSidebar: kept.sidebar, hasContent: kept.content,
                                                   plan: nested)
                if compact != kept.compact {
                    var entry = navigation.nested[kept.at]
                    entry.compactColumn = compact
                    navigation.replaceNested(at: kept.at, with: entry)
                }
                continue
            }
            collapseNestedByName(&navigation, tag: tag, plan: nested, tabView: plan)
        }
    }

    /// The plain rule of ``collapseNested(_:plan:)`` for tab `tag`, whose
    /// split view is `plan`, of `tabView`: its state projected flat,
    /// collapsed as a root split view and embedded back.
    func collapseNestedByName(_ navigation: inout NavigationState, tag: String, plan nested: ContainerPlan,
                              tabView plan: ContainerPlan) {
        var flat = navigation.projected(tag, initial: plan.initialNested(tag))
        collapse(&flat, plan: nested)
        navigation.embed(flat, tab: tag)
    }

    /// The compact column ``collapse(_:plan:)`` leaves a split view `plan`
    /// in, from its compact column `column` and whether its sidebar and
    /// content selections are set.
    @inline(__always) static func collapsedColumn(_ column: SplitColumn, hasSidebar: Bool, hasContent: Bool,
                                                  plan: ContainerPlan) -> SplitColumn {
        guard plan.kind == .splitView, plan.splitView?.preferredCompactColumn == nil else { return column }
        if plan.isThreeColumn { return hasContent ? .detail : hasSidebar ? .content : .sidebar }
        return hasSidebar ? .detail : .sidebar
    }
}

extension AppModel {
    /// Puts back the `parts` of each tab's split view in `saved` into
    /// `result` (``restored(_:into:parts:)``): the selections with
    /// `selection`, the visibility and compact column with `columns`; the
    /// detail paths come back with the other paths.
    func restoreNested(_ saved: NavigationState, into result: inout NavigationState, parts: [RestoredState]) {
        for state in saved.nested {
            var entry = result.nested(state.tab) ?? NestedNavigation(tab: state.tab)
            if parts.contains(.selection) {
                entry.sidebarSelection = state.sidebarSelection
                entry.contentSelection = state.contentSelection
            }
            if parts.contains(.columns) {
                entry.columnVisibility = state.columnVisibility
                entry.compactColumn = state.compactColumn
            }
            result.setNested(entry)
        }
    }
}
