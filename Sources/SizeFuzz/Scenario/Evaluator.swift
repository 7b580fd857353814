import LayoutModel

/// Runs an app through events one at a time, keeping its state, its layouts
/// and its user's intents, and checking the invariants after every step.
///
/// Each invariant's first violation is kept; later ones are not checked, so a
/// case costs no more once an invariant has failed.
public struct Evaluator: Sendable {
    /// The app under test.
    public let model: AppModel
    /// The invariants checked.
    public private(set) var invariants: InvariantSet
    /// The app's state after the last step.
    public private(set) var state: AppState
    /// Each scene's layout after the last step, by scene index. Kept
    /// incrementally: a scene the step left alone keeps its layout.
    public private(set) var layouts: [Layout]
    /// What each scene's user last chose, by scene index.
    public private(set) var intents: [SceneIntent]
    /// The steps taken: 0 after the launch, `n` after the n-th event.
    public private(set) var step = 0
    /// The first violation of each invariant, in the order they happened.
    public private(set) var violations: [Violation] = []
    /// The invariants that have failed.
    public private(set) var failed = InvariantSet([])

    /// Launches `model`'s app in `window` and checks the launch (step 0).
    public init(model: AppModel, window: Window, invariants: InvariantSet = .all) {
        self.model = model
        self.invariants = invariants
        state = model.launch(in: window)
        layouts = state.scenes.map(model.layout(of:))
        intents = state.scenes.map { SceneIntent(scene: $0, model: model) }
        checkLayouts(scenes: Array(state.scenes.indices))
    }

    /// Applies `event` and checks the invariants on what it did.
    public mutating func apply(_ event: Event) {
        let before = state
        let beforeIntents = intents
        model.reduce(&state, event)
        step += 1
        // Relayout the scenes that changed; keep the rest (matched by id).
        var changed: [Int] = []
        var newLayouts: [Layout] = []
        newLayouts.reserveCapacity(state.scenes.count)
        var newIntents: [SceneIntent] = []
        newIntents.reserveCapacity(state.scenes.count)
        for (index, scene) in state.scenes.enumerated() {
            if let old = before.scenes.firstIndex(where: { $0.id == scene.id }) {
                newIntents.append(beforeIntents[old])
                if before.scenes[old] == scene {
                    newLayouts.append(layouts[old])
                    continue
                }
            } else {
                newIntents.append(SceneIntent(scene: scene, model: model))
            }
            newLayouts.append(model.layout(of: scene))
            changed.append(index)
        }
        layouts = newLayouts
        intents = newIntents
        checkEvent(event, before: before)
        checkLayouts(scenes: changed)
    }

    /// Replaces scene `index`'s kept layout and checks the layout invariants on
    /// it: how tests show that the checks catch a layout the model would never
    /// make.
    mutating func replaceLayout(_ layout: Layout, scene index: Int) {
        guard layouts.indices.contains(index) else { return }
        layouts[index] = layout
        checkLayouts(scenes: [index])
    }

    /// Checks `invariants` from the next step on, with no failures yet.
    mutating func resetChecks(_ invariants: InvariantSet) {
        self.invariants = invariants
        failed = InvariantSet([])
        violations = []
    }

    /// Puts scene `index` in `window` without checking anything: how the region
    /// search tries other sizes for the step that failed.
    mutating func overrideWindow(scene index: Int, to window: Window) {
        guard state.scenes.indices.contains(index) else { return }
        state.scenes[index].window = window
        layouts[index] = model.layout(of: state.scenes[index])
    }

    /// Checks what holds only at the end of a sequence: that every layout
    /// kept along the way equals the layout computed fresh for the final
    /// window and state.
    public mutating func finish() {
        guard shouldCheck(.layoutPathIndependent) else { return }
        for (index, scene) in state.scenes.enumerated() where scene.phase != .disconnected {
            let fresh = model.layout(of: scene)
            if fresh != layouts[index] {
                record(.layoutPathIndependent, scene: index,
                       "the layout kept through the sequence differs from the layout computed fresh at \(scene.window)")
            }
        }
    }

    /// Whether `name` is checked and has not failed yet.
    @inline(__always) func shouldCheck(_ name: InvariantName) -> Bool {
        invariants.contains(name) && !failed.contains(name)
    }

    /// Records the first violation of `name`.
    mutating func record(_ name: InvariantName, scene: Int, _ message: String) {
        guard !failed.contains(name) else { return }
        failed.bits |= name.bit
        violations.append(Violation(name, step: step, scene: scene, message))
    }

    /// Updates intents and checks the navigation invariants after `event`.
    private mutating func checkEvent(_ event: Event, before: AppState) {
        let action = event.action
        let deviceWide: Bool = switch action {
        case .rotate, .connectDisplay, .disconnectDisplay: true
        default: false
        }
        for index in state.scenes.indices {
            let scene = state.scenes[index]
            guard let old = before.scenes.first(where: { $0.id == scene.id }) else { continue }
            let targeted = deviceWide || (before.scenes.indices.contains(event.scene) && before.scenes[event.scene].id == scene.id)
            if !targeted {
                checkIsolation(event, scene: index, before: old)
                if old != scene { intents[index] = SceneIntent(scene: scene, model: model) }
                continue
            }
            if old == scene { continue }
            if action.isNavigation {
                intents[index].navigated(action, from: old, to: scene, model: model)
                continue
            }
            switch (old.phase, scene.phase) {
            case (.disconnected, .disconnected):
                continue
            case (_, .disconnected):
                intents[index].savedAtDisconnect = old.navigation
                continue
            case (.disconnected, _):
                checkRestoration(scene: index)
                intents[index] = SceneIntent(scene: scene, model: model)
                continue
            default:
                break
            }
            checkSelection(scene: index)
            checkPath(scene: index)
        }
    }
}
