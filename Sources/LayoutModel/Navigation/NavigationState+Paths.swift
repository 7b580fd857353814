/// One navigation stack's path: what ``NavigationState/paths`` hands out and
/// takes, by name. The state itself keeps its paths as ids, in one flat
/// array.
public struct StackPath: Hashable, Sendable {
    /// The stack's key.
    public var stack: String
    /// The pushed screens, root first.
    public var path: [String]

    /// Creates a path.
    public init(stack: String, path: [String]) {
        self.stack = stack
        self.path = path
    }
}

extension NavigationState {
    /// The path of the stack `key` (empty when it has none).
    public func path(_ key: String) -> [String] {
        guard let stack = names.id(of: key) else { return [] }
        let steps = steps(stack)
        return steps.isEmpty ? [] : steps.map { names.table.names[Int($0)] }
    }

    /// Sets the path of the stack `key`; an empty path is removed, so that
    /// states compare equal whatever stacks were visited.
    public mutating func setPath(_ key: String, _ path: [String]) {
        let stack = id(of: key)
        var steps: [Int32] = []
        steps.reserveCapacity(path.count)
        for screen in path { steps.append(id(of: screen)) }
        setSteps(stack, steps)
    }

    /// The index in ``pathIDs`` where the entry of stack `stack` starts, if
    /// the stack has a path.
    @inline(__always) func pathEntry(_ stack: Int32) -> Int? {
        pathIDs.withUnsafeBufferPointer { ids in
            var index = 0
            while index + 1 < ids.count {
                if ids[index] == stack { return index }
                index += 2 + Int(ids[index + 1])
            }
            return nil
        }
    }

    /// The screens pushed on stack `stack` (an id of ``names``), as ids, root
    /// first; empty when it has none. A slice of ``pathIDs``: no copy.
    @inline(__always) func steps(_ stack: Int32) -> ArraySlice<Int32> {
        guard stack >= 0, let entry = pathEntry(stack) else { return [] }
        return pathIDs[(entry + 2)..<(entry + 2 + Int(pathIDs[entry + 1]))]
    }

    /// Sets the path of stack `stack` to `steps` (ids of ``names``); an empty
    /// path is removed, and a new one goes where its key sorts by name, as
    /// ``setPath(_:_:)`` always kept them. A non-empty path equal to the one
    /// the stack has is left as it is (writing it copied ``pathIDs``, shared
    /// with the state before the event); an empty one still removes an empty
    /// entry that ``paths`` kept.
    mutating func setSteps(_ stack: Int32, _ steps: some Collection<Int32>) {
        if let entry = pathEntry(stack) {
            let end = entry + 2 + Int(pathIDs[entry + 1])
            if !steps.isEmpty && steps.elementsEqual(pathIDs[(entry + 2)..<end]) { return }
            if steps.isEmpty {
                pathIDs = splicedPathIDs(replacing: entry..<end, with: EmptyCollection())
            } else {
                pathIDs = splicedPathIDs(replacing: entry..<end, stack: stack, steps: steps)
            }
            return
        }
        guard !steps.isEmpty else { return }
        let key = names.table.names[Int(stack)]
        var index = 0
        var sorted = true
        var previous: String?
        var insertion: Int?
        while index + 1 < pathIDs.count {
            let name = names.table.names[Int(pathIDs[index])]
            if let previous, name < previous { sorted = false }
            if insertion == nil && key < name { insertion = index }
            previous = name
            index += 2 + Int(pathIDs[index + 1])
        }
        guard sorted else {
            // Paths set out of order through ``paths``: sort them all, as
            // appending and sorting did.
            var all = paths
            all.append(StackPath(stack: key, path: steps.map { names.table.names[Int($0)] }))
            all.sort { $0.stack < $1.stack }
            paths = all
            return
        }
        let at = insertion ?? pathIDs.count
        pathIDs = splicedPathIDs(replacing: at..<at, stack: stack, steps: steps)
    }

    /// ``pathIDs`` with the ids in `range` replaced by `replacement`, made
    /// in one allocation (none when nothing is left).
    ///
    /// The state's array is shared with the copy of the scene an evaluator
    /// keeps from before the event, so an insertion or removal in place
    /// copied it first and then grew the copy again.
    func splicedPathIDs(replacing range: Range<Int>, with replacement: some Collection<Int32>) -> [Int32] {
        let count = pathIDs.count - range.count + replacement.count
        guard count > 0 else { return [] }
        var ids: [Int32] = []
        ids.reserveCapacity(count)
        ids.append(contentsOf: pathIDs[..<range.lowerBound])
        ids.append(contentsOf: replacement)
        ids.append(contentsOf: pathIDs[range.upperBound...])
        return ids
    }

    /// ``pathIDs`` with the ids in `range` replaced by the entry of stack
    /// `stack` with `steps` pushed (``entry(_:_:)``), written in place in
    /// one allocation: the entry made first was an array of two ids grown
    /// for the steps, two allocations more (about 500 instructions, measured with callgrind).
    func splicedPathIDs(replacing range: Range<Int>, stack: Int32, steps: some Collection<Int32>) -> [Int32] {
        var ids: [Int32] = []
        ids.reserveCapacity(pathIDs.count - range.count + 2 + steps.count)
        ids.append(contentsOf: pathIDs[..<range.lowerBound])
        ids.append(stack)
        ids.append(Int32(steps.count))
        ids.append(contentsOf: steps)
        ids.append(contentsOf: pathIDs[range.upperBound...])
        return ids
    }

    /// Empties the path of stack `stack` (an id of ``names``).
    @inline(__always) mutating func clearPath(_ stack: Int32) {
        if !pathIDs.isEmpty { setSteps(stack, EmptyCollection<Int32>()) }
    }

    /// Takes `extended` as the state's names: a list made from this state's
    /// by ``StateNames/adding(_:)`` (as ``AppModel/focus(of:)`` does for a
    /// name the state lacks), whose ids keep their names.
    @inline(__always) mutating func adopt(_ extended: StateNames) {
        if extended !== names { names = extended }
    }

    /// The entry of ``pathIDs`` for stack `stack` with `steps` pushed.
    @inline(__always) static func entry(_ stack: Int32, _ steps: some Collection<Int32>) -> [Int32] {
        var entry: [Int32] = []
        entry.reserveCapacity(2 + steps.count)
        entry.append(stack)
        entry.append(Int32(steps.count))
        entry.append(contentsOf: steps)
        return entry
    }

    /// ``paths`` made from ``pathIDs``.
    var stackPaths: [StackPath] {
        var result: [StackPath] = []
        var index = 0
        while index + 1 < pathIDs.count {
            let count = Int(pathIDs[index + 1])
            result.append(StackPath(stack: names.table.names[Int(pathIDs[index])],
                                    path: pathIDs[(index + 2)..<(index + 2 + count)].map { names.table.names[Int($0)] }))
            index += 2 + count
        }
        return result
    }

    /// Sets ``pathIDs`` to `paths`, in their order, empty ones kept (as the
    /// stored property kept whatever it was given).
    mutating func setStackPaths(_ paths: [StackPath]) {
        var ids: [Int32] = []
        for path in paths {
            ids.append(id(of: path.stack))
            ids.append(Int32(path.path.count))
            for screen in path.path { ids.append(id(of: screen)) }
        }
        pathIDs = ids
    }
}
