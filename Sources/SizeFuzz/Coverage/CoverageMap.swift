/// The cells of a ``CoverageSpace`` that a run visited, as a bit set. Sets
/// merge by union, so the cells visited do not depend on how the cases were
/// split between workers or shards.
public struct CoverageMap: Hashable, Sendable {
    /// One bit per cell index.
    var words: [UInt64] = []

    /// An empty map.
    public init() {}

    /// An empty map with room for cells `0..<cells`, so that inserting them
    /// never grows it.
    init(cells: Int) {
        words = Array(repeating: 0, count: (cells + 63) / 64)
    }

    /// Marks cell `index` (below the `cells` the map was made with) visited,
    /// and returns whether it was not before.
    @inline(__always) mutating func insertNew(_ index: Int) -> Bool {
        let bit: UInt64 = 1 << UInt64(index & 63)
        let old = words[index >> 6]
        words[index >> 6] = old | bit
        return old & bit == 0
    }

    /// Marks cell `index` visited.
    ///
    /// A cell visited before (most steps' cell) is only read: writing its bit
    /// again checked the words for being uniquely held on every step.
    @inline(__always) mutating func insert(_ index: Int) {
        let word = index >> 6, bit: UInt64 = 1 << UInt64(index & 63)
        if word < words.count && words[word] & bit != 0 { return }
        if word >= words.count { words += Array(repeating: 0, count: word + 1 - words.count) }
        words[word] |= bit
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
            var rest = bits
            while rest != 0 {
                result.append(word * 64 + rest.trailingZeroBitCount)
                rest &= rest - 1
            }
        }
        return result
    }

    /// How many of `self`'s cells `other` holds too.
    func countShared(with other: CoverageMap) -> Int {
        var count = 0
        for index in 0..<min(words.count, other.words.count) { count += (words[index] & other.words[index]).nonzeroBitCount }
        return count
    }

    /// The first `limit` of `self`'s cells, ascending, that `other` does not hold.
    func firstMissing(_ limit: Int, from other: CoverageMap) -> [Int] {
        var result: [Int] = []
        for (word, bits) in words.enumerated() where bits != 0 {
            var rest = bits & ~(word < other.words.count ? other.words[word] : 0)
            while rest != 0 {
                guard result.count < limit else { return result }
                result.append(word * 64 + rest.trailingZeroBitCount)
                rest &= rest - 1
            }
        }
        return result
    }
}
