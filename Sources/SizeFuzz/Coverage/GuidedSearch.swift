import LayoutModel

/// Coverage-guided generation: a pool of cases (their choice sequences) that
/// reached new semantic coverage cells, mutated and mixed with fresh seeded
/// cases (`fuzzrun --guided`).
///
/// Cases run in generations of ``generationSize``. Case `i` is fresh (exactly
/// case `i` of a seeded run) or, one time in two once the pool has entries, a
/// mutation of a pool entry picked by energy (`GuidedPool`). Which, and
/// how, is drawn from a generator seeded with the run's seed and `i`, and the
/// pool is the one at the start of `i`'s generation: the cases of a
/// generation can run in any order, on any number of workers, and the pool
/// then takes the new ones in case order. Same seed, same cases.
public struct GuidedSearch: Sendable {
    /// The app's generator.
    public let generator: ScenarioGenerator
    /// The invariants checked.
    public let invariants: InvariantSet
    /// Each screen's position in the app's screens, by identifier.
    let screenIndices: [String: Int]

    /// The cases of a generation: the pool is updated after every this many cases.
    public static let generationSize = 128

    /// A search over `generator`'s cases for failures of `invariants`.
    public init(generator: ScenarioGenerator, invariants: InvariantSet = .all) {
        self.generator = generator
        self.invariants = invariants
        var indices: [String: Int] = [:]
        for (index, screen) in generator.model.app.screens.enumerated() where indices[screen.id] == nil { indices[screen.id] = index }
        screenIndices = indices
    }

    /// The source of case `caseIndex` of a guided run with `seed`, given the
    /// pool at the start of its generation. It records its choices unless
    /// `recording` is `false`; recording changes no draw, so the same case
    /// runs the same either way.
    static func source(seed: UInt64, caseIndex: Int, pool: GuidedPool, recording: Bool = true) -> ChoiceSource {
        let caseSeed = ChoiceSource.caseSeed(seed: seed, caseIndex: UInt64(caseIndex))
        var rng = Xoshiro256StarStar(seed: caseSeed ^ 0xC0FF_EE00_5EED_1234)
        guard !pool.isEmpty, rng.next(upTo: 1) == 1 else { return ChoiceSource(seed: caseSeed, recording: recording) }
        return mutation(of: pool.pick(&rng), pool: pool, &rng, recording: recording)
    }

    /// The number of cases run until the first that fails, counting it, or
    /// `nil` when none of the first `limit` fails.
    /// - Parameters:
    ///   - seed: the run's seed.
    ///   - limit: the most cases to run.
    ///   - guided: `false` runs only fresh cases: a seeded run's cases in order.
    public func casesToFirstFailure(seed: UInt64, limit: Int, guided: Bool = true) -> Int? {
        var pool = GuidedPool()
        var pending: [(cells: CaseFeatures, source: ChoiceSource?)] = []
        // Only each case's own cells are read: one statistics serves every case.
        var statistics = AppStatistics()
        for index in 0..<limit {
            if index % Self.generationSize == 0 {
                for item in pending { pool.add(cells: item.cells, recorded: item.source) }
                pending.removeAll(keepingCapacity: true)
                pool.freeze()
            }
            var source = guided ? Self.source(seed: seed, caseIndex: index, pool: pool)
                : ChoiceSource(seed: ChoiceSource.caseSeed(seed: seed, caseIndex: UInt64(index)))
            statistics.caseCells = CaseFeatures(capacity: CaseFeatures.caseCapacity)
            let outcome = withUnsafeMutablePointer(to: &statistics) { pointer in
                generator.run(&source, invariants: invariants, bias: EdgeBias(caseIndex: UInt64(index)), statistics: pointer)
            }
            if !outcome.evaluator.violations.isEmpty { return index + 1 }
            guard guided else { continue }
            let reached = features(statistics.caseCells ?? CaseFeatures(), outcome.evaluator)
            pending.append((reached, Self.mayBeNew(reached, pool) ? source : nil))
        }
        return nil
    }

    /// Whether `cells` holds a cell the pool has not seen (so the case must
    /// be kept until the generation's end decides).
    static func mayBeNew(_ cells: CaseFeatures, _ pool: GuidedPool) -> Bool {
        cells.hasNew(comparedWith: pool.covered)
    }
}
