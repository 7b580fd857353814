/// A window an app is given: where it is, how it is presented, and its size.
///
/// Windows are made and changed by ``WindowRules``, which derives every size
/// from the device catalog and the rules; a `Window` is plain data.
public struct Window: Hashable, Sendable {
    /// The device the app runs on.
    public var device: DeviceID
    /// The external display the window is on, or `nil` for the device's screen.
    public var display: ExternalDisplayID?
    /// The orientation of the device.
    public var orientation: Orientation
    /// How the window is presented.
    public var mode: WindowMode
    /// The mode the user chose. Equal to ``mode`` except for a half split shown
    /// in portrait (see ``WindowRules/halfSplitInPortrait``), which gets its half
    /// position back in landscape.
    public var requestedMode: WindowMode
    /// The size the user last asked for, for resizable windows: kept so that a
    /// window clamped by a rotation gets its size back when rotated back.
    /// Equal to ``size`` for the other modes.
    public var requestedSize: Size
    /// The window's size in points, as the app sees it.
    public var size: Size
    /// The version of iPadOS that made the window (and whose rules change it).
    public var os: OSVersion

    /// Creates a window from its parts. Prefer ``WindowRules/window(device:orientation:mode:size:display:restrictions:)``,
    /// which checks and derives them.
    public init(
        device: DeviceID, display: ExternalDisplayID? = nil, orientation: Orientation,
        mode: WindowMode, requestedMode: WindowMode? = nil, requestedSize: Size, size: Size,
        os: OSVersion = .current
    ) {
        self.os = os
        self.device = device
        self.display = display
        self.orientation = orientation
        self.mode = mode
        self.requestedMode = requestedMode ?? mode
        self.requestedSize = requestedSize
        self.size = size
    }

    /// The window's width in points.
    public var width: Double { size.width }
    /// The window's height in points.
    public var height: Double { size.height }

    /// Whether the user can resize the window to any size.
    @inlinable public var isResizable: Bool { mode.isResizable(on: os) }

    /// Whether the system hides the window: a middle third after the device
    /// rotates to portrait, where iPadOS 26 has no thirds. The window keeps
    /// its size, and its scene is in the background until the device turns back.
    @inlinable public var isHidden: Bool {
        mode == .middleThird && orientation == .portrait && display == nil
    }

    /// Pixels per point of the screen the window is on.
    public var scale: Int { display?.scale ?? device.scale }
}

extension Window: CustomStringConvertible {
    /// A one-line description: `ipad-pro-12.9 landscape split-half 678x1024`,
    /// with `on display-1080p` for windows on an external display.
    public var description: String {
        var text = "\(device.rawValue) \(orientation.rawValue) \(mode.rawValue) \(size)"
        if let display { text += " on \(display.rawValue)" }
        return text
    }
}
