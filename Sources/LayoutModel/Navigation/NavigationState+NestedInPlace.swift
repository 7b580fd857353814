extension NavigationState {
    /// What `read` takes from tab `tag`'s state in ``nested``, given its
    /// index there and the entry where the array keeps it (a copy of the
    /// entry retained and released its three strings); `nil` when the state
    /// keeps none for the tab. The first entry of the tag, as ``nested(_:)``
    /// and ``setNested(_:)`` find it.
    @inline(__always) func withNestedEntry<Part>(_ tag: String,
                                                 _ read: (Int, UnsafePointer<NestedNavigation>) -> Part) -> Part? {
        nestedStorage?.withUnsafeBufferPointer { entries in
            guard let first = entries.baseAddress else { return nil }
            for index in entries.indices where first[index].tab == tag { return read(index, first + index) }
            return nil
        }
    }

    /// Sets entry `index` of ``nested`` to `state`, a state of the same tab
    /// that differs from it: what ``setNested(_:)`` does with it, without
    /// looking the tab up again or comparing the two.
    ///
    /// The new array is made whole, in one allocation: the array copied
    /// on write (it is shared with the state before the event) and then
    /// written at `index` copied that entry only to destroy it.
    @inline(__always) mutating func replaceNested(at index: Int, with state: NestedNavigation) {
        guard let old = nestedStorage else { return }
        var states: [NestedNavigation] = []
        states.reserveCapacity(old.count)
        for position in old.indices { states.append(position == index ? state : old[position]) }
        nestedStorage = states
    }

    /// Whether some stack keeps an empty path (set so through ``paths``),
    /// which embedding a tab's state (``embed(_:tab:)``) may drop: the
    /// in-place rules leave such a state to the flat one.
    var keepsEmptyPath: Bool {
        pathIDs.withUnsafeBufferPointer { ids in
            var index = 0
            while index + 1 < ids.count {
                if ids[index + 1] == 0 { return true }
                index += 2 + Int(ids[index + 1])
            }
            return false
        }
    }
}
