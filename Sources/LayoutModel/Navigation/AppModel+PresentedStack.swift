extension AppModel {
    /// The key of the path of presentation `id`'s own stack in a scene's
    /// ``NavigationState/paths``: apart from every tab tag and the root's
    /// keys (`root`, `detail`, `content`), which name no presentation.
    public static func presentedStackKey(_ id: String) -> String { "presented:\(id)" }

    /// Whether `key` is a presentation's stack key (``presentedStackKey(_:)``).
    static func isPresentedStackKey(_ key: String) -> Bool { key.hasPrefix("presented:") }

    /// The presentation `navigation` shows, when it has a stack of its own
    /// (``Presentation/stack``): its id and the screen at the stack's root.
    @inline(__always) func presentedStack(_ navigation: NavigationState) -> (id: String, root: String)? {
        guard tables.hasPresentedStacks, navigation.presentedID >= 0, let id = navigation.presented,
              let root = tables.presentations[id]?.presentation.stack else { return nil }
        return (id, root)
    }

    /// The screens pushed onto the stack of the presentation `scene` shows,
    /// root first: empty when it shows none, or one without a stack.
    public func presentedPath(of scene: SceneState) -> [String] {
        presentedStack(scene.navigation).map { scene.navigation.path(Self.presentedStackKey($0.id)) } ?? []
    }

    /// The screen on top of the stack of the presentation `navigation`
    /// shows (its last push, else its root), `nil` when it shows none.
    func presentedTop(_ navigation: NavigationState) -> String? {
        guard let stack = presentedStack(navigation) else { return nil }
        return navigation.path(Self.presentedStackKey(stack.id)).last ?? stack.root
    }

    /// Applies `push`, `pop` or `popToRoot` to the stack of the
    /// presentation `scene` shows: a sheet's `NavigationStack` pushes onto
    /// its own path, not the stack beneath it, which the sheet covers.
    /// A push names a destination of the screen on top of the presented
    /// stack; a pop at its root does nothing (the root has no back button).
    ///
    /// - Returns: whether the presented stack took the action (the scene
    ///   shows a presentation with a stack, and the action navigates).
    func navigatePresented(_ scene: inout SceneState, _ action: Action) -> Bool {
        guard let stack = presentedStack(scene.navigation) else { return false }
        let key = Self.presentedStackKey(stack.id)
        var path = scene.navigation.path(key)
        switch action {
        case let .push(destination):
            guard destinations(of: path.last ?? stack.root).contains(destination) else { return true }
            path.append(destination)
        case .pop:
            guard !path.isEmpty else { return true }
            path.removeLast()
        case .popToRoot:
            path = []
        default:
            return false
        }
        scene.navigation.setPath(key, path)
        return true
    }

    /// Empties the presented stack's path of `navigation`, before its
    /// presentation is dismissed: the stack's path is state of the
    /// presentation's content, which goes with it ("the lifetime of the
    /// state is tied to the view's identity", Apple, WWDC21 "Demystify
    /// SwiftUI"), so a presentation shown again starts at its root.
    func clearPresentedPath(_ navigation: inout NavigationState) {
        guard let stack = presentedStack(navigation) else { return }
        navigation.setPath(Self.presentedStackKey(stack.id), [])
    }

    /// The layout of a presentation with a stack of its own, in `frame`:
    /// the content and toolbar of the screen on top of the stack (screen id
    /// `screen`), laid out in the presentation's width as a screen's are in
    /// its column, with a back button once a screen is pushed.
    func stackPresentationLayout(id: String, _ presentation: Presentation, style: PresentationStyle, frame: Rect,
                                 screen: Int, navigation: NavigationState, classes: SizeClasses,
                                 context: WidthContext) -> PresentationLayout {
        let width = frame.size.width
        let compact = classes.horizontal == .compact
        let plan = compact ? tables.contentPlans[screen].compact : tables.contentPlans[screen].regular
        let content = plan?.place(offered: width, in: context) ?? ContentLayout()
        let pushed = !navigation.path(Self.presentedStackKey(id)).isEmpty
        let toolbar = tables.toolbars[screen].map {
            ToolbarLayout.resolve($0, horizontal: classes.horizontal, width: width, backButton: pushed,
                                  parameters: tables.platform.toolbar)
        }
        return PresentationLayout(id: id, kind: presentation.kind, style: style, frame: frame, content: content,
                                  screen: tables.screens[screen].id, toolbar: toolbar)
    }

    /// What the user can do in the stack of the presentation the scene at
    /// `scene` shows: whether the screen on top pushes any screen, and how
    /// many are pushed; `nil` when it shows none with a stack of its own.
    package func presentedStackMoves(ofSceneAt scene: UnsafePointer<SceneState>) -> (canPush: Bool, depth: Int)? {
        guard let stack = presentedStack(scene.pointee.navigation) else { return nil }
        let path = scene.pointee.navigation.path(Self.presentedStackKey(stack.id))
        return (hasDestinations(path.last ?? stack.root), path.count)
    }
}
