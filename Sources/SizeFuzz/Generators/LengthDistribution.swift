/// How seeded draws spread a collection's length over the lengths it allows,
/// for ``Gen/array(of:count:lengths:)``.
///
/// A collection's length is encoded by one continue flag per optional element
/// (see ``Gen/array(of:count:averageLength:)``), whatever the distribution: the
/// distribution only sets the odds of each flag when the source is seeded, as
/// the hazard rate of the chosen distribution (at `j` optional elements, the
/// odds of one more against stopping are `P(length > lower + j) : P(length == lower + j)`).
/// Replay and byte sources read the flags as they are, so every distribution
/// shrinks alike: toward the shortest allowed collection, by deleting elements.
///
/// The choices are Hypothesis's (`st.lists(average_size=…)`: geometric) and
/// proptest's (`vec(element, 1..20)`: uniform over the range), plus an explicit
/// table.
///
/// ```swift
/// let wide = Gen.int(in: 0...9).array(count: 0...50, lengths: .uniform)
/// let few = Gen.bool.array(count: 0...8, lengths: .weighted([(length: 0, weight: 1), (length: 8, weight: 3)]))
/// ```
public struct LengthDistribution: Sendable {
    enum Shape: Sendable {
        case standard
        case geometric(mean: Double)
        case uniform
        case weighted([(length: Int, weight: UInt64)])
    }

    let shape: Shape

    /// The default: geometric with a mean of `min(5, upper − lower)` optional
    /// elements beyond the lower bound (at least one when the range allows any).
    public static let standard = LengthDistribution(shape: .standard)

    /// Uniform over the allowed lengths, as proptest draws `vec` sizes. Costs one
    /// flag (one random number) per element, so wide ranges draw long
    /// collections: `0...1_000` averages 500 elements.
    public static let uniform = LengthDistribution(shape: .uniform)

    /// Geometric with `mean` elements in all (Hypothesis's `average_size`), cut at
    /// the upper bound. A mean at or below the lower bound (or not finite) gives
    /// collections of exactly the lower bound's length.
    /// - Parameter mean: the mean length before the upper bound cuts it.
    public static func geometric(mean: Double) -> LengthDistribution {
        LengthDistribution(shape: .geometric(mean: mean))
    }

    /// An explicit table: length `length` with probability proportional to
    /// `weight`. Lengths outside the allowed range count as its nearest end;
    /// repeated lengths add up; lengths not listed never occur when seeded. If
    /// every weight is zero, collections have the lower bound's length.
    /// - Parameter weights: lengths and their relative weights; the weights'
    ///   sum must fit in a `UInt64`.
    public static func weighted(_ weights: [(length: Int, weight: UInt64)]) -> LengthDistribution {
        LengthDistribution(shape: .weighted(weights))
    }

    /// The odds of the continue flags for lengths in `minimum...maximum`.
    func odds(minimum: Int, maximum: Int) -> LengthOdds {
        switch shape {
        case .standard:
            return .constant(more: UInt64(Swift.max(1, Swift.min(5, maximum - minimum))), stop: 1)
        case .geometric(let mean):
            let extra = mean - Double(minimum)
            guard extra.isFinite, extra > 0 else { return .constant(more: 0, stop: 1) }
            // 64ths keep a fractional mean; 2^40 keeps the sum of the weights far from overflow.
            let more = (extra * 64).rounded()
            return .constant(more: more < 0x1p40 ? UInt64(more) : 1 << 40, stop: 64)
        case .uniform:
            return .uniform(span: UInt64(maximum - minimum))
        case .weighted(let weights):
            return .table(Self.hazards(weights, minimum: minimum, maximum: maximum))
        }
    }

    /// The (more, stop) odds after each count of optional elements, from a
    /// table of lengths and weights clamped into `minimum...maximum`.
    static func hazards(_ weights: [(length: Int, weight: UInt64)], minimum: Int, maximum: Int)
        -> [(more: UInt64, stop: UInt64)]
    {
        var byExtra: [UInt64] = []
        for (length, weight) in weights where weight > 0 {
            let extra = Swift.min(Swift.max(length, minimum), maximum) - minimum
            if byExtra.count <= extra { byExtra.append(contentsOf: repeatElement(0, count: extra + 1 - byExtra.count)) }
            let (sum, overflow) = byExtra[extra].addingReportingOverflow(weight)
            precondition(!overflow, "LengthDistribution.weighted: weights overflow")
            byExtra[extra] = sum
        }
        // survival[j] = the weight of every length with at least j optional elements.
        var survival = [UInt64](repeating: 0, count: byExtra.count + 1)
        for extra in stride(from: byExtra.count - 1, through: 0, by: -1) {
            let (sum, overflow) = survival[extra + 1].addingReportingOverflow(byExtra[extra])
            precondition(!overflow, "LengthDistribution.weighted: weights overflow")
            survival[extra] = sum
        }
        return byExtra.indices.map { (more: survival[$0 + 1], stop: byExtra[$0]) }
    }
}

/// The seeded odds of each continue flag of a collection: one more element
/// against stopping, after `j` optional elements.
enum LengthOdds: Sendable {
    /// The same odds at every flag: a geometric length.
    case constant(more: UInt64, stop: UInt64)
    /// `span − j : 1`: every length in a range of `span + 1` equally likely.
    case uniform(span: UInt64)
    /// Odds per count of optional elements; past the table's end, stop.
    case table([(more: UInt64, stop: UInt64)])

    /// The odds after `extra` optional elements.
    @inline(__always)
    func after(_ extra: Int) -> (more: UInt64, stop: UInt64) {
        switch self {
        case .constant(let more, let stop): return (more, stop)
        case .uniform(let span): return (span - UInt64(extra), 1)
        case .table(let odds):
            guard extra < odds.count, odds[extra].more | odds[extra].stop != 0 else { return (0, 1) }
            return odds[extra]
        }
    }
}
