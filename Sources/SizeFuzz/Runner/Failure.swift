import LayoutModel

/// One invariant failing for one app: the first case (lowest index) that
/// broke it, shrunk to a minimal scenario, with the region of window sizes
/// in which it fails.
public struct Failure: Sendable {
    /// The app.
    public var app: AppSpec
    /// The invariant.
    public var invariant: InvariantName
    /// The run's seed.
    public var seed: UInt64
    /// The case that failed first.
    public var caseIndex: Int
    /// The case as generated.
    public var original: Scenario
    /// The violation the generated case showed.
    public var originalViolation: Violation
    /// The shrunk scenario, or the original when the failure was flaky.
    public var scenario: Scenario
    /// The violation the shrunk scenario shows.
    public var violation: Violation
    /// The shrunk case's choices.
    public var choices: [UInt64]
    /// Test evaluations the shrinker used.
    public var shrinkSteps: Int
    /// Whether the case passed when regenerated or replayed before shrinking.
    public var flaky: Bool
    /// The most events a case had in the run (part of how cases are generated).
    public var maxEvents: Int = 20
    /// The shrinking budget of the run.
    public var shrinkBudget: Int = 2_000
    /// Seconds spent shrinking and locating, when the runner was given a clock.
    public var shrinkSeconds: Double? = nil
    /// The window sizes around the failing step in which the invariant still
    /// fails, along each axis through the failing window (what a corpus
    /// entry keeps), when the failure depends on the window's size; the
    /// failing window's own size where its size cannot be chosen.
    public var region: Region?
    /// Where the failing step still fails, in two dimensions: rectangles of
    /// window sizes on the failing device, or the devices and orientations
    /// where the window's size cannot be chosen; `nil` with ``region``.
    public var regionMap: RegionMap? = nil
    /// The estimated parameters whose plausible values the failure does not
    /// hold at all of, each with where it fails (``EstimateDependence``);
    /// empty when it fails at both ends of every range its scenario touches.
    public var estimates: [EstimateDependence] = []
    /// The platform the case ran on.
    public var platform: Platform = .standard
    /// The app's own navigation code, when it drove the case.
    public var navigator: AnySceneNavigator? = nil
    /// Whether the case came from a coverage-guided run (`--guided`), whose
    /// case `i` depends on the cases before it.
    public var guided = false

    /// The app as the case ran it: its spec, platform and navigator.
    public var model: AppModel { AppModel(app, platform: platform, navigator: navigator) }

    /// The command that replays the case from its seed, with the options
    /// that shape how cases are generated and shrunk when they are not the
    /// defaults.
    public var replayCommand: String {
        "fuzzrun --replay \(seed):\(caseIndex) --app \(app.name)" + replayOptions
    }

    /// The options of ``replayCommand`` after the app: the invariant, and the
    /// generation and shrinking options and the OS that are not the defaults.
    public var replayOptions: String {
        var options = " --invariant \(invariant.rawValue)"
        if scenario.window.os != .current { options += " --os \(scenario.window.os.rawValue)" }
        if maxEvents != 20 { options += " --max-events \(maxEvents)" }
        if shrinkBudget != 2_000 { options += " --shrink-budget \(shrinkBudget)" }
        if guided { options += " --guided" }
        return options
    }
}

/// The window sizes through the failing window in which a failure happens:
/// the widths at the failing window's height, and the heights at its width,
/// in points. ``RegionMap`` has the whole region.
public struct Region: Hashable, Sendable {
    /// The widths, from the narrowest to the widest.
    public var width: ClosedRange<Double>
    /// The heights, from the shortest to the tallest.
    public var height: ClosedRange<Double>

    /// Creates a region.
    public init(width: ClosedRange<Double>, height: ClosedRange<Double>) {
        self.width = width
        self.height = height
    }
}

extension Region: CustomStringConvertible {
    /// `width 320...619.5, height 605...1194`.
    public var description: String {
        "width \(Points.format(width.lowerBound))...\(Points.format(width.upperBound)), "
            + "height \(Points.format(height.lowerBound))...\(Points.format(height.upperBound))"
    }
}
