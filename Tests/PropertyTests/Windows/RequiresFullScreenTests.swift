import Foundation
import LayoutModel
@testable import SizeFuzz
import Testing

/// `UIRequiresFullScreen` (`scene.requiresFullScreen`): no Split View or Slide
/// Over under 18, a scaled scene under 26, discrete resizing under 27
/// (Apple, TN3192).
@Suite struct RequiresFullScreenTests {
    /// A dashboard that relied on the key: its chart is 700 pt wide and
    /// cannot shrink, which every iPad screen gives it, but a window need not.
    static let kiosk = #"""
        {"name": "kiosk", "screens": [{"id": "dashboard", "content": {"frame": {"width": 700,
          "content": {"content": {"name": "chart", "minWidth": 700}}}}}],
         "root": {"any": {"view": {"screen": "dashboard"}}},
         "scene": {"requiresFullScreen": true}, "devices": ["pad"]}
        """#

    static func kioskSpec() throws -> AppSpec { try AppSpec.decode(json: kiosk) }

    /// `fuzzrun layout` with the kiosk spec and `arguments`.
    func layout(_ arguments: String...) throws -> FuzzrunResult {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("kiosk.json", Self.kiosk)
        return fuzzrun(["layout", "--spec", path, "--device", "ipad-pro-11"] + arguments)
    }

    @Test func underTwentySixTheSceneKeepsTheScreensSizeAndIsScaled() throws {
        let result = try layout("--os", "26", "--mode", "windowed", "--window", "700x600")
        #expect(result.code == 0 && result.err == "")
        #expect(result.out == """
            ipad-pro-11 landscape windowed
              device       iPad Pro 11-inch (1st-4th gen), landscape, iPadOS 26
              screen       1194x834 pt @2x
              window       700x600 pt at (247, 117)
              scene        1194x834 pt, shown at x0.586 (aspect-fit): the layout sees the scene's size
              size classes horizontal regular, vertical regular
              app          kiosk
              navigation   view
              screen       dashboard, 1194 pt wide

            """)
        let json = try layout("--os", "26", "--mode", "windowed", "--window", "700x600", "--json")
        #expect(json.out.hasPrefix("""
            {"device": "ipad-pro-11", "orientation": "landscape", "mode": "windowed", "os": 26, \
            "window": {"width": 700, "height": 600}, "origin": {"x": 247, "y": 117}, \
            "horizontalSizeClass": "regular", "verticalSizeClass": "regular", \
            "screenSize": {"width": 1194, "height": 834}, "scale": 2, \
            "scene": {"width": 1194, "height": 834}, "presentationScale": 0.586, "app": "kiosk", "navigation": "view", \
            "collapsed": null, "columns": [{"role": "detail", "width": 1194, "presentation": "tiled"}]
            """))
    }

    @Test func underTwentySevenTheSceneIsTheWindowsSize() throws {
        let result = try layout("--os", "27", "--mode", "left-third")
        #expect(result.code == 0 && result.err == "")
        #expect(result.out == """
            ipad-pro-11 landscape left-third
              device       iPad Pro 11-inch (1st-4th gen), landscape, iPadOS 27
              screen       1194x834 pt @2x
              window       392.5x834 pt at (0, 0)
              size classes horizontal compact, vertical regular
              app          kiosk
              navigation   view
              screen       dashboard, 392.5 pt wide
              overflow     frame(width: 700) needs 700 pt, gets 392.5

            """)
    }

    /// Aspect fill takes the larger ratio: 600 / 834.
    @Test func aspectFillIsTheOtherRule() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let platform = try folder.write("fill.json", #"{"windows": {"windowing": {"scaledPresentation": "aspect-fill"}}}"#)
        let result = try layout("--os", "26", "--mode", "windowed", "--window", "700x600", "--platform", platform)
        #expect(result.out.contains("  scene        1194x834 pt, shown at x0.719 (aspect-fill): the layout sees the scene's size\n"))
    }

    @Test func underEighteenItHasNoSplitViewAndAScaledStageWindow() throws {
        let split = try layout("--os", "18", "--mode", "split-half")
        #expect(split.code == 64 && split.out == "")
        #expect(split.err == "fuzzrun: error: --mode: kiosk requires full screen (UIRequiresFullScreen), so iPadOS 18 gives it no split-half window\n")
        let stage = try layout("--os", "18", "--mode", "stage", "--window", "620x800", "--orientation", "portrait")
        #expect(stage.code == 0)
        #expect(stage.out.contains("  window       620x800 pt at (107, 197)\n  scene        834x1194 pt, shown at x0.67 (aspect-fit)"))
        let spec = try Self.kioskSpec()
        let generator = ScenarioGenerator(model: AppModel(spec, platform: .v18))
        for mode in [WindowMode.splitThird, .splitHalf, .splitTwoThirds, .slideOver] {
            #expect(generator.modeWeights.allSatisfy { $0[WindowMode.allCases.firstIndex(of: mode) ?? 0] == 0 })
        }
        #expect(spec.allows(.slideOver, on: .v26) && spec.allows(.stage, on: .v18) && !spec.allows(.splitHalf, on: .v18))
    }

    /// Under 27 a drag's steps leave the scene as it was; the drag's end
    /// resizes it. Under 26 no resize reaches the scene.
    @Test func dragStepsWaitForTheDragsEnd() throws {
        let spec = try Self.kioskSpec()
        let events = ["drag 500x800", "drag 450x700", "resize 450x700"]
        let window = "ipad-pro-11 landscape windowed 1000x800"
        let on27 = try Scenario(window: window, events: events, rules: WindowRules.standard.on(.v27))
        var sizes: [String] = []
        for step in 0...events.count {
            let scene = on27.evaluate(on: AppModel(spec, platform: .standard.on(.v27)), invariants: [], stopAfter: step)
                .state.scenes[0].window
            sizes.append("\(scene.size) in \(scene.frameSize)")
        }
        #expect(sizes == ["1000x800 in 1000x800", "1000x800 in 500x800", "1000x800 in 450x700", "450x700 in 450x700"])
        let failed = on27.evaluate(on: AppModel(spec, platform: .standard.on(.v27)), invariants: [.contentFits])
        #expect(failed.violations.map(\.step) == [3])
        #expect(failed.violations.first?.message == "screen 'dashboard': frame(width: 700) needs 700 pt but gets 450 pt in the windowed 450x700 window; frame(width: 700) cannot shrink: give it a flexible frame (frame(minWidth:maxWidth:)), or show a narrower layout below 700 pt (ViewThatFits, or a compact branch: compactContent)")
        let on26 = try Scenario(window: window, events: events, rules: .standard)
        let passed = on26.evaluate(on: AppModel(spec), invariants: .all)
        #expect(passed.violations.isEmpty)
        #expect(passed.state.scenes[0].window.description == "ipad-pro-11 landscape windowed 1194x834 shown at 450x700")
        // An app that does not require full screen resizes with every step.
        var live = spec
        live.scene?.requiresFullScreenIgnoredFrom = .v27
        let ignored = on27.evaluate(on: AppModel(live, platform: .standard.on(.v27)), invariants: [.contentFits])
        #expect(ignored.violations.map(\.step) == [1])
        #expect(Event(parsing: "drag 500x800") == Event(.drag(Size(width: 500, height: 800))))
    }

    /// `fuzzrun trace` shows the scene and its window on every step.
    @Test func traceShowsTheSceneAndItsWindow() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let spec = try folder.write("kiosk.json", Self.kiosk)
        let platform = try folder.write("os27.json", #"{"os": 27}"#)
        let window = "ipad-pro-11 landscape windowed 1000x800"
        let on27 = fuzzrun("trace", "--spec", spec, "--platform", platform, "--window", window,
                           "--event", "drag 500x800", "--event", "drag 450x700", "--event", "resize 450x700")
        #expect(on27.code == 1)
        #expect(on27.out == """
            kiosk: 3 events on iPadOS 27, checking every invariant
            launch ipad-pro-11 landscape windowed 1000x800  |view 1000|  view 1000x800 regular; screen dashboard
            1  drag 500x800                                 |view 1000|  view 1000x800 scene in a 500x800 window regular; screen dashboard
            2  drag 450x700                                 |view 1000|  view 1000x800 scene in a 450x700 window regular; screen dashboard
            3  resize 450x700                               |view 450|   view 450x700 compact; screen dashboard  <- content-fits fails

            ✗ step 3: content-fits: screen 'dashboard': frame(width: 700) needs 700 pt but gets 450 pt in the windowed 450x700 window; \
            frame(width: 700) cannot shrink: give it a flexible frame (frame(minWidth:maxWidth:)), or show a narrower layout below 700 pt \
            (ViewThatFits, or a compact branch: compactContent)

            """)
        let on26 = fuzzrun("trace", "--spec", spec, "--window", window, "--event", "drag 500x800", "--event", "resize 450x700")
        #expect(on26.code == 0)
        #expect(on26.out == """
            kiosk: 2 events on iPadOS 26, checking every invariant
            launch ipad-pro-11 landscape windowed 1000x800  |view 1194|  view 1194x834 scene in a 1000x800 window regular; screen dashboard
            1  drag 500x800                                 |view 1194|  view 1194x834 scene in a 500x800 window regular; screen dashboard
            2  resize 450x700                               |view 1194|  view 1194x834 scene in a 450x700 window regular; screen dashboard

            Every invariant checked held.

            """)
    }

    /// The fuzzer finds the kiosk's bug under 27 only; under 18 and 26 the
    /// scene is always a screen.
    @Test(arguments: [(OSVersion.v18, false), (.v26, false), (.v27, true)])
    func theFuzzerFindsTheBugUnderTwentySevenOnly(_ os: OSVersion, _ fails: Bool) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("kiosk.json", Self.kiosk)
        let result = fuzzrun("--spec", path, "--os", "\(os.rawValue)", "--seed", "1", "--iterations", "2000", "--no-timing")
        #expect(result.code == (fails ? 1 : 0))
        if fails {
            #expect(result.out.contains("""
                  Minimal scenario:
                    launch ipad-pro-11 landscape left-half  |view 593|  view 593x834 compact; screen dashboard  <- content-fits fails
                """))
        }
    }

    /// Generated cases of an app that resizes discretely draw drags, and the
    /// encoder writes them back to the same choices' scenario.
    @Test func theEncoderInvertsDragsAndResizes() throws {
        let generator = ScenarioGenerator(model: AppModel(try Self.kioskSpec(), platform: .standard.on(.v27)))
        let encoder = ScenarioEncoder(generator: generator)
        var drags = 0, resizes = 0, encoded = 0
        for caseIndex: UInt64 in 0..<150 {
            let bias = EdgeBias(caseIndex: caseIndex)
            var source = ChoiceSource(seed: ChoiceSource.caseSeed(seed: 7, caseIndex: caseIndex), recording: true)
            let scenario = try #require(generator.run(&source, invariants: [], bias: bias, recordScenario: true).scenario)
            for event in scenario.events {
                if case .drag = event.action { drags += 1 }
                if case .resize = event.action { resizes += 1 }
            }
            guard let choices = encoder.choices(window: scenario.window, events: scenario.events) else { continue }
            encoded += 1
            var replay = ChoiceSource(replaying: choices)
            #expect(generator.run(&replay, invariants: [], bias: bias, recordScenario: true).scenario == scenario)
        }
        #expect(encoded == 150)
        #expect(drags > 0 && resizes > 0)
    }

    /// The keys decode strictly, validate, and round-trip.
    @Test(arguments: [
        (#"{"requiresFullscreen": true}"#, "scene.requiresFullscreen: unknown key; did you mean 'requiresFullScreen'?"),
        (#"{"requiresFullScreen": "yes"}"#, "scene.requiresFullScreen: expected true or false"),
        (#"{"requiresFullScreen": true, "requiresFullScreenIgnoredFrom": 25}"#,
         "scene.requiresFullScreenIgnoredFrom: expected one of 18, 26, 27"),
        (#"{"requiresFullScreenIgnoredFrom": 27}"#,
         #"scene.requiresFullScreenIgnoredFrom: needs "requiresFullScreen": true, the only key it applies to"#),
        (#"{"requiresFullScreen": false, "requiresFullScreenIgnoredFrom": 26}"#,
         #"scene.requiresFullScreenIgnoredFrom: needs "requiresFullScreen": true, the only key it applies to"#),
    ] as [(String, String)])
    func badKeysAreErrorsNamingTheField(_ scene: String, _ message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("spec.json", StrictSpecTests.spec(extra: #", "scene": \#(scene)"#))
        let result = fuzzrun("--spec", path, "--iterations", "10")
        #expect(result.code == 65 && result.out == "")
        #expect(result.err == "fuzzrun: error: \(path): \(message)\n")
    }

    @Test func theKeysRoundTrip() throws {
        var spec = try Self.kioskSpec()
        spec.scene?.requiresFullScreenIgnoredFrom = .v27
        let data = try JSONEncoder().encode(spec)
        let again = try AppSpec.decode(json: String(decoding: data, as: UTF8.self))
        #expect(again == spec)
        #expect(again.scene?.requiresFullScreen == true && again.scene?.requiresFullScreenIgnoredFrom == .v27)
        #expect(again.sceneSizing(on: .v26) == .scaled && again.sceneSizing(on: .v27) == .live)
        #expect(spec.sceneSizing(on: .v18) == .scaled)
        spec.scene?.requiresFullScreenIgnoredFrom = nil
        #expect(spec.sceneSizing(on: .v27) == .discrete)
    }
}
