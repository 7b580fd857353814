import SizeFuzz
import Testing

/// The shrinking challenge (github.com/jlink/shrinking-challenge): each problem
/// is generated from several seeds, shrunk, and must reach the exact minimum.
@Suite("Shrinking challenge")
struct ShrinkingChallengeTests {
    /// reverse: a list equals its reverse. Minimum `[0, 1]`.
    @Test(arguments: Challenge.seeds)
    func reverse(seed: UInt64) throws {
        let gen = Gen.array(of: Challenge.anyInt, count: 0...100)
        let outcome = try #require(Challenge.shrink(gen, seed: seed) { list in
            list == Array(list.reversed()) ? .pass : .fail
        })
        #expect(outcome.value == [0, 1])
        #expect(!outcome.exhaustedBudget)
    }

    /// large union list: at most four distinct integers across a list of lists.
    /// Minimum `[[0, 1, -1, 2, -2]]` (one list is fewer choices than five).
    @Test(arguments: Challenge.seeds)
    func largeUnionList(seed: UInt64) throws {
        let gen = Gen.array(of: Gen.array(of: Challenge.anyInt, count: 0...100), count: 0...100)
        let outcome = try #require(Challenge.shrink(gen, seed: seed) { lists in
            Set(lists.joined()).count < 5 ? .pass : .fail
        })
        #expect(outcome.value == [[0, 1, -1, 2, -2]])
        #expect(!outcome.exhaustedBudget)
    }

    /// bound5: five lists of at most one 16-bit integer (Hypothesis's
    /// `lists(int16s, max_size=1)`), each summing below 256 (a filter), whose
    /// total, summed in 16 bits, stays below 5 × 256. Overflow breaks it.
    /// The challenge's minimum is one `[-32768]` and one `[-1]`, the rest empty,
    /// in any order; the sort-key order of ours puts the empty lists first and
    /// `[-1]` (choice 2) before `[-32768]` (choice 65535).
    @Test(arguments: Challenge.seeds)
    func bound5(seed: UInt64) throws {
        let list = Gen.array(of: Gen.int(in: -32768...32767), count: 0...1)
            .filter { $0.reduce(0, +) < 256 }
        let gen = Gen.array(of: list, count: 5...5)
        let outcome = try #require(Challenge.shrink(gen, seed: seed) { lists in
            Int16(truncatingIfNeeded: lists.joined().reduce(0, +)) < 5 * 256 ? .pass : .fail
        })
        #expect(outcome.value == [[], [], [], [-1], [-32768]])
        #expect(!outcome.exhaustedBudget)
    }

    /// length list: a length in 1...100 bound to a list of exactly that many
    /// integers in 0...1000; fails when the maximum is 900 or more. Minimum `[900]`.
    @Test(arguments: Challenge.seeds)
    func lengthList(seed: UInt64) throws {
        let gen = Gen.int(in: 1...100).flatMap { n in Gen.array(of: Gen.int(in: 0...1000), count: n...n) }
        let outcome = try #require(Challenge.shrink(gen, seed: seed) { list in
            (list.max() ?? 0) < 900 ? .pass : .fail
        })
        #expect(outcome.value == [900])
        #expect(!outcome.exhaustedBudget)
    }

    static let positive = Gen.int(in: 1...Int(Int32.max), favouringSmall: true)

    /// difference must not be zero: fails when `first >= 10` and `first == second`.
    @Test(arguments: Challenge.seeds)
    func differenceMustNotBeZero(seed: UInt64) throws {
        let gen = Gen.zip(Self.positive, Self.positive)
        let outcome = try #require(Challenge.shrink(gen, seed: seed) { pair in
            pair.0 < 10 || pair.0 != pair.1 ? .pass : .fail
        })
        #expect(outcome.value == (10, 10))
        #expect(!outcome.exhaustedBudget)
    }

    /// difference must not be small: fails when `first >= 10` and `|first − second|` is in 1...4.
    @Test(arguments: Challenge.seeds)
    func differenceMustNotBeSmall(seed: UInt64) throws {
        let gen = Gen.zip(Self.positive, Self.positive)
        let outcome = try #require(Challenge.shrink(gen, seed: seed) { pair in
            let difference = abs(pair.0 - pair.1)
            return pair.0 < 10 || !(1...4).contains(difference) ? .pass : .fail
        })
        #expect(outcome.value == (10, 6))
        #expect(!outcome.exhaustedBudget)
    }

    /// difference must not be one: fails when `first >= 10` and `|first − second| == 1`.
    @Test(arguments: Challenge.seeds)
    func differenceMustNotBeOne(seed: UInt64) throws {
        let gen = Gen.zip(Self.positive, Self.positive)
        let outcome = try #require(Challenge.shrink(gen, seed: seed) { pair in
            pair.0 < 10 || abs(pair.0 - pair.1) != 1 ? .pass : .fail
        })
        #expect(outcome.value == (10, 9))
        #expect(!outcome.exhaustedBudget)
    }
}
