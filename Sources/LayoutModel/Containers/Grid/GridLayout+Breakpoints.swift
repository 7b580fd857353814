extension GridLayout {
    /// The widths, up to `limit`, at which the grid's rendering changes in a
    /// way an invariant can see: where it starts to fit, and where a row
    /// gains an item. Found by walking the widths on a 0.5 pt grid.
    ///
    /// Each width is read through `shape(_:width:spacing:)`, not a whole
    /// ``resolve(_:width:)``: the walk made a layout and its array of
    /// columns at 6,200 widths, about 5 M instructions of a run's setup for
    /// one grid (measured with callgrind).
    ///
    /// - Complexity: O(limit x 2 x columns); meant for once per app, not per case.
    public static func breakpoints(_ columns: [GridItem], limit: Double = 3100) -> [Double] {
        let spacing = spacing(columns)
        var result: [Double] = []
        var previous = shape(columns, width: 0, spacing: spacing)
        var width = 0.5
        while width <= limit {
            let current = shape(columns, width: width, spacing: spacing)
            if current != previous { result.append(width) }
            previous = current
            width += 0.5
        }
        return result
    }

    /// Whether the grid of `columns` fits `width` and how many items sit in
    /// one of its rows: ``fits`` and ``itemsPerRow`` of
    /// ``resolve(_:width:)``, by the same two passes, summed as they go
    /// instead of kept as columns. `spacing` is ``spacing(_:)`` of `columns`.
    static func shape(_ columns: [GridItem], width: Double, spacing: Double) -> (fits: Bool, itemsPerRow: Int) {
        let total = passWidth(columns, width: width, spacing: spacing) + spacing
        var sum = 0.0, items = 0
        pass(columns, width: total, spacing: spacing) { column in
            sum += column.width
            items += column.itemCount
        }
        return (fits(sum + spacing, offered: width), items)
    }
}
