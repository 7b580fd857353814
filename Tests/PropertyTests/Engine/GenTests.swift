import SizeFuzz
import Testing

@Suite("Generators")
struct GenTests {
    /// Replays `choices` through `gen` with recording on.
    func replay<Value>(_ gen: Gen<Value>, _ choices: [UInt64]) -> (Value, ChoiceSource) {
        var source = ChoiceSource(replaying: choices, recording: true)
        let value = gen.run(&source)
        return (value, source)
    }

    @Test func allZeroChoicesGiveEachGeneratorsMinimum() {
        #expect(replay(Gen.int(in: -9...9), []).0 == 0)
        #expect(replay(Gen.int(in: 3...9), []).0 == 3)
        #expect(replay(Gen.bool, []).0 == false)
        #expect(replay(Gen.element(of: ["a", "b"]), []).0 == "a")
        #expect(replay(Gen.int(in: 0...9).optional, []).0 == nil)
        #expect(replay(Gen.array(of: Gen.int(in: 5...9), count: 2...4), []).0 == [5, 5])
        #expect(replay(Gen.double(from: 0.5, step: 0.25, steps: 8), []).0 == 0.5)
    }

    @Test func arraysUseContinueFlagsOnlyBetweenMinimumAndMaximum() {
        let gen = Gen.array(of: Gen.int(in: 0...9), count: 2...4)
        let (value, source) = replay(gen, [5, 1, 1, 7, 1, 8, 1])
        #expect(value == [5, 1, 7, 8])
        #expect(source.recorded == [5, 1, 1, 7, 1, 8])
        #expect(source.spans.map(\.range) == [0..<1, 1..<2, 2..<4, 4..<6])
        #expect(source.spans.allSatisfy { $0.label == "element" })
        let (stopped, stoppedSource) = replay(gen, [5, 1, 0, 7])
        #expect(stopped == [5, 1])
        #expect(stoppedSource.recorded == [5, 1, 0])
    }

    @Test func arraysRespectTheirBoundsWhenSeeded() {
        let gen = Gen.array(of: Gen.bool, count: 3...6)
        var lengths = Set<Int>()
        for seed in 0..<300 as Range<UInt64> {
            var source = ChoiceSource(seed: seed)
            lengths.insert(gen.run(&source).count)
        }
        #expect(lengths == Set(3...6))
    }

    @Test func filterGivesUpByRejectingTheCase() {
        let impossible = Gen.int(in: 0...9).filter(maxAttempts: 7) { $0 > 100 }
        var seeded = ChoiceSource(seed: 1)
        _ = impossible.run(&seeded)
        #expect(seeded.isRejected)
        #expect(seeded.drawCount == 7)
        let (_, replayed) = replay(impossible, [3])
        #expect(replayed.isRejected)
        #expect(replayed.recorded == [3, 0])
        let even = Gen.int(in: 0...9).filter { $0 % 2 == 0 }
        let (value, source) = replay(even, [3, 5, 4])
        #expect(value == 4)
        #expect(!source.isRejected)
        #expect(source.spans.map(\.label) == ["filter", "filter", "filter"])
    }

    @Test func oneOfAndFrequencyShrinkTowardTheFirstAlternative() {
        let gen = Gen.oneOf(Gen.int(in: 0...9), Gen.int(in: 10...19), Gen.constant(99))
        #expect(replay(gen, [1, 3]).0 == 13)
        #expect(replay(gen, [2]).0 == 99)
        #expect(replay(gen, []).0 == 0)
        #expect(replay(gen, [1, 3]).1.spans.map(\.label) == ["oneOf"])
        let weighted = Gen.frequency([(weight: 1, gen: Gen.constant("simple")), (weight: 9, gen: Gen.constant("rich"))])
        #expect(replay(weighted, [1]).0 == "rich")
        #expect(replay(weighted, []).0 == "simple")
    }

    @Test func flatMapRecordsTheBindAndItsResult() {
        let gen = Gen.int(in: 1...5).flatMap { n in Gen.array(of: Gen.int(in: 0...9), count: n...n) }
        let (value, source) = replay(gen, [2, 7, 8, 9])
        #expect(value == [7, 8, 9])
        #expect(source.spans.map(\.label) == ["flatMap", "flatMap.result", "element", "element", "element"])
        #expect(source.spans[0].range == 0..<4)
        #expect(source.spans[1].range == 1..<4)
    }

    @Test func zipDrawsLeftToRightAtAnyArity() {
        let pair = Gen.zip(Gen.int(in: 0...9), Gen.bool)
        #expect(replay(pair, [4, 1]).0 == (4, true))
        let triple = Gen.zip(Gen.int(in: 0...9), Gen.bool, Gen.element(of: ["x", "y", "z"]))
        #expect(replay(triple, [4, 1, 2]).0 == (4, true, "z"))
    }

    @Test func mapLabelAndConstantDrawNothingExtra() {
        let gen = Gen.int(in: 0...9).map { $0 * 10 }.labeled("tens")
        let (value, source) = replay(gen, [3])
        #expect(value == 30)
        #expect(source.spans.map(\.label) == ["tens"])
        #expect(replay(Gen.constant(5), [1, 2]).1.drawCount == 0)
    }

    @Test func recursiveGeneratorsReplayExactly() {
        let gen = Expression.gen(depth: 4)
        for seed in 0..<50 as Range<UInt64> {
            var recording = ChoiceSource(seed: seed, recording: true)
            let original = gen.run(&recording)
            #expect(replay(gen, recording.recorded).0 == original)
        }
        #expect(replay(gen, [2, 0, 0, 1, 0, 0, 0, 0]).0.description == "0 / (0 + 0)")
    }
}
