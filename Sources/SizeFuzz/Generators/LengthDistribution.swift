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
            return Self.table(weights, minimum: minimum, maximum: maximum)
        }
    }

    /// The odds of a table of lengths and weights clamped into
    /// `minimum...maximum`: the listed lengths (as counts of optional
    /// elements), sorted and merged, with their weights and the weight of
    /// every length from each on. Sparse, so a long listed length costs no
    /// memory for the lengths in between.
    static func table(_ weights: [(length: Int, weight: UInt64)], minimum: Int, maximum: Int) -> LengthOdds {
        var merged: [(extra: Int, weight: UInt64)] = []
        for (length, weight) in weights where weight > 0 {
            merged.append((Swift.min(Swift.max(length, minimum), maximum) - minimum, weight))
        }
        merged.sort { $0.extra < $1.extra }
        var extras: [Int] = []
        var masses: [UInt64] = []
        for (extra, weight) in merged {
            if extras.last == extra {
                let (sum, overflow) = masses[masses.count - 1].addingReportingOverflow(weight)
                precondition(!overflow, "LengthDistribution.weighted: weights overflow")
                masses[masses.count - 1] = sum
            } else {
                extras.append(extra)
                masses.append(weight)
            }
        }
        // survival[i] = the weight of every listed length from extras[i] on; survival[count] = 0.
        var survival = [UInt64](repeating: 0, count: masses.count + 1)
        for index in stride(from: masses.count - 1, through: 0, by: -1) {
            let (sum, overflow) = survival[index + 1].addingReportingOverflow(masses[index])
            precondition(!overflow, "LengthDistribution.weighted: weights overflow")
            survival[index] = sum
        }
        return .table(extras: extras, masses: masses, survival: survival)
    }
}

/// The seeded odds of each continue flag of a collection: one more element
/// against stopping, after `j` optional elements.
enum LengthOdds: Sendable {
    /// The same odds at every flag: a geometric length.
    case constant(more: UInt64, stop: UInt64)
    /// `span − j : 1`: every length in a range of `span + 1` equally likely.
    case uniform(span: UInt64)
    /// A sparse table: the counts of optional elements that may end a
    /// collection (ascending), the weight of each, and the weight of every
    /// count from each on (one entry more, `0`). Past the last count, stop.
    case table(extras: [Int], masses: [UInt64], survival: [UInt64])

    /// The odds after `extra` optional elements.
    @inline(__always)
    func after(_ extra: Int) -> (more: UInt64, stop: UInt64) {
        switch self {
        case .constant(let more, let stop): return (more, stop)
        case .uniform(let span): return (span - UInt64(extra), 1)
        case .table(let extras, let masses, let survival):
            // The first listed count at or above `extra`.
            var low = 0
            var high = extras.count
            while low < high {
                let middle = (low + high) / 2
                if extras[middle] < extra { low = middle + 1 } else { high = middle }
            }
            guard low < extras.count else { return (0, 1) }
            if extras[low] == extra { return (survival[low + 1], masses[low]) }
            return (survival[low], 0)
        }
    }
}
