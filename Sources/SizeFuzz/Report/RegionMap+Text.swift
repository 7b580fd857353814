import LayoutModel

extension RegionMap {
    /// The map as the report's `Region:` lines, without their indentation:
    /// one line for one rectangle, else a line and one per rectangle; the
    /// failing windows for a window whose size cannot be chosen.
    ///
    /// `width 320...619.5 × any height (ipad-pro-11 landscape; windows 320...1194 × 320...834)`,
    /// `fails in 2 of 12 windows (...): iphone-16-plus landscape full, iphone-16-pro-max landscape full`.
    public var lines: [String] {
        switch self {
        case let .sizes(region): region.lines
        case let .windows(windows): [windows.line]
        }
    }
}

extension SizeRegion {
    /// The screen, and the sizes the walk covered:
    /// `ipad-pro-11 landscape; windows 320...1194 × 320...834`.
    public var screenDescription: String {
        var screen = "\(device.rawValue) \(orientation.rawValue)"
        if let display { screen += " on \(display.rawValue)" }
        return "\(screen); windows \(Self.range(width)) × \(Self.range(height))"
    }

    /// The report's lines (see ``RegionMap/lines``).
    public var lines: [String] {
        let approximate = settled ? "" : "; approximate: some cells did not settle within the walk's budget"
        if rectangles.count == 1 {
            return ["\(description(of: rectangles[0])) (\(screenDescription)\(approximate))"]
        }
        return ["\(rectangles.count) rectangles (\(screenDescription)\(approximate))"]
            + rectangles.map { "  " + description(of: $0) }
    }

    /// `width 678...743.5 × height 320...743, wider than tall`; a range that
    /// spans the whole walk is `any width` or `any height`.
    public func description(of rectangle: SizeRectangle) -> String {
        let widths = rectangle.width == width ? "any width" : "width \(Self.range(rectangle.width))"
        let heights = rectangle.height == height ? "any height" : "height \(Self.range(rectangle.height))"
        let shape = switch rectangle.shape {
        case .all: ""
        case .widerThanTall: ", wider than tall"
        case .notWiderThanTall: ", at most as wide as tall"
        }
        return "\(widths) × \(heights)\(shape)"
    }

    /// `320...619.5`.
    static func range(_ range: ClosedRange<Double>) -> String {
        "\(Points.format(range.lowerBound))...\(Points.format(range.upperBound))"
    }
}

extension WindowRegion {
    /// The report's line (see ``RegionMap/lines``).
    public var line: String {
        let tried = failing.count + passing.count
        return "fails in \(failing.count) of \(tried) windows (\(reason)): "
            + failing.map(\.scenarioDescription).joined(separator: ", ")
    }
}
