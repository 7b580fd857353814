/// What a ``NavigationState`` holds by reference, in one immutable box: the
/// names its ids stand for, its stack paths as ids and its nested split
/// views' states.
///
/// A state with three references retained each of them at every copy and
/// released each at every destroy, and the evaluator copies the scene an
/// event targets at every step. With one box a copy retains once
/// and a destroy releases once, and two states that share a box have the
/// same names, paths and nested states without comparing them. The box
/// never changes: a state that changes one of the three gets a new box
/// holding the other two (paths and nested states change in a few steps of
/// a case; names almost never).
@usableFromInline final class NavigationStorage: Sendable {
    /// The names the state's ids stand for.
    @usableFromInline let names: StateNames
    /// The stack paths as ids of ``names`` (``NavigationState/pathIDs``).
    @usableFromInline let pathIDs: [Int32]
    /// The nested split views' states, `nil` when there are none
    /// (``NavigationState/nestedStorage``).
    @usableFromInline let nested: [NestedNavigation]?

    /// A box of `names`, `pathIDs` and `nested`.
    @usableFromInline init(names: StateNames, pathIDs: [Int32], nested: [NestedNavigation]?) {
        self.names = names
        self.pathIDs = pathIDs
        self.nested = nested
    }
}
