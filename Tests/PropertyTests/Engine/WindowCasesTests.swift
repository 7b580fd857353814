import LayoutModel
import SizeFuzz
import SizeFuzzTesting
import Testing

@Suite("WindowCases: the fuzzer's windows as test arguments")
struct WindowCasesTests {
    /// Case `i` is the launch window of the fuzzer's case `i`.
    @Test func eachCaseIsTheLaunchWindowOfTheFuzzersCase() {
        let cases = WindowCases(for: .sports, seed: 7, count: 40)
        let generator = ScenarioGenerator(model: AppModel(.sports))
        #expect(cases.count == 40)
        for windowCase in cases {
            var source = ChoiceSource(seed: ChoiceSource.caseSeed(seed: 7, caseIndex: UInt64(windowCase.index)))
            let run = generator.run(&source, invariants: [], bias: EdgeBias(caseIndex: UInt64(windowCase.index)),
                                    recordScenario: true)
            #expect(run.scenario?.window == windowCase.window)
        }
    }

    @Test func theSameSeedGivesTheSameWindows() {
        let first = WindowCases(for: .sports, seed: 3, count: 25).map(\.description)
        let again = WindowCases(for: .sports, seed: 3, count: 25).map(\.description)
        #expect(first == again)
        #expect(first != WindowCases(for: .sports, seed: 4, count: 25).map(\.description))
    }

    /// Every window reads back from its description, as a scenario's launch window.
    @Test(arguments: WindowCases(for: .fixedSidebar, seed: 1, count: 30))
    func eachWindowReadsBackFromItsDescription(_ windowCase: WindowCase) throws {
        let scenario = try Scenario(window: windowCase.window.scenarioDescription, events: [])
        #expect(scenario.window == windowCase.window)
        #expect(windowCase.description.hasSuffix(
            "(\(windowCase.sizeClasses.horizontal.rawValue)/\(windowCase.sizeClasses.vertical.rawValue))"))
    }
}
