import LayoutModel

extension ScenarioGenerator {
    /// Draws the next event for an app in `state`: a scene (when there are
    /// several), a kind weighted by what makes sense for that scene now, and
    /// the kind's arguments from what the scene shows (its tabs, its rows, the
    /// destinations of the screen on top).
    ///
    /// Weights only steer the seeded draws; a replayed kind keeps its meaning
    /// even where it does nothing, and then the event is a no-op.
    ///
    /// The evaluator is read, never changed: it is `inout` so that its address
    /// is passed (a borrowed `Evaluator`, passed from a variable, was copied
    /// with a `memcpy` for every event).
    func drawEvent(_ source: inout ChoiceSource, evaluator: inout Evaluator, bias: EdgeBias) -> Event {
        drawKindedEvent(&source, evaluator: &evaluator, bias: bias).event
    }

    /// ``drawEvent(_:evaluator:bias:)`` and the kind drawn, which the
    /// statistics count (``EventKind/init(_:)`` of the event's action copied it).
    func drawKindedEvent(_ source: inout ChoiceSource, evaluator: inout Evaluator,
                         bias: EdgeBias) -> (event: Event, kind: EventKind) {
        let count = evaluator.state.scenes.count
        // One scene (most steps) has one answer, and a draw with bound 0
        // draws nothing: the call is left out. A draw is at most
        // its bound: converted without checks, as in ``pick(_:_:)``.
        let sceneIndex = count > 1
            ? Int(truncatingIfNeeded: source.draw(upTo: UInt64(truncatingIfNeeded: count &- 1))) : 0
        let index = min(sceneIndex, count &- 1)
        // A replayed kind is the recorded one whatever the weights: they
        // are worked out only for a draw that reads them. There
        // are always more than one (``AppTraits/kindCount``).
        let drawn: Int
        if source.readsWeights {
            var weights = KindWeights()
            kindWeights(&weights, evaluator: &evaluator, scene: index)
            drawn = source.drawKind(weights, count: traits.kindCount)
        } else {
            drawn = source.drawRecordedIndex(of: traits.kindCount)
        }
        let kind = EventKind(drawn: drawn)
        // A source that records nothing opens no span, and one that keeps
        // only marks keeps none of a kind's: its label is not read.
        let token = source.isRecording && !source.marksOnly ? source.beginSpan(kind.label) : -1
        // A kind with no arguments is its action: the call of the draw of
        // arguments is left out.
        let action: Action
        if let plain = Self.plainAction(kind) {
            action = plain
        } else {
            action = drawAction(kind, &source, evaluator: &evaluator, scene: index, bias: bias)
        }
        if token >= 0 { source.endSpan(token) }
        return (Event(action, scene: sceneIndex), kind)
    }

    /// The action of an event of `kind` when the kind has no arguments, as
    /// ``drawAction(_:_:evaluator:scene:bias:)`` returns it without drawing
    /// anything; `nil` for a kind whose arguments are drawn.
    ///
    /// About two events in five have no arguments; the call of
    /// `drawAction`, which saves six registers and returns the action
    /// through memory, cost each of them about 45 instructions (measured with callgrind).
    @inline(__always) static func plainAction(_ kind: EventKind) -> Action? {
        switch kind {
        case .rotate: .rotate
        case .pop: .pop
        case .deselect: .deselect
        case .popToRoot: .popToRoot
        case .toggleSidebar: .toggleSidebar
        case .background: .background
        case .foreground: .foreground
        case .disconnect: .disconnect
        case .reconnect: .reconnect
        case .openWindow: .openWindow
        case .closeWindow: .closeWindow
        case .moveToDisplay: .moveToDisplay
        case .disconnectDisplay: .disconnectDisplay
        case .dismiss: .dismiss
        case .resize, .setMode, .selectTab, .selectSidebar, .selectContent, .push, .openURL, .setColumnVisibility,
             .connectDisplay, .present: nil
        }
    }

    /// The arguments of an event of `kind` (`evaluator` is read, never
    /// changed); a kind with none is drawn as ``plainAction(_:)`` gives it.
    func drawAction(_ kind: EventKind, _ source: inout ChoiceSource, evaluator: inout Evaluator,
                            scene index: Int, bias: EdgeBias) -> Action {
        let window = evaluator.state.scenes[index].window
        switch kind {
        case .resize:
            // A scene that resizes discretely tells a drag that goes on
            // (`drag`) from one that ends (`resize`): one more choice, 0 (the
            // drag ends) simplest. Other scenes draw no such choice.
            let dragging = model.sceneSizing == .discrete && source.drawBool()
            let screen = model.platform.windows.screenSize(of: window)
            let size = drawSize(&source, screen: screen, scale: traits.scale(of: window), current: window.frameSize,
                                bias: bias)
            return dragging ? .drag(size) : .resize(size)
        case .rotate:
            return .rotate
        case .setMode:
            let mode = drawMode(&source, device: window.device, orientation: window.orientation)
            // A drag into Stage Manager or a window gets a size; a tile, full
            // screen and Slide Over (its panel) take the system's.
            guard mode == .stage || mode == .windowed else { return .setMode(mode, size: nil) }
            let screen = window.device.screenSize(window.orientation)
            return .setMode(mode, size: drawSize(&source, screen: screen, scale: window.device.scale, bias: bias))
        case .selectTab:
            // The plan borrowed where the model keeps it (read out of the
            // array, it and its tags were retained and released).
            let planIndex = evaluator.layouts[index].plan
            let tag = model.plans.withUnsafeBufferPointer { plans in
                Unmanaged.passUnretained(plans[planIndex])._withUnsafeGuaranteedRef { plan in
                    plan.tabTags.isEmpty ? "" : plan.tabTags[pick(&source, plan.tabTags.count)]
                }
            }
            return .selectTab(tag)
        case .selectSidebar:
            let planIndex = evaluator.layouts[index].plan
            let row = model.plans.withUnsafeBufferPointer { plans in
                Unmanaged.passUnretained(plans[planIndex])._withUnsafeGuaranteedRef { plan in
                    let rows = plan.hasNestedSplits ? nestedRows(evaluator, scene: index, plan: plan) : plan.sidebar
                    return rows.isEmpty ? "" : rows[pick(&source, rows.count)]
                }
            }
            return .selectSidebar(row)
        case .selectContent:
            let plan = model.plans[evaluator.layouts[index].plan]
            let row = plan.hasNestedSplits ? evaluator.layouts[index].sidebarSelection
                : model.contentTop(evaluator.state.scenes[index].navigation, plan: plan)
            let items = row.map(model.destinations(of:)) ?? []
            return .selectContent(items.isEmpty ? "" : items[pick(&source, items.count)])
        case .push:
            // Read in place: passing the scene and the focus copied them.
            // The list is counted and one of it read, not made (``AppModel/PushTargets``).
            let destinations = evaluator.state.scenes.withUnsafeBufferPointer { scenes in
                evaluator.layouts.withUnsafeBufferPointer { layouts in
                    model.pushTargetList(ofSceneAt: scenes.baseAddress! + index, layout: layouts.baseAddress! + index)
                }
            }
            return .push(destinations.isEmpty ? "" : destinations[pick(&source, destinations.count)])
        case .pop: return .pop
        case .deselect: return .deselect
        case .popToRoot: return .popToRoot
        case .openURL:
            let links = model.behavior.deepLinks ?? []
            guard !links.isEmpty else { return .openURL(parameter: "", value: "") }
            let link = links[pick(&source, links.count)]
            return .openURL(parameter: link.eventKey,
                            value: link.values.isEmpty ? "" : link.values[pick(&source, link.values.count)])
        case .toggleSidebar: return .toggleSidebar
        case .setColumnVisibility:
            return .setColumnVisibility(Self.visibilities[pick(&source, Self.visibilities.count)])
        case .background: return .background
        case .foreground: return .foreground
        case .disconnect: return .disconnect
        case .reconnect: return .reconnect
        case .openWindow: return .openWindow
        case .closeWindow: return .closeWindow
        case .connectDisplay:
            return .connectDisplay(Self.displays[pick(&source, Self.displays.count)])
        case .moveToDisplay: return .moveToDisplay
        case .disconnectDisplay: return .disconnectDisplay
        case .present:
            let presentations = presentable(evaluator, scene: index)
            return .present(presentations.isEmpty ? "" : presentations[pick(&source, presentations.count)].id)
        case .dismiss: return .dismiss
        }
    }

    /// ``ColumnVisibility/allCases``, made once (each read of `allCases`
    /// made the array anew).
    static let visibilities = ColumnVisibility.allCases
    /// ``ExternalDisplayID/allCases``, made once.
    static let displays = ExternalDisplayID.allCases

    /// An index in `0..<count`, uniform when seeded, shrinking toward 0
    /// (`0`, drawing nothing, when there is one or none).
    ///
    /// A draw is at most its bound, `count - 1` here, which is positive: the
    /// conversions need no checks, and theirs cost every pick.
    private func pick(_ source: inout ChoiceSource, _ count: Int) -> Int {
        count > 1
            ? min(Int(truncatingIfNeeded: source.draw(upTo: UInt64(truncatingIfNeeded: count &- 1))), count &- 1) : 0
    }

    /// How likely each kind is for `scene` now: zero for what cannot apply.
    /// An app without presentations weighs only the kinds before them
    /// (``AppTraits/kindCount``), so that its choices (each with its bound)
    /// are unchanged. `evaluator` is read, never changed.
    func kindWeights(evaluator: inout Evaluator, scene index: Int) -> KindWeights {
        var weights = KindWeights()
        kindWeights(&weights, evaluator: &evaluator, scene: index)
        return weights
    }

    /// ``kindWeights(evaluator:scene:)`` into `weights`, none weighted to begin with.
    ///
    /// What does not change from step to step is read from ``traits``; the
    /// scene and its layout are read where the evaluator keeps them (each
    /// `evaluator.state.scenes[index]` copied the whole scene, its names
    /// retained and released), and the horizontal size class from the
    /// layout, which holds the classes of the scene's window. The scene's
    /// window is read field by field where it is: the weights read three of
    /// its fields, and a copy of it returned from the reading cost every
    /// draw.
    ///
    /// Always inlined into the draw of a kind, which then calls the reading
    /// of the scene directly and keeps the weights in registers: a call of
    /// its own, which passed its arguments on, cost every draw about 8
    /// instructions (measured with callgrind).
    @inline(__always)
    private func kindWeights(_ weights: inout KindWeights, evaluator: inout Evaluator, scene index: Int) {
        let scenes = evaluator.state.scenes.count
        let hasDisplay = evaluator.state.display != nil
        evaluator.state.scenes.withUnsafeBufferPointer { sceneBuffer in
            evaluator.layouts.withUnsafeBufferPointer { layoutBuffer in
                let scene = sceneBuffer.baseAddress! + index, layout = layoutBuffer.baseAddress! + index
                // An app that supports one orientation on the device is never rotated.
                if traits.fixedOrientation(scene.pointee.window.device) == nil { weights.add(.rotate, 2) }
                switch scene.pointee.phase {
                case .disconnected:
                    weights.add(.reconnect, 12)
                    return
                case .background:
                    weights.add(.foreground, 12)
                    weights.add(.disconnect, 2)
                    return
                case .active:
                    break
                }
                let device = scene.pointee.window.device
                let pad = traits.isPad(device)
                let regular = layout.pointee.sizeClasses.horizontal == .regular
                if scene.pointee.window.isResizable { weights.add(.resize, 10) }
                if pad && !traits.phoneWindowOnPad { weights.add(.setMode, 3) }
                let planIndex = layout.pointee.plan
                let plan = traits.plans[planIndex]
                switch plan.kind {
                case .tabView:
                    weights.add(.selectTab, 4)
                    if regular && pad && plan.sidebarAdaptable { weights.add(.toggleSidebar, 1) }
                    if plan.hasNestedSplits {
                        nestedWeights(&weights, layout: layout, plan: planIndex)
                    }
                case .splitView:
                    let hasSelection = model.hasSidebarSelection(ofSceneAt: scene)
                    // The plan borrowed where the model keeps it (each
                    // `model.plans[planIndex]` retained and released it).
                    model.withPlan(at: planIndex) { containerPlan in
                        // The column on top of a collapsed split view matters only in
                        // compact width (read in place: passing the navigation
                        // state copied it).
                        let top: SplitColumn? = regular ? nil
                            : model.compactTop(ofSceneAt: scene, plan: containerPlan)
                        if regular || top == .sidebar { weights.add(.selectSidebar, 4) }
                        if plan.isThreeColumn && hasSelection && (regular || top == .content)
                            && !(plan.hasTwoColumnRows && model.isTwoColumnRow(ofSceneAt: scene, plan: planIndex)) {
                            weights.add(.selectContent, 4)
                        }
                        if hasSelection { weights.add(.deselect, 1) }
                        if !regular && top != .sidebar { weights.add(.pop, 2) }
                    }
                    if regular { weights.add(.toggleSidebar, 1) }
                    weights.add(.setColumnVisibility, 1)
                case .stack, .view:
                    break
                }
                // Read in place: passing the focus copied it.
                if model.canPush(onFocusOf: layout) {
                    weights.add(.push, 5)
                }
                let depth = layout.pointee.focus.depth
                if depth > 0 { weights.set(.pop, 3) }
                if depth > 1 { weights.add(.popToRoot, 1) }
                if plan.hasContentStack {
                    model.withPlan(at: planIndex) {
                        contentStackWeights(&weights, scene: scene, layout: layout, plan: $0, index: planIndex)
                    }
                }
                if traits.hasDeepLinks { weights.add(.openURL, 1) }
                weights.add(.background, 1)
                weights.add(.disconnect, 1)
                // A second window only on an iPad: an iPhone shows one scene
                // of an app (``AppModel/opensWindow(on:)``).
                if pad && scenes < traits.windowLimit && !traits.phoneWindowOnPad { weights.add(.openWindow, 1) }
                if scenes > 1 { weights.add(.closeWindow, 1) }
                if traits.hasStageManager(device) && !traits.phoneWindowOnPad {
                    if !hasDisplay { weights.add(.connectDisplay, 1) } else {
                        weights.add(.disconnectDisplay, 1)
                        if scene.pointee.window.display == nil { weights.add(.moveToDisplay, 2) }
                    }
                }
                if traits.hasPresentations { presentationWeights(&weights, scene: scene, layout: layout) }
            }
        }
    }
}
