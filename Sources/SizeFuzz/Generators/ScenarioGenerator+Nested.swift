import LayoutModel

extension ScenarioGenerator {
    /// The sidebar rows of the split view inside the tab on screen; empty
    /// when that tab has none.
    func nestedRows(_ evaluator: borrowing Evaluator, scene index: Int, plan: ContainerPlan) -> [String] {
        plan.nestedSplit(for: evaluator.layouts[index].selectedTab)?.plan.sidebar ?? []
    }

    /// The weights of the events a split view inside the tab on screen
    /// answers, as for a root split view: a select in its sidebar or content
    /// column, Back, its sidebar and column visibility. Pushes onto its
    /// detail stack are weighted by the focus, as for any stack.
    ///
    /// `layout` points where the evaluator keeps the scene's layout, whose
    /// container is `model.plans[plan]`; the split view inside its tab is
    /// found by the tab's id, and only whether it has three columns is read
    /// (`AppModel.nestedSplitIsThreeColumn(ofLayoutAt:plan:)`: the plan
    /// handed out was retained and released).
    func nestedWeights(_ weights: inout KindWeights, layout: UnsafePointer<Layout>, plan: Int) {
        guard let threeColumn = model.nestedSplitIsThreeColumn(ofLayoutAt: layout, plan: plan),
              let split = layout.pointee.split else { return }
        func set(_ kind: EventKind, _ weight: UInt64) { weights.set(kind, weight) }
        let regular = !split.collapsed
        let top = split.topColumn ?? .sidebar
        let hasSelection = layout.pointee.sidebarSelection != nil
        if regular || top == .sidebar { set(.selectSidebar, 4) }
        if threeColumn && hasSelection && (regular || top == .content) { set(.selectContent, 4) }
        if hasSelection { set(.deselect, 1) }
        if !regular && top != .sidebar { set(.pop, 2) }
        if regular { set(.toggleSidebar, 1) }
        set(.setColumnVisibility, 1)
    }
}
