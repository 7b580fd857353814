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
    // the whole intent once more each time it made one, issue 16).
    /// The scene's id.
    public var sceneID: Int
    /// The sidebar row (or, in an app that keeps them in step, the tab) the
    /// user chose last; `nil` after a deselect.
    public var selection: Optional<String>
    /// The last tab-like choice, kept through a deselect (a tab bar always
    /// shows a tab).
    public var tab: Optional<String>
    /// The content row the user chose last, in three-column split views.
    public var content: Optional<String>
    /// The screen at the root of the stack the user was looking at.
    public var base: Optional<String>
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
    public var contentBase: Optional<String>
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
    init(scene: SceneState, focus: AppModel.Focus) {
        sceneID = scene.id
        selection = scene.navigation.sidebarSelection
        tab = scene.navigation.tabSelection ?? scene.navigation.sidebarSelection
        content = scene.navigation.contentSelection
        base = focus.base
        screenPath = focus.screenPath
        savedAtDisconnect = nil
        nested = scene.navigation.nested
        contentBase = scene.navigation.sidebarSelection
        contentScreenPath = scene.navigation.contentPath
        columns = scene.navigation.columnVisibility
        columnsPlan = focus.plan
    }

    /// Takes the column visibility `visibility` a scene shows in container
    /// `plan` as the user's choice: after they showed or hid a column, or
    /// when the root showed another container, whose own state rules then apply.
    mutating func choseColumns(_ visibility: ColumnVisibility, plan: Int) {
        columns = visibility
        columnsPlan = plan
    }

    /// Updates the intent after the user's `action` turned `before` into
    /// `after`, which the layout at `layout` shows (read where the caller
    /// keeps it: a copy of its focus retained and released its references).
    ///
    /// A row the user deselected (Back, a cleared selection) clears the
    /// selection but not the last tab; a select, or a deep link that selects,
    /// sets both; the path and its base are what the user now looks at.
    mutating func navigated(_ action: Action, from before: SceneState, to after: SceneState,
                            layout: UnsafePointer<Layout>, model: AppModel) {
        let old = before.navigation, new = after.navigation
        if old.sidebarSelection != nil && new.sidebarSelection == nil {
            selection = nil
            content = nil
        } else if old.contentSelection != nil && new.contentSelection == nil {
            content = nil
        }
        switch action {
        case let .selectTab(tag) where new.tabSelection == tag:
            selection = tag
            tab = tag
        case let .selectSidebar(item) where new.sidebarSelection == item:
            if old.sidebarSelection != item { content = nil }
            selection = item
            tab = item
        case let .selectContent(item) where new.contentSelection == item:
            content = item
        case let .openURL(parameter, _):
            if let target = model.behavior.deepLinks?.first(where: { $0.eventKey == parameter })?.select,
               new.sidebarSelection == target || new.tabSelection == target {
                if selection != target { content = nil }
                selection = target
                tab = target
            }
        default:
            break
        }
        // In a tab's split view, what the user's navigation left is what
        // they chose: the model's rules moved nothing else.
        if old.nested != new.nested { nested = new.nested }
        base = layout.pointee.focus.base
        contentBase = new.sidebarSelection
        // A path is set only when the old or the new one has a screen: two
        // empty paths are equal, and setting one retained and released its
        // two references (most steps leave both paths empty).
        if !screenPath.isEmpty || layout.pointee.focus.hasPushed { screenPath = layout.pointee.focus.screenPath }
        if !contentScreenPath.isEmpty || withUnsafePointer(to: after, { model.contentDepth(ofSceneAt: $0) }) > 0 {
            contentScreenPath = new.contentPath
        }
    }
}
