import LayoutModel

/// Re-checks a shrunk failure at both ends of the plausible range of each
/// estimated parameter its scenario touches (``Estimate/all``, those its
/// version of iPadOS reads), and bisects for the boundary of a failure that
/// holds at one end only.
///
/// Each replay runs the shrunk scenario from its launch on the platform with
/// the one parameter changed; the launch window is made again under that
/// platform's rules (a tile takes its size from the new gap; a window below
/// the new minimum does not exist, so the failure does not happen there).
/// The cost is bounded: two replays per estimate, and at most
/// ``maximumBisectionSteps`` more per boundary. It runs once per reported
/// failure, after shrinking, never per case.
struct EstimateCheck {
    /// The app as the failure ran it: spec, platform and navigator.
    let model: AppModel
    /// The failing invariant.
    let invariant: InvariantName
    /// The invariant's checks alone.
    let only: InvariantSet
    /// The estimates to check.
    let estimates: [Estimate]

    /// The most replays one bisection takes: enough to reach the pixel grid
    /// on a range of 2^16 grid steps.
    static let maximumBisectionSteps = 16

    init(model: AppModel, invariant: InvariantName, invariants: InvariantSet = .all, estimates: [Estimate] = Estimate.all) {
        self.model = model
        self.invariant = invariant
        only = invariants.only(invariant)
        self.estimates = estimates
    }

    /// The estimates `scenario`'s failure depends on, in the order of
    /// ``estimates``; empty when it fails at both ends of every range it
    /// touches, or when it does not fail when replayed from its launch on
    /// the run's own platform (then nothing can be said).
    func dependences(of scenario: Scenario) -> [EstimateDependence] {
        let os = scenario.window.os
        guard fails(scenario, on: model.platform) else { return [] }
        return estimates.filter { $0.affects(os) }.compactMap { dependence(of: scenario, on: $0) }
    }

    /// How `scenario`'s failure depends on `estimate`, or `nil` when it fails
    /// at both ends.
    func dependence(of scenario: Scenario, on estimate: Estimate) -> EstimateDependence? {
        let base = model.platform
        func failsAt(_ value: Double) -> Bool { fails(scenario, on: estimate.setting(value, in: base)) }
        let low = estimate.lower, high = estimate.upper
        let atLow = failsAt(low), atHigh = failsAt(high)
        if atLow && atHigh { return nil }
        let current = estimate.value(in: base)
        let inside = estimate.plausible.contains(current)
        let condition: EstimateDependence.Condition
        switch (atLow, atHigh) {
        case (true, _):
            condition = .below(Self.boundary(failing: inside ? current : low, passing: high, failsAt))
        case (_, true):
            condition = .above(Self.boundary(failing: inside ? current : high, passing: low, failsAt))
        default:
            guard inside, current != low, current != high else {
                condition = .atNeitherEnd
                break
            }
            condition = .between(Self.boundary(failing: current, passing: low, failsAt),
                                 Self.boundary(failing: current, passing: high, failsAt))
        }
        return EstimateDependence(parameter: estimate.parameter, plausible: estimate.plausible, condition: condition)
    }

    /// The passing value nearest `failing` found by bisection between a value
    /// that fails and one that passes, on the grid of ``Estimate/resolution``
    /// from `passing`, in at most ``maximumBisectionSteps`` replays.
    static func boundary(failing: Double, passing: Double, _ fails: (Double) -> Bool) -> Double {
        let step = Estimate.resolution
        // Grid positions counted from the passing end towards the failing one.
        var pass = 0.0, fail = ((failing - passing).magnitude / step).rounded(.down)
        let direction: Double = failing < passing ? -1 : 1
        var steps = 0
        while fail - pass > 1, steps < maximumBisectionSteps {
            let middle = ((pass + fail) / 2).rounded(.down)
            if fails(passing + direction * middle * step) { fail = middle } else { pass = middle }
            steps += 1
        }
        return passing + direction * pass * step
    }

    /// Whether `scenario`, launched again under `platform`'s rules, fails
    /// the invariant.
    func fails(_ scenario: Scenario, on platform: Platform) -> Bool {
        guard platform.problems.isEmpty,
              let window = Self.relaunch(scenario.window, from: model.platform.windows, rules: platform.windows) else {
            return false
        }
        let changed = AppModel(model.app, platform: platform, navigator: model.navigator)
        return Scenario(window: window, events: scenario.events).evaluate(on: changed, invariants: only)
            .failed.contains(invariant)
    }

    /// `window`, made under `original` rules, as `rules` make it: a
    /// fixed-size window takes its mode's size under them, a Slide Over panel
    /// at the size it opened at opens at the new rules' size, and a resizable
    /// window keeps the size the user asked for, clamped to what the system
    /// allows (on the screen's pixel grid), as a resize to it would be; `nil`
    /// when the rules do not give the window.
    static func relaunch(_ window: Window, from original: WindowRules = .standard, rules: WindowRules) -> Window? {
        let opened = window.requestedMode == .slideOver
            && window.requestedSize == original.fixedSize(of: .slideOver, device: window.device, orientation: window.orientation)
        guard window.requestedMode.isResizable(on: rules.os), !opened else {
            return try? rules.window(device: window.device, orientation: window.orientation, mode: window.requestedMode,
                                     display: window.display)
        }
        let bounds = rules.systemBounds(screen: rules.screenSize(of: window))
        let scale = Double(window.scale)
        var size = window.requestedSize
        for axis in Axis.allCases {
            let lowest = (bounds.minimum[axis] * scale).rounded(.up) / scale
            let highest = (bounds.maximum[axis] * scale).rounded(.down) / scale
            size[axis] = min(max(size[axis], lowest), highest)
        }
        return try? rules.window(device: window.device, orientation: window.orientation, mode: window.requestedMode,
                                 size: size, display: window.display)
    }
}
