@testable import LayoutModel
@testable import SizeFuzz
import Testing

/// The evaluator steps as the model does: after every event of seeded cases
/// of every built-in app, under iPadOS 18 and 26, its state is the state the
/// reducer alone leaves (`Evaluator.advance` moves the scene an event
/// changes out of the state while it lays it out and checks it, and back),
/// and each layout the step made is the layout of its scene made afresh.
@Suite struct EvaluatorStepTests {
    @Test(arguments: BuiltinApp.all.map(\.name))
    func theEvaluatorKeepsTheReducersStateAndLayouts(_ name: String) throws {
        let app = try #require(BuiltinApp.all.first { $0.name == name })
        for os in [OSVersion.v18, .v26] {
            let model = AppModel(app.spec, platform: .standard.on(os))
            var relaidOut = 0
            for scenario in try model.seededScenarios(seed: 11, invariants: .all) {
                var evaluator = Evaluator(model: model, window: scenario.window)
                var state = model.launch(in: scenario.window)
                #expect(evaluator.state == state)
                for event in scenario.events {
                    evaluator.apply(event)
                    model.reduce(&state, event)
                    #expect(evaluator.state == state)
                    #expect(evaluator.layouts.count == state.scenes.count)
                    for scene in state.scenes.indices where scene < 64 && evaluator.relaidOut & (1 << UInt64(scene)) != 0 {
                        #expect(evaluator.layouts[scene] == model.layout(of: state.scenes[scene]))
                        relaidOut += 1
                    }
                }
            }
            #expect(relaidOut > 40)
        }
    }

    /// `Evaluator.advance` compares a scene's window before and after an
    /// event only for an action that `changesWindow`: after
    /// every event of seeded cases of every built-in app, under iPadOS 18,
    /// 26 and 27, an action that does not keeps every scene's window, and
    /// the actions that do changed some.
    @Test(arguments: BuiltinApp.all.map(\.name))
    func onlyAnActionThatChangesWindowsChangesAWindow(_ name: String) throws {
        let app = try #require(BuiltinApp.all.first { $0.name == name })
        var kept = 0, changed = 0
        for os in [OSVersion.v18, .v26, .v27] {
            let model = AppModel(app.spec, platform: .standard.on(os))
            for scenario in try model.seededScenarios(seed: 11, invariants: .all) {
                var state = model.launch(in: scenario.window)
                for event in scenario.events {
                    let before = state
                    model.reduce(&state, event)
                    let windowsChanged = state.scenes.count != before.scenes.count
                        || state.scenes.indices.contains { state.scenes[$0].window != before.scenes[$0].window }
                    if event.action.changesWindow {
                        if windowsChanged { changed += 1 }
                    } else if state.scenes.count == before.scenes.count {
                        #expect(!windowsChanged, "\(event) changed a window")
                        kept += 1
                    }
                }
            }
        }
        #expect(kept > 100)
        #expect(changed > 20)
    }

    /// `Evaluator.advance`'s general path keeps the scenes before its event
    /// from step to step, written over the last step's one by one when the
    /// count is the same (`Evaluator.copyScenes(_:into:)`): after
    /// every event of seeded cases of every built-in app, under iPadOS 18
    /// and 26, the scenes kept are the state's scenes before the event when
    /// it took the general path (always for a rotation, a display connected
    /// or disconnected, a window opened or closed), and the scenes kept
    /// before otherwise.
    @Test(arguments: BuiltinApp.all.map(\.name))
    func theGeneralPathKeepsTheScenesBeforeItsEvent(_ name: String) throws {
        let app = try #require(BuiltinApp.all.first { $0.name == name })
        var general = 0, sameCount = 0
        for os in [OSVersion.v18, .v26] {
            let model = AppModel(app.spec, platform: .standard.on(os))
            for scenario in try model.seededScenarios(seed: 11, invariants: .all) {
                var evaluator = Evaluator(model: model, window: scenario.window)
                for event in scenario.events {
                    let before = evaluator.state.scenes, kept = evaluator.scenesBefore
                    evaluator.apply(event)
                    let deviceOrWindows: Bool = switch event.action {
                    case .rotate, .connectDisplay, .disconnectDisplay, .openWindow, .closeWindow: true
                    default: false
                    }
                    if deviceOrWindows || (evaluator.scenesBefore == before && before != kept) {
                        #expect(evaluator.scenesBefore == before, "\(event)")
                        general += 1
                        if kept.count == before.count { sameCount += 1 }
                    } else {
                        #expect(evaluator.scenesBefore == kept, "\(event)")
                    }
                }
            }
        }
        #expect(general > 20)
        #expect(sameCount > 10)
    }

    /// `Evaluator.changedScenes(_:_:)` marks exactly the scenes that differ
    /// from the scene at their index before (`Evaluator.advance`'s general
    /// path no longer compares a marked scene whole): after every
    /// event of seeded cases of every built-in app, under iPadOS 18 and 26,
    /// that keeps the scenes' ids, a scene is marked if and only if it is
    /// not equal to the scene before.
    @Test(arguments: BuiltinApp.all.map(\.name))
    func changedScenesMarksExactlyTheScenesThatDiffer(_ name: String) throws {
        let app = try #require(BuiltinApp.all.first { $0.name == name })
        var marked = 0, unmarked = 0
        for os in [OSVersion.v18, .v26] {
            let model = AppModel(app.spec, platform: .standard.on(os))
            for scenario in try model.seededScenarios(seed: 11, invariants: .all) {
                var state = model.launch(in: scenario.window)
                for event in scenario.events {
                    let before = state.scenes
                    model.reduce(&state, event)
                    guard Evaluator.sameScenes(state.scenes, before) else { continue }
                    let changed = Evaluator.changedScenes(state.scenes, before)
                    for index in state.scenes.indices.prefix(64) {
                        let isMarked = changed & (1 << UInt64(index)) != 0
                        #expect(isMarked == (state.scenes[index] != before[index]), "\(event)")
                        if isMarked { marked += 1 } else { unmarked += 1 }
                    }
                }
            }
        }
        #expect(marked > 40)
        #expect(unmarked > 20)
    }
}
