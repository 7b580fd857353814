/// What an app's code does with its state: the parts of SwiftUI code that a
/// container declaration does not show, and where navigation bugs live.
public struct AppBehavior: Hashable, Sendable, Codable {
    /// How a TabView's selection and a sidebar's selection are kept in step,
    /// in apps that show one in compact width and the other in regular;
    /// `nil` when they are not linked.
    public var selectionSync: SelectionSync?
    /// When the app empties the detail's navigation path.
    public var pathReset: PathReset?
    /// Where the navigation state lives.
    public var stateScope: StateScope?
    /// What the scene saves for state restoration (`stateRestorationActivity`,
    /// `@SceneStorage`); `nil` when it saves nothing.
    public var restoration: [RestoredState]?
    /// The deep links the app opens (`onOpenURL`).
    public var deepLinks: [DeepLink]?
    /// What the app's `.onChange(of: horizontalSizeClass)` sets on the split
    /// view's column visibility and preferred compact column, in order;
    /// `nil` when it sets neither (``ColumnReaction``).
    public var columnsOnSizeClassChange: [ColumnReaction]?

    /// Creates a behaviour.
    public init(selectionSync: SelectionSync? = nil, pathReset: PathReset? = nil, stateScope: StateScope? = nil,
                restoration: [RestoredState]? = nil, deepLinks: [DeepLink]? = nil,
                columnsOnSizeClassChange: [ColumnReaction]? = nil) {
        self.columnsOnSizeClassChange = columnsOnSizeClassChange
        self.selectionSync = selectionSync
        self.pathReset = pathReset
        self.stateScope = stateScope
        self.restoration = restoration
        self.deepLinks = deepLinks
    }
}

/// Two `onChange` handlers that keep a non-optional tab selection and an
/// optional sidebar selection in step:
/// `onChange(of: tab) { sidebar = $0 }` and
/// `onChange(of: sidebar) { tab = $0 ?? fallback }`.
public struct SelectionSync: Hashable, Sendable, Codable {
    /// What the tab selection becomes when the sidebar's becomes `nil`; `nil`
    /// keeps the tab selection as it is (the correct handler). A fallback is
    /// the mistake `selectedScreen = newValue ?? .basketball` (the built-in
    /// `optional-sidebar-sync`), never a way to keep the two in step; it must
    /// name a screen of the app (``AppSpec/problems``).
    public var nilFallback: String?

    /// Creates a sync.
    public init(nilFallback: String? = nil) { self.nilFallback = nilFallback }
}

/// When an app empties the detail path.
public enum PathReset: String, Hashable, Sendable, Codable, CaseIterable {
    /// Never.
    case never
    /// When the sidebar selection changes: what SwiftUI does to value-based
    /// links ("When selection changes in the sidebar, the navigation system
    /// pops value-based links off the stack", Apple, developer forums 722924).
    case onSidebarChange
    /// On every horizontal size-class change: the mistake of resetting in
    /// `onChange(of: horizontalSizeClass)`.
    case onSizeClassChange
}

/// Where navigation state lives.
public enum StateScope: String, Hashable, Sendable, Codable, CaseIterable {
    /// In each scene (`@State`, `@SceneStorage`): windows are independent.
    case scene
    /// In one object shared by the app: every window shows the same selection.
    case app
}

/// A part of the navigation state a scene can save and restore.
public enum RestoredState: String, Hashable, Sendable, Codable, CaseIterable {
    /// The tab, sidebar and content selections.
    case selection
    /// The navigation paths.
    case path
    /// The column visibility and sidebar state.
    case columns
    /// The presented sheet, popover or inspector: an app that keeps its
    /// `isPresented` in `@SceneStorage`. Without it a reconnected scene shows
    /// no presentation: SwiftUI's `@State` does not survive the scene.
    case presentation
}

/// A deep link `?parameter=value` the app opens with `onOpenURL`.
public struct DeepLink: Hashable, Sendable, Codable {
    /// The query parameter: `moji` for `cafe://open?moji=smile`.
    public var parameter: String
    /// The screen to select in the sidebar or tab bar first, if any.
    public var select: String?
    /// Whether the path is emptied before pushing.
    public var popToRoot: Bool
    /// The values the link may carry: screens pushed onto the detail path.
    public var values: [String]

    /// Creates a deep link.
    public init(parameter: String, select: String? = nil, popToRoot: Bool = true, values: [String]) {
        self.parameter = parameter
        self.select = select
        self.popToRoot = popToRoot
        self.values = values
    }
}
