@testable import LayoutModel
@testable import SizeFuzz
import Testing

/// `AppModel.shownScreen(of:)`, which the reducer reads to show and dismiss
/// presentations, is the screen `layout(of:)` puts on top, without the
/// layout: checked on every scene after every step of seeded cases of every
/// built-in app, on each platform.
@Suite struct ShownScreenTests {
    @Test(arguments: BuiltinApp.all.map(\.name))
    func theShownScreenIsTheLayoutsScreen(_ name: String) throws {
        let app = try #require(BuiltinApp.all.first { $0.name == name })
        for os in [OSVersion.v18, .v26] {
            let model = AppModel(app.spec, platform: .standard.on(os))
            let generator = ScenarioGenerator(model: model)
            var checked = 0
            for index: UInt64 in 0..<40 {
                var source = ChoiceSource(seed: ChoiceSource.caseSeed(seed: 7, caseIndex: index))
                let scenario = try #require(generator.run(&source, invariants: InvariantSet([]),
                                                          bias: EdgeBias(caseIndex: index), recordScenario: true).scenario)
                var state = model.launch(in: scenario.window)
                for event in [nil] + scenario.events.map(Optional.some) {
                    if let event { model.reduce(&state, event) }
                    for scene in state.scenes {
                        #expect(model.shownScreen(of: scene) == model.layout(of: scene).screen)
                        checked += 1
                    }
                }
            }
            #expect(checked > 40)
        }
    }
}
