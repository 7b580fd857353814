extension AppModel {
    /// Applies `event` to `state`: the transition SwiftUI and the system make.
    ///
    /// Pure and total: an event that does not apply (a scene that does not
    /// exist, a tab the container does not show, a mode the device lacks) is a
    /// no-op, never a trap. With a ``navigator``, the app's code is then told
    /// what changed and each scene shows what it reports.
    public func reduce(_ state: inout AppState, _ event: Event) {
        guard let navigator else {
            var shown = -1
            reduceSystem(&state, event, shown: &shown)
            if hasPresentations { dismissOrphanedPresentations(&state, except: shown) }
            return
        }
        reduce(&state, event, navigator: navigator)
    }

    /// ``reduce(_:_:)`` of an app with a ``navigator``, which is told what
    /// changed. Apart from it, so that the path of the apps without one,
    /// into which ``reduceSystem(_:_:shown:)`` is inlined, keeps a small frame.
    @inline(never) private func reduce(_ state: inout AppState, _ event: Event, navigator: AnySceneNavigator) {
        let before = state
        var shown = -1
        reduceSystem(&state, event, shown: &shown)
        informNavigator(navigator, &state, before: before, event: event)
        if hasPresentations { dismissOrphanedPresentations(&state) }
    }

    /// What SwiftUI and the system do, and the spec's behaviour.
    ///
    /// The window rules, the restrictions and the spec are read where the
    /// tables keep them: ``platform`` and ``app`` return copies, and the copy
    /// of the platform or the spec made for one call cost a `memcpy` (and
    /// the spec's retains) on every window event.
    ///
    /// Inlined into ``reduce(_:_:)``: every event goes through both, and the
    /// call cost a second prologue and epilogue (the frame saves five
    /// registers) on each.
    ///
    /// - Parameter shown: set to the index of the scene whose presentation
    ///   the event has just shown (``reducePresentation(_:_:)`` checked that
    ///   its screen is on top), else left as it is:
    ///   ``dismissOrphanedPresentations(_:except:)`` need not check that
    ///   scene again.
    @inline(__always) func reduceSystem(_ state: inout AppState, _ event: Event, shown: inout Int) {
        switch event.action {
        case .rotate:
            // Every window turns with the device; one on an external display
            // keeps its size (``WindowRules/rotated(_:restrictions:)``).
            for index in state.scenes.indices {
                let window = state.scenes[index].window
                let rotated = tables.platform.windows.rotated(window.onScreen, restrictions: tables.restrictions)
                changeWindow(&state.scenes[index], to: rotated)
                // iPadOS 26 hides a middle third in portrait: its scene goes
                // to the background, and comes back when the device turns back.
                if rotated.isHidden && state.scenes[index].phase == .active {
                    state.scenes[index].phase = .background
                } else if window.isHidden && !rotated.isHidden && state.scenes[index].phase == .background {
                    state.scenes[index].phase = .active
                }
            }
            return
        case let .connectDisplay(display):
            // One display at a time: another must be disconnected first.
            if state.display == nil, let first = state.scenes.first,
               tables.platform.windows.unavailability(of: .stage, device: first.window.device,
                                               orientation: first.window.orientation, onDisplay: true) == nil {
                state.display = display
            }
            return
        case .disconnectDisplay:
            guard state.display != nil else { return }
            for index in state.scenes.indices where state.scenes[index].window.display != nil {
                let window = state.scenes[index].window
                if let moved = try? tables.platform.windows.moved(window.onScreen, to: nil, restrictions: tables.restrictions) {
                    changeWindow(&state.scenes[index], to: moved)
                }
            }
            state.display = nil
            return
        default:
            break
        }
        guard state.scenes.indices.contains(event.scene) else { return }
        let index = event.scene
        switch state.scenes[index].phase {
        case .disconnected:
            if event.action == .reconnect { reconnect(&state, index) }
            return
        case .background:
            switch event.action {
            case .foreground: state.scenes[index].phase = .active
            case .disconnect: disconnect(&state, index)
            default: break
            }
            return
        case .active:
            break
        }
        switch event.action {
        case .openWindow:
            guard state.scenes.count < tables.platform.navigation.maximumScenes,
                  opensWindow(on: state.scenes[index].window.device) else { return }
            let window = state.scenes[index].window
            var navigation = launchNavigation()
            connect(&navigation, in: window)
            state.scenes.append(SceneState(id: state.nextSceneID, window: window, navigation: navigation))
            state.nextSceneID += 1
            if sharesState { adoptShared(&state, into: state.scenes.count - 1, from: index) }
        case .closeWindow:
            guard state.scenes.count > 1 else { return }
            let id = state.scenes[index].id
            state.scenes.remove(at: index)
            state.archive.removeAll { $0.sceneID == id }
        case .disconnect:
            disconnect(&state, index)
        case .reconnect, .foreground:
            break
        case .present, .dismiss:
            if reducePresentation(&state.scenes[index], event.action) { shown = index }
        case .background:
            state.scenes[index].phase = .background
            let window = state.scenes[index].window
            if tables.platform.navigation.backgroundSizeClassFlip && horizontalClass(of: window) == .regular {
                sizeClassChanged(&state.scenes[index], from: .regular, to: .compact)
                sizeClassChanged(&state.scenes[index], from: .compact, to: .regular)
            }
        case let .resize(size):
            let window = state.scenes[index].window.onScreen
            changeWindow(&state.scenes[index], to: tables.platform.windows.resized(window, to: size,
                                                                                   restrictions: tables.restrictions))
        case let .drag(size):
            let window = state.scenes[index].window.onScreen
            changeWindow(&state.scenes[index], to: tables.platform.windows.resized(window, to: size,
                                                                                   restrictions: tables.restrictions),
                         dragging: true)
        case let .setMode(mode, size):
            let window = state.scenes[index].window.onScreen
            guard tables.allowsEveryMode || tables.app.allows(mode, on: tables.platform.os) else { return }
            if let switched = try? tables.platform.windows.switched(window, to: mode, size: size,
                                                                    restrictions: tables.restrictions) {
                changeWindow(&state.scenes[index], to: switched)
            }
        case .moveToDisplay:
            guard let display = state.display else { return }
            let window = state.scenes[index].window
            if let moved = try? tables.platform.windows.moved(window.onScreen, to: display, restrictions: tables.restrictions) {
                changeWindow(&state.scenes[index], to: moved)
            }
        default:
            // A push inside a presented stack stays in its scene's presentation.
            if tables.hasPresentedStacks, navigatePresented(&state.scenes[index], event.action) { return }
            navigate(&state.scenes[index], event.action)
            if sharesState { shareSelection(&state, from: index) }
        }
    }

    /// Gives a scene a new window as the system's rules made it (presented
    /// to the app by ``presented(_:previous:dragging:)``), and lets the app
    /// react to a size-class change.
    ///
    /// A root over the window's shape (``RootCondition/minWidth(_:)``) may
    /// switch containers while the size class stays: the switch then resets
    /// what the containers own, as a switch on the size class does, and a
    /// split view that comes in compact width collapses as it is built.
    func changeWindow(_ scene: inout SceneState, to made: Window, dragging: Bool = false) {
        let before = horizontalClass(of: scene.window)
        let previous = scene.window.size
        var window = made
        present(&window, previousSize: previous, dragging: dragging)
        scene.window = window
        let after = horizontalClass(of: window)
        if before != after {
            sizeClassChanged(&scene, from: before, to: after, previousSize: previous)
        } else if tables.choosesByShape {
            shapeChanged(&scene, horizontal: after, previousSize: previous)
        }
    }

    /// What happens to navigation state when the horizontal size class
    /// changes: a split view collapses (``collapse(_:plan:)``); an app that
    /// resets its path on size-class changes does so; a root that switches
    /// containers resets the state they own (``switchedContainers(_:from:to:)``).
    ///
    /// `previousSize` is the window's size before the change (its size now
    /// when the size class flips in place), for a root over the window's shape.
    func sizeClassChanged(_ scene: inout SceneState, from: SizeClass, to: SizeClass, previousSize: Size? = nil) {
        if behavior.pathReset == .onSizeClassChange { scene.navigation.pathIDs = [] }
        if ownsState {
            let idiom = scene.window.idiom
            switchedContainers(&scene.navigation,
                               from: planIndex(idiom: idiom, horizontal: from, size: previousSize ?? scene.window.size),
                               to: planIndex(idiom: idiom, horizontal: to, size: scene.window.size))
        }
        if to == .compact {
            withPlan(at: planIndex(for: scene.window)) { plan in
                collapse(&scene.navigation, plan: plan)
                collapseNested(&scene.navigation, plan: plan)
            }
        }
        if behavior.columnsOnSizeClassChange != nil { reactToSizeClass(&scene.navigation, to: to) }
    }

    /// What a split view does to `navigation` as it collapses to one stack.
    ///
    /// An app that binds `preferredCompactColumn` gets the column the binding
    /// holds: "A Binding to state that controls which column appears on top
    /// when the view collapses" (Apple, `NavigationSplitView`
    /// `init(preferredCompactColumn:sidebar:detail:)`), so the state is left
    /// as it is (``compactTop(_:threeColumn:)`` still shows the sidebar when
    /// nothing is selected for a deeper column). Without a binding, SwiftUI
    /// puts the deepest column with a selection on top.
    func collapse(_ navigation: inout NavigationState, plan: ContainerPlan) {
        guard plan.kind == .splitView, plan.splitView?.preferredCompactColumn == nil else { return }
        if plan.isThreeColumn {
            navigation.compactColumn = navigation.contentSelection != nil ? .detail
                : navigation.sidebarSelection != nil ? .content : .sidebar
        } else {
            navigation.compactColumn = navigation.sidebarSelection != nil ? .detail : .sidebar
        }
    }

    /// The navigation state a scene shows when it connects (launches, opens,
    /// or comes back after a disconnection) in `window` with `navigation`:
    /// it is built at its current size, so a split view in compact width
    /// collapses as it connects (`collapse(_:plan:)`), whatever width the
    /// state was saved in.
    ///
    /// The one rule for every connection: the reducer applies it, and the
    /// restoration-roundtrip invariant derives its expected layout from it.
    public func connected(_ navigation: NavigationState, in window: Window) -> NavigationState {
        var result = navigation
        connect(&result, in: window)
        return result
    }

    /// ``connected(_:in:)`` in place: the reducer connects the state it has
    /// just made (returning a copy of it retained and released the whole
    /// state once more).
    func connect(_ navigation: inout NavigationState, in window: Window) {
        guard horizontalClass(of: window) == .compact else { return }
        // ``plan(for:)`` of a compact window, without working its size classes out again.
        withPlan(at: planIndex(idiom: window.idiom, horizontal: .compact, size: window.size)) { plan in
            collapse(&navigation, plan: plan)
            collapseNested(&navigation, plan: plan)
        }
    }

    private func disconnect(_ state: inout AppState, _ index: Int) {
        // Its id and navigation read where they are (a copy of the scene
        // retained and released all of it).
        let id = state.scenes[index].id
        if !state.archive.isEmpty { state.archive.removeAll { $0.sceneID == id } }
        if let parts = behavior.restoration {
            state.archive.append(ArchivedScene(sceneID: id, navigation: saved(state.scenes[index].navigation, parts: parts)))
            state.archive.sort { $0.sceneID < $1.sceneID }
        }
        state.scenes[index].phase = .disconnected
        state.scenes[index].navigation = tables.emptyState
    }

    private func reconnect(_ state: inout AppState, _ index: Int) {
        let id = state.scenes[index].id
        let window = state.scenes[index].window
        // Connected where the scene keeps it (a state connected aside was
        // copied in, and the copy released).
        state.scenes[index].navigation =
            if let archived = state.archive.first(where: { $0.sceneID == id }), let parts = behavior.restoration {
                restored(archived.navigation, into: launchNavigation(), parts: parts)
            } else {
                launchNavigation()
            }
        if !state.archive.isEmpty { state.archive.removeAll { $0.sceneID == id } }
        connect(&state.scenes[index].navigation, in: window)
        state.scenes[index].phase = .active
        if sharesState, let other = state.scenes.indices.first(where: { $0 != index && state.scenes[$0].phase != .disconnected }) {
            adoptShared(&state, into: index, from: other)
        }
    }

    /// The parts of `navigation` an app that restores `parts` saves.
    func saved(_ navigation: NavigationState, parts: [RestoredState]) -> NavigationState {
        restored(navigation, into: tables.emptyState, parts: parts)
    }

    /// `base` with the `parts` of `saved` put back.
    func restored(_ saved: NavigationState, into base: NavigationState, parts: [RestoredState]) -> NavigationState {
        var result = base
        if parts.contains(.selection) {
            result.tabID = result.id(saved.tabID, from: saved.names)
            result.sidebarID = result.id(saved.sidebarID, from: saved.names)
            result.contentID = result.id(saved.contentID, from: saved.names)
        }
        if parts.contains(.path) {
            if result.names === saved.names { result.pathIDs = saved.pathIDs } else { result.paths = saved.paths }
        }
        if parts.contains(.presentation) { result.presentedID = result.id(saved.presentedID, from: saved.names) }
        if parts.contains(.columns) {
            result.columnVisibility = saved.columnVisibility
            result.tabSidebar = saved.tabSidebar
            result.compactColumn = saved.compactColumn
        }
        if !saved.nested.isEmpty { restoreNested(saved, into: &result, parts: parts) }
        return result
    }

    /// Gives every other connected scene the app-scoped parts of scene
    /// `source` (``StateScopes``), as one app-wide object does, and lets each
    /// react as its views do when a value they observe changes: a sidebar
    /// selection that changes pops the split view's value-based links (when
    /// the app resets its path on sidebar changes) and moves a synced tab
    /// selection, a synced tab selection moves the sidebar's. A reaction
    /// reaches only the parts that scene owns (scene-scoped); the app-scoped
    /// parts end equal to the source's.
    private func shareSelection(_ state: inout AppState, from source: Int) {
        let navigation = state.scenes[source].navigation
        let shared = appScopedParts
        for index in state.scenes.indices where index != source && state.scenes[index].phase != .disconnected {
            var target = state.scenes[index].navigation
            if shared.contains(.tabSelection), let tag = navigation.tabSelection, target.tabSelection != tag {
                setTab(&target, tag)
            }
            if shared.contains(.sidebarSelection), target.sidebarSelection != navigation.sidebarSelection {
                setSidebar(&target, navigation.sidebarSelection)
            }
            if shared.contains(.contentSelection), target.contentSelection != navigation.contentSelection {
                target.contentSelection = navigation.contentSelection
                if behavior.pathReset == .onSidebarChange { target.clearPath(target.names.detail) }
            }
            target.take(appScopedParts, from: navigation)
            state.scenes[index].navigation = target
        }
    }

    /// Gives scene `index` the app-scoped parts of scene `source` as it
    /// connects: a view reads the app-wide object's current values when it is
    /// built, and no `onChange` fires for an initial value.
    private func adoptShared(_ state: inout AppState, into index: Int, from source: Int) {
        state.scenes[index].navigation.take(appScopedParts, from: state.scenes[source].navigation)
    }
}
