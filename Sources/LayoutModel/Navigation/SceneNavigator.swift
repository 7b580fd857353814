/// Your navigation code under the fuzzer: an adapter around the state type
/// your app keeps for one scene (a struct, an `@Observable` class, a reducer's
/// state).
///
/// The app's structure (screens, containers, toolbars) still comes from its
/// ``AppSpec``; what the app's *code* does with navigation state comes from
/// here instead of the spec's ``AppBehavior``. The model plays SwiftUI and the
/// system: it decides which rows, tabs and links the user can reach, writes
/// the bindings the user's taps write, collapses and expands split views and
/// moves windows, and tells your code about each change as a
/// ``NavigationChange``. After every event it reads back what each scene
/// shows with ``shown(by:)``, so every navigation invariant applies to your
/// code.
///
/// Each scene gets its own state from ``launch(_:)``. State that your code
/// shares between scenes by mistake (a singleton, a static) shows up as a
/// change in one scene caused by an event in another, which `scene-isolation`
/// reports.
///
/// ```swift
/// struct SportsNavigator: SceneNavigator {
///     func launch(_ scene: SceneContext) -> SportsRouter { SportsRouter() }
///     func handle(_ change: NavigationChange, in router: inout SportsRouter, scene: SceneContext) {
///         switch change {
///         case .tabSelected(let tag): router.selectTab(tag)
///         case .sidebarSelected(let row): router.selectSidebar(row)
///         default: break
///         }
///     }
///     func shown(by router: SportsRouter) -> ShownNavigation {
///         ShownNavigation(tab: router.tab, sidebar: router.sidebar)
///     }
/// }
/// ```
///
/// The fuzzer replays cases many times while shrinking, each time from new
/// states, so ``launch(_:)`` must not depend on anything but its argument.
public protocol SceneNavigator: Sendable {
    /// Your state for one scene.
    associatedtype State

    /// A new scene's state: what your app creates when a window opens.
    /// - Parameter scene: the new scene.
    func launch(_ scene: SceneContext) -> State

    /// Tells your code that something changed: a binding the user wrote, the
    /// size class, the scene's phase, a deep link.
    /// - Parameters:
    ///   - change: what changed.
    ///   - state: the scene's state, to update.
    ///   - scene: the scene, as it is after the change.
    func handle(_ change: NavigationChange, in state: inout State, scene: SceneContext)

    /// What a scene with `state` shows: its selections and paths.
    func shown(by state: State) -> ShownNavigation

    /// What a scene saves for restoration when the system disconnects it
    /// (`@SceneStorage`, `stateRestorationActivity`): the state it comes back
    /// with, or `nil` when it saves nothing (the default). The model checks
    /// `restoration-roundtrip` only when ``restoresState`` is `true`.
    func restoration(of state: State) -> State?

    /// Whether the app restores scenes: `true` when ``restoration(of:)``
    /// returns a state. Defaults to `false`.
    var restoresState: Bool { get }
}

extension SceneNavigator {
    /// Saves nothing.
    public func restoration(of state: State) -> State? { nil }

    /// `false`: the app saves nothing for restoration.
    public var restoresState: Bool { false }
}

/// A scene as a ``SceneNavigator`` sees it.
public struct SceneContext: Hashable, Sendable {
    /// The scene's id, stable for its life, unique among the app's scenes.
    public var id: Int
    /// The scene's window.
    public var window: Window
    /// The window's horizontal size class, as `@Environment(\.horizontalSizeClass)` reads.
    public var horizontalSizeClass: SizeClass
    /// Whether this is the app's first scene, as the process starts: where to
    /// reset app-wide objects, since the fuzzer launches the app once per case
    /// in one process.
    public var isAppLaunch: Bool

    /// Creates a context.
    public init(id: Int, window: Window, horizontalSizeClass: SizeClass, isAppLaunch: Bool = false) {
        self.id = id
        self.window = window
        self.horizontalSizeClass = horizontalSizeClass
        self.isAppLaunch = isAppLaunch
    }
}

/// Something a ``SceneNavigator`` is told about.
public enum NavigationChange: Hashable, Sendable {
    /// The user chose a tab: the `TabView` selection binding now holds `tag`.
    case tabSelected(String)
    /// The split view's sidebar `List` selection binding changed: a row the
    /// user chose, or `nil` when Back or a deselect cleared it.
    case sidebarSelected(String?)
    /// The content column's selection binding changed.
    case contentSelected(String?)
    /// A `NavigationStack(path:)` binding changed: a push, a pop, a pop to
    /// root. `stack` is `detail` for a split view's detail, `root` for a root
    /// stack, or a tab's tag for the stack inside that tab.
    case pathChanged(stack: String, path: [String])
    /// The horizontal size class changed (`onChange(of: horizontalSizeClass)`).
    case sizeClassChanged(SizeClass)
    /// The scene's phase changed (`onChange(of: scenePhase)`).
    case phaseChanged(ScenePhase)
    /// The app was asked to open a deep link `?parameter=value` (`onOpenURL`).
    case openURL(parameter: String, value: String)
}

/// What a scene shows, as a ``SceneNavigator`` reports it.
public struct ShownNavigation: Hashable, Sendable {
    /// The `TabView` selection.
    public var tab: String?
    /// The sidebar selection.
    public var sidebar: String?
    /// The content column's selection.
    public var content: String?
    /// Each non-empty stack path, by stack key (see
    /// ``NavigationChange/pathChanged(stack:path:)``).
    public var paths: [String: [String]]

    /// Creates a report of what a scene shows.
    public init(tab: String? = nil, sidebar: String? = nil, content: String? = nil, paths: [String: [String]] = [:]) {
        self.tab = tab
        self.sidebar = sidebar
        self.content = content
        self.paths = paths
    }
}
