import Foundation
import LayoutModel
import SizeFuzz

/// `fuzzbench shrink-sweep [ITERATIONS] [--show]`: for every built-in mistake
/// app and seeds 1…12, the run `fuzzrun --app A --seed S --iterations N
/// --json --no-timing` makes (the same configuration, in this process, so
/// each shrink can be timed), and the length of the shrunk scenario of the
/// failure of the app's invariant. Prints a Markdown table: the lengths per
/// seed, the best any seed reaches, how many seeds reach it, the median
/// shrink evaluations and the median shrink time (thread CPU time). With `--show`, every
/// shrunk scenario too.
struct ShrinkSweep {
    /// The seeds swept.
    static let seeds: [UInt64] = Array(1...12)

    /// Cases per run.
    var iterations: Int
    /// Whether to print every shrunk scenario.
    var show: Bool

    /// One seed's outcome: the shrunk length, evaluations and seconds, or nil
    /// when the run found no failure of the app's invariant.
    struct Outcome {
        var events: Int
        var steps: Int
        var seconds: Double
        var scenario: String
    }

    func run() {
        print("shrunk scenario lengths, seeds 1-12, --iterations \(iterations) (`-` = no failure found):\n")
        print("| app | events, seeds 1-12 | best | seeds at best | median evaluations | median shrink CPU time |")
        print("| --- | --- | --- | --- | --- | --- |")
        var allSteps: [Int] = []
        var allSeconds: [Double] = []
        var details: [String] = []
        for app in BuiltinApp.mistakes {
            guard let invariant = app.caughtBy else { continue }
            let outcomes = Self.seeds.map { seed in outcome(app: app, invariant: invariant, seed: seed) }
            let found = outcomes.compactMap { $0 }
            let best = found.map(\.events).min() ?? 0
            let steps = found.map(\.steps).sorted()
            let times = found.map(\.seconds).sorted()
            allSteps += steps
            allSeconds += times
            let lengths = outcomes.map { $0.map { String($0.events) } ?? "-" }.joined(separator: " ")
            let atBest = found.filter { $0.events == best }.count
            let medianSteps = steps.isEmpty ? 0 : steps[steps.count / 2]
            let medianTime = times.isEmpty ? 0 : times[times.count / 2]
            print("| \(app.name) | \(lengths) | \(best) | \(atBest)/\(outcomes.count) | \(medianSteps) | \(fixed(medianTime * 1000, 1)) ms |")
            for (seed, outcome) in zip(Self.seeds, outcomes) {
                if let outcome { details.append("\(app.name) seed \(seed) (\(outcome.steps) steps): \(outcome.scenario)") }
            }
        }
        allSteps.sort()
        allSeconds.sort()
        if !allSteps.isEmpty {
            print("\nall failures: median \(allSteps[allSteps.count / 2]) evaluations (max \(allSteps.last ?? 0)), "
                + "median shrink CPU time \(fixed(allSeconds[allSeconds.count / 2] * 1000, 1)) ms (max \(fixed((allSeconds.last ?? 0) * 1000, 1)) ms)")
        }
        if show { print(""); for line in details { print(line) } }
    }

    /// The CPU time of the calling thread, in nanoseconds: each shrink runs on
    /// one thread from start to end, so this times it without counting the
    /// other processes of a busy machine.
    @Sendable static func threadCPUNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// The run of `app` at `seed`, as `fuzzrun --app` makes it.
    func outcome(app: BuiltinApp, invariant: InvariantName, seed: UInt64) -> Outcome? {
        let configuration = RunConfiguration(seed: seed, iterations: iterations, apps: [app.spec], jobs: 2)
        let result = FuzzRunner(configuration).run(clock: Self.threadCPUNanoseconds)
        guard let failure = result.failures.first(where: { $0.invariant == invariant }) else { return nil }
        let events = failure.scenario.events.map(\.description).joined(separator: ", ")
        return Outcome(events: failure.scenario.events.count, steps: failure.shrinkSteps,
                       seconds: failure.shrinkSeconds ?? 0, scenario: "\(failure.scenario.window): [\(events)]")
    }
}
