/// A presentation compiled once for its app: where it is declared and its
/// content ready to place.
struct PresentationPlan: Sendable {
    /// The presentation.
    let presentation: Presentation
    /// The screen that declares it.
    let screen: String
    /// Its content compiled for placing, if it has any.
    let content: ContentPlan?

    /// Every presentation of `app`'s screens by id (the first of an id
    /// given twice, which validation refuses).
    static func table(_ app: AppSpec, platform: Platform) -> [String: PresentationPlan] {
        var table: [String: PresentationPlan] = [:]
        for screen in app.screens {
            for presentation in screen.presentations ?? [] where table[presentation.id] == nil {
                table[presentation.id] = PresentationPlan(
                    presentation: presentation, screen: screen.id,
                    content: presentation.content.map { ContentPlan($0, defaultPadding: platform.content.defaultPadding) })
            }
        }
        return table
    }
}

extension AppModel {
    /// Whether any screen of the app declares a presentation. Apps without
    /// one never see a present or dismiss event, and their scenes never
    /// hold a presented id.
    public var hasPresentations: Bool { !tables.presentations.isEmpty }

    /// The presentations `screen` declares, in the order of the spec.
    public func presentations(of screen: String) -> [Presentation] {
        self.screen(screen)?.presentations ?? []
    }

    /// The presentation with `id`, if a screen of the app declares one.
    public func presentation(_ id: String) -> Presentation? {
        tables.presentations[id]?.presentation
    }

    /// Applies `present` or `dismiss` to an active scene.
    ///
    /// `present ID` shows the presentation when the screen on top declares
    /// it and nothing is presented yet (SwiftUI presents one modal at a time
    /// from a view: a second `.sheet` while one is up is not shown); `dismiss`
    /// takes the presentation away.
    ///
    /// - Returns: whether it showed a presentation (whose screen, then, is
    ///   the one on top).
    @discardableResult func reducePresentation(_ scene: inout SceneState, _ action: Action) -> Bool {
        switch action {
        case let .present(id):
            guard scene.navigation.presented == nil, let plan = tables.presentations[id],
                  shownScreen(of: scene) == plan.screen else { return false }
            scene.navigation.presented = id
            return true
        case .dismiss:
            if tables.hasPresentedStacks { clearPresentedPath(&scene.navigation) }
            scene.navigation.presented = nil
            return false
        default:
            return false
        }
    }

    /// Dismisses each presentation whose screen is no longer on top of its
    /// scene: SwiftUI takes a presentation away with the view that presents
    /// it (a deep link that pops the screen, a collapsed split view that
    /// shows its sidebar). A window that crosses between compact and
    /// regular width keeps its presentation, which adapts: "It can change
    /// whilst a view controller is presented if the horizontal size class
    /// changes because the user adjusts or removes the split" (UIKit's
    /// `modalPresentationStyle` header, quoted by Geoff Hackworth, "View
    /// Controller Presentation Changes in iOS 13").
    ///
    /// - Parameter skipped: a scene not to check (-1 for none): one whose
    ///   presentation the event has just shown, having found its screen on
    ///   top (``reducePresentation(_:_:)``). Setting the presentation changes
    ///   nothing ``shownScreen(of:)`` reads, and the plan is the one it
    ///   checked, so the check would find the presentation's screen on top
    ///   (a present shown worked it out twice). Every other
    ///   scene is checked, so a state built by hand with an orphan anywhere
    ///   else loses it as before.
    func dismissOrphanedPresentations(_ state: inout AppState, except skipped: Int = -1) {
        for index in state.scenes.indices where index != skipped {
            // By id first: most scenes present nothing (the name was made for each).
            guard state.scenes[index].navigation.presentedID >= 0 else { continue }
            // The scene read in place (passing `state.scenes[index]` copied it),
            // and its presentation's plan by state id.
            let orphaned = state.scenes.withUnsafeBufferPointer { scenes in
                shownScreen(of: scenes[index]) != presentationPlan(of: scenes[index].navigation) { $0.screen }
            }
            if orphaned {
                if tables.hasPresentedStacks { clearPresentedPath(&state.scenes[index].navigation) }
                state.scenes[index].navigation.presented = nil
            }
        }
    }

    /// The screen on top of `scene`, ``Layout/screen`` of `layout(of: scene)`,
    /// without laying the scene out: its focus, and whether the column that
    /// holds the focus shows (a collapsed split view shows one column, an
    /// expanded one may hide its content column), decided by the rule
    /// `layout(of:)` calls (``SplitViewLayout/screen(in:)``); the content, toolbar, tab bar and presentation are not
    /// placed. (A presentation is dismissed or shown by the screen on top:
    /// the layout made for that alone cost about 1,100 instructions.)
    func shownScreen(of scene: SceneState) -> String? {
        let focus = focus(of: scene)
        let plan = plans[focus.plan]
        var hasScreen = true
        switch plan.kind {
        case .splitView:
            let resolved = splitLayout(plan, scene: scene, horizontal: horizontalClass(of: scene.window))
            hasScreen = resolved.screen(in: screenColumn(scene.navigation, plan: plan), area: scene.window.width).shown
        case .tabView:
            guard plan.tabBar != nil, plan.hasNestedSplits,
                  let (tag, nested) = plan.nestedSplit(for: scene.navigation.tabSelection) else { break }
            let state = scene.navigation.nested(tag) ?? plan.initialNested(tag)
            let resolved = nestedSplitLayout(nested, state: state, scene: scene, tabView: plan,
                                             horizontal: horizontalClass(of: scene.window))
            hasScreen = resolved.screen(in: .detail, area: scene.window.width).shown
        case .stack, .view:
            break
        }
        return hasScreen ? focus.names.name(focus.topID) : nil
    }

    /// The plan of the presentation `navigation` presents: by its state id
    /// where the state uses the model's names, else by name (`nil` when it
    /// presents nothing).
    @inline(__always) private func presentationPlan(of navigation: NavigationState) -> PresentationPlan? {
        presentationPlan(of: navigation) { $0 }
    }

    /// What `read` takes from ``presentationPlan(of:)``, read where the
    /// table keeps the plan: a plan returned by value was copied, its
    /// presentation and content retained and released, to compare one
    /// screen name on every step of a scene that presents.
    @inline(__always) private func presentationPlan<Part>(of navigation: NavigationState,
                                                          _ read: (PresentationPlan) -> Part) -> Part? {
        if navigation.names === tables.stateNames, navigation.presentedID >= 0 {
            return tables.presentationsByState.withUnsafeBufferPointer { plans in
                plans[Int(navigation.presentedID)].map(read)
            }
        }
        return navigation.presented.flatMap { tables.presentations[$0] }.map(read)
    }

    /// The presentation `scene` shows over the screen `top`, resolved for
    /// its window; an inspector's column takes its width out of
    /// `contentWidth`, the width the screen's content gets.
    func presentationLayout(_ scene: SceneState, top: String?, classes: SizeClasses,
                            contentWidth: inout Double) -> PresentationLayout? {
        guard let id = scene.navigation.presented, let plan = presentationPlan(of: scene.navigation),
              plan.screen == top else { return nil }
        let window = scene.window
        let context = WidthContext(screenWidth: window.device.screenSize(window.orientation).width,
                                   defaultPadding: tables.platform.content.defaultPadding)
        let presentation = plan.presentation
        let style = PresentationLayout.style(of: presentation, in: classes)
        // A presentation with a stack of its own shows the screen on top of it.
        let stackTop = presentation.stack == nil ? nil : presentedTop(scene.navigation).flatMap(screenID)
        let minimum = stackTop.map { tables.screens[$0].content(for: classes.horizontal)?.minimumWidth(in: context) ?? 0 }
            ?? presentation.content?.minimumWidth(in: context) ?? 0
        let inspector = presentation.inspectorWidth?.clampedIdeal ?? tables.platform.presentation.inspectorWidth
        let frame = PresentationLayout.frame(style, window: window.size, contentMinimum: minimum,
                                             inspectorWidth: min(inspector, contentWidth),
                                             parameters: tables.platform.presentation)
        if style == .inspectorColumn { contentWidth = max(0, contentWidth - frame.size.width) }
        if let stackTop {
            return stackPresentationLayout(id: id, presentation, style: style, frame: frame, screen: stackTop,
                                           navigation: scene.navigation, classes: classes, context: context)
        }
        let content = plan.content?.place(offered: frame.size.width, in: context) ?? ContentLayout()
        return PresentationLayout(id: id, kind: presentation.kind, style: style, frame: frame, content: content)
    }
}
