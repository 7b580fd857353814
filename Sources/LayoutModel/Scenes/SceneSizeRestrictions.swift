/// A scene's preferred window size bounds (`UISceneSizeRestrictions`).
///
/// Both are preferences: the system honours them only where windows are
/// resizable (Stage Manager and iPadOS 26 windows), and never beyond what it
/// can give: windows stay within the screen and above the system minimum (see
/// ``WindowRules/effectiveBounds(for:screen:)``). Unset, the minimum reads as
/// `0 x 0` and the maximum as unbounded.
///
/// In JSON: `{"minimum": {"width": 400, "height": 300}, "maximum": {"width": 1200}}`;
/// an absent maximum dimension is unbounded.
public struct SceneSizeRestrictions: Hashable, Sendable {
    /// The preferred minimum size (`minimumSize`); `0 x 0` when unset.
    public var minimum: Size
    /// The preferred maximum size (`maximumSize`); infinite when unset.
    public var maximum: Size

    /// Creates restrictions; the defaults are the unset values.
    public init(minimum: Size = .zero, maximum: Size = .unbounded) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// No restrictions: `0 x 0` to unbounded.
    public static let none = SceneSizeRestrictions()

    /// Whether any bound is set.
    public var isSet: Bool { self != .none }

    /// The problems with these restrictions that do not depend on a screen:
    /// a minimum above the maximum, which the platform does not document.
    ///
    /// ``WindowRules/lints(for:screen:)`` adds the problems a given screen shows.
    public var lints: [RestrictionLint] {
        Axis.allCases.compactMap { axis in
            minimum[axis] > maximum[axis]
                ? .minimumAboveMaximum(axis: axis, minimum: minimum[axis], maximum: maximum[axis])
                : nil
        }
    }
}

extension SceneSizeRestrictions: Codable {
    private enum CodingKeys: String, CodingKey { case minimum, maximum }
    private enum SizeKeys: String, CodingKey { case width, height }

    /// Decodes restrictions; absent fields are unset.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var minimum = Size.zero
        var maximum = Size.unbounded
        if container.contains(.minimum) {
            let nested = try container.nestedContainer(keyedBy: SizeKeys.self, forKey: .minimum)
            minimum.width = try nested.decodeIfPresent(Double.self, forKey: .width) ?? 0
            minimum.height = try nested.decodeIfPresent(Double.self, forKey: .height) ?? 0
        }
        if container.contains(.maximum) {
            let nested = try container.nestedContainer(keyedBy: SizeKeys.self, forKey: .maximum)
            maximum.width = try nested.decodeIfPresent(Double.self, forKey: .width) ?? .infinity
            maximum.height = try nested.decodeIfPresent(Double.self, forKey: .height) ?? .infinity
        }
        self.init(minimum: minimum, maximum: maximum)
    }

    /// Encodes the set bounds only; infinite dimensions are left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if minimum != .zero {
            var nested = container.nestedContainer(keyedBy: SizeKeys.self, forKey: .minimum)
            try nested.encode(minimum.width, forKey: .width)
            try nested.encode(minimum.height, forKey: .height)
        }
        if maximum != .unbounded {
            var nested = container.nestedContainer(keyedBy: SizeKeys.self, forKey: .maximum)
            if maximum.width.isFinite { try nested.encode(maximum.width, forKey: .width) }
            if maximum.height.isFinite { try nested.encode(maximum.height, forKey: .height) }
        }
    }
}
