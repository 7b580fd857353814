extension AppModel {
    /// ``navigateNested(_:_:plan:index:collapsed:)`` for the common actions,
    /// by id and on the tab's state where ``NavigationState/nested`` keeps
    /// it: a selection in the split view's sidebar or content column, Back,
    /// a push, pop or pop to root on its detail stack (the tab's stack), its
    /// column visibility. `plan` is `plans[index]`, `collapsed` whether the
    /// window is of compact width.
    ///
    /// - Returns: What ``navigateNestedByName(_:_:plan:)`` returns, with
    ///   the state it leaves; `nil`, before anything is changed, for what is
    ///   left to it: the sidebar shown or hidden (a layout of the flat
    ///   state), a state whose names are not the model's, a tab whose state
    ///   is not kept yet.
    ///
    /// Why it is the plain rule: the flat state is the tab's state with its
    /// detail path under `detail`, and embedding it writes back only the
    /// tab's selections, visibility and compact column and its path under
    /// the tab's tag, so the rules are worked here on those fields: a
    /// selection compared by name (two ids of one list differ exactly when
    /// their names do; the tab selection ``setSidebar(_:id:)`` moves in the
    /// flat state is not written back), the detail stack pushed and popped
    /// as the tab's (``NavigationState/appendStep(_:to:)`` gives what
    /// ``NavigationState/setSteps(_:_:)`` gives), the screen on top read by
    /// id (the model's first ids are its screens'). Embedding also dropped
    /// an empty path kept for the tab, which is dropped here too. The
    /// projection made a box, looked three names up and compared three,
    /// about 1,500 instructions an action (measured with callgrind).
    func navigateNestedByID(_ scene: inout SceneState, _ action: Action, plan: ContainerPlan, index: Int,
                            collapsed: Bool) -> Bool? {
        switch action {
        case .selectSidebar, .selectContent, .deselect, .push, .pop, .popToRoot, .setColumnVisibility: break
        default: return nil
        }
        guard scene.navigation.names === tables.stateNames else { return nil }
        // The tab on screen by id, as ``ContainerPlan/nestedSplit(for:)`` finds it by name.
        guard let tab = displayedTab(scene.navigation, plan: index), let nested = plan.tabSplits[tab] else {
            return false
        }
        let tag = plan.tabTags[tab]
        // The tab's state read field by field where it is kept (a copy of
        // the entry, and one to compare with, retained and released its
        // strings twice over).
        guard let kept = scene.navigation.withNestedEntry(tag, { at, entry in
            (at: at, visibility: entry.pointee.columnVisibility, compact: entry.pointee.compactColumn,
             sidebar: entry.pointee.sidebarSelection, content: entry.pointee.contentSelection)
        }) else { return nil }
        var entry = NestedFields(visibility: kept.visibility, compact: kept.compact, sidebar: kept.sidebar,
                                 content: kept.content)
        let stack = tables.planNames[index].tabTags[tab]
        let three = nested.isThreeColumn
        let stacked = nested.fixedStack != nil
        let base = three ? entry.content : entry.sidebar
        switch action {
        case let .selectSidebar(item):
            guard nested.sidebar.contains(item) else { return true }
            if collapsed && entry.compactTop(threeColumn: three) != .sidebar { return true }
            if entry.sidebar != item {
                // ``setSidebar(_:id:)``: the content selection cleared, the
                // detail path too when the app resets it.
                entry.sidebar = item
                entry.content = nil
                if behavior.pathReset == .onSidebarChange { scene.navigation.clearPath(stack) }
            }
            if collapsed { entry.compact = three ? .content : .detail }
        case let .selectContent(item):
            guard three, let folder = entry.sidebar, destinations(of: folder).contains(item) else { return true }
            if collapsed && entry.compactTop(threeColumn: true) != .content { return true }
            if entry.content != item {
                entry.content = item
                if behavior.pathReset == .onSidebarChange { scene.navigation.clearPath(stack) }
            }
            if collapsed { entry.compact = .detail }
        case let .push(destination):
            guard stacked, let base else { return true }
            // The screen on top: the last one pushed, else the selected row.
            let targets = scene.navigation.steps(stack).last.map { destinations(of: $0, in: scene.navigation.names) }
                ?? destinations(of: base)
            guard targets.contains(destination) else { return true }
            if collapsed && entry.compactTop(threeColumn: three) != .detail { return true }
            let pushed = scene.navigation.id(of: destination)
            scene.navigation.appendStep(pushed, to: stack)
        case .deselect:
            back(&entry, &scene.navigation, stack: stack, threeColumn: three, collapsed: collapsed)
        case .pop:
            if stacked, base != nil, !scene.navigation.steps(stack).isEmpty {
                scene.navigation.removeLastStep(of: stack)
            } else if collapsed {
                back(&entry, &scene.navigation, stack: stack, threeColumn: three, collapsed: true)
            }
        case .popToRoot:
            if stacked, base != nil { scene.navigation.clearPath(stack) }
        case let .setColumnVisibility(visibility):
            entry.visibility = visibility
        default:
            return nil
        }
        if entry.visibility != kept.visibility || entry.compact != kept.compact || entry.sidebar != kept.sidebar
            || entry.content != kept.content {
            scene.navigation.replaceNested(at: kept.at, with: NestedNavigation(
                tab: tag, sidebarSelection: entry.sidebar, contentSelection: entry.content,
                columnVisibility: entry.visibility, compactColumn: entry.compact))
        }
        if let at = scene.navigation.pathEntry(stack), scene.navigation.pathIDs[at + 1] == 0 {
            scene.navigation.clearPath(stack)
        }
        return true
    }

    /// ``back(_:threeColumn:collapsed:)`` on the fields of a tab's split
    /// view and on its detail stack `stack` (the tab's) in `navigation`:
    /// the sidebar deselected as ``setSidebar(_:id:)`` does it (the tab
    /// selection it moves in the flat state is not written back), the
    /// content selection and the path cleared, the compact column moved.
    func back(_ entry: inout NestedFields, _ navigation: inout NavigationState, stack: Int32, threeColumn: Bool,
              collapsed: Bool) {
        func deselectSidebar() {
            guard entry.sidebar != nil else { return }
            entry.sidebar = nil
            entry.content = nil
            if behavior.pathReset == .onSidebarChange { navigation.clearPath(stack) }
        }
        guard collapsed else {
            deselectSidebar()
            return
        }
        let clears = platform.navigation.backClearsSelection
        switch entry.compactTop(threeColumn: threeColumn) {
        case .sidebar:
            return
        case .content:
            if clears { deselectSidebar() }
            entry.compact = .sidebar
        case .detail:
            if threeColumn {
                if clears {
                    entry.content = nil
                    if behavior.pathReset == .onSidebarChange { navigation.clearPath(stack) }
                }
                entry.compact = .content
            } else {
                if clears { deselectSidebar() }
                entry.compact = .sidebar
            }
        }
    }

    /// The fields of a tab's ``NestedNavigation`` the in-place rules change.
    struct NestedFields {
        /// ``NestedNavigation/columnVisibility``.
        var visibility: ColumnVisibility
        /// ``NestedNavigation/compactColumn``.
        var compact: SplitColumn
        /// ``NestedNavigation/sidebarSelection``.
        var sidebar: String?
        /// ``NestedNavigation/contentSelection``.
        var content: String?

        /// ``AppModel/compactTop(_:threeColumn:)`` of the split view these
        /// fields are the state of.
        @inline(__always) func compactTop(threeColumn: Bool) -> SplitColumn {
            AppModel.compactTop(compact, hasSidebar: sidebar != nil, hasContent: content != nil, threeColumn: threeColumn)
        }
    }
}
