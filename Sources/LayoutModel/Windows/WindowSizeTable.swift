/// The fixed size and the availability of every window mode on every device
/// in both orientations under the standard rules of one iPadOS version,
/// worked out once per process by the plain rules and then read by index.
///
/// ``WindowRules/fixedSize(of:device:orientation:)`` cut the screen into
/// tiles on every mode switch and rotation (about 138 instructions a call)
/// and ``WindowRules/unavailability(of:device:orientation:onDisplay:)`` walked
/// its checks (about 83). Both are functions of the catalog (immutable), the
/// OS and, for the sizes, four of the rules' parameters only, so a table made
/// from ``WindowRules/standard`` on the OS gives the same answers for any
/// rules whose four parameters are the standard ones
/// (``WindowRules/hasStandardFixedSizes``); availability on the device's own
/// screen depends on the OS alone. A table is built the first time its OS is
/// asked for (a global `let` is initialised once, thread-safely), so a run
/// pays for one OS: about 720 entries.
struct WindowSizeTable: Sendable {
    /// ``WindowRules/plainFixedSize(of:device:orientation:)`` by ``slot(_:_:_:)``.
    let sizes: [Size?]
    /// Whether ``WindowRules/plainUnavailability(of:device:orientation:onDisplay:)``
    /// is `nil` on the device's own screen, by ``slot(_:_:_:)``.
    let available: [Bool]
    /// What a resizable window has on every screen, by ``screenSlot(_:_:_:)``:
    /// ``WindowRules/systemBounds(screen:)`` of the screen and its scale.
    let screens: [Screen]
    /// The ``WindowRules/minimumResizableSize`` of the rules the table was
    /// made from: ``screens`` holds the system bounds of any rules on the OS
    /// with this minimum (the only parameter ``WindowRules/systemBounds(screen:)``
    /// reads besides ``WindowRules/os``).
    let minimumResizableSize: Size

    /// A screen a resizable window can be on, as the rules bound it.
    struct Screen: Sendable {
        /// ``WindowRules/systemBounds(screen:)``'s minimum: the smallest
        /// resizable window, or the screen if smaller.
        let minimum: Size
        /// The screen's size, the largest window
        /// (``WindowRules/screenSize(device:orientation:display:)``).
        let maximum: Size
        /// Pixels per point of the screen (``Window/scale``).
        let scale: Int
    }

    /// The table of `rules` (which the callers pass as the standard rules on an OS).
    init(_ rules: WindowRules) {
        var sizes: [Size?] = []
        var available: [Bool] = []
        let count = DeviceID.allCases.count * 2 * Self.modeCount
        sizes.reserveCapacity(count)
        available.reserveCapacity(count)
        // In slot order: device, then orientation, then mode.
        for device in DeviceID.allCases {
            for orientation in [Orientation.portrait, .landscape] {
                for mode in WindowMode.allCases {
                    sizes.append(rules.plainFixedSize(of: mode, device: device, orientation: orientation))
                    available.append(rules.plainUnavailability(of: mode, device: device, orientation: orientation) == nil)
                }
            }
        }
        self.sizes = sizes
        self.available = available
        // In screen slot order: the devices' screens, then the displays'.
        var screens: [Screen] = []
        screens.reserveCapacity(Self.screenCount)
        for device in DeviceID.allCases {
            for orientation in [Orientation.portrait, .landscape] {
                screens.append(Self.screen(rules, device: device, orientation: orientation, display: nil))
            }
        }
        for display in ExternalDisplayID.allCases {
            screens.append(Self.screen(rules, device: .ipadPro13M4, orientation: .landscape, display: display))
        }
        self.screens = screens
        self.minimumResizableSize = rules.minimumResizableSize
    }

    /// The screen of `device` in `orientation`, or of `display`, bounded by the plain rules of `rules`.
    static func screen(_ rules: WindowRules, device: DeviceID, orientation: Orientation,
                       display: ExternalDisplayID?) -> Screen {
        let bounds = rules.systemBounds(screen: rules.screenSize(device: device, orientation: orientation,
                                                                 display: display))
        return Screen(minimum: bounds.minimum, maximum: bounds.maximum, scale: display?.scale ?? device.scale)
    }

    /// How many screens ``screens`` holds: every device in both orientations, then every display.
    static let screenCount = DeviceID.allCases.count * 2 + ExternalDisplayID.allCases.count

    /// The index in ``screens`` of the screen a window of `device` in
    /// `orientation` on `display` is on: a display's (which is the same on
    /// every device, in either orientation), else the device's.
    @inline(__always) static func screenSlot(_ device: DeviceID, _ orientation: Orientation,
                                             _ display: ExternalDisplayID?) -> Int {
        if let display { return deviceScreens &+ display.index }
        return device.index &* 2 &+ (orientation == .portrait ? 0 : 1)
    }

    /// How many of ``screens`` are the devices' (the displays' follow).
    static let deviceScreens = DeviceID.allCases.count * 2

    /// How many window modes there are: the stride of one orientation's row.
    static let modeCount = WindowMode.allCases.count

    /// The index of `mode` on `device` in `orientation` in ``sizes`` and ``available``.
    @inline(__always) static func slot(_ mode: WindowMode, _ device: DeviceID, _ orientation: Orientation) -> Int {
        (device.index &* 2 &+ (orientation == .portrait ? 0 : 1)) &* modeCount &+ mode.ordinal
    }

    /// The table of the standard rules under iPadOS 18.
    static let v18 = WindowSizeTable(WindowRules.standard.on(.v18))
    /// The table of the standard rules under iPadOS 26.
    static let v26 = WindowSizeTable(WindowRules.standard.on(.v26))
    /// The table of the standard rules under iPadOS 27.
    static let v27 = WindowSizeTable(WindowRules.standard.on(.v27))

    /// The fixed size in `slot` of the standard rules under `os`. Each
    /// table's array read where it is kept (a table returned by value
    /// retained and released its arrays on every call).
    @inline(__always) static func size(_ os: OSVersion, _ slot: Int) -> Size? {
        switch os {
        case .v18: v18.sizes[slot]
        case .v26: v26.sizes[slot]
        case .v27: v27.sizes[slot]
        }
    }

    /// The screen in `slot` (``screenSlot(_:_:_:)``) under `os`, if the rules'
    /// smallest resizable window is `minimum`, the table's; `nil` for rules
    /// with another minimum, which work their bounds out by the plain rule.
    @inline(__always) static func screen(_ os: OSVersion, _ slot: Int, minimum: Size) -> Screen? {
        switch os {
        case .v18: v18.minimumResizableSize == minimum ? v18.screens[slot] : nil
        case .v26: v26.minimumResizableSize == minimum ? v26.screens[slot] : nil
        case .v27: v27.minimumResizableSize == minimum ? v27.screens[slot] : nil
        }
    }

    /// Whether the mode in `slot` is available on the device's own screen
    /// under `os` (read as ``size(_:_:)`` is).
    @inline(__always) static func isAvailable(_ os: OSVersion, _ slot: Int) -> Bool {
        switch os {
        case .v18: v18.available[slot]
        case .v26: v26.available[slot]
        case .v27: v27.available[slot]
        }
    }
}
