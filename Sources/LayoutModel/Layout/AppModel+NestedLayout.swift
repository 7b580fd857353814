extension AppModel {
    /// The split view `nested` inside a tab of `tabView`, with the flat state
    /// `flat` (``NavigationState/projected(_:initial:)``), resolved in the
    /// tab's content area: the window less the tab view's sidebar when it
    /// shows one. It collapses by the window's size class `horizontal`, not
    /// by the area's width, and its automatic visibility and style follow
    /// the window's aspect, as a root split view's do ("based on the device
    /// and the current app size", Apple, `UISplitViewController.DisplayMode.automatic`:
    /// the app's size, not the column's).
    func nestedSplitLayout(_ nested: ContainerPlan, _ flat: NavigationState, scene: SceneState,
                           tabView: ContainerPlan, horizontal: SizeClass) -> SplitViewLayout {
        nestedSplitLayout(nested, visibility: flat.columnVisibility,
                          compactTop: compactTop(flat, threeColumn: nested.isThreeColumn), scene: scene,
                          tabView: tabView, horizontal: horizontal)
    }

    /// ``nestedSplitLayout(_:_:scene:tabView:horizontal:)`` from the tab's
    /// nested state itself (``NavigationState/nested(_:)``, else its initial
    /// state): what ``layout(of:)`` uses, without making the flat state
    /// (a ``NavigationState`` with the tab's path copied into it).
    func nestedSplitLayout(_ nested: ContainerPlan, state: NestedNavigation, scene: SceneState,
                           tabView: ContainerPlan, horizontal: SizeClass) -> SplitViewLayout {
        nestedSplitLayout(nested, visibility: state.columnVisibility,
                          compactTop: Self.compactTop(state, threeColumn: nested.isThreeColumn), scene: scene,
                          tabView: tabView, horizontal: horizontal)
    }

    /// The split view `nested` with `visibility`, `compactTop` on top when collapsed.
    private func nestedSplitLayout(_ nested: ContainerPlan, visibility: ColumnVisibility, compactTop: SplitColumn,
                                   scene: SceneState, tabView: ContainerPlan, horizontal: SizeClass) -> SplitViewLayout {
        let window = scene.window
        let sidebar = tabSidebarShown(scene, plan: tabView, horizontal: horizontal) ? tables.platform.navigation.tabSidebarWidth : 0
        let width = containerWidth(of: window) - sidebar
        return SplitViewLayout.resolve(
            widths: nested.splitColumns ?? SplitViewColumns(sidebar: tables.platform.splitView.sidebarWidth,
                                                            detailMinimum: tables.platform.splitView.detailMinimumWidth),
            style: nested.splitStyle, visibility: visibility, width: width,
            landscape: window.width > window.height, horizontal: horizontal,
            compactTop: compactTop, parameters: tables.platform.splitView)
    }

    /// ``compactTop(_:threeColumn:)`` of the flat state
    /// ``NavigationState/projected(_:initial:)`` makes of `state`: its
    /// compact column and whether its selections are set.
    static func compactTop(_ state: NestedNavigation, threeColumn: Bool) -> SplitColumn {
        compactTop(state.compactColumn, hasSidebar: state.sidebarSelection != nil,
                   hasContent: state.contentSelection != nil, threeColumn: threeColumn)
    }

    /// The compiled split view a layout shows: the root's, else the one
    /// inside the tab on screen; `nil` when it shows none.
    public func splitPlan(of layout: borrowing Layout) -> ContainerPlan? {
        let plan = plans[layout.plan]
        if plan.kind == .splitView { return plan }
        guard layout.split != nil, let selected = layout.selectedTab else { return nil }
        return plan.nestedSplit(for: selected)?.plan
    }
}
