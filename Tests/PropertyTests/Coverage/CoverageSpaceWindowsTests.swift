import LayoutModel
@testable import SizeFuzz
import Testing

/// `CoverageSpace.windows(model:widths:)` makes the windows on an external
/// display for one device and orientation of each device class (issue 25):
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
}
