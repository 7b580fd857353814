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
}
