import LayoutModel
import SizeFuzz

extension FailureReport {
    /// The estimates the failure depends on, as the text report's
    /// `Depends on estimates:` line has them: `[]` when it holds at every
    /// plausible value, else one `{"parameter", "plausible": {"from", "to"},
    /// "failsBelow", "failsAbove", "text"}` each (`failsBelow` and
    /// `failsAbove` are the passing values that bound where it fails, or
    /// null; both null when it passes at both ends).
    var estimatesJSON: JSONValue {
        .array(failure.estimates.map { dependence in
            let (below, above): (Double?, Double?) = switch dependence.condition {
            case let .below(value): (value, nil)
            case let .above(value): (nil, value)
            case let .between(low, high): (high, low)
            case .atNeitherEnd: (nil, nil)
            }
            return .object([
                ("parameter", .string(dependence.parameter)),
                ("plausible", .object([("from", .number(dependence.plausible.lowerBound)),
                                       ("to", .number(dependence.plausible.upperBound))])),
                ("failsBelow", below.map(JSONValue.number) ?? .null),
                ("failsAbove", above.map(JSONValue.number) ?? .null),
                ("text", .string(dependence.description)),
            ])
        })
    }
}
