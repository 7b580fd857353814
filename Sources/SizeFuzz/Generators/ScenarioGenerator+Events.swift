import LayoutModel

extension ScenarioGenerator {
    /// Draws the next event for an app in `state`: a scene (when there are
    /// several), a kind weighted by what makes sense for that scene now, and
    /// the kind's arguments from what the scene shows (its tabs, its rows, the
    /// destinations of the screen on top).
    ///
    /// Weights only steer the seeded draws; a replayed kind keeps its meaning
    /// even where it does nothing, and then the event is a no-op.
    func drawEvent(_ source: inout ChoiceSource, state: AppState, weights: inout [UInt64], bias: EdgeBias) -> Event {
        let sceneIndex = Int(source.draw(upTo: UInt64(max(0, state.scenes.count - 1))))
        let scene = state.scenes[min(sceneIndex, state.scenes.count - 1)]
        kindWeights(&weights, scene: scene, state: state)
        let kind = EventKind(rawValue: source.drawWeighted(weights)) ?? .rotate
        return source.spanned(kind.label) { source in
            Event(drawAction(kind, &source, scene: scene, state: state, bias: bias), scene: sceneIndex)
        }
    }

    /// The arguments of an event of `kind`.
    private func drawAction(_ kind: EventKind, _ source: inout ChoiceSource, scene: SceneState,
                            state: AppState, bias: EdgeBias) -> Action {
        let window = scene.window
        switch kind {
        case .resize:
            let screen = model.platform.windows.screenSize(of: window)
            return .resize(drawSize(&source, screen: screen, scale: window.scale, bias: bias))
        case .rotate:
            return .rotate
        case .setMode:
            let mode = drawMode(&source, device: window.device, orientation: window.orientation)
            guard mode == .stage else { return .setMode(mode, size: nil) }
            let screen = window.device.device.screenSize(window.orientation)
            return .setMode(.stage, size: drawSize(&source, screen: screen, scale: window.device.device.scale, bias: bias))
        case .selectTab:
            guard case let .tabView(spec) = model.container(for: window) else { return .selectTab("") }
            let tabs = spec.allTabs
            return .selectTab(tabs[pick(&source, tabs.count)].tag)
        case .selectSidebar:
            guard case let .splitView(spec) = model.container(for: window), !spec.sidebar.isEmpty else {
                return .selectSidebar("")
            }
            return .selectSidebar(spec.sidebar[pick(&source, spec.sidebar.count)])
        case .selectContent:
            let items = scene.navigation.sidebarSelection.flatMap { model.screen($0)?.destinations } ?? []
            return .selectContent(items.isEmpty ? "" : items[pick(&source, items.count)])
        case .push:
            let destinations = model.topScreen(of: scene).flatMap { model.screen($0)?.destinations } ?? []
            return .push(destinations.isEmpty ? "" : destinations[pick(&source, destinations.count)])
        case .pop: return .pop
        case .deselect: return .deselect
        case .popToRoot: return .popToRoot
        case .openURL:
            let links = model.behavior.deepLinks ?? []
            guard !links.isEmpty else { return .openURL(parameter: "", value: "") }
            let link = links[pick(&source, links.count)]
            return .openURL(parameter: link.parameter,
                            value: link.values.isEmpty ? "" : link.values[pick(&source, link.values.count)])
        case .toggleSidebar: return .toggleSidebar
        case .setColumnVisibility:
            return .setColumnVisibility(ColumnVisibility.allCases[pick(&source, ColumnVisibility.allCases.count)])
        case .background: return .background
        case .foreground: return .foreground
        case .disconnect: return .disconnect
        case .reconnect: return .reconnect
        case .openWindow: return .openWindow
        case .closeWindow: return .closeWindow
        case .connectDisplay:
            return .connectDisplay(ExternalDisplayID.allCases[pick(&source, ExternalDisplayID.allCases.count)])
        case .moveToDisplay: return .moveToDisplay
        case .disconnectDisplay: return .disconnectDisplay
        }
    }

    /// An index in `0..<count`, uniform when seeded, shrinking toward 0.
    private func pick(_ source: inout ChoiceSource, _ count: Int) -> Int {
        min(Int(source.draw(upTo: UInt64(max(0, count - 1)))), max(0, count - 1))
    }

    /// How likely each kind is for `scene` now: zero for what cannot apply.
    func kindWeights(_ weights: inout [UInt64], scene: SceneState, state: AppState) {
        if weights.count != EventKind.allCases.count {
            weights = Array(repeating: 0, count: EventKind.allCases.count)
        }
        for index in weights.indices { weights[index] = 0 }
        func set(_ kind: EventKind, _ weight: UInt64) { weights[kind.rawValue] = weight }
        set(.rotate, 2)
        switch scene.phase {
        case .disconnected:
            set(.reconnect, 12)
            return
        case .background:
            set(.foreground, 12)
            if model.behavior.restoration != nil { set(.disconnect, 2) }
            return
        case .active:
            break
        }
        let window = scene.window
        let device = window.device.device
        let regular = model.horizontalClass(of: window) == .regular
        if window.mode.isResizable { set(.resize, 10) }
        if device.idiom == .pad { set(.setMode, 3) }
        let navigation = scene.navigation
        switch model.container(for: window) {
        case let .tabView(spec):
            set(.selectTab, 4)
            if regular && spec.style == .sidebarAdaptable { set(.toggleSidebar, 1) }
        case let .splitView(spec):
            let top = model.compactTop(navigation, spec)
            if regular || top == .sidebar { set(.selectSidebar, 4) }
            if spec.isThreeColumn && navigation.sidebarSelection != nil && (regular || top == .content) {
                set(.selectContent, 4)
            }
            if navigation.sidebarSelection != nil { set(.deselect, 1) }
            if !regular && top != .sidebar { set(.pop, 2) }
            if regular { set(.toggleSidebar, 1) }
            set(.setColumnVisibility, 1)
        case .stack, .view:
            break
        }
        if let top = model.topScreen(of: scene), model.screen(top)?.destinations?.isEmpty == false,
           model.visibleStack(of: scene) != nil {
            set(.push, 5)
        }
        let depth = model.visiblePath(of: scene).count
        if depth > 0 { set(.pop, 3) }
        if depth > 1 { set(.popToRoot, 1) }
        if model.behavior.deepLinks?.isEmpty == false { set(.openURL, 1) }
        set(.background, 1)
        if model.behavior.restoration != nil { set(.disconnect, 1) }
        if model.app.resolvedScene.multipleWindows == true && state.scenes.count < model.platform.navigation.maximumScenes {
            set(.openWindow, 1)
        }
        if state.scenes.count > 1 { set(.closeWindow, 1) }
        if device.supportsStageManager {
            if state.display == nil { set(.connectDisplay, 1) } else {
                set(.disconnectDisplay, 1)
                if window.display == nil { set(.moveToDisplay, 2) }
            }
        }
    }
}
