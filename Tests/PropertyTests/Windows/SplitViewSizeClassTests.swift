import LayoutModel
import Testing

/// Every row of `Reference/split-view-size-classes.json`, reproduced from the
/// device catalog and the rules.
@Suite struct SplitViewSizeClassTests {
    static let table: SplitViewTable? = try? ReferenceData.load("split-view-size-classes.json")

    @Test func theTableLoadsWithAllItsRows() {
        #expect(Self.table?.rows.count == 28)
    }

    @Test(arguments: table?.rows ?? [])
    func rowIsDerived(_ row: SplitViewTable.Row) throws {
        let device = try #require(DeviceID(rawValue: row.device))
        let orientation = try #require(Orientation(rawValue: row.orientation))
        let mode = try #require(WindowMode(rawValue: row.mode))
        let rules = WindowRules.v18
        let window = try rules.window(device: device, orientation: orientation, mode: mode)
        #expect(window.size == Size(width: row.width, height: row.height))
        let classes = rules.sizeClasses(of: window)
        #expect(classes.horizontal.rawValue == row.horizontalSizeClass)
        #expect(classes.vertical.rawValue == row.verticalSizeClass)
    }

    /// The same rules on the iPads the table does not list: the panes and the
    /// divider fill the screen, and classes follow the threshold.
    @Test(arguments: DeviceID.allCases.filter { $0.device.idiom == .pad })
    func otherDevicesFollowTheSameRules(_ device: DeviceID) throws {
        let rules = WindowRules.v18
        for orientation in Orientation.allCases {
            let screen = device.device.screenSize(orientation)
            let third = try rules.window(device: device, orientation: orientation, mode: .splitThird)
            let twoThirds = try rules.window(device: device, orientation: orientation, mode: .splitTwoThirds)
            #expect(third.width + 10 + twoThirds.width == screen.width)
            #expect(third.height == screen.height && twoThirds.height == screen.height)
            #expect(third.width == device.device.splitNarrowWidth?[orientation])
            if orientation == .landscape {
                let half = try rules.window(device: device, orientation: orientation, mode: .splitHalf)
                #expect(half.width * 2 + 10 == screen.width)
            } else {
                #expect(throws: WindowError.self) {
                    try rules.window(device: device, orientation: orientation, mode: .splitHalf)
                }
            }
            let full = try rules.window(device: device, orientation: orientation, mode: .full)
            #expect(full.size == screen)
            #expect(rules.sizeClasses(of: full) == .regular)
            for window in [third, twoThirds] {
                let expected: SizeClass = window.width >= 678 ? .regular : .compact
                #expect(rules.sizeClasses(of: window) == SizeClasses(horizontal: expected, vertical: .regular))
                #expect(Points.isOnPixelGrid(window.width, scale: device.device.scale))
            }
            let slideOver = try rules.window(device: device, orientation: orientation, mode: .slideOver)
            #expect(slideOver.size == Size(width: device.device.slideOverWidth ?? 0, height: screen.height - 40))
            #expect(rules.sizeClasses(of: slideOver) == SizeClasses(horizontal: .compact, vertical: .regular))
        }
    }

    /// iPhones per the catalog: compact width in portrait; in landscape compact
    /// height and regular width on Plus and Max models only.
    @Test(arguments: DeviceID.allCases.filter { $0.device.idiom == .phone })
    func phones(_ device: DeviceID) throws {
        let rules = WindowRules.v18
        let portrait = try rules.window(device: device, orientation: .portrait)
        #expect(rules.sizeClasses(of: portrait) == SizeClasses(horizontal: .compact, vertical: .regular))
        let landscape = try rules.window(device: device, orientation: .landscape)
        let plus = [DeviceID.iphone8Plus, .iphone16Plus, .iphone16ProMax].contains(device)
        #expect(rules.sizeClasses(of: landscape)
            == SizeClasses(horizontal: plus ? .regular : .compact, vertical: .compact))
        for mode in WindowMode.allCases where mode != .full {
            #expect(throws: WindowError.modeUnavailable(mode, device: device, reason: "iPhones run apps full screen only")) {
                try rules.window(device: device, orientation: .portrait, mode: mode, size: Size(width: 400, height: 700))
            }
        }
    }
}
