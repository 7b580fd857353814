extension AppSpec {
    /// Whether the app sets `UIRequiresFullScreen` to true (`scene.requiresFullScreen`).
    public var requiresFullScreen: Bool { scene?.requiresFullScreen == true }

    /// How the app's scene follows its window under `os`: ``SceneSizing/live``
    /// unless the app requires full screen and its
    /// `requiresFullScreenIgnoredFrom` is not at or below `os`; then
    /// ``SceneSizing/discrete`` from iPadOS 27 (the model assumes an app is
    /// built with the SDK of the version it runs on), ``SceneSizing/scaled``
    /// before.
    public func sceneSizing(on os: OSVersion) -> SceneSizing {
        guard requiresFullScreen else { return .live }
        if let ignored = scene?.requiresFullScreenIgnoredFrom, ignored <= os { return .live }
        return os >= .v27 ? .discrete : .scaled
    }

    /// Whether `os` gives the app a window of `mode`: an app that requires
    /// full screen (and whose key `os` honours) has no Split View pane and no
    /// Slide Over under iPadOS 18, the multitasking it opts out of
    /// ("opts the app out of multitasking and dynamic resizing", the key's
    /// page). Every other mode the device has is allowed.
    /// An iPhone app (``isPhoneApp``) has full screen alone before iPadOS
    /// 27: on an iPad its iPhone-app window (`WindowRules+PhoneApps.swift`),
    /// which is never a Split View pane, Slide Over, a tile or a resizable
    /// window; on an iPhone the only mode there is.
    public func allows(_ mode: WindowMode, on os: OSVersion) -> Bool {
        if mode != .full, os < .v27, isPhoneApp { return false }
        guard !os.hasWindowing, mode.isSplit || mode == .slideOver else { return true }
        return sceneSizing(on: os) == .live
    }

    /// Whether the app is an iPhone app (`UIDeviceFamily` 1): its `devices`
    /// list names the `phone` idiom and selects no iPad. Such an app also
    /// runs on every iPad: before iPadOS 27 in an iPhone-size window
    /// (``runsInPhoneWindow(on:os:)``), from 27 resizable, compact at every
    /// width (fatbobman.com, "from size class to available space"; Apple
    /// Developer Forums thread 836088).
    public var isPhoneApp: Bool {
        guard let devices, devices.contains(.idiom(.phone)) else { return false }
        return !devices.contains { selector in
            DeviceID.allCases.contains { $0.idiom == .pad && selector.contains($0) }
        }
    }

    /// Whether the app runs on `device` under `os`: a device its `devices`
    /// list selects, or, for an iPhone app (``isPhoneApp``), any iPad (in
    /// its iPhone-app window before iPadOS 27).
    public func runs(on device: DeviceID, os: OSVersion) -> Bool {
        runs(on: device) || (device.idiom == .pad && isPhoneApp)
    }

    /// Whether `device` runs the app in the iPhone-app window of iPadOS 18
    /// and 26 (`WindowRules+PhoneApps.swift`): an iPhone app on an iPad
    /// before iPadOS 27.
    public func runsInPhoneWindow(on device: DeviceID, os: OSVersion) -> Bool {
        os < .v27 && device.idiom == .pad && isPhoneApp
    }

    /// The devices the app runs on under `os`, in catalog order.
    public func supportedDevices(on os: OSVersion) -> [DeviceID] {
        DeviceID.allCases.filter { runs(on: $0, os: os) }
    }
}
