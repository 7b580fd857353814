/// What a user has built up in one scene: selections, paths, and how the
/// columns and sidebar are shown.
///
/// The selections and the presentation are stored as small integer ids into
/// a list of names the state shares with every state of its app (made once
/// by ``AppModel``), so that copying a state retains one reference and
/// comparing two compares integers. The stack paths are ids too,
/// in one flat array (each stack's key, its depth, then its screens), so a
/// state holds no `String` of its own. The `String` properties read
/// and set the names through that list; a name the list does not hold is
/// added to a copy of it. Two states are equal when their names are equal,
/// whatever lists they use: states of one app compare their ids, which is
/// the same thing, and states with different lists compare names. The hash
/// is of the names.
public struct NavigationState: Hashable, Sendable {
    /// The id standing for no name.
    static let none: Int32 = -1
    /// The names, the paths and the nested states, in one box so that the
    /// state holds a single reference (``NavigationStorage``).
    @usableFromInline var storage: NavigationStorage
    /// The names the ids below stand for.
    @usableFromInline var names: StateNames {
        @inlinable @inline(__always) get { storage.names }
        set {
            if newValue !== storage.names {
                storage = NavigationStorage(names: newValue, pathIDs: storage.pathIDs, nested: storage.nested)
            }
        }
    }
    // The four ids are kept two to a word: a state of eight fields was
    // copied outside this module through its value witness, and one of six
    // is copied inline, its box retained and its other fields moved.
    /// The ids of ``tabSelection`` (low half) and ``sidebarSelection`` (high half).
    @usableFromInline var tabAndSidebarIDs = UInt64.max
    /// The ids of ``contentSelection`` (low half) and ``presented`` (high half).
    @usableFromInline var contentAndPresentedIDs = UInt64.max
    /// The id of ``tabSelection``.
    @usableFromInline var tabID: Int32 {
        @inlinable @inline(__always) get { Self.low(tabAndSidebarIDs) }
        @inlinable @inline(__always) set { Self.setLow(&tabAndSidebarIDs, newValue) }
    }
    /// The id of ``sidebarSelection``.
    @usableFromInline var sidebarID: Int32 {
        @inlinable @inline(__always) get { Self.high(tabAndSidebarIDs) }
        @inlinable @inline(__always) set { Self.setHigh(&tabAndSidebarIDs, newValue) }
    }
    /// The id of ``contentSelection``.
    @usableFromInline var contentID: Int32 {
        @inlinable @inline(__always) get { Self.low(contentAndPresentedIDs) }
        @inlinable @inline(__always) set { Self.setLow(&contentAndPresentedIDs, newValue) }
    }
    /// The id of ``presented``.
    @usableFromInline var presentedID: Int32 {
        @inlinable @inline(__always) get { Self.high(contentAndPresentedIDs) }
        @inlinable @inline(__always) set { Self.setHigh(&contentAndPresentedIDs, newValue) }
    }

    /// The `TabView` selection.
    public var tabSelection: String? {
        @inlinable get { names.name(tabID) }
        set { tabID = id(of: newValue) }
    }
    /// The split view sidebar's `List` selection.
    public var sidebarSelection: String? {
        @inlinable get { names.name(sidebarID) }
        set { sidebarID = id(of: newValue) }
    }
    /// The content column's selection, in three-column split views.
    public var contentSelection: String? {
        @inlinable get { names.name(contentID) }
        set { contentID = id(of: newValue) }
    }
    /// The path of each navigation stack, by the stack's key: `detail` for a
    /// split view's detail, `root` for a root stack, a tab's tag for its stack.
    /// Stored as ids, in one flat array: reading it makes the strings.
    public var paths: [StackPath] {
        get { stackPaths }
        set { setStackPaths(newValue) }
    }
    /// The paths as ids of ``names``, stack after stack in ``paths`` order:
    /// the stack's key, the number of screens pushed, then those screens,
    /// root first. Set whole: a write in place copied the array, which the
    /// box shares (an empty one set over an empty one keeps the box).
    @usableFromInline var pathIDs: [Int32] {
        @inlinable @inline(__always) get { storage.pathIDs }
        set {
            if newValue.isEmpty && storage.pathIDs.isEmpty { return }
            storage = NavigationStorage(names: storage.names, pathIDs: newValue, nested: storage.nested)
        }
    }
    /// The split view's column visibility.
    public var columnVisibility: ColumnVisibility
    /// Whether the user has shown or hidden a `.sidebarAdaptable` sidebar.
    public var tabSidebar: SidebarPreference
    /// The split view's preferred compact column (`preferredCompactColumn`):
    /// the column on top when it is collapsed. Navigation in the collapsed
    /// stack moves it; navigation in regular width does not.
    public var compactColumn: SplitColumn
    /// The id of the presentation shown over the screen on top
    /// (``Presentation``), if any: one at a time per scene.
    public var presented: String? {
        @inlinable get { names.name(presentedID) }
        set { presentedID = id(of: newValue) }
    }
    /// The state of each split view inside a tab, by the tab's tag, sorted
    /// (``NestedNavigation``); empty for an app with none. Its detail path is
    /// in ``paths``, under the tab's tag.
    public var nested: [NestedNavigation] {
        @inlinable get { nestedStorage ?? [] }
        set { nestedStorage = newValue.isEmpty ? nil : newValue }
    }
    /// ``nested``, `nil` when empty: most states have none, and an empty
    /// array still retained and released its storage at every copy.
    @usableFromInline var nestedStorage: [NestedNavigation]? {
        @inlinable @inline(__always) get { storage.nested }
        set {
            if newValue == nil && storage.nested == nil { return }
            storage = NavigationStorage(names: storage.names, pathIDs: storage.pathIDs, nested: newValue)
        }
    }

    /// Creates a state.
    public init(tabSelection: String? = nil, sidebarSelection: String? = nil, contentSelection: String? = nil,
                paths: [StackPath] = [], columnVisibility: ColumnVisibility = .automatic,
                tabSidebar: SidebarPreference = .automatic, compactColumn: SplitColumn = .sidebar,
                nested: [NestedNavigation] = []) {
        let given = [tabSelection, sidebarSelection, contentSelection].compactMap { $0 }
        self.init(names: given.isEmpty ? .empty : StateNames(given), paths: paths, columnVisibility: columnVisibility,
                  tabSidebar: tabSidebar, compactColumn: compactColumn, nested: nested)
        self.tabSelection = tabSelection
        self.sidebarSelection = sidebarSelection
        self.contentSelection = contentSelection
    }

    /// Creates a state with nothing selected whose ids stand for `names`.
    init(names: StateNames, paths: [StackPath] = [], columnVisibility: ColumnVisibility = .automatic,
         tabSidebar: SidebarPreference = .automatic, compactColumn: SplitColumn = .sidebar,
         nested: [NestedNavigation] = []) {
        self.init(storage: NavigationStorage(names: names, pathIDs: [], nested: nested.isEmpty ? nil : nested),
                  columnVisibility: columnVisibility, tabSidebar: tabSidebar, compactColumn: compactColumn)
        if !paths.isEmpty { setStackPaths(paths) }
    }

    /// Creates a state with nothing selected whose names, paths and nested
    /// states are those of `storage`.
    init(storage: NavigationStorage, columnVisibility: ColumnVisibility = .automatic,
         tabSidebar: SidebarPreference = .automatic, compactColumn: SplitColumn = .sidebar) {
        self.storage = storage
        self.columnVisibility = columnVisibility
        self.tabSidebar = tabSidebar
        self.compactColumn = compactColumn
    }

    /// The id of `name` in ``names``, which gains it if it lacks it.
    ///
    /// A name the list holds is looked up without writing ``names``: the
    /// write through `inout` called its setter on every look-up, about 38
    /// instructions a push (measured with callgrind); the id is the one
    /// ``StateNames/id(of:in:)`` finds.
    @inline(__always) mutating func id(of name: String?) -> Int32 {
        guard let name else { return Self.none }
        if let id = names.id(of: name) { return id }
        return StateNames.id(of: name, in: &names)
    }

    /// `id` of `other`'s names as an id of this state's names.
    @inline(__always) mutating func id(_ id: Int32, from other: StateNames) -> Int32 {
        other === names ? id : self.id(of: other.name(id))
    }

    /// Whether the selections and presentation of `self` and `other` name
    /// the same things.
    @inline(__always) func sameNames(_ other: NavigationState) -> Bool {
        if names === other.names {
            return tabAndSidebarIDs == other.tabAndSidebarIDs && contentAndPresentedIDs == other.contentAndPresentedIDs
        }
        return tabSelection == other.tabSelection && sidebarSelection == other.sidebarSelection
            && contentSelection == other.contentSelection && presented == other.presented
    }

    /// Whether two states name the same selections, paths and presentation
    /// and show their columns alike (see the type's discussion).
    public static func == (lhs: NavigationState, rhs: NavigationState) -> Bool {
        lhs.columnVisibility == rhs.columnVisibility && lhs.tabSidebar == rhs.tabSidebar
            && lhs.compactColumn == rhs.compactColumn && lhs.sameNames(rhs)
            && (lhs.storage === rhs.storage || lhs.sameStorage(rhs))
    }

    /// Whether `self` and `other`, with different boxes, name the same
    /// paths and have the same nested states.
    @usableFromInline func sameStorage(_ other: NavigationState) -> Bool {
        (names === other.names ? pathIDs == other.pathIDs : paths == other.paths)
            && nestedStorage == other.nestedStorage
    }

    /// Hashes the state's names and values (not its ids), so that equal
    /// states hash alike whatever lists of names they use.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(tabSelection)
        hasher.combine(sidebarSelection)
        hasher.combine(contentSelection)
        hasher.combine(presented)
        hasher.combine(paths)
        hasher.combine(columnVisibility)
        hasher.combine(tabSidebar)
        hasher.combine(compactColumn)
        hasher.combine(nested)
    }
}

extension NavigationState {
    /// Takes the `parts` of `other`: what a scene shows of an app-wide object
    /// that holds them (``StateScopes``).
    public mutating func take(_ parts: [StatePart], from other: NavigationState) {
        for part in parts {
            switch part {
            case .tabSelection: tabID = id(other.tabID, from: other.names)
            case .sidebarSelection: sidebarID = id(other.sidebarID, from: other.names)
            case .contentSelection: contentID = id(other.contentID, from: other.names)
            case .paths: if other.names === names { pathIDs = other.pathIDs } else { paths = other.paths }
            case .columnVisibility: columnVisibility = other.columnVisibility
            case .tabSidebar: tabSidebar = other.tabSidebar
            case .compactColumn: compactColumn = other.compactColumn
            }
        }
    }
}

/// Whether the user has shown or hidden a tab view's sidebar.
public enum SidebarPreference: String, Hashable, Sendable, Codable {
    /// The platform's default: shown in landscape, hidden in portrait ("By
    /// default, the system presents the sidebar in landscape orientation and
    /// hides it in portrait orientation", Apple, "Elevating your iPad app with
    /// a tab bar and sidebar"), the orientation read off the tab view's own
    /// area: beside a side column (``SideColumnSpec``) a tab view taller than
    /// wide starts with its sidebar hidden (Ice Cubes shows its sidebar or its
    /// secondary column, not both: Dimillian/IceCubesApp issue 2372).
    case automatic
    /// Shown by the user.
    case shown
    /// Hidden by the user.
    case hidden
}

extension NavigationState {
    /// The id in the low half of `word`.
    @inlinable @inline(__always) static func low(_ word: UInt64) -> Int32 {
        Int32(truncatingIfNeeded: word)
    }

    /// The id in the high half of `word`.
    @inlinable @inline(__always) static func high(_ word: UInt64) -> Int32 {
        Int32(truncatingIfNeeded: word >> 32)
    }

    /// Puts `id` in the low half of `word`.
    @inlinable @inline(__always) static func setLow(_ word: inout UInt64, _ id: Int32) {
        word = word & 0xFFFF_FFFF_0000_0000 | UInt64(UInt32(bitPattern: id))
    }

    /// Puts `id` in the high half of `word`.
    @inlinable @inline(__always) static func setHigh(_ word: inout UInt64, _ id: Int32) {
        word = word & 0xFFFF_FFFF | UInt64(UInt32(bitPattern: id)) << 32
    }
}
