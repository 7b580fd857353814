/// A rectangle in points: an origin (its top-left corner) and a size.
public struct Rect: Hashable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width and height.
    public var size: Size

    /// Creates a rectangle.
    public init(x: Double, y: Double, size: Size) {
        self.x = x
        self.y = y
        self.size = size
    }

    /// The right edge.
    public var maxX: Double { x + size.width }
    /// The bottom edge.
    public var maxY: Double { y + size.height }

    /// Whether the two rectangles share any area (touching edges do not).
    public func overlaps(_ other: Rect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }
}
