@testable import SizeFuzz
import LayoutModel
import Testing

@Suite struct GeneratorTests {
    let generator = ScenarioGenerator(model: AppModel(.threeColumn, platform: .v18))

    func scenario(seed: UInt64, caseIndex: UInt64) -> Scenario? {
        generator.seededScenario(seed: seed, caseIndex: caseIndex)
    }

    @Test func aCaseDependsOnTheSeedAndItsIndexAlone() {
        #expect(scenario(seed: 42, caseIndex: 7) == scenario(seed: 42, caseIndex: 7))
        #expect(scenario(seed: 42, caseIndex: 7) != scenario(seed: 42, caseIndex: 8))
        #expect(scenario(seed: 42, caseIndex: 7) != scenario(seed: 43, caseIndex: 7))
    }

    @Test func theSimplestChoicesAreTheSimplestScenario() {
        var empty = ChoiceSource(bytes: [])
        let simplest = generator.run(&empty, invariants: [], bias: EdgeBias(caseIndex: 0), recordScenario: true)
        #expect(simplest.scenario?.window.scenarioDescription == "ipad-pro-11 landscape full")
        #expect(simplest.scenario?.events == [])
    }

    /// A coverage-guided fuzzer's bytes drive the same generator: any bytes
    /// give a scenario that replays to the same result.
    @Test func anyBytesMakeAScenario() {
        var state: UInt64 = 1
        for length in [1, 7, 64, 300] {
            var bytes: [UInt8] = []
            for _ in 0..<length {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                bytes.append(UInt8(truncatingIfNeeded: state >> 56))
            }
            var source = ChoiceSource(bytes: bytes)
            let run = generator.run(&source, invariants: .all, bias: EdgeBias(caseIndex: 0), recordScenario: true)
            let scenario = run.scenario!
            #expect(scenario.evaluate(on: generator.model).violations == run.evaluator.violations)
        }
    }

    /// Every window a case visits is one the system gives: on the pixel
    /// grid, within the screen and the system minimum (or a fixed mode's size).
    @Test func generatedWindowsAreRealWindows() {
        let rules = WindowRules.v18
        for caseIndex in 0..<400 {
            guard let scenario = scenario(seed: 3, caseIndex: UInt64(caseIndex)) else { continue }
            var evaluator = Evaluator(model: generator.model, window: scenario.window, invariants: [])
            for event in scenario.events {
                evaluator.apply(event)
                for scene in evaluator.state.scenes {
                    let window = scene.window
                    let screen = rules.screenSize(of: window)
                    #expect(window.size.isWithin(.zero, screen), "\(window)")
                    #expect(Points.isOnPixelGrid(window.width, scale: window.scale), "\(window)")
                    #expect(Points.isOnPixelGrid(window.height, scale: window.scale), "\(window)")
                    if !window.isResizable {
                        let fixed = rules.fixedSize(of: window.mode, device: window.device, orientation: window.orientation)
                        #expect(window.size == fixed, "\(window)")
                    }
                }
            }
        }
    }

    @Test func edgeBiasDecaysWithTheCaseIndex() {
        #expect(EdgeBias(caseIndex: 0).kindWeights == [1, 8, 3, 3])
        #expect(EdgeBias(caseIndex: 20_000).kindWeights == [1, 4, 3, 3])
        #expect(EdgeBias(caseIndex: 140_000).kindWeights == [1, 1, 3, 3])
    }

    @Test func breakpointsComeFromTheAppsDeclarations() {
        // The size-class threshold, the restrictions (400 and 1200 wide, 300
        // and 900 tall), and column sums: sidebar and content minimums and
        // ideals beside the 300 pt detail.
        let widths = Breakpoints(model: AppModel(.threeColumn, platform: .v18)).widths
        let expected: [Double] = [400, 678, 1200, 750, 900, 650, 550]
        for expected in expected {
            #expect(widths.contains(expected), "\(expected)")
        }
        #expect(Breakpoints(model: AppModel(.threeColumn, platform: .v18)).heights == [300, 900])
        #expect(Breakpoints(model: AppModel(.fixedSidebar, platform: .v18)).widths.contains(620))
        #expect(Breakpoints(model: AppModel(.fixedGridCount, platform: .v18)).widths.contains(424 + 320))
    }

    @Test func shrinkingARestrictionsCounterexample() {
        // A false claim, to see the shrinker find its simplest counterexample:
        // "a minimum is never above 100 pt wide".
        let found = Property.counterexample(.restrictions(screen: Size(width: 1194, height: 834)), seed: 1) {
            $0.minimum.width <= 100
        }
        #expect(found == SceneSizeRestrictions(minimum: Size(width: 100.5, height: 0)))
    }
}

/// Properties of the model checked with the engine's own generators.
@Suite struct ModelPropertyTests {
    /// The compiled content plan places every tree exactly as the tree does.
    @Test func contentPlansPlaceTreesAsTheTreesDo() {
        let widths = Gen<Double>.double(from: 0, step: 0.5, steps: UInt64(4_000))
        let screens = Gen<Double>.double(from: 320, step: 0.5, steps: UInt64(2_000))
        let trees = Gen<(ViewNode, Double, Double)>.zip(Gen<ViewNode>.viewTree(), widths, screens)
        let counterexample = Property.counterexample(trees, seed: 5, cases: 1_500) { tree, width, screen in
            let context = WidthContext(screenWidth: screen)
            return ContentPlan(tree).place(offered: width, in: context) == tree.place(offered: width, in: context)
        }
        #expect(counterexample == nil)
    }

    /// Whatever overflows at a width overflows at every narrower width too.
    @Test func overflowIsMonotoneInWidth() {
        let widths = Gen<Double>.double(from: 0, step: 0.5, steps: UInt64(4_000))
        let trees = Gen<(ViewNode, Double, Double)>.zip(Gen<ViewNode>.viewTree(), widths, widths)
        let counterexample = Property.counterexample(trees, seed: 6, cases: 1_000) { tree, first, second in
            let context = WidthContext(screenWidth: 1024)
            let narrow = tree.overflows(offered: min(first, second), in: context).map(\.path)
            let wide = tree.overflows(offered: max(first, second), in: context).map(\.path)
            return wide.allSatisfy(narrow.contains)
        }
        #expect(counterexample == nil)
    }

    /// Restrictions of any kind clamp into what the system gives, and the
    /// conflicts the platform leaves undocumented are reported as lints.
    @Test(arguments: [DeviceID.ipadPro11, .ipadPro13M4])
    func restrictionsClampIntoTheSystemsBounds(_ device: DeviceID) {
        let rules = WindowRules.v18
        let screen = device.screenSize(.landscape)
        let system = rules.systemBounds(screen: screen)
        let counterexample = Property.counterexample(.restrictions(screen: screen), seed: 2, cases: 2_000) { restrictions in
            let bounds = rules.effectiveBounds(for: restrictions, screen: screen)
            let inside = bounds.minimum.isWithin(system.minimum, system.maximum)
                && bounds.maximum.isWithin(system.minimum, system.maximum)
                && bounds.minimum.width <= bounds.maximum.width && bounds.minimum.height <= bounds.maximum.height
            let conflict = restrictions.minimum.width > restrictions.maximum.width
                || restrictions.minimum.height > restrictions.maximum.height
            let linted = rules.lints(for: restrictions, screen: screen).contains {
                if case .minimumAboveMaximum = $0 { return true }
                return false
            }
            return inside && conflict == linted
        }
        #expect(counterexample == nil)
    }
}
