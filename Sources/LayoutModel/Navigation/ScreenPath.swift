/// The screens pushed on one navigation stack, root first, as ids of the
/// list of names their state uses (``NavigationState``): the form in which a
/// state, a ``AppModel/Focus`` and a caller that keeps a path for later hold
/// it, without a `String` per screen.
///
/// It reads a run of a state's own ids (the flat array behind its ``NavigationState/paths``), so
/// making one from a state copies nothing; ``screens`` makes the names.
/// Two paths are equal when they name the same screens: paths of one list of
/// names compare their ids, others their names. The hash is of the names.
public struct ScreenPath: Hashable, Sendable {
    /// The names the ids stand for.
    @usableFromInline var names: StateNames
    /// The ids, in `storage[start ..< start + count]`.
    @usableFromInline var storage: [Int32]
    /// Where the path starts in ``storage``.
    @usableFromInline var start: Int32
    /// The number of screens.
    @usableFromInline var length: Int32

    /// The path at `storage[range]`, ids of `names`.
    @inline(__always) init(names: StateNames, storage: [Int32], range: Range<Int>) {
        self.names = names
        self.storage = storage
        self.start = Int32(truncatingIfNeeded: range.lowerBound)
        self.length = Int32(truncatingIfNeeded: range.count)
    }

    /// An empty path of `names`.
    @inline(__always) init(names: StateNames) {
        self.init(names: names, storage: [], range: 0..<0)
    }

    /// The path `screens`, ids of `names` (which gain any screen they lack).
    public init(_ screens: [String], like other: ScreenPath) {
        var names = other.names
        var ids: [Int32] = []
        for screen in screens { ids.append(StateNames.id(of: screen, in: &names)) }
        self.init(names: names, storage: ids, range: 0..<ids.count)
    }

    /// Makes this path the ids at `ids[range]`, of the same names, in place:
    /// the array is taken only when it is not the one the path reads
    /// already, so a path read again from an unchanged state retains and
    /// releases nothing (``AppModel/layout(of:into:)``).
    @inline(__always) mutating func read(_ ids: [Int32], range: Range<Int>) {
        let same = storage.withUnsafeBufferPointer { kept in
            ids.withUnsafeBufferPointer { kept.baseAddress == $0.baseAddress }
        }
        if !same { storage = ids }
        start = Int32(truncatingIfNeeded: range.lowerBound)
        length = Int32(truncatingIfNeeded: range.count)
    }

    /// Makes this path empty, in place: it lets go of the array it read
    /// (as ``init(names:)`` has none), unless it holds none already.
    @inline(__always) mutating func clear() {
        if storage.capacity != 0 { storage = [] }
        start = 0
        length = 0
    }

    /// The number of screens on the path.
    @inlinable public var count: Int { Int(length) }
    /// Whether no screen is pushed.
    @inlinable public var isEmpty: Bool { length == 0 }

    /// The ids, root first.
    @usableFromInline var ids: ArraySlice<Int32> {
        storage[Int(start)..<Int(start + length)]
    }

    /// The id of the last screen, if any.
    @inlinable var lastID: Int32? {
        length == 0 ? nil : storage[Int(start + length - 1)]
    }

    /// The screens' names, root first.
    public var screens: [String] {
        guard length > 0 else { return [] }
        return ids.map { names.table.names[Int($0)] }
    }

    /// Whether two paths name the same screens (see the type's discussion).
    @inlinable public static func == (lhs: ScreenPath, rhs: ScreenPath) -> Bool {
        guard lhs.length == rhs.length else { return false }
        if lhs.length == 0 { return true }
        if lhs.names === rhs.names { return lhs.sameIDs(rhs) }
        return lhs.sameScreens(rhs)
    }

    /// Whether `self` and `other`, of the same length, hold the same ids,
    /// read where their arrays keep them: compared as ``ids``, a getter the
    /// comparison called, each path made a slice of its array, retained and
    /// released, on every path-preserved check of a pushed path.
    @inlinable func sameIDs(_ other: ScreenPath) -> Bool {
        storage.withUnsafeBufferPointer { lhs in
            other.storage.withUnsafeBufferPointer { rhs in
                let left = Int(start), right = Int(other.start)
                for offset in 0..<Int(length) where lhs[left + offset] != rhs[right + offset] { return false }
                return true
            }
        }
    }

    /// Whether `self` and `other`, of different lists of names, name the same screens.
    @usableFromInline func sameScreens(_ other: ScreenPath) -> Bool { screens == other.screens }

    /// Hashes the screens' names.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(screens)
    }
}

extension NavigationState {
    /// The path of the stack with id `stack` as a ``ScreenPath`` (no copy).
    @inline(__always) func screenPath(_ stack: Int32) -> ScreenPath {
        guard stack >= 0, let entry = pathEntry(stack) else { return ScreenPath(names: names) }
        return ScreenPath(names: names, storage: pathIDs, range: (entry + 2)..<(entry + 2 + Int(pathIDs[entry + 1])))
    }

    /// The path of the stack `key` as a ``ScreenPath``: ``path(_:)`` without
    /// making its strings.
    public func screenPath(_ key: String) -> ScreenPath {
        screenPath(names.lookUp(key))
    }

    /// The path of a root split view's content stack (`content`,
    /// ``SplitViewSpec/contentStack``) as a ``ScreenPath``.
    public var contentPath: ScreenPath { screenPath(names.content) }
}
