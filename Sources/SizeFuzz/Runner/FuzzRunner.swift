import Dispatch
import LayoutModel
import Synchronization

/// Runs a fuzz campaign: every case of the configuration (or of its shard),
/// across worker threads, then shrinks the first failure of each app and
/// invariant.
///
/// Case `i` is generated from `(seed, i)` alone and the failure reported for
/// an app and an invariant is the one with the lowest case index, so the
/// result is the same for any number of jobs and any order of completion.
public struct FuzzRunner: Sendable {
    /// The configuration.
    public let configuration: RunConfiguration
    /// One generator per app.
    public let generators: [ScenarioGenerator]
    /// The invariants checked on each app: the configuration's, but those
    /// its spec turns off (`AppSpec.disabledInvariants`).
    public let invariantSets: [InvariantSet]

    /// Creates a runner.
    public init(_ configuration: RunConfiguration) {
        self.configuration = configuration
        invariantSets = configuration.apps.map { $0.checked(configuration.invariants) }
        // Every app runs on the configuration's platform: its mode weights
        // and fixed windows are worked out once.
        let rules = configuration.platform.windows
        let modeWeights = ScenarioGenerator.modeWeights(rules)
        let fixedWindows = ScenarioGenerator.fixedWindows(rules, modeWeights: modeWeights)
        generators = configuration.apps.map {
            ScenarioGenerator(model: AppModel($0, platform: configuration.platform, navigator: configuration.navigators[$0.name]),
                              maxEvents: configuration.maxEvents, breakpoints: nil, modeWeights: modeWeights,
                              fixedWindows: fixedWindows)
        }
    }

    /// New generators for the configuration's apps, sharing no storage with
    /// ``generators`` (the specs are rebuilt from their encodings' values).
    func freshGenerators() -> [ScenarioGenerator] {
        zip(configuration.apps, generators).map { app, generator in
            ScenarioGenerator(model: AppModel(app.deepCopy, platform: configuration.platform, navigator: generator.model.navigator),
                              maxEvents: configuration.maxEvents, breakpoints: generator.breakpoints.copy)
        }
    }

    /// The cases a worker takes at a time.
    static let chunkSize = 256

    /// The most test evaluations shrinking one failure may use once the run
    /// is cancelled (or the configuration's budget, if smaller): an
    /// interrupted run reports quickly.
    public static let interruptedShrinkBudget = 500

    /// Runs every case of the shard, shrinking each failure as soon as it is
    /// known to be the first of its app and invariant (`ShrinkSchedule`),
    /// and the rest at the end.
    ///
    /// - Parameters:
    ///   - shouldStop: asked between chunks; `true` ends the run early (a
    ///     time limit). The cases run are then reported.
    ///   - cancellation: checked between chunks and before each shrink; once
    ///     requested, no new cases start, the failures found so far are
    ///     shrunk with at most ``interruptedShrinkBudget`` evaluations each
    ///     (a shrink already under way finishes with its budget), and the
    ///     result is marked ``RunResult/interrupted``.
    ///   - progress: called now and then from a worker with the cases run and
    ///     the failures found so far.
    ///   - clock: a monotonic clock in nanoseconds, to time each shrink for
    ///     the report; the engine reads no clock of its own.
    ///   - shrunk: called with each failure once it is shrunk, during the run
    ///     or at its end, one call at a time, in the order of case index then
    ///     app and invariant (the same for any number of jobs), so a caller
    ///     can save it before the run ends.
    public func run(
        shouldStop: @escaping @Sendable () -> Bool = { false },
        cancellation: Cancellation = .never,
        progress: (@Sendable (_ cases: Int, _ failures: Int) -> Void)? = nil,
        clock: (@Sendable () -> UInt64)? = nil,
        shrunk: (@Sendable (Failure) -> Void)? = nil
    ) -> RunResult {
        if configuration.guided {
            return runGuided(shouldStop: shouldStop, cancellation: cancellation, progress: progress, clock: clock, shrunk: shrunk)
        }
        let jobs = configuration.jobs
        let results = Mutex<[WorkerResult?]>(Array(repeating: nil, count: jobs))
        let done = Atomic<Int>(0)
        let stopped = Atomic<Bool>(false)
        let cancelled = Atomic<Bool>(false)
        let schedule = ShrinkSchedule(blockSize: Self.chunkSize, deliver: shrunk)
        DispatchQueue.concurrentPerform(iterations: jobs) { worker in
            // Each worker has its own models, so that threads never share the
            // reference counts of the arrays they read on every step.
            let generators = worker == 0 ? generators : freshGenerators()
            var result = WorkerResult(apps: generators.count)
            // One evaluator per app, restarted for each of the worker's cases.
            var scratch = Array(repeating: CaseScratch(), count: generators.count)
            var chunk = worker
            while chunk * Self.chunkSize < configuration.iterations {
                if cancellation.isRequested() { cancelled.store(true, ordering: .relaxed) }
                if stopped.load(ordering: .relaxed) || cancelled.load(ordering: .relaxed) || shouldStop() {
                    stopped.store(true, ordering: .relaxed)
                    break
                }
                let start = chunk * Self.chunkSize
                let end = min(start + Self.chunkSize, configuration.iterations)
                let ran = runChunk(start..<end, generators: generators, scratch: &scratch, into: &result)
                let total = done.add(ran, ordering: .relaxed).newValue
                for (key, caseIndex) in schedule.finish(block: chunk, firsts: result.firsts) {
                    schedule.finished(key, shrink(key, caseIndex: caseIndex, generators: generators,
                                                  cancellation: cancellation, clock: clock))
                }
                progress?(total, schedule.failing)
                chunk += jobs
            }
            results.withLock { $0[worker] = result }
        }
        var merged = WorkerResult(apps: generators.count)
        for result in results.withLock({ $0 }) { if let result { merged.merge(result) } }
        let rest = schedule.remaining()
        DispatchQueue.concurrentPerform(iterations: rest.count) { index in
            let (key, caseIndex) = rest[index]
            schedule.finished(key, shrink(key, caseIndex: caseIndex, generators: generators,
                                          cancellation: cancellation, clock: clock))
        }
        let interrupted = cancelled.load(ordering: .relaxed) || cancellation.isRequested()
        return RunResult(configuration: configuration, casesRun: merged.cases, stoppedEarly: stopped.load(ordering: .relaxed),
                         interrupted: interrupted, statistics: merged.statistics, failures: schedule.failures)
    }

    /// Regenerates, shrinks and locates the failure of `key` at `caseIndex`,
    /// with the smaller budget once cancellation is requested.
    private func shrink(_ key: FailureKey, caseIndex: Int, generators: [ScenarioGenerator],
                        cancellation: Cancellation, clock: (@Sendable () -> UInt64)?) -> Failure {
        let start = clock?()
        let budget = cancellation.isRequested()
            ? min(configuration.shrinkBudget, Self.interruptedShrinkBudget) : configuration.shrinkBudget
        var failure = FailureShrinker(generator: generators[key.app], seed: configuration.seed, budget: budget,
                                      invariants: invariantSets[key.app])
            .shrink(caseIndex: caseIndex, invariant: key.invariant)
        if let start, let end = clock?() { failure.shrinkSeconds = Double(end &- start) / 1e9 }
        return failure
    }

    /// Runs the cases of `range` that belong to the shard, each app's in
    /// its evaluator of `scratch`.
    private func runChunk(_ range: Range<Int>, generators: [ScenarioGenerator], scratch: inout [CaseScratch],
                          into result: inout WorkerResult) -> Int {
        var ran = 0
        let appCount = generators.count
        // One source for the chunk, restarted for each case as a new one of
        // the case's seed would start: a source made and destroyed for each
        // case cost it about 300 instructions.
        var source = ChoiceSource(seed: 0)
        // Each app's scratch is used where the array keeps it: a subscript
        // inside the closure below copied the whole evaluator and destroyed
        // the copy, every case.
        scratch.withUnsafeMutableBufferPointer { scratch in
            for caseIndex in range where configuration.shard.contains(caseIndex, apps: appCount) {
                let app = caseIndex % appCount
                let kept = scratch.baseAddress! + app
                source.restart(seed: ChoiceSource.caseSeed(seed: configuration.seed, caseIndex: UInt64(caseIndex)))
                withUnsafeMutablePointer(to: &result.statistics[app]) { statistics in
                    generators[app].run(&source, in: &kept.pointee, invariants: invariantSets[app],
                                        bias: EdgeBias(caseIndex: UInt64(caseIndex)), statistics: statistics)
                }
                if kept.pointee.evaluator?.violations.isEmpty == false {
                    for violation in kept.pointee.evaluator?.violations ?? [] {
                        result.noteFailure(app: app, invariant: violation.invariant, caseIndex: caseIndex)
                    }
                }
                ran += 1
            }
        }
        result.cases += ran
        return ran
    }

    /// Regenerates, shrinks and locates each first failure, in parallel.
    func shrinkFailures(_ firsts: [FailureKey: Int], clock: (@Sendable () -> UInt64)?) -> [Failure] {
        let keys = firsts.keys.sorted()
        let shrunk = Mutex<[Failure?]>(Array(repeating: nil, count: keys.count))
        DispatchQueue.concurrentPerform(iterations: keys.count) { index in
            let failure = shrink(keys[index], caseIndex: firsts[keys[index]] ?? 0, generators: generators,
                                 cancellation: .never, clock: clock)
            shrunk.withLock { $0[index] = failure }
        }
        return shrunk.withLock { $0 }.compactMap { $0 }
    }
}

/// The outcome of a run.
public struct RunResult: Sendable {
    /// What was run.
    public var configuration: RunConfiguration
    /// How many cases ran (fewer than the shard's when stopped early).
    public var casesRun: Int
    /// Whether the run was stopped before every case ran.
    public var stoppedEarly: Bool
    /// Whether the run was cancelled (``Cancellation``) before it returned:
    /// cases stopped early, or failures shrunk with the smaller budget, or
    /// neither if the request came at the very end.
    public var interrupted: Bool = false
    /// What each app's cases covered, in the order of the configuration's apps.
    public var statistics: [AppStatistics]
    /// One failure per app and invariant, by app then invariant.
    public var failures: [Failure]

    /// Whether the run passed: at least one case ran, every case passed, and
    /// the run was not interrupted. A run that ran no case checked nothing.
    public var passed: Bool { failures.isEmpty && casesRun > 0 && !interrupted }
}

/// An app (by index) and an invariant.
struct FailureKey: Hashable, Comparable {
    var app: Int
    var invariant: InvariantName

    static func < (lhs: FailureKey, rhs: FailureKey) -> Bool {
        lhs.app != rhs.app ? lhs.app < rhs.app : lhs.invariant < rhs.invariant
    }
}

/// What one worker found.
struct WorkerResult {
    var cases = 0
    var statistics: [AppStatistics]
    /// The lowest failing case index per app and invariant.
    var firsts: [FailureKey: Int] = [:]

    init(apps: Int) { statistics = Array(repeating: AppStatistics(), count: apps) }

    mutating func noteFailure(app: Int, invariant: InvariantName, caseIndex: Int) {
        let key = FailureKey(app: app, invariant: invariant)
        if let known = firsts[key], known <= caseIndex { return }
        firsts[key] = caseIndex
    }

    mutating func merge(_ other: WorkerResult) {
        cases += other.cases
        for index in statistics.indices { statistics[index].merge(other.statistics[index]) }
        for (key, caseIndex) in other.firsts { noteFailure(app: key.app, invariant: key.invariant, caseIndex: caseIndex) }
    }
}

extension FuzzRunner {
    /// Runs case `caseIndex` of the configuration's seed alone (for app
    /// `caseIndex % apps.count`), then shrinks each invariant it fails, as a
    /// run whose first failing case it was would.
    public func replay(caseIndex: Int, clock: (@Sendable () -> UInt64)? = nil) -> RunResult {
        if configuration.guided { return replayGuided(caseIndex: caseIndex, clock: clock) }
        let app = caseIndex % generators.count
        var source = ChoiceSource(seed: ChoiceSource.caseSeed(seed: configuration.seed, caseIndex: UInt64(caseIndex)))
        var statistics = Array(repeating: AppStatistics(), count: generators.count)
        let outcome = withUnsafeMutablePointer(to: &statistics[app]) { pointer in
            generators[app].run(&source, invariants: invariantSets[app],
                                bias: EdgeBias(caseIndex: UInt64(caseIndex)), statistics: pointer)
        }
        var firsts: [FailureKey: Int] = [:]
        for violation in outcome.evaluator.violations {
            firsts[FailureKey(app: app, invariant: violation.invariant)] = caseIndex
        }
        return RunResult(configuration: configuration, casesRun: 1, stoppedEarly: false,
                         statistics: statistics, failures: shrinkFailures(firsts, clock: clock))
    }
}
