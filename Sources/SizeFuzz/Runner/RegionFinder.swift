import LayoutModel

/// Finds the window sizes around a failing step in which the same invariant
/// still fails: the failing scene's window is given each size on the pixel
/// grid in turn, walking out from the failing size along each dimension.
///
/// The size is given the way a user would: the step's resize, mode switch or
/// launch goes to a freely resizable window of that size; any other step runs
/// after the window is set to that size. The walk spans what the device can
/// show, from its smallest window (the narrow Split View pane, Slide Over or
/// the system minimum; under iPadOS 26 the smallest tile or the minimum) to
/// its screen, or the external display's.
struct RegionFinder {
    /// The app, on a platform whose resizable windows may be as small as the
    /// walk needs: the system minimum must not clamp the sizes tried.
    let model: AppModel
    let invariant: InvariantName
    /// The invariant's checks alone.
    let only: InvariantSet

    init(model: AppModel, invariant: InvariantName, invariants: InvariantSet = .all) {
        var platform = model.platform
        platform.windows.minimumWindowSize = .zero
        platform.windows.windowing.minimumWindowSize = .zero
        self.model = AppModel(model.app, platform: platform, navigator: model.navigator)
        self.invariant = invariant
        only = invariants.only(invariant)
        self.systemMinimum = model.platform.windows.minimumResizableSize
    }

    /// The real system minimum, for the bottom of the walk.
    let systemMinimum: Size

    /// The region of `scenario`, failing as `violation`; `nil` when the
    /// failure does not come back with the window set to its own size this
    /// way (it does not depend on the size).
    func region(of scenario: Scenario, failingAt violation: Violation) -> Region? {
        let step = violation.step
        guard step <= scenario.events.count else { return nil }
        // The state before the failing step, kept to try each size from.
        func replayedPrefix() -> Evaluator {
            var prefix = Evaluator(model: model, window: scenario.window, invariants: InvariantSet([]))
            for event in scenario.events.prefix(max(0, step - 1)) { prefix.apply(event) }
            return prefix
        }
        let prefix = replayedPrefix()
        let scene = violation.scene
        let window = step == 0 ? scenario.window
            : prefix.state.scenes.indices.contains(scene) ? prefix.state.scenes[scene].window : scenario.window
        let failed: Window = {
            let after = scenario.evaluate(on: model, invariants: InvariantSet([]), stopAfter: step).state
            return after.scenes.indices.contains(scene) ? after.scenes[scene].window : window
        }()

        /// `window` as a freely resizable window of `size`.
        func stage(_ window: Window, _ size: Size) -> Window {
            var stage = window
            stage.mode = .stage
            stage.requestedMode = .stage
            stage.requestedSize = size
            stage.size = size
            stage.frameSize = size
            return stage
        }

        func fails(_ size: Size) -> Bool {
            if step == 0 {
                return !Evaluator(model: model, window: stage(window, size), invariants: only).violations.isEmpty
            }
            // A navigator's state may be an object, which a copied evaluator
            // would share: start such an app from its launch every time.
            var evaluator = model.navigator == nil ? prefix : replayedPrefix()
            evaluator.resetChecks(only)
            let event = scenario.events[step - 1]
            switch event.action {
            case .resize, .setMode, .moveToDisplay:
                // The step changes the window: make it a resize to `size` from
                // the window as it was before the step.
                evaluator.overrideWindow(scene: scene, to: stage(window, window.frameSize))
                evaluator.apply(Event(.resize(size), scene: event.scene))
            default:
                evaluator.overrideWindow(scene: scene, to: stage(window, size))
                evaluator.apply(event)
            }
            return evaluator.failed.contains(invariant)
        }

        let start = failed.size
        guard fails(start) else { return nil }
        let screen = model.platform.windows.screenSize(of: failed)
        let smallest = smallestWindow(failed, screen: screen)
        // Walk in whole pixels, so that lengths stay exactly on the grid, and
        // no lower than one pixel.
        let scale = Double(failed.scale)
        func walk(_ axis: Axis) -> ClosedRange<Double> {
            let origin = (start[axis] * scale).rounded()
            var low = origin, high = origin
            let lowest = max(1, (smallest[axis] * scale).rounded(.up)), highest = (screen[axis] * scale).rounded(.down)
            while low - 1 >= lowest {
                var size = start
                size[axis] = (low - 1) / scale
                guard fails(size) else { break }
                low -= 1
            }
            while high + 1 <= highest {
                var size = start
                size[axis] = (high + 1) / scale
                guard fails(size) else { break }
                high += 1
            }
            return (low / scale)...(high / scale)
        }
        return Region(width: walk(.width), height: walk(.height))
    }

    /// The smallest window the device gives on `screen`, per dimension.
    private func smallestWindow(_ window: Window, screen: Size) -> Size {
        let rules = model.platform.windows
        var smallest = Size(width: min(systemMinimum.width, screen.width), height: min(systemMinimum.height, screen.height))
        if window.display == nil, window.device.idiom == .pad {
            let modes: [WindowMode] = rules.os.hasWindowing ? [.leftThird, .topLeftQuarter] : [.splitThird, .slideOver]
            for mode in modes {
                if let size = rules.fixedSize(of: mode, device: window.device, orientation: window.orientation) {
                    smallest.width = min(smallest.width, size.width)
                    smallest.height = min(smallest.height, size.height)
                }
            }
        }
        return smallest
    }
}
