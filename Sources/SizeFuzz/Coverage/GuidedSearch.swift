import LayoutModel

/// Coverage-guided generation: a pool of cases (their choice sequences) that
/// reached new semantic coverage cells, mutated and mixed with fresh seeded
/// cases (`fuzzrun --guided`).
///
/// Cases run in generations of ``generationSize``. Case `i` is fresh (exactly
/// case `i` of a seeded run) or, one time in ``casesPerMutation`` once the
/// pool has entries, a mutation of a pool entry picked by energy
/// (`GuidedPool`). Which, and
/// how, is drawn from a generator seeded with the run's seed and `i`, and the
/// pool is the one at the start of `i`'s generation: the cases of a
/// generation can run in any order, on any number of workers, and the pool
/// then takes the new ones in case order. Same seed, same cases.
public struct GuidedSearch: Sendable {
    /// The app's generator.
    public let generator: ScenarioGenerator
    /// The invariants checked.
    public let invariants: InvariantSet
    /// Each screen's position in the app's screens (the first of an
    /// identifier given twice), by the screen's id in the model
    /// (`AppModel.screenNames`): looked up once, not by name on every case.
    let screenPositions: [Int]

    /// How a case of a guided run came about (the search's `mutate(_:from:pool:_:)`).
    public enum Origin: String, CaseIterable, Sendable {
        /// A seeded run's case.
        case fresh
        /// An entry's start up to one of its events, then fresh draws.
        case prefix
        /// An entry with one window length moved by a few pixels.
        case length
        /// An entry with one draw changed.
        case draw
        /// An entry with one event deleted.
        case deletion
        /// An entry with one event duplicated.
        case duplication
        /// An entry's start followed by another entry's events.
        case splice
    }

    /// Once the pool has entries, one case in this many (on average: drawn
    /// for each case) is a mutation; the others are the seeded run's.
    ///
    /// Why one in twelve, not one in two: a mutation is longer than
    /// a fresh case (the pool keeps the long cases, and a prefix mutation's
    /// fresh tail is as long as a whole seeded case), so with one in two a
    /// guided run of `optional-sidebar-sync` drew 10.49 events a case against
    /// the seeded run's 7.90 and cost 1.33 times its instructions; with one in
    /// twelve it draws 8.29 and costs 1.17 times. The search is also no worse:
    /// every case a mutation displaces is the seeded run's, and on the mistake
    /// apps fresh cases reach a failure at least as often as mutations, so
    /// `fuzzbench guided` needs fewer cases (`hidden-region`, mean and worst:
    /// 236.3 and 984 to 175.6 and 688 at seeds 1-20, 197.7 and 855 to 150.8
    /// and 390 at 101-120; `optional-sidebar-sync` at 101-120, 53.1 and 289 to
    /// 45.6 and 139; every other mistake unchanged). One in three to one in
    /// six cost more than 1.20 times (one in five: 1.22); one in eight and one
    /// in ten about 1.19 and 1.18 times, but they need more cases for
    /// `hidden-region` at seeds 1-20 (mean 180.8, worst 792).
    public static let casesPerMutation: UInt64 = 12

    /// The cases of a generation: the pool is updated after every this many cases.
    public static let generationSize = 128

    /// A search over `generator`'s cases for failures of `invariants`.
    public init(generator: ScenarioGenerator, invariants: InvariantSet = .all) {
        self.generator = generator
        self.invariants = invariants
        var indices: [String: Int] = [:]
        for (index, screen) in generator.model.app.screens.enumerated() where indices[screen.id] == nil { indices[screen.id] = index }
        screenPositions = generator.model.screenNames.map { indices[$0] ?? -1 }
    }

    /// Readies `source` (a source of ``ChoiceSource/init(markingEventsWithSeed:)``)
    /// for case `caseIndex` of a guided run with `seed`, given the pool at the
    /// start of its generation: a seeded run's case `caseIndex`, or a mutation
    /// of a pool entry.
    /// - Returns: how the case came about.
    @discardableResult
    static func prepare(_ source: inout ChoiceSource, seed: UInt64, caseIndex: Int, pool: GuidedPool) -> Origin {
        source.ownDraws()
        let caseSeed = ChoiceSource.caseSeed(seed: seed, caseIndex: UInt64(caseIndex))
        var rng = Xoshiro256StarStar(seed: caseSeed ^ 0xC0FF_EE00_5EED_1234)
        guard !pool.isEmpty, rng.next(upTo: casesPerMutation - 1) == casesPerMutation - 1 else {
            source.restart(seed: caseSeed)
            return .fresh
        }
        return mutate(&source, from: pool.entries[pool.pick(&rng)], pool: pool, &rng)
    }

    /// A source for case `caseIndex` of a guided run with `seed`, given the
    /// pool at the start of its generation (``prepare(_:seed:caseIndex:pool:)``
    /// on a new source).
    static func source(seed: UInt64, caseIndex: Int, pool: GuidedPool) -> ChoiceSource {
        var source = ChoiceSource(markingEventsWithSeed: 0)
        prepare(&source, seed: seed, caseIndex: caseIndex, pool: pool)
        return source
    }

    /// The number of cases run until the first that fails, counting it, or
    /// `nil` when none of the first `limit` fails.
    /// - Parameters:
    ///   - seed: the run's seed.
    ///   - limit: the most cases to run.
    ///   - guided: `false` runs only fresh cases: a seeded run's cases in order.
    public func casesToFirstFailure(seed: UInt64, limit: Int, guided: Bool = true) -> Int? {
        var found: Int?
        search(seed: seed, limit: limit, guided: guided) { index, _, _, failed in
            if failed { found = index + 1 }
            return !failed
        }
        return found
    }

    /// How many cases of each origin the first `cases` cases of a guided run
    /// with `seed` have, and how many events they have in all, in
    /// `Origin.allCases` order: where a guided run's length comes from.
    public func caseLengths(seed: UInt64, cases: Int) -> [(origin: Origin, cases: Int, events: Int)] {
        var counts = Origin.allCases.map { (origin: $0, cases: 0, events: 0) }
        search(seed: seed, limit: cases, guided: true) { _, origin, events, _ in
            let index = Origin.allCases.firstIndex(of: origin) ?? 0
            counts[index].cases += 1
            counts[index].events += events
            return true
        }
        return counts
    }

    /// Runs the cases of a guided run with `seed` (with `guided` off, a
    /// seeded run's) one at a time, as the runner does on one worker, and
    /// gives `visit` each case's index, origin, number of events and whether
    /// it failed, until `visit` returns `false` or `limit` cases have run.
    private func search(seed: UInt64, limit: Int, guided: Bool,
                        _ visit: (_ index: Int, _ origin: Origin, _ events: Int, _ failed: Bool) -> Bool) {
        var pool = GuidedPool()
        var pending: [(cells: Range<Int>, candidate: GuidedPool.Entry?)] = []
        var reached: [Int] = []
        // Only each case's own cells are read: one statistics serves every case.
        var statistics = AppStatistics()
        statistics.caseCells = CaseFeatures(capacity: CaseFeatures.caseCapacity)
        var source = ChoiceSource(markingEventsWithSeed: 0)
        for index in 0..<limit {
            if index % Self.generationSize == 0 {
                for item in pending { pool.add(cells: reached[item.cells], candidate: item.candidate) }
                pending.removeAll(keepingCapacity: true)
                reached.removeAll(keepingCapacity: true)
                pool.freeze()
            }
            var origin = Origin.fresh
            if guided {
                origin = Self.prepare(&source, seed: seed, caseIndex: index, pool: pool)
            } else {
                source.restart(seed: ChoiceSource.caseSeed(seed: seed, caseIndex: UInt64(index)))
            }
            statistics.caseCells?.removeAll()
            let failed = withUnsafeMutablePointer(to: &statistics) { pointer in
                let outcome = generator.run(&source, invariants: invariants, bias: EdgeBias(caseIndex: UInt64(index)),
                                            statistics: pointer)
                if guided { addFeatures(of: outcome.evaluator, to: &pointer.pointee) }
                return !outcome.evaluator.violations.isEmpty
            }
            guard visit(index, origin, source.eventCount, failed) else { return }
            guard guided else { continue }
            let start = reached.count
            if let cells = statistics.caseCells?.buffer { reached.append(contentsOf: cells) }
            pending.append((start..<reached.count, Self.mayBeNew(reached[start...], pool) ? GuidedPool.candidate(source) : nil))
        }
    }

    /// Whether `cells` holds a cell the pool has not seen (so the case must
    /// be kept until the generation's end decides).
    static func mayBeNew(_ cells: ArraySlice<Int>, _ pool: GuidedPool) -> Bool {
        cells.contains { !pool.covered.contains($0) }
    }
}
