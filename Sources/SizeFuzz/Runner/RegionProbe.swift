import LayoutModel

/// The failing step of a scenario, ready to be tried in other windows: the
/// state before the step, the step's event, and the windows before and
/// after it. What ``RegionFinder`` asks each size and each device.
struct RegionProbe {
    /// The app, on the finder's platform (no system minimum).
    let model: AppModel
    /// The scenario.
    let scenario: Scenario
    /// The failing step (0 for the launch).
    let step: Int
    /// The failing scene.
    let scene: Int
    /// The invariant.
    let invariant: InvariantName
    /// The invariant's checks alone.
    let only: InvariantSet
    /// The state before the failing step.
    let prefix: Evaluator
    /// The failing scene's window before the step (the launch window at step 0).
    let window: Window
    /// The failing scene's window after the step.
    let failed: Window

    /// The probe of `violation` in `scenario`; `nil` when the step is not
    /// in the scenario.
    init?(model: AppModel, invariant: InvariantName, only: InvariantSet, scenario: Scenario, violation: Violation) {
        let step = violation.step
        guard step <= scenario.events.count else { return nil }
        self.model = model
        self.scenario = scenario
        self.step = step
        self.invariant = invariant
        self.only = only
        scene = violation.scene
        prefix = Self.replayedPrefix(model: model, scenario: scenario, step: step)
        window = step == 0 ? scenario.window
            : prefix.state.scenes.indices.contains(scene) ? prefix.state.scenes[scene].window : scenario.window
        let after = scenario.evaluate(on: model, invariants: InvariantSet([]), stopAfter: step).state
        failed = after.scenes.indices.contains(scene) ? after.scenes[scene].window : window
    }

    /// The state before `step`, replayed from the launch.
    private static func replayedPrefix(model: AppModel, scenario: Scenario, step: Int) -> Evaluator {
        var prefix = Evaluator(model: model, window: scenario.window, invariants: InvariantSet([]))
        for event in scenario.events.prefix(max(0, step - 1)) { prefix.apply(event) }
        return prefix
    }

    /// The state before the step, to try one window from. A navigator's
    /// state may be an object, which a copied evaluator would share: such
    /// an app starts from its launch every time.
    private var freshPrefix: Evaluator {
        model.navigator == nil ? prefix : Self.replayedPrefix(model: model, scenario: scenario, step: step)
    }

    /// `window` as a freely resizable window of `size`.
    static func stage(_ window: Window, _ size: Size) -> Window {
        var stage = window
        stage.mode = .stage
        stage.requestedMode = .stage
        stage.requestedSize = size
        stage.size = size
        stage.frameSize = size
        return stage
    }

    /// Whether the invariant fails at the step with the window given `size`
    /// the way a user would: the step's resize, mode switch or launch goes to
    /// a freely resizable window of that size; any other step runs after the
    /// window is set to that size.
    func fails(_ size: Size) -> Bool {
        if step == 0 {
            return !Evaluator(model: model, window: Self.stage(window, size), invariants: only).violations.isEmpty
        }
        var evaluator = freshPrefix
        evaluator.resetChecks(only)
        let event = scenario.events[step - 1]
        switch event.action {
        case .resize, .setMode, .moveToDisplay:
            // The step changes the window: make it a resize to `size` from
            // the window as it was before the step.
            evaluator.overrideWindow(scene: scene, to: Self.stage(window, window.frameSize))
            evaluator.apply(Event(.resize(size), scene: event.scene))
        default:
            evaluator.overrideWindow(scene: scene, to: Self.stage(window, size))
            evaluator.apply(event)
        }
        return evaluator.failed.contains(invariant)
    }

    /// Whether the invariant fails at the step when the failing scene starts
    /// it from `candidate` (the launch window at step 0, else the scene's
    /// window before the step), and the scene's window after the step.
    func outcome(from candidate: Window) -> (fails: Bool, window: Window) {
        var evaluator: Evaluator
        if step == 0 {
            // The launch presents the window to the app.
            evaluator = Evaluator(model: model, window: candidate, invariants: only)
        } else {
            evaluator = freshPrefix
            evaluator.resetChecks(only)
            evaluator.overrideWindow(scene: scene, to: model.presented(candidate.onScreen, previous: nil))
            evaluator.apply(scenario.events[step - 1])
        }
        let scenes = evaluator.state.scenes
        return (evaluator.failed.contains(invariant), scenes.indices.contains(scene) ? scenes[scene].window : candidate)
    }
}
