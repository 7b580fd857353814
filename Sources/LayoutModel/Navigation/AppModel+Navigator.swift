extension AppModel {
    /// The context a navigator sees for `scene`.
    func context(of scene: SceneState, isAppLaunch: Bool = false) -> SceneContext {
        SceneContext(id: scene.id, window: scene.window, horizontalSizeClass: horizontalClass(of: scene.window),
                     isAppLaunch: isAppLaunch)
    }

    /// Creates the navigator state of scene `index`, new, and shows it.
    func launchNavigator(_ navigator: AnySceneNavigator, _ state: inout AppState, scene index: Int,
                         isAppLaunch: Bool = false) {
        let scene = state.scenes[index]
        state.navigators.set(navigator.launch(context(of: scene, isAppLaunch: isAppLaunch)), of: scene.id)
        show(navigator, &state, scene: index)
    }

    /// Tells the navigator what `event` changed between `before` and `state`,
    /// scene by scene, then shows in every connected scene what its state
    /// reports: a scene the event did not target changes only if the app's
    /// code shares state between scenes.
    func informNavigator(_ navigator: AnySceneNavigator, _ state: inout AppState, before: AppState, event: Event) {
        let liveIDs = state.scenes.map(\.id)
        state.navigators.live.removeAll { entry in !liveIDs.contains(entry.sceneID) }
        state.navigators.saved.removeAll { entry in !liveIDs.contains(entry.sceneID) }
        for index in state.scenes.indices {
            let scene = state.scenes[index]
            guard let old = before.scenes.first(where: { $0.id == scene.id }) else {
                launchNavigator(navigator, &state, scene: index)
                continue
            }
            switch (old.phase, scene.phase) {
            case (.disconnected, .disconnected):
                continue
            case (_, .disconnected):
                if let live = state.navigators.state(of: scene.id), let saved = navigator.restoration(live) {
                    state.navigators.saved.append((scene.id, saved))
                }
                state.navigators.remove(scene.id)
                continue
            case (.disconnected, _):
                let saved = state.navigators.saved.first { $0.sceneID == scene.id }?.state
                state.navigators.saved.removeAll { $0.sceneID == scene.id }
                state.navigators.set(saved ?? navigator.launch(context(of: scene)), of: scene.id)
                show(navigator, &state, scene: index)
                // The one connection rule: in compact width it collapses.
                state.scenes[index].navigation = connected(state.scenes[index].navigation, in: scene.window)
                continue
            case (.active, .background):
                tell(navigator, .phaseChanged(.background), &state, scene: index)
                if platform.navigation.backgroundSizeClassFlip && horizontalClass(of: scene.window) == .regular {
                    tell(navigator, .sizeClassChanged(.compact), &state, scene: index)
                    tell(navigator, .sizeClassChanged(.regular), &state, scene: index)
                }
            case (.background, .active):
                tell(navigator, .phaseChanged(.active), &state, scene: index)
            default:
                break
            }
            let sizeClass = horizontalClass(of: scene.window)
            if horizontalClass(of: old.window) != sizeClass {
                tell(navigator, .sizeClassChanged(sizeClass), &state, scene: index)
            }
            if event.scene == index, old.phase == .active, scene.phase == .active,
               before.scenes.indices.contains(index), before.scenes[index].id == scene.id {
                for change in changes(event.action, from: old.navigation, to: scene.navigation) {
                    tell(navigator, change, &state, scene: index)
                }
            }
        }
        for index in state.scenes.indices where state.scenes[index].phase != .disconnected {
            show(navigator, &state, scene: index)
        }
    }

    /// The bindings a user's navigation wrote, as the app's code sees them:
    /// the tab, else the sidebar (a new sidebar row's content selection is the
    /// app's business), else the content selection; then each changed path.
    func changes(_ action: Action, from old: NavigationState, to new: NavigationState) -> [NavigationChange] {
        guard action.isNavigation else { return [] }
        if case let .openURL(parameter, value) = action { return [.openURL(parameter: parameter, value: value)] }
        var changes: [NavigationChange] = []
        if old.tabSelection != new.tabSelection, let tab = new.tabSelection {
            changes.append(.tabSelected(tab))
        } else if old.sidebarSelection != new.sidebarSelection {
            changes.append(.sidebarSelected(new.sidebarSelection))
        } else if old.contentSelection != new.contentSelection {
            changes.append(.contentSelected(new.contentSelection))
        }
        var stacks = old.paths.map(\.stack)
        for path in new.paths where !stacks.contains(path.stack) { stacks.append(path.stack) }
        // A presentation's own stack is SwiftUI's state, not the app's: kept
        // by the model (``show(_:_:scene:)``), never told.
        for stack in stacks.sorted() where old.path(stack) != new.path(stack) && !Self.isPresentedStackKey(stack) {
            changes.append(.pathChanged(stack: stack, path: new.path(stack)))
        }
        return changes
    }

    /// Tells scene `index`'s navigator state about `change`.
    func tell(_ navigator: AnySceneNavigator, _ change: NavigationChange, _ state: inout AppState, scene index: Int) {
        let scene = state.scenes[index]
        guard var live = state.navigators.state(of: scene.id) else { return }
        navigator.handle(change, &live, context(of: scene))
        state.navigators.set(live, of: scene.id)
    }

    /// Copies what scene `index`'s navigator state reports into its
    /// navigation state; the model keeps the column visibility, the tab
    /// sidebar and the column on top of a collapsed split view.
    func show(_ navigator: AnySceneNavigator, _ state: inout AppState, scene index: Int) {
        guard let live = state.navigators.state(of: state.scenes[index].id) else { return }
        let shown = navigator.shown(live)
        var navigation = state.scenes[index].navigation
        // A selection the app's code makes (a deep link, a sync) pushes the
        // next column of a collapsed split view, as a tapped row does; in
        // regular width it leaves the preferred compact column alone.
        let collapsed = horizontalClass(of: state.scenes[index].window) == .compact
        if collapsed, shown.sidebar != navigation.sidebarSelection, shown.sidebar != nil {
            navigation.compactColumn = plan(for: state.scenes[index].window).isThreeColumn ? .content : .detail
        }
        if collapsed, shown.content != navigation.contentSelection, shown.content != nil { navigation.compactColumn = .detail }
        navigation.tabSelection = shown.tab
        navigation.sidebarSelection = shown.sidebar
        navigation.contentSelection = shown.content
        let presented = navigation.paths.filter { Self.isPresentedStackKey($0.stack) }
        navigation.paths = (shown.paths.filter { !$0.value.isEmpty && !Self.isPresentedStackKey($0.key) }
            .map { StackPath(stack: $0.key, path: $0.value) } + presented).sorted { $0.stack < $1.stack }
        state.scenes[index].navigation = navigation
    }
}
