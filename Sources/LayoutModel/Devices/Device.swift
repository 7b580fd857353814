/// A device the model knows: its screen, its pixel grid, and the windows its
/// system hands out.
///
/// The values come from the device catalog (see ``DeviceID``): sizes in points,
/// portrait `width x height`.
public struct Device: Hashable, Sendable {
    /// The catalog id, such as `ipad-pro-12.9`.
    public var id: DeviceID
    /// A readable name, such as `iPad Pro 12.9-inch`.
    public var name: String
    /// Whether this is an iPad or an iPhone.
    public var idiom: Idiom
    /// The screen in portrait, in points.
    public var portraitSize: Size
    /// Pixels per point: 2 or 3. Window sizes live on a grid of `1 / scale` pt.
    public var scale: Int
    /// The top and bottom safe-area insets, where the catalog gives them (iPads:
    /// the same in both orientations).
    public var safeArea: SafeAreaInsets?
    /// The width of the narrow (one-third) Split View pane per orientation, on
    /// iPads that have Split View.
    public var splitNarrowWidth: OrientationPair?
    /// The width of the Slide Over panel, on iPads.
    public var slideOverWidth: Double?
    /// Whether the device runs Stage Manager: freely resizable windows, and
    /// windows on an external display.
    public var supportsStageManager: Bool
    /// On iPhones, the horizontal size class in landscape (regular on Plus and
    /// Max models, compact on the others).
    public var landscapeHorizontalSizeClass: SizeClass?
    /// How the catalog knows these numbers.
    public var confidence: Confidence
    /// The newest version of iPadOS (or iOS) some model of this catalog row
    /// runs; the model hands out windows for the row under every
    /// ``OSVersion`` up to it (every row runs the iPadOS 18 model, which
    /// predates this field).
    public var latestOS: OSVersion

    /// Creates a device description.
    public init(
        id: DeviceID, name: String, idiom: Idiom, portraitSize: Size, scale: Int,
        safeArea: SafeAreaInsets? = nil, splitNarrowWidth: OrientationPair? = nil,
        slideOverWidth: Double? = nil, supportsStageManager: Bool = false,
        landscapeHorizontalSizeClass: SizeClass? = nil, confidence: Confidence, latestOS: OSVersion = .v27
    ) {
        self.latestOS = latestOS
        self.id = id
        self.name = name
        self.idiom = idiom
        self.portraitSize = portraitSize
        self.scale = scale
        self.safeArea = safeArea
        self.splitNarrowWidth = splitNarrowWidth
        self.slideOverWidth = slideOverWidth
        self.supportsStageManager = supportsStageManager
        self.landscapeHorizontalSizeClass = landscapeHorizontalSizeClass
        self.confidence = confidence
    }

    /// Whether the device runs `os`.
    public func runs(_ os: OSVersion) -> Bool { os <= latestOS }

    /// The screen in the given orientation, in points.
    public func screenSize(_ orientation: Orientation) -> Size {
        orientation == .portrait ? portraitSize : portraitSize.transposed
    }
}

/// Top and bottom safe-area insets in points.
public struct SafeAreaInsets: Hashable, Sendable, Codable {
    /// The top inset (status bar, camera housing).
    public var top: Double
    /// The bottom inset (home indicator).
    public var bottom: Double

    /// Creates insets.
    public init(top: Double, bottom: Double) {
        self.top = top
        self.bottom = bottom
    }
}

/// A value for each orientation.
public struct OrientationPair: Hashable, Sendable, Codable {
    /// The value in portrait.
    public var portrait: Double
    /// The value in landscape.
    public var landscape: Double

    /// Creates a pair.
    public init(portrait: Double, landscape: Double) {
        self.portrait = portrait
        self.landscape = landscape
    }

    /// The value for `orientation`.
    public subscript(orientation: Orientation) -> Double {
        orientation == .portrait ? portrait : landscape
    }
}

/// How a catalog value is known.
public enum Confidence: String, Hashable, Sendable, Codable {
    /// From Apple's documentation or Human Interface Guidelines.
    case documented
    /// Measured by third parties (simulator dumps, snapshot-testing constants).
    case observed
    /// Assumed by analogy with a similar device; treat as a parameter.
    case estimated
}
