/// The mutable state of one shrink: the current best, the gate, the budget.
struct ShrinkRun {
    let test: (inout ChoiceSource) -> ShrinkVerdict
    let budget: Int
    let domainPasses: [ShrinkPass]

    var best: [UInt64] = []
    var bounds: [UInt64] = []
    var spans: [ChoiceSpan] = []
    var steps = 0
    var improvements = 0
    /// Candidates already run (membership only; never iterated).
    var tried: Set<[UInt64]> = []

    init(test: @escaping (inout ChoiceSource) -> ShrinkVerdict, budget: Int, domainPasses: [ShrinkPass]) {
        self.test = test
        self.budget = budget
        self.domainPasses = domainPasses
    }

    var exhausted: Bool { steps >= budget }

    var report: ShrinkReport {
        ShrinkReport(
            choices: best, bounds: bounds, spans: spans, steps: steps,
            improvements: improvements, exhaustedBudget: exhausted)
    }

    var snapshot: ShrinkSnapshot {
        ShrinkSnapshot(choices: best, bounds: bounds, spans: spans)
    }

    /// Replays the initial failure once; returns false if it is not interesting.
    mutating func start(_ initial: [UInt64]) -> Bool {
        tried.insert(initial)
        guard let source = evaluate(initial) else { return false }
        adopt(source)
        return true
    }

    /// Runs the test on `choices` (one step); returns the source if interesting.
    mutating func evaluate(_ choices: [UInt64]) -> ChoiceSource? {
        steps += 1
        var source = ChoiceSource(replaying: choices, recording: true)
        let verdict = test(&source)
        guard verdict == .interesting, !source.isRejected else { return nil }
        return source
    }

    mutating func adopt(_ source: ChoiceSource) {
        best = source.recorded
        bounds = source.recordedBounds
        spans = source.spans.map { span in
            var closed = span
            if closed.end < closed.start { closed.end = closed.start }
            return closed
        }
        tried.insert(best)
    }

    /// The gate every candidate passes through (Hypothesis's `consider`).
    /// - Returns: whether the candidate became the new best.
    @discardableResult
    mutating func consider(_ candidate: [UInt64]) -> Bool {
        guard !exhausted, ChoiceOrder.isSimpler(candidate, than: best) else { return false }
        guard tried.insert(candidate).inserted else { return false }
        guard let source = evaluate(candidate), ChoiceOrder.isSimpler(source.recorded, than: best) else {
            return false
        }
        adopt(source)
        improvements += 1
        return true
    }

    /// The current best with choice `index` set to `value`.
    func replacing(_ index: Int, with value: UInt64) -> [UInt64] {
        var result = best
        result[index] = value
        return result
    }

    /// Whether choice `index` is a "number" rather than a flag: its bound exceeds 1.
    func isNumeric(_ index: Int) -> Bool {
        index < bounds.count && bounds[index] > 1
    }

    /// Runs the passes until a whole round leaves the best unchanged or the
    /// budget runs out. See ``Shrinker`` for the pass list.
    mutating func shrinkToFixpoint() {
        consider([])
        while !exhausted {
            let roundStart = best
            runCheapPasses()
            let beforeExpensive = best
            for pass in expensivePasses where !exhausted {
                pass(&self)
                if best != beforeExpensive { break }
            }
            if best == roundStart { return }
        }
    }

    /// Runs the cheap passes until they change nothing, or until two rounds in
    /// a row only lowered values without shortening the sequence (a slow crawl
    /// that an expensive pass, such as lowering a pair together, may cut short).
    mutating func runCheapPasses() {
        var valueOnlyRounds = 0
        while !exhausted {
            let before = best
            runDomainPasses()
            deleteSpans()
            zeroSpans()
            minimizeChoices()
            minimizeDuplicates()
            sortSiblings()
            replaceSpansWithDescendants()
            if best == before { return }
            if best.count < before.count {
                valueOnlyRounds = 0
            } else {
                valueOnlyRounds += 1
                if valueOnlyRounds >= 2 { return }
            }
        }
    }

    var expensivePasses: [(inout ShrinkRun) -> Void] {
        [
            { $0.runDomainPasses(expensive: true) },
            { $0.deleteWindows() },
            { $0.lowerPairs() },
            { $0.redistributePairs() },
            { $0.lowerAndDeleteLater() },
            { $0.deleteAndShiftLater() },
            { $0.lowerAndBump() },
        ]
    }

    /// Runs each cheap (or each expensive) domain pass until it proposes
    /// nothing that is accepted.
    mutating func runDomainPasses(expensive: Bool = false) {
        for pass in domainPasses where pass.isExpensive == expensive {
            var improved = true
            while improved, !exhausted {
                improved = false
                for candidate in pass.propose(snapshot) {
                    if consider(candidate) {
                        improved = true
                        break
                    }
                }
            }
        }
    }

    /// Finds a large `k` in `1...limit` for which `attempt(k)` is accepted, assuming
    /// roughly that acceptance is monotone: tries `limit`, then 1, 2 (a parity
    /// step for zig-zag integers), doubling while accepted, then binary search.
    /// `attempt` must build its candidate from a base captured before the search.
    /// - Returns: the largest accepted `k`, or 0.
    @discardableResult
    mutating func findLargest(limit: UInt64, _ attempt: (inout ShrinkRun, UInt64) -> Bool) -> UInt64 {
        guard limit > 0, !exhausted else { return 0 }
        if attempt(&self, limit) { return limit }
        var good: UInt64 = 0
        var bad = limit
        var k: UInt64 = 1
        while k < bad, !exhausted {
            if attempt(&self, k) {
                good = k
                k = k > bad / 2 ? bad : k * 2
            } else if k == 1, good == 0 {
                bad = 1
                if 2 < limit, attempt(&self, 2) {
                    good = 2
                    bad = limit
                    k = 4
                } else {
                    return 0
                }
            } else {
                bad = k
            }
        }
        while good + 1 < bad, !exhausted {
            let mid = good + (bad - good) / 2
            if attempt(&self, mid) { good = mid } else { bad = mid }
        }
        return good
    }
}
