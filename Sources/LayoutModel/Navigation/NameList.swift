/// The list of names a ``NavigationState`` and its ``AppModel/Focus`` hold
/// their selections and screens as ids of, for a caller in the package that
/// keeps names for later (the fuzzer's record of what each scene's user
/// chose): it keeps one list and an `Int32` a name, takes a state's names
/// as their ids and compares what it kept by id, without making a `String`.
///
/// The states and foci of one model share one list, so their ids are taken
/// and compared as they are; ids of different lists (a state made by hand)
/// go by name. Ids never reach output.
@usableFromInline package struct NameList: Sendable {
    /// The names the ids stand for.
    @usableFromInline var names: StateNames

    /// The list `names`.
    @inlinable init(_ names: StateNames) {
        self.names = names
    }

    /// The id standing for no name (every id of a name is 0 or more).
    package static let none = NavigationState.none

    /// The name of `id`, `nil` for ``none``.
    @inlinable package func name(_ id: Int32) -> String? {
        names.name(id)
    }

    /// The id of `name` in this list, which gains it if it lacks it
    /// (``none`` for `nil`).
    @usableFromInline package mutating func id(of name: String?) -> Int32 {
        StateNames.id(of: name, in: &names)
    }

    /// Id `id` of `other` as an id of this list: the same id when the lists
    /// are one, else the id of its name (which this list gains if it lacks it).
    @inlinable @inline(__always) package mutating func id(_ id: Int32, of other: NameList) -> Int32 {
        other.names === names ? id : self.id(of: other.name(id))
    }

    /// Whether id `id` of this list and id `otherID` of `other` name the
    /// same thing (both ``none`` included).
    @inlinable @inline(__always) package func same(_ id: Int32, as otherID: Int32, of other: NameList) -> Bool {
        other.names === names ? id == otherID : name(id) == other.name(otherID)
    }
}

extension NavigationState {
    /// The list ``tabSelectionID``, ``sidebarSelectionID`` and
    /// ``contentSelectionID`` are ids of.
    @inlinable package var nameList: NameList { NameList(names) }
    /// The id of ``tabSelection`` in ``nameList``.
    @inlinable package var tabSelectionID: Int32 { tabID }
    /// The id of ``sidebarSelection`` in ``nameList``.
    @inlinable package var sidebarSelectionID: Int32 { sidebarID }
    /// The id of ``contentSelection`` in ``nameList``.
    @inlinable package var contentSelectionID: Int32 { contentID }
}

extension AppModel.Focus {
    /// The list ``baseNameID`` is an id of.
    @inlinable package var nameList: NameList { NameList(names) }
    /// The id of ``base`` in ``nameList``.
    @inlinable package var baseNameID: Int32 { baseID }
}

extension Layout {
    /// The list ``selectedTabID`` is an id of.
    @inlinable package var nameList: NameList { NameList(focus.names) }
    /// The id of ``selectedTab`` in ``nameList``.
    @inlinable package var selectedTabID: Int32 { tabID }
    /// The id of ``sidebarSelection`` in ``nameList``.
    @inlinable package var sidebarSelectionID: Int32 { sidebarID }
    /// The id of ``contentSelection`` in ``nameList``.
    @inlinable package var contentSelectionID: Int32 { contentID }
}
