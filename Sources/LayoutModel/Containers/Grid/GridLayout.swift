/// A `LazyVGrid`'s columns resolved at a width: what SwiftUI renders.
public struct GridLayout: Hashable, Sendable {
    /// One rendered column.
    public struct Column: Hashable, Sendable {
        /// The column's `GridItem.Size`.
        public var size: GridItemSize
        /// The column's rendered width.
        public var width: Double
        /// The widths of the items side by side in the column: one for fixed
        /// and flexible columns, as many as fit for adaptive ones.
        public var itemWidths: [Double]
    }

    /// The width the grid was offered.
    public var offeredWidth: Double
    /// The rendered width, spacing included. It can exceed ``offeredWidth``
    /// when flexible minimums or fixed columns do not fit.
    public var totalWidth: Double
    /// The rendered columns, in declaration order.
    public var columns: [Column]

    /// Whether the grid fits the width it was offered (within 0.001 pt).
    public var fits: Bool { totalWidth <= offeredWidth + 0.001 }

    /// Items side by side in one row.
    public var itemsPerRow: Int { columns.reduce(0) { $0 + $1.itemWidths.count } }

    /// Resolves `columns` offered `width`, as SwiftUI does.
    ///
    /// The algorithm, as measured and described by objc.io ("SwiftUI's Grid
    /// Views", 2020-11-23; reference/grid-examples.json): subtract the fixed
    /// columns and the spacing; walk the other columns in declaration order,
    /// each taking the remaining width divided by the number of columns left,
    /// flexible columns clamped to their bounds, adaptive ones unclamped (never
    /// negative) and filled with as many minimum-width items as fit (at least
    /// one). That is the layout pass; the grid is then rendered by running the
    /// same computation again from the total width the first pass reported.
    ///
    /// - Complexity: O(columns + items).
    public static func resolve(_ columns: [GridItem], width: Double) -> GridLayout {
        let first = pass(columns, width: width)
        let total = first.reduce(0) { $0 + $1.width } + spacing(columns)
        let second = pass(columns, width: total)
        let rendered = second.reduce(0) { $0 + $1.width } + spacing(columns)
        return GridLayout(offeredWidth: width, totalWidth: rendered, columns: second)
    }

    /// The spacing between columns: each column's spacing but the last's.
    static func spacing(_ columns: [GridItem]) -> Double {
        columns.dropLast().reduce(0) { $0 + $1.spacing }
    }

    /// One pass of the algorithm: the columns' widths and items at `width`.
    static func pass(_ columns: [GridItem], width: Double) -> [Column] {
        var remaining = width - spacing(columns)
        var flexibleLeft = 0
        for column in columns {
            if case let .fixed(fixed) = column.size { remaining -= fixed } else { flexibleLeft += 1 }
        }
        var result: [Column] = []
        result.reserveCapacity(columns.count)
        for column in columns {
            switch column.size {
            case let .fixed(fixed):
                result.append(Column(size: column.size, width: fixed, itemWidths: [fixed]))
            case let .flexible(minimum, maximum):
                let share = remaining / Double(flexibleLeft)
                let width = min(max(share, minimum), maximum)
                remaining -= width
                flexibleLeft -= 1
                result.append(Column(size: column.size, width: width, itemWidths: [width]))
            case let .adaptive(minimum, maximum):
                let width = max(remaining / Double(flexibleLeft), 0)
                remaining -= width
                flexibleLeft -= 1
                result.append(Column(size: column.size, width: width,
                                     itemWidths: adaptiveItems(in: width, minimum: minimum,
                                                               maximum: maximum, spacing: column.spacing)))
            }
        }
        return result
    }

    /// The items of an adaptive column `width` wide: as many of at least
    /// `minimum` as fit with `spacing` between them (at least one, at the
    /// column's width, when none fits), sharing the width equally, each at
    /// most `maximum`.
    static func adaptiveItems(in width: Double, minimum: Double, maximum: Double, spacing: Double) -> [Double] {
        guard minimum > 0 else { return [width] }
        let count = max(1, Int(((width + spacing) / (minimum + spacing) + 1e-9).rounded(.down)))
        let each = min((width - Double(count - 1) * spacing) / Double(count), maximum)
        return Array(repeating: max(each, 0), count: count)
    }
}
