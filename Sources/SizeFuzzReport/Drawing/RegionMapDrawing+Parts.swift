import LayoutModel
import SizeFuzz

extension RegionMapDrawing {
    /// The size of the numbers on the axes and breakpoints, in pixels.
    static let numberSize = 10.0

    /// About how wide `text` is at `size`, in pixels: a little more than
    /// Helvetica's and Arial's digits (0.556 em, bold too) and their
    /// lower-case letters on average.
    static func estimatedWidth(_ text: String, size: Double, bold: Bool = false) -> Double {
        Double(text.count) * size * (bold ? 0.6 : 0.58)
    }

    /// The ticks along the top and left edges: round values, and the walk's
    /// bounds (the smallest window and the screen) in bold; a round value
    /// whose label would touch a bound's is left out.
    func drawAxes(_ canvas: inout SVGCanvas, plot: Rect, unit: Double, x: (Double) -> Double, y: (Double) -> Double) {
        let size = Self.numberSize
        let step = RegionDrawing.tickStep(max(region.width.upperBound - region.width.lowerBound,
                                              region.height.upperBound - region.height.lowerBound))
        func ticks(_ range: ClosedRange<Double>, room: Double) -> [(value: Double, bound: Bool)] {
            var values: [(Double, Bool)] = [(range.lowerBound, true)]
            var tick = (range.lowerBound / step).rounded(.up) * step
            while tick < range.upperBound - 0.001 {
                if (tick - range.lowerBound) * unit >= room && (range.upperBound - tick) * unit >= room { values.append((tick, false)) }
                tick += step
            }
            if range.upperBound > range.lowerBound { values.append((range.upperBound, true)) }
            return values
        }
        // Across: a label's width apart; down: a label's height apart.
        for (value, bound) in ticks(region.width, room: Self.estimatedWidth("0000", size: size, bold: true) + 4) {
            canvas.line(from: (x(value), plot.y - 5), to: (x(value), plot.y), color: "#475467", width: 1, role: bound ? "bound-tick" : "tick-mark")
            canvas.text(Markup.number(value), x: x(value), y: plot.y - 8, role: bound ? "bound" : "tick", size: size,
                        color: bound ? "#101828" : "#475467", bold: bound, anchor: "middle")
        }
        for (value, bound) in ticks(region.height, room: size * 1.4) {
            canvas.line(from: (plot.x - 5, y(value)), to: (plot.x, y(value)), color: "#475467", width: 1, role: bound ? "bound-tick" : "tick-mark")
            // The first bound sits just under its edge, the last just over its own.
            let shift = value == region.height.lowerBound ? size * 0.75 : value == region.height.upperBound && bound ? 0 : size * 0.35
            canvas.text(Markup.number(value), x: plot.x - 7, y: y(value) + shift, role: bound ? "bound" : "tick", size: size,
                        color: bound ? "#101828" : "#475467", bold: bound, anchor: "end")
        }
    }

    /// The app's breakpoints: a blue line across the map for each, its value
    /// under the map (widths) or right of it (heights), in order and none
    /// over another, joined to its line by a leader. Returns the baseline of
    /// the lowest label under the map.
    func drawBreakpoints(_ canvas: inout SVGCanvas, plot: Rect, x: (Double) -> Double, y: (Double) -> Double) -> Double {
        let size = Self.numberSize, blue = "#1570ef"
        let widths = Self.ascendingUnique(widthBreakpoints.filter { $0 > region.width.lowerBound && $0 <= region.width.upperBound })
        let heights = Self.ascendingUnique(heightBreakpoints.filter { $0 > region.height.lowerBound && $0 <= region.height.upperBound })
        for point in widths {
            canvas.line(from: (x(point), plot.y), to: (x(point), plot.maxY), color: blue, width: 1, role: "breakpoint")
        }
        for point in heights {
            canvas.line(from: (plot.x, y(point)), to: (plot.maxX, y(point)), color: blue, width: 1, role: "breakpoint")
        }
        var lowest = plot.maxY
        let across = LabelRow(positions: widths.map(x), extents: widths.map { Self.estimatedWidth(Markup.number($0), size: size) },
                              gap: 4, bounds: 2...(pixelWidth - 2)).placed
        for (point, place) in zip(widths, across) {
            let top = plot.maxY + 6 + Double(place.row) * (size + 3)
            canvas.line(from: (x(point), plot.maxY), to: (place.centre, top), color: blue, width: 1, role: "leader")
            canvas.text(Markup.number(point), x: place.centre, y: top + size * 0.95, role: "breakpoint-label", size: size,
                        color: blue, anchor: "middle")
            lowest = max(lowest, top + size * 0.95)
        }
        let down = LabelRow(positions: heights.map(y), extents: heights.map { _ in size }, gap: 2,
                            bounds: (plot.y - size)...(plot.maxY + size)).placed
        for (point, place) in zip(heights, down) {
            let left = plot.maxX + 6 + Double(place.row) * 34
            canvas.line(from: (plot.maxX, y(point)), to: (left, place.centre), color: blue, width: 1, role: "leader")
            canvas.text(Markup.number(point), x: left + 2, y: place.centre + size * 0.35, role: "breakpoint-label", size: size,
                        color: blue)
        }
        return lowest
    }

    /// The failing window: a cross exactly at its width and height, and its
    /// size written beside the cross on a white ground, inside the map.
    func drawWindowMark(_ canvas: inout SVGCanvas, plot: Rect, at point: (x: Double, y: Double)) {
        let ink = "#101828"
        canvas.line(from: (point.x - 6, point.y), to: (point.x + 6, point.y), color: ink, width: 2.5, role: "window-mark")
        canvas.line(from: (point.x, point.y - 6), to: (point.x, point.y + 6), color: ink, width: 2.5, role: "window-mark")
        let (label, box) = windowLabel(plot: plot, at: point)
        canvas.rect(box, role: "window-label-box", fill: "#ffffff", stroke: ink, radius: 3)
        canvas.text(label, x: box.x + 4, y: box.maxY - 5, role: "window-label", size: Self.windowLabelSize, color: ink, bold: true)
    }

    /// The size of the failing window's label.
    static let windowLabelSize = 11.0

    /// The failing window's label and its box: beside the cross, on the side
    /// with room (leftwards near the right edge, downwards near the top).
    func windowLabel(plot: Rect, at point: (x: Double, y: Double)) -> (String, Rect) {
        let size = Self.windowLabelSize
        let label = "failing window \(Markup.number(region.window.width))×\(Markup.number(region.window.height))"
        let width = Self.estimatedWidth(label, size: size, bold: true) + 8, height = size + 6
        let leftwards = point.x + 9 + width > plot.maxX
        let downwards = point.y - 9 - height < plot.y
        return (label, Rect(x: leftwards ? point.x - 9 - width : point.x + 9, y: downwards ? point.y + 9 : point.y - 9 - height,
                            width: width, height: height))
    }

    /// The key under the map: a swatch or stroke for every mark, then what
    /// the map covers.
    func drawLegend(_ canvas: inout SVGCanvas, from baseline: Double, cutByDiagonal: Bool) {
        let size = Self.numberSize, grey = "#475467"
        var keys: [(String, String)] = [("region", "fails"), ("walked", "passes"), ("breakpoint", "the app's breakpoints"),
                                        ("window-mark", "the failing window")]
        if cutByDiagonal { keys.append(("diagonal", "width = height")) }
        var x = 2.0, y = baseline
        for (role, text) in keys {
            let needed = 20 + Self.estimatedWidth(text, size: size) + 14
            if x + needed > pixelWidth - 4 {
                x = 2
                y += size + 8
            }
            let swatch = Rect(x: x, y: y - size * 0.85, width: 14, height: size)
            switch role {
            case "region":
                canvas.rect(swatch, role: "legend-swatch region", fill: "url(#hatch)", stroke: SVGCanvas.red)
            case "walked":
                canvas.rect(swatch, role: "legend-swatch", fill: "#f9fafb", stroke: "#98a2b3")
            case "breakpoint":
                canvas.line(from: (swatch.midX, swatch.y), to: (swatch.midX, swatch.maxY), color: "#1570ef", width: 1, role: "legend-line")
            case "window-mark":
                canvas.line(from: (swatch.midX - 5, swatch.midY), to: (swatch.midX + 5, swatch.midY), color: "#101828", width: 2.5,
                            role: "legend-line")
                canvas.line(from: (swatch.midX, swatch.midY - 5), to: (swatch.midX, swatch.midY + 5), color: "#101828", width: 2.5,
                            role: "legend-line")
            default:
                canvas.line(from: (swatch.x, swatch.maxY), to: (swatch.maxX, swatch.y), color: grey, width: 1, role: "legend-line")
            }
            canvas.text(text, x: x + 20, y: y, role: "legend", size: size, color: grey)
            x += needed
        }
        let extent = "Across, from the smallest window, \(Markup.number(region.width.lowerBound)) pt, to the screen's width, "
            + "\(Markup.number(region.width.upperBound)) pt; down, \(Markup.number(region.height.lowerBound)) to "
            + "\(Markup.number(region.height.upperBound)) pt: no window is larger than the screen."
        _ = canvas.paragraph(extent, x: 2, y: y + size + 8, width: pixelWidth - 8, role: "legend", size: size, color: grey)
    }

    /// `values` ascending, each once.
    static func ascendingUnique(_ values: [Double]) -> [Double] {
        var result: [Double] = []
        for value in values.sorted() where result.last != value { result.append(value) }
        return result
    }
}
