import LayoutModel
@testable import SizeFuzz
import Testing

/// `CoverageSpace.windows(model:widths:)` makes the windows on an external
/// display for one device and orientation of each device class:
/// the space they give must be the one every device's and orientation's
/// windows on every display give.
@Suite struct CoverageSpaceWindowsTests {
    /// The windows the app is given on every external display, for every
    /// device it runs on and both orientations where the device shows stage
    /// windows: those the rules refuse (a device without Stage Manager) are
    /// left out by the rules themselves.
    static func everyDisplayWindow(_ model: AppModel, widths: [Double]) -> [Window] {
        let rules = model.platform.windows
        var windows: [Window] = []
        for device in ScenarioGenerator.devices where model.app.runs(on: device, os: rules.os) {
            for orientation in [Orientation.landscape, .portrait]
            where rules.unavailability(of: .stage, device: device, orientation: orientation) == nil {
                for display in ExternalDisplayID.allCases {
                    CoverageSpace.appendStageWindows(to: &windows, model: model, device: device, orientation: orientation,
                                                     display: display, widths: widths)
                }
            }
        }
        return CoverageSpace.given(windows, model: model)
    }

    /// Every built-in app, under iPadOS 26, 18 and 27: the same reachable cells,
    /// from fewer windows on the displays.
    @Test(arguments: BuiltinApp.all.map(\.name))
    func oneDeviceAClassOnADisplayReachesWhatEveryDeviceDoes(app: String) throws {
        let spec = try #require(BuiltinApp.named(app)).spec
        for platform in [Platform.standard, .v18, Platform.standard.on(.v27)] {
            let model = AppModel(spec, platform: platform)
            let breakpoints = Breakpoints(model: model)
            let windows = CoverageSpace.windows(model: model, widths: breakpoints.widths)
            let every = Self.everyDisplayWindow(model, widths: breakpoints.widths)
            let space = CoverageSpace(model: model, breakpoints: breakpoints)
            let full = CoverageSpace(model: model, breakpoints: breakpoints, windows: windows + every)
            #expect(space.reachable == full.reachable, "\(app) under iPadOS \(platform.windows.os.rawValue)")
            #expect(space.reachableCount == full.reachableCount)
            let onDisplays = windows.filter { $0.display != nil }.count
            if every.isEmpty {
                #expect(onDisplays == 0)
            } else {
                #expect(onDisplays > 0 && onDisplays < every.count)
            }
        }
    }

    /// A run's spaces (`CoverageSpace.spaces(of:)`, which work out the modes
    /// and fixed windows of each device once for the apps of a platform)
    /// are each app's own, for every built-in app under iPadOS 26,
    /// 18 and 27, and for generators whose platforms alternate.
    @Test func aRunsSpacesAreTheAppsOwn() {
        let specs = BuiltinApp.all.map(\.spec)
        let platforms = [Platform.standard, .v18, Platform.standard.on(.v27)]
        var generators: [ScenarioGenerator] = []
        for platform in platforms {
            let runner = FuzzRunner(RunConfiguration(seed: 1, iterations: 1, apps: specs, platform: platform))
            let spaces = CoverageSpace.spaces(of: runner.generators)
            #expect(spaces.count == specs.count)
            for (spec, space) in zip(specs, spaces) {
                Self.expectOwn(space, of: AppModel(spec, platform: platform))
            }
            generators += runner.generators.prefix(4)
        }
        // The apps of iPadOS 26, 18 and 27 in turn: each space reads the windows of its own platform.
        let mixed = (0..<4).flatMap { index in platforms.indices.map { generators[$0 * 4 + index] } }
        for (generator, space) in zip(mixed, CoverageSpace.spaces(of: mixed)) {
            Self.expectOwn(space, of: generator.model)
        }
    }

    /// Expects `space` to be the one `model`'s app has alone.
    static func expectOwn(_ space: CoverageSpace, of model: AppModel) {
        let own = CoverageSpace(model: model, breakpoints: Breakpoints(model: model))
        let label = "\(model.app.name) under iPadOS \(model.platform.windows.os.rawValue)"
        #expect(space.widths == own.widths, "\(label)")
        #expect(space.reachable == own.reachable, "\(label)")
        #expect(space.reachableCount == own.reachableCount, "\(label)")
    }
}
