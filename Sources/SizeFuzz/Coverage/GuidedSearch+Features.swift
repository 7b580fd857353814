import LayoutModel

extension GuidedSearch {
    /// What a case reached, as guidance sees it: its semantic coverage cells
    /// and, past them, for each scene at the end of the case, the screen on
    /// top with the breakpoint interval of the window's width and its
    /// horizontal size class. Cells do not tell screens apart, so without the
    /// latter a case that reached a screen only a deep link shows would look
    /// like any other.
    ///
    /// The features are numbered past every cell, so they follow the cells
    /// in ``CaseFeatures/indices``.
    ///
    /// The features go into `statistics`' own set of the case's cells
    /// (``AppStatistics/caseCells``), nothing when it has none.
    func addFeatures(of evaluator: borrowing Evaluator, to statistics: inout AppStatistics) {
        guard statistics.caseCells != nil else { return }
        let widths = generator.breakpoints.widths
        let intervals = widths.count + 1
        let offset = CoverageCell.DeviceClass.allCases.count * CoverageSpace.modes * 2
            * CoverageCell.ContainerState.allCases.count * intervals * CoverageSpace.events
        // Read where the layouts are kept: a subscript (or a loop over the
        // elements) would copy each layout. The screen on top by its id in
        // the model, not by name (`screenPositions`).
        evaluator.layouts.withUnsafeBufferPointer { layouts in
            guard let first = layouts.baseAddress else { return }
            for index in layouts.indices {
                let layout = first + index
                let screen = generator.model.topScreenID(ofFocusOf: layout).map { screenPositions[$0] } ?? -1
                let interval = CoverageSpace.interval(of: layout.pointee.window.width, in: widths)
                let feature = ((screen + 1) * intervals + interval) * 2
                    + (layout.pointee.sizeClasses.horizontal == .regular ? 1 : 0)
                statistics.caseCells?.insert(offset + feature)
            }
        }
    }
}
