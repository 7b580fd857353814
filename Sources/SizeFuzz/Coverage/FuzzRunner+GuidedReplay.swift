import LayoutModel

extension FuzzRunner {
    /// Runs case `caseIndex` of a guided run again: the generations before
    /// its own run first (on one worker) to rebuild the pools it drew from,
    /// then the case, whose failures are shrunk from its choices.
    func replayGuided(caseIndex: Int, clock: (@Sendable () -> UInt64)?) -> RunResult {
        let generation = caseIndex - caseIndex % GuidedSearch.generationSize
        var pools = Array(repeating: GuidedPool(), count: generators.count)
        let searches = zip(generators, invariantSets).map { GuidedSearch(generator: $0, invariants: $1) }
        // Only each case's own cells are read: one statistics serves every case.
        var counted = AppStatistics()
        counted.caseCells = CaseFeatures(capacity: CaseFeatures.caseCapacity)
        var source = ChoiceSource(markingEventsWithSeed: 0)
        for start in stride(from: 0, to: generation, by: GuidedSearch.generationSize) {
            for index in start..<(start + GuidedSearch.generationSize) {
                let app = index % generators.count
                GuidedSearch.prepare(&source, seed: configuration.seed, caseIndex: index, pool: pools[app])
                counted.caseCells?.removeAll()
                withUnsafeMutablePointer(to: &counted) { pointer in
                    let outcome = generators[app].run(&source, invariants: invariantSets[app],
                                                      bias: EdgeBias(caseIndex: UInt64(index)), statistics: pointer)
                    searches[app].addFeatures(of: outcome.evaluator, to: &pointer.pointee)
                }
                let reached = counted.caseCells?.indices[...] ?? []
                pools[app].add(cells: reached, candidate: GuidedSearch.mayBeNew(reached, pools[app]) ? GuidedPool.candidate(source) : nil)
            }
            for index in pools.indices { pools[index].freeze() }
        }
        // Cases of the same generation never see each other: the pool is the generation's.
        let app = caseIndex % generators.count
        GuidedSearch.prepare(&source, seed: configuration.seed, caseIndex: caseIndex, pool: pools[app])
        var statistics = Array(repeating: AppStatistics(), count: generators.count)
        let outcome = withUnsafeMutablePointer(to: &statistics[app]) { pointer in
            generators[app].run(&source, invariants: invariantSets[app],
                                bias: EdgeBias(caseIndex: UInt64(caseIndex)), statistics: pointer)
        }
        var failures: [Failure] = []
        for invariant in InvariantName.allCases where outcome.evaluator.failed.contains(invariant) {
            var failure = FailureShrinker(generator: generators[app], seed: configuration.seed, budget: configuration.shrinkBudget,
                                          invariants: invariantSets[app])
                .shrink(choices: source.recorded, invariant: invariant, bias: EdgeBias(caseIndex: UInt64(caseIndex)))
            failure.caseIndex = caseIndex
            failure.guided = true
            failure.platform = generators[app].model.platform
            failure.navigator = generators[app].model.navigator
            failures.append(failure)
        }
        return RunResult(configuration: configuration, casesRun: 1, stoppedEarly: false,
                         statistics: statistics, failures: failures)
    }
}
