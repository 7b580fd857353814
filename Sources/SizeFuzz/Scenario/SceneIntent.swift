import LayoutModel

/// What the user of one scene last chose, which the window and the system
/// must not take away: the selection-preserved and path-preserved invariants
/// compare layouts against it.
///
/// Intents change only when the user navigates (a select, a deselect, a push
/// or pop, a deep link); the app's own reactions never change them.
public struct SceneIntent: Hashable, Sendable {
    // The optional properties are spelled `Optional<T>`, not `T?`, so that
    // they start with no implicit `nil` the initializer then overwrites
    // (see `Layout`: with those stores the evaluator retained and released
    // the whole intent once more each time it made one).
    /// The scene's id.
    public var sceneID: Int
    /// The sidebar row (or, in an app that keeps them in step, the tab) the
    /// user chose last; `nil` after a deselect.
    public var selection: Optional<String> {
        get { names.name(selectionID) }
        set { selectionID = names.id(of: newValue) }
    }
    /// The last tab-like choice, kept through a deselect (a tab bar always
    /// shows a tab).
    public var tab: Optional<String> {
        get { names.name(tabID) }
        set { tabID = names.id(of: newValue) }
    }
    /// The content row the user chose last, in three-column split views.
    public var content: Optional<String> {
        get { names.name(contentID) }
        set { contentID = names.id(of: newValue) }
    }
    /// The screen at the root of the stack the user was looking at.
    public var base: Optional<String> {
        get { names.name(baseID) }
        set { baseID = names.id(of: newValue) }
    }
    // The five names are ids of the list of names the scene's states and
    // layouts share (`NameList`), so that keeping, copying and comparing an
    // intent makes no `String` and retains one reference for them.
    /// The names ``selectionID``, ``tabID``, ``contentID``, ``baseID`` and
    /// ``contentBaseID`` stand for.
    var names: NameList
    /// The id of ``selection``.
    var selectionID: Int32
    /// The id of ``tab``.
    var tabID: Int32
    /// The id of ``content``.
    var contentID: Int32
    /// The id of ``base``.
    var baseID: Int32
    /// The id of ``contentBase``.
    var contentBaseID: Int32
    /// That stack's path.
    public var path: [String] {
        get { screenPath.screens }
        set { screenPath = ScreenPath(newValue, like: screenPath) }
    }
    /// ``path`` as the model keeps it (ids, compared without strings).
    public var screenPath: ScreenPath
    /// The navigation state at the moment the system disconnected the scene.
    public var savedAtDisconnect: Optional<NavigationState>
    /// The rows the user chose last in each tab's split view, by tag, sorted
    /// (only the selections of `NestedNavigation` are read); empty for an
    /// app without one.
    public var nested: [NestedNavigation]
    /// The sidebar row under the content column's stack the user was
    /// looking at (`SplitViewSpec.contentStack`).
    public var contentBase: Optional<String> {
        get { names.name(contentBaseID) }
        set { contentBaseID = names.id(of: newValue) }
    }
    /// The content stack's path (empty for an app without one).
    public var contentPath: [String] {
        get { contentScreenPath.screens }
        set { contentScreenPath = ScreenPath(newValue, like: contentScreenPath) }
    }
    /// ``contentPath`` as the model keeps it.
    public var contentScreenPath: ScreenPath
    /// The root split view's column visibility the user last chose (or had
    /// at launch), and the index of the root container it was chosen in.
    public var columns: ColumnVisibility
    /// The index in `AppModel.plans` of the container ``columns`` was chosen in.
    public var columnsPlan: Int

    /// The intent of a scene that has just launched or been restored: what it
    /// shows. The sidebar selection is taken as it is: a tab selection (which
    /// is never empty) does not stand in for a sidebar row that is not
    /// selected, so a scene whose restored sidebar selection is empty is not
    /// said to have chosen a row.
    ///
    /// Both are borrowed: an initializer takes its arguments owned, so the
    /// scene and the focus were copied into it, and destroyed, at every
    /// launch.
    @inline(__always) init(scene: borrowing SceneState, focus: borrowing AppModel.Focus) {
        sceneID = scene.id
        var names = scene.navigation.nameList
        let sidebar = scene.navigation.sidebarSelectionID
        selectionID = sidebar
        tabID = scene.navigation.tabSelectionID >= 0 ? scene.navigation.tabSelectionID : sidebar
        contentID = scene.navigation.contentSelectionID
        baseID = names.id(focus.baseNameID, of: focus.nameList)
        self.names = names
        screenPath = focus.screenPath
        savedAtDisconnect = nil
        nested = scene.navigation.nested
        contentBaseID = sidebar
        contentScreenPath = scene.navigation.contentPath
        columns = scene.navigation.columnVisibility
        columnsPlan = focus.plan
    }

    /// Makes this intent the one ``init(scene:focus:)`` makes of `scene` and
    /// `focus`, in place: what it holds by reference is written only where it
    /// differs from what the scene would give. Made anew and assigned over
    /// the intent it replaced, an intent released all of the old one's
    /// references and retained its own, about 400 instructions at every
    /// launch and every restored or isolated scene (measured with callgrind).
    ///
    /// It equals the intent made anew (`==`, and so its names, paths and
    /// hash): the names are the scene's list whenever they differ from it by
    /// reference, and a path or a nested state kept because it equals the
    /// new one by value reads, compares and hashes as the new one does
    /// (`ScreenPath` compares and hashes by name across lists).
    @inline(__always) mutating func reset(scene: borrowing SceneState, focus: borrowing AppModel.Focus) {
        sceneID = scene.id
        let sidebar = scene.navigation.sidebarSelectionID
        if !names.isIdentical(to: scene.navigation.nameList) { names = scene.navigation.nameList }
        selectionID = sidebar
        tabID = scene.navigation.tabSelectionID >= 0 ? scene.navigation.tabSelectionID : sidebar
        contentID = scene.navigation.contentSelectionID
        baseID = names.id(focus.baseNameID, of: focus.nameList)
        if !(screenPath == focus.screenPath) { screenPath = focus.screenPath }
        // A pattern, not `!= nil`: that compared two optional states through
        // `==`, copying and destroying both.
        if case .some = savedAtDisconnect { savedAtDisconnect = nil }
        if !(nested.isEmpty && scene.navigation.nested.isEmpty) { nested = scene.navigation.nested }
        contentBaseID = sidebar
        let contentPath = scene.navigation.contentPath
        if !(contentScreenPath == contentPath) { contentScreenPath = contentPath }
        columns = scene.navigation.columnVisibility
        columnsPlan = focus.plan
    }

    /// Makes this intent equal the intent at `other`, in place: as
    /// ``reset(scene:focus:)`` does, what it holds by reference is written
    /// only where it differs from `other`'s (a kept launch's intent,
    /// `LaunchCache`, nearly always holds the names and the empty paths
    /// this one holds already). `other` is read where it is kept: passed as
    /// a value, it was copied (retaining all it holds) and destroyed.
    @inline(__always) mutating func assign(_ other: UnsafePointer<SceneIntent>) {
        sceneID = other.pointee.sceneID
        if !names.isIdentical(to: other.pointee.names) { names = other.pointee.names }
        selectionID = other.pointee.selectionID
        tabID = other.pointee.tabID
        contentID = other.pointee.contentID
        baseID = other.pointee.baseID
        contentBaseID = other.pointee.contentBaseID
        if !(screenPath == other.pointee.screenPath) { screenPath = other.pointee.screenPath }
        switch (savedAtDisconnect, other.pointee.savedAtDisconnect) {
        case (.none, .none): break
        default: savedAtDisconnect = other.pointee.savedAtDisconnect
        }
        if !(nested.isEmpty && other.pointee.nested.isEmpty) { nested = other.pointee.nested }
        if !(contentScreenPath == other.pointee.contentScreenPath) {
            contentScreenPath = other.pointee.contentScreenPath
        }
        columns = other.pointee.columns
        columnsPlan = other.pointee.columnsPlan
    }

    /// Makes `intents` hold one intent, `scene`'s with `focus`
    /// (``reset(scene:focus:)``), keeping its capacity and, when it has one,
    /// its first intent's storage.
    @inline(__always) static func setOnly(_ intents: inout [SceneIntent], scene: borrowing SceneState,
                                          focus: borrowing AppModel.Focus) {
        if intents.isEmpty {
            intents.append(SceneIntent(scene: scene, focus: focus))
        } else {
            intents[0].reset(scene: scene, focus: focus)
            if intents.count > 1 { intents.removeSubrange(1...) }
        }
    }

    /// Makes `intents` hold one intent equal to the intent at `intent`
    /// (``assign(_:)``), keeping its capacity and, when it has one, its
    /// first intent's storage.
    @inline(__always) static func setOnly(_ intents: inout [SceneIntent], _ intent: UnsafePointer<SceneIntent>) {
        if intents.isEmpty {
            intents.append(intent.pointee)
        } else {
            intents[0].assign(intent)
            if intents.count > 1 { intents.removeSubrange(1...) }
        }
    }

    /// Whether two intents name the same choices (the names of their ids,
    /// compared as ids when they are of one list) and are alike otherwise.
    public static func == (lhs: SceneIntent, rhs: SceneIntent) -> Bool {
        let names = rhs.names
        return lhs.sceneID == rhs.sceneID && lhs.names.same(lhs.selectionID, as: rhs.selectionID, of: names)
            && lhs.names.same(lhs.tabID, as: rhs.tabID, of: names)
            && lhs.names.same(lhs.contentID, as: rhs.contentID, of: names)
            && lhs.names.same(lhs.baseID, as: rhs.baseID, of: names)
            && lhs.names.same(lhs.contentBaseID, as: rhs.contentBaseID, of: names)
            && lhs.screenPath == rhs.screenPath && lhs.savedAtDisconnect == rhs.savedAtDisconnect
            && lhs.nested == rhs.nested && lhs.contentScreenPath == rhs.contentScreenPath
            && lhs.columns == rhs.columns && lhs.columnsPlan == rhs.columnsPlan
    }

    /// Hashes the intent's names (not their ids) and values, so that equal
    /// intents hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(sceneID)
        hasher.combine(selection)
        hasher.combine(tab)
        hasher.combine(content)
        hasher.combine(base)
        hasher.combine(contentBase)
        hasher.combine(screenPath)
        hasher.combine(savedAtDisconnect)
        hasher.combine(nested)
        hasher.combine(contentScreenPath)
        hasher.combine(columns)
        hasher.combine(columnsPlan)
    }

    /// Takes the column visibility `visibility` a scene shows in container
    /// `plan` as the user's choice: after they showed or hid a column, or
    /// when the root showed another container, whose own state rules then apply.
    mutating func choseColumns(_ visibility: ColumnVisibility, plan: Int) {
        columns = visibility
        columnsPlan = plan
    }

    /// Updates the intent after the user's `action` turned the scene's
    /// navigation state `before` into scene `after`, which the layout at
    /// `layout` shows (read where the caller keeps it: a copy of its focus
    /// retained and released its references).
    ///
    /// A row the user deselected (Back, a cleared selection) clears the
    /// selection but not the last tab; a select, or a deep link that selects,
    /// sets both; the path and its base are what the user now looks at.
    ///
    /// The new state is read where the scene keeps it: bound to a local
    /// (`let new = after.navigation`), it was copied, its storage retained
    /// and released, on every navigation.
    ///
    /// `traits` are `model`'s (``Traits``): an app whose states never hold
    /// nested split views' states or a content stack's path skips comparing
    /// and reading them (materialized as empty arrays and read through a copy
    /// of the scene, they cost about 100 instructions a navigation).
    mutating func navigated(_ action: Action, from before: NavigationState, to after: SceneState,
                            layout: UnsafePointer<Layout>, model: AppModel, traits: Traits) {
        if before.sidebarSelectionID >= 0 && after.navigation.sidebarSelectionID < 0 {
            selectionID = NameList.none
            contentID = NameList.none
        } else if before.contentSelectionID >= 0 && after.navigation.contentSelectionID < 0 {
            contentID = NameList.none
        }
        // A name the new state selects is taken as its id (the name the
        // action gave, which the state was found to select).
        switch action {
        case let .selectTab(tag) where after.navigation.tabSelection == tag:
            selectionID = names.id(after.navigation.tabSelectionID, of: after.navigation.nameList)
            tabID = selectionID
        case let .selectSidebar(item) where after.navigation.sidebarSelection == item:
            if !before.nameList.same(before.sidebarSelectionID,
                                                as: after.navigation.sidebarSelectionID, of: after.navigation.nameList) {
                contentID = NameList.none
            }
            selectionID = names.id(after.navigation.sidebarSelectionID, of: after.navigation.nameList)
            tabID = selectionID
        case let .selectContent(item) where after.navigation.contentSelection == item:
            contentID = names.id(after.navigation.contentSelectionID, of: after.navigation.nameList)
        case let .openURL(parameter, _):
            if let target = model.behavior.deepLinks?.first(where: { $0.eventKey == parameter })?.select,
               after.navigation.sidebarSelection == target || after.navigation.tabSelection == target {
                if selection != target { content = nil }
                selection = target
                tab = target
            }
        default:
            break
        }
        // In a tab's split view, what the user's navigation left is what
        // they chose: the model's rules moved nothing else. Two states with
        // none (most apps) are not compared (a call of the arrays' `==`).
        if traits.mayNest && !(before.nested.isEmpty && after.navigation.nested.isEmpty)
            && before.nested != after.navigation.nested {
            nested = after.navigation.nested
        }
        baseID = names.id(layout.pointee.focus.baseNameID, of: layout.pointee.focus.nameList)
        contentBaseID = names.id(after.navigation.sidebarSelectionID, of: after.navigation.nameList)
        // A path is set only when the old or the new one has a screen: two
        // empty paths are equal, and setting one retained and released its
        // two references (most steps leave both paths empty).
        if !screenPath.isEmpty || layout.pointee.focus.hasPushed { screenPath = layout.pointee.focus.screenPath }
        if !contentScreenPath.isEmpty
            || traits.mayStackContent && withUnsafePointer(to: after, { model.contentDepth(ofSceneAt: $0) }) > 0 {
            contentScreenPath = after.navigation.contentPath
        }
    }
}

extension NameList {
    /// Whether this list and `other` are one list. A `NameList` is one
    /// reference (its `StateNames`), so the same bits are the same list;
    /// lists that differ by reference may still name the same things, and
    /// are then not identical.
    @inline(__always) func isIdentical(to other: NameList) -> Bool {
        unsafeBitCast(self, to: UInt.self) == unsafeBitCast(other, to: UInt.self)
    }
}

extension SceneIntent {
    /// What ``navigated(_:from:to:layout:model:traits:)`` reads about an app
    /// once, rather than at every navigation: whether its states can hold
    /// what most apps' never do.
    struct Traits: Sendable {
        /// Whether a state of the app can hold nested split views' states
        /// (``NavigationState/nested``): only a tab view with a split view
        /// inside a tab makes them (at launch and when its split view is
        /// navigated), or the app's own navigator, which may write any state.
        let mayNest: Bool
        /// Whether a state of the app can hold a path under the key
        /// `content` (what `AppModel.contentDepth(ofSceneAt:)` counts): only a
        /// split view whose content column is a stack pushes there, or a
        /// stack whose key is `content` (a tab's tag, a fixed stack's key, in
        /// a root container or inside a tab), or the app's own navigator.
        let mayStackContent: Bool

        /// `model`'s traits.
        init(model: AppModel) {
            let plans = model.plans + model.plans.flatMap { $0.tabSplits.compactMap { $0 } }
            let custom = model.navigator != nil
            mayNest = custom || plans.contains { $0.hasNestedSplits }
            mayStackContent = custom || plans.contains { plan in
                plan.hasContentStack || plan.stacks.contains("content") || plan.fixedStack == "content"
                    || plan.tabTags.contains("content")
            }
        }
    }
}
