import LayoutModel

extension AppStatistics {
    /// Marks the cell scene `scene` is in after a step whose event is `event`
    /// (``CoverageCell/event``).
    @inline(__always) mutating func recordCell(_ evaluator: borrowing Evaluator, scene: Int, event: Int, widths: [Double]) {
        guard scene >= 0, scene < evaluator.layouts.count else { return }
        let index = evaluator.layouts.withUnsafeBufferPointer { kept -> Int in
            let window = kept[scene].window
            let cell = CoverageCell(
                device: CoverageCell.DeviceClass(window.device),
                mode: window.display != nil ? CoverageSpace.modes - 1 : window.mode.ordinal,
                horizontal: kept[scene].sizeClasses.horizontal, container: CoverageCell.ContainerState(kept[scene]),
                interval: CoverageSpace.interval(of: window.width, in: widths), event: event)
            return CoverageSpace.Indexer(intervals: widths.count + 1).index(cell)
        }
        cells.insert(index)
        caseCells?.insert(index)
    }
}
