extension WindowRules {
    /// Makes the window the system gives an app on `device` in `orientation`
    /// and `mode`.
    ///
    /// - Parameters:
    ///   - device: the device.
    ///   - orientation: the device's orientation.
    ///   - mode: the window mode.
    ///   - size: the size of a `stage` window: required for `stage`, refused
    ///     for the fixed-size modes; it must be finite, on the screen's pixel
    ///     grid, and within ``systemBounds(screen:)``.
    ///   - display: an external display to put a `stage` window on.
    ///   - restrictions: the scene's size restrictions, honoured (clamped by
    ///     ``effectiveBounds(for:screen:)``) for resizable windows only.
    /// - Throws: ``WindowError`` naming what is unavailable or out of range.
    public func window(
        device: DeviceID, orientation: Orientation = .landscape, mode: WindowMode = .full,
        size: Size? = nil, display: ExternalDisplayID? = nil,
        restrictions: SceneSizeRestrictions = .none
    ) throws(WindowError) -> Window {
        if let error = unavailability(of: mode, device: device, orientation: orientation, onDisplay: display != nil) {
            throw error
        }
        guard mode.isResizable(on: os) else {
            if size != nil { throw .sizeNotAllowed(mode, os: os) }
            // Safe: every available fixed mode has a size.
            let fixed = fixedSize(of: mode, device: device, orientation: orientation) ?? .zero
            return Window(device: device, orientation: orientation, mode: mode, requestedSize: fixed, size: fixed, os: os)
        }
        let screen = screenSize(device: device, orientation: orientation, display: display)
        let scale = display?.display.scale ?? device.scale
        if size == nil, mode == .slideOver, let panel = fixedSize(of: mode, device: device, orientation: orientation) {
            // The 26.1 panel opens at the catalog's Slide Over size.
            let fitted = fit(panel, into: effectiveBounds(for: restrictions, screen: screen), scale: scale)
            return Window(device: device, orientation: orientation, mode: mode, requestedSize: panel, size: fitted, os: os)
        }
        guard let size else { throw .sizeRequired(mode) }
        let system = systemBounds(screen: screen)
        // Width, then height (a loop over `Axis.allCases` read the cases'
        // array and subscripted the sizes by axis).
        try Self.check(size.width, along: .width, lower: system.minimum.width, upper: system.maximum.width,
                       scale: scale)
        try Self.check(size.height, along: .height, lower: system.minimum.height, upper: system.maximum.height,
                       scale: scale)
        let fitted = fit(size, into: effectiveBounds(for: restrictions, screen: screen), scale: scale)
        return Window(device: device, display: display, orientation: orientation, mode: mode,
                      requestedSize: size, size: fitted, os: os)
    }

    /// Checks a requested `stage` size's extent `value` along `axis`: finite
    /// and positive, on the pixel grid of `scale`, within `lower...upper`.
    @inline(__always) private static func check(_ value: Double, along axis: Axis, lower: Double, upper: Double,
                                                scale: Int) throws(WindowError) {
        guard value.isFinite, value > 0 else { throw .sizeNotFinite(axis: axis, value: value) }
        guard Points.isOnPixelGrid(value, scale: scale) else {
            throw .sizeOffPixelGrid(axis: axis, value: value, scale: scale)
        }
        guard value >= lower, value <= upper else {
            throw .sizeOutOfRange(axis: axis, value: value, lower: lower, upper: upper)
        }
    }

    /// `window` after the device rotates.
    ///
    /// Fixed-size windows take their mode's size in the new orientation (a half
    /// split becomes ``halfSplitInPortrait`` in portrait and a half split again
    /// in landscape); resizable windows keep their requested size, clamped to
    /// the rotated screen; windows on an external display keep their size.
    /// Rotating twice gives back the same window.
    public func rotated(_ window: Window, restrictions: SceneSizeRestrictions = .none) -> Window {
        var result = window
        result.orientation = window.orientation.rotated
        if window.display != nil { return result }
        if window.isResizable {
            let (bounds, scale) = resizableBounds(for: restrictions, device: window.device,
                                                  orientation: result.orientation, display: nil)
            result.size = fit(window.requestedSize, into: bounds, scale: scale)
            return result
        }
        var mode = window.requestedMode
        if mode == .splitHalf && result.orientation == .portrait { mode = halfSplitInPortrait }
        if mode.isThird && result.orientation == .portrait {
            guard let half = mode.thirdInPortrait else {
                // The middle third is hidden: it keeps its mode and size.
                result.mode = mode
                return result
            }
            mode = half
        }
        let size = fixedSize(of: mode, device: window.device, orientation: result.orientation) ?? window.size
        result.mode = mode
        result.size = size
        result.requestedSize = size
        return result
    }

    /// `window` switched to `mode` on the device's own screen (leaving an
    /// external display if it was on one).
    ///
    /// - Parameters:
    ///   - window: the window to switch.
    ///   - mode: the mode to switch to.
    ///   - size: for `stage`, the size the user asks for; without it a
    ///     window keeps its current size. Ignored by the fixed-size modes.
    ///   - restrictions: the scene's size restrictions.
    /// - Throws: ``WindowError/modeUnavailable(_:device:reason:)`` when the
    ///   device has no such mode in its orientation.
    public func switched(
        _ window: Window, to mode: WindowMode, size: Size? = nil,
        restrictions: SceneSizeRestrictions = .none
    ) throws(WindowError) -> Window {
        if let error = unavailability(of: mode, device: window.device, orientation: window.orientation) {
            throw error
        }
        var result = window
        result.display = nil
        result.mode = mode
        result.requestedMode = mode
        if mode.isResizable(on: window.os) {
            let panel = mode == .slideOver ? fixedSize(of: mode, device: window.device, orientation: window.orientation) : nil
            let requested = size ?? panel ?? window.frameSize
            result.requestedSize = requested
            let (bounds, scale) = resizableBounds(for: restrictions, device: window.device,
                                                  orientation: window.orientation, display: nil)
            result.size = fit(requested, into: bounds, scale: scale)
        } else {
            let fixed = fixedSize(of: mode, device: window.device, orientation: window.orientation) ?? window.size
            result.requestedSize = fixed
            result.size = fixed
        }
        return result
    }

    /// `window` resized by the user to `requested`: clamped into the bounds the
    /// restrictions and the screen allow, on the pixel grid. Windows of the
    /// fixed-size modes cannot be resized; they come back unchanged, as does a
    /// request that is not finite and positive.
    public func resized(
        _ window: Window, to requested: Size, restrictions: SceneSizeRestrictions = .none
    ) -> Window {
        guard window.isResizable, requested.isFiniteAndNonNegative,
              requested.width > 0, requested.height > 0 else { return window }
        var result = window
        result.requestedSize = requested
        let (bounds, scale) = resizableBounds(for: restrictions, device: window.device,
                                              orientation: window.orientation, display: window.display)
        result.size = fit(requested, into: bounds, scale: scale)
        return result
    }

    /// ``resized(_:to:restrictions:)`` by the plain rules, without
    /// ``WindowSizeTable``: what the table is checked against.
    func plainResized(
        _ window: Window, to requested: Size, restrictions: SceneSizeRestrictions = .none
    ) -> Window {
        guard window.isResizable, requested.isFiniteAndNonNegative,
              requested.width > 0, requested.height > 0 else { return window }
        var result = window
        result.requestedSize = requested
        result.size = fit(requested, into: effectiveBounds(
            for: restrictions, screen: screenSize(of: window)), scale: window.scale)
        return result
    }

    /// `window` moved to the external display `display` as a stage window
    /// keeping its requested size (clamped to the display), or with `nil` back
    /// to the device's screen as a stage window.
    ///
    /// - Throws: ``WindowError/displayUnavailable(device:reason:)`` on devices
    ///   without Stage Manager.
    public func moved(
        _ window: Window, to display: ExternalDisplayID?, restrictions: SceneSizeRestrictions = .none
    ) throws(WindowError) -> Window {
        if let error = unavailability(of: .stage, device: window.device,
                                      orientation: window.orientation, onDisplay: true) {
            throw error
        }
        var result = window
        result.display = display
        result.mode = .stage
        result.requestedMode = .stage
        let (bounds, scale) = resizableBounds(for: restrictions, device: window.device,
                                              orientation: window.orientation, display: display)
        result.size = fit(window.requestedSize, into: bounds, scale: scale)
        return result
    }
}
