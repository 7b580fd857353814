/// The fixed size and the availability of every window mode on every device
/// in both orientations under the standard rules of one iPadOS version,
/// worked out once per process by the plain rules and then read by index
/// (issue 25).
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
    }

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
