extension GuidedSearch {
    /// A mutation of `entry`, drawn from `rng`: most often the entry's start
    /// up to one of its events followed by fresh seeded draws (its prefix kept,
    /// what came after varied) or one of its window lengths moved 1 to 4
    /// pixels (a failing region narrower than a breakpoint's neighbours is
    /// reached from a case near it); less often one draw changed within its
    /// bound, one event deleted, one event duplicated, or a splice with
    /// another entry at event boundaries. The source records its choices
    /// when `recording` is set.
    static func mutation(of entry: GuidedPool.Entry, pool: GuidedPool, _ rng: inout Xoshiro256StarStar,
                         recording: Bool = true) -> ChoiceSource {
        var choices = entry.choices
        switch rng.next(upTo: 9) {
        case 0...2:
            // Keep the start up to an event (or the whole case), draw the rest afresh.
            let cuts = entry.events.map(\.lowerBound) + [entry.events.last?.upperBound ?? max(0, choices.count - 1)]
            let cut = cuts[Int(rng.next(upTo: UInt64(cuts.count - 1)))]
            return ChoiceSource(replaying: Array(choices[..<cut]), thenSeed: rng.next(), recording: recording)
        case 3...5 where !entry.lengths.isEmpty:
            // Move one window length by 1 to 4 pixels.
            let position = entry.lengths[Int(rng.next(upTo: UInt64(entry.lengths.count - 1)))]
            let step = 1 + rng.next(upTo: 3)
            let value = choices[position]
            choices[position] = rng.next(upTo: 1) == 0 ? value - min(value, step)
                : min(value + step, entry.bounds[position])
        case 6 where !choices.isEmpty:
            // Change one draw to another value within its bound.
            let position = Int(rng.next(upTo: UInt64(choices.count - 1)))
            choices[position] = rng.next(upTo: entry.bounds[position])
        case 7 where !entry.events.isEmpty:
            // Delete one event.
            choices.removeSubrange(entry.events[Int(rng.next(upTo: UInt64(entry.events.count - 1)))])
        case 8 where !entry.events.isEmpty:
            // Duplicate one event at another event's place.
            let event = entry.events[Int(rng.next(upTo: UInt64(entry.events.count - 1)))]
            let at = entry.events[Int(rng.next(upTo: UInt64(entry.events.count - 1)))].lowerBound
            choices.insert(contentsOf: entry.choices[event], at: at)
        default:
            // Splice: this entry up to one of its events, another from one of its events.
            let other = pool.pick(&rng)
            let cut = entry.events.isEmpty ? choices.count
                : entry.events[Int(rng.next(upTo: UInt64(entry.events.count - 1)))].lowerBound
            let from = other.events.isEmpty ? other.choices.count
                : other.events[Int(rng.next(upTo: UInt64(other.events.count - 1)))].lowerBound
            choices = Array(entry.choices[..<cut]) + Array(other.choices[from...])
        }
        return ChoiceSource(replaying: choices, recording: recording)
    }
}
