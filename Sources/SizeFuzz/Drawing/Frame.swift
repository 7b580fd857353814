/// A rectangle in a drawing, in points: where the drawing puts a screen, a
/// window, a column or a view.
public struct Frame: Hashable, Sendable {
    /// The leading edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a frame.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The trailing edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }

    /// The frame moved by `dx`, `dy`.
    func offsetBy(_ dx: Double, _ dy: Double) -> Frame {
        Frame(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The frame with `top` and `bottom` points taken off.
    func inset(top: Double = 0, bottom: Double = 0) -> Frame {
        Frame(x: x, y: y + top, width: width, height: max(0, height - top - bottom))
    }
}
