/// What one case of a guided run reached: its coverage cells and guidance
/// features (``GuidedSearch/features(_:_:)``), as their indices, ascending and
/// distinct.
///
/// A case reaches a few dozen cells at most (one a step, about ten steps),
/// where a ``CoverageMap`` of the app's whole space is thousands of words: the
/// per-case set is sized to the case, and the pool and the run's statistics
/// take its indices one by one.
struct CaseFeatures: Hashable, Sendable {
    /// The indices reached, ascending and distinct.
    private(set) var indices: [Int] = []

    /// An empty set.
    init() {}

    /// An empty set with room for `capacity` indices, so a case's cells
    /// go in without growing the array one doubling at a time.
    init(capacity: Int) {
        indices.reserveCapacity(capacity)
    }

    /// The room a guided case's set starts with: a case reaches a cell a
    /// step and a feature a scene, about a dozen in all (20 events at most).
    static let caseCapacity = 32

    /// Empties the set, keeping its room: a worker's one set serves all its cases.
    mutating func removeAll() {
        indices.removeAll(keepingCapacity: true)
    }

    /// Adds `index` (nothing when it is there already).
    ///
    /// Complexity: O(*n*) for *n* indices; a case's handful, most often in
    /// ascending order of arrival per kind, is cheaper than hashing.
    @inline(__always) mutating func insert(_ index: Int) {
        var position = indices.count
        while position > 0 && indices[position - 1] > index { position -= 1 }
        if position > 0 && indices[position - 1] == index { return }
        if position == indices.count { indices.append(index) } else { insert(index, before: position) }
    }

    /// Puts `index` at `position`, moving those from there one up: appended,
    /// then moved down into place (`Array.insert(_:at:)` went through
    /// `replaceSubrange`, about 88 instructions where this takes 57). Not inlined,
    /// so that the statistics of a run that collects no cells carry none of it.
    @inline(never) private mutating func insert(_ index: Int, before position: Int) {
        indices.append(index)
        indices.withUnsafeMutableBufferPointer { indices in
            var slot = indices.count - 1
            while slot > position {
                indices[slot] = indices[slot - 1]
                slot -= 1
            }
            indices[position] = index
        }
    }
}
