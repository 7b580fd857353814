import Dispatch
import LayoutModel
import Synchronization

extension FuzzRunner {
    /// What one case of a guided run left: where what it reached is in its
    /// worker's ``GuidedBatch/cells``, what its app's pool would keep of it
    /// when it may join the pool, and the invariants it failed with its choices.
    struct GuidedRecord: Sendable {
        var caseIndex: Int
        var app: Int
        var reached: Range<Int>
        var candidate: GuidedPool.Entry?
        var failed: [InvariantName]
        var choices: [UInt64]
    }

    /// What one worker's cases of a generation left: their records in case
    /// order, and the cells and features each reached, one case after another.
    struct GuidedBatch: Sendable {
        var records: [GuidedRecord] = []
        var cells: [Int] = []
    }

    /// A coverage-guided run (``RunConfiguration/guided``, ``GuidedSearch``):
    /// generations of ``GuidedSearch/generationSize`` cases, split between
    /// the workers, each app with its own pool, updated in case order between
    /// generations; so the result is the same for any number of jobs. The
    /// first failure of each app and invariant is shrunk from its choices once
    /// the cases have run.
    func runGuided(shouldStop: @escaping @Sendable () -> Bool, cancellation: Cancellation,
                   progress: (@Sendable (_ cases: Int, _ failures: Int) -> Void)?,
                   clock: (@Sendable () -> UInt64)?, shrunk: (@Sendable (Failure) -> Void)?) -> RunResult {
        let jobs = configuration.jobs
        let searches = (0..<jobs).map { worker in
            zip(worker == 0 ? generators : freshGenerators(), invariantSets).map { GuidedSearch(generator: $0, invariants: $1) }
        }
        var pools = Array(repeating: GuidedPool(), count: generators.count)
        // Each worker counts into its own statistics for the whole run, merged
        // once at the end: merging fresh ones every generation cost a guided
        // run of 20,000 cases about 47 M instructions (the merge is a union
        // and sums, so the totals do not depend on when it happens).
        let counted = Mutex(Array(repeating: Array(repeating: AppStatistics(), count: generators.count), count: jobs))
        // Each worker records every case through one source, restarted for
        // each: its buffers keep their room, so recording allocates nothing.
        let sources = Mutex((0..<jobs).map { _ in ChoiceSource(markingEventsWithSeed: 0) })
        // Each worker keeps each app's evaluator and launches for the whole
        // run, as the seeded runner's workers do: a kept launch is what a
        // fresh one gives, so what a case does depends on its choices alone.
        let scratches = Mutex(Array(repeating: Array(repeating: CaseScratch(), count: generators.count), count: jobs))
        var firsts: [FailureKey: (caseIndex: Int, choices: [UInt64])] = [:]
        var ran = 0
        var stopped = false
        var start = 0
        while start < configuration.iterations {
            if cancellation.isRequested() || shouldStop() { stopped = true; break }
            let end = min(start + GuidedSearch.generationSize, configuration.iterations)
            var batches = runGeneration(start..<end, searches: searches, pools: pools, counted: counted,
                                        sources: sources, scratches: scratches)
            // Case `start + k` is worker `k % jobs`'s `k / jobs`-th. Its
            // record is read in place and its candidate moved into the pool:
            // a copy of the record retained and released its arrays for
            // every case.
            for offset in 0..<(end - start) {
                let worker = offset % jobs, index = offset / jobs
                let app = batches[worker].records[index].app
                // Taken only when there is one: most cases are no candidate,
                // and taking nil wrote the record back, checking the
                // uniqueness of the batches and of the records for every case.
                let candidate = batches[worker].records[index].candidate == nil ? nil
                    : batches[worker].records[index].candidate.take()
                pools[app].add(cells: batches[worker].cells[batches[worker].records[index].reached],
                               candidate: candidate)
                guard !batches[worker].records[index].failed.isEmpty else { continue }
                let record = batches[worker].records[index]
                for invariant in record.failed where firsts[FailureKey(app: app, invariant: invariant)] == nil {
                    firsts[FailureKey(app: app, invariant: invariant)] = (record.caseIndex, record.choices)
                }
            }
            for index in pools.indices { pools[index].freeze() }
            ran += end - start
            start = end
            progress?(ran, firsts.count)
        }
        var statistics = Array(repeating: AppStatistics(), count: generators.count)
        for worker in counted.withLock({ $0 }) {
            for index in statistics.indices { statistics[index].merge(worker[index]) }
        }
        let found = firsts.sorted { ($0.value.caseIndex, $0.key) < ($1.value.caseIndex, $1.key) }
        let keys = found.map(\.key)
        let shrunkFailures = Mutex<[Failure?]>(Array(repeating: nil, count: keys.count))
        DispatchQueue.concurrentPerform(iterations: found.count) { position in
            let (key, first) = found[position]
            let failure = shrinkGuided(key, caseIndex: first.caseIndex, choices: first.choices,
                                       cancellation: cancellation, clock: clock)
            shrunkFailures.withLock { $0[position] = failure }
        }
        let failures = shrunkFailures.withLock { $0 }.compactMap { $0 }
        if let shrunk { failures.forEach(shrunk) }
        let order = zip(keys, failures).sorted { $0.0 < $1.0 }.map(\.1)
        return RunResult(configuration: configuration, casesRun: ran, stoppedEarly: stopped,
                         interrupted: cancellation.isRequested(), statistics: statistics, failures: order)
    }

    /// Runs the cases of `range`, worker `w` taking every `jobs`-th from
    /// `range.lowerBound + w`, recording them through `sources[w]` and
    /// counting what each app's cases covered into its own `counted[w]`, and
    /// returns each worker's batch.
    private func runGeneration(_ range: Range<Int>, searches: [[GuidedSearch]], pools: [GuidedPool],
                               counted: borrowing Mutex<[[AppStatistics]]>,
                               sources: borrowing Mutex<[ChoiceSource]>,
                               scratches: borrowing Mutex<[[CaseScratch]]>) -> [GuidedBatch] {
        let jobs = searches.count
        let apps = generators.count
        let collected = Mutex(Array(repeating: GuidedBatch(), count: jobs))
        DispatchQueue.concurrentPerform(iterations: jobs) { worker in
            var batch = GuidedBatch()
            batch.records.reserveCapacity((range.count + jobs - 1) / jobs)
            batch.cells.reserveCapacity(batch.records.capacity * CaseFeatures.caseCapacity)
            // Taken out and put back, so the worker's counts and buffers are
            // not copied.
            var statistics = counted.withLock { all in
                defer { all[worker] = [] }
                return all[worker]
            }
            var source = sources.withLock { all in
                defer { all[worker] = ChoiceSource(seed: 0) }
                return all[worker]
            }
            for app in statistics.indices where statistics[app].caseCells == nil {
                statistics[app].caseCells = CaseFeatures(capacity: CaseFeatures.caseCapacity)
            }
            // Each app's evaluator, restarted for each of its cases as the
            // seeded runner's are (a fresh one, returned, copied and freed,
            // cost a case about 3,000 instructions), with the launches it
            // keeps: the worker's for the whole run.
            var scratch = scratches.withLock { all in
                defer { all[worker] = [] }
                return all[worker]
            }
            let workerSearches = searches[worker]
            for caseIndex in stride(from: range.lowerBound + worker, to: range.upperBound, by: jobs) {
                let app = caseIndex % apps
                batch.records.append(runCase(caseIndex, search: workerSearches[app], pool: pools[app], app: app,
                                             source: &source, scratch: &scratch[app], statistics: &statistics[app],
                                             cells: &batch.cells))
            }
            counted.withLock { $0[worker] = statistics }
            sources.withLock { $0[worker] = source }
            scratches.withLock { $0[worker] = scratch }
            collected.withLock { $0[worker] = batch }
        }
        return collected.withLock { $0 }
    }

    /// Runs case `caseIndex` of a guided run, given its app's pool at the
    /// start of its generation, and appends what it reached to `cells`.
    ///
    /// The case records its choices and where its events and lengths are as
    /// it runs, through the worker's one `source` (and its cells in the
    /// worker's one set): what the pool keeps is taken only when the case
    /// may join the pool, its choices only when it failed.
    private func runCase(_ caseIndex: Int, search: GuidedSearch, pool: GuidedPool, app: Int,
                         source: inout ChoiceSource, scratch: inout CaseScratch, statistics: inout AppStatistics,
                         cells: inout [Int]) -> GuidedRecord {
        GuidedSearch.prepare(&source, seed: configuration.seed, caseIndex: caseIndex, pool: pool)
        statistics.caseCells?.removeAll()
        // The closure returns what the case failed, not the whole outcome:
        // returning it copied and destroyed the evaluator through the generic
        // tuple's witnesses (about 2,000 instructions a case), as the seeded
        // runner found (measured with callgrind). The case runs in the app's scratch
        // evaluator: the same choices and outcome as a fresh one.
        let failed = withUnsafeMutablePointer(to: &statistics) { pointer -> [InvariantName] in
            search.generator.run(&source, in: &scratch, invariants: search.invariants,
                                 bias: EdgeBias(caseIndex: UInt64(caseIndex)), statistics: pointer)
            return scratch.evaluator.map { evaluator in
                search.addFeatures(of: evaluator, to: &pointer.pointee)
                return evaluator.violations.isEmpty ? [] : evaluator.violations.map(\.invariant)
            } ?? []
        }
        let start = cells.count
        // Read where the set keeps them: `indices` makes an array.
        if let reached = statistics.caseCells?.buffer { cells.append(contentsOf: reached) }
        let mayBeNew = GuidedSearch.mayBeNew(cells[start...], pool)
        return GuidedRecord(caseIndex: caseIndex, app: app, reached: start..<cells.count,
                            candidate: mayBeNew ? GuidedPool.candidate(source) : nil,
                            failed: failed, choices: failed.isEmpty ? [] : source.recorded)
    }

    /// Shrinks the failure of `key` in the guided case `caseIndex` from its choices.
    private func shrinkGuided(_ key: FailureKey, caseIndex: Int, choices: [UInt64], cancellation: Cancellation,
                              clock: (@Sendable () -> UInt64)?) -> Failure {
        let begin = clock?()
        let budget = cancellation.isRequested()
            ? min(configuration.shrinkBudget, Self.interruptedShrinkBudget) : configuration.shrinkBudget
        let generator = generators[key.app]
        var failure = FailureShrinker(generator: generator, seed: configuration.seed, budget: budget, invariants: invariantSets[key.app])
            .shrink(choices: choices, invariant: key.invariant, bias: EdgeBias(caseIndex: UInt64(caseIndex)))
        failure.caseIndex = caseIndex
        failure.guided = true
        failure.platform = generator.model.platform
        failure.navigator = generator.model.navigator
        if let begin, let end = clock?() { failure.shrinkSeconds = Double(end &- begin) / 1e9 }
        return failure
    }
}
