import LayoutModel
import SizeFuzz

/// A map of where a failure happens, as SVG: the window sizes the failing
/// screen can have, from its smallest window to the screen, as a plane
/// (width to the right, height downwards, as a window anchored at the
/// screen's top-left corner would reach), the failing rectangles hatched in
/// red, the app's breakpoints as blue grid lines, the diagonal where windows
/// stop being wider than tall when a rectangle is cut by it, and the failing
/// window marked.
public struct RegionMapDrawing: Sendable {
    /// The region.
    public var region: SizeRegion
    /// The app's width breakpoints (drawn where they fall inside the walk).
    public var widthBreakpoints: [Double]
    /// The app's height breakpoints.
    public var heightBreakpoints: [Double]
    /// The width the drawing asks to be shown at, in pixels.
    public var pixelWidth: Double

    /// Creates a drawing of `region` with the app's breakpoints.
    public init(_ region: SizeRegion, widthBreakpoints: [Double], heightBreakpoints: [Double], pixelWidth: Double = 560) {
        self.region = region
        self.widthBreakpoints = widthBreakpoints
        self.heightBreakpoints = heightBreakpoints
        self.pixelWidth = pixelWidth
    }

    /// The drawing as a standalone SVG document, in pixels.
    public var svg: String {
        let font = 12.0
        var canvas = SVGCanvas(fontSize: font)
        let left = 54.0, top = 54.0
        let widths = region.width, heights = region.height
        let span = Size(width: max(widths.upperBound - widths.lowerBound, 1), height: max(heights.upperBound - heights.lowerBound, 1))
        let plotWidth = pixelWidth - left - 40
        let unit = plotWidth / span.width
        func x(_ width: Double) -> Double { left + (width - widths.lowerBound) * unit }
        func y(_ height: Double) -> Double { top + (height - heights.lowerBound) * unit }
        func frame(_ width: ClosedRange<Double>, _ height: ClosedRange<Double>) -> Rect {
            Rect(x: x(width.lowerBound), y: y(height.lowerBound), width: (width.upperBound - width.lowerBound) * unit,
                 height: (height.upperBound - height.lowerBound) * unit)
        }
        canvas.text("window width (pt) →, window height (pt) ↓", x: left, y: 14, role: "axis-title", color: "#344054", bold: true)
        canvas.rect(frame(widths, heights), role: "walked", fill: "#f9fafb", stroke: "#98a2b3")
        var cutByDiagonal = false
        for rectangle in region.rectangles {
            let data = [("width-from", Markup.number(rectangle.width.lowerBound)), ("width-to", Markup.number(rectangle.width.upperBound)),
                        ("height-from", Markup.number(rectangle.height.lowerBound)), ("height-to", Markup.number(rectangle.height.upperBound)),
                        ("shape", rectangle.shape.rawValue)]
            if rectangle.shape == .all {
                canvas.rect(frame(rectangle.width, rectangle.height), role: "region", fill: "url(#hatch)", stroke: SVGCanvas.red, data: data)
            } else {
                cutByDiagonal = true
                canvas.polygon(Self.outline(rectangle).map { (x($0.width), y($0.height)) }, role: "region", fill: "url(#hatch)",
                               stroke: SVGCanvas.red, data: data)
            }
        }
        let plot = frame(widths, heights)
        let diagonal = max(widths.lowerBound, heights.lowerBound)...max(max(widths.lowerBound, heights.lowerBound),
                                                                         min(widths.upperBound, heights.upperBound))
        if cutByDiagonal {
            canvas.line(from: (x(diagonal.lowerBound), y(diagonal.lowerBound)), to: (x(diagonal.upperBound), y(diagonal.upperBound)),
                        color: "#475467", width: 1, role: "diagonal")
        }
        drawAxes(&canvas, plot: plot, unit: unit, x: x, y: y)
        let below = drawBreakpoints(&canvas, plot: plot, x: x, y: y)
        // The diagonal's label, unless the failing window's label is where it
        // would go (the legend names the diagonal too).
        let windowLabelBox = windowLabel(plot: plot, at: (x(region.window.width), y(region.window.height))).1
        let diagonalLabel = "width = height", diagonalRight = x(diagonal.upperBound) - 4, diagonalBaseline = y(diagonal.upperBound) - 6
        let diagonalWidth = Self.estimatedWidth(diagonalLabel, size: 10, bold: false)
        let diagonalBox = Rect(x: diagonalRight - diagonalWidth - 2, y: diagonalBaseline - 12, width: diagonalWidth + 4, height: 16)
        let apart = diagonalBox.maxX <= windowLabelBox.x || windowLabelBox.maxX <= diagonalBox.x
            || diagonalBox.maxY <= windowLabelBox.y || windowLabelBox.maxY <= diagonalBox.y
        if cutByDiagonal, apart {
            canvas.text(diagonalLabel, x: diagonalRight, y: diagonalBaseline, role: "diagonal-label",
                        size: 10, color: "#475467", anchor: "end", halo: "#ffffff")
        }
        drawWindowMark(&canvas, plot: plot, at: (x(region.window.width), y(region.window.height)))
        drawLegend(&canvas, from: below + 18, cutByDiagonal: cutByDiagonal)
        canvas.include(Rect(x: 0, y: 0, width: pixelWidth - font / 2, height: 10))
        return canvas.document(title: "window sizes in which the failure happens", pixelWidth: pixelWidth)
    }

    /// The corners of `rectangle`'s windows, in order: the rectangle, cut
    /// by the diagonal for a rectangle of one side of it.
    static func outline(_ rectangle: SizeRectangle) -> [Size] {
        let (w0, w1, h0, h1) = (rectangle.width.lowerBound, rectangle.width.upperBound,
                                rectangle.height.lowerBound, rectangle.height.upperBound)
        let corners = [Size(width: w0, height: h0), Size(width: w1, height: h0), Size(width: w1, height: h1), Size(width: w0, height: h1)]
        let keep: (Size) -> Double
        switch rectangle.shape {
        case .all: return corners
        case .widerThanTall: keep = { $0.width - $0.height }
        case .notWiderThanTall: keep = { $0.height - $0.width }
        }
        // One half-plane clip (Sutherland–Hodgman) by width = height.
        var outline: [Size] = []
        for (index, current) in corners.enumerated() {
            let next = corners[(index + 1) % corners.count]
            let a = keep(current), b = keep(next)
            if a >= 0 { outline.append(current) }
            if (a >= 0) != (b >= 0) {
                let t = a / (a - b)
                outline.append(Size(width: current.width + t * (next.width - current.width),
                                    height: current.height + t * (next.height - current.height)))
            }
        }
        return outline
    }
}
