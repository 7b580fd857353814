import SizeFuzz
import Testing

@Suite("Choice encoding")
struct ChoiceEncodingTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let range: ClosedRange<Int>
        let target: Int
        let order: [Int]
        var testDescription: String { "\(range) toward \(target)" }
    }

    /// Values in choice order: zig-zag around the target, positive side first,
    /// then the rest of the longer side.
    @Test(arguments: [
        Row(range: -3...5, target: 0, order: [0, 1, -1, 2, -2, 3, -3, 4, 5]),
        Row(range: -5...2, target: 0, order: [0, 1, -1, 2, -2, -3, -4, -5]),
        Row(range: 1...5, target: 1, order: [1, 2, 3, 4, 5]),
        Row(range: -4...(-1), target: -1, order: [-1, -2, -3, -4]),
        Row(range: 0...6, target: 4, order: [4, 5, 3, 6, 2, 1, 0]),
    ])
    func integersZigZagAroundTheTarget(row: Row) {
        let bound = ChoiceEncoding.bound(of: row.range)
        #expect(bound == UInt64(row.order.count - 1))
        let decoded = (0...bound).map { ChoiceEncoding.int(fromChoice: $0, in: row.range, toward: row.target) }
        #expect(decoded == row.order)
        let encoded = row.order.map { ChoiceEncoding.choice(forInt: $0, in: row.range, toward: row.target) }
        #expect(encoded == Array(0...bound))
    }

    @Test func theFullIntRangeRoundTrips() {
        let all = Int.min...Int.max
        #expect(ChoiceEncoding.bound(of: all) == .max)
        #expect(ChoiceEncoding.int(fromChoice: 2, in: all, toward: 0) == -1)
        #expect(ChoiceEncoding.int(fromChoice: .max, in: all, toward: 0) == .min)
        #expect(ChoiceEncoding.int(fromChoice: .max - 2, in: all, toward: 0) == .max)
        for value in [0, 1, -1, 12_345, -98_765, Int.max, Int.min, Int.max - 1, Int.min + 1] {
            let choice = ChoiceEncoding.choice(forInt: value, in: all, toward: 0)
            #expect(ChoiceEncoding.int(fromChoice: choice, in: all, toward: 0) == value)
        }
    }

    @Test func defaultTargetsAreZeroOrTheBoundNearestZero() {
        #expect(ChoiceEncoding.defaultTarget(in: -5...5) == 0)
        #expect(ChoiceEncoding.defaultTarget(in: 3...9) == 3)
        #expect(ChoiceEncoding.defaultTarget(in: -9...(-3)) == -3)
    }

    @Test func gridDoublesStepFromTheMinimum() {
        var source = ChoiceSource(replaying: [0, 3, 999], recording: true)
        #expect(source.drawDouble(from: 320, step: 0.5, steps: 100) == 320)
        #expect(source.drawDouble(from: 320, step: 0.5, steps: 100) == 321.5)
        #expect(source.drawDouble(from: 320, step: 0.5, steps: 100) == 370)
        #expect(source.recorded == [0, 3, 100])
    }

    @Test func weightedChoicesFollowTheWeightsAndReplayTheIndex() {
        var source = ChoiceSource(seed: 5)
        var counts = [0, 0, 0]
        for _ in 0..<4_000 { counts[source.drawWeighted([1, 0, 3])] += 1 }
        #expect(counts[1] == 0)
        #expect((900...1_100).contains(counts[0]))
        #expect(counts[0] + counts[2] == 4_000)
        var replay = ChoiceSource(replaying: [1, 7], recording: true)
        #expect(replay.drawWeighted([1, 0, 3]) == 1)
        #expect(replay.drawWeighted([1, 0, 3]) == 2)
        #expect(replay.recordedBounds == [2, 2])
    }

    @Test func signedDrawsShrinkPositiveBeforeNegative() {
        var source = ChoiceSource(replaying: [0, 1, 2, 3, 4])
        let values = (0..<5).map { _ in source.drawInt(in: -10...10) }
        #expect(values == [0, 1, -1, 2, -2])
        var toward = ChoiceSource(replaying: [0, 1, 2])
        #expect((0..<3).map { _ in toward.drawInt(in: 0...100, shrinkingToward: 50) } == [50, 51, 49])
    }
}
