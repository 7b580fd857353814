/// A problem with a scene's size restrictions that the system papers over, so
/// the app never sees the window it asked for.
///
/// Lints are findings, not errors: the model applies its documented policy and
/// carries on, and the harness reports the lint.
public enum RestrictionLint: Hashable, Sendable {
    /// The minimum is larger than the maximum along `axis`. The platform does
    /// not document what happens; the model applies
    /// ``WindowRules/restrictionConflict``.
    case minimumAboveMaximum(axis: Axis, minimum: Double, maximum: Double)
    /// The minimum is larger than the screen along `axis`: no window can honour it.
    case minimumAboveScreen(axis: Axis, minimum: Double, screen: Double)
    /// The maximum is smaller than the system's minimum window along `axis`.
    case maximumBelowSystemMinimum(axis: Axis, maximum: Double, systemMinimum: Double)
}

extension RestrictionLint: CustomStringConvertible {
    /// One line saying what is wrong, in points.
    public var description: String {
        switch self {
        case let .minimumAboveMaximum(axis, minimum, maximum):
            "minimum \(axis.rawValue) \(Points.format(minimum)) is above maximum \(axis.rawValue) \(Points.format(maximum))"
        case let .minimumAboveScreen(axis, minimum, screen):
            "minimum \(axis.rawValue) \(Points.format(minimum)) is above the screen's \(Points.format(screen))"
        case let .maximumBelowSystemMinimum(axis, maximum, systemMinimum):
            "maximum \(axis.rawValue) \(Points.format(maximum)) is below the system minimum \(Points.format(systemMinimum))"
        }
    }
}
