extension AppModel {
    /// The key of the navigation stack a scene shows: `detail` for a split
    /// view's detail stack, the displayed tab's tag, `root` for a root stack;
    /// `nil` when no stack is visible.
    public func visibleStack(of scene: SceneState) -> String? {
        switch container(for: scene.window) {
        case let .splitView(spec):
            return spec.detailStack == true ? "detail" : nil
        case let .tabView(spec):
            return (spec.tab(for: scene.navigation.tabSelection) ?? spec.allTabs.first)?.tag
        case .stack:
            return "root"
        case .view:
            return nil
        }
    }

    /// The screen at the root of the visible stack (or shown alone): the
    /// selected detail screen of a split view, the displayed tab's screen, the
    /// root stack's root.
    public func baseScreen(of scene: SceneState) -> String? {
        let navigation = scene.navigation
        switch container(for: scene.window) {
        case let .splitView(spec):
            return spec.isThreeColumn ? navigation.contentSelection : navigation.sidebarSelection
        case let .tabView(spec):
            return (spec.tab(for: navigation.tabSelection) ?? spec.allTabs.first)?.screenID
        case let .stack(spec):
            return spec.root
        case let .view(screen):
            return screen
        }
    }

    /// The visible stack's path (empty when there is no stack).
    public func visiblePath(of scene: SceneState) -> [String] {
        guard let stack = visibleStack(of: scene), baseScreen(of: scene) != nil else { return [] }
        return scene.navigation.path(stack)
    }

    /// The screen on top of the visible stack: the last pushed, else the base.
    public func topScreen(of scene: SceneState) -> String? {
        visiblePath(of: scene).last ?? baseScreen(of: scene)
    }
}
