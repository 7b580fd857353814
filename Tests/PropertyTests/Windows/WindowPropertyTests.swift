import LayoutModel
import Testing

/// Properties of the window model, checked exhaustively over grids of sizes.
@Suite struct WindowPropertyTests {
    let rules = WindowRules.v18
    static let stageDevices = DeviceID.allCases.filter { $0.device.supportsStageManager }

    /// Every window the rules hand out on `device`: each fixed mode in each
    /// orientation, and stage windows on a grid of sizes.
    func windows(on device: DeviceID) -> [Window] {
        var result: [Window] = []
        for orientation in Orientation.allCases {
            for mode in WindowMode.allCases where mode != .stage {
                if let window = try? rules.window(device: device, orientation: orientation, mode: mode) {
                    result.append(window)
                }
            }
            guard device.device.supportsStageManager else { continue }
            let screen = device.device.screenSize(orientation)
            for width in stride(from: 375.0, through: screen.width, by: 97.5) {
                for height in stride(from: 605.0, through: screen.height, by: 151.5) {
                    if let window = try? rules.window(device: device, orientation: orientation, mode: .stage,
                                                      size: Size(width: width, height: height)) {
                        result.append(window)
                    }
                }
            }
        }
        return result
    }

    @Test(arguments: stageDevices)
    func horizontalClassIsMonotoneInWidthAndSwitchesAt678(_ device: DeviceID) throws {
        for orientation in Orientation.allCases {
            let screen = device.device.screenSize(orientation)
            var previous = SizeClass.compact
            var switchedAt: Double?
            for width in stride(from: 375.0, through: screen.width, by: 0.5) {
                let window = try rules.window(device: device, orientation: orientation, mode: .stage,
                                              size: Size(width: width, height: 800))
                let current = rules.sizeClasses(of: window).horizontal
                #expect(!(previous == .regular && current == .compact), "width \(width)")
                if previous == .compact && current == .regular { switchedAt = width }
                previous = current
            }
            #expect(switchedAt == 678)
        }
    }

    @Test(arguments: DeviceID.allCases)
    func rotatingTwiceGivesTheSameWindow(_ device: DeviceID) {
        let restrictions = SceneSizeRestrictions(
            minimum: Size(width: 400, height: 300), maximum: Size(width: 1200, height: 900))
        for window in windows(on: device) {
            #expect(rules.rotated(rules.rotated(window)) == window, "\(window)")
            #expect(rules.rotated(rules.rotated(window, restrictions: restrictions), restrictions: restrictions)
                == rules.rotated(rules.rotated(window, restrictions: restrictions), restrictions: restrictions))
            let once = rules.rotated(window)
            #expect(once.orientation == window.orientation.rotated)
            #expect(once.size.isWithin(.zero, rules.screenSize(of: once)))
        }
    }

    @Test func halfSplitBecomesTwoThirdsInPortraitAndComesBack() throws {
        let half = try rules.window(device: .ipadPro12_9, orientation: .landscape, mode: .splitHalf)
        let portrait = rules.rotated(half)
        #expect(portrait.mode == .splitTwoThirds)
        #expect(portrait.requestedMode == .splitHalf)
        #expect(portrait.size == Size(width: 639, height: 1366))
        #expect(rules.rotated(portrait) == half)
    }

    @Test func stageWindowClampedByRotationGetsItsSizeBack() throws {
        let window = try rules.window(device: .ipadPro12_9, orientation: .landscape, mode: .stage,
                                      size: Size(width: 1200, height: 900))
        let portrait = rules.rotated(window)
        #expect(portrait.size == Size(width: 1024, height: 900))
        #expect(rules.rotated(portrait).size == Size(width: 1200, height: 900))
    }

    /// Restrictions from a grid of awkward values (zero, below the system
    /// minimum, between, above the screen, unbounded) always clamp into what
    /// the system can give, and resized windows land inside on the pixel grid.
    @Test(arguments: stageDevices)
    func restrictionsAlwaysClampIntoTheSystemsBounds(_ device: DeviceID) {
        let values: [Double] = [0, 100, 374.5, 400.3, 605, 999.5, 1366, 3000, .infinity]
        let requests = [Size(width: 1, height: 1), Size(width: 500.25, height: 700.75), Size(width: 5000, height: 5000)]
        for orientation in Orientation.allCases {
            let screen = device.device.screenSize(orientation)
            let system = rules.systemBounds(screen: screen)
            let stage = try? rules.window(device: device, orientation: orientation, mode: .stage, size: system.minimum)
            for minWidth in values { for maxWidth in values { for minHeight in values { for maxHeight in values {
                let restrictions = SceneSizeRestrictions(
                    minimum: Size(width: minWidth, height: minHeight),
                    maximum: Size(width: maxWidth, height: maxHeight))
                let bounds = rules.effectiveBounds(for: restrictions, screen: screen)
                #expect(bounds.minimum.isWithin(system.minimum, system.maximum))
                #expect(bounds.maximum.isWithin(system.minimum, system.maximum))
                #expect(bounds.minimum.width <= bounds.maximum.width && bounds.minimum.height <= bounds.maximum.height)
                guard let stage else { continue }
                for request in requests {
                    let resized = rules.resized(stage, to: request, restrictions: restrictions)
                    #expect(resized.size.isWithin(system.minimum, system.maximum))
                    #expect(Points.isOnPixelGrid(resized.width, scale: 2) && Points.isOnPixelGrid(resized.height, scale: 2))
                    let consistent = minWidth <= maxWidth && minHeight <= maxHeight
                        && restrictions.minimum.isWithin(system.minimum, system.maximum)
                        && restrictions.maximum.isWithin(system.minimum, .unbounded)
                    if consistent {
                        // Within the restrictions, each rounded outward to the 0.5 pt grid.
                        func grid(_ size: Size) -> Size {
                            Size(width: (size.width * 2).rounded(.up) / 2, height: (size.height * 2).rounded(.up) / 2)
                        }
                        #expect(resized.size.isWithin(
                            Size(width: (minWidth * 2).rounded(.down) / 2, height: (minHeight * 2).rounded(.down) / 2),
                            grid(restrictions.maximum)))
                    }
                }
            } } } }
        }
    }

    @Test func minimumAboveMaximumIsALintAndTheMinimumWins() throws {
        let restrictions = SceneSizeRestrictions(
            minimum: Size(width: 900, height: 300), maximum: Size(width: 700, height: 900))
        #expect(restrictions.lints == [.minimumAboveMaximum(axis: .width, minimum: 900, maximum: 700)])
        let screen = Size(width: 1366, height: 1024)
        let bounds = rules.effectiveBounds(for: restrictions, screen: screen)
        #expect(bounds.minimum == Size(width: 900, height: 605))
        #expect(bounds.maximum == Size(width: 900, height: 900))
        var maximumWins = rules
        maximumWins.restrictionConflict = .maximumWins
        #expect(maximumWins.effectiveBounds(for: restrictions, screen: screen).minimum == Size(width: 700, height: 605))
        let window = try rules.window(device: .ipadPro12_9, mode: .stage, size: Size(width: 600, height: 700),
                                      restrictions: restrictions)
        #expect(window.size == Size(width: 900, height: 700))
        #expect(rules.lints(for: SceneSizeRestrictions(minimum: Size(width: 1400, height: 0),
                                                       maximum: Size(width: 1500, height: 500)), screen: screen)
            == [.minimumAboveScreen(axis: .width, minimum: 1400, screen: 1366),
                .maximumBelowSystemMinimum(axis: .height, maximum: 500, systemMinimum: 605)])
    }

    @Test func restrictionsAreIgnoredWhereWindowsAreNotResizable() throws {
        let restrictions = SceneSizeRestrictions(minimum: Size(width: 400, height: 300))
        let third = try rules.window(device: .ipadPro11, orientation: .landscape, mode: .splitThird,
                                     restrictions: restrictions)
        #expect(third.width == 375)
        #expect(rules.resized(third, to: Size(width: 800, height: 800), restrictions: restrictions) == third)
    }

    @Test func modeSwitchesAndDisplays() throws {
        let full = try rules.window(device: .ipadPro11, orientation: .landscape)
        let stage = try rules.switched(full, to: .stage, size: Size(width: 700, height: 700))
        #expect(stage.size == Size(width: 700, height: 700) && stage.mode == .stage)
        #expect(try rules.switched(stage, to: .full) == full)
        let external = try rules.moved(stage, to: .display1080p)
        #expect(external.display == .display1080p && external.size == Size(width: 700, height: 700))
        #expect(rules.sizeClasses(of: external) == SizeClasses(horizontal: .regular, vertical: .regular))
        let wide = rules.resized(external, to: Size(width: 1900.5, height: 1000))
        #expect(wide.size == Size(width: 1900, height: 1000))  // 1x display: whole points
        #expect(rules.rotated(wide).size == wide.size)
        #expect(try rules.moved(wide, to: nil).size == Size(width: 1194, height: 834))
        let mini = try rules.window(device: .ipadMini6)
        #expect(throws: WindowError.displayUnavailable(device: .ipadMini6, reason: "it has no Stage Manager (the display mirrors)")) {
            try rules.moved(mini, to: .display1080p)
        }
        #expect(throws: WindowError.modeUnavailable(.stage, device: .ipadMini6, reason: "it has no Stage Manager")) {
            try rules.switched(mini, to: .stage)
        }
    }

    @Test func windowSizesAreCheckedAgainstTheSystem() {
        #expect(throws: WindowError.sizeRequired(.stage)) { try rules.window(device: .ipadPro11, mode: .stage) }
        #expect(throws: WindowError.sizeNotAllowed(.full)) {
            try rules.window(device: .ipadPro11, size: Size(width: 500, height: 500))
        }
        #expect(throws: WindowError.sizeOutOfRange(axis: .width, value: 300, lower: 375, upper: 1194)) {
            try rules.window(device: .ipadPro11, mode: .stage, size: Size(width: 300, height: 700))
        }
        #expect(throws: WindowError.sizeOffPixelGrid(axis: .height, value: 700.25, scale: 2)) {
            try rules.window(device: .ipadPro11, mode: .stage, size: Size(width: 500, height: 700.25))
        }
        #expect(throws: WindowError.sizeNotFinite(axis: .width, value: -5)) {
            try rules.window(device: .ipadPro11, mode: .stage, size: Size(width: -5, height: 700))
        }
    }
}
