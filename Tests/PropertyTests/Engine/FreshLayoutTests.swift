@testable import LayoutModel
@testable import SizeFuzz
import Testing

/// A scene whose phase alone an event changed keeps its layout, and the
/// layout stays fresh when it was computed fresh for the scene's window and
/// navigation state (`Evaluator.advance`), so `Evaluator.finish()`
/// does not lay it out again; and a step that opens or closes a scene lays
/// out anew only the scenes whose window or navigation state it changed (or
/// whose layout was not fresh), the others keeping theirs. After every event of
/// seeded cases of every built-in app, under iPadOS 18 and 26, every layout
/// the evaluator holds as fresh equals the layout of its scene made afresh.
@Suite struct FreshLayoutTests {
    @Test(arguments: BuiltinApp.all.map(\.name))
    func aLayoutKeptAsFreshIsTheScenesLayout(_ name: String) throws {
        let app = try #require(BuiltinApp.all.first { $0.name == name })
        var fresh = 0, phaseOnly = 0, keptThroughOpening = 0
        for os in [OSVersion.v18, .v26] {
            let model = AppModel(app.spec, platform: .standard.on(os))
            for scenario in try model.seededScenarios(seed: 13, invariants: .all) {
                var evaluator = Evaluator(model: model, window: scenario.window)
                for event in scenario.events {
                    let before = evaluator.state.scenes
                    evaluator.apply(event)
                    let scenes = evaluator.state.scenes
                    for index in scenes.indices where index < 64 && evaluator.freshLayouts & (1 << UInt64(index)) != 0 {
                        #expect(evaluator.layouts[index] == model.layout(of: scenes[index]), "\(event) scene \(index)")
                        fresh += 1
                        if before.count == scenes.count, before[index].phase != scenes[index].phase,
                           scenes[index].window == before[index].window && scenes[index].navigation == before[index].navigation { phaseOnly += 1 }
                        if before.count != scenes.count, let old = before.firstIndex(where: { $0.id == scenes[index].id }),
                           scenes[index].window == before[old].window && scenes[index].navigation == before[old].navigation {
                            keptThroughOpening += 1
                        }
                    }
                }
            }
        }
        #expect(fresh > 100)
        #expect(phaseOnly == FreshLayoutTests.phaseOnly[name], "\(name): \(phaseOnly)")
        #expect(keptThroughOpening == FreshLayoutTests.keptThroughOpening[name], "\(name): \(keptThroughOpening)")
    }

    /// The scenes kept fresh through a change of phase alone, by app (the
    /// seeded cases above).
    static let phaseOnly: [String: Int] = [
        "blog": 65,
        "blog-universal": 73,
        "cafe": 94,
        "cluttered-tab-bar": 65,
        "crowding-inspector": 138,
        "custom-header": 100,
        "document-editor": 94,
        "fixed-detail-in-tab": 60,
        "fixed-grid-count": 82,
        "fixed-rail": 189,
        "fixed-sidebar": 189,
        "fixed-width-sheet": 138,
        "global-scene-state": 76,
        "health-notes": 104,
        "library": 38,
        "mail-columns": 54,
        "optional-sidebar-sync": 64,
        "path-reset-on-resize": 89,
        "paths-in-branch": 36,
        "primary-width-over-max": 108,
        "screen-width-frame": 189,
        "selection-in-branch": 38,
        "shared-router-tab": 56,
        "side-column": 55,
        "sidebar-lost-on-resize": 91,
        "split-in-tab": 56,
        "sports": 64,
        "stale-tab-selection": 65,
        "tab-sections-on-iphone": 73,
        "three-column": 67,
    ]

    /// The scenes of a step that opened or closed a scene whose window and
    /// navigation state it left as they were, by app (the seeded cases above).
    static let keptThroughOpening: [String: Int] = [
        "blog": 0,
        "blog-universal": 0,
        "cafe": 0,
        "cluttered-tab-bar": 0,
        "crowding-inspector": 0,
        "custom-header": 0,
        "document-editor": 0,
        "fixed-detail-in-tab": 0,
        "fixed-grid-count": 0,
        "fixed-rail": 0,
        "fixed-sidebar": 0,
        "fixed-width-sheet": 0,
        "global-scene-state": 19,
        "health-notes": 0,
        "library": 0,
        "mail-columns": 19,
        "optional-sidebar-sync": 0,
        "path-reset-on-resize": 0,
        "paths-in-branch": 0,
        "primary-width-over-max": 0,
        "screen-width-frame": 0,
        "selection-in-branch": 0,
        "shared-router-tab": 27,
        "side-column": 0,
        "sidebar-lost-on-resize": 0,
        "split-in-tab": 0,
        "sports": 0,
        "stale-tab-selection": 0,
        "tab-sections-on-iphone": 0,
        "three-column": 37,
    ]

    /// `Evaluator.layouts(of:keeping:of:fresh:model:)`, the layouts after a
    /// step that opened or closed a scene: a scene found by id keeps its
    /// layout when it was fresh and its window and navigation state are
    /// unchanged (its phase may change), and every other scene is laid out
    /// anew. The kept layouts here are layouts of other scenes, so that a
    /// layout kept is told from one computed.
    @Test func aSceneKeptThroughAnOpeningKeepsOnlyAFreshLayoutOfTheSameWindowAndState() throws {
        let model = AppModel(try #require(BuiltinApp.all.first { $0.name == "three-column" }).spec)
        var resized: SceneState?, navigated: SceneState?
        for scenario in try model.seededScenarios(seed: 13) where resized == nil || navigated == nil {
            var state = model.launch(in: scenario.window)
            let launched = state.scenes[0]
            for event in scenario.events {
                model.reduce(&state, event)
                let scene = state.scenes[0]
                // Scenes whose layouts differ from the launched scene's.
                var candidate = launched
                candidate.window = scene.window
                if resized == nil, model.layout(of: candidate) != model.layout(of: launched) { resized = candidate }
                candidate = launched
                candidate.navigation = scene.navigation
                if navigated == nil, model.layout(of: candidate) != model.layout(of: launched) { navigated = candidate }
            }
        }
        // b: the launched scene navigated; a: another scene like it.
        let b = try #require(navigated), other = try #require(resized)
        var a = b
        a.id = b.id + 1
        var bResized = b
        bResized.window = other.window
        var bNavigated = b
        bNavigated.navigation = other.navigation
        var c = b
        c.id = b.id + 2
        var bInactive = b
        bInactive.phase = b.phase == .active ? .background : .active
        // The stand-in for the kept layouts: unlike any of these scenes'.
        let z = model.layout(of: other), x = z, y = z
        for scene in [a, b, bResized, bNavigated] { #expect(model.layout(of: scene) != z) }
        let before = [a, b]
        func laidOut(_ scenes: [SceneState], fresh: UInt64) -> [Layout] {
            Evaluator.layouts(of: scenes, keeping: [x, y], of: before, fresh: fresh, model: model)
        }
        // Unchanged, or changed in phase alone: kept; a new scene: laid out.
        #expect(laidOut([a, b, c], fresh: 0b11) == [x, y, model.layout(of: c)])
        #expect(laidOut([c, bInactive, a], fresh: 0b11) == [model.layout(of: c), y, x])
        #expect(laidOut([b, a], fresh: 0b11) == [y, x])
        // Not fresh: laid out anew.
        #expect(laidOut([a, b, c], fresh: 0b01) == [x, model.layout(of: b), model.layout(of: c)])
        // Another window or navigation state: laid out anew.
        #expect(laidOut([bResized, c], fresh: 0b11) == [model.layout(of: bResized), model.layout(of: c)])
        #expect(laidOut([bNavigated], fresh: 0b11) == [model.layout(of: bNavigated)])
    }

    /// `Evaluator.rebuildInPlace`, the per-scene arrays rebuilt in their own
    /// storage after a step that opened or closed a scene, gives the layouts
    /// and intents of the plain rule (`Evaluator.rebuild`): at every such
    /// step of seeded cases of the built-in apps that open scenes (the
    /// others' cases never do), from the arrays the evaluator held before
    /// the step.
    @Test(arguments: ["global-scene-state", "mail-columns", "shared-router-tab", "three-column"])
    func aRebuildInPlaceIsThePlainRebuild(_ name: String) throws {
        let app = try #require(BuiltinApp.all.first { $0.name == name })
        var opened = 0, closed = 0
        for os in [OSVersion.v18, .v26] {
            let model = AppModel(app.spec, platform: .standard.on(os))
            for scenario in try model.seededScenarios(seed: 13, count: 160, invariants: .all) {
                var evaluator = Evaluator(model: model, window: scenario.window)
                for event in scenario.events {
                    let before = evaluator.state.scenes, layouts = evaluator.layouts, intents = evaluator.intents
                    let fresh = evaluator.freshLayouts
                    evaluator.apply(event)
                    let scenes = evaluator.state.scenes
                    guard !Evaluator.sameScenes(scenes, before) else { continue }
                    if scenes.count > before.count { opened += 1 } else { closed += 1 }
                    Self.expectRebuildsAlike(layouts, intents, of: scenes, before: before, fresh: fresh, model: model)
                }
            }
        }
        #expect(opened == FreshLayoutTests.openedAndClosed[name]?.0, "\(name): \(opened)")
        #expect(closed == FreshLayoutTests.openedAndClosed[name]?.1, "\(name): \(closed)")
    }

    /// `Evaluator.rebuildInPlace` on made-up steps the reducer never takes
    /// (a scene closed and another opened in one step, scenes reordered),
    /// and on the ones it takes: the plain rule's result, or no change when
    /// the kept scenes are out of order or follow a new one.
    @Test func aRebuildInPlaceOfAnyScenesIsThePlainRebuild() throws {
        let model = AppModel(try #require(BuiltinApp.all.first { $0.name == "three-column" }).spec)
        let scenario = try #require(try model.seededScenarios(seed: 13).first { $0.events.count > 4 })
        var state = model.launch(in: scenario.window)
        for event in scenario.events.prefix(4) { model.reduce(&state, event) }
        let launched = model.launch(in: scenario.window).scenes[0]
        var a = state.scenes[0], b = launched, c = launched, d = state.scenes[0], e = launched
        b.id = 1
        c.id = 2
        d.id = 3
        e.id = 4
        let before = [a, b, c]
        let layouts = before.map { model.layout(of: $0) }
        let intents = before.indices.map { SceneIntent(scene: before[$0], focus: layouts[$0].focus) }
        var aResized = a
        aResized.window = try #require(try model.seededScenarios(seed: 13).first { $0.window != a.window }).window
        a.phase = a.phase == .active ? .background : .active
        for scenes in [[a, b, c, d], [b, c], [a, c], [a, b], [d], [a, d], [c, d], [aResized, c, d], [a, c, d, e]] {
            for fresh: UInt64 in [0, 0b101, ~0] {
                Self.expectRebuildsAlike(layouts, intents, of: scenes, before: before, fresh: fresh, model: model)
            }
        }
        for scenes in [[b, a], [d, a], [c, a, b], [a, d, b]] {
            var inPlace = (layouts, intents)
            #expect(!Evaluator.rebuildInPlace(layouts: &inPlace.0, intents: &inPlace.1, of: scenes, before: before,
                                               fresh: ~0, model: model))
            #expect(inPlace.0 == layouts && inPlace.1 == intents)
        }
    }

    /// Expects the in-place rebuild of `layouts` and `intents` (those of the
    /// scenes `before`) for `scenes` to be the plain rule's.
    static func expectRebuildsAlike(_ layouts: [Layout], _ intents: [SceneIntent], of scenes: [SceneState],
                                    before: [SceneState], fresh: UInt64, model: AppModel) {
        var plain = (layouts, intents), inPlace = (layouts, intents)
        Evaluator.rebuild(layouts: &plain.0, intents: &plain.1, of: scenes, before: before, fresh: fresh, model: model)
        #expect(Evaluator.rebuildInPlace(layouts: &inPlace.0, intents: &inPlace.1, of: scenes, before: before,
                                         fresh: fresh, model: model))
        #expect(inPlace.0 == plain.0)
        #expect(inPlace.1.count == plain.1.count)
        for (intent, expected) in zip(inPlace.1, plain.1) { SceneIntentTests.expectSame(intent, expected) }
    }

    /// The steps that opened and that closed a scene, by app (the seeded
    /// cases of `aRebuildInPlaceIsThePlainRebuild`).
    static let openedAndClosed: [String: (Int, Int)] = [
        "global-scene-state": (77, 14),
        "mail-columns": (77, 14),
        "shared-router-tab": (98, 24),
        "three-column": (83, 16),
    ]
}
