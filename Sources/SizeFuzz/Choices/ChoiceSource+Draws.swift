extension ChoiceSource {
    /// Draws a Boolean: one choice in `0...1`; `false` (0) is simplest.
    public mutating func drawBool() -> Bool {
        draw(upTo: 1) == 1
    }

    /// Draws a Boolean that, when seeded, is `true` with probability
    /// `trueWeight / (trueWeight + falseWeight)`. One choice in `0...1`; shrinks
    /// toward `false`. Replay and byte sources read it like ``drawBool()``.
    /// - Parameters:
    ///   - trueWeight: relative weight of `true`.
    ///   - falseWeight: relative weight of `false`.
    ///
    /// Inlined: a case draws one before each event (whether it goes on), and
    /// the call cost about a quarter of the draw.
    @inline(__always) public mutating func drawBool(trueWeight: UInt64, falseWeight: UInt64) -> Bool {
        guard mode == .seeded else { return draw(upTo: 1) == 1 }
        let (total, overflow) = trueWeight.addingReportingOverflow(falseWeight)
        precondition(!overflow && total > 0, "drawBool: weights overflow or are both zero")
        let value: UInt64 = rng.next(upTo: total - 1) < falseWeight ? 0 : 1
        record(value, bound: 1)
        return value == 1
    }

    /// Draws an integer in `range` that shrinks toward `target`.
    ///
    /// One choice in `0...ChoiceEncoding.bound(of: range)`, decoded by the zig-zag of
    /// ``ChoiceEncoding``: `target`, then `target + 1`, `target − 1`, `target + 2`, …,
    /// positive side first. Seeded, the choice is uniform over the range, or, with
    /// `favouringSmall`, drawn by ``drawFavouringSmall(upTo:)`` (values near the
    /// target are common).
    /// - Parameters:
    ///   - range: the possible values; the full `Int` range is allowed.
    ///   - target: the simplest value; defaults to ``ChoiceEncoding/defaultTarget(in:)``
    ///     (`0` when in range). Clamped into `range`.
    ///   - favouringSmall: whether seeded draws favour values near `target`.
    /// - Returns: a value in `range`.
    public mutating func drawInt(
        in range: ClosedRange<Int>, shrinkingToward target: Int? = nil, favouringSmall: Bool = false
    ) -> Int {
        let bound = ChoiceEncoding.bound(of: range)
        let choice = favouringSmall ? drawFavouringSmall(upTo: bound) : draw(upTo: bound)
        return ChoiceEncoding.int(
            fromChoice: choice, in: range, toward: target ?? ChoiceEncoding.defaultTarget(in: range))
    }

    /// Draws a `Double` on a grid: `minimum + k * step` for `k` in `0...steps`.
    /// One choice (`k`), uniform when seeded; shrinks toward `minimum`.
    /// - Parameters:
    ///   - minimum: the simplest value.
    ///   - step: the grid spacing.
    ///   - steps: the number of steps above `minimum`.
    public mutating func drawDouble(from minimum: Double, step: Double, steps: UInt64) -> Double {
        minimum + Double(draw(upTo: steps)) * step
    }

    /// Draws the index of one of `weights.count` alternatives; when seeded,
    /// alternative `i` is chosen with probability `weights[i] / weights.sum()`.
    ///
    /// One choice in `0...(weights.count − 1)`, which *is* the index, so it shrinks
    /// toward alternative `0`: order alternatives simplest first. Replay returns
    /// the recorded index (even of a zero-weight alternative); bytes are reduced
    /// into `0..<weights.sum()` and mapped through the weights.
    /// - Parameter weights: non-empty relative weights with a non-zero sum.
    /// - Returns: an index into `weights`.
    public mutating func drawWeighted(_ weights: [UInt64]) -> Int {
        weights.withUnsafeBufferPointer { drawWeighted($0) }
    }

    /// Whether a weighted draw reads its weights: a replayed one returns the
    /// recorded index and reads only how many weights there are
    /// (``drawWeighted(_:)``), so a caller may leave weights that cost work
    /// to find unworked out when this is `false`.
    var readsWeights: Bool { mode != .replay }

    /// What ``drawWeighted(_:total:)`` of `count` alternatives (more than
    /// one) returns when it does not read the weights (not
    /// ``readsWeights``): the recorded index, so a caller need not work the
    /// weights out.
    ///
    /// A draw is at most its bound, which is positive: converted without
    /// checks.
    @inline(__always) mutating func drawRecordedIndex(of count: Int) -> Int {
        Int(truncatingIfNeeded: draw(upTo: UInt64(truncatingIfNeeded: count &- 1)))
    }

    /// ``drawWeighted(_:)`` of the weights at `weights`, read without bounds
    /// checks (the scan over an array's elements checked each index).
    mutating func drawWeighted(_ weights: UnsafeBufferPointer<UInt64>) -> Int {
        precondition(!weights.isEmpty, "drawWeighted: no alternatives")
        if weights.count == 1 { return 0 }
        if !readsWeights {
            return Int(draw(upTo: UInt64(weights.count - 1)))
        }
        var total: UInt64 = 0
        for weight in weights {
            let (sum, overflow) = total.addingReportingOverflow(weight)
            precondition(!overflow, "drawWeighted: weights overflow")
            total = sum
        }
        return drawWeighted(weights, total: total)
    }

    /// ``drawWeighted(_:)`` of the weights at `weights`, whose sum the caller
    /// knows to be `total` (it kept it as it set them).
    ///
    /// Inlined into its few callers (an event's kind, a launch's device and
    /// mode, a length's kind): the call cost each draw about a fifth of it.
    @inline(__always) mutating func drawWeighted(_ weights: UnsafeBufferPointer<UInt64>, total: UInt64) -> Int {
        precondition(!weights.isEmpty, "drawWeighted: no alternatives")
        if weights.count == 1 { return 0 }
        if !readsWeights {
            return drawRecordedIndex(of: weights.count)
        }
        return drawReadingWeights(weights, total: total)
    }

    /// ``drawWeighted(_:total:)`` of more than one weight, by a source that
    /// reads them (``readsWeights``): a caller that checked both (an event's
    /// kind) draws with this, and the checks are not made twice.
    @inline(__always) mutating func drawReadingWeights(_ weights: UnsafeBufferPointer<UInt64>,
                                                       total: UInt64) -> Int {
        let bound = UInt64(weights.count - 1)
        precondition(total > 0, "drawWeighted: all weights are zero")
        var remaining = mode == .seeded ? rng.next(upTo: total - 1) : nextFromBytes(upTo: total - 1)
        var index = 0
        let last = weights.count - 1
        while index < last, remaining >= weights[index] {
            remaining -= weights[index]
            index += 1
        }
        record(UInt64(index), bound: bound)
        return index
    }

    /// ``drawReadingWeights(_:total:)`` of the first `count` (more than one)
    /// event kinds weighted by `weights`: the same choice, found by walking
    /// only the kinds that weigh something (an event's kind, whose weights
    /// give about a third of two dozen kinds any, walked past every other).
    ///
    /// The walk over every weight ends at the first weight greater than what
    /// remains of the random number, and a weight of zero is never greater:
    /// skipping them ends it at the same kind. When what remains is at least
    /// the sum of the first 16 kinds, the walk would pass them all: it
    /// starts past them. The number is less than the sum of the weights, so
    /// the walk ends at a kind that weighs something, at the last at latest.
    @inline(__always) mutating func drawKind(_ weights: KindWeights, count: Int) -> Int {
        let bound = UInt64(truncatingIfNeeded: count &- 1)
        let lowTotal = KindWeights.sum(weights.low)
        let total = lowTotal &+ KindWeights.sum(weights.high)
        precondition(total > 0, "drawWeighted: all weights are zero")
        var remaining = mode == .seeded ? rng.next(upTo: total &- 1) : nextFromBytes(upTo: total &- 1)
        var word = weights.low, base = 0
        if remaining >= lowTotal {
            remaining &-= lowTotal
            word = weights.high
            base = 64
        }
        // A bit at the lowest bit of each kind's four that weighs something.
        var rest = KindWeights.weighted(word)
        var shift = rest.trailingZeroBitCount
        while rest & (rest &- 1) != 0 {
            let weight = word &>> UInt64(truncatingIfNeeded: shift) & 0xF
            if remaining < weight { break }
            remaining &-= weight
            rest &= rest &- 1
            shift = rest.trailingZeroBitCount
        }
        let index = (base &+ shift) &>> 2
        record(UInt64(truncatingIfNeeded: index), bound: bound)
        return index
    }
}
