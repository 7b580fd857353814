import LayoutModel
import SourceSyntax

extension Extractor {
    /// What a length read from the source that the model cannot lay out
    /// becomes.
    enum LengthFallback {
        /// Left out: the modifier or bound is dropped.
        case dropped
        /// A negative length clamped to 0 (padding, spacing, a minimum);
        /// one past the largest, or not finite, left out.
        case zeroIfNegative
    }

    /// `value` when the model can lay it out: a length from 0 to
    /// ``AppSpec/largestLength`` (or infinity, where `infinite` allows it).
    /// Anything else (`1e308`, `-50`, `.nan`) is an assumption at `range`
    /// and is clamped to 0 or left out, as `fallback` says: both lower the
    /// width asked for, so the change never raises a false alarm.
    ///
    /// - Returns: The length to use, or nil for none.
    mutating func length(_ value: Double?, _ range: SourceRange, _ file: Int, _ construct: String,
                         infinite: Bool = false, fallback: LengthFallback) -> Double? {
        guard let value else { return nil }
        if AppSpec.isLength(value) || infinite && value == .infinity { return value }
        let bound = Points.format(AppSpec.largestLength)
        if case .zeroIfNegative = fallback, value < 0, value.isFinite {
            assume(range, file, construct, "\(Points.format(value)) pt is below 0: clamped to 0")
            return 0
        }
        assume(range, file, construct, "\(Points.format(value)) pt is not a length the model lays out (0 to \(bound)): left out")
        return nil
    }
}
