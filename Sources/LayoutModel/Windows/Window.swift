/// A window an app is given: where it is, how it is presented, and its size.
///
/// Windows are made and changed by ``WindowRules``, which derives every size
/// from the device catalog and the rules; a `Window` is plain data.
public struct Window: Hashable, Sendable {
    // The one-byte fields come first, so the sizes need no padding between them.
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
    /// The idiom the app sees (`UITraitCollection.userInterfaceIdiom`): the
    /// device's, or ``Idiom/phone`` for an iPhone app running on an iPad
    /// (resizable from iPadOS 27).
    public var idiom: Idiom
    /// The version of iPadOS that made the window (and whose rules change it).
    public var os: OSVersion
    /// The size the user last asked for, for resizable windows: kept so that a
    /// window clamped by a rotation gets its size back when rotated back.
    /// Equal to ``size`` for the other modes.
    public var requestedSize: Size
    /// The window's size in points, as the app sees it: the size of its
    /// scene, which the layout and the invariants use.
    public var size: Size
    /// The window's size on its screen, in points: equal to ``size`` except
    /// for an app that requires full screen (`UIRequiresFullScreen`), whose
    /// scene keeps its size while the window is scaled (iPadOS 26) or waits
    /// for the end of a drag (iPadOS 27); see `SceneSizing`.
    public var frameSize: Size

    /// Creates a window from its parts. Prefer ``WindowRules/window(device:orientation:mode:size:display:restrictions:)``,
    /// which checks and derives them.
    public init(
        device: DeviceID, display: ExternalDisplayID? = nil, orientation: Orientation,
        mode: WindowMode, requestedMode: WindowMode? = nil, requestedSize: Size, size: Size,
        os: OSVersion = .current, frameSize: Size? = nil, idiom: Idiom? = nil
    ) {
        self.os = os
        self.frameSize = frameSize ?? size
        self.idiom = idiom ?? device.idiom
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

    /// Whether the window's scene is not the size of the window on screen
    /// (``size`` differs from ``frameSize``): a scaled presentation, or a
    /// drag whose end the scene waits for.
    @inlinable public var isScaled: Bool { size != frameSize }

    /// The window as the system's rules see it: its size on screen.
    public var onScreen: Window {
        var window = self
        window.size = frameSize
        return window
    }
}

extension Window: CustomStringConvertible {
    /// A one-line description: `ipad-pro-12.9 landscape split-half 678x1024`,
    /// with `on display-1080p` for windows on an external display.
    public var description: String {
        var text = "\(device.rawValue) \(orientation.rawValue) \(mode.rawValue) \(size)"
        if let display { text += " on \(display.rawValue)" }
        if isScaled { text += " shown at \(frameSize)" }
        return text
    }
}
