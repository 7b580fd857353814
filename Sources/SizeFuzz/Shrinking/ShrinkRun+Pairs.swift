extension ShrinkRun {
    /// How far apart two choices may be for the pair passes.
    static let pairWindow = 8

    /// The pairs `(i, j)`, `i < j ≤ i + pairWindow`, of non-zero numeric choices.
    func nearbyPairs(requireSecondNonZero: Bool) -> [(Int, Int)] {
        var pairs: [(Int, Int)] = []
        for i in best.indices where isNumeric(i) && best[i] > 0 {
            for j in (i + 1)..<Swift.min(best.count, i + 1 + ShrinkRun.pairWindow) where isNumeric(j) {
                if requireSecondNonZero && best[j] == 0 { continue }
                pairs.append((i, j))
            }
        }
        return pairs
    }

    /// Lowers pairs of nearby choices together: both to zero, then both by a
    /// common offset (values that must stay equal or a fixed distance apart).
    mutating func lowerPairs() {
        for (i, j) in nearbyPairs(requireSecondNonZero: true) {
            guard !exhausted else { return }
            guard j < best.count, best[i] > 0, best[j] > 0 else { continue }
            var zeroed = best
            zeroed[i] = 0
            zeroed[j] = 0
            if consider(zeroed) { continue }
            let base = best
            findLargest(limit: Swift.min(base[i], base[j])) { run, amount in
                var candidate = base
                candidate[i] -= amount
                candidate[j] -= amount
                return run.consider(candidate)
            }
        }
    }

    /// Moves value from an earlier choice to a later one: lowers `i` and raises
    /// `j` by the same amount, in steps of 1 and of 2 (zig-zag integers of one
    /// sign are two choices apart).
    mutating func redistributePairs() {
        for (i, j) in nearbyPairs(requireSecondNonZero: false) {
            for step: UInt64 in [1, 2] {
                guard !exhausted else { return }
                guard j < best.count, j < bounds.count, best[i] >= step else { continue }
                let base = best
                let room = (bounds[j] - Swift.min(bounds[j], base[j])) / step
                findLargest(limit: Swift.min(base[i] / step, room)) { run, amount in
                    var candidate = base
                    candidate[i] -= amount * step
                    candidate[j] += amount * step
                    return run.consider(candidate)
                }
            }
        }
    }

    /// Lowers a choice while setting a nearby later one to an end of its range
    /// (its bound, then its bound − 1): for zig-zag integers the two ends are the
    /// extreme negative and positive values, which can compensate for the lowering.
    mutating func lowerAndBump() {
        for (i, j) in nearbyPairs(requireSecondNonZero: false) {
            for offset: UInt64 in [0, 1] {
                guard !exhausted else { return }
                guard j < best.count, j < bounds.count, bounds[j] >= offset, best[i] > 0 else { continue }
                let target = bounds[j] - offset
                guard best[j] != target else { continue }
                var base = best
                base[j] = target
                let value = base[i]
                findLargest(limit: value) { run, amount in
                    var candidate = base
                    candidate[i] = value - amount
                    return run.consider(candidate)
                }
            }
        }
    }
}
