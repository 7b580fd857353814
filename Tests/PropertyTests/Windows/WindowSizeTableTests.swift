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
