import LayoutModel

/// How a failure depends on an estimated parameter (`Estimate`): at which
/// of the parameter's plausible values it still fails.
///
/// A failure that fails at both ends of a range has no dependence on it and
/// none is recorded. The boundaries are values where the failure was seen to
/// pass, found by bisection on the pixel grid (`Estimate.resolution`).
public struct EstimateDependence: Hashable, Sendable {
    /// The parameter's field in a platform file (`Estimate.parameter`).
    public var parameter: String
    /// The parameter's plausible values (`Estimate.plausible`).
    public var plausible: ClosedRange<Double>
    /// Where in that range the failure happens.
    public var condition: Condition

    /// Where in the plausible range a failure happens.
    public enum Condition: Hashable, Sendable {
        /// It fails below the value, and passes at it and at the upper end.
        case below(Double)
        /// It fails above the value, and passes at it and at the lower end.
        case above(Double)
        /// It fails between the two values, and passes at each and at both
        /// ends.
        case between(Double, Double)
        /// It passes at both ends, and the run's value is outside the range
        /// (a platform file set it there), so no boundary inside is known.
        case atNeitherEnd
    }

    /// Creates a dependence.
    public init(parameter: String, plausible: ClosedRange<Double>, condition: Condition) {
        self.parameter = parameter
        self.plausible = plausible
        self.condition = condition
    }

    /// `fails only below 340 pt`, `fails only above 660 pt`, `fails only
    /// above 330 and below 360 pt`, `passes at both ends`.
    public var conditionText: String {
        switch condition {
        case let .below(value): "fails only below \(Points.format(value)) pt"
        case let .above(value): "fails only above \(Points.format(value)) pt"
        case let .between(low, high): "fails only above \(Points.format(low)) and below \(Points.format(high)) pt"
        case .atNeitherEnd: "passes at both ends"
        }
    }

    /// `320...375`.
    public var plausibleText: String {
        "\(Points.format(plausible.lowerBound))...\(Points.format(plausible.upperBound))"
    }
}

extension EstimateDependence: CustomStringConvertible {
    /// `windows.windowing.minimumWindowSize.width (fails only below 340 pt;
    /// plausible 320...375)`.
    public var description: String {
        "\(parameter) (\(conditionText); plausible \(plausibleText))"
    }
}

extension Failure {
    /// Whether the failure holds only at some plausible values of an
    /// estimated parameter (``estimates`` is not empty): `--robust` drops it.
    public var dependsOnEstimates: Bool { !estimates.isEmpty }
}
