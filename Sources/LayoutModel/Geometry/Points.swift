/// Helpers for values in points: formatting and the pixel grid.
public enum Points {
    /// Formats a length in points the way a person writes it: `678`, `619.5`,
    /// `53.6`, `inf`. Integral values print without a fractional part.
    public static func format(_ value: Double) -> String {
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value.isNaN { return "nan" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }

    /// Whether `value` lies on the pixel grid of a screen with `scale` pixels
    /// per point (0.5 pt at @2x, 1/3 pt at @3x), within floating-point error.
    public static func isOnPixelGrid(_ value: Double, scale: Int) -> Bool {
        let pixels = value * Double(scale)
        return abs(pixels - pixels.rounded()) < 1e-6
    }

    /// `value` rounded down to the pixel grid of a screen with `scale` pixels
    /// per point. Inlinable: a generator's draw of a window length rounds
    /// with it, and the call cost about a third of the rounding.
    @inlinable public static func floorToPixelGrid(_ value: Double, scale: Int) -> Double {
        let pixels = (value * Double(scale) + 1e-9).rounded(.down)
        return pixels / Double(scale)
    }

    /// `value` rounded up to the pixel grid of a screen with `scale` pixels
    /// per point. Inlinable, as ``floorToPixelGrid(_:scale:)`` is.
    @inlinable public static func ceilToPixelGrid(_ value: Double, scale: Int) -> Double {
        let pixels = (value * Double(scale) - 1e-9).rounded(.up)
        return pixels / Double(scale)
    }
}
