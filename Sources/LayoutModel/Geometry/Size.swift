/// A width and a height in points.
///
/// Sizes in the model are in points, as SwiftUI reports them; the pixel grid a
/// size lives on depends on the screen's scale (see ``Device/scale``).
public struct Size: Hashable, Sendable, Codable {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// Creates a size from a width and a height in points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size, `0 x 0`: what an unset minimum reads as.
    public static let zero = Size(width: 0, height: 0)

    /// The unbounded size, `inf x inf`: what an unset maximum reads as.
    public static let unbounded = Size(width: .infinity, height: .infinity)

    /// The same size with width and height exchanged, as a rotation does.
    public var transposed: Size { Size(width: height, height: width) }

    /// Whether both dimensions are finite and not negative.
    public var isFiniteAndNonNegative: Bool {
        width.isFinite && height.isFinite && width >= 0 && height >= 0
    }

    /// The size clamped, dimension by dimension, into `lower...upper`.
    ///
    /// - Precondition: `lower` is not larger than `upper` in either dimension.
    public func clamped(to lower: Size, _ upper: Size) -> Size {
        Size(
            width: min(max(width, lower.width), upper.width),
            height: min(max(height, lower.height), upper.height)
        )
    }

    /// Whether the size lies in `lower...upper` in both dimensions.
    public func isWithin(_ lower: Size, _ upper: Size) -> Bool {
        width >= lower.width && width <= upper.width
            && height >= lower.height && height <= upper.height
    }
}

extension Size: CustomStringConvertible {
    /// The size as `WxH` in points, for example `678x1024` or `53.5x100`.
    public var description: String { "\(Points.format(width))x\(Points.format(height))" }
}
