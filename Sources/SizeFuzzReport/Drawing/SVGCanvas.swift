import LayoutModel
import SizeFuzz

/// An SVG document being built: elements in points, in a view box that
/// grows to hold everything drawn. Pure string building; every attribute
/// value and text is escaped with ``Markup/escape(_:)``.
struct SVGCanvas {
    /// The elements, in drawing order.
    private(set) var elements: [String] = []
    /// The furthest right and down anything reaches.
    private(set) var extent = (x: 0.0, y: 0.0)
    /// Where each text was drawn, estimated: what a leader line avoids.
    private(set) var textBoxes: [Rect] = []
    /// The text size, in points.
    let fontSize: Double
    /// Whether text is drawn; a thumbnail's canvas draws none.
    var drawsText = true
    /// The smallest text drawn, in points: text that would be smaller
    /// (shrunk to fit its box) is left out instead (0 draws all).
    var smallestSize = 0.0

    /// The red of everything too wide: strokes and hatching.
    static let red = "#d92d20"
    /// The red of text: 5.4:1 on the hatch's pink, 6.6:1 on white (WCAG AA
    /// asks 4.5:1).
    static let redText = "#b42318"
    /// The blue of a selected item, under white text (6.0:1).
    static let selected = "#175cd3"

    init(fontSize: Double) {
        self.fontSize = fontSize
    }

    /// Extends the view box to hold `frame`.
    mutating func include(_ frame: Rect) {
        extent.x = max(extent.x, frame.maxX)
        extent.y = max(extent.y, frame.maxY)
    }

    /// A rectangle with a class (what tests look for), drawing attributes,
    /// and data attributes carrying the model's numbers.
    mutating func rect(_ frame: Rect, role: String, fill: String, stroke: String = "#475467", dashed: Bool = false,
                       radius: Double = 0, data: [(String, String)] = []) {
        include(frame)
        var element = "<rect class=\"\(role)\" x=\"\(Markup.number(frame.x))\" y=\"\(Markup.number(frame.y))\" "
            + "width=\"\(Markup.number(max(0, frame.width)))\" height=\"\(Markup.number(max(0, frame.height)))\" "
            + "fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"\(Markup.number(fontSize / 12))\""
        if dashed { element += " stroke-dasharray=\"\(Markup.number(fontSize / 3))\"" }
        if radius > 0 { element += " rx=\"\(Markup.number(radius))\"" }
        for (name, value) in data { element += " data-\(name)=\"\(Markup.escape(value))\"" }
        elements.append(element + "/>")
    }

    /// A region hatched in red: what does not fit.
    mutating func hatch(_ frame: Rect, required: Double, offered: Double) {
        rect(frame, role: "overflow", fill: "url(#hatch)", stroke: Self.red,
             data: [("required", Markup.number(required)), ("offered", Markup.number(offered))])
    }

    /// Real text, shrunk to about `width` points when given (to `smallest`
    /// of its size at most; a screen's title may get to half), then cut with
    /// `…` unless `cuts` is false (a caption, which may run past its
    /// drawing: the next drawing of a row starts after it).
    mutating func text(_ string: String, x: Double, y: Double, role: String = "label", size: Double? = nil,
                       color: String = "#101828", bold: Bool = false, anchor: String = "start", width: Double? = nil,
                       cuts: Bool = true, smallest: Double = SVGCanvas.smallestShrink, halo: String? = nil) {
        guard drawsText else { return }
        var size = size ?? fontSize
        if let width { size = max(size * smallest, Self.shrunk(string, width: width, size: size)) }
        guard size >= smallestSize else { return }
        let shown = cuts ? width.map { Self.fitting(string, width: $0, size: size) } ?? string : string
        guard !shown.isEmpty else { return }
        let estimated = Double(shown.count) * size * 0.56
        let left = anchor == "end" ? x - estimated : anchor == "middle" ? x - estimated / 2 : x
        include(Rect(x: left, y: y - size, width: estimated, height: size * 1.3))
        textBoxes.append(Rect(x: left, y: y - size * 0.8, width: estimated, height: size))
        elements.append("<text class=\"\(role)\" x=\"\(Markup.number(x))\" y=\"\(Markup.number(y))\" "
            + "font-size=\"\(Markup.number(size))\" fill=\"\(color)\""
            + (bold ? " font-weight=\"bold\"" : "") + (anchor == "start" ? "" : " text-anchor=\"\(anchor)\"")
            // A halo knocks the text out of a line drawn under it.
            + (halo.map { " stroke=\"\($0)\" stroke-width=\"\(Markup.number(size / 4))\" stroke-linejoin=\"round\" paint-order=\"stroke\"" } ?? "")
            + ">\(Markup.escape(shown))</text>")
    }

    /// A closed polygon through `points`, with a class and data attributes.
    mutating func polygon(_ points: [(Double, Double)], role: String, fill: String, stroke: String, data: [(String, String)] = []) {
        guard let first = points.first else { return }
        var left = first.0, top = first.1, right = first.0, bottom = first.1
        for point in points {
            left = min(left, point.0); right = max(right, point.0); top = min(top, point.1); bottom = max(bottom, point.1)
        }
        include(Rect(x: left, y: top, width: right - left, height: bottom - top))
        var element = "<polygon class=\"\(role)\" points=\""
            + points.map { "\(Markup.number($0.0)),\(Markup.number($0.1))" }.joined(separator: " ")
            + "\" fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"\(Markup.number(fontSize / 12))\""
        for (name, value) in data { element += " data-\(name)=\"\(Markup.escape(value))\"" }
        elements.append(element + "/>")
    }

    /// Text wrapped at spaces to lines of about `width` points, from `y`
    /// down; returns the baseline after the last line.
    mutating func paragraph(_ string: String, x: Double, y: Double, width: Double, role: String, size: Double? = nil,
                            color: String = "#101828", bold: Bool = false) -> Double {
        let size = size ?? fontSize
        let perLine = max(8, Int(width / (size * 0.56)))
        var lines: [String] = [], line = ""
        for word in string.split(separator: " ") {
            // A word longer than a line (a modifier's arguments) breaks after
            // its punctuation, so that it stays in its drawing's width.
            for (index, piece) in Self.pieces(of: String(word), perLine: perLine).enumerated() {
                let joiner = index == 0 ? " " : ""
                if !line.isEmpty && line.count + joiner.count + piece.count > perLine {
                    lines.append(line)
                    line = ""
                }
                line += (line.isEmpty ? "" : joiner) + piece
            }
        }
        if !line.isEmpty { lines.append(line) }
        var baseline = y
        for line in lines {
            text(line, x: x, y: baseline, role: role, size: size, color: color, bold: bold)
            baseline += size * 1.3
        }
        return baseline
    }

    /// `word` whole when it fits a line of `perLine` characters, else cut
    /// after each `,`, `(`, `:` or `/` (and, where a piece is still longer
    /// than a line, every `perLine` characters), to be joined without spaces.
    static func pieces(of word: String, perLine: Int) -> [String] {
        guard word.count > perLine else { return [word] }
        var pieces: [String] = [], piece = ""
        for character in word {
            piece.append(character)
            if ",(:/".contains(character) || piece.count >= perLine {
                pieces.append(piece)
                piece = ""
            }
        }
        if !piece.isEmpty { pieces.append(piece) }
        return pieces
    }

    /// Starts a region that clips what is drawn to `frame` (a nested `svg`
    /// viewport, so no id is needed and a page of many drawings has no
    /// clashing ids); ``endClip()`` ends it.
    mutating func beginClip(_ frame: Rect) {
        clips.append((frame, extent))
        let box = "\(Markup.number(frame.x)) \(Markup.number(frame.y)) \(Markup.number(frame.width)) \(Markup.number(frame.height))"
        elements.append("<svg class=\"clip\" x=\"\(Markup.number(frame.x))\" y=\"\(Markup.number(frame.y))\" "
            + "width=\"\(Markup.number(frame.width))\" height=\"\(Markup.number(frame.height))\" viewBox=\"\(box)\" overflow=\"hidden\">")
    }

    /// Ends the clipping region ``beginClip(_:)`` began: nothing in it
    /// extends the view box past the region's edges.
    mutating func endClip() {
        guard let (frame, before) = clips.popLast() else { return }
        extent.x = max(before.x, min(extent.x, frame.maxX))
        extent.y = max(before.y, min(extent.y, frame.maxY))
        elements.append("</svg>")
    }

    /// The clipping regions open, with the view box's extent when each began.
    private var clips: [(Rect, (x: Double, y: Double))] = []

    /// `string` as much of it fits `width` points at `size`: whole, cut
    /// with `…`, or empty.
    static func fitting(_ string: String, width: Double, size: Double) -> String {
        let fitting = max(0, Int(width / (size * 0.58)))
        guard string.count > fitting else { return string }
        return fitting <= 1 ? "" : String(string.prefix(fitting - 1)) + "…"
    }

    /// How small text given a width may get before it is cut with `…`: 70%
    /// of its size.
    static let smallestShrink = 0.7

    /// The text size at which `string` fits `width` points: `size`, or
    /// smaller down to half of it (then ``fitting(_:width:size:)`` cuts it).
    static func shrunk(_ string: String, width: Double, size: Double) -> Double {
        let needed = Double(string.count) * size * 0.58
        guard needed > width, needed > 0 else { return size }
        return max(size / 2, size * width / needed * 0.98)
    }

    /// Whether the horizontal and vertical line through `points` keeps clear
    /// of every text drawn so far.
    func clearOfText(_ points: [(Double, Double)]) -> Bool {
        zip(points, points.dropFirst()).allSatisfy { start, end in
            let segment = Rect(x: min(start.0, end.0), y: min(start.1, end.1), width: abs(end.0 - start.0), height: abs(end.1 - start.1))
            return !textBoxes.contains { box in
                segment.x <= box.maxX && segment.maxX >= box.x && segment.y <= box.maxY && segment.maxY >= box.y
            }
        }
    }

    /// A line through `points`, unfilled: a leader routed around text.
    mutating func polyline(_ points: [(Double, Double)], color: String, width: Double, role: String) {
        guard let first = points.first else { return }
        for point in points {
            include(Rect(x: min(first.0, point.0), y: min(first.1, point.1), width: abs(point.0 - first.0), height: abs(point.1 - first.1)))
        }
        let path = points.enumerated().map { "\($0.offset == 0 ? "M" : "L")\(Markup.number($0.element.0)) \(Markup.number($0.element.1))" }
        elements.append("<path class=\"\(role)\" d=\"\(path.joined(separator: " "))\" fill=\"none\" stroke=\"\(color)\" "
            + "stroke-width=\"\(Markup.number(width))\"/>")
    }

    /// A straight line.
    mutating func line(from start: (Double, Double), to end: (Double, Double), color: String, width: Double, role: String = "rule") {
        include(Rect(x: min(start.0, end.0), y: min(start.1, end.1), width: abs(end.0 - start.0), height: abs(end.1 - start.1)))
        elements.append("<line class=\"\(role)\" x1=\"\(Markup.number(start.0))\" y1=\"\(Markup.number(start.1))\" "
            + "x2=\"\(Markup.number(end.0))\" y2=\"\(Markup.number(end.1))\" stroke=\"\(color)\" stroke-width=\"\(Markup.number(width))\"/>")
    }

    /// The whole document, `pixelWidth` pixels wide on screen, with a title
    /// for assistive technology.
    func document(title: String, pixelWidth: Double) -> String {
        let margin = fontSize / 2
        let width = extent.x + margin, height = extent.y + margin
        let pixelHeight = pixelWidth * height / max(width, 1)
        let hatchSize = Markup.number(fontSize / 2)
        var text = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"layout\" viewBox=\"0 0 \(Markup.number(width)) \(Markup.number(height))\" "
            + "width=\"\(Markup.number(pixelWidth))\" height=\"\(Markup.number(pixelHeight))\" "
            + "font-family=\"-apple-system, 'Helvetica Neue', Helvetica, Arial, sans-serif\" role=\"img\">\n"
        text += "<title>\(Markup.escape(title))</title>\n"
        // Opaque, so that the captions stay legible on a dark page.
        text += "<rect class=\"background\" x=\"0\" y=\"0\" width=\"\(Markup.number(width))\" height=\"\(Markup.number(height))\" fill=\"#ffffff\"/>\n"
        text += "<defs><pattern id=\"hatch\" patternUnits=\"userSpaceOnUse\" width=\"\(hatchSize)\" height=\"\(hatchSize)\" "
            + "patternTransform=\"rotate(45)\"><rect width=\"\(hatchSize)\" height=\"\(hatchSize)\" fill=\"#fee4e2\"/>"
            + "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"\(hatchSize)\" stroke=\"\(Self.red)\" stroke-width=\"\(Markup.number(fontSize / 5))\"/></pattern></defs>\n"
        for element in elements { text += element + "\n" }
        return text + "</svg>\n"
    }
}
