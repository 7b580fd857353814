@testable import SizeFuzz
import LayoutModel
import Testing

/// The region in two dimensions: rectangles of window sizes on the failing
/// device for a window that can be resized, the devices and orientations
/// where it cannot.
@Suite struct RegionMapTests {
    /// The map of the failure of `invariant` in `scenario`.
    static func map(_ app: AppSpec, _ window: String, _ events: [String], _ invariant: InvariantName,
                    platform: Platform = .standard) throws -> RegionMap {
        let model = AppModel(app, platform: platform)
        let scenario = try Scenario(window: window, events: events, rules: platform.windows)
        let violation = try #require(scenario.evaluate(on: model, invariants: InvariantSet([invariant])).violations.first)
        return try #require(RegionFinder(model: model, invariant: invariant).locate(scenario, failingAt: violation).map)
    }

    static func sizes(_ map: RegionMap) throws -> SizeRegion {
        guard case let .sizes(sizes) = map else { Issue.record("\(map) is not sizes"); throw RegionMapError.wrongKind }
        return sizes
    }

    enum RegionMapError: Error { case wrongKind }

    /// fixed-sidebar's HStack needs 300 + 320 pt: it fails in every window
    /// narrower than that, whatever its height.
    @Test func theFixedSidebarFailsBelowItsWidthAtEveryHeight() throws {
        let sizes = try Self.sizes(Self.map(.fixedSidebar, "ipad-pro-11 landscape left-half", [], .noFixedWidthOverflow))
        let needs = 300.0 + 320
        #expect(sizes.rectangles == [SizeRectangle(width: 320...(needs - 0.5), height: 320...834)])
        #expect(sizes.device == .ipadPro11 && sizes.orientation == .landscape && sizes.display == nil)
        #expect(sizes.width == 320...1194 && sizes.height == 320...834 && sizes.window == Size(width: 593, height: 834))
        #expect(sizes.settled)
        #expect(sizes.lines == ["width 320...619.5 × any height (ipad-pro-11 landscape; windows 320...1194 × 320...834)"])
    }

    /// fixed-grid-count's four 100 pt columns beside a tiled sidebar: only a
    /// regular window wider than tall tiles the sidebar (a split view's
    /// automatic style overlays it otherwise), and only one narrower than
    /// the sidebar and the grid is too narrow. The issue's 740x720 window is in
    /// it; 740x741 is not.
    @Test func theFixedGridCountFailsInRegularWindowsWiderThanTall() throws {
        let platform = Platform.standard
        let map = try Self.map(.fixedGridCount, "ipad-pro-11 landscape slide-over 678x677.5", ["select-sidebar recents"], .gridFits)
        let sizes = try Self.sizes(map)
        let sidebar = SplitViewSpec(sidebar: ["recents"]).columns(platform.splitView).sidebar.clampedIdeal
        let grid = 4 * 100 + 3 * GridItem.defaultSpacing
        let widest = sidebar + grid - 0.5, regular = platform.windows.regularWidthThreshold
        #expect(sizes.rectangles == [SizeRectangle(width: regular...widest, height: 320...(widest - 0.5), shape: .widerThanTall)])
        #expect(sizes.rectangles == [SizeRectangle(width: 678...743.5, height: 320...743, shape: .widerThanTall)])
        #expect(sizes.contains(Size(width: 740, height: 720)) && !sizes.contains(Size(width: 740, height: 741)))
        #expect(sizes.lines == ["width 678...743.5 × height 320...743, wider than tall (ipad-pro-11 landscape; windows 320...1194 × 320...834)"])
    }

    /// The map agrees with the model wherever it is asked: every 24 pt across
    /// the screen, and each side of every edge.
    @Test func theFixedGridCountMapAgreesWithTheModelEverywhere() throws {
        let model = AppModel(.fixedGridCount)
        let scenario = try Scenario(window: "ipad-pro-11 landscape slide-over 678x677.5", events: ["select-sidebar recents"])
        let violation = try #require(scenario.evaluate(on: model, invariants: [.gridFits]).violations.first)
        let finder = RegionFinder(model: model, invariant: .gridFits)
        let sizes = try Self.sizes(try #require(finder.locate(scenario, failingAt: violation).map))
        let probe = try #require(RegionProbe(model: finder.model, invariant: .gridFits, only: finder.only, scenario: scenario, violation: violation))
        var disagreements: [String] = []
        var points = [(677.5, 500.0), (678, 677.5), (743.5, 743), (743.5, 743.5), (744, 700), (700, 699.5), (700, 700), (320, 320), (1194, 834)]
        for width in stride(from: 320.0, through: 1194, by: 24) {
            for height in stride(from: 320.0, through: 834, by: 24) { points.append((width, height)) }
        }
        for (width, height) in points {
            let size = Size(width: width, height: height)
            if probe.fails(size) != sizes.contains(size) { disagreements.append("\(size)") }
        }
        #expect(disagreements == [])
    }

    /// An iPhone's window cannot be resized: the map is the iPhones whose
    /// landscape is regular width, from the catalog, in landscape.
    @Test(arguments: [OSVersion.v18, .v26, .v27])
    func theTabSectionsOnIphoneFailOnTheIphonesRegularInLandscape(os: OSVersion) throws {
        let platform = Platform.standard.on(os)
        let map = try Self.map(.tabSectionsOnIphone, "iphone-16-plus landscape full", [], .tabBarFits, platform: platform)
        guard case let .windows(windows) = map else { Issue.record("\(map)"); return }
        let phones = DeviceID.allCases.filter { $0.idiom == .phone && $0.device.runs(os) }
        let regular = phones.filter { $0.device.landscapeHorizontalSizeClass == .regular }
        #expect(windows.failing.map(\.scenarioDescription) == regular.map { "\($0.rawValue) landscape full" })
        #expect(windows.failing.count + windows.passing.count == 2 * phones.count)
        #expect(windows.reason == "iPhones run apps full screen, so the window cannot be resized")
        let expected = os == .v18 ? ["iphone-8-plus landscape full", "iphone-16-plus landscape full", "iphone-16-pro-max landscape full"]
            : ["iphone-16-plus landscape full", "iphone-16-pro-max landscape full"]
        #expect(windows.failing.map(\.scenarioDescription) == expected)
        #expect(map.lines == ["fails in \(expected.count) of \(2 * phones.count) windows (iPhones run apps full screen, so the window "
            + "cannot be resized): " + expected.joined(separator: ", ")])
    }

    /// The slices of a window that cannot be resized are its own size.
    @Test func theSlicesOfAFixedWindowAreItsSize() throws {
        let model = AppModel(.tabSectionsOnIphone)
        let scenario = try Scenario(window: "iphone-16-plus landscape full", events: [])
        let violation = try #require(scenario.evaluate(on: model, invariants: [.tabBarFits]).violations.first)
        let region = RegionFinder(model: model, invariant: .tabBarFits).region(of: scenario, failingAt: violation)
        #expect(region == Region(width: 932...932, height: 430...430))
    }
}

extension RegionMapTests {
    /// Under iPadOS 18 an iPad without Stage Manager has fixed windows only:
    /// fixed-rail's 588 pt of content in a half split fails on every iPad
    /// whose half is narrower, and the map lists them.
    @Test func anIpadWithoutStageManagerListsItsHalves() throws {
        let platform = Platform.standard.on(.v18)
        let rules = platform.windows
        #expect(DeviceID.ipadMini6.device.supportsStageManager == false)
        let map = try Self.map(.fixedRail, "ipad-mini-6 landscape split-half", [], .contentFits, platform: platform)
        guard case let .windows(windows) = map else { Issue.record("\(map)"); return }
        let halves = DeviceID.allCases.filter { $0.idiom == .pad && $0.device.runs(.v18) }
        let narrow = halves.filter { (rules.fixedSize(of: .splitHalf, device: $0, orientation: .landscape)?.width ?? 0) < 280 + 8 + 300 }
        #expect(windows.failing.map(\.scenarioDescription) == narrow.map { "\($0.rawValue) landscape split-half" })
        #expect(windows.failing.map(\.scenarioDescription) == [
            "ipad-mini-5 landscape split-half", "ipad-mini-6 landscape split-half", "ipad-10.2 landscape split-half",
            "ipad-10th landscape split-half", "ipad-air-11 landscape split-half", "ipad-pro-10.5 landscape split-half",
        ])
        #expect(windows.failing.count + windows.passing.count == halves.count)
        #expect(windows.reason == "ipad-mini-6 has no resizable windows under iPadOS 18, so the window cannot be resized")
    }

    /// A Split View pane on an iPad with Stage Manager is a map of sizes.
    @Test func anIpadWithStageManagerMapsItsSizes() throws {
        let map = try Self.map(.fixedRail, "ipad-pro-11 landscape split-third", [], .contentFits, platform: .standard.on(.v18))
        let sizes = try Self.sizes(map)
        #expect(sizes.rectangles == [SizeRectangle(width: 320...587.5, height: 605...834)])
        // The slices try every pixel from the failing size to one past each
        // edge (1 + 110 narrower + 426 wider + 458 shorter); the map, 53 more.
        #expect(sizes.sliceSizesTried == 1 + 110 + 426 + 458 && sizes.sizesTried == 53)
    }
}

extension RegionMapTests {
    /// An app that requires full screen has its scene scaled under iPadOS
    /// 26, at the screen's size whatever the window: the map is the iPads
    /// whose screen is narrower than its 300 + 800 pt of content.
    @Test func aScaledSceneListsTheScreensItFailsOn() throws {
        let app = try AppSpec.decode(json: """
            {"name": "wide", "scene": {"requiresFullScreen": true},
             "screens": [{"id": "home", "content": {"hstack": {"spacing": 0, "children": [
               {"frame": {"width": 300, "content": {"content": {"name": "Sidebar", "minWidth": 0}}}},
               {"content": {"name": "List", "minWidth": 800}}]}}}],
             "root": {"any": {"view": {"screen": "home"}}}}
            """)
        let map = try Self.map(app, "ipad-pro-11 portrait full", [], .contentFits)
        guard case let .windows(windows) = map else { Issue.record("\(map)"); return }
        let pads = DeviceID.allCases.filter { $0.idiom == .pad && $0.device.runs(.current) }
        let narrow = pads.flatMap { device in
            Orientation.allCases.filter { device.screenSize($0).width < 1100 }.map { "\(device.rawValue) \($0.rawValue) full" }
        }
        #expect(windows.failing.map(\.scenarioDescription) == narrow)
        #expect(windows.failing.count == 12 && windows.failing.count + windows.passing.count == 2 * pads.count)
        #expect(windows.reason == "the app requires full screen, so the system scales its scene, which keeps the screen's size")
    }
}
