import LayoutModel
import SizeFuzz

/// The model's rectangle as drawings use it: where a drawing puts a screen, a
/// window, a column or a view, in points.
extension Rect {
    /// A rectangle at `x`, `y` of `width` by `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(x: x, y: y, size: Size(width: width, height: height))
    }

    /// The width.
    public var width: Double {
        get { size.width }
        set { size.width = newValue }
    }

    /// The height.
    public var height: Double {
        get { size.height }
        set { size.height = newValue }
    }

    /// The middle of the rectangle across.
    var midX: Double { x + width / 2 }

    /// The middle of the rectangle down.
    var midY: Double { y + height / 2 }

    /// The rectangle moved by `dx`, `dy`.
    func offsetBy(_ dx: Double, _ dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, size: size)
    }

    /// The rectangle with `top` and `bottom` points taken off.
    func inset(top: Double = 0, bottom: Double = 0) -> Rect {
        Rect(x: x, y: y + top, width: width, height: max(0, height - top - bottom))
    }

    /// The smallest rectangle holding this one and `other`.
    func union(_ other: Rect) -> Rect {
        let minX = min(x, other.x), minY = min(y, other.y)
        return Rect(x: minX, y: minY, width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY)
    }
}
