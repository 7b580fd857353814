import LayoutModel

/// Where a failure happens, in two dimensions: the sizes of a resizable
/// window on the failing device in which the invariant still fails at the
/// failing step, or, where the window's size cannot be chosen (an iPhone,
/// an iPad with no resizable windows, a scene the system scales), the
/// devices and orientations in which it fails.
///
/// Found after shrinking (``Failure/regionMap``); printed under `Region:` in the
/// report, carried as `region.map` in the JSON report and drawn as a map in
/// the HTML report.
public enum RegionMap: Hashable, Sendable {
    /// Window sizes on one device's screen (or external display).
    case sizes(SizeRegion)
    /// Whole windows of fixed size, one per device and orientation.
    case windows(WindowRegion)
}

/// The window sizes on one screen in which a failure happens: a union of
/// rectangles of widths × heights, found by walking the breakpoints.
public struct SizeRegion: Hashable, Sendable {
    /// The device.
    public var device: DeviceID
    /// The device's orientation (the screen's shape).
    public var orientation: Orientation
    /// The external display the window is on, or `nil` for the device's screen.
    public var display: ExternalDisplayID?
    /// The widths the walk covered: from the smallest window the device
    /// gives to the screen's width.
    public var width: ClosedRange<Double>
    /// The heights the walk covered.
    public var height: ClosedRange<Double>
    /// The failing window's size at the failing step (its scene's size).
    public var window: Size
    /// The rectangles whose union is the region, ordered by their narrowest
    /// width, then their shortest height; never empty.
    public var rectangles: [SizeRectangle]
    /// The widths at which the walk cut the screen into cells: the app's
    /// breakpoints and the platform's size-class threshold inside ``width``,
    /// and the edges the walk found on its own, ascending.
    public var widthLines: [Double]
    /// The heights at which the walk cut the screen into cells, ascending.
    public var heightLines: [Double]
    /// How many window sizes the two-dimensional walk tried beyond those
    /// of the slices (``sliceSizesTried``): what the map costs.
    public var sizesTried: Int
    /// How many window sizes the one-dimensional walks through the failing
    /// window tried (``Region``), the failing size included.
    public var sliceSizesTried: Int
    /// Whether every cell of the walk settled within its budget (the corners
    /// of each cell agreed); `false` when the map is approximate.
    public var settled: Bool

    /// Creates a region.
    public init(device: DeviceID, orientation: Orientation, display: ExternalDisplayID? = nil,
                width: ClosedRange<Double>, height: ClosedRange<Double>, window: Size,
                rectangles: [SizeRectangle], widthLines: [Double] = [], heightLines: [Double] = [],
                sizesTried: Int = 0, sliceSizesTried: Int = 0, settled: Bool = true) {
        self.device = device
        self.orientation = orientation
        self.display = display
        self.width = width
        self.height = height
        self.window = window
        self.rectangles = rectangles
        self.widthLines = widthLines
        self.heightLines = heightLines
        self.sizesTried = sizesTried
        self.sliceSizesTried = sliceSizesTried
        self.settled = settled
    }

    /// Whether a window of `size` is in the region.
    public func contains(_ size: Size) -> Bool {
        rectangles.contains { $0.contains(size) }
    }
}

/// One rectangle of window sizes, in points, optionally cut by the diagonal
/// at which a window stops being wider than tall.
public struct SizeRectangle: Hashable, Sendable {
    /// Which windows of the rectangle are in it.
    public enum Shape: String, Hashable, Sendable, CaseIterable {
        /// Every window of the rectangle.
        case all
        /// Only its windows wider than tall (width > height): where a split
        /// view's automatic style tiles its sidebar, as the model has it
        /// (`SplitViewLayout.resolve(..., landscape:)`).
        case widerThanTall
        /// Only its windows at most as wide as tall (width ≤ height).
        case notWiderThanTall
    }

    /// The widths, from the narrowest to the widest.
    public var width: ClosedRange<Double>
    /// The heights, from the shortest to the tallest.
    public var height: ClosedRange<Double>
    /// Which of its windows are in it.
    public var shape: Shape

    /// Creates a rectangle.
    public init(width: ClosedRange<Double>, height: ClosedRange<Double>, shape: Shape = .all) {
        self.width = width
        self.height = height
        self.shape = shape
    }

    /// Whether a window of `size` is in the rectangle.
    public func contains(_ size: Size) -> Bool {
        guard width.contains(size.width), height.contains(size.height) else { return false }
        switch shape {
        case .all: return true
        case .widerThanTall: return size.width > size.height
        case .notWiderThanTall: return size.width <= size.height
        }
    }
}

/// The fixed-size windows a failure was tried in: every device of the
/// failing device's idiom that the app runs on under the OS, in each
/// orientation, in the failing step's mode.
public struct WindowRegion: Hashable, Sendable {
    /// The windows in which the invariant fails at the failing step, as
    /// they are after it, in catalog order (portrait first).
    public var failing: [Window]
    /// The windows tried in which it holds.
    public var passing: [Window]
    /// Why the window's size cannot be chosen, for the report: `the window
    /// cannot be resized on iPhone`.
    public var reason: String

    /// Creates a list.
    public init(failing: [Window], passing: [Window], reason: String) {
        self.failing = failing
        self.passing = passing
        self.reason = reason
    }
}
