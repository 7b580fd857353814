import Foundation
import LayoutModel
@testable import SizeFuzz
import Testing

/// `fuzzrun --guided`: the same output for any `--jobs`, a failure in a narrow
/// region behind a deep link found within a bounded number of cases, and
/// replays of guided cases that need the pool they were mutated from.
@Suite struct GuidedRunTests {
    /// The app of `fuzzbench guided`'s hidden region: the `badge` screen,
    /// reached only through `?moji=badge`, overflows only in regular windows
    /// 678 to 679 pt wide beside cafe's 320 pt sidebar (a copy of
    /// `Sources/fuzzbench/HiddenRegionApp.swift`: tests cannot import an executable).
    static let hiddenRegion: AppSpec = {
        let mojis = ["smile", "wink"]
        var screens = [Screen("coffee", title: "Coffee", destinations: ["latte"]),
                       Screen("moji", title: "Moji", destinations: mojis), Screen("latte")]
        screens += mojis.map { Screen($0) }
        screens.append(Screen("badge", content: .frame(width: 359.5, content: .content(name: "Badge", minWidth: 100)),
                              compactContent: .content(name: "Badge", minWidth: 100)))
        return AppSpec(
            name: "hidden-region", summary: "cafe with a deep-link-only screen that overflows between 678 and 679.5 pt",
            source: "test", screens: screens,
            root: .any(.splitView(SplitViewSpec(sidebar: ["coffee", "moji"], detailStack: true))),
            behavior: AppBehavior(pathReset: .onSidebarChange,
                                  deepLinks: [DeepLink(parameter: "moji", select: "moji", popToRoot: true, values: mojis + ["badge"])]))
    }()

    /// The hidden-region app written as a spec file in `folder`.
    static func specFile(in folder: TemporaryFolder) throws -> String {
        try folder.write("hidden-region.json", String(decoding: try hiddenRegion.jsonData(), as: UTF8.self))
    }

    @Test func guidedOutputIsTheSameForAnyNumberOfJobs() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let spec = try Self.specFile(in: folder)
        let arguments = ["--spec", spec, "--guided", "--seed", "23", "--iterations", "2000",
                         "--invariant", "no-fixed-width-overflow", "--no-timing"]
        let one = fuzzrun(arguments + ["--jobs", "1"])
        #expect(one.code == 1)
        #expect(one.out.hasPrefix("fuzzrun: FAILED: 1 failure in 2000 cases of 1 app (seed 23)\n"))
        // Found within 2,000 cases: case 182, a mutation (a seeded run's case 182 passes;
        // one case in `GuidedSearch.casesPerMutation` is a mutation, so most seeds' first
        // failure within 2,000 cases is a fresh case: seed 23 is the first of 1 to 60 whose is not).
        #expect(one.out.contains("  app hidden-region, seed 23, case 182, shrunk from "))
        #expect(one.out.contains("  Region: width 678...679 × height 320...678.5, wider than tall (ipad-pro-11 landscape; windows 320...1194 × 320...834)\n"))
        #expect(one.out.contains("  Replay: fuzzrun --replay 23:182 --spec \(spec) --invariant no-fixed-width-overflow --guided\n"))
        for jobs in ["2", "4"] {
            let other = fuzzrun(arguments + ["--jobs", jobs])
            #expect(other.code == one.code && other.out == one.out && other.err == one.err)
        }
        // A passing app's report (coverage of every case) is the same too.
        let cafe = ["--app", "cafe", "--guided", "--seed", "9", "--iterations", "1000", "--no-timing"]
        let cafeOne = fuzzrun(cafe + ["--jobs", "1"])
        #expect(cafeOne.code == 0)
        #expect(fuzzrun(cafe + ["--jobs", "4"]).out == cafeOne.out)
    }

    @Test func aGuidedCaseReplaysOnlyWithGuided() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let spec = try Self.specFile(in: folder)
        let replay = ["--replay", "23:182", "--spec", spec, "--invariant", "no-fixed-width-overflow", "--no-timing"]
        let guided = fuzzrun(replay + ["--guided"])
        #expect(guided.code == 1)
        #expect(guided.out.hasPrefix("fuzzrun: FAILED: 1 failure in 1 case of 1 app (seed 23)\n"))
        #expect(guided.out.contains("    launch ipad-pro-11 landscape slide-over 678x677.5 "))
        #expect(guided.out.contains("    1  open-url ?moji=badge "))
        let seeded = fuzzrun(replay)
        #expect(seeded.code == 0)
        #expect(seeded.out.hasPrefix("fuzzrun: passed: 1 invariant held in 1 case of 1 app (seed 23)\n"))
    }

    @Test func theRunnerAndTheBenchmarkSearchRunTheSameCases() {
        let configuration = {
            var configuration = RunConfiguration(seed: 23, iterations: 2_000, apps: [Self.hiddenRegion],
                                                 invariants: [.noFixedWidthOverflow], jobs: 2, shrinkBudget: 1)
            configuration.guided = true
            return configuration
        }()
        let failure = FuzzRunner(configuration).run().failures.first
        #expect(failure?.caseIndex == 182)
        #expect(failure?.guided == true)
        let search = GuidedSearch(generator: ScenarioGenerator(model: AppModel(Self.hiddenRegion)),
                                  invariants: [.noFixedWidthOverflow])
        #expect(search.casesToFirstFailure(seed: 23, limit: 2_000) == 183)
    }

    @Test func aReplayThatContinuesSeededDrawsAsASeededSourceAfterItsPrefix() {
        var source = ChoiceSource(replaying: [2, 50], thenSeed: 7, recording: true)
        var seeded = ChoiceSource(seed: 7)
        #expect(source.draw(upTo: 9) == 2)
        #expect(source.mode == .replay)
        #expect(source.draw(upTo: 9) == 9)
        #expect(source.mode == .seeded)
        let next = (0..<5).map { _ in source.draw(upTo: 1_000) }
        #expect(next == (0..<5).map { _ in seeded.draw(upTo: 1_000) })
        // Past the prefix, weighted draws follow their weights (a replay draws kinds uniformly).
        #expect((0..<50).allSatisfy { _ in source.drawWeighted([0, 1, 0]) == 1 })
        #expect(!source.overran)
        #expect(source.recorded.prefix(2) == [2, 9])
    }

    @Test(arguments: [
        (["--app", "cafe", "--guided", "--shard", "1/2"],
         "fuzzrun: error: --guided and --shard cannot be used together: a guided case depends on the cases before it\n"),
        (["--app", "cafe", "--app", "sports", "--guided"],
         "fuzzrun: error: --guided fuzzes one app: give exactly one --app or --spec\n"),
        (["--guided"], "fuzzrun: error: --guided fuzzes one app: give exactly one --app or --spec\n"),
    ])
    func guidedRefusesWhatItCannotKeepDeterministic(_ arguments: [String], _ message: String) {
        let result = fuzzrun(arguments)
        #expect(result.code == 64 && result.out == "")
        #expect(result.err == message)
    }
}
