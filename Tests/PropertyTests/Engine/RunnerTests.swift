@testable import SizeFuzz
import LayoutModel
import Testing

/// The runner: what it finds, and that what it reports depends on the seed alone.
@Suite struct RunnerTests {
    func run(_ apps: [AppSpec], seed: UInt64 = 1, iterations: Int, jobs: Int = 1, shard: Shard = .whole,
             invariants: InvariantSet = .all, platform: Platform = .v18) -> RunResult {
        FuzzRunner(RunConfiguration(seed: seed, iterations: iterations, apps: apps, invariants: invariants,
                                    jobs: jobs, shard: shard, platform: platform)).run()
    }

    /// Each known mistake is caught by its named invariant, and its shrunk
    /// scenario still fails that invariant on replay: on iPadOS 18, or on the
    /// first version that has what the mistake needs (window controls: 26).
    @Test(arguments: BuiltinApp.mistakes.map(\.name))
    func everyMistakeIsCaughtByItsInvariant(_ name: String) throws {
        let app = try #require(BuiltinApp.named(name))
        let invariant = try #require(app.caughtBy)
        let platform = Platform.standard.on(app.since)
        let result = run([app.spec], iterations: 400, invariants: InvariantSet([invariant]), platform: platform)
        let failure = try #require(result.failures.first)
        #expect(result.failures.count == 1 && failure.invariant == invariant && !failure.flaky)
        #expect(failure.scenario.events.count <= failure.original.events.count)
        let replayed = failure.scenario.evaluate(on: AppModel(app.spec, platform: platform), invariants: InvariantSet([invariant]))
        #expect(replayed.violations.first == failure.violation)
        #expect(failure.shrinkSteps > 0 && failure.shrinkSteps <= 2_000)
    }

    /// The correct patterns pass every invariant.
    @Test func theCorrectPatternsPass() {
        let result = run(BuiltinApp.defaultSet.map(\.spec), seed: 3, iterations: 4_400)
        #expect(result.failures.map { "\($0.app.name): \($0.violation)" } == [])
        #expect(result.casesRun == 4_400 && result.statistics.map(\.cases) == [400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400])
    }

    @Test func theFixedSidebarShrinksToALaunchInTheNarrowPaneAndFailsBelow620() throws {
        let result = run([.fixedSidebar], iterations: 50)
        let failure = try #require(result.failures.first)
        #expect(failure.scenario.window.scenarioDescription == "ipad-pro-11 landscape split-third")
        #expect(failure.scenario.events == [])
        #expect(failure.region == Region(width: 320...619.5, height: 605...834))
        #expect(failure.replayCommand == "fuzzrun --replay 1:\(failure.caseIndex) --app fixed-sidebar --invariant no-fixed-width-overflow --os 18")
    }

    @Test func shrunkScenariosAreMinimal() throws {
        let expected: [(AppSpec, InvariantName, String, [String])] = [
            (.clutteredTabBar, .tabBarFits, "ipad-pro-11 landscape split-third", []),
            (.screenWidthFrame, .noFixedWidthOverflow, "ipad-pro-11 landscape split-third", []),
            (.globalSceneState, .sceneIsolation, "ipad-pro-11 landscape full", ["open-window", "select-sidebar coffee"]),
            (.sharedRouterTab, .sceneIsolation, "ipad-pro-11 landscape full", ["open-window", "select-sidebar football"]),
        ]
        for (app, invariant, window, events) in expected {
            let failure = try #require(run([app], seed: 2, iterations: 300, invariants: InvariantSet([invariant])).failures.first)
            #expect(failure.scenario.window.scenarioDescription == window, "\(app.name)")
            #expect(failure.scenario.events.map(\.description) == events, "\(app.name)")
        }
    }

    /// `open-window` then a selection in the first scene is the smallest
    /// repro of an app-wide selection, and every seed reaches it exactly
    /// (before the scenario rewrites, seed 1 stopped at four events and seed
    /// 7 at three).
    @Test func shrinkingReachesTheSmallestReproAtEverySeed() {
        var scenarios: [String] = []
        for seed in UInt64(1)...12 {
            let failure = run([.globalSceneState], seed: seed, iterations: 300, invariants: [.sceneIsolation]).failures.first
            scenarios.append(failure.map {
                "\($0.scenario.window.scenarioDescription): \($0.scenario.events.map(\.description).joined(separator: ", "))"
            } ?? "none")
        }
        #expect(scenarios == Array(repeating: "ipad-pro-11 landscape full: open-window, select-sidebar coffee", count: 12))
    }

    /// The same seed gives the same report for any number of jobs.
    @Test func resultsDoNotDependOnJobs() {
        let apps: [AppSpec] = [.fixedGridCount, .pathResetOnResize, .cafe]
        let one = run(apps, seed: 11, iterations: 900, jobs: 1)
        let three = run(apps, seed: 11, iterations: 900, jobs: 3)
        #expect(one.statistics == three.statistics)
        #expect(one.failures.map(\.summary) == three.failures.map(\.summary))
        #expect(!one.failures.isEmpty)
    }

    /// Shards are disjoint and make up the run.
    @Test func shardsMakeUpTheRun() {
        let apps: [AppSpec] = [.fixedGridCount, .optionalSidebarSync]
        let whole = run(apps, seed: 5, iterations: 600)
        let parts = (1...3).map { run(apps, seed: 5, iterations: 600, shard: Shard(index: $0, count: 3)) }
        #expect(parts.map(\.casesRun) == [200, 200, 200])
        var merged = parts[0].statistics
        for part in parts.dropFirst() { for index in merged.indices { merged[index].merge(part.statistics[index]) } }
        #expect(merged == whole.statistics)
        for failure in whole.failures {
            let lowest = parts.compactMap { $0.failures.first { $0.invariant == failure.invariant && $0.app.name == failure.app.name } }
                .map(\.caseIndex).min()
            #expect(lowest == failure.caseIndex)
        }
    }

    @Test func aReplayedCaseFailsAsItDidInTheRun() throws {
        let configuration = RunConfiguration(seed: 9, iterations: 300, apps: [.pathResetOnResize], invariants: [.pathPreserved], platform: .v18)
        let failure = try #require(FuzzRunner(configuration).run().failures.first)
        let replayed = try #require(FuzzRunner(configuration).replay(caseIndex: failure.caseIndex).failures.first)
        #expect(replayed.summary == failure.summary)
        #expect(FuzzRunner(configuration).replay(caseIndex: 0).casesRun == 1)
    }

    @Test func timeLimitsStopBetweenChunks() {
        let result = FuzzRunner(RunConfiguration(seed: 1, iterations: 100_000, apps: [.cafe], platform: .v18)).run(shouldStop: { true })
        #expect(result.stoppedEarly && result.casesRun == 0)
    }
}

extension Failure {
    /// What a report shows, for comparing runs.
    var summary: String {
        "\(app.name) \(invariant.rawValue) case \(caseIndex) steps \(shrinkSteps) \(scenario.window.scenarioDescription) "
            + scenario.events.map(\.description).joined(separator: ", ") + " \(region.map(\.description) ?? "-")"
    }
}

/// What the reviewers of the runner found, kept as tests.
@Suite struct RunnerEdgeTests {
    /// With as many shards as apps, every shard still fuzzes every app.
    @Test func everyShardFuzzesEveryApp() {
        let apps: [AppSpec] = [.cafe, .sports]
        for index in 1...2 {
            let part = FuzzRunner(RunConfiguration(seed: 1, iterations: 400, apps: apps,
                                                   shard: Shard(index: index, count: 2), platform: .v18)).run()
            #expect(part.statistics.map(\.cases) == [100, 100])
        }
        #expect((0..<8).filter { Shard(index: 1, count: 2).contains($0, apps: 2) } == [0, 1, 4, 5])
    }

    /// A case that does not fail when it is generated again is reported as
    /// flaky, not dropped.
    @Test func aCaseThatPassesWhenRegeneratedIsFlaky() {
        let shrinker = FailureShrinker(generator: ScenarioGenerator(model: AppModel(.cafe, platform: .v18)), seed: 1)
        let failure = shrinker.shrink(caseIndex: 0, invariant: .gridFits)
        #expect(failure.flaky && failure.shrinkSteps == 0 && failure.region == nil)
        #expect(failure.violation.message == "failed in the run, but passed when case 0 was generated again")
    }

    /// The replay command carries the options that shape a case.
    @Test func replayCommandsCarryNonDefaultOptions() throws {
        let configuration = RunConfiguration(seed: 3, iterations: 300, apps: [.globalSceneState],
                                             invariants: [.sceneIsolation], maxEvents: 40, shrinkBudget: 500, platform: .v18)
        let failure = try #require(FuzzRunner(configuration).run().failures.first)
        #expect(failure.replayCommand == "fuzzrun --replay 3:\(failure.caseIndex) --app global-scene-state --invariant scene-isolation --os 18 --max-events 40 --shrink-budget 500")
        let replayed = try #require(FuzzRunner(configuration).replay(caseIndex: failure.caseIndex).failures.first)
        #expect(replayed.scenario == failure.scenario)
    }

    /// Regions reach below the Stage Manager minimum, down to the narrowest
    /// window the device has.
    @Test func regionsReachBelowTheSystemMinimum() throws {
        let app = AppSpec(
            name: "narrow", screens: [Screen("a", content: .hstack(spacing: 0, children: [
                .frame(width: 350, content: .content(name: "Card", minWidth: 0)), .spacer(minLength: 0),
            ]))],
            root: .any(.stack(StackSpec(root: "a"))))
        let failure = try #require(FuzzRunner(RunConfiguration(seed: 1, iterations: 100, apps: [app], platform: .v18)).run().failures.first)
        #expect(failure.invariant == .noFixedWidthOverflow)
        #expect(failure.region?.width == 320...349.5)
    }
}
