import LayoutModel

/// Writes a scenario back as choices: the sequence that makes a
/// ``ScenarioGenerator`` draw that launch window and those events.
///
/// The inverse of the generator, for the shrink passes that rewrite a case as
/// a scenario (reorder events, give an event another scene, launch where a
/// resize would have taken the window) rather than as raw choices: event
/// arguments are indices into what the scene shows at that point (its tabs,
/// rows, destinations) and a scene index is drawn only when there are several
/// scenes, so moving an event means drawing its arguments again in the state
/// it moves to. An event that cannot be drawn where it falls is adapted (see
/// ``adaptations(of:)``); each is checked by drawing it back from its choices
/// in that state, and a scenario with an event that cannot be drawn even so
/// (a row the scene does not show) has no encoding.
struct ScenarioEncoder {
    /// The generator whose draws are inverted.
    let generator: ScenarioGenerator

    /// Replayed draws ignore the weights, so any bias gives the same values.
    static let bias = EdgeBias(caseIndex: 0)

    /// The choices of `window` followed by `events` (and the stop flag when
    /// there are fewer than the generator's maximum), or `nil` when the window
    /// is not one a launch draws or an event cannot be drawn where it falls.
    func choices(window: Window, events: [Event]) -> [UInt64]? {
        guard events.count <= generator.maxEvents, var choices = windowChoices(window) else { return nil }
        var source = ChoiceSource(replaying: choices)
        let launched = generator.drawWindow(&source, bias: Self.bias)
        var evaluator = Evaluator(model: generator.model, window: launched, invariants: [])
        for wanted in events {
            guard let (event, drawn) = Self.adaptations(of: wanted).lazy.compactMap({ event in
                eventChoices(event, evaluator: evaluator).map { (event, $0) }
            }).first else { return nil }
            var replay = ChoiceSource(replaying: drawn)
            guard generator.drawEvent(&replay, evaluator: &evaluator, bias: Self.bias) == event
            else { return nil }
            choices.append(1)
            choices += drawn
            evaluator.apply(event)
        }
        if events.count < generator.maxEvents { choices.append(0) }
        return choices
    }

    /// `event`, then what it becomes where it cannot be drawn as it is: a
    /// selection of the same tag in the other container (a tab for a sidebar
    /// row and back, as an app switches between a `TabView` and a split view),
    /// and the first scene for a scene that is not open.
    static func adaptations(of event: Event) -> [Event] {
        var result = [event]
        switch event.action {
        case .selectTab(let tag): result.append(Event(.selectSidebar(tag), scene: event.scene))
        case .selectSidebar(let row): result.append(Event(.selectTab(row), scene: event.scene))
        default: break
        }
        if event.scene != 0 { result += result.map { Event($0.action, scene: 0) } }
        return result
    }

    /// The choices of a launch in `window`: device (its index in the
    /// generator's ``ScenarioGenerator/launchDevices``, as the generator draws
    /// it), orientation, the mode the user chose and, for a resizable window
    /// (on the platform's OS), its requested size.
    func windowChoices(_ window: Window) -> [UInt64]? {
        guard window.display == nil, let device = generator.launchDevices.firstIndex(of: window.device),
              let mode = WindowMode.allCases.firstIndex(of: window.requestedMode) else { return nil }
        var choices: [UInt64] = [UInt64(device), window.orientation == .portrait ? 1 : 0, UInt64(mode)]
        if window.requestedMode.isResizable(on: generator.model.platform.os) {
            let screen = window.device.screenSize(window.orientation)
            guard let size = sizeChoices(window.requestedSize, screen: screen, scale: window.device.scale, current: nil)
            else { return nil }
            choices += size
        }
        return choices
    }

    /// The choices of `event` inside its event span, after the continue flag:
    /// the scene (when there are several), the kind and the arguments.
    func eventChoices(_ event: Event, evaluator: borrowing Evaluator) -> [UInt64]? {
        let count = evaluator.state.scenes.count
        guard event.scene >= 0, event.scene < count else { return nil }
        var choices: [UInt64] = count > 1 ? [UInt64(event.scene)] : []
        choices.append(UInt64(EventKind(event.action).rawValue))
        let window = evaluator.state.scenes[event.scene].window
        let plan = generator.model.plans[evaluator.layouts[event.scene].plan]
        let model = generator.model
        let arguments: [UInt64]?
        switch event.action {
        case .resize(let size), .drag(let size):
            // The drag flag exists only for scenes that resize discretely
            // (``ScenarioGenerator/drawEvent(_:evaluator:bias:)``).
            let dragging: Bool
            if case .drag = event.action { dragging = true } else { dragging = false }
            let discrete = model.sceneSizing == .discrete
            guard discrete || !dragging else { return nil }
            arguments = sizeChoices(size, screen: model.platform.windows.screenSize(of: window), scale: window.scale,
                                    current: window.frameSize).map { (discrete ? [dragging ? 1 : 0] : []) + $0 }
        case .setMode(let mode, let size):
            guard let index = WindowMode.allCases.firstIndex(of: mode) else { return nil }
            if mode == .stage || mode == .windowed, let size {
                let screen = window.device.screenSize(window.orientation)
                arguments = sizeChoices(size, screen: screen, scale: window.device.scale, current: nil).map { [UInt64(index)] + $0 }
            } else {
                arguments = [UInt64(index)]
            }
        case .selectTab(let tag): arguments = pick(tag, in: plan.tabTags)
        case .selectSidebar(let row):
            arguments = pick(row, in: plan.hasNestedSplits
                                 ? generator.nestedRows(evaluator, scene: event.scene, plan: plan) : plan.sidebar)
        case .selectContent(let item):
            let row = plan.hasNestedSplits ? evaluator.layouts[event.scene].sidebarSelection
                : model.contentTop(evaluator.state.scenes[event.scene].navigation, plan: plan)
            let items = row.map(model.destinations(of:)) ?? []
            arguments = pick(item, in: items)
        case .push(let destination):
            arguments = pick(destination, in: model.pushTargets(of: evaluator.state.scenes[event.scene],
                                                                focus: evaluator.layouts[event.scene].focus))
        case .openURL(let parameter, let value):
            arguments = linkChoices(parameter: parameter, value: value)
        case .setColumnVisibility(let visibility):
            arguments = pick(visibility, in: ColumnVisibility.allCases)
        case .connectDisplay(let display):
            arguments = pick(display, in: ExternalDisplayID.allCases)
        case .present(let id):
            arguments = pick(id, in: evaluator.layouts[event.scene].screen.map { model.presentations(of: $0).map(\.id) } ?? [])
        case .dismiss:
            arguments = []
        case .rotate, .moveToDisplay, .deselect, .pop, .popToRoot, .toggleSidebar, .background, .foreground,
             .disconnect, .reconnect, .openWindow, .closeWindow, .disconnectDisplay:
            arguments = []
        }
        return arguments.map { choices + $0 }
    }

    /// The choice that picks `value` from `list` (none when the list has at
    /// most one element: such a pick draws nothing).
    func pick<T: Equatable>(_ value: T, in list: [T]) -> [UInt64]? {
        guard let index = list.firstIndex(of: value) else { return nil }
        return list.count > 1 ? [UInt64(index)] : []
    }

    /// The choices of a deep link: the link, then its value.
    func linkChoices(parameter: String, value: String) -> [UInt64]? {
        let links = generator.model.behavior.deepLinks ?? []
        guard !links.isEmpty else { return parameter.isEmpty && value.isEmpty ? [] : nil }
        guard let index = links.firstIndex(where: {
            $0.eventKey == parameter && ($0.values.isEmpty ? value.isEmpty : $0.values.contains(value))
        }) else { return nil }
        var choices: [UInt64] = links.count > 1 ? [UInt64(index)] : []
        if let second = pick(value, in: links[index].values) { choices += second }
        return choices
    }

    /// The choices of a size drawn on `screen` (see ``ScenarioGenerator/drawSize(_:screen:scale:current:bias:)``).
    func sizeChoices(_ size: Size, screen: Size, scale: Int, current: Size?) -> [UInt64]? {
        let bounds = generator.model.platform.windows.systemBounds(screen: screen)
        guard let width = lengthChoices(size.width, lower: bounds.minimum.width, upper: bounds.maximum.width,
                                        scale: scale, breakpoints: generator.breakpoints.widths, extra: nil,
                                        current: current?.width),
              let height = lengthChoices(size.height, lower: bounds.minimum.height, upper: bounds.maximum.height,
                                         scale: scale, breakpoints: generator.breakpoints.heights, extra: size.width,
                                         current: current?.height)
        else { return nil }
        return width + height
    }

    /// The simplest choices that draw `value` as one length: the screen's
    /// (one choice), a breakpoint or its neighbour, any length on the pixel
    /// grid, or a drag from `current`; each checked by drawing it back.
    func lengthChoices(_ value: Double, lower: Double, upper: Double, scale: Int, breakpoints: [Double],
                       extra: Double?, current: Double?) -> [UInt64]? {
        let count = breakpoints.count + (extra == nil ? 0 : 1)
        var candidates: [[UInt64]] = [[0]]
        for choice in 0..<UInt64(count * 3) { candidates.append([1, choice]) }
        let grid = ((value - Points.ceilToPixelGrid(lower, scale: scale)) * Double(scale)).rounded()
        if grid >= 0, grid < 1e9 { candidates.append([2, UInt64(grid)]) }
        if let current {
            let step = Int(((value - Points.floorToPixelGrid(current, scale: scale)) * Double(scale)).rounded())
            let range = -ScenarioGenerator.dragPixels...ScenarioGenerator.dragPixels
            if range.contains(step) {
                candidates.append([3, ChoiceEncoding.choice(forInt: step, in: range, toward: ChoiceEncoding.defaultTarget(in: range))])
            }
        }
        return candidates.first { candidate in
            var source = ChoiceSource(replaying: candidate)
            return generator.drawLength(&source, lower: lower, upper: upper, scale: scale, breakpoints: breakpoints,
                                        extra: extra, current: current, bias: Self.bias) == value
        }
    }
}
