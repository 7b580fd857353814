import LayoutModel

extension CoverageSpace {
    /// One window for every window part the model can give: each fixed mode
    /// of each device the app runs on and each orientation, and for Stage
    /// Manager (on the device and on each external display) the narrowest
    /// width on the pixel grid in each breakpoint interval that the app's
    /// restrictions allow.
    ///
    /// The windows on an external display are made for the first device and
    /// orientation of each ``CoverageCell/DeviceClass`` that can put a window
    /// there, not for every one: such a window's size comes from the display
    /// and the app alone, and of its device a cell and the event kinds read
    /// only the class (its idiom and Stage Manager), so the other devices and
    /// orientations reach the same cells. They were about two windows in
    /// three, 5 M instructions of a run's setup (measured with callgrind);
    /// `CoverageSpaceWindowsTests` holds the space equal to the one every
    /// device's windows give.
    static func windows(model: AppModel, widths: [Double]) -> [Window] {
        windows(model: model, widths: widths, devices: DeviceWindows(model.platform.windows))
    }

    /// ``windows(model:widths:)``, reading the modes of each device and
    /// orientation and the windows of the fixed ones from `devices`, which
    /// must be of the model's window rules.
    static func windows(model: AppModel, widths: [Double], devices: DeviceWindows) -> [Window] {
        let rules = model.platform.windows
        var windows: [Window] = []
        // At most about a window of each mode and one more in each
        // breakpoint interval for each device and orientation (the resizable
        // modes reach the intervals below the screen's width, the displays
        // are one device a class): reserved, where a reserve without the
        // fixed modes grew the array twice a space (270,000 instructions
        // over the built-in apps, measured with callgrind).
        windows.reserveCapacity(ScenarioGenerator.devices.count * 2 * (WindowMode.allCases.count + widths.count + 1) + 64)
        // Bit `display * classes + class` once that class has its windows on that display.
        var onDisplays: UInt64 = 0
        for (index, device) in ScenarioGenerator.devices.enumerated() where model.app.runs(on: device, os: rules.os) {
            let deviceClass = CoverageCell.DeviceClass(device).rawValue
            for (row, orientation) in DeviceWindows.orientations.enumerated() {
                for (mode, fixed) in devices.modes[index * 2 + row] {
                    guard mode.isResizable(on: rules.os) else {
                        if let fixed { windows.append(fixed) }
                        continue
                    }
                    appendStageWindows(to: &windows, model: model, device: device, orientation: orientation,
                                       display: nil, widths: widths, mode: mode)
                    guard mode == .stage && device.supportsStageManager else { continue }
                    for (number, display) in ExternalDisplayID.allCases.enumerated() {
                        let bit: UInt64 = 1 << UInt64(number * CoverageCell.DeviceClass.allCases.count + deviceClass)
                        guard onDisplays & bit == 0,
                              rules.unavailability(of: mode, device: device, orientation: orientation, onDisplay: true) == nil
                        else { continue }
                        onDisplays |= bit
                        appendStageWindows(to: &windows, model: model, device: device, orientation: orientation,
                                           display: display, widths: widths, mode: mode)
                    }
                }
            }
        }
        return given(windows, model: model)
    }

    /// The windows the app is given of the rules' `windows`: none of a mode
    /// its UIRequiresFullScreen opts out of, and each as the app sees it.
    static func given(_ windows: [Window], model: AppModel) -> [Window] {
        guard model.adjustsWindows else { return windows }
        return windows.filter { model.app.allows($0.mode, on: model.platform.windows.os) }.map { model.presented($0, previous: nil) }
    }

    /// Appends to `windows` a resizable window of `mode` (stage, or under
    /// iPadOS 26 windowed and Slide Over) in each breakpoint interval the app
    /// can be resized into (in place: an array for each device, orientation
    /// and display, appended and dropped, was most of the reallocations of a
    /// space).
    static func appendStageWindows(to windows: inout [Window], model: AppModel, device: DeviceID,
                                           orientation: Orientation, display: ExternalDisplayID?, widths: [Double],
                                           mode: WindowMode = .stage) {
        let rules = model.platform.windows
        let screen = rules.screenSize(device: device, orientation: orientation, display: display)
        let scale = display?.display.scale ?? device.scale
        let bounds = rules.effectiveBounds(for: model.restrictions, screen: screen)
        let lowest = Points.ceilToPixelGrid(bounds.minimum.width, scale: scale)
        for interval in 0...widths.count {
            let from = interval == 0 ? lowest : max(lowest, Points.ceilToPixelGrid(widths[interval - 1], scale: scale))
            let below = interval == widths.count ? .infinity : widths[interval]
            guard from <= bounds.maximum.width, from < below else { continue }
            let size = Size(width: from, height: Points.floorToPixelGrid(bounds.maximum.height, scale: scale))
            if let window = try? rules.window(device: device, orientation: orientation, mode: mode, size: size,
                                              display: display, restrictions: model.restrictions) {
                windows.append(window)
            }
        }
    }

    /// The states `plan`'s container can show in `horizontal` width on a
    /// device of `idiom`: a tab bar where the model places it
    /// (``TabBarLayout/placement(idiom:horizontal:sidebarShown:)``), with its
    /// sidebar shown or not when the style has one.
    static func states(of plan: ContainerPlan, idiom: Idiom, horizontal: SizeClass) -> [CoverageCell.ContainerState] {
        switch (plan.kind, horizontal) {
        case (.splitView, .regular): return [.splitExpanded]
        case (.splitView, .compact):
            return plan.isThreeColumn ? [.splitCollapsedSidebar, .splitCollapsedContent, .splitCollapsedDetail]
                : [.splitCollapsedSidebar, .splitCollapsedDetail]
        case (.tabView, _):
            let sidebar = plan.tabView?.style == .sidebarAdaptable ? [false, true] : [false]
            var states: [CoverageCell.ContainerState] = []
            for shown in sidebar {
                let state: CoverageCell.ContainerState = switch TabBarLayout.placement(
                    idiom: idiom, horizontal: horizontal, sidebarShown: shown) {
                case .top: .tabTop
                case .sidebar: .tabSidebar
                case .bottom: .tabBottom
                }
                if !states.contains(state) { states.append(state) }
            }
            return states
        case (.stack, _): return [.stack]
        case (.view, _): return [.view]
        }
    }

    /// What the event kinds an app can draw depend on, worked out once a space.
    struct AppFacts {
        /// Whether some screen has destinations to push.
        var destinations: Bool
        /// Whether the app opens deep links.
        var deepLinks: Bool
        /// Whether the app opens more windows.
        var multipleWindows: Bool
        /// Whether one state serves every window.
        var sharesState: Bool
        /// Whether any screen declares a presentation.
        var presentations: Bool
        /// Whether a root split view's content column is a stack or shows
        /// some row's detail (``SplitViewSpec/contentStack``,
        /// ``SplitViewSpec/twoColumnRows``): a push or a content selection
        /// can then leave a collapsed split view on its content column.
        var contentColumn: Bool
        /// Whether the app rotates on some iPad, and on some iPhone
        /// (``AppSpec/rotates(on:)``).
        var rotatesPad: Bool, rotatesPhone: Bool

        init(_ model: AppModel) {
            rotatesPad = DeviceID.allCases.contains { $0.idiom == .pad && model.app.rotates(on: $0) }
            rotatesPhone = DeviceID.allCases.contains { $0.idiom == .phone && model.app.rotates(on: $0) }
            destinations = model.app.screens.contains { !($0.destinations ?? []).isEmpty }
            deepLinks = model.behavior.deepLinks?.isEmpty == false
            multipleWindows = model.supportsMultipleWindows
            sharesState = model.sharesState
            presentations = model.hasPresentations
            contentColumn = model.plans.contains { $0.hasContentStack || !$0.twoColumnRows.isEmpty }
        }
    }

    /// The event kinds (as in ``CoverageCell/event``) that can leave a scene
    /// of `app` showing `container` in a window that is `resizable` or not,
    /// on an iPad (`pad`) or not, on an `external` display or not, of a
    /// device with Stage Manager (`stageManager`) or not, as bits: bit `e`
    /// for event `e` (an array of them cost a window kind about 300
    /// instructions); `modes` false for an iPhone app's iPhone-size window
    /// on an iPad, which changes no mode and opens no second window. Those
    /// four facts are all it reads of the window, so a
    /// space asks once for each.
    static func eventKinds(_ app: AppFacts, plan: ContainerPlan, container: CoverageCell.ContainerState,
                           resizable: Bool, pad: Bool, external: Bool, stageManager: Bool, modes: Bool = true) -> UInt64 {
        let split: Bool, tabs: Bool
        switch container {
        case .splitExpanded, .splitCollapsedSidebar, .splitCollapsedContent, .splitCollapsedDetail: (split, tabs) = (true, false)
        case .tabTop, .tabSidebar, .tabBottom: (split, tabs) = (false, true)
        case .stack, .view: (split, tabs) = (false, false)
        }
        // A split view inside a tab answers the split view's events.
        let nested = tabs && plan.hasNestedSplits
        let destinations = app.destinations
        var kinds: UInt64 = external ? 0 : 1
        for kind in EventKind.allCases {
            let possible: Bool = switch kind {
            case .resize: resizable
            case .rotate: pad ? app.rotatesPad : app.rotatesPhone
            case .background, .foreground, .disconnect, .reconnect: true
            case .setMode: pad && !external && modes
            case .selectTab: tabs
            case .selectSidebar, .deselect, .setColumnVisibility: split || nested
            case .selectContent: (split && plan.isThreeColumn) || (nested && plan.tabSplits.contains { $0?.isThreeColumn == true })
            case .push, .popToRoot: destinations
            case .pop: destinations || split || nested
            case .toggleSidebar: container == .splitExpanded || nested
                || (tabs && container != .tabBottom && plan.tabView?.style == .sidebarAdaptable)
            case .openURL: app.deepLinks
            // Only an iPad opens a second window (``AppModel/opensWindow(on:)``).
            case .openWindow, .closeWindow: app.multipleWindows && pad && modes
            case .connectDisplay: stageManager && !external
            case .moveToDisplay: external
            case .disconnectDisplay: stageManager && !external
            case .present, .dismiss: app.presentations
            }
            if possible && (app.sharesState || !leaves(kind, collapsedSplitElsewhereThan: container, contentColumn: app.contentColumn)) {
                kinds |= 1 << UInt64(kind.rawValue + 1)
            }
        }
        return kinds
    }

    /// Whether `kind` always leaves a collapsed split view on another column
    /// than `container`'s: a selection or a push puts the chosen screen on
    /// top, so the stack is not on its sidebar after one (nor on its content
    /// column after a content selection or a push); a deselection goes back
    /// to the sidebar. (Not for an app that keeps one state for every window,
    /// where an event in one scene moves the others.)
    private static func leaves(_ kind: EventKind, collapsedSplitElsewhereThan container: CoverageCell.ContainerState,
                               contentColumn: Bool) -> Bool {
        switch (container, kind) {
        case (.splitCollapsedContent, .push) where contentColumn, (.splitCollapsedContent, .selectContent) where contentColumn: false
        case (.splitCollapsedSidebar, .push), (.splitCollapsedSidebar, .selectSidebar),
             (.splitCollapsedSidebar, .selectContent), (.splitCollapsedContent, .push),
             (.splitCollapsedContent, .selectContent), (.splitCollapsedDetail, .deselect): true
        default: false
        }
    }
}
