/// Every parameter of the model in one value: the rules of windows, and the
/// defaults of SwiftUI's containers that Apple does not document.
///
/// Each parameter is documented where it is declared, with its default and
/// its source. ``standard`` holds every default.
public struct Platform: Hashable, Sendable, Codable {
    /// Windows, size classes and scene size restrictions.
    public var windows: WindowRules
    /// `NavigationSplitView` defaults.
    public var splitView: SplitViewParameters
    /// Tab bar metrics.
    public var tabBar: TabBarParameters
    /// Toolbar metrics.
    public var toolbar: ToolbarParameters
    /// Navigation behaviour.
    public var navigation: NavigationParameters
    /// Defaults of the views inside screens (`.padding()`).
    public var content: ContentParameters
    /// The sizes of sheets, popovers and inspectors.
    public var presentation: PresentationParameters

    /// Creates a platform; every part defaults to its documented values.
    public init(windows: WindowRules = .standard, splitView: SplitViewParameters = .standard,
                tabBar: TabBarParameters = .standard, toolbar: ToolbarParameters = .standard,
                navigation: NavigationParameters = .standard, content: ContentParameters = .standard,
                presentation: PresentationParameters = .standard) {
        self.windows = windows
        self.splitView = splitView
        self.tabBar = tabBar
        self.toolbar = toolbar
        self.navigation = navigation
        self.content = content
        self.presentation = presentation
    }

    /// Every parameter at its default.
    public static let standard = Platform()

    /// The version of iPadOS the model follows (``WindowRules/os``); `"os"`
    /// at the top level of a platform file.
    public var os: OSVersion {
        get { windows.os }
        set { windows.os = newValue }
    }

    /// This platform under `os`.
    public func on(_ os: OSVersion) -> Platform {
        var platform = self
        platform.os = os
        return platform
    }

    /// The keys of a platform's JSON object.
    enum CodingKeys: String, CodingKey {
        case os, windows, splitView, tabBar, toolbar, navigation, content, presentation
    }

    /// Decodes a platform; `os` is read into ``WindowRules/os``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        windows = try container.decode(WindowRules.self, forKey: .windows)
        splitView = try container.decode(SplitViewParameters.self, forKey: .splitView)
        tabBar = try container.decode(TabBarParameters.self, forKey: .tabBar)
        toolbar = try container.decode(ToolbarParameters.self, forKey: .toolbar)
        navigation = try container.decode(NavigationParameters.self, forKey: .navigation)
        content = try container.decode(ContentParameters.self, forKey: .content)
        presentation = try container.decode(PresentationParameters.self, forKey: .presentation)
        windows.os = try container.decode(OSVersion.self, forKey: .os)
    }

    /// Encodes every part, with `os` at the top level.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(os, forKey: .os)
        try container.encode(windows, forKey: .windows)
        try container.encode(splitView, forKey: .splitView)
        try container.encode(tabBar, forKey: .tabBar)
        try container.encode(toolbar, forKey: .toolbar)
        try container.encode(navigation, forKey: .navigation)
        try container.encode(content, forKey: .content)
        try container.encode(presentation, forKey: .presentation)
    }
}

/// Navigation behaviour the platform does not document.
public struct NavigationParameters: Hashable, Sendable, Codable {
    /// Whether Back from the detail of a collapsed split view clears the
    /// sidebar's selection. Default `true`: what a collapsed `List` shows (the
    /// row is no longer selected), and what the `?? .basketball` fallback in
    /// the widely copied sports pattern guards against. Undocumented.
    public var backClearsSelection: Bool
    /// Whether sending a scene to the background makes its horizontal size
    /// class flip regular, compact, regular while the system takes its
    /// snapshot. Default `true`: measured on iOS 18 ("switching apps triggers
    /// a transient horizontalSizeClass change (regular → compact → regular)",
    /// woocommerce/woocommerce-ios PR #16756).
    public var backgroundSizeClassFlip: Bool
    /// The width of a `.sidebarAdaptable` tab view's sidebar. Default 320 pt,
    /// as the split view's sidebar (no source).
    public var tabSidebarWidth: Double
    /// The most windows the model opens for an app. Default 4.
    public var maximumScenes: Int

    /// Creates parameters; each defaults to its documented value.
    public init(backClearsSelection: Bool = true, backgroundSizeClassFlip: Bool = true,
                tabSidebarWidth: Double = 320, maximumScenes: Int = 4) {
        self.backClearsSelection = backClearsSelection
        self.backgroundSizeClassFlip = backgroundSizeClassFlip
        self.tabSidebarWidth = tabSidebarWidth
        self.maximumScenes = maximumScenes
    }

    /// The defaults.
    public static let standard = NavigationParameters()
}
