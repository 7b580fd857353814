/// One scene (window) of an app: its window, its lifecycle phase, and its
/// navigation state.
public struct SceneState: Hashable, Sendable {
    /// A stable id, unique among the app's scenes past and present.
    public var id: Int
    /// The scene's window.
    public var window: Window
    /// Where the scene is in its lifecycle.
    public var phase: ScenePhase
    /// Its navigation state.
    public var navigation: NavigationState

    /// Creates a scene.
    public init(id: Int, window: Window, phase: ScenePhase = .active, navigation: NavigationState) {
        self.id = id
        self.window = window
        self.phase = phase
        self.navigation = navigation
    }
}

/// A scene's lifecycle phase.
public enum ScenePhase: String, Hashable, Sendable, Codable {
    /// On screen and interactive.
    case active
    /// In the background.
    case background
    /// Disconnected by the system; its state is gone unless it saved some for
    /// restoration.
    case disconnected
}

/// The whole app: its scenes and what the system around them holds.
public struct AppState: Hashable, Sendable {
    /// The app's scenes, in the order they were opened.
    public var scenes: [SceneState]
    /// The external display connected to the device, if any.
    public var display: ExternalDisplayID?
    /// What disconnected scenes saved for restoration, by scene id.
    public var archive: [ArchivedScene]
    /// The id the next new scene gets.
    public var nextSceneID: Int
    /// The state of the app's own navigation code in each scene, when a
    /// ``SceneNavigator`` is under test.
    public var navigators = NavigatorStates()

    /// Creates an app state.
    public init(scenes: [SceneState], display: ExternalDisplayID? = nil, archive: [ArchivedScene] = [],
                nextSceneID: Int? = nil) {
        self.scenes = scenes
        self.display = display
        self.archive = archive
        self.nextSceneID = nextSceneID ?? Self.largestID(of: scenes) + 1
    }

    /// The largest id of `scenes`, -1 when there are none: read in place (an
    /// array of the ids, made for every launch, was allocated and freed).
    private static func largestID(of scenes: [SceneState]) -> Int {
        var largest = -1
        for index in scenes.indices { largest = max(largest, scenes[index].id) }
        return largest
    }
}

/// The state a disconnected scene saved for restoration.
public struct ArchivedScene: Hashable, Sendable {
    /// The scene's id.
    public var sceneID: Int
    /// The saved navigation state (only the parts the app restores).
    public var navigation: NavigationState
}
