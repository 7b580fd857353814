@testable import SizeFuzz
import LayoutModel
import Testing

/// A worker's kept launches (`LaunchCache`) change nothing a case does: the
/// cases of a scratch that keeps them end as fresh evaluators do, and count
/// the same statistics.
@Suite struct LaunchCacheTests {
    /// Runs cases `0..<count` of `model` both ways and compares every case's end.
    func compare(_ model: AppModel, count: Int, invariants: InvariantSet = .all) {
        let generator = ScenarioGenerator(model: model)
        var scratch = CaseScratch()
        var kept = AppStatistics(), fresh = AppStatistics()
        for caseIndex in 0..<count {
            let bias = EdgeBias(caseIndex: UInt64(caseIndex))
            var source = ChoiceSource(seed: ChoiceSource.caseSeed(seed: 7, caseIndex: UInt64(caseIndex)))
            withUnsafeMutablePointer(to: &kept) { kept in
                generator.run(&source, in: &scratch, invariants: invariants, bias: bias, statistics: kept)
            }
            var again = ChoiceSource(seed: ChoiceSource.caseSeed(seed: 7, caseIndex: UInt64(caseIndex)))
            let run = withUnsafeMutablePointer(to: &fresh) { fresh in
                generator.run(&again, invariants: invariants, bias: bias, statistics: fresh)
            }
            let evaluator = scratch.evaluator
            #expect(evaluator?.state == run.evaluator.state)
            #expect(evaluator?.layouts == run.evaluator.layouts)
            #expect(evaluator?.intents == run.evaluator.intents)
            #expect(evaluator?.violations == run.evaluator.violations)
            #expect(evaluator?.step == run.evaluator.step)
        }
        #expect(kept == fresh)
    }

    @Test(arguments: ["cafe", "sports", "split-in-tab", "mail-columns", "document-editor", "optional-sidebar-sync", "fixed-sidebar"])
    func keptLaunchesEndAsFreshOnes(_ name: String) throws {
        let app = try #require(BuiltinApp.all.first { $0.spec.name == name }?.spec)
        compare(AppModel(app), count: 300)
    }

    @Test func keptLaunchesCheckTheirOwnInvariants() {
        let model = AppModel(.threeColumn, platform: .v18)
        compare(model, count: 200, invariants: InvariantSet([.selectionPreserved, .pathPreserved]))
    }

    /// A launch in a window of a fixed size is kept the first time, in a
    /// resizable one never (however often its window is seen), checking the
    /// same invariants, and looked up by the window's exact values.
    @Test func aLaunchIsKeptByWindowAndInvariants() throws {
        let model = AppModel(.threeColumn, platform: .v18)
        let full = try model.platform.windows.window(device: .ipadPro11, orientation: .landscape)
        let stage = try model.platform.windows.window(device: .ipadPro11, orientation: .landscape, mode: .stage,
                                                      size: Size(width: 700, height: 700))
        #expect(!full.isResizable)
        #expect(stage.isResizable)
        var cache = LaunchCache()
        var evaluator = Evaluator(model: model, window: full)
        let key = LaunchCache.Key(full), stageKey = LaunchCache.Key(stage)
        #expect(key == LaunchCache.Key(full))
        #expect(key.hash == LaunchCache.Key(full).hash)
        #expect(key != stageKey)
        #expect(cache.index(of: key, hash: key.hash, invariants: .all) == nil)
        evaluator.restart(in: full, invariants: .all, cache: &cache)
        #expect(cache.index(of: key, hash: key.hash, invariants: .all) == 0)
        #expect(cache.index(of: key, hash: key.hash, invariants: InvariantSet([.gridFits])) == nil)
        evaluator.restart(in: stage, invariants: .all, cache: &cache)
        #expect(cache.index(of: stageKey, hash: stageKey.hash, invariants: .all) == nil)
        evaluator.restart(in: stage, invariants: .all, cache: &cache)
        #expect(cache.index(of: stageKey, hash: stageKey.hash, invariants: .all) == nil)
        var other = full
        other.size.width += 0.5
        let otherKey = LaunchCache.Key(other)
        #expect(otherKey != key)
        #expect(cache.index(of: otherKey, hash: otherKey.hash, invariants: .all) == nil)
        for (window, kept) in [(full, true), (stage, false)] {
            evaluator.restart(in: window, invariants: .all, cache: &cache)
            let fresh = Evaluator(model: model, window: window)
            #expect(evaluator.state == fresh.state)
            #expect(evaluator.layouts == fresh.layouts)
            #expect(evaluator.intents == fresh.intents)
            #expect(evaluator.violations == fresh.violations)
            #expect((evaluator.launchFingerprint != nil) == kept)
        }
    }

    /// A launch written over a state (`AppModel.launch(in:into:)`, as a
    /// restarted evaluator launches) is the launch of a new state:
    /// over the state every seeded case of every built-in app ends in, with
    /// more scenes, a display, saved scenes or a later scene id, launched in
    /// the next case's window, under iPadOS 18, 26 and 27.
    @Test func aLaunchOverAStateIsAFreshLaunch() throws {
        var launches = 0
        let ends = try Self.forEachEndState { app, model, state, next in
            model.launch(in: next.window, into: &state)
            #expect(state == model.launch(in: next.window), "\(app.name) \(next.window)")
            launches += 1
        }
        #expect([launches, ends.scenes, ends.displays, ends.archives] == [1710, 43, 229, 5])
    }

    /// A kept launch is copied into a restarted evaluator field by field
    /// (`Evaluator.copyLaunch(_:into:)`): those fields are every
    /// stored property of a state and of a scene, and the launch copied
    /// over the state every seeded case of every built-in app ends in (with
    /// more scenes, a display, saved scenes, a later scene id, a scene in
    /// the background or disconnected) is the kept launch, under iPadOS 18,
    /// 26 and 27.
    @Test func aKeptLaunchIsCopiedWhole() throws {
        let window = try WindowRules(os: .v26).window(device: .ipadPro11, orientation: .landscape)
        let launch = AppModel(BuiltinApp.all[0].spec).launch(in: window)
        #expect(Mirror(reflecting: launch).children.compactMap(\.label)
                == ["scenes", "display", "archive", "nextSceneID", "navigators"])
        #expect(Mirror(reflecting: launch.scenes[0]).children.compactMap(\.label)
                == ["id", "window", "phase", "navigation"])
        var copies = 0
        let ends = try Self.forEachEndState { app, model, state, next in
            let kept = model.launch(in: next.window)
            Evaluator.copyLaunch(kept, into: &state)
            #expect(state == kept, "\(app.name) \(next.window)")
            #expect(state.scenes == kept.scenes)
            copies += 1
        }
        #expect([copies, ends.scenes, ends.displays, ends.archives, ends.away] == [1710, 43, 229, 5, 139])
    }

    /// The key holds every stored property of a window: a field added to
    /// `Window` and left out of `LaunchCache.Key` would let two different
    /// windows share a kept launch.
    @Test func theKeyCoversEveryFieldOfAWindow() throws {
        let window = try WindowRules(os: .v26).window(device: .ipadPro11, orientation: .landscape)
        let fields = Mirror(reflecting: window).children.compactMap(\.label)
        #expect(fields == ["device", "display", "orientation", "mode", "requestedMode", "idiom", "os",
                           "requestedSize", "size", "frameSize"])
        var moved = window
        moved.display = .display1440p
        #expect(LaunchCache.Key(moved) != LaunchCache.Key(window))
        var requested = window
        requested.requestedMode = .windowed
        #expect(LaunchCache.Key(requested) != LaunchCache.Key(window))
        var phone = window
        phone.idiom = .phone
        #expect(LaunchCache.Key(phone) != LaunchCache.Key(window))
    }

    /// What the end states ``forEachEndState(_:)`` walked held beyond one
    /// active scene: how many had more scenes, a display, saved scenes, or
    /// their first scene not active.
    struct EndStates {
        var scenes = 0, displays = 0, archives = 0, away = 0
    }

    /// Calls `body` with the state every seeded case (seed 13, 20 cases) of
    /// every built-in app ends in, under iPadOS 18, 26 and 27, and the next
    /// case: a state a restarted evaluator launches over.
    static func forEachEndState(
        _ body: (BuiltinApp, AppModel, inout AppState, Scenario) throws -> Void
    ) throws -> EndStates {
        var ends = EndStates()
        for os in [OSVersion.v18, .v26, .v27] {
            for app in BuiltinApp.all {
                let model = AppModel(app.spec, platform: .standard.on(os))
                let scenarios = try model.seededScenarios(seed: 13, count: 20)
                for (scenario, next) in zip(scenarios, scenarios.dropFirst()) {
                    var state = model.launch(in: scenario.window)
                    for event in scenario.events { model.reduce(&state, event) }
                    if state.scenes.count > 1 { ends.scenes += 1 }
                    if state.display != nil { ends.displays += 1 }
                    if !state.archive.isEmpty { ends.archives += 1 }
                    if state.scenes[0].phase != .active { ends.away += 1 }
                    try body(app, model, &state, next)
                }
            }
        }
        return ends
    }
}
