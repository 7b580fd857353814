import LayoutModel

extension ScenarioGenerator {
    /// The weights of the events a root split view whose content column is a
    /// `NavigationStack` answers beyond a selection list's: a push onto the
    /// content stack while the content column shows (``AppModel/pushTargets(of:focus:)``),
    /// and Back or pop-to-root while it has a path; run after every other
    /// weight, whose push and content selection it corrects. Only apps with a content
    /// stack get here, so every other app's draws are what they were.
    ///
    /// `scene` and `layout` point where the evaluator keeps them: a copy of
    /// the scene retained and released every name in it. `plan` is
    /// `model.plans[index]`.
    func contentStackWeights(_ weights: inout KindWeights, scene: UnsafePointer<SceneState>,
                             layout: UnsafePointer<Layout>, plan: ContainerPlan, index: Int) {
        func set(_ kind: EventKind, _ weight: UInt64) { weights.set(kind, weight) }
        // The content column's pushes replace the focus's: nothing to push
        // is no push, and a screen on top of the content stack that lists
        // nothing has no content row to select.
        // Read in place, by id: passing the navigation state copied it.
        let contentLeads = model.contentTopLeads(ofSceneAt: scene, plan: plan)
        set(.push, hasPushTargets(scene: scene, layout: layout, plan: plan, index: index, contentLeads: contentLeads)
            ? 5 : 0)
        if !contentLeads { set(.selectContent, 0) }
        let depth = model.contentDepth(ofSceneAt: scene)
        if depth > 0 { set(.pop, 3) }
        if depth > 1 { set(.popToRoot, 1) }
    }

    /// Whether ``AppModel/pushTargets(of:focus:)`` is not empty for the
    /// scene at `scene` with the layout at `layout`, without building the
    /// list: the content column's top leads somewhere (`contentLeads`) while
    /// the column shows, or the focus's top does while the detail shows.
    ///
    /// The focus's top is asked by id (``AppModel/topLeads(ofFocusOf:)``,
    /// and with its stack shown ``AppModel/canPush(onFocusOf:)``): its name
    /// made and looked up (`focus.top.map(model.hasDestinations)`) and the
    /// stack's name made to be compared with `nil` cost about 150
    /// instructions a draw (measured with callgrind). Asked last, as the answer needs it.
    ///
    /// Whether the selection is a two-column row is asked by id
    /// (``AppModel/isTwoColumnRow(ofSceneAt:plan:)``, `plan` being
    /// `model.plans[index]`): the selection's name was made for it.
    private func hasPushTargets(scene: UnsafePointer<SceneState>, layout: UnsafePointer<Layout>, plan: ContainerPlan,
                                index: Int, contentLeads: Bool) -> Bool {
        guard !model.isTwoColumnRow(ofSceneAt: scene, plan: index) else {
            return model.topLeads(ofFocusOf: layout)
        }
        // The layout holds the size classes of the scene's window.
        let collapsed = layout.pointee.sizeClasses.horizontal == .compact
        let top: SplitColumn? = collapsed ? model.compactTop(ofSceneAt: scene, plan: plan) : nil
        if (!collapsed || top == .content) && contentLeads { return true }
        return !(collapsed && top != .detail) && model.canPush(onFocusOf: layout)
    }
}
