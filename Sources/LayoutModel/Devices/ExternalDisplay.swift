// External displays an iPad with Stage Manager can put windows on.
// Source: reference/devices.json `externalDisplays` (sizes in points at the
// display's scale).

/// The external displays in the catalog, by their ids.
public enum ExternalDisplayID: String, Hashable, Sendable, Codable, CaseIterable {
    /// A 1080p display at 1x: 1920 x 1080 pt.
    case display1080p = "display-1080p"
    /// A 27-inch 1440p display at 1x: 2560 x 1440 pt.
    case display1440p = "display-1440p"
    /// A 5K display at 2x: 2560 x 1440 pt.
    case studioDisplay = "studio-display"
    /// A 6K display at 2x: 3008 x 1692 pt.
    case display6K = "display-6k"

    /// The display's position in `allCases`: its row in the tables indexed
    /// by display (``WindowSizeTable``).
    var index: Int {
        switch self {
        case .display1080p: 0
        case .display1440p: 1
        case .studioDisplay: 2
        case .display6K: 3
        }
    }

    /// Pixels per point (without building the whole description).
    public var scale: Int {
        switch self {
        case .display1080p, .display1440p: 1
        case .studioDisplay, .display6K: 2
        }
    }

    /// The display's description from the catalog.
    public var display: ExternalDisplay {
        switch self {
        case .display1080p: ExternalDisplay(id: self, name: "1080p display at 1x", size: Size(width: 1920, height: 1080), scale: 1)
        case .display1440p: ExternalDisplay(id: self, name: "27-inch 1440p display at 1x", size: Size(width: 2560, height: 1440), scale: 1)
        case .studioDisplay: ExternalDisplay(id: self, name: "5K display at 2x", size: Size(width: 2560, height: 1440), scale: 2)
        case .display6K: ExternalDisplay(id: self, name: "6K display at 2x", size: Size(width: 3008, height: 1692), scale: 2)
        }
    }
}

/// An external display: a landscape screen of its own size and scale.
public struct ExternalDisplay: Hashable, Sendable {
    /// The catalog id.
    public var id: ExternalDisplayID
    /// A readable name.
    public var name: String
    /// The display's size in points.
    public var size: Size
    /// Pixels per point.
    public var scale: Int
}
