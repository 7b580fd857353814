import LayoutModel

extension Evaluator {
    /// Applies `event` and checks the invariants on what it did: the
    /// built-in ones, then your own (``Invariant``), if the set has any.
    public mutating func apply(_ event: Event) {
        guard !invariants.custom.isEmpty else { return advance(event) }
        let scenes = state.scenes
        let kept = layouts
        advance(event)
        checkCustom(event, before: scenes, layouts: kept)
    }

    /// Checks each custom invariant that has not failed yet on every
    /// connected scene after the step, with the scene as it was before
    /// (matched by its id in `before`, with its layout in `layouts`).
    mutating func checkCustom(_ event: Event?, before: [SceneState], layouts kept: [Layout]) {
        for invariant in invariants.custom where !failed.contains(invariant.name) {
            guard let check = invariant.check else { continue }
            for index in state.scenes.indices where state.scenes[index].phase != .disconnected {
                let scene = state.scenes[index]
                let old = before.firstIndex { $0.id == scene.id }
                let step = Invariant.Step(
                    number: step, event: event, scene: index,
                    before: old.map { Invariant.Snapshot(state: before[$0], layout: kept[$0]) },
                    after: Invariant.Snapshot(state: scene, layout: layouts[index]), model: model)
                if let message = check(step) {
                    record(invariant.name, scene: index, message)
                    break
                }
            }
        }
    }
}
