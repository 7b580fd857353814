import LayoutModel

extension Evaluator {
    /// `no-fixed-width-overflow`, `content-fits` and `grid-fits` on the side
    /// column's screen, in the width the column gets, when the container's
    /// own content has not already failed them at this step.
    static func sideColumnViolations(_ layout: UnsafePointer<Layout>, pending: InvariantSet, into found: inout [Finding]) {
        // A side column whose content found nothing (most) has nothing to
        // report: each check below looks in its content's findings alone.
        guard let side = layout.pointee.sideColumn, !side.content.isEmpty else { return }
        let window = layout.pointee.window
        // Described only for a violation (built on every check, it cost
        // about 2,000 instructions a layout with a side column).
        var at: String { place(window) }
        func has(_ name: InvariantName) -> Bool { found.contains { $0.invariant == name } }
        if pending.contains(.noFixedWidthOverflow), !has(.noFixedWidthOverflow),
           let overflow = side.content.overflows.first(where: \.involvesFixedWidth) {
            found.append((.noFixedWidthOverflow,
                          "the side column's \(overflow.path) needs \(Points.format(overflow.required)) pt but gets \(Points.format(overflow.offered)) pt in the \(at) window"))
        }
        if pending.contains(.contentFits), !has(.contentFits), let overflow = side.content.overflows.first(where: { !$0.isGrid }) {
            found.append((.contentFits, "side column " + contentMessage(overflow, screen: side.screen, at: at)))
        }
        if pending.contains(.gridFits), !has(.gridFits), let grid = side.content.grids.first(where: { !$0.layout.fits }) {
            found.append((.gridFits,
                          "the side column's \(grid.path) is \(Points.format(grid.layout.totalWidth)) pt wide but gets \(Points.format(grid.layout.offeredWidth)) pt in the \(at) window"))
        }
    }
}
