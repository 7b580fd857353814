/// How an app's scene follows its window's size, which depends on the app's
/// `UIRequiresFullScreen` key and the version of iPadOS.
///
/// Sources: Apple, TN3192 "Migrating your iPad app from the deprecated
/// UIRequiresFullScreen key" and the Information Property List pages
/// `UIRequiresFullScreen` and `UIRequiresFullScreenIgnoredStartingWithVersion`
/// (collected in `/work/shared/reference/ipados-26-27.md`).
public enum SceneSizing: String, Hashable, Sendable, CaseIterable {
    /// The scene is always its window's size: every app that does not
    /// require full screen, and one whose key the system ignores.
    case live
    /// The scene keeps its size (the full-screen size of its screen) and the
    /// system scales its presentation into the window: an app that requires
    /// full screen under iPadOS 26, in Windowed Apps, Stage Manager, a tile
    /// or Slide Over, and in iPadOS 16–18 Stage Manager ("In iPadOS 26 and
    /// later on an iPad that supports the Windowed Apps multitasking mode, or
    /// in iPadOS 16 or later on" an iPad with Stage Manager, the key's page).
    /// Under iPadOS 18 such an app also has no Split View or Slide Over.
    case scaled
    /// The scene keeps its size while the user drags the window's edge, and
    /// takes the window's size when the drag ends: an app that requires full
    /// screen, built with the iOS 27 SDK, under iPadOS 27 (TN3192). Every
    /// other change of the window (a tile, a rotation, full screen) resizes
    /// the scene at once.
    case discrete
}

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
    public func allows(_ mode: WindowMode, on os: OSVersion) -> Bool {
        guard !os.hasWindowing, mode.isSplit || mode == .slideOver else { return true }
        return sceneSizing(on: os) == .live
    }

    /// Whether the app is an iPhone app (`UIDeviceFamily` 1): its `devices`
    /// list names the `phone` idiom and selects no iPad. From iPadOS 27 such
    /// an app also runs on every iPad, resizable, compact at every width
    /// (fatbobman.com, "from size class to available space"; Apple Developer
    /// Forums thread 836088). Before 27 iPads run it in a compatibility mode
    /// the model does not have, so it is not launched there.
    public var isPhoneApp: Bool {
        guard let devices, devices.contains(.idiom(.phone)) else { return false }
        return !devices.contains { selector in
            DeviceID.allCases.contains { $0.idiom == .pad && selector.contains($0) }
        }
    }

    /// Whether the app runs on `device` under `os`: a device its `devices`
    /// list selects, or, for an iPhone app (``isPhoneApp``) from iPadOS 27,
    /// any iPad.
    public func runs(on device: DeviceID, os: OSVersion) -> Bool {
        runs(on: device) || (os >= .v27 && device.idiom == .pad && isPhoneApp)
    }

    /// The devices the app runs on under `os`, in catalog order.
    public func supportedDevices(on os: OSVersion) -> [DeviceID] {
        DeviceID.allCases.filter { runs(on: $0, os: os) }
    }
}
