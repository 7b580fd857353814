/// A ``SceneNavigator`` of any state type, as ``AppModel`` holds it.
public struct AnySceneNavigator: Sendable {
    let launch: @Sendable (SceneContext) -> NavigatorState
    let handle: @Sendable (NavigationChange, inout NavigatorState, SceneContext) -> Void
    let shown: @Sendable (NavigatorState) -> ShownNavigation
    let restoration: @Sendable (NavigatorState) -> NavigatorState?
    /// Whether the navigator restores disconnected scenes.
    public let restoresState: Bool

    /// Wraps `navigator`.
    public init<Navigator: SceneNavigator>(_ navigator: Navigator) {
        launch = { NavigatorState(navigator.launch($0)) }
        handle = { change, state, scene in
            guard var value = state.value as? Navigator.State else { return }
            navigator.handle(change, in: &value, scene: scene)
            state = NavigatorState(value)
        }
        shown = { state in (state.value as? Navigator.State).map(navigator.shown(by:)) ?? ShownNavigation() }
        restoration = { state in
            (state.value as? Navigator.State).flatMap(navigator.restoration(of:)).map(NavigatorState.init)
        }
        restoresState = navigator.restoresState
    }
}

/// One scene's state of a ``SceneNavigator``, of a type only the navigator knows.
///
/// It takes no part in equality or hashing: what a scene shows is copied into
/// its ``NavigationState`` after every event, and that is what compares. A
/// state is confined to the thread that runs its case.
public struct NavigatorState: @unchecked Sendable {
    let value: Any

    init(_ value: Any) { self.value = value }
}

/// The ``NavigatorState`` of each scene and of each disconnected scene's
/// restoration, by scene id; empty for apps described by their behaviour alone.
public struct NavigatorStates: Hashable, Sendable {
    var live: [(sceneID: Int, state: NavigatorState)] = []
    var saved: [(sceneID: Int, state: NavigatorState)] = []

    /// No states.
    public init() {}

    /// Always equal: the states are compared through what they show.
    public static func == (lhs: NavigatorStates, rhs: NavigatorStates) -> Bool { true }

    /// Hashes nothing (see ``==(_:_:)``).
    public func hash(into hasher: inout Hasher) {}

    func state(of id: Int) -> NavigatorState? { live.first { $0.sceneID == id }?.state }

    mutating func set(_ state: NavigatorState, of id: Int) {
        if let index = live.firstIndex(where: { $0.sceneID == id }) { live[index].state = state }
        else { live.append((id, state)) }
    }

    mutating func remove(_ id: Int) { live.removeAll { $0.sceneID == id } }
}
