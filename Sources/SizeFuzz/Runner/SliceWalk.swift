import LayoutModel

/// The one-dimensional walks through the failing window, pixel by pixel
/// out from its size along each axis to where the invariant stops failing.
struct SliceWalk {
    let probe: RegionProbe
    /// The failing window's size.
    let start: Size
    /// Pixels per point.
    let scale: Double
    /// The lowest and highest pixel of each axis.
    let lowest: SizeWalk.Pixel
    let highest: SizeWalk.Pixel
    /// Every size tried, in pixels.
    private(set) var known: [SizeWalk.Pixel: Bool] = [:]

    init(probe: RegionProbe, smallest: Size) {
        self.probe = probe
        let failed = probe.failed
        start = failed.size
        scale = Double(failed.scale)
        let screen = probe.model.platform.windows.screenSize(of: failed)
        // Walk in whole pixels, so that lengths stay exactly on the grid, and
        // no lower than one pixel.
        func low(_ value: Double) -> Int { max(1, Int((value * Double(failed.scale)).rounded(.up))) }
        func high(_ value: Double) -> Int { Int((value * Double(failed.scale)).rounded(.down)) }
        lowest = SizeWalk.Pixel(width: low(smallest.width), height: low(smallest.height))
        highest = SizeWalk.Pixel(width: high(screen.width), height: high(screen.height))
        known[pixel(start)] = true
    }

    /// `size` in pixels.
    func pixel(_ size: Size) -> SizeWalk.Pixel {
        SizeWalk.Pixel(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
    }

    /// `pixel` in points.
    func size(_ pixel: SizeWalk.Pixel) -> Size {
        Size(width: Double(pixel.width) / scale, height: Double(pixel.height) / scale)
    }

    /// Whether the window of `pixel` fails, remembered.
    mutating func fails(_ pixel: SizeWalk.Pixel) -> Bool {
        if let known = known[pixel] { return known }
        let result = probe.fails(size(pixel))
        known[pixel] = result
        return result
    }

    /// The failing range along `axis` through the failing window, in points.
    mutating func walk(_ axis: Axis) -> ClosedRange<Double> {
        let origin = pixel(start)
        func value(_ pixel: SizeWalk.Pixel) -> Int { axis == .width ? pixel.width : pixel.height }
        func moved(_ to: Int) -> SizeWalk.Pixel {
            var pixel = origin
            if axis == .width { pixel.width = to } else { pixel.height = to }
            return pixel
        }
        var low = value(origin), high = value(origin)
        while low - 1 >= value(lowest), fails(moved(low - 1)) { low -= 1 }
        while high + 1 <= value(highest), fails(moved(high + 1)) { high += 1 }
        return (Double(low) / scale)...(Double(high) / scale)
    }
}
