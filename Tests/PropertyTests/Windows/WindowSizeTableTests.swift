@testable import LayoutModel
import Testing

/// ``WindowSizeTable``, the fixed sizes and availability worked out once per
/// OS: the tabled answers are the plain rules' for every OS, device,
/// orientation and mode, for the standard rules and for rules whose size
/// parameters differ (which must not read the standard table).
@Suite struct WindowSizeTableTests {
    /// Rules on every OS: the standard ones, and ones with each parameter a
    /// fixed size reads changed (the table holds the standard sizes only).
    static let rules: [WindowRules] = OSVersion.allCases.flatMap { os -> [WindowRules] in
        var divider = WindowRules.standard.on(os)
        divider.splitDividerWidth = 12
        var inset = WindowRules.standard.on(os)
        inset.slideOverHeightInset = 30
        var gap = WindowRules.standard.on(os)
        gap.windowing.tileGap = 0
        var panel = WindowRules.standard.on(os)
        panel.windowing.slideOverWidth = 400
        var unrelated = WindowRules.standard.on(os)
        unrelated.regularWidthThreshold = 700
        return [WindowRules.standard.on(os), divider, inset, gap, panel, unrelated]
    }

    /// `fixedSize` and `unavailability` (on the screen and on a display) equal
    /// the plain rules' for every device, orientation and mode.
    @Test(arguments: rules)
    func tableAnswersAsThePlainRules(_ rules: WindowRules) {
        for device in DeviceID.allCases {
            for orientation in Orientation.allCases {
                for mode in WindowMode.allCases {
                    #expect(rules.fixedSize(of: mode, device: device, orientation: orientation)
                            == rules.plainFixedSize(of: mode, device: device, orientation: orientation),
                            "\(mode) on \(device) in \(orientation)")
                    for onDisplay in [false, true] {
                        #expect(rules.unavailability(of: mode, device: device, orientation: orientation, onDisplay: onDisplay)
                                == rules.plainUnavailability(of: mode, device: device, orientation: orientation,
                                                             onDisplay: onDisplay),
                                "\(mode) on \(device) in \(orientation), display \(onDisplay)")
                    }
                }
            }
        }
    }

    /// Known answers read through the table: the 13-inch iPad Pro (M4)'s left
    /// half and Slide Over panel under iPadOS 26, a half split in portrait
    /// under 18, and the modes an iPhone lacks.
    @Test func knownSizes() {
        let rules = WindowRules.standard.on(.v26)
        #expect(rules.fixedSize(of: .leftHalf, device: .ipadPro13M4, orientation: .landscape)
                == Size(width: 684, height: 1032))
        #expect(rules.fixedSize(of: .full, device: .ipadPro13M4, orientation: .portrait)
                == Size(width: 1032, height: 1376))
        #expect(rules.fixedSize(of: .stage, device: .ipadPro13M4, orientation: .landscape) == nil)
        #expect(rules.unavailability(of: .leftThird, device: .ipadPro13M4, orientation: .landscape) == nil)
        #expect(rules.unavailability(of: .leftThird, device: .ipadPro13M4, orientation: .portrait) != nil)
        #expect(rules.unavailability(of: .leftHalf, device: .iphone16, orientation: .landscape) != nil)
        #expect(WindowRules.standard.on(.v18).unavailability(of: .splitHalf, device: .ipadPro13M4,
                                                             orientation: .portrait) != nil)
        #expect(WindowRules.standard.on(.v18).unavailability(of: .leftHalf, device: .ipadPro13M4,
                                                             orientation: .landscape) != nil)
    }

    /// Rules on every OS whose resizable bounds the screen table holds (the
    /// standard ones, with either conflict policy) or must not hold (a
    /// smaller or larger minimum window, under 18 and under 26 and later).
    static let boundsRules: [WindowRules] = OSVersion.allCases.flatMap { os -> [WindowRules] in
        var maximumWins = WindowRules.standard.on(os)
        maximumWins.restrictionConflict = .maximumWins
        var smaller = WindowRules.standard.on(os)
        smaller.minimumWindowSize = Size(width: 300, height: 400)
        var larger = WindowRules.standard.on(os)
        larger.windowing.minimumWindowSize = Size(width: 500, height: 700)
        return [WindowRules.standard.on(os), maximumWins, smaller, larger]
    }

    /// Restrictions that leave the system's bounds, fall inside them, cross
    /// the screen, conflict on either axis, or sit off the pixel grid.
    static let restrictions: [SceneSizeRestrictions] = [
        .none,
        SceneSizeRestrictions(minimum: Size(width: 500, height: 400), maximum: Size(width: 900, height: 800)),
        SceneSizeRestrictions(minimum: Size(width: 2000, height: 100), maximum: .unbounded),
        SceneSizeRestrictions(minimum: .zero, maximum: Size(width: 200, height: 3000)),
        SceneSizeRestrictions(minimum: Size(width: 800, height: 900), maximum: Size(width: 700, height: 600)),
        SceneSizeRestrictions(minimum: Size(width: 333.3, height: 0), maximum: Size(width: 1000.25, height: 701.7)),
    ]

    /// The resizable bounds and scale read through the screen table equal
    /// the plain rule's (``WindowRules/effectiveBounds(for:screen:)`` of the
    /// window's screen) for every OS, device, orientation, display and set
    /// of restrictions, for rules the table holds and rules it does not.
    @Test(arguments: boundsRules)
    func screenTableBoundsAsThePlainRule(_ rules: WindowRules) {
        for device in DeviceID.allCases {
            for orientation in Orientation.allCases {
                for display in [nil] + ExternalDisplayID.allCases {
                    for restrictions in Self.restrictions {
                        let tabled = rules.resizableBounds(for: restrictions, device: device,
                                                           orientation: orientation, display: display)
                        let plain = rules.plainResizableBounds(for: restrictions, device: device,
                                                               orientation: orientation, display: display)
                        #expect(tabled.bounds.minimum == plain.bounds.minimum && tabled.bounds.maximum
                                == plain.bounds.maximum && tabled.scale == plain.scale,
                                "\(device) \(orientation) \(String(describing: display)) \(restrictions)")
                    }
                }
            }
        }
    }

    /// `resized` (through the screen table) equals the plain rule's over a
    /// seeded sweep of stage and windowed windows and requested sizes on
    /// every OS, device, orientation and display.
    @Test(arguments: boundsRules)
    func resizedAsThePlainRule(_ rules: WindowRules) {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Double) -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double((seed >> 33) % 100_000) / 100_000 * bound
        }
        var checked = 0
        for device in DeviceID.allCases {
            for orientation in Orientation.allCases {
                for display in [nil] + ExternalDisplayID.allCases {
                    for mode in [WindowMode.stage, .windowed, .slideOver, .full] {
                        let size = Size(width: 400, height: 700)
                        let window = Window(device: device, display: display, orientation: orientation, mode: mode,
                                            requestedSize: size, size: size, os: rules.os)
                        for restrictions in Self.restrictions {
                            for _ in 0..<8 {
                                let requested = Size(width: next(3200) - 50, height: (next(2000) * 2).rounded() / 2)
                                #expect(rules.resized(window, to: requested, restrictions: restrictions)
                                        == rules.plainResized(window, to: requested, restrictions: restrictions),
                                        "\(window) to \(requested) \(restrictions)")
                                checked += 1
                            }
                        }
                    }
                }
            }
        }
        #expect(checked == DeviceID.allCases.count * 2 * 5 * 4 * Self.restrictions.count * 8)
    }

    /// Known bounds read through the screen table: the smallest window is
    /// the OS's minimum, or the screen where that is smaller (an iPhone in
    /// landscape under 18, 375 x 375), and a display's screen is its own.
    @Test func knownScreenBounds() {
        let v26 = WindowRules.standard.on(.v26)
        let pro = v26.resizableBounds(for: .none, device: .ipadPro13M4, orientation: .portrait, display: nil)
        #expect(pro.bounds.minimum == Size(width: 320, height: 320))
        #expect(pro.bounds.maximum == Size(width: 1032, height: 1376))
        #expect(pro.scale == 2)
        let display = v26.resizableBounds(for: .none, device: .ipadPro13M4, orientation: .portrait,
                                          display: .display1080p)
        #expect(display.bounds.maximum == Size(width: 1920, height: 1080))
        #expect(display.scale == 1)
        let phone = WindowRules.standard.on(.v18).resizableBounds(for: .none, device: .iphoneSE,
                                                                  orientation: .landscape, display: nil)
        #expect(phone.bounds.minimum == Size(width: 375, height: 375))
        #expect(phone.scale == 2)
    }

    /// The table has a slot for every device, orientation and mode, each its own.
    /// A mode's ordinal, the column of every per-mode table, is its
    /// position in `allCases`.
    @Test func aModesOrdinalIsItsPositionInAllCases() {
        #expect(WindowMode.allCases.map(\.ordinal) == Array(0..<18))
        #expect(WindowMode.allCases.count == 18)
    }

    @Test func slotsAreDistinctAndDense() {
        var seen = [Bool](repeating: false, count: WindowSizeTable.v26.sizes.count)
        for device in DeviceID.allCases {
            for orientation in Orientation.allCases {
                for mode in WindowMode.allCases {
                    let slot = WindowSizeTable.slot(mode, device, orientation)
                    #expect(!seen[slot])
                    seen[slot] = true
                }
            }
        }
        #expect(seen.allSatisfy { $0 })
    }
}
