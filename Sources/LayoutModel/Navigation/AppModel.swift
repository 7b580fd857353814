/// An app under the model: its spec and the platform it runs on, with what
/// the model derives from them once. Events change an ``AppState`` through
/// ``reduce(_:_:)``; ``layout(of:)`` resolves a scene's layout.
public struct AppModel: Sendable {
    /// What the model works out once, behind one shared reference: a model is
    /// copied into every evaluator and generator, and copying it copies one
    /// pointer rather than every table. Usable from inline code so that the
    /// public accessors below inline in other modules: a call would return a
    /// copy of the whole spec or platform to read one field of it.
    @usableFromInline let tables: Tables

    /// The app.
    @inlinable public var app: AppSpec { tables.app }
    /// The platform parameters.
    @inlinable public var platform: Platform { tables.platform }
    /// The scene size restrictions (none when the app sets none).
    @inlinable public var restrictions: SceneSizeRestrictions { tables.restrictions }
    /// What the app's code does, with defaults filled in. With a
    /// ``navigator`` only the spec's deep links are kept (as the links the
    /// fuzzer may open); the navigator does the rest.
    @inlinable public var behavior: AppBehavior { tables.behavior }
    /// The app's own navigation code, when it is tested instead of the spec's
    /// behaviour.
    @inlinable public var navigator: AnySceneNavigator? { tables.navigator }
    /// The small integer id of the screen `name` (``NameTable``), the index
    /// of the model's per-screen tables; `nil` for a name no screen has.
    @inline(__always) func screenID(_ name: String) -> Int? { tables.screenIDs.id(of: name) }
    /// The root containers compiled: one, or one per size class or idiom.
    @inlinable public var plans: [ContainerPlan] { tables.plans }
    /// A new scene's navigation state.
    var launchState: NavigationState { tables.launchState }
    /// How the app chooses its root container.
    var rootChoice: RootChoice { tables.rootChoice }
    /// Screen `name`'s content compiled, for regular and compact width.
    func contentPlans(of name: String) -> (regular: ContentPlan?, compact: ContentPlan?)? {
        screenID(name).map { tables.contentPlans[$0] }
    }
    /// Whether anything of the app can be under the window controls: a
    /// screen's header that does not avoid them, or the system's bars where
    /// the platform says they do not (checked first on every step, and by
    /// callers before they pass a layout to ``elementsUnderWindowControls(of:)``).
    @inlinable public var mayCoverWindowControls: Bool { tables.mayCoverWindowControls }
    /// Whether some root container owns a part of the navigation state
    /// (``StatePart``), so that a switch of containers resets it.
    var ownsState: Bool { tables.ownsState }
    /// How the app's scenes follow their windows on the platform's OS.
    @inlinable public var sceneSizing: SceneSizing { tables.sceneSizing }
    /// Whether the app is an iPhone app that iPads run resizable (iPadOS 27).
    @inlinable var phoneAppOnPad: Bool { tables.phoneAppOnPad }
    /// Whether the app is an iPhone app that iPads run in their iPhone-app
    /// window (before iPadOS 27; `WindowRules+PhoneApps.swift`).
    @inlinable public var phoneWindowOnPad: Bool { tables.phoneWindowOnPad }

    /// Creates a model of `app` on `platform`.
    /// - Parameters:
    ///   - app: the app's structure, and its behaviour unless `navigator` is given.
    ///   - platform: the platform parameters.
    ///   - navigator: the app's own navigation code, replacing the spec's
    ///     behaviour (all but its deep links, which say what links the app opens).
    public init(_ app: AppSpec, platform: Platform = .standard, navigator: AnySceneNavigator? = nil) {
        tables = Tables(app, platform: platform, navigator: navigator)
    }

    /// The screen with `id`.
    public func screen(_ id: String) -> Screen? { screenID(id).map { tables.screens[$0] } }

    /// The toolbar of screen `id`, if it has one.
    public func toolbar(of id: String) -> ToolbarSpec? { screenID(id).flatMap { tables.toolbars[$0] } }

    /// The screens `id` pushes (empty for an unknown screen).
    public func destinations(of id: String) -> [String] { screenID(id).map { tables.destinations[$0] } ?? [] }

    /// The screens the screen `id` of `names` pushes (empty for none or an
    /// unknown screen), by index where `names` are the model's.
    @inline(__always) func destinations(of id: Int32, in names: StateNames) -> [String] {
        screenIndex(id, in: names).map { tables.destinations[$0] } ?? []
    }

    /// Whether screen `id` pushes any screen (``destinations(of:)`` is not
    /// empty), without handing out its destinations.
    public func hasDestinations(_ id: String) -> Bool {
        guard let screen = screenID(id) else { return false }
        return !tables.destinations[screen].isEmpty
    }

    /// Whether `focus` shows a stack whose top screen pushes any screen
    /// (``hasDestinations(_:)`` of its ``Focus/top``), by id.
    public func canPush(on focus: Focus) -> Bool {
        guard focus.stackID >= 0, let screen = screenIndex(focus.topID, in: focus.names) else { return false }
        return !tables.destinations[screen].isEmpty
    }

    /// The container a scene in `window` shows.
    public func container(for window: Window) -> Container { plan(for: window).container }

    /// The compiled container a scene in `window` shows.
    public func plan(for window: Window) -> ContainerPlan { plans[planIndex(for: window)] }

    /// The index in ``plans`` of the container a scene in `window` shows.
    public func planIndex(for window: Window) -> Int {
        tables.singlePlan ? 0 : planIndex(idiom: window.idiom, horizontal: horizontalClass(of: window), size: window.size)
    }

    /// How the app chooses its root container, without the containers: the
    /// shorthands, or the branches' conditions in order.
    enum RootChoice { case any, sizeClass, idiom, branches([RootCondition]) }

    /// The horizontal size class of `window`.
    ///
    /// Inlinable, and always inlined: the reducer asks it two or three times
    /// an event, and the call cost about as much as the rule (merely
    /// inlinable, it stayed a call in the reducer).
    @inlinable @inline(__always) public func horizontalClass(of window: Window) -> SizeClass {
        tables.platform.windows.sizeClasses(of: window).horizontal
    }

    /// The app launched in one scene in `window` (clamped by the app's size
    /// restrictions where the window is resizable), connected there
    /// (``connected(_:in:)``).
    public func launch(in window: Window) -> AppState {
        var state = AppState(scenes: [])
        launch(in: window, into: &state)
        return state
    }

    /// Makes `state` ``launch(in:)`` of `window`, written over it in place:
    /// a worker launches the app anew for every case, and a new state made
    /// a new array of scenes while the last case's was freed; here the
    /// launched scene takes the first place of `state`'s own array, which
    /// keeps its storage when `state` holds the only reference to it.
    ///
    /// The scene is written field by field over the first one, its
    /// navigation state connected where it is made: a new scene assigned
    /// over the old one went through the scene's value witness twice (copy
    /// and destroy, about 160 instructions a launch).
    public func launch(in window: Window, into state: inout AppState) {
        var window = window.onScreen
        if window.isResizable {
            window = tables.platform.windows.resized(window, to: window.requestedSize, restrictions: tables.restrictions)
        }
        present(&window, previousSize: nil, dragging: false)
        var navigation = launchNavigation()
        connect(&navigation, in: window)
        if state.scenes.isEmpty {
            state.scenes.append(SceneState(id: 0, window: window, navigation: navigation))
        } else {
            if state.scenes.count > 1 { state.scenes.removeSubrange(1...) }
            state.scenes.withUnsafeMutableBufferPointer { scenes in
                scenes[0].id = 0
                scenes[0].window = window
                scenes[0].phase = .active
                scenes[0].navigation = navigation
            }
        }
        state.display = nil
        if !state.archive.isEmpty { state.archive.removeAll() }
        state.nextSceneID = 1
        state.navigators = NavigatorStates()
        if let navigator { launchNavigator(navigator, &state, scene: 0, isAppLaunch: true) }
    }

    /// A new scene's navigation state: the first tab selected in tab views
    /// (tab selections are not optional), the sidebar in step with it when
    /// the app syncs them, nothing else selected, every path empty.
    public func launchNavigation() -> NavigationState { launchState }

    /// Works out ``launchNavigation()`` once.
    static func launchState(_ app: AppSpec, behavior: AppBehavior, names: StateNames) -> NavigationState {
        var state = NavigationState(names: names)
        for container in app.root.containers {
            if case let .tabView(spec) = container, state.tabSelection == nil {
                state.tabSelection = spec.entries.first?.tabs.first?.tag
            }
            if case let .splitView(spec) = container {
                state.columnVisibility = spec.visibility ?? .automatic
                state.compactColumn = spec.preferredCompactColumn ?? .sidebar
            }
        }
        if behavior.selectionSync != nil { state.sidebarID = state.tabID }
        state.nested = launchNested(app)
        return state
    }

    /// `window`, as the system's rules made it (its ``Window/size`` the size
    /// on screen), given to this app: an iPhone app on an iPad sees the
    /// `phone` idiom, and before iPadOS 27 gets the iPhone-app window
    /// (``WindowRules/phoneAppSceneSize(_:)``, on screen and as its scene,
    /// centred); the scene of an app that requires full screen keeps
    /// its size (``SceneSizing``): the screen's under ``SceneSizing/scaled``
    /// outside full screen, `previous`'s during a drag (`dragging`) under
    /// ``SceneSizing/discrete``.
    public func presented(_ window: Window, previous: Window?, dragging: Bool = false) -> Window {
        var result = window
        present(&result, previousSize: previous?.size, dragging: dragging)
        return result
    }

    /// Whether ``presented(_:previous:dragging:)`` can give the app another
    /// window than the rules made (a scene that is not its window's size, or
    /// the `phone` idiom on an iPad); `false` for most apps.
    public var adjustsWindows: Bool { sceneSizing != .live || phoneAppOnPad || phoneWindowOnPad }

    /// ``presented(_:previous:dragging:)`` in place, for the reducer's hot path.
    func present(_ window: inout Window, previousSize: Size?, dragging: Bool) {
        window.frameSize = window.size
        if phoneWindowOnPad && window.device.idiom == .pad && window.display == nil {
            // The iPhone-app window: the same in every mode (only `full`
            // is drawn), a scene of the iPhone's size.
            window.idiom = .phone
            window.size = tables.platform.windows.phoneAppSceneSize(window.orientation)
            window.frameSize = window.size
            return
        }
        if phoneAppOnPad && window.device.idiom == .pad { window.idiom = .phone }
        switch sceneSizing {
        case .live:
            break
        case .scaled:
            if window.mode != .full { window.size = tables.platform.windows.screenSize(of: window) }
        case .discrete:
            if dragging, let previousSize { window.size = previousSize }
        }
    }

    /// Whether the app supports multiple windows.
    @inlinable public var supportsMultipleWindows: Bool { app.scene?.multipleWindows == true }

    /// Whether a window of the app can be opened beside one on `device`:
    /// only where the app supports multiple windows, only on an iPad, and not
    /// in an iPhone app's window on an iPad before iPadOS 27
    /// (`WindowRules+PhoneApps.swift`). UIKit reports multiple scenes "when
    /// the system allows the app to display multiple scenes" and the app's
    /// `Info.plist` enables them (Apple, `UIApplication.supportsMultipleScenes`);
    /// the system that allows it is iPadOS (Apple, "Supporting multiple
    /// windows on iPad"): an iPhone shows one scene of an app.
    @inlinable public func opensWindow(on device: DeviceID) -> Bool {
        supportsMultipleWindows && device.device.idiom == .pad && !phoneWindowOnPad
    }

    /// Whether the app keeps a part of its navigation state in one app-wide
    /// object (``StateScopes``), so an event in one scene can change another.
    @inlinable public var sharesState: Bool { behavior.stateScope?.sharesState ?? false }

    /// The parts of the navigation state held once for the app.
    @inlinable public var appScopedParts: [StatePart] { behavior.stateScope?.appParts ?? [] }

    /// The parts a window's navigation is made of, in ``StatePart`` order:
    /// the selections and paths of the app's containers (their columns and
    /// sidebars are how they are shown, not where the user is).
    public var navigationParts: [StatePart] {
        let kinds = app.root.containers.map(\.navigation)
        let threeColumn = app.root.containers.contains { if case .splitView(let split) = $0 { split.isThreeColumn } else { false } }
        let parts = kinds.flatMap(StatePart.parts(of:)).filter { part in
            switch part {
            case .tabSelection, .sidebarSelection, .paths: true
            case .contentSelection: threeColumn
            case .columnVisibility, .tabSidebar, .compactColumn: false
            }
        }
        return StatePart.allCases.filter(parts.contains)
    }

    /// Whether every window is a copy of the others: each part of
    /// ``navigationParts`` is held once for the app.
    public var windowsMirror: Bool {
        let shared = appScopedParts
        return !shared.isEmpty && navigationParts.allSatisfy(shared.contains)
    }
}
