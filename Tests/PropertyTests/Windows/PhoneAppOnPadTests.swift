import LayoutModel
@testable import SizeFuzz
import Testing

/// iPhone apps (`"devices": ["phone"]`) on iPad: an iPhone-size window
/// before iPadOS 27; from 27 resizable, compact at every width; the `phone`
/// idiom under every version.
@Suite struct PhoneAppOnPadTests {
    /// An iPhone app whose root switches on the idiom: the `pad` branch is a
    /// split view an iPad would show, which an iPhone app never gets.
    static let pocket = #"""
        {"name": "pocket", "screens": [{"id": "home", "content": {"content": {"name": "feed", "minWidth": 300}}},
          {"id": "settings"}],
         "root": {"pad": {"splitView": {"sidebar": ["home", "settings"]}},
                  "phone": {"tabView": {"entries": [{"tab": {"title": "Home", "tag": "home", "screen": "home"}},
                                                    {"tab": {"title": "Settings", "tag": "settings", "screen": "settings"}}]}}},
         "devices": ["phone"]}
        """#

    func layout(_ arguments: String...) throws -> FuzzrunResult {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("pocket.json", Self.pocket)
        return fuzzrun(["layout", "--spec", path] + arguments)
    }

    @Test(arguments: ["320x600", "700x600", "1000x834", "1194x834"])
    func compactAtEveryWidthUnderTwentySeven(_ size: String) throws {
        let result = try layout("--device", "ipad-pro-11", "--os", "27", "--mode", "windowed", "--window", size)
        let width = size.prefix { $0 != "x" }
        #expect(result.code == 0 && result.err == "")
        #expect(result.out.contains("""
              idiom        phone: an iPhone app on an iPad, compact at every width
              size classes horizontal compact, vertical regular
              app          pocket
              navigation   tab view
              tab bar      bottom: Home, Settings; needs 88 of \(width) pt
              selection    tab home
              screen       home, \(width) pt wide

            """))
    }

    @Test func fullScreenAndJSONUnderTwentySeven() throws {
        let result = try layout("--device", "ipad-pro-11", "--os", "27", "--json")
        #expect(result.out.hasPrefix("""
            {"device": "ipad-pro-11", "orientation": "landscape", "mode": "full", "os": 27, \
            "window": {"width": 1194, "height": 834}, "origin": {"x": 0, "y": 0}, \
            "horizontalSizeClass": "compact", "verticalSizeClass": "regular", \
            "screenSize": {"width": 1194, "height": 834}, "scale": 2, "idiom": "phone", "app": "pocket", "navigation": "tabView"
            """))
    }

    /// Before 27 an iPad gives the app its iPhone-app window: 375 x 667
    /// centred, an iPhone's size classes, full screen mode alone.
    @Test(arguments: ["26", "18"])
    func beforeTwentySevenAnIPadGivesTheIPhoneWindow(_ os: String) throws {
        let result = try layout("--device", "ipad-pro-11", "--os", os, "--orientation", "portrait")
        #expect(result.code == 0 && result.err == "")
        #expect(result.out == """
            ipad-pro-11 portrait full
              device       iPad Pro 11-inch (1st-4th gen), portrait, iPadOS \(os)
              screen       834x1194 pt @2x
              window       375x667 pt at (229.5, 263.5)
              idiom        phone: an iPhone app on an iPad, in its iPhone-size window
              size classes horizontal compact, vertical regular
              app          pocket
              navigation   tab view
              tab bar      bottom: Home, Settings; needs 88 of 375 pt
              selection    tab home
              screen       home, 375 pt wide

            """)
        let tile = try layout("--device", "ipad-pro-11", "--os", os, "--mode", os == "18" ? "slide-over" : "left-half")
        #expect(tile.code == 64 && tile.out == "")
        #expect(tile.err == "fuzzrun: error: --mode: pocket is an iPhone app, run in an iPhone-size window (full), "
            + "so iPadOS \(os) gives it no \(os == "18" ? "slide-over" : "left-half") window\n")
    }

    /// Which apps count as iPhone apps, and where the fuzzer launches them.
    @Test func launchDevicesFollowTheVersion() throws {
        let spec = try AppSpec.decode(json: Self.pocket)
        #expect(spec.isPhoneApp)
        var onePhone = spec
        onePhone.devices = [.device(.iphone16)]
        #expect(!onePhone.isPhoneApp)
        var universal = spec
        universal.devices = [.idiom(.phone), .device(.ipadAir11)]
        #expect(!universal.isPhoneApp)
        // Every device under each version: iPads in their iPhone-app window before 27.
        for os in OSVersion.allCases {
            #expect(ScenarioGenerator(model: AppModel(spec, platform: .standard.on(os))).launchDevices == ScenarioGenerator.devices)
            #expect(spec.supportedDevices(on: os).count == DeviceID.allCases.count)
        }
    }

    /// Generated cases of an iPhone app, written back as choices, draw the
    /// same scenario: the launch device is an index into the devices the app
    /// launches on (every device, iPads in the iPhone-app window before 27).
    @Test(arguments: [OSVersion.v18, .v26, .v27])
    func theEncoderInvertsTheGenerator(_ os: OSVersion) throws {
        let generator = ScenarioGenerator(model: AppModel(try AppSpec.decode(json: Self.pocket), platform: .standard.on(os)))
        let encoder = ScenarioEncoder(generator: generator)
        var encoded = 0, onPad = 0
        for caseIndex: UInt64 in 0..<100 {
            let bias = EdgeBias(caseIndex: caseIndex)
            var source = ChoiceSource(seed: ChoiceSource.caseSeed(seed: 11, caseIndex: caseIndex), recording: true)
            let scenario = try #require(generator.run(&source, invariants: [], bias: bias, recordScenario: true).scenario)
            if scenario.window.device.idiom == .pad { onPad += 1 }
            guard let choices = encoder.choices(window: scenario.window, events: scenario.events) else { continue }
            encoded += 1
            var replay = ChoiceSource(replaying: choices)
            #expect(generator.run(&replay, invariants: [], bias: bias, recordScenario: true).scenario == scenario)
        }
        #expect(encoded == 100)
        #expect(onPad > 50)
    }

    /// Under 27 every window an iPad gives the app is compact, with the
    /// phone branch of the root, and the app passes every invariant.
    @Test func itPassesUnderTwentySevenOnIPads() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("pocket.json", Self.pocket)
        let result = fuzzrun("--spec", path, "--os", "27", "--seed", "3", "--iterations", "3000", "--no-timing")
        #expect(result.code == 0)
        // Every catalog device: the iPhones its list names, and every iPad under 27.
        #expect(result.out.contains("  pocket                  3000 cases on phone (\(DeviceID.allCases.count) devices)"))
        let model = AppModel(try AppSpec.decode(json: Self.pocket), platform: .standard.on(.v27))
        let window = try WindowRules.standard.on(.v27).window(device: .ipadPro12_9, mode: .stage,
                                                              size: Size(width: 1300, height: 1000))
        let scene = model.launch(in: window).scenes[0]
        #expect(scene.window.idiom == .phone && model.horizontalClass(of: scene.window) == .compact)
        #expect(model.layout(of: scene).tabBar?.placement == .bottom)
    }

    /// Every correct built-in app that runs on iPhones (not the iPad-only
    /// `blog` and `library`), made an iPhone app, passes every invariant on
    /// iPhones and iPads under each version: the iPhone-app window (18, 26)
    /// and the resizable compact window (27) break nothing a correct app does.
    @Test(arguments: OSVersion.allCases)
    func correctAppsPassAsIPhoneApps(_ os: OSVersion) throws {
        let onPhones = BuiltinApp.defaultSet.filter { app in DeviceID.allCases.contains { $0.idiom == .phone && app.spec.runs(on: $0) } }
        #expect(onPhones.count == BuiltinApp.defaultSet.count - 2)
        let apps = onPhones.map { app -> AppSpec in
            var spec = app.spec
            spec.devices = [.idiom(.phone)]
            return spec
        }
        let result = FuzzRunner(RunConfiguration(seed: 2, iterations: 100 * apps.count, apps: apps,
                                                 platform: .standard.on(os))).run()
        #expect(result.failures.map { "\($0.app.name): \($0.violation.description)" } == [])
    }

    /// The iPhone-app window's sizes and classes before 27, by orientation,
    /// and the parameter's bounds: it must fit every iPad's screen.
    @Test func theIPhoneWindowSizes() throws {
        let rules = WindowRules.standard.on(.v26)
        #expect(rules.phoneAppSceneSize(.portrait) == Size(width: 375, height: 667))
        #expect(rules.phoneAppSceneSize(.landscape) == Size(width: 667, height: 375))
        #expect(rules.phoneAppSizeClasses(.portrait) == SizeClasses(horizontal: .compact, vertical: .regular))
        #expect(rules.phoneAppSizeClasses(.landscape) == SizeClasses(horizontal: .compact, vertical: .compact))
        #expect(DeviceID.allCases.allSatisfy(rules.phoneAppFits))
        var platform = Platform.standard
        platform.windows.phoneAppSize = Size(width: 800, height: 1100)
        #expect(platform.problems.map { "\($0.field): \($0.message)" }
            == ["windows.phoneAppSize: must be positive and fit the screen of ipad-mini-5 in both orientations"])
        platform.windows.phoneAppSize = Size(width: 320, height: 480)
        #expect(platform.problems.isEmpty)
        // The window follows the parameter: the 3.5-inch iPhone's, centred.
        let model = AppModel(try AppSpec.decode(json: Self.pocket), platform: platform)
        let made = try platform.windows.window(device: .ipadPro11, orientation: .portrait)
        let window = model.launch(in: made).scenes[0].window
        #expect(window.size == Size(width: 320, height: 480) && platform.windows.frame(of: window).x == 257)
    }
}
