/// The cases a coverage-guided search mutates: those that reached a cell no
/// earlier case had reached, with how often each cell has been reached, so
/// that cases reaching rare cells are mutated more often (AFL's energy).
///
/// The pool changes only between generations (``GuidedSearch``), in case
/// order, so what a case draws from it does not depend on the number of
/// workers.
struct GuidedPool: Sendable {
    /// A case in the pool: its choices and where its events and sizes are.
    struct Entry: Sendable {
        /// The case's choices.
        var choices: [UInt64]
        /// The bound of each choice.
        var bounds: [UInt64]
        /// The choices of each event (the draws that decided to go on, then the event).
        var events: [Range<Int>]
        /// The position of the length choice of each drawn window length.
        var lengths: [Int]
        /// The cells the case reached first.
        var cells: [Int]
    }

    /// The entries, in the order they joined.
    private(set) var entries: [Entry] = []
    /// The cells any case has reached.
    private(set) var covered = CoverageMap()
    /// How many cases reached each cell, by cell index.
    private var hits: [UInt32] = []
    /// Running totals of the entries' energies, for a weighted pick; set by ``freeze()``.
    private var cumulative: [UInt64] = []

    /// Whether the pool has no entry to mutate.
    var isEmpty: Bool { cumulative.isEmpty }

    /// What a pool keeps of case recorded by `source`, a source that kept
    /// only marks (``ChoiceSource/init(markingEventsWithSeed:)``), before its
    /// cells are known: its choices, bounds, events and window lengths.
    static func candidate(_ source: borrowing ChoiceSource) -> Entry {
        Entry(choices: source.recorded, bounds: source.recordedBounds, events: source.eventMarks,
              lengths: source.lengthMarks, cells: [])
    }

    /// Notes a case's cells, and keeps it when it reached a cell no case before
    /// it did. Call in case order.
    /// - Parameters:
    ///   - cells: the cells the case reached, ascending and distinct.
    ///   - candidate: the case as ``candidate(_:)`` gives it, when it might
    ///     have reached a new cell: moved into the pool when it joins.
    mutating func add(cells: ArraySlice<Int>, candidate: consuming Entry?) {
        if let last = cells.last, last >= hits.count { hits += Array(repeating: 0, count: last + 1 - hits.count) }
        // A case that is not a candidate reached only cells already covered:
        // it only counts.
        guard var entry = candidate else {
            // Counted through the buffer: the array's subscript checked the
            // index and the buffer's uniqueness for every cell.
            hits.withUnsafeMutableBufferPointer { hits in
                for index in cells { hits[index] &+= 1 }
            }
            return
        }
        var first: [Int] = []
        for index in cells {
            if hits[index] == 0 { first.append(index) }
            hits[index] &+= 1
            covered.insert(index)
        }
        guard !first.isEmpty else { return }
        entry.cells = first
        entries.append(entry)
    }

    /// Fixes each entry's energy for the next generation: the sum over the
    /// cells it reached first of 4096 divided by how many cases have reached
    /// the cell since, so the entry that opened a cell few cases reach is
    /// picked far more often than one whose cells every case reaches.
    ///
    /// Every entry is weighed again each generation, so the totals are
    /// written through the buffers, sized once: appending them checked the
    /// array's uniqueness and room for every entry. Entries only
    /// join, so the totals grow by the new entries' room: made anew, they
    /// were allocated and zeroed whole every generation that took one.
    mutating func freeze() {
        if cumulative.count < entries.count { cumulative += repeatElement(0, count: entries.count - cumulative.count) }
        let entries = self.entries, hits = self.hits
        var total: UInt64 = 0
        cumulative.withUnsafeMutableBufferPointer { cumulative in
            hits.withUnsafeBufferPointer { hits in
                for index in entries.indices {
                    var energy: UInt64 = 0
                    for cell in entries[index].cells { energy += 4096 / UInt64(max(1, hits[cell])) }
                    total += max(1, energy)
                    cumulative[index] = total
                }
            }
        }
    }

    /// The index in ``entries`` of an entry picked by energy (after
    /// ``freeze()``, and not ``isEmpty``): the caller reads the entry where
    /// it is kept, where returning it copied it, retaining and releasing its
    /// five arrays for every mutation.
    func pick(_ rng: inout Xoshiro256StarStar) -> Int {
        let target = rng.next(upTo: (cumulative.last ?? 1) - 1)
        var low = 0, high = cumulative.count - 1
        while low < high {
            let middle = (low + high) / 2
            if cumulative[middle] > target { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
