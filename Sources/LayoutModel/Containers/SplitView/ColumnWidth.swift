/// A split-view column's width preference,
/// `navigationSplitViewColumnWidth(min:ideal:max:)`.
///
/// In JSON: `{"min": 200, "ideal": 250, "max": 350}`; absent bounds are 0 and
/// unbounded, an absent ideal is the minimum. `{"fixed": 300}` is
/// `navigationSplitViewColumnWidth(300)`.
public struct ColumnWidth: Hashable, Sendable {
    /// The narrowest the column may be.
    public var min: Double
    /// The width the column prefers.
    public var ideal: Double
    /// The widest the column may be.
    public var max: Double

    /// `navigationSplitViewColumnWidth(min:ideal:max:)`.
    public init(min: Double, ideal: Double, max: Double) {
        self.min = min
        self.ideal = ideal
        self.max = max
    }

    /// `navigationSplitViewColumnWidth(_:)`: minimum, ideal and maximum all `width`.
    public init(fixed width: Double) {
        self.init(min: width, ideal: width, max: width)
    }

    /// Whether `min <= ideal <= max`. SwiftUI clamps an ideal outside its
    /// bounds, so a width written as 500 silently renders at 360.
    public var isConsistent: Bool { min <= ideal && ideal <= max }

    /// The ideal clamped into the bounds (the maximum wins when the minimum is
    /// above it), as UIKit documents for `preferredPrimaryColumnWidth` against
    /// `minimumPrimaryColumnWidth`/`maximumPrimaryColumnWidth`.
    public var clampedIdeal: Double { Swift.min(Swift.max(ideal, min), max) }

    /// Whether `width` lies within the bounds (within 0.001 pt).
    public func contains(_ width: Double) -> Bool { width >= min - 0.001 && width <= max + 0.001 }
}

extension ColumnWidth: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable { case min, ideal, max, fixed }

    /// The keys of a column width's JSON object.
    public static let jsonKeys: [String] = CodingKeys.allCases.map(\.rawValue)

    /// Decodes `{"fixed": w}` or `{"min", "ideal", "max"}`; `fixed` with a
    /// bound is an error (a strict decoder refuses other keys).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let fixed = try container.decodeIfPresent(Double.self, forKey: .fixed) {
            guard !CodingKeys.allCases.contains(where: { $0 != .fixed && container.contains($0) }) else {
                throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath,
                    debugDescription: "a column width is either fixed or min, ideal and max"))
            }
            self.init(fixed: fixed)
            return
        }
        let min = try container.decodeIfPresent(Double.self, forKey: .min) ?? 0
        let max = try container.decodeIfPresent(Double.self, forKey: .max) ?? .infinity
        let ideal = try container.decodeIfPresent(Double.self, forKey: .ideal) ?? min
        self.init(min: min, ideal: ideal, max: max)
    }

    /// Encodes `{"fixed": w}` when all three agree, else the three bounds
    /// (an unbounded maximum left out).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if min == ideal && ideal == max {
            try container.encode(min, forKey: .fixed)
            return
        }
        try container.encode(min, forKey: .min)
        try container.encode(ideal, forKey: .ideal)
        if max.isFinite { try container.encode(max, forKey: .max) }
    }
}
