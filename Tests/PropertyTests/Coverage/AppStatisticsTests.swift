import LayoutModel
@testable import SizeFuzz
import Testing

/// What the statistics count of a step: here, which width breakpoints its
/// window lies on or a pixel beside.
@Suite struct AppStatisticsTests {
    /// The indices of `widths` within a pixel of `width` at `scale`: the
    /// definition, checked breakpoint by breakpoint.
    func near(_ width: Double, scale: Int, in widths: [Double]) -> [Int] {
        widths.indices.filter { abs(widths[$0] - width) <= 1 / Double(scale) + 1e-9 }
    }

    /// Launches in Stage Manager windows on, one and two pixels beside each
    /// of the app's width breakpoints, each counted alone and all counted in
    /// one statistics, mark the breakpoints within a pixel of the window and
    /// no others.
    @Test(arguments: ["cafe", "mail-columns", "optional-sidebar-sync"])
    func aLaunchMarksTheBreakpointsWithinAPixel(_ name: String) throws {
        let app = try #require(BuiltinApp.all.first { $0.spec.name == name }?.spec)
        let model = AppModel(app)
        let generator = ScenarioGenerator(model: model)
        let widths = generator.breakpoints.widths
        let rules = model.platform.windows
        var all = AppStatistics()
        var expected = Array(repeating: false, count: widths.count)
        var windows = 0
        for breakpoint in widths {
            for offset in -2...2 {
                let size = Size(width: breakpoint + Double(offset) / 2, height: 700)
                guard let window = try? rules.window(device: .ipadPro11, orientation: .landscape, mode: .stage, size: size),
                      window.width == size.width else { continue }
                windows += 1
                var evaluator = Evaluator(model: model, window: window)
                var alone = AppStatistics()
                alone.recordLaunch(&evaluator, breakpoints: generator.breakpoints, traits: generator.traits)
                all.recordLaunch(&evaluator, breakpoints: generator.breakpoints, traits: generator.traits)
                let hits = near(window.width, scale: window.scale, in: widths)
                #expect(alone.breakpointsHit.indices.filter { alone.breakpointsHit[$0] } == hits)
                if offset == 0 { #expect(hits.contains(widths.firstIndex(of: breakpoint) ?? -1)) }
                for index in hits { expected[index] = true }
            }
        }
        #expect(windows > 0)
        #expect(all.breakpointsHit == expected)
    }

    /// A step's statistics read its window from the scene's layout alone:
    /// on every scene after every step of seeded cases of every
    /// built-in app, in one evaluator restarted for each case with its kept
    /// launches as a worker's is, the layout's window is the scene's.
    @Test(arguments: BuiltinApp.all.map(\.name))
    func theLayoutsWindowIsTheScenesAfterEveryStep(_ name: String) throws {
        let app = try #require(BuiltinApp.all.first { $0.name == name })
        let model = AppModel(app.spec)
        var launches = LaunchCache()
        var evaluator: Evaluator?
        var checked = 0
        for scenario in try model.seededScenarios(seed: 5) {
            if evaluator == nil {
                evaluator = Evaluator(model: model, window: scenario.window)
            } else {
                evaluator?.restart(in: scenario.window, invariants: .all, cache: &launches)
            }
            for event in [nil] + scenario.events.map(Optional.some) {
                if let event { evaluator?.apply(event) }
                let kept = try #require(evaluator)
                #expect(kept.layouts.count == kept.state.scenes.count)
                for (layout, scene) in zip(kept.layouts, kept.state.scenes) {
                    #expect(layout.window == scene.window)
                    checked += 1
                }
            }
        }
        #expect(checked > 40)
    }

    /// A step's cell, its counts by size classes and by mode and the
    /// breakpoints it marks are those of its scene's window and layout after
    /// the step, though the statistics keep them from the step before while
    /// that step's scene is the same and was not laid out anew:
    /// over seeded cases of every built-in app, counted as a worker counts
    /// them (one statistics, one scratch with its kept launches), the cells
    /// and those counts, and each case's breakpoints hit counted alone,
    /// equal the ones worked out from every step's scene and layout,
    /// replayed in a fresh evaluator (a step marks the breakpoints within a
    /// pixel of its scene's window when it laid some scene out, as a launch
    /// does).
    @Test(arguments: BuiltinApp.all.map(\.name))
    func aStepsCellAndCountsAreItsScenesThoughKept(_ name: String) throws {
        let app = try #require(BuiltinApp.all.first { $0.name == name })
        let model = AppModel(app.spec)
        let generator = ScenarioGenerator(model: model)
        let space = CoverageSpace(model: model, breakpoints: generator.breakpoints)
        var counted = AppStatistics()
        var scratch = CaseScratch()
        var cells = CoverageMap()
        var sizeClasses = [0, 0, 0, 0], modes = Array(repeating: 0, count: WindowMode.allCases.count + 1)
        var hits: [Bool] = []
        var steps = 0, cases = 0
        // What a step of `event` (0 for the launch) on scene `scene` counts.
        func expect(_ evaluator: Evaluator, scene: Int, event: Int) {
            steps += 1
            guard !evaluator.state.scenes.isEmpty else { return }
            let index = min(scene, evaluator.state.scenes.count - 1)
            let window = evaluator.state.scenes[index].window, layout = evaluator.layouts[index]
            let mode = window.display != nil ? WindowMode.allCases.count : window.mode.ordinal
            let horizontal = layout.sizeClasses.horizontal
            sizeClasses[(horizontal == .regular ? 2 : 0) + (layout.sizeClasses.vertical == .regular ? 1 : 0)] += 1
            modes[mode] += 1
            if event == 0 || evaluator.relaidOut != 0 {
                for hit in near(window.width, scale: window.scale, in: space.widths) { hits[hit] = true }
            }
            cells.insert(space.index(of: CoverageCell(
                device: CoverageCell.DeviceClass(window.device), mode: mode, horizontal: horizontal,
                container: CoverageCell.ContainerState(layout),
                interval: CoverageSpace.interval(of: window.width, in: space.widths), event: event)))
        }
        for caseIndex in 0..<150 {
            let bias = EdgeBias(caseIndex: UInt64(caseIndex))
            var source = ChoiceSource(seed: ChoiceSource.caseSeed(seed: 13, caseIndex: UInt64(caseIndex)))
            withUnsafeMutablePointer(to: &counted) { counted in
                generator.run(&source, in: &scratch, invariants: .all, bias: bias, statistics: counted)
            }
            var again = ChoiceSource(seed: ChoiceSource.caseSeed(seed: 13, caseIndex: UInt64(caseIndex)))
            var alone = AppStatistics()
            let run = withUnsafeMutablePointer(to: &alone) { alone in
                generator.run(&again, invariants: .all, bias: bias, recordScenario: true, statistics: alone)
            }
            let scenario = try #require(run.scenario)
            hits = Array(repeating: false, count: space.widths.count)
            var evaluator = Evaluator(model: model, window: scenario.window)
            expect(evaluator, scene: 0, event: 0)
            for event in scenario.events {
                evaluator.apply(event)
                expect(evaluator, scene: event.scene, event: EventKind(event.action).rawValue + 1)
            }
            #expect(alone.breakpointsHit == hits)
            if hits.contains(true) { cases += 1 }
        }
        #expect(counted.steps == steps)
        #expect(steps > 600)
        #expect(counted.cells.indices == cells.indices)
        #expect(counted.sizeClasses == sizeClasses)
        #expect(counted.modes == modes)
        #expect(cases > 10)
    }

    /// A cell or a layout counted again changes nothing, and a copy taken
    /// before an insert keeps what it held: the map and the counter write
    /// only when an insert adds something, and then into their
    /// own copy.
    @Test func anInsertWritesOnlyWhatItAddsAndIntoItsOwnCopy() {
        var map = CoverageMap(cells: 128)
        map.insert(5)
        let copy = map
        map.insert(5)
        #expect(map == copy)
        map.insert(70)
        // Beyond the cells the map was made with: it grows.
        map.insert(300)
        #expect(copy.indices == [5])
        #expect(map.indices == [5, 70, 300])

        // Register 5 raised to rank 12; the same value again, and one of
        // rank 7 in it, leave it; then register 9 raised to rank 1.
        var counter = DistinctCounter()
        counter.insert(5 << 52 | 1 << 40)
        let one = counter
        counter.insert(5 << 52 | 1 << 40)
        counter.insert(5 << 52 | 1 << 45)
        #expect(counter == one)
        counter.insert(9 << 52 | 1 << 51)
        #expect(counter != one)
        #expect(one.estimate == 1)
        #expect(counter.estimate == 2)
    }

    /// The counts by size classes, window mode and event kind read and
    /// write apart, and a merge adds them up.
    @Test func theCountsReadWriteAndMergeApart() {
        var counted = AppStatistics()
        #expect(counted.sizeClasses == [0, 0, 0, 0])
        #expect(counted.modes == Array(repeating: 0, count: WindowMode.allCases.count + 1))
        #expect(counted.events == Array(repeating: 0, count: EventKind.allCases.count))
        counted.sizeClasses = [1, 2, 3, 4]
        counted.modes[2] = 5
        counted.events[EventKind.allCases.count - 1] = 7
        var merged = AppStatistics()
        merged.merge(counted)
        merged.merge(counted)
        #expect(merged.sizeClasses == [2, 4, 6, 8])
        #expect(merged.modes.reduce(0, +) == 10)
        #expect(merged.modes[2] == 10)
        #expect(merged.events.reduce(0, +) == 14)
        #expect(merged.events.last == 14)
        #expect(merged != counted)
    }

    /// Every step of a run is counted once by size classes and once by
    /// mode, and every step but a launch once by event kind.
    @Test func everyStepIsCountedOnceByEachMeasure() {
        let result = FuzzRunner(RunConfiguration(seed: 11, iterations: 300, apps: [.cafe, .mailColumns])).run()
        for counted in result.statistics {
            #expect(counted.cases == 150)
            #expect(counted.sizeClasses.reduce(0, +) == counted.steps)
            #expect(counted.modes.reduce(0, +) == counted.steps)
            #expect(counted.events.reduce(0, +) == counted.steps - counted.cases)
        }
    }
}
