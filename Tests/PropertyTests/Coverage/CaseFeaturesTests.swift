@testable import SizeFuzz
import Testing

/// A case's set of cells and features: its indices ascending and distinct,
/// in whatever order they arrive.
@Suite struct CaseFeaturesTests {
    /// Indices that arrive out of order go into their place, and one that
    /// is there already is not added again.
    @Test func indicesStayAscendingAndDistinct() {
        var features = CaseFeatures(capacity: 2)
        for index in [40, 7, 40, 12, 3, 90, 12, 0, 91, 7, 55] { features.insert(index) }
        #expect(features.indices == [0, 3, 7, 12, 40, 55, 90, 91])
        features.removeAll()
        #expect(features.indices.isEmpty)
        for index in [5, 1] { features.insert(index) }
        #expect(features.indices == [1, 5])
    }

    /// The set written in place (an index past the last appended inline,
    /// any other put in its place out of line, the room doubled when full)
    /// holds what the plain rule gives, the sorted distinct indices, for
    /// 400 seeded sequences of 0 to 99 indices that arrive mostly ascending,
    /// with repeats and the room outgrown; a copy keeps its indices while
    /// the set it was copied from goes on to another case.
    @Test func theSetIsTheSortedDistinctIndicesOverManySequences() {
        var features = CaseFeatures(capacity: 4)
        var rng = Xoshiro256StarStar(seed: 25)
        var total = 0, grown = 0
        var last: [Int] = []
        for length in 0..<400 {
            features.removeAll()
            var arrived: [Int] = []
            var next = 0
            for _ in 0..<(length % 100) {
                // Mostly ascending, one in four anywhere below (often a repeat).
                next += Int(rng.next(upTo: 3))
                arrived.append(rng.next(upTo: 3) == 0 ? Int(rng.next(upTo: UInt64(next))) : next)
            }
            for index in arrived { features.insert(index) }
            let plain = Array(Set(arrived)).sorted()
            #expect(features.indices == plain)
            #expect(Array(features.buffer) == plain)
            #expect(features.count == plain.count)
            total += plain.count
            if plain.count > 4 { grown += 1 }
            last = plain
        }
        #expect(total == 14_551)
        #expect(grown == 376)
        let copy = features
        features.removeAll()
        for index in [3_000, 1_000, 2_000] { features.insert(index) }
        #expect(features.indices == [1_000, 2_000, 3_000])
        #expect(copy.count == 74)
        #expect(copy.indices == last)
        #expect(copy != features)
    }
}
