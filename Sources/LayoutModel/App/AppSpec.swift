/// An app, described declaratively: its screens, the containers that show
/// them, its scenes, and what its code does with navigation state.
///
/// The JSON form of an app is this type's `Codable` encoding (see the README
/// for a complete example); `fuzzrun --spec FILE.json` reads it.
public struct AppSpec: Hashable, Sendable, Codable {
    /// The app's name.
    public var name: String
    /// One line on what it is.
    public var summary: String?
    /// Where the pattern comes from.
    public var source: String?
    /// Every screen, by id.
    public var screens: [Screen]
    /// How the app chooses its root container.
    public var root: RootSpec
    /// A column beside the root container (``SideColumnSpec``); `nil` for none.
    public var sideColumn: SideColumnSpec?
    /// Its scenes' configuration.
    public var scene: SceneSpec?
    /// What its code does with navigation state.
    public var behavior: AppBehavior?
    /// The devices it runs on: idioms (`pad`, `phone`) or device ids; `nil`
    /// for every device. Fuzzing launches it only on these, and `fuzzrun
    /// layout` refuses the others.
    public var devices: [DeviceSelector]?
    /// The invariants turned off for this app; `nil` for none.
    public var invariants: InvariantSettings?

    /// Creates an app, its rows from data (``RowsFromData``) expanded into
    /// sample screens (``expandingRowsFromData()``).
    public init(name: String, summary: String? = nil, source: String? = nil, screens: [Screen], root: RootSpec,
                scene: SceneSpec? = nil, behavior: AppBehavior? = nil, devices: [DeviceSelector]? = nil,
                invariants: InvariantSettings? = nil, sideColumn: SideColumnSpec? = nil) {
        self.sideColumn = sideColumn
        self.name = name
        self.summary = summary
        self.source = source
        self.screens = screens
        self.root = root
        self.scene = scene
        self.behavior = behavior
        self.devices = devices
        self.invariants = invariants
        self = expandingRowsFromData()
    }

    /// The screen with `id`, if the app has one.
    public func screen(_ id: String) -> Screen? {
        screens.first { $0.id == id }
    }

    /// The behaviour, with defaults for what the app leaves out.
    public var resolvedBehavior: AppBehavior { behavior ?? AppBehavior() }

    /// The scene configuration, with defaults for what the app leaves out.
    public var resolvedScene: SceneSpec { scene ?? SceneSpec() }
}

/// An app's scene configuration.
public struct SceneSpec: Hashable, Sendable, Codable {
    /// The scene's size restrictions (`UISceneSizeRestrictions`).
    public var restrictions: SceneSizeRestrictions?
    /// Whether the app supports multiple windows (`UIApplicationSupportsMultipleScenes`).
    public var multipleWindows: Bool?
    /// The style of the window controls its scenes ask for
    /// (`preferredWindowingControlStyle(for:)`); `nil` is `automatic`.
    public var windowingControlStyle: WindowingControlStyle?
    /// Whether the app sets `UIRequiresFullScreen` to true: under iPadOS 18
    /// it has no Split View or Slide Over, under 26 its scene keeps its size
    /// and the system scales it into the window, under 27 its scene resizes
    /// only when a drag ends (``SceneSizing``).
    public var requiresFullScreen: Bool?
    /// The version of iPadOS from which the system ignores
    /// ``requiresFullScreen`` (`UIRequiresFullScreenIgnoredStartingWithVersion`,
    /// read only with `UIRequiresFullScreen` true): 18, 26 or 27.
    public var requiresFullScreenIgnoredFrom: OSVersion?
    /// The orientations the app supports on an iPad
    /// (`UISupportedInterfaceOrientations~ipad`, else the key without a
    /// suffix): an iPad is launched and rotated only into these
    /// (``AppSpec/orientations(on:)``). `nil` is both.
    public var iPadOrientations: [Orientation]?
    /// The orientations the app supports on an iPhone
    /// (`UISupportedInterfaceOrientations~iphone`, else the key without a
    /// suffix). `nil` is both.
    public var iPhoneOrientations: [Orientation]?

    /// Creates a scene configuration.
    public init(restrictions: SceneSizeRestrictions? = nil, multipleWindows: Bool? = nil,
                windowingControlStyle: WindowingControlStyle? = nil,
                requiresFullScreen: Bool? = nil, requiresFullScreenIgnoredFrom: OSVersion? = nil,
                iPadOrientations: [Orientation]? = nil, iPhoneOrientations: [Orientation]? = nil) {
        self.restrictions = restrictions
        self.multipleWindows = multipleWindows
        self.windowingControlStyle = windowingControlStyle
        self.requiresFullScreen = requiresFullScreen
        self.requiresFullScreenIgnoredFrom = requiresFullScreenIgnoredFrom
        self.iPadOrientations = iPadOrientations
        self.iPhoneOrientations = iPhoneOrientations
    }
}
