/// The names a ``NavigationState``'s ids stand for: an immutable list shared
/// by every state of one app, so that copying a state retains one reference
/// instead of a string per selection.
///
/// An ``AppModel`` makes one when it is made, holding every name its states
/// can select (its screens first, in the order of the model's screen table,
/// then tab tags, rows and presentation ids); a state made by hand gets one of
/// the names it was given. Setting a name the list does not hold makes a new
/// list with the name appended (the old one is never changed, so states that
/// share it keep their meaning). Ids follow the order names were given in and
/// never reach output.
@usableFromInline final class StateNames: Sendable {
    /// The names, looked up by id and by name.
    @usableFromInline let table: NameTable
    /// The ids of the stack keys the model names itself (``NavigationState/path(_:)``):
    /// a split view's `detail` and `content` stacks and a root stack's `root`,
    /// which every list holds, after the names it was given.
    let detail: Int32, content: Int32, root: Int32

    /// A list of `names`, in order (a name given twice keeps its first id),
    /// then the stack keys `detail`, `content` and `root` if it lacks them.
    @usableFromInline init(_ names: some Sequence<String>) {
        let table = NameTable(Array(names) + Self.stackKeys)
        self.table = table
        detail = Int32(truncatingIfNeeded: table.id(of: "detail") ?? -1)
        content = Int32(truncatingIfNeeded: table.id(of: "content") ?? -1)
        root = Int32(truncatingIfNeeded: table.id(of: "root") ?? -1)
    }

    /// The keys of the stacks the model's containers name themselves.
    static let stackKeys = ["detail", "content", "root"]

    /// The list with no names, shared by states made empty.
    static let empty = StateNames([])

    /// The name of `id`, `nil` for ``NavigationState/none``.
    @inlinable func name(_ id: Int32) -> String? {
        id < 0 ? nil : table.names[Int(id)]
    }

    /// Adds the name of `id` to `hash` as `hash.add(name(id)!)` would;
    /// nothing for ``NavigationState/none``.
    @inlinable @inline(__always) func add(_ id: Int32, to hash: inout WordHash) {
        if id >= 0 { table.add(Int(id), to: &hash) }
    }

    /// The id of `name` in this list, `nil` when it holds no such name.
    @inline(__always) func id(of name: String) -> Int32? {
        table.id(of: name).map { Int32(truncatingIfNeeded: $0) }
    }

    /// This list with `name` appended (the ids it had keep their names).
    func adding(_ name: String) -> StateNames {
        StateNames(table.names + [name])
    }

    /// The id of `name` in this list, or ``NavigationState/none`` for `nil`
    /// and for a name the list does not hold.
    @inline(__always) func lookUp(_ name: String?) -> Int32 {
        guard let name else { return NavigationState.none }
        return id(of: name) ?? NavigationState.none
    }

    /// The id of `name` in `names`, which becomes a list that holds it if it
    /// does not (``NavigationState/none`` for `nil`).
    @inline(__always) static func id(of name: String?, in names: inout StateNames) -> Int32 {
        guard let name else { return NavigationState.none }
        if let id = names.id(of: name) { return id }
        names = names.adding(name)
        return Int32(truncatingIfNeeded: names.table.names.count - 1)
    }
}
