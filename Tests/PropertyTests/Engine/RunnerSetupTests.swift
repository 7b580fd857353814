import LayoutModel
@testable import SizeFuzz
import Testing

/// What a runner and a model work out once, before the first case, made
/// cheaper to set up: the same tables as before.
@Suite struct RunnerSetupTests {
    /// A runner works out the mode weights once for all its apps; each of
    /// its generators has the weights, launch devices and breakpoints the
    /// app's own generator has, under iPadOS 26, 18 and 27.
    @Test func aRunnersGeneratorsAreTheAppsOwn() {
        let specs = BuiltinApp.all.map(\.spec)
        for platform in [Platform.standard, .v18, Platform.standard.on(.v27)] {
            let runner = FuzzRunner(RunConfiguration(seed: 1, iterations: 1, apps: specs, platform: platform))
            for (spec, generator) in zip(specs, runner.generators) {
                let own = ScenarioGenerator(model: AppModel(spec, platform: platform))
                #expect(generator.modeWeights == own.modeWeights, "\(spec.name)")
                #expect(generator.launchDevices == own.launchDevices && generator.launchWeights == own.launchWeights)
                #expect(generator.breakpoints == own.breakpoints)
            }
        }
    }

    /// A runner works out the fixed-size launch windows once for all its
    /// apps: under iPadOS 26, 18 and 27 its generators keep the
    /// tables the app's own generators make, each kept window is the one the
    /// window rules give for its device, orientation and mode, and a window
    /// of a fixed mode is kept exactly where the mode is drawn there; every
    /// fixed window drawn in 2,000 cases of each OS is the rules' own.
    @Test func aRunnersFixedWindowsAreTheRulesOwn() throws {
        let specs = BuiltinApp.all.map(\.spec)
        var kept: [Int] = [], drawn: [Int] = []
        for platform in [Platform.standard, .v18, Platform.standard.on(.v27)] {
            let rules = platform.windows, modes = WindowMode.allCases
            let runner = FuzzRunner(RunConfiguration(seed: 1, iterations: 1, apps: specs, platform: platform))
            for (spec, generator) in zip(specs, runner.generators) {
                let own = ScenarioGenerator(model: AppModel(spec, platform: platform))
                #expect(generator.tables.fixedWindows == own.tables.fixedWindows, "\(spec.name)")
            }
            let table = try #require(runner.generators.first).tables.fixedWindows
            let weights = ScenarioGenerator.modeWeights(rules)
            #expect(table.count == DeviceID.allCases.count * 2 * modes.count)
            for device in DeviceID.allCases {
                for orientation in [Orientation.landscape, .portrait] {
                    let row = device.index * 2 + (orientation == .portrait ? 1 : 0)
                    for (index, mode) in modes.enumerated() {
                        let window = table[row * modes.count + index]
                        if weights[row][index] == 0 || mode.isResizable(on: rules.os) {
                            #expect(window == nil, "\(device) \(orientation) \(mode)")
                        } else {
                            #expect(window == (try rules.window(device: device, orientation: orientation, mode: mode)),
                                    "\(device) \(orientation) \(mode)")
                        }
                    }
                }
            }
            kept.append(table.count { $0 != nil })
            let generator = try #require(runner.generators.first)
            var fixed = 0
            for caseIndex in 0..<2_000 as Range<UInt64> {
                var source = ChoiceSource(seed: ChoiceSource.caseSeed(seed: 5, caseIndex: caseIndex))
                let window = generator.drawWindow(&source, bias: EdgeBias(caseIndex: caseIndex))
                guard !window.isResizable else { continue }
                #expect(window == (try rules.window(device: window.device, orientation: window.orientation,
                                                    mode: window.requestedMode)))
                fixed += 1
            }
            drawn.append(fixed)
        }
        #expect(kept == [222, 113, 201])
        #expect(drawn == [1211, 1571, 1220])
    }

    /// The three lists of built-in apps are what `all` gives when filtered
    /// as they were before they became lists of their own: the
    /// correct patterns, then the mistakes, then the lint examples, in
    /// order, and nothing else; `fuzzrun` with no `--app` runs these eleven.
    @Test func theBuiltinListsAreAllsFilters() {
        let all = BuiltinApp.all
        #expect(BuiltinApp.defaultSet.map(\.name) == all.filter { $0.caughtBy == nil && $0.lintedBy == nil }.map(\.name))
        #expect(BuiltinApp.mistakes.map(\.name) == all.filter { $0.caughtBy != nil }.map(\.name))
        #expect(BuiltinApp.lintExamples.map(\.name) == all.filter { $0.lintedBy != nil }.map(\.name))
        #expect((BuiltinApp.defaultSet + BuiltinApp.mistakes + BuiltinApp.lintExamples).map(\.name) == all.map(\.name))
        #expect(BuiltinApp.defaultSet.map(\.name) == ["sports", "cafe", "three-column", "blog", "health-notes",
                                                      "blog-universal", "library", "document-editor", "split-in-tab",
                                                      "side-column", "mail-columns"])
        #expect((all.count, BuiltinApp.mistakes.count, BuiltinApp.lintExamples.map(\.name)) == (30, 18, ["primary-width-over-max"]))
    }

    /// Values sorted, each once.
    @Test func ascendingUniqueSortsAndDropsRepeats() {
        #expect(Breakpoints.ascendingUnique([700, 320, 700, 1.5, 320, 320]) == [1.5, 320, 700])
        #expect(Breakpoints.ascendingUnique([]) == [])
        #expect(Breakpoints.ascendingUnique([4]) == [4])
    }

    /// A screen id given twice keeps its first screen, and the others keep
    /// their order.
    @Test func aScreenGivenTwiceKeepsItsFirst() {
        let app = AppSpec(name: "twice", screens: [Screen("home", title: "First"), Screen("detail"),
                                                   Screen("home", title: "Second"), Screen("more")],
                          root: .any(.stack(StackSpec(root: "home"))))
        let model = AppModel(app)
        #expect(model.screen("home")?.title == "First")
        #expect(model.app.screens.count == 4)
        #expect(["home", "detail", "more"].map { model.screen($0)?.id } == ["home", "detail", "more"])
    }
}
