@testable import SizeFuzz
import Testing

/// Collection lengths spread by a `LengthDistribution`: the seeded odds of each
/// continue flag, the lengths they give, and shrinking toward shorter arrays
/// whatever the distribution.
@Suite("Length distributions")
struct LengthDistributionTests {
    /// The lengths of `samples` seeded draws of `gen` at seed 17, counted by length.
    static func histogram<Element>(_ gen: Gen<[Element]>, samples: Int = 30_000) -> [Int: Int] {
        var counts: [Int: Int] = [:]
        for index in 0..<samples {
            var source = ChoiceSource(seed: ChoiceSource.caseSeed(seed: 17, caseIndex: UInt64(index)))
            counts[gen.run(&source).count, default: 0] += 1
        }
        return counts
    }

    /// The (more, stop) odds of the first `flags` continue flags.
    static func odds(_ lengths: LengthDistribution, _ count: ClosedRange<Int>, flags: Int) -> [String] {
        let odds = lengths.odds(minimum: count.lowerBound, maximum: count.upperBound)
        return (0..<flags).map { "\(odds.after($0).more):\(odds.after($0).stop)" }
    }

    @Test func aWeightedTableBecomesTheOddsOfEachFlag() {
        #expect(
            Self.odds(.weighted([(0, 1), (8, 3)]), 0...10, flags: 10)
                == ["3:1", "3:0", "3:0", "3:0", "3:0", "3:0", "3:0", "3:0", "0:3", "0:1"])
    }

    @Test func weightsOutsideTheRangeCountAsItsNearestEndAndRepeatsAddUp() {
        #expect(
            Self.odds(.weighted([(20, 1), (-5, 2), (2, 1), (1, 0), (9, 0)]), 1...4, flags: 4)
                == ["2:2", "1:1", "1:0", "0:1"])
        #expect(Self.odds(.weighted([(3, 0)]), 0...5, flags: 2) == ["0:1", "0:1"])
    }

    @Test func aLongListedLengthNeedsNoTableUpToIt() {
        #expect(
            Self.odds(.weighted([(length: .max, weight: 1), (length: 0, weight: 1)]), 0...Int.max, flags: 3) == ["1:1", "1:0", "1:0"])
        let odds = LengthDistribution.weighted([(length: .max, weight: 1), (length: 0, weight: 1)]).odds(minimum: 0, maximum: .max)
        #expect(odds.after(Int.max - 1).more == 1 && odds.after(Int.max - 1).stop == 0)
        #expect(odds.after(Int.max).more == 0 && odds.after(Int.max).stop == 1)
    }

    @Test func otherDistributionsHaveTheirOwnOdds() {
        #expect(Self.odds(.uniform, 2...5, flags: 3) == ["3:1", "2:1", "1:1"])
        #expect(Self.odds(.geometric(mean: 3.5), 1...9, flags: 2) == ["160:64", "160:64"])
        #expect(Self.odds(.geometric(mean: 0.5), 1...9, flags: 1) == ["0:1"])
        #expect(Self.odds(.standard, 0...3, flags: 1) == ["3:1"])
        #expect(Self.odds(.standard, 0...30, flags: 1) == ["5:1"])
    }

    @Test func uniformLengthsCoverTheRangeEvenly() {
        let counts = Self.histogram(Gen.bool.array(count: 2...4, lengths: .uniform))
        #expect(counts.keys.sorted() == [2, 3, 4])
        for length in 2...4 {
            // 10,000 expected of 30,000; the standard deviation is 82.
            #expect(abs(counts[length, default: 0] - 10_000) < 400, "length \(length): \(counts)")
        }
    }

    @Test func weightedLengthsOccurOnlyAsListed() {
        let counts = Self.histogram(Gen.bool.array(count: 0...10, lengths: .weighted([(0, 1), (8, 3)])))
        #expect(counts.keys.sorted() == [0, 8])
        // 7,500 expected of 30,000; the standard deviation is 75.
        #expect(abs(counts[0, default: 0] - 7_500) < 300, "\(counts)")
        #expect(Self.histogram(Gen.bool.array(count: 0...10, lengths: .weighted([(3, 1)])), samples: 500) == [3: 500])
        #expect(Self.histogram(Gen.bool.array(count: 2...10, lengths: .weighted([(5, 0)])), samples: 500) == [2: 500])
    }

    @Test func geometricIsTheAverageLengthAndStandardTheDefault() {
        let element = Gen.int(in: 0...9)
        for index in 0..<2_000 {
            let seed = ChoiceSource.caseSeed(seed: 3, caseIndex: UInt64(index))
            func draw(_ gen: Gen<[Int]>) -> [Int] {
                var source = ChoiceSource(seed: seed)
                return gen.run(&source)
            }
            #expect(draw(element.array(count: 1...30, lengths: .geometric(mean: 7.5)))
                == draw(element.array(count: 1...30, averageLength: 7.5)))
            #expect(draw(element.array(count: 1...30, lengths: .standard)) == draw(element.array(count: 1...30)))
        }
        let counts = Self.histogram(Gen.bool.array(count: 0...1_000, lengths: .geometric(mean: 4)))
        let mean = Double(counts.reduce(0) { $0 + $1.key * $1.value }) / 30_000
        #expect(abs(mean - 4) < 0.2, "mean \(mean)")
    }

    @Test func replayedFlagsIgnoreTheDistribution() {
        let gen = Gen.constant(true).array(count: 0...10, lengths: .weighted([(8, 1)]))
        var source = ChoiceSource(replaying: [1, 1, 0])
        #expect(gen.run(&source) == [true, true])
    }

    @Test func uniformArraysShrinkToTheShortestFailingLength() throws {
        let gen = Gen.int(in: 0...100).array(count: 0...50, lengths: .uniform)
        let failure = try #require(Property.check(gen, seed: 4) { $0.count < 10 }.failure)
        #expect(failure.value == Array(repeating: 0, count: 10))
        #expect(failure.originalValue.count >= 10)
    }

    @Test func weightedArraysShrinkBelowTheLengthsTheyDraw() throws {
        let gen = Gen.int(in: 0...20).array(count: 0...50, lengths: .weighted([(40, 1)]))
        let failure = try #require(Property.check(gen, seed: 4) { !$0.contains(7) }.failure)
        #expect(failure.originalValue.count == 40)
        #expect(failure.value == [7])
    }

    @Test func aLowerBoundIsKeptWhileShrinking() throws {
        let gen = Gen.int(in: 0...100).array(count: 3...6, lengths: .uniform)
        let failure = try #require(Property.check(gen, seed: 4) { $0.reduce(0, +) < 50 }.failure)
        #expect(failure.value == [0, 0, 50])
    }
}
