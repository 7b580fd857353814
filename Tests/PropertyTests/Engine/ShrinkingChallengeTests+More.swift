import SizeFuzz
import Testing

extension ShrinkingChallengeTests {
    /// coupling: a list of integers in 0...10, all below its length (else the
    /// case is invalid); fails when some `i != j` has `list[i] == j` and `list[j] == i`.
    @Test(arguments: Challenge.seeds)
    func coupling(seed: UInt64) throws {
        let gen = Gen.array(of: Gen.int(in: 0...10), count: 0...100)
        let outcome = try #require(Challenge.shrink(gen, seed: seed) { list in
            guard list.allSatisfy({ $0 < list.count }) else { return .invalid }
            for (i, j) in list.enumerated() where i != j && list[j] == i { return .fail }
            return .pass
        })
        #expect(outcome.value == [1, 0])
        #expect(!outcome.exhaustedBudget)
    }

    /// deletion: a list and an index in 0...10 below its length (else invalid);
    /// removing the first occurrence of `list[i]` must remove every occurrence.
    @Test(arguments: Challenge.seeds)
    func deletion(seed: UInt64) throws {
        let gen = Gen.zip(Gen.array(of: Challenge.anyInt, count: 0...100), Gen.int(in: 0...10))
        let outcome = try #require(Challenge.shrink(gen, seed: seed) { pair in
            let (list, i) = pair
            guard i < list.count else { return .invalid }
            var copy = list
            let x = list[i]
            if let first = copy.firstIndex(of: x) { copy.remove(at: first) }
            return copy.contains(x) ? .fail : .pass
        })
        #expect(outcome.value.0 == [0, 0])
        #expect(outcome.value.1 == 0)
        #expect(!outcome.exhaustedBudget)
    }

    /// distinct: a list with at least three distinct integers. The challenge
    /// accepts `[0, 1, -1]` or `[0, 1, 2]`; with our zig-zag order (`0, 1, -1, 2, …`
    /// are choices `0, 1, 2, 3, …`) the unique sort-key minimum is the three
    /// simplest integers in ascending choice order, `[0, 1, -1]`, exactly.
    @Test(arguments: Challenge.seeds)
    func distinct(seed: UInt64) throws {
        let gen = Gen.array(of: Challenge.anyInt, count: 0...100)
        let outcome = try #require(Challenge.shrink(gen, seed: seed) { list in
            Set(list).count < 3 ? .pass : .fail
        })
        #expect(outcome.value == [0, 1, -1])
        #expect(!outcome.exhaustedBudget)
    }

    /// nested lists: the total length of a list of lists is at most 10.
    /// Minimum: one list of eleven zeros.
    @Test(arguments: Challenge.seeds)
    func nestedLists(seed: UInt64) throws {
        let gen = Gen.array(of: Gen.array(of: Challenge.anyInt, count: 0...100), count: 0...100)
        let outcome = try #require(Challenge.shrink(gen, seed: seed) { lists in
            lists.map(\.count).reduce(0, +) <= 10 ? .pass : .fail
        })
        #expect(outcome.value == [Array(repeating: 0, count: 11)])
        #expect(!outcome.exhaustedBudget)
    }

    /// calculator: expressions of integers, `+` and `/`; if no division has a
    /// literal `0` divisor (else invalid), evaluation must not divide by zero.
    /// Minimum: `0 / (0 + 0)`.
    @Test(arguments: Challenge.seeds)
    func calculator(seed: UInt64) throws {
        let outcome = try #require(Challenge.shrink(Expression.gen(depth: 5), seed: seed) { expression in
            guard expression.hasNoLiteralZeroDivisor else { return .invalid }
            return expression.evaluate() == nil ? .fail : .pass
        })
        #expect(outcome.value == .divide(.int(0), .add(.int(0), .int(0))))
        #expect(outcome.value.description == "0 / (0 + 0)")
        #expect(!outcome.exhaustedBudget)
    }
}
