import LayoutModel

extension RegionFinder {
    /// The map of a resizable failing window: the walk of ``SizeWalk`` over
    /// the slices' bounds, cut at the app's breakpoints (which hold the
    /// size-class threshold), at the slices' edges and at the failing window.
    func sizes(_ probe: RegionProbe, slices: SliceWalk, region: Region) -> SizeRegion {
        var slices = slices
        let scale = slices.scale
        let breakpoints = Breakpoints(model: model)
        func cut(_ value: Double) -> Int { Int((value * scale - 1e-9).rounded(.up)) }
        let origin = slices.pixel(slices.start)
        let widthCuts = breakpoints.widths.map(cut) + [cut(region.width.lowerBound), cut(region.width.upperBound) + 1, origin.width]
        let heightCuts = breakpoints.heights.map(cut) + [cut(region.height.lowerBound), cut(region.height.upperBound) + 1, origin.height]
        let known = slices.known
        var walk = SizeWalk(widths: slices.lowest.width...slices.highest.width, heights: slices.lowest.height...slices.highest.height,
                            widthCuts: widthCuts, heightCuts: heightCuts, known: known, limits: limits) { pixel in
            slices.fails(pixel)
        }
        let cells = walk.run()
        func points(_ range: ClosedRange<Int>) -> ClosedRange<Double> { (Double(range.lowerBound) / scale)...(Double(range.upperBound) / scale) }
        let rectangles = walk.cover(cells).map { SizeRectangle(width: points($0.width), height: points($0.height), shape: $0.shape) }
        let failed = probe.failed
        return SizeRegion(device: failed.device, orientation: failed.orientation, display: failed.display,
                          width: points(walk.widths), height: points(walk.heights), window: failed.size,
                          rectangles: rectangles,
                          widthLines: walk.widthCuts.map { Double($0) / scale }, heightLines: walk.heightCuts.map { Double($0) / scale },
                          sizesTried: walk.tried, sliceSizesTried: known.count, settled: walk.settled)
    }
}
