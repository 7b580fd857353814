/// What one case of a guided run reached: its coverage cells and guidance
/// features (``GuidedSearch/features(_:_:)``), as their indices, ascending and
/// distinct.
///
/// A case reaches a few dozen cells at most (one a step, about ten steps),
/// where a ``CoverageMap`` of the app's whole space is thousands of words: the
/// per-case set is sized to the case, and the pool and the run's statistics
/// take its indices one by one.
///
/// The indices are kept in room reserved once for a worker (``Room``), and
/// the set keeps their count: an insert is comparisons and stores, where
/// appending to an array checked the array's uniqueness and room through
/// calls for every cell, and emptying it went through `replaceSubrange`
/// (about 480 instructions a guided case, measured with callgrind). A copy shares the
/// room until ``removeAll()`` starts the next case, which gives a set whose
/// room is shared room of its own.
struct CaseFeatures: Hashable, Sendable {
    /// Room for a set's indices: written only by the one set that holds it
    /// alone (``removeAll()`` makes sure).
    typealias Room = ReservedRoom<Int>

    /// Where the indices are.
    private var room: Room
    /// How many indices the set holds.
    private(set) var count = 0

    /// An empty set.
    init() {
        room = Room(capacity: Self.caseCapacity)
    }

    /// An empty set with room for `capacity` indices, so a case's cells
    /// go in without growing one doubling at a time.
    init(capacity: Int) {
        room = Room(capacity: capacity)
    }

    /// The room a guided case's set starts with: a case reaches a cell a
    /// step and a feature a scene, about a dozen in all (20 events at most).
    static let caseCapacity = 32

    /// The indices reached, ascending and distinct, read in place: valid
    /// until the set next changes.
    var buffer: UnsafeBufferPointer<Int> {
        room.prefix(count)
    }

    /// The indices reached, ascending and distinct.
    var indices: [Int] { Array(buffer) }

    /// Empties the set, keeping its room: a worker's one set serves all its
    /// cases. A set whose room a copy shares gets room of its own.
    mutating func removeAll() {
        count = 0
        if !isKnownUniquelyReferenced(&room) { room = Room(capacity: room.capacity) }
    }

    /// Adds `index` (nothing when it is there already).
    ///
    /// Complexity: O(*n*) for *n* indices; a case's handful, most often in
    /// ascending order of arrival per kind, is cheaper than hashing.
    ///
    /// Only an index past the last, with room for it, is written here
    /// (inlined into ``AppStatistics``' steps); the rest go to
    /// `insertInPlace(_:)`: a larger inlined insert changed how the
    /// compiler laid out the step a seeded run counts, and cost it 0.3 M
    /// instructions in 20,000 cases.
    @inline(__always) mutating func insert(_ index: Int) {
        let base = room.base
        if count < room.capacity && (count == 0 || base[count &- 1] < index) {
            base[count] = index
            count &+= 1
        } else {
            insertInPlace(index)
        }
    }

    /// Adds `index` where it goes among the indices (nothing when it is
    /// there already), moving those past it one up, in room twice as large
    /// when the set is full. Not inlined, so that the statistics of a run
    /// that collects no cells carry none of it.
    @inline(never) private mutating func insertInPlace(_ index: Int) {
        var position = count
        while position > 0 && room.base[position &- 1] > index { position &-= 1 }
        if position > 0 && room.base[position &- 1] == index { return }
        if count == room.capacity { room = room.copy(count: count, capacity: 2 * room.capacity) }
        let base = room.base
        var slot = count
        while slot > position {
            base[slot] = base[slot &- 1]
            slot &-= 1
        }
        base[position] = index
        count &+= 1
    }

    /// Whether two sets hold the same indices.
    static func == (lhs: CaseFeatures, rhs: CaseFeatures) -> Bool {
        lhs.buffer.elementsEqual(rhs.buffer)
    }

    /// Hashes the indices that `==` compares.
    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for index in buffer { hasher.combine(index) }
    }
}
