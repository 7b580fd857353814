/// Why a grid column spec does not parse.
public struct GridSpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The offending item as written.
    public var item: String
    /// What is wrong with it.
    public var reason: String
    /// `'item': reason`.
    public var description: String { "\(item.echoed): \(reason)" }
}

extension GridItem {
    /// Parses a comma-separated column spec: `fixed:W`, `flexible:MIN`,
    /// `flexible:MIN-MAX`, `adaptive:MIN`, `adaptive:MIN-MAX`, each optionally
    /// followed by `@S` for its spacing (default 8). `flexible` alone means
    /// SwiftUI's `.flexible()` (minimum 10).
    ///
    /// - Throws: ``GridSpecError`` for an unknown kind, a malformed, negative or
    ///   non-finite number, or a minimum above its maximum.
    public static func parse(_ spec: String, spacing: Double = GridItem.defaultSpacing) throws(GridSpecError) -> [GridItem] {
        guard !spec.isEmpty else { throw GridSpecError(item: spec, reason: "no columns") }
        var items: [GridItem] = []
        for part in spec.split(separator: ",", omittingEmptySubsequences: false) {
            items.append(try parseItem(String(part), spacing: spacing))
        }
        return items
    }

    private static func parseItem(_ text: String, spacing defaultSpacing: Double) throws(GridSpecError) -> GridItem {
        func fail(_ reason: String) -> GridSpecError { GridSpecError(item: text, reason: reason) }
        func number(_ field: Substring) throws(GridSpecError) -> Double {
            guard let value = Double(field) else { throw fail("\(String(field).echoed) is not a number") }
            guard value.isFinite, value >= 0 else { throw fail("\(field) must be finite and not negative") }
            return value
        }
        var body = Substring(text)
        var spacing = defaultSpacing
        if let at = body.firstIndex(of: "@") {
            spacing = try number(body[body.index(after: at)...])
            body = body[..<at]
        }
        let fields = body.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let kind = fields[0]
        let bounds = fields.count > 1 ? fields[1] : nil
        func range() throws(GridSpecError) -> (Double, Double)? {
            guard let bounds else { return nil }
            let ends = bounds.split(separator: "-", omittingEmptySubsequences: false)
            guard ends.count <= 2 else { throw fail("expected MIN or MIN-MAX") }
            let lower = try number(ends[0])
            let upper = ends.count == 2 ? try number(ends[1]) : Double.infinity
            guard lower <= upper else { throw fail("minimum \(Points.format(lower)) is above maximum \(Points.format(upper))") }
            return (lower, upper)
        }
        switch kind {
        case "fixed":
            guard let bounds else { throw fail("fixed needs a width: fixed:W") }
            return GridItem(.fixed(try number(bounds)), spacing: spacing)
        case "flexible":
            let (lower, upper) = try range() ?? (10, .infinity)
            return GridItem(.flexible(minimum: lower, maximum: upper), spacing: spacing)
        case "adaptive":
            guard let (lower, upper) = try range() else { throw fail("adaptive needs a minimum: adaptive:MIN") }
            guard lower >= 0.5 else { throw fail("an adaptive minimum must be at least 0.5 pt") }
            return GridItem(.adaptive(minimum: lower, maximum: upper), spacing: spacing)
        default:
            throw fail("unknown column kind \(String(kind).echoed) (expected fixed, flexible or adaptive)")
        }
    }

    /// The column written in the spec syntax, such as `adaptive:40-100` or
    /// `fixed:70@0`; ``parse(_:spacing:)`` reads it back.
    public var spec: String {
        var text: String
        switch size {
        case let .fixed(width): text = "fixed:\(Points.format(width))"
        case let .flexible(minimum, maximum): text = "flexible:\(Points.format(minimum))" + (maximum.isFinite ? "-\(Points.format(maximum))" : "")
        case let .adaptive(minimum, maximum): text = "adaptive:\(Points.format(minimum))" + (maximum.isFinite ? "-\(Points.format(maximum))" : "")
        }
        if spacing != GridItem.defaultSpacing { text += "@\(Points.format(spacing))" }
        return text
    }
}
