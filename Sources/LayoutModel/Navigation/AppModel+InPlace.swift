extension AppModel {
    // What an event generator asks of a scene and its layout before every
    // event, read where the caller keeps them (an evaluator's arrays). A
    // ``Focus`` or ``NavigationState`` passed by value out of memory behind a
    // pointer is copied first, its names and arrays retained and released,
    // which cost more than the questions: each answer here is the same as
    // the public function it names, read field by field, by id.

    /// ``canPush(on:)`` of the focus of the layout at `layout`.
    package func canPush(onFocusOf layout: UnsafePointer<Layout>) -> Bool {
        guard layout.pointee.focus.stackID >= 0,
              let screen = screenIndex(layout.pointee.focus.topID, in: layout.pointee.focus.names) else { return false }
        return !tables.destinations[screen].isEmpty
    }

    /// ``compactTop(_:plan:)`` of the navigation state of the scene at `scene`.
    package func compactTop(ofSceneAt scene: UnsafePointer<SceneState>, plan: ContainerPlan) -> SplitColumn {
        let top = Self.compactTop(scene.pointee.navigation.compactColumn,
                                  hasSidebar: scene.pointee.navigation.sidebarID >= 0,
                                  hasContent: scene.pointee.navigation.contentID >= 0,
                                  threeColumn: plan.isThreeColumn)
        if top == .detail && !plan.twoColumnRows.isEmpty
            && plan.isTwoColumnRow(scene.pointee.navigation.sidebarSelection) { return .content }
        return top
    }

    /// Whether the screen on top of the content column of the scene at
    /// `scene` pushes any screen: `contentTop(scene.navigation, plan: plan)`
    /// then ``hasDestinations(_:)``, `false` for none, by id.
    package func contentTopLeads(ofSceneAt scene: UnsafePointer<SceneState>, plan: ContainerPlan) -> Bool {
        let sidebar = scene.pointee.navigation.sidebarID
        let id = plan.hasContentStack
            ? scene.pointee.navigation.steps(scene.pointee.navigation.names.content).last ?? sidebar : sidebar
        guard let screen = screenIndex(id, in: scene.pointee.navigation.names) else { return false }
        return !tables.destinations[screen].isEmpty
    }

    /// The number of screens on the content stack of the scene at `scene`
    /// (``NavigationState/contentPath``'s count).
    package func contentDepth(ofSceneAt scene: UnsafePointer<SceneState>) -> Int {
        scene.pointee.navigation.steps(scene.pointee.navigation.names.content).count
    }

    /// ``pushTargets(of:focus:)`` of the scene at `scene` with the focus of
    /// the layout at `layout`.
    package func pushTargets(ofSceneAt scene: UnsafePointer<SceneState>, layout: UnsafePointer<Layout>) -> [String] {
        let plan = plans[layout.pointee.focus.plan]
        guard plan.hasContentStack else {
            return destinations(of: layout.pointee.focus.topID, in: layout.pointee.focus.names)
        }
        return pushTargets(of: scene.pointee, focus: layout.pointee.focus)
    }

    /// The name of each screen of the model, by its id (the index of the
    /// model's per-screen tables, which `topScreenID(ofFocusOf:)` returns).
    package var screenNames: [String] { tables.screens.map(\.id) }

    /// The id of the screen on top of the focus of the layout at `layout`
    /// (``Focus/top``) among `screenNames`; `nil` when the top is no screen.
    package func topScreenID(ofFocusOf layout: UnsafePointer<Layout>) -> Int? {
        screenIndex(layout.pointee.focus.topID, in: layout.pointee.focus.names)
    }

    /// Whether the scene at `scene` has a sidebar selection
    /// (``NavigationState/sidebarSelection`` is not `nil`). Inlinable: the
    /// event weights of a split view ask it before every draw, and the call
    /// cost more than the question (issue 25).
    @inlinable package func hasSidebarSelection(ofSceneAt scene: UnsafePointer<SceneState>) -> Bool {
        scene.pointee.navigation.sidebarID >= 0
    }

    /// Whether the scene at `scene` shows a presentation
    /// (``NavigationState/presented`` is not `nil`). Inlinable, as
    /// ``hasSidebarSelection(ofSceneAt:)`` is.
    @inlinable package func hasPresented(ofSceneAt scene: UnsafePointer<SceneState>) -> Bool {
        scene.pointee.navigation.presentedID >= 0
    }

    /// Whether the screen on top of the layout at `layout` (``Layout/screen``)
    /// declares a presentation: ``presentations(of:)`` of it is not empty.
    package func topDeclaresPresentations(_ layout: UnsafePointer<Layout>) -> Bool {
        guard let screen = screenIndex(layout.pointee.topID, in: layout.pointee.focus.names) else { return false }
        return tables.screens[screen].presentations?.isEmpty == false
    }

    /// Whether the layout at `layout` shows a presentation, and whether it
    /// is modal (``PresentationLayout/isModal``).
    package func presentation(in layout: UnsafePointer<Layout>) -> (shown: Bool, modal: Bool) {
        guard let style = layout.pointee.presentation?.style else { return (false, false) }
        return (true, style != .inspectorColumn)
    }

    /// The plan of the split view inside the tab the layout at `layout`
    /// shows in `plans[plan]`: `plans[plan].nestedSplit(for: layout.selectedTab)?.plan`,
    /// the tab found by its id where the layout uses the model's names (the
    /// tab's name was made from its id and compared with every tag, about
    /// 120 instructions a draw of an event in a tab view with a split view
    /// inside; issue 25).
    package func nestedSplitPlan(ofLayoutAt layout: UnsafePointer<Layout>, plan index: Int) -> ContainerPlan? {
        let plan = plans[index]
        guard plan.hasNestedSplits,
              let tab = tabIndex(plan: index, for: layout.pointee.tabID, in: layout.pointee.focus.names)
                ?? (plan.tabs.isEmpty ? nil : 0) else { return nil }
        return plan.tabSplits[tab]
    }
}
