extension AppModel {
    /// What a scene's main area shows: the container, the visible stack and
    /// the screens on it. Computed once per scene and step; ``Layout`` keeps it.
    public struct Focus: Hashable, Sendable {
        /// The index in ``AppModel/plans`` of the container shown.
        public var plan: Int
        /// The key of the visible navigation stack (`detail`, `root`, a tab's
        /// tag), or `nil` when none is visible.
        public var stack: String?
        /// The screen at the root of the visible stack (or shown alone).
        public var base: String?
        /// The visible stack's path.
        public var path: [String]

        /// The screen on top: the last pushed, else the base.
        public var top: String? { path.last ?? base }
    }

    /// The focus of `scene`.
    public func focus(of scene: SceneState) -> Focus {
        let index = planIndex(for: scene.window)
        let plan = plans[index]
        let navigation = scene.navigation
        var stack = plan.fixedStack
        var base: String?
        switch plan.kind {
        case .splitView:
            if plan.isTwoColumnRow(navigation.sidebarSelection) {
                // The content column shows the row's screen as the detail.
                base = navigation.sidebarSelection
                stack = plan.hasContentStack ? "content" : nil
            } else {
                base = plan.isThreeColumn ? navigation.contentSelection : navigation.sidebarSelection
            }
        case .tabView:
            if let tab = plan.displayedTab(for: navigation.tabSelection) {
                stack = plan.tabTags[tab]
                base = plan.tabs[tab].screenID
                if plan.hasNestedSplits, let nested = plan.tabSplits[tab] {
                    (stack, base) = nestedFocus(navigation, tag: plan.tabTags[tab], plan: nested, tabView: plan)
                }
            }
        case .stack, .view:
            base = plan.rootScreen
        }
        guard let visible = stack, base != nil else { return Focus(plan: index, stack: nil, base: base, path: []) }
        return Focus(plan: index, stack: visible, base: base, path: navigation.path(visible))
    }

    /// The key of the navigation stack a scene shows: `detail` for a split
    /// view's detail stack, the displayed tab's tag, `root` for a root stack;
    /// `nil` when no stack is visible.
    public func visibleStack(of scene: SceneState) -> String? { focus(of: scene).stack }

    /// The screen at the root of the visible stack (or shown alone): the
    /// selected detail screen of a split view, the displayed tab's screen, the
    /// root stack's root.
    public func baseScreen(of scene: SceneState) -> String? { focus(of: scene).base }

    /// The visible stack's path (empty when there is no stack).
    public func visiblePath(of scene: SceneState) -> [String] { focus(of: scene).path }

    /// The screen on top of the visible stack: the last pushed, else the base.
    public func topScreen(of scene: SceneState) -> String? { focus(of: scene).top }
}
