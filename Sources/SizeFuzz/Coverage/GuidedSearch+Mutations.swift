extension GuidedSearch {
    /// A mutation of `entry`, drawn from `rng`: most often the entry's start
    /// up to one of its events followed by fresh seeded draws (its prefix kept,
    /// what came after varied) or one of its window lengths moved 1 to 4
    /// pixels (a failing region narrower than a breakpoint's neighbours is
    /// reached from a case near it); less often one draw changed within its
    /// bound, one event deleted, one event duplicated, or a splice with
    /// another entry at event boundaries. `source` is restarted with the
    /// mutation, written into its own buffer.
    /// - Returns: which mutation it was.
    @discardableResult
    static func mutate(_ source: inout ChoiceSource, from entry: GuidedPool.Entry, pool: GuidedPool,
                       _ rng: inout Xoshiro256StarStar) -> Origin {
        let kind = rng.next(upTo: 9)
        switch kind {
        case 0...2:
            // Keep the start up to an event (or the whole case), draw the rest afresh.
            let cuts = entry.events.count + 1
            let pick = Int(rng.next(upTo: UInt64(cuts - 1)))
            let cut = pick < entry.events.count ? entry.events[pick].lowerBound
                : entry.events.last?.upperBound ?? max(0, entry.choices.count - 1)
            let seed = rng.next()
            source.restart(replayingWith: { $0 += entry.choices[..<cut] }, thenSeed: seed)
            return .prefix
        default:
            break
        }
        var origin = Origin.splice
        source.restart(replayingWith: { choices in
            choices += entry.choices
            origin = edit(&choices, kind, entry: entry, pool: pool, &rng)
        }, thenSeed: nil)
        return origin
    }

    /// Applies mutation `kind` (past the first three) to `choices`, a copy
    /// of `entry`'s (``mutate(_:from:pool:_:)``).
    private static func edit(_ choices: inout [UInt64], _ kind: UInt64, entry: GuidedPool.Entry, pool: GuidedPool,
                             _ rng: inout Xoshiro256StarStar) -> Origin {
        switch kind {
        case 3...5 where !entry.lengths.isEmpty:
            // Move one window length by 1 to 4 pixels.
            let position = entry.lengths[Int(rng.next(upTo: UInt64(entry.lengths.count - 1)))]
            let step = 1 + rng.next(upTo: 3)
            let value = choices[position]
            choices[position] = rng.next(upTo: 1) == 0 ? value - min(value, step)
                : min(value + step, entry.bounds[position])
            return .length
        case 6 where !choices.isEmpty:
            // Change one draw to another value within its bound.
            let position = Int(rng.next(upTo: UInt64(choices.count - 1)))
            choices[position] = rng.next(upTo: entry.bounds[position])
            return .draw
        case 7 where !entry.events.isEmpty:
            // Delete one event.
            choices.removeSubrange(entry.events[Int(rng.next(upTo: UInt64(entry.events.count - 1)))])
            return .deletion
        case 8 where !entry.events.isEmpty:
            // Duplicate one event at another event's place.
            let event = entry.events[Int(rng.next(upTo: UInt64(entry.events.count - 1)))]
            let at = entry.events[Int(rng.next(upTo: UInt64(entry.events.count - 1)))].lowerBound
            choices.insert(contentsOf: entry.choices[event], at: at)
            return .duplication
        default:
            // Splice: this entry up to one of its events, another from one of its events.
            let other = pool.entries[pool.pick(&rng)]
            let cut = entry.events.isEmpty ? choices.count
                : entry.events[Int(rng.next(upTo: UInt64(entry.events.count - 1)))].lowerBound
            let from = other.events.isEmpty ? other.choices.count
                : other.events[Int(rng.next(upTo: UInt64(other.events.count - 1)))].lowerBound
            choices.removeSubrange(cut..<choices.count)
            choices += other.choices[from...]
            return .splice
        }
    }
}
