import LayoutModel
import SizeFuzz

/// A drawing of where a failure happens, as SVG: an axis of window widths
/// (or heights) with the failing range as a red band, the app's breakpoints
/// marked, and the failing window's own size: one slice of a `Region`.
/// The HTML report draws the whole map with ``RegionMapDrawing``.
public struct RegionDrawing: Sendable {
    /// What the axis measures.
    public enum Dimension: String, Sendable {
        /// Window widths.
        case width
        /// Window heights.
        case height
    }

    /// The axis.
    public var dimension: Dimension
    /// The failing range, in points.
    public var failing: ClosedRange<Double>
    /// The failing window's size along the axis.
    public var window: Double
    /// The largest size the screen allows along the axis (the axis ends there,
    /// or at the failing range's end if further).
    public var screen: Double
    /// The app's breakpoints along the axis.
    public var breakpoints: [Double]
    /// The width the drawing asks to be shown at, in pixels.
    public var pixelWidth: Double

    /// Creates a drawing of `failing` on an axis of `dimension`.
    public init(_ dimension: Dimension, failing: ClosedRange<Double>, window: Double, screen: Double,
                breakpoints: [Double], pixelWidth: Double = 760) {
        self.dimension = dimension
        self.failing = failing
        self.window = window
        self.screen = screen
        self.breakpoints = breakpoints
        self.pixelWidth = pixelWidth
    }

    /// The drawing as a standalone SVG document, in pixels (one unit a pixel
    /// at ``pixelWidth``).
    public var svg: String {
        let font = 12.0
        var canvas = SVGCanvas(fontSize: font)
        let left = 10.0, width = pixelWidth - 30
        let top = 34.0
        let end = max(screen, failing.upperBound, window, 1)
        let step = Self.tickStep(end)
        let axisEnd = (end / step).rounded(.up) * step
        func x(_ value: Double) -> Double { left + value / axisEnd * width }
        canvas.text("window \(dimension.rawValue) (pt)", x: left, y: 14, role: "axis-title", color: "#344054", bold: true)
        let band = Rect(x: x(failing.lowerBound), y: top, width: max(x(failing.upperBound) - x(failing.lowerBound), 2), height: 22)
        canvas.rect(Rect(x: left, y: top, width: width, height: 22), role: "axis-track", fill: "#f9fafb", stroke: "#98a2b3")
        canvas.rect(Rect(x: x(screen), y: top, width: max(0, x(axisEnd) - x(screen)), height: 22), role: "beyond-screen",
                    fill: "#d0d5dd", stroke: "none")
        canvas.rect(band, role: "region", fill: "url(#hatch)", stroke: SVGCanvas.red,
                    data: [("from", Markup.number(failing.lowerBound)), ("to", Markup.number(failing.upperBound))])
        canvas.text("fails \(Markup.number(failing.lowerBound))…\(Markup.number(failing.upperBound))",
                    x: band.x + band.width / 2, y: top - 5, role: "region-label", color: SVGCanvas.redText, bold: true, anchor: "middle")
        var tick = 0.0
        while tick <= axisEnd + 0.001 {
            canvas.line(from: (x(tick), top + 22), to: (x(tick), top + 27), color: "#475467", width: 1)
            canvas.text(Markup.number(tick), x: x(tick), y: top + 39, role: "tick", size: 10, color: "#475467", anchor: "middle")
            tick += step
        }
        canvas.text("screen \(Markup.number(screen))", x: x(screen), y: top + 52, role: "screen-mark", size: 10,
                    color: "#475467", anchor: "middle")
        let shown = breakpoints.filter { $0 > 0 && $0 <= axisEnd }
        for (index, point) in shown.enumerated() {
            canvas.line(from: (x(point), top - 2), to: (x(point), top + 24), color: "#1570ef", width: 1.5, role: "breakpoint")
            canvas.text(Markup.number(point), x: x(point), y: top + 66 + Double(index % 3) * 12, role: "breakpoint-label",
                        size: 10, color: "#1570ef", anchor: "middle")
        }
        canvas.line(from: (x(window), top - 4), to: (x(window), top + 26), color: "#101828", width: 2.5, role: "window-mark")
        canvas.text("▲ failing window \(Markup.number(window))", x: x(window), y: top + 104, role: "window-label", size: 11,
                    color: "#101828", bold: true, anchor: x(window) > left + width * 0.75 ? "end" : "start")
        canvas.include(Rect(x: 0, y: 0, width: pixelWidth - font / 2, height: 10))
        return canvas.document(title: "window \(dimension.rawValue)s in which the failure happens", pixelWidth: pixelWidth)
    }

    /// A round step for about eight ticks up to `end`.
    static func tickStep(_ end: Double) -> Double {
        for step in [50.0, 100, 200, 250, 500, 1000, 2000, 5000, 10000] where end / step <= 10 { return step }
        return (end / 10).rounded(.up)
    }
}
