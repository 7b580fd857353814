@testable import LayoutModel
@testable import SizeFuzz
import Testing

/// A scene whose phase alone an event changed keeps its layout, and the
/// layout stays fresh when it was computed fresh for the scene's window and
/// navigation state (`Evaluator.advance`, issue 25), so `Evaluator.finish()`
/// does not lay it out again. After every event of
/// seeded cases of every built-in app, under iPadOS 18 and 26, every layout
/// the evaluator holds as fresh equals the layout of its scene made afresh.
@Suite struct FreshLayoutTests {
    @Test(arguments: BuiltinApp.all.map(\.name))
    func aLayoutKeptAsFreshIsTheScenesLayout(_ name: String) throws {
        let app = try #require(BuiltinApp.all.first { $0.name == name })
        var fresh = 0, phaseOnly = 0
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
                    }
                }
            }
        }
        #expect(fresh > 100)
        #expect(phaseOnly == FreshLayoutTests.phaseOnly[name], "\(name): \(phaseOnly)")
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
        "global-scene-state": 86,
        "health-notes": 104,
        "library": 38,
        "mail-columns": 42,
        "optional-sidebar-sync": 64,
        "path-reset-on-resize": 89,
        "paths-in-branch": 36,
        "primary-width-over-max": 108,
        "screen-width-frame": 189,
        "selection-in-branch": 38,
        "shared-router-tab": 44,
        "side-column": 55,
        "sidebar-lost-on-resize": 91,
        "split-in-tab": 56,
        "sports": 64,
        "stale-tab-selection": 65,
        "tab-sections-on-iphone": 73,
        "three-column": 71,
    ]
}
