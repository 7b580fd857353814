/// The names a ``NavigationState``'s ids stand for: an immutable list shared
/// by every state of one app, so that copying a state retains one reference
/// instead of a string per selection (issue 25).
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

    /// A list of `names`, in order (a name given twice keeps its first id).
    @usableFromInline init(_ names: some Sequence<String>) {
        table = NameTable(names)
    }

    /// The list with no names, shared by states made empty.
    static let empty = StateNames([])

    /// The name of `id`, `nil` for ``NavigationState/none``.
    @inlinable func name(_ id: Int32) -> String? {
        id < 0 ? nil : table.names[Int(id)]
    }

    /// The id of `name` in this list, `nil` when it holds no such name.
    @inline(__always) func id(of name: String) -> Int32? {
        table.id(of: name).map { Int32(truncatingIfNeeded: $0) }
    }

    /// This list with `name` appended.
    func adding(_ name: String) -> StateNames {
        StateNames(table.names + [name])
    }
}
