import LayoutModel

/// Coverage-guided generation, as an experiment: a pool of cases (their
/// choice sequences) that reached new semantic coverage cells, mutated and
/// mixed with fresh seeded cases.
///
/// Case `i` is fresh (exactly case `i` of a seeded run) or, one time in two
/// once the pool has entries, a mutation of a pool entry: one draw changed,
/// one event deleted, one event duplicated, or two entries spliced at event
/// boundaries. Which, and how, is drawn from a generator seeded with the
/// run's seed and `i`. A case that reaches a cell no earlier case reached
/// joins the pool. Cases run one after another, so the same seed gives the
/// same cases.
public struct GuidedSearch: Sendable {
    /// The app's generator.
    public let generator: ScenarioGenerator
    /// The invariants checked.
    public let invariants: InvariantSet

    /// A search over `generator`'s cases for failures of `invariants`.
    public init(generator: ScenarioGenerator, invariants: InvariantSet = .all) {
        self.generator = generator
        self.invariants = invariants
    }

    /// A pool entry: a case's choices, their bounds, and where its events are.
    struct Entry {
        var choices: [UInt64]
        var bounds: [UInt64]
        var events: [Range<Int>]
    }

    /// The number of cases run until the first that fails, counting it, or
    /// `nil` when none of the first `limit` fails.
    /// - Parameters:
    ///   - seed: the run's seed.
    ///   - limit: the most cases to run.
    ///   - guided: `false` runs only fresh cases: a seeded run's cases in order.
    public func casesToFirstFailure(seed: UInt64, limit: Int, guided: Bool = true) -> Int? {
        var pool: [Entry] = []
        var covered = CoverageMap()
        for index in 0..<limit {
            let caseSeed = ChoiceSource.caseSeed(seed: seed, caseIndex: UInt64(index))
            var rng = Xoshiro256StarStar(seed: caseSeed ^ 0xC0FF_EE00_5EED_1234)
            var source: ChoiceSource
            if guided, !pool.isEmpty, rng.next(upTo: 1) == 1 {
                source = ChoiceSource(replaying: Self.mutate(pool, &rng), recording: true)
            } else {
                source = ChoiceSource(seed: caseSeed, recording: true)
            }
            var statistics = AppStatistics()
            let outcome = withUnsafeMutablePointer(to: &statistics) { pointer in
                generator.run(&source, invariants: invariants, bias: EdgeBias(caseIndex: UInt64(index)), statistics: pointer)
            }
            if !outcome.evaluator.violations.isEmpty { return index + 1 }
            guard guided else { continue }
            let before = covered
            covered.merge(statistics.cells)
            if covered != before {
                let events = source.spans.filter { $0.label == "event" && $0.count > 1 }.map(\.range)
                pool.append(Entry(choices: source.recorded, bounds: source.recordedBounds, events: events))
            }
        }
        return nil
    }

    /// A mutation of a pool entry.
    static func mutate(_ pool: [Entry], _ rng: inout Xoshiro256StarStar) -> [UInt64] {
        let entry = pool[Int(rng.next(upTo: UInt64(pool.count - 1)))]
        var choices = entry.choices
        switch rng.next(upTo: 3) {
        case 0 where !choices.isEmpty:
            // Change one draw to another value within its bound.
            let position = Int(rng.next(upTo: UInt64(choices.count - 1)))
            choices[position] = rng.next(upTo: entry.bounds[position])
        case 1 where !entry.events.isEmpty:
            // Delete one event.
            let event = entry.events[Int(rng.next(upTo: UInt64(entry.events.count - 1)))]
            choices.removeSubrange(event)
        case 2 where !entry.events.isEmpty:
            // Duplicate one event at another event's place.
            let event = entry.events[Int(rng.next(upTo: UInt64(entry.events.count - 1)))]
            let at = entry.events[Int(rng.next(upTo: UInt64(entry.events.count - 1)))].lowerBound
            choices.insert(contentsOf: entry.choices[event], at: at)
        default:
            // Splice: this entry up to one of its events, another from one of its events.
            let other = pool[Int(rng.next(upTo: UInt64(pool.count - 1)))]
            let cut = entry.events.isEmpty ? choices.count
                : entry.events[Int(rng.next(upTo: UInt64(entry.events.count - 1)))].lowerBound
            let from = other.events.isEmpty ? other.choices.count
                : other.events[Int(rng.next(upTo: UInt64(other.events.count - 1)))].lowerBound
            choices = Array(entry.choices[..<cut]) + Array(other.choices[from...])
        }
        return choices
    }
}
