import Foundation
import LayoutModel
import SizeFuzz
import SourceExtraction
import Testing

/// An iPhone-only project (`TARGETED_DEVICE_FAMILY = 1`) on iPad: the
/// iPhone-app window of each iPadOS version, and the windows and events the
/// fuzzer draws there (LayoutModel's `WindowRules+PhoneApps.swift`).
@Suite struct ProjectPhoneAppTests {
    /// An XcodeGen project of one iPhone app with a generated scene manifest
    /// (several windows, where the platform gives them) and two tabs.
    static func extract() throws -> Extraction {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        return try AppSpec.extract(from: [folder.appendingPathComponent("Pocket")], project: .discover)
    }

    /// The project in a fresh temporary folder.
    static func folder() throws -> URL {
        try ProjectFixture.folder([
            "project.yml": """
                name: Pocket
                targets:
                  Pocket:
                    type: application
                    platform: iOS
                    sources: [Pocket]
                    settings:
                      base:
                        GENERATE_INFOPLIST_FILE: YES
                        INFOPLIST_KEY_UIApplicationSceneManifest_Generation: YES
                        TARGETED_DEVICE_FAMILY: 1
                """,
            "Pocket/PocketApp.swift": """
                import SwiftUI

                @main
                struct PocketApp: App {
                    var body: some Scene {
                        WindowGroup { Tabs() }
                    }
                }

                struct Tabs: View {
                    var body: some View {
                        TabView {
                            Tab("Inbox", systemImage: "tray") { NavigationStack { Text("Inbox") } }
                            Tab("Sent", systemImage: "paperplane") { NavigationStack { Text("Sent") } }
                        }
                    }
                }
                """,
        ])
    }

    /// `fuzzrun --source` says what it read and where the cases ran: every
    /// iPad in its iPhone-size window under 18 and 26, every cell reached,
    /// and no second window: an iPhone shows one scene, and so does the
    /// iPhone-app window on an iPad (no `open-window` cell, no such event).
    @Test(arguments: [OSVersion.v18, .v26])
    func theRunSaysSo(_ os: OSVersion) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = fuzzrun(["--source", folder.appendingPathComponent("Pocket").path, "--seed", "1", "--iterations", "300",
                              "--os", "\(os.rawValue)", "--no-timing", "--allow-thin"])
        #expect(result.code == 0 && result.err == "")
        #expect(result.out.contains("  settings  several windows (project.yml target Pocket: generated scene manifest); "
            + "iPhone only (on iPad: iPhone-size window; resizable from iPadOS 27); no flags\n"))
        #expect(result.out.contains("  pocket                  300 cases on phone (18 devices; iPads in an iPhone-size window)"))
        #expect(result.out.contains("    semantic cells 35/35 (100.0%)\n"))
        #expect(result.out.contains("  window modes  full 100.0%\n"))
        #expect(result.out.contains("  events        rotate 601, select-tab 921, background 221, foreground 156, "
            + "disconnect 259, reconnect 223\n"))
    }

    @Test func theSettingsSayIPhoneOnly() throws {
        let extraction = try Self.extract()
        #expect(extraction.settings.deviceFamily == [1])
        #expect(extraction.settings.multipleWindows == true)
        #expect(extraction.settings.summary.hasPrefix("several windows (project.yml target Pocket: generated scene manifest); "
            + "iPhone only (on iPad: iPhone-size window; resizable from iPadOS 27)"))
        #expect(extraction.spec.isPhoneApp)
    }

    /// The launch window on each iPad: 375 x 667 centred (667 x 375 in
    /// landscape) with an iPhone's size classes before 27; the whole screen,
    /// compact, under 27.
    struct Launch: Sendable, CustomStringConvertible {
        var os: OSVersion
        var device: DeviceID
        var orientation: Orientation
        var window: String
        var classes: String
        var description: String { "\(os.rawValue) \(device.rawValue) \(orientation.rawValue)" }
    }

    static let launches: [Launch] = [
        Launch(os: .v18, device: .ipadPro11, orientation: .portrait, window: "375x667 at (229.5, 263.5)", classes: "compact regular"),
        Launch(os: .v18, device: .ipadPro11, orientation: .landscape, window: "667x375 at (263.5, 229.5)", classes: "compact compact"),
        Launch(os: .v18, device: .ipadMini5, orientation: .portrait, window: "375x667 at (196.5, 178.5)", classes: "compact regular"),
        Launch(os: .v26, device: .ipadPro13M4, orientation: .portrait, window: "375x667 at (328.5, 354.5)", classes: "compact regular"),
        Launch(os: .v26, device: .ipadMini6, orientation: .landscape, window: "667x375 at (233, 184.5)", classes: "compact compact"),
        Launch(os: .v27, device: .ipadPro11, orientation: .portrait, window: "834x1194 at (0, 0)", classes: "compact regular"),
        Launch(os: .v27, device: .ipadMini6, orientation: .landscape, window: "1133x744 at (0, 0)", classes: "compact regular"),
    ]

    @Test(arguments: launches)
    func theLaunchWindow(_ launch: Launch) throws {
        let platform = Platform.standard.on(launch.os)
        let model = AppModel(try Self.extract().spec, platform: platform)
        let made = try platform.windows.window(device: launch.device, orientation: launch.orientation)
        let window = try #require(model.launch(in: made).scenes.first).window
        let frame = platform.windows.frame(of: window)
        let classes = platform.windows.sizeClasses(of: window)
        #expect(window.idiom == .phone && window.mode == .full && !window.isScaled)
        #expect("\(window.size) at (\(Points.format(frame.x)), \(Points.format(frame.y)))" == launch.window)
        #expect("\(classes.horizontal.rawValue) \(classes.vertical.rawValue)" == launch.classes)
    }

    /// What the fuzzer draws on iPads in 400 cases: before 27 one full-screen
    /// window of the iPhone's size, rotated but never resized, switched,
    /// tiled, doubled or sent to a display; under 27 the iPad's windows.
    @Test(arguments: OSVersion.allCases)
    func theWindowsAndEventsOnIPads(_ os: OSVersion) throws {
        let model = AppModel(try Self.extract().spec, platform: .standard.on(os))
        let generator = ScenarioGenerator(model: model)
        var sizes: Set<String> = [], modes: Set<String> = [], verbs: Set<String> = [], scenes: Set<Int> = []
        var onPad = 0
        for caseIndex: UInt64 in 0..<400 {
            var source = ChoiceSource(seed: ChoiceSource.caseSeed(seed: 5, caseIndex: caseIndex), recording: false)
            let run = generator.run(&source, invariants: [], bias: EdgeBias(caseIndex: caseIndex), recordScenario: true)
            let evaluator = run.evaluator
            let scenario = try #require(run.scenario)
            guard scenario.window.device.idiom == .pad else { continue }
            onPad += 1
            modes.insert(scenario.window.mode.rawValue)
            for event in scenario.events { verbs.insert(String(event.action.description.prefix { $0 != " " })) }
            scenes.insert(evaluator.state.scenes.count)
            for scene in evaluator.state.scenes where scene.window.display == nil {
                #expect(scene.window.idiom == .phone)
                if os < .v27 { sizes.insert("\(scene.window.size)") }
            }
        }
        #expect(onPad > 200)
        let windowEvents: Set<String> = ["mode", "resize", "drag", "open-window", "connect-display", "move-to-display"]
        if os < .v27 {
            #expect(modes == ["full"])
            #expect(sizes == ["375x667", "667x375"])
            #expect(scenes == [1])
            #expect(verbs.contains("rotate"))
            #expect(verbs.isDisjoint(with: windowEvents))
        } else {
            #expect(modes.count > 3 && modes.contains("windowed"))
            #expect(verbs.isSuperset(of: ["rotate", "resize", "mode", "open-window"]))
            #expect(scenes.contains(2))
        }
    }
}
