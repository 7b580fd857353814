extension GridLayout {
    /// The widths, up to `limit`, at which the grid's rendering changes in a
    /// way an invariant can see: where it starts to fit, and where a row
    /// gains an item. Found by walking the widths on a 0.5 pt grid.
    ///
    /// - Complexity: O(limit x 2 x columns); meant for once per app, not per case.
    public static func breakpoints(_ columns: [GridItem], limit: Double = 3100) -> [Double] {
        var result: [Double] = []
        var previous = resolve(columns, width: 0)
        var width = 0.5
        while width <= limit {
            let current = resolve(columns, width: width)
            if current.fits != previous.fits || current.itemsPerRow != previous.itemsPerRow {
                result.append(width)
            }
            previous = current
            width += 0.5
        }
        return result
    }
}
