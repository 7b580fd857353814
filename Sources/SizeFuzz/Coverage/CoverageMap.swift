/// The cells of a ``CoverageSpace`` that a run visited, as a bit set. Sets
/// merge by union, so the cells visited do not depend on how the cases were
/// split between workers or shards.
public struct CoverageMap: Hashable, Sendable {
    /// One bit per cell index.
    var words: [UInt64] = []

    /// An empty map.
    public init() {}

    /// Marks cell `index` visited.
    @inline(__always) mutating func insert(_ index: Int) {
        let word = index >> 6
        if word >= words.count { words += Array(repeating: 0, count: word + 1 - words.count) }
        words[word] |= 1 << UInt64(index & 63)
    }

    /// Whether cell `index` was visited.
    public func contains(_ index: Int) -> Bool {
        let word = index >> 6
        return word < words.count && words[word] & (1 << UInt64(index & 63)) != 0
    }

    /// Adds `other`'s cells.
    public mutating func merge(_ other: CoverageMap) {
        if words.count < other.words.count { words += Array(repeating: 0, count: other.words.count - words.count) }
        for index in other.words.indices { words[index] |= other.words[index] }
    }

    /// The indices visited, ascending.
    public var indices: [Int] {
        var result: [Int] = []
        for (word, bits) in words.enumerated() where bits != 0 {
            for bit in 0..<64 where bits & (1 << UInt64(bit)) != 0 { result.append(word * 64 + bit) }
        }
        return result
    }
}
