// fuzzbench: the measurements behind BENCHMARKS.md. Run in release:
//
//     swift run -c release fuzzbench              every section
//     swift run -c release fuzzbench memory N     peak memory of one run of N cases
//     swift run -c release fuzzbench direct       check pre-generated scenarios only
//     swift run -c release fuzzbench engine       generate and check the same cases
//     swift run -c release fuzzbench property     Property.check against recording every case
//     swift run -c release fuzzbench parse [--dump] [--diagnostics] [--bytes N] [FILES...]
//                                                 parse Swift files (none: a generated N bytes, 300,000)
//     swift run -c release fuzzbench extract [DIRS...]
//                                                 AppSpec.extract (none: a generated 300 KB app)
//     swift run -c release fuzzbench extract-scale [N...]
//                                                 AppSpec.extract on N rows, links, tabs, assumptions
//     swift run -c release fuzzbench pipeline-fuzz [--seed S] [--count N] [--timeout SECONDS]
//                                                 mutated and generated sources through extract,
//                                                 --spec and --source (the fuzzrun beside it)
//     swift run -c release fuzzbench shrink-sweep [N] [--show]
//                                                 shrunk lengths of every mistake app, seeds 1-12
//     swift run -c release fuzzbench region-walk [RUNS]
//                                                 what locating each mistake's failure costs
//
// The last two do the same work with and without the engine, so that their
// instruction counts (valgrind --tool=callgrind) compare exactly on a machine
// whose timings are noisy.
//
// Times are wall-clock medians of repeated runs; the engine itself reads no
// clock. Every run uses seed 42 and the default apps, as `fuzzrun` does.
import Dispatch
import Foundation
import LayoutModel
import SizeFuzz

let arguments = Array(CommandLine.arguments.dropFirst())
let defaultApps = BuiltinApp.defaultSet.map(\.spec)

/// Seconds taken by `body`.
func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// The median of `runs` timings of `body`.
func median(runs: Int, _ body: () -> Void) -> Double {
    let times = (0..<runs).map { _ in seconds(body) }.sorted()
    return times[times.count / 2]
}

/// `value` with `digits` decimals, for the tables.
func fixed(_ value: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if let dot = text.firstIndex(of: ".") {
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
    } else if digits > 0 {
        text += "." + String(repeating: "0", count: digits)
    }
    return text
}

/// Peak resident memory of this process, in MiB.
func peakMemoryMiB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

func fuzz(iterations: Int, jobs: Int) -> RunResult {
    FuzzRunner(RunConfiguration(seed: 42, iterations: iterations, apps: defaultApps, jobs: jobs)).run()
}

/// The pre-generated scenarios of the overhead comparison, and their generators.
func overheadScenarios(_ count: Int) -> ([ScenarioGenerator], [(Int, Scenario)]) {
    let generators = defaultApps.map { ScenarioGenerator(model: AppModel($0)) }
    var scenarios: [(Int, Scenario)] = []
    for caseIndex in 0..<count {
        let app = caseIndex % generators.count
        var source = ChoiceSource(seed: ChoiceSource.caseSeed(seed: 42, caseIndex: UInt64(caseIndex)))
        if let scenario = generators[app].run(&source, invariants: [], bias: EdgeBias(caseIndex: UInt64(caseIndex)),
                                              recordScenario: true).scenario {
            scenarios.append((app, scenario))
        }
    }
    return (generators, scenarios)
}

/// Checks every scenario directly.
func checkDirectly(_ generators: [ScenarioGenerator], _ scenarios: [(Int, Scenario)]) {
    for (app, scenario) in scenarios { _ = scenario.evaluate(on: generators[app].model) }
}

/// Generates and checks the same cases as the engine does.
func checkWithEngine(_ generators: [ScenarioGenerator], _ count: Int) {
    for caseIndex in 0..<count {
        var source = ChoiceSource(seed: ChoiceSource.caseSeed(seed: 42, caseIndex: UInt64(caseIndex)))
        _ = generators[caseIndex % generators.count].run(&source, invariants: .all, bias: EdgeBias(caseIndex: UInt64(caseIndex)))
    }
}

if arguments.first == "direct" || arguments.first == "engine" {
    let (generators, scenarios) = overheadScenarios(20_000)
    if arguments.first == "direct" { checkDirectly(generators, scenarios) } else { checkWithEngine(generators, 20_000) }
    exit(0)
}

/// The peers' toy property (shared/peers): lists of 1 to 20 window sizes,
/// widths 320...2752 and heights 320...2064, four layout invariants.
let toySizes: Gen<[(Int, Int)]> = Gen<(Int, Int)>.zip(Gen.int(in: 320...2752), Gen.int(in: 320...2064)).array(count: 1...20)

/// The toy property's invariants, as the peers' ToyModel checks them.
func toyHolds(_ sizes: [(Int, Int)]) -> Bool {
    sizes.allSatisfy { width, height in
        let columns = max(1, (width - 16) / 166)
        return columns >= 1 && columns * 150 + (columns - 1) * 16 <= width && width >= 320 && height >= 320
    }
}

/// `cases` toy cases drawn as the engine drew them before it stopped
/// recording passing cases: every choice and span kept.
func recordingLoop(_ cases: Int) -> Int {
    var held = 0
    for index in 0..<cases {
        var source = ChoiceSource(seed: ChoiceSource.caseSeed(seed: 1, caseIndex: UInt64(index)), recording: true)
        if toyHolds(toySizes.run(&source)) { held += 1 }
    }
    return held
}

if arguments.first == "property" {
    // `fuzzbench property [check|recording]`: one mode alone, for callgrind.
    let cases = 100_000
    if arguments.dropFirst().first == "check" {
        _ = Property.check(toySizes, seed: 1, cases: cases, toyHolds)
        exit(0)
    }
    if arguments.dropFirst().first == "recording" {
        _ = recordingLoop(cases)
        exit(0)
    }
    let check = median(runs: 5) { _ = Property.check(toySizes, seed: 1, cases: cases, toyHolds) }
    let recording = median(runs: 5) { _ = recordingLoop(cases) }
    print("Property API, toy property, 100,000 cases, median of 5:")
    print("  Property.check (passing cases not recorded): \(fixed(check, 3)) s, \(Int(Double(cases) / check)) cases/s")
    print("  every case recorded (the engine before):     \(fixed(recording, 3)) s, \(Int(Double(cases) / recording)) cases/s (\(fixed(recording / check, 2))x the time)")
    exit(0)
}

if arguments.first == "region-walk" {
    RegionWalkBench(runs: arguments.dropFirst().compactMap { Int($0) }.first ?? 5).run()
    exit(0)
}

if arguments.first == "parse" {
    let rest = arguments.dropFirst()
    let bytesIndex = rest.firstIndex(of: "--bytes")
    let generated = bytesIndex.flatMap { rest.index(after: $0) < rest.endIndex ? Int(rest[rest.index(after: $0)]) : nil } ?? 300_000
    let paths = rest.enumerated().filter { offset, argument in
        !argument.hasPrefix("--") && (bytesIndex.map { offset != rest.distance(from: rest.startIndex, to: $0) + 1 } ?? true)
    }.map(\.element)
    ParseBench(paths: paths, generatedBytes: generated, dump: rest.contains("--dump"), showDiagnostics: rest.contains("--diagnostics")).run()
    exit(0)
}

if arguments.first == "extract" {
    ExtractBench(paths: Array(arguments.dropFirst())).run()
    exit(0)
}

if arguments.first == "extract-scale" {
    let sizes = arguments.dropFirst().compactMap { Int($0) }
    ExtractScaleBench(sizes: sizes.isEmpty ? [10_000, 100_000] : sizes).run()
    exit(0)
}

if arguments.first == "pipeline-fuzz" {
    guard let bench = PipelineFuzzBench(Array(arguments.dropFirst())) else { exit(64) }
    bench.run()
    exit(0)
}

if arguments.first == "shrink-sweep" {
    let rest = arguments.dropFirst()
    ShrinkSweep(iterations: rest.compactMap { Int($0) }.first ?? 20_000, show: rest.contains("--show")).run()
    exit(0)
}

if arguments.first == "hidden-region-spec" {
    // `fuzzbench hidden-region-spec`: the hidden-region app as a spec file,
    // to try `fuzzrun --spec FILE --guided` on it.
    guard let data = try? hiddenRegionApp.jsonData(), let text = String(data: data, encoding: .utf8) else { exit(1) }
    print(text)
    exit(0)
}

if arguments.first == "guided" {
    // `fuzzbench guided`: cases to the first failure of each mistake app,
    // guided by semantic coverage against seeded cases alone, seeds 1 to 20
    // (`fuzzbench guided 101`: seeds 101 to 120, a second set).
    let firstSeed = arguments.dropFirst().compactMap { UInt64($0) }.first ?? 1
    print("| mistake app | seeded, median cases | guided, median cases | seeded, worst | guided, worst | seeded, mean | guided, mean |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    let apps = BuiltinApp.mistakes.compactMap { app in app.caughtBy.map { (app.spec, $0) } }
        + [(hiddenRegionApp, InvariantName.noFixedWidthOverflow)]
    for (spec, invariant) in apps {
        let app = spec
        let search = GuidedSearch(generator: ScenarioGenerator(model: AppModel(spec)), invariants: InvariantSet([invariant]))
        var seeded: [Int] = [], guided: [Int] = []
        for seed in firstSeed...(firstSeed + 19) {
            seeded.append(search.casesToFirstFailure(seed: seed, limit: 20_000, guided: false) ?? 20_001)
            guided.append(search.casesToFirstFailure(seed: seed, limit: 20_000, guided: true) ?? 20_001)
        }
        seeded.sort()
        guided.sort()
        func middle(_ values: [Int]) -> String { fixed(Double(values[9] + values[10]) / 2, 1) }
        func mean(_ values: [Int]) -> String { fixed(Double(values.reduce(0, +)) / 20, 1) }
        print("| `\(app.name)` | \(middle(seeded)) | \(middle(guided)) | \(seeded[19]) | \(guided[19]) | \(mean(seeded)) | \(mean(guided)) |")
    }
    let hidden = FuzzRunner(RunConfiguration(seed: 1, iterations: 20_000, apps: [hiddenRegionApp], invariants: [.noFixedWidthOverflow]))
        .run().failures.first
    print("\nhidden-region, seed 1: \(hidden.map { "\($0.scenario.window.scenarioDescription); \($0.scenario.events.map(\.description)); region \($0.region.map(\.description) ?? "none")" } ?? "no failure")")
    exit(0)
}

if arguments.first == "guided-lengths" {
    // `fuzzbench guided-lengths [SEED] [CASES]`: where a guided run's case
    // length comes from, for optional-sidebar-sync (the speed benchmark's
    // app) and hidden-region: the cases of each origin and their events.
    let numbers = arguments.dropFirst().compactMap { Int($0) }
    let seed = UInt64(numbers.first ?? 1), cases = numbers.dropFirst().first ?? 20_000
    for spec in [AppSpec.optionalSidebarSync, hiddenRegionApp] {
        let search = GuidedSearch(generator: ScenarioGenerator(model: AppModel(spec)))
        let counts = search.caseLengths(seed: seed, cases: cases)
        let total = counts.reduce((0, 0)) { ($0.0 + $1.cases, $0.1 + $1.events) }
        print("\(spec.name), seed \(seed), \(cases) cases: \(fixed(Double(total.1) / Double(max(1, total.0)), 2)) events a case")
        for count in counts where count.cases > 0 {
            print("  \(count.origin.rawValue): \(count.cases) cases, \(fixed(Double(count.events) / Double(count.cases), 2)) events a case")
        }
    }
    exit(0)
}

if arguments.first == "memory", arguments.count == 2, let iterations = Int(arguments[1]) {
    _ = fuzz(iterations: iterations, jobs: 2)
    print(fixed(peakMemoryMiB(), 1))
    exit(0)
}

print("fuzzbench: seed 42, default apps (\(defaultApps.map(\.name).joined(separator: ", "))), \(ProcessInfo.processInfo.activeProcessorCount) cores\n")

// 1. Throughput.
let iterations = 100_000
_ = fuzz(iterations: 10_000, jobs: 1)  // warm up
let one = median(runs: 3) { _ = fuzz(iterations: iterations, jobs: 1) }
let two = median(runs: 3) { _ = fuzz(iterations: iterations, jobs: 2) }
print("throughput (100,000 cases, median of 3):")
print("  --jobs 1: \(fixed(one, 2)) s, \(Int(Double(iterations) / one)) cases/s")
print("  --jobs 2: \(fixed(two, 2)) s, \(Int(Double(iterations) / two)) cases/s (\(fixed(one / two, 2))x)")

// 2. Engine overhead: generating and checking as the runner does, against
// checking the same scenarios, generated beforehand, directly.
let overheadCases = 20_000
let (generators, scenarios) = overheadScenarios(overheadCases)
let direct = median(runs: 5) { checkDirectly(generators, scenarios) }
let engine = median(runs: 5) { checkWithEngine(generators, overheadCases) }
print("\nengine overhead (20,000 cases, one thread, median of 5):")
print("  scenarios checked directly: \(fixed(direct, 3)) s")
print("  generated and checked by the engine: \(fixed(engine, 3)) s (\(fixed(engine / direct, 2))x)")

// 3. Shrinking: the first failure of each mistake app, shrunk.
print("\nshrinking (first failure of each mistake app, seed 42, 2,000 cases each):")
var shrinkTimes: [Double] = []
for app in BuiltinApp.mistakes {
    guard let invariant = app.caughtBy else { continue }
    let generator = ScenarioGenerator(model: AppModel(app.spec))
    var first: Int?
    for caseIndex in 0..<2_000 where first == nil {
        var source = ChoiceSource(seed: ChoiceSource.caseSeed(seed: 42, caseIndex: UInt64(caseIndex)))
        if generator.run(&source, invariants: InvariantSet([invariant]), bias: EdgeBias(caseIndex: UInt64(caseIndex))).evaluator.failed.contains(invariant) {
            first = caseIndex
        }
    }
    guard let first else { print("  \(app.name): no failure found"); continue }
    let shrinker = FailureShrinker(generator: generator, seed: 42)
    var failure: Failure?
    let time = median(runs: 5) { failure = shrinker.shrink(caseIndex: first, invariant: invariant) }
    shrinkTimes.append(time)
    let events = failure.map { "\($0.original.events.count) -> \($0.scenario.events.count) events, \($0.shrinkSteps) steps" } ?? "?"
    let name = app.name + String(repeating: " ", count: max(0, 24 - app.name.count))
    print("  \(name)\(fixed(time * 1000, 1)) ms  (\(events))")
}
shrinkTimes.sort()
print("  median: \(fixed(shrinkTimes[shrinkTimes.count / 2] * 1000, 1)) ms")

// 4. Peak memory: a fresh process per run size.
print("\npeak memory (a fresh process each, --jobs 2):")
for size in [10_000, 1_000_000] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["memory", String(size)]
    let pipe = Pipe()
    process.standardOutput = pipe
    do {
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        print("  \(size) cases: \(text.trimmingCharacters(in: .whitespacesAndNewlines)) MiB")
    } catch {
        print("  \(size) cases: could not run (\(error))")
    }
}
