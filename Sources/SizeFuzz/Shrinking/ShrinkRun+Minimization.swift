extension ShrinkRun {
    /// Sets every choice of each span to zero.
    mutating func zeroSpans() {
        var index = 0
        while index < spans.count, !exhausted {
            let span = spans[index]
            if span.end <= best.count, best[span.range].contains(where: { $0 != 0 }) {
                var candidate = best
                for position in span.range { candidate[position] = 0 }
                consider(candidate)
            }
            index += 1
        }
    }

    /// Minimises each choice in turn; see ``minimizeChoice(at:)``.
    mutating func minimizeChoices() {
        var index = 0
        while index < best.count, !exhausted {
            minimizeChoice(at: index)
            index += 1
        }
    }

    /// Lowers one choice as far as it will go: `0`, then a binary search between
    /// `0` and its value, then `value − 2` (zig-zag integers alternate sign, so
    /// the next smaller value of the same sign is two choices down) and, if that
    /// is accepted, one more binary search.
    mutating func minimizeChoice(at index: Int) {
        var rounds = 0
        while index < best.count, best[index] > 0, !exhausted, rounds < 2 {
            rounds += 1
            let value = best[index]
            if consider(replacing(index, with: 0)) { return }
            var low: UInt64 = 0
            var high = value
            while low + 1 < high, !exhausted {
                let mid = low + (high - low) / 2
                if consider(replacing(index, with: mid)) {
                    guard index < best.count, best[index] == mid else { return }
                    high = mid
                } else {
                    low = mid
                }
            }
            guard index < best.count, best[index] >= 2 else { return }
            if !consider(replacing(index, with: best[index] - 2)) { return }
        }
    }

    /// Lowers groups of equal numeric choices together: all to `0`, then a
    /// binary search on their common value (duplicates that must stay equal).
    mutating func minimizeDuplicates() {
        var firstIndex: [UInt64: Int] = [:]
        var groups: [[Int]] = []
        for index in best.indices where isNumeric(index) && best[index] > 0 {
            if let group = firstIndex[best[index]] {
                groups[group].append(index)
            } else {
                firstIndex[best[index]] = groups.count
                groups.append([index])
            }
        }
        for group in groups where group.count > 1 {
            guard !exhausted, let last = group.last, last < best.count else { return }
            let value = best[group[0]]
            guard group.allSatisfy({ best[$0] == value }) else { continue }
            let base = best
            findLargest(limit: value) { run, amount in
                var candidate = base
                for index in group { candidate[index] = value - amount }
                return run.consider(candidate)
            }
        }
    }
}
