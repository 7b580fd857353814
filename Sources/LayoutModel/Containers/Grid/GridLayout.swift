/// A `LazyVGrid`'s columns resolved at a width: what SwiftUI renders.
public struct GridLayout: Hashable, Sendable {
    /// One rendered column.
    public struct Column: Hashable, Sendable {
        /// The column's `GridItem.Size`.
        public var size: GridItemSize
        /// The column's rendered width.
        public var width: Double
        /// How many items sit side by side in the column: one for fixed and
        /// flexible columns, as many as fit for adaptive ones.
        public var itemCount: Int
        /// The width of each of those items (they share the column equally).
        public var itemWidth: Double

        /// The widths of the items side by side in the column.
        public var itemWidths: [Double] { Array(repeating: itemWidth, count: itemCount) }
    }

    /// The width the grid was offered.
    public var offeredWidth: Double
    /// The rendered width, spacing included. It can exceed ``offeredWidth``
    /// when flexible minimums or fixed columns do not fit.
    public var totalWidth: Double
    /// The rendered columns, in declaration order.
    public var columns: [Column]

    /// Whether the grid fits the width it was offered (within 0.001 pt).
    public var fits: Bool { Self.fits(totalWidth, offered: offeredWidth) }

    /// Whether a grid `total` wide fits `offered` (within 0.001 pt): the one
    /// rule for ``fits`` and ``shape(_:width:spacing:)``.
    static func fits(_ total: Double, offered: Double) -> Bool { total <= offered + 0.001 }

    /// Items side by side in one row.
    public var itemsPerRow: Int { columns.reduce(0) { $0 + $1.itemCount } }

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
        var layout = GridLayout(offeredWidth: width, totalWidth: 0, columns: [])
        resolve(columns, width: width, into: &layout)
        return layout
    }

    /// Makes `layout` the grid of `columns` resolved at `width`
    /// (``resolve(_:width:)``), its rendered columns written over `layout`'s
    /// own, in place, whose storage is kept when `layout` holds the only
    /// reference to it (a kept content layout placed again, ``ContentLayout``).
    static func resolve(_ columns: [GridItem], width: Double, into layout: inout GridLayout) {
        let spacing = spacing(columns)
        let total = passWidth(columns, width: width, spacing: spacing) + spacing
        // Written over by index: emptying the array and appending went
        // through `replaceSubrange` for every grid placed again.
        var count = 0
        if layout.columns.count > columns.count { layout.columns.removeSubrange(columns.count...) }
        layout.columns.reserveCapacity(columns.count)
        // The rendered width summed as the columns are written, in their
        // order, as a `reduce` over the written columns summed it after.
        var rendered = 0.0
        pass(columns, width: total, spacing: spacing) { column in
            if count < layout.columns.count { layout.columns[count] = column } else { layout.columns.append(column) }
            rendered += column.width
            count += 1
        }
        layout.offeredWidth = width
        layout.totalWidth = rendered + spacing
    }

    /// The spacing between columns: each column's spacing but the last's,
    /// read by index (`dropLast()` made a slice of the array, retained and
    /// released, for every grid placed).
    static func spacing(_ columns: [GridItem]) -> Double {
        var total = 0.0
        for index in 0..<max(columns.count - 1, 0) { total += columns[index].spacing }
        return total
    }

    /// The first pass: the sum of the column widths at `width`.
    static func passWidth(_ columns: [GridItem], width: Double, spacing: Double) -> Double {
        var sum = 0.0
        pass(columns, width: width, spacing: spacing) { sum += $0.width }
        return sum
    }

    /// One pass of the algorithm: each column's width and items at `width`,
    /// handed to `body` in declaration order.
    static func pass(_ columns: [GridItem], width: Double, spacing: Double, _ body: (Column) -> Void) {
        var remaining = width - spacing
        var flexibleLeft = 0
        for column in columns {
            if case let .fixed(fixed) = column.size { remaining -= fixed } else { flexibleLeft += 1 }
        }
        for column in columns {
            switch column.size {
            case let .fixed(fixed):
                body(Column(size: column.size, width: fixed, itemCount: 1, itemWidth: fixed))
            case let .flexible(minimum, maximum):
                let share = remaining / Double(flexibleLeft)
                let width = min(max(share, minimum), maximum)
                remaining -= width
                flexibleLeft -= 1
                body(Column(size: column.size, width: width, itemCount: 1, itemWidth: width))
            case let .adaptive(minimum, maximum):
                let width = max(remaining / Double(flexibleLeft), 0)
                remaining -= width
                flexibleLeft -= 1
                let items = adaptiveItems(in: width, minimum: minimum, maximum: maximum, spacing: column.spacing)
                body(Column(size: column.size, width: width, itemCount: items.count, itemWidth: items.width))
            }
        }
    }

    /// The most items the model puts side by side in one adaptive column:
    /// far beyond any screen (10,000 items of 1 pt), and a bound that keeps a
    /// degenerate column (a minimum of a millionth of a point) from exhausting
    /// memory.
    public static let maximumItemsPerColumn = 10_000

    /// The items of an adaptive column `width` wide: as many of at least
    /// `minimum` as fit with `spacing` between them (at least one, at the
    /// column's width, when none fits), sharing the width equally, each at
    /// most `maximum`.
    static func adaptiveItems(in width: Double, minimum: Double, maximum: Double, spacing: Double) -> (count: Int, width: Double) {
        guard minimum > 0 else { return (1, width) }
        let fitting = ((width + spacing) / (minimum + spacing) + 1e-9).rounded(.down)
        // Total for any width: NaN (from an infinite width or spacing) and
        // anything below one item count as one, anything huge as the bound.
        let count = fitting >= Double(maximumItemsPerColumn) ? maximumItemsPerColumn : fitting >= 1 ? Int(fitting) : 1
        let each = min((width - Double(count - 1) * spacing) / Double(count), maximum)
        return (count, max(each, 0))
    }
}
