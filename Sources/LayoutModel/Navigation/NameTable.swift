/// An app's names (its screens' ids) interned once, when the model is made:
/// each name gets a small integer id, its position in ``names``, and the
/// model's per-screen tables are arrays indexed by it.
///
/// A look-up hashes the name's UTF-8 bytes a word at a time and probes an
/// open-addressed table: a few dozen instructions, where a `[String: …]`
/// look-up (Swift's seeded SipHash) cost about 400 on every step of a fuzz
/// case (measured with callgrind). Deterministic: no seed, and nothing of its order reaches
/// output (ids follow the order the names were given in).
@usableFromInline struct NameTable: Sendable {
    /// The names, by id.
    @usableFromInline let names: [String]
    /// The table: `id + 1` of the name hashed there, 0 for an empty slot.
    private let slots: [Int32]
    /// `slots.count - 1` (the count is a power of two).
    private let mask: Int
    /// The words ``WordHash/add(_:)`` adds for each name, in order of id:
    /// those of name `id` are `words[starts[id]..<starts[id + 1]]`.
    @usableFromInline let words: [UInt64]
    /// Where each name's words start in ``words``, and their count last.
    @usableFromInline let starts: [Int32]

    /// Interns `names` in order; a name given twice keeps its first id.
    init(_ names: some Sequence<String>) {
        var kept: [String] = []
        var capacity = 8
        let given = Array(names)
        while capacity < given.count * 2 { capacity *= 2 }
        var slots = [Int32](repeating: 0, count: capacity)
        let mask = capacity - 1
        for name in given {
            var slot = Int(truncatingIfNeeded: Self.hash(name)) & mask
            var found = false
            while slots[slot] != 0 {
                if kept[Int(slots[slot]) - 1] == name { found = true; break }
                slot = (slot + 1) & mask
            }
            guard !found else { continue }
            kept.append(name)
            slots[slot] = Int32(kept.count)
        }
        self.names = kept
        self.slots = slots
        self.mask = mask
        var words: [UInt64] = []
        var starts: [Int32] = [0]
        for var name in kept {
            name.withUTF8 { bytes in WordHash.forEachWord(of: bytes) { words.append($0) } }
            starts.append(Int32(truncatingIfNeeded: words.count))
        }
        self.words = words
        self.starts = starts
    }

    /// Adds name `id`'s UTF-8 bytes to `hash`, as `hash.add(names[id])`
    /// does (the same words, so the same state), from the words kept for it:
    /// without copying the name, or reading its bytes through the `String`.
    @inlinable @inline(__always) func add(_ id: Int, to hash: inout WordHash) {
        starts.withUnsafeBufferPointer { starts in
            words.withUnsafeBufferPointer { words in
                for index in Int(starts[id])..<Int(starts[id + 1]) { hash.add(bits: words[index]) }
            }
        }
    }

    /// The id of `name`, or `nil` for a name the table does not hold.
    @inline(__always) func id(of name: String) -> Int? {
        var slot = Int(truncatingIfNeeded: Self.hash(name)) & mask
        return slots.withUnsafeBufferPointer { slots in
            names.withUnsafeBufferPointer { names in
                while true {
                    let entry = Int(slots[slot])
                    if entry == 0 { return nil }
                    if names[entry - 1] == name { return entry - 1 }
                    slot = (slot + 1) & mask
                }
            }
        }
    }

    /// A multiply-rotate hash of `name`'s UTF-8 bytes, eight at a time
    /// (``WordHash``), its high bits folded into the low ones the table uses.
    @inline(__always) static func hash(_ name: String) -> UInt64 {
        var hash = WordHash()
        hash.add(name)
        return hash.state ^ (hash.state >> 29)
    }
}
