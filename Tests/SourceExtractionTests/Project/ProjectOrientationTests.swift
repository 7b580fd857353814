import Foundation
import LayoutModel
@testable import SizeFuzz
import SourceExtraction
import Testing

/// The supported orientations a project or plist declares: an app that
/// lists one orientation on a device is launched in it there and never
/// rotated, by the generator, the coverage space and a replayed scenario.
@Suite struct ProjectOrientationTests {
    static let portraitIPad = """
        GENERATE_INFOPLIST_FILE = YES;
        INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown";
        INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft";
        INFOPLIST_KEY_UIRequiresFullScreen = YES;
        TARGETED_DEVICE_FAMILY = "1,2";
        """

    @Test func aPortraitOnlyIPadAppIsReadSo() throws {
        let (extraction, _) = try ProjectSettingsTests.extract(release: Self.portraitIPad)
        #expect(extraction.settings.summary == "one window (Shop.xcodeproj target Shop: no scene manifest); full screen; "
            + "iPad and iPhone; iPad orientations portrait, portrait upside down; no flags")
        #expect(extraction.spec.scene == SceneSpec(requiresFullScreen: true, iPadOrientations: [.portrait]))
        #expect(extraction.spec.orientations(on: .ipadAir11) == [.portrait])
        #expect(extraction.spec.orientations(on: .iphone16) == [.landscape, .portrait])
        #expect(!extraction.spec.rotates(on: .ipadPro13M4) && extraction.spec.rotates(on: .iphoneSE))
    }

    /// Counts over 400 generated cases: iPad launches in landscape, iPhone
    /// launches in landscape, rotations on an iPad, rotations on an iPhone.
    static func counts(_ spec: AppSpec) throws -> [Int] {
        let generator = ScenarioGenerator(model: AppModel(spec, platform: .standard))
        let encoder = ScenarioEncoder(generator: generator)
        var counts = [0, 0, 0, 0]
        for caseIndex: UInt64 in 0..<400 {
            let bias = EdgeBias(caseIndex: caseIndex)
            var source = ChoiceSource(seed: ChoiceSource.caseSeed(seed: 3, caseIndex: caseIndex), recording: true)
            let scenario = try #require(generator.run(&source, invariants: [], bias: bias, recordScenario: true).scenario)
            let pad = scenario.window.device.idiom == .pad
            if scenario.window.orientation == .landscape { counts[pad ? 0 : 1] += 1 }
            for event in scenario.events { if case .rotate = event.action { counts[pad ? 2 : 3] += 1 } }
            #expect(scenario.problem(for: spec, platform: .standard) == nil)
            // The encoder writes the launch back to choices that replay it.
            if caseIndex < 40, let choices = encoder.choices(window: scenario.window, events: scenario.events) {
                var replay = ChoiceSource(replaying: choices)
                #expect(generator.run(&replay, invariants: [], bias: bias, recordScenario: true).scenario == scenario)
            }
        }
        return counts
    }

    @Test func aPortraitOnlyIPadAppIsNeverRotatedThere() throws {
        let (extraction, _) = try ProjectSettingsTests.extract(release: Self.portraitIPad)
        let portrait = try Self.counts(extraction.spec)
        #expect(portrait[0] == 0 && portrait[2] == 0)
        #expect(portrait[1] > 0 && portrait[3] > 0)
        // The same app with both orientations is launched and rotated both ways on iPads.
        var both = extraction.spec
        both.scene?.iPadOrientations = nil
        let free = try Self.counts(both)
        #expect(free[0] > 0 && free[2] > 0)
    }

    @Test func aReplayedRotationOfAPortraitOnlyAppIsRefused() throws {
        let (extraction, _) = try ProjectSettingsTests.extract(release: Self.portraitIPad)
        let rotated = try Scenario(window: "ipad-air-11 portrait full", events: ["rotate"])
        #expect(rotated.problem(for: extraction.spec, platform: .standard)?.description
            == "'rotate' cannot happen: shop supports only portrait on ipad-air-11")
        let landscape = try Scenario(window: "ipad-air-11 landscape full", events: [])
        #expect(landscape.problem(for: extraction.spec, platform: .standard)?.description
            == "shop supports only portrait on ipad-air-11 (its scene's iPadOrientations)")
        #expect(try Scenario(window: "iphone-16 landscape full", events: ["rotate"]).problem(for: extraction.spec, platform: .standard) == nil)
    }

    /// An explicit Info.plist's `~ipad` key: landscape only on iPad, the
    /// unsuffixed key's both on iPhone.
    @Test func anInfoPlistsDeviceKeys() throws {
        let folder = try ProjectFixture.folder([
            "Shop/ShopApp.swift": ProjectFixture.app(),
            "Shop/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0"><dict>
                <key>UISupportedInterfaceOrientations</key>
                <array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeRight</string></array>
                <key>UISupportedInterfaceOrientations~ipad</key>
                <array><string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
                </dict></plist>
                """,
        ])
        let extraction = try AppSpec.extract(from: [folder.appendingPathComponent("Shop/ShopApp.swift")],
                                             plist: folder.appendingPathComponent("Shop/Info.plist"), project: .off)
        #expect(extraction.spec.scene == SceneSpec(iPadOrientations: [.landscape]))
        #expect(extraction.spec.orientations(on: .ipadMini6) == [.landscape])
        #expect(extraction.spec.orientations(on: .iphone13) == [.landscape, .portrait])
    }

    /// A spec's empty list is a problem naming its field.
    @Test func anEmptyListIsAProblem() {
        var spec = AppSpec.blog
        spec.scene = SceneSpec(iPhoneOrientations: [])
        #expect(spec.problems.map(\.description).contains(
            #"scene.iPhoneOrientations: is empty: give "portrait", "landscape" or both, or leave it out for both"#))
    }
}
