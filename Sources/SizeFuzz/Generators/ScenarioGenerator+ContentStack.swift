import LayoutModel

extension ScenarioGenerator {
    /// The weights of the events a root split view whose content column is a
    /// `NavigationStack` answers beyond a selection list's: a push onto the
    /// content stack while the content column shows (``AppModel/pushTargets(of:focus:)``),
    /// and Back or pop-to-root while it has a path; run after every other
    /// weight, whose push and content selection it corrects. Only apps with a content
    /// stack get here, so every other app's draws are what they were.
    func contentStackWeights(_ weights: inout [UInt64], evaluator: borrowing Evaluator, scene index: Int,
                             plan: ContainerPlan) {
        func set(_ kind: EventKind, _ weight: UInt64) { weights[kind.rawValue] = weight }
        // Read where the evaluator keeps it: a copy of the scene retained and
        // released every name in it.
        let depth = evaluator.state.scenes.withUnsafeBufferPointer { scenes in
            let scene = scenes.baseAddress! + index
            // The content column's pushes replace the focus's: nothing to push
            // is no push, and a screen on top of the content stack that lists
            // nothing has no content row to select.
            set(.push, model.pushTargets(of: scene.pointee, focus: evaluator.layouts[index].focus).isEmpty ? 0 : 5)
            if !(model.contentTop(scene.pointee.navigation, plan: plan).map(model.hasDestinations) ?? false) {
                set(.selectContent, 0)
            }
            return scene.pointee.navigation.path("content").count
        }
        if depth > 0 { set(.pop, 3) }
        if depth > 1 { set(.popToRoot, 1) }
    }
}
