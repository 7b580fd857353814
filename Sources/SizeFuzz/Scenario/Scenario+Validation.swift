import LayoutModel

/// Why a scenario cannot happen for an app on a platform: its launch window
/// or one of its events.
public struct ScenarioProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The event's index in the scenario, or `nil` for the launch window.
    public var event: Int?
    /// What is wrong, in one line.
    public var message: String

    /// The message: `'push nowhere' names no screen or tab of fixed-sidebar`.
    public var description: String { message }
}

extension Scenario {
    /// The first reason the scenario cannot happen for `app` on `platform`,
    /// or `nil`: how a corpus entry's scenario and `fuzzrun trace`'s
    /// `--window` and `--event`s are checked alike, so nothing on the command
    /// line is quietly a no-op that an entry would refuse.
    ///
    /// Refused are what no state of the app could make happen:
    /// - a launch device the app does not run on, or a launch mode an app
    ///   that requires full screen does not get;
    /// - an event that names a screen or tab the app does not have, or that
    ///   no container of the app answers: `select-tab` of a tag no tab view
    ///   has, `select-sidebar` of a row no split view's sidebar lists,
    ///   `select-content` without a three-column split view, `deselect` and
    ///   `column-visibility` without a split view, `toggle-sidebar` without
    ///   a split view or a `sidebarAdaptable` tab view, `open-url` of a
    ///   parameter or value no deep link has;
    /// - `mode M` for a mode the device has in neither orientation under the
    ///   platform's OS (`mode split-third` under iPadOS 26, saying what
    ///   replaced it), that the app does not get, or with a size for a mode
    ///   whose size the system sets;
    /// - `resize` and `drag` on an iPhone, whose windows are full screen;
    /// - `connect-display`, `move-to-display` and `disconnect-display` on a
    ///   device that cannot put a window on a display;
    /// - `open-window`, `close-window` and `scene N:` (N > 0) for an app with
    ///   one window, and `scene N:` beyond `navigation.maximumScenes`.
    ///
    /// What depends on the state (a pop with nothing to pop, a resize of a
    /// full-screen window, a half split in portrait) is a no-op, as it is for
    /// the user, and stays allowed: the fuzzer generates such events, and
    /// shrinking leaves them.
    /// - Complexity: O(events × screens).
    public func problem(for app: AppSpec, platform: Platform) -> ScenarioProblem? {
        let os = platform.os
        let rules = platform.windows
        let device = window.device
        guard app.runs(on: device, os: os) else {
            return ScenarioProblem(event: nil, message: "\(app.name) does not run on \(device.rawValue) (devices: \(app.devicesDescription))")
        }
        guard app.allows(window.requestedMode, on: os) else {
            return ScenarioProblem(event: nil, message: Self.fullScreenOnly(app, window.requestedMode, os))
        }
        let orientations = app.orientations(on: device)
        guard orientations.contains(window.orientation) else {
            return ScenarioProblem(event: nil, message: "\(app.name) supports only \(orientations[0].rawValue) on \(device.rawValue) "
                                   + "(its scene's \(device.idiom == .pad && !app.isPhoneApp ? "iPadOrientations" : "iPhoneOrientations"))")
        }
        let names = Set(app.screens.map(\.id) + app.root.containers.flatMap(\.tabTags))
        let multipleWindows = app.resolvedScene.multipleWindows == true
        let splitViews = app.root.containers.compactMap { container -> SplitViewSpec? in
            if case let .splitView(spec) = container { return spec }
            return nil
        } + app.nestedSplitViews
        let tabViews = app.root.containers.compactMap { container -> TabViewSpec? in
            if case let .tabView(spec) = container { return spec }
            return nil
        }
        for (index, event) in events.enumerated() {
            func problem(_ message: String) -> ScenarioProblem {
                ScenarioProblem(event: index, message: "\(event.description.echoed) \(message)")
            }
            if let name = event.action.target, !names.contains(name) {
                return problem("names no screen or tab of \(app.name)")
            }
            if event.scene > 0 && !multipleWindows {
                return problem("is for scene \(event.scene), but \(app.name) has one window (its scene's multipleWindows is not true)")
            }
            if event.scene >= platform.navigation.maximumScenes {
                return problem("is for scene \(event.scene), but scenes are numbered 0 to \(platform.navigation.maximumScenes - 1) (navigation.maximumScenes is \(platform.navigation.maximumScenes))")
            }
            if case .rotate = event.action, orientations.count == 1 {
                return problem("cannot happen: \(app.name) supports only \(orientations[0].rawValue) on \(device.rawValue)")
            }
            switch event.action {
            case let .setMode(mode, size):
                let errors = [Orientation.landscape, .portrait].map {
                    rules.unavailability(of: mode, device: device, orientation: $0)
                }
                if let error = errors[0], errors[1] != nil {
                    return problem("cannot happen: \(Self.describe(error, os: os))")
                }
                if !app.allows(mode, on: os) { return problem("cannot happen: \(Self.fullScreenOnly(app, mode, os))") }
                if size != nil, !mode.isResizable(on: os) {
                    return problem("cannot happen: \(WindowError.sizeNotAllowed(mode, os: os))")
                }
            case .resize, .drag:
                if device.idiom == .phone { return problem("cannot happen: iPhones run apps full screen only") }
            case .connectDisplay, .moveToDisplay, .disconnectDisplay:
                if let error = rules.unavailability(of: .stage, device: device, orientation: window.orientation, onDisplay: true) {
                    return problem("cannot happen: \(error)")
                }
            case let .selectTab(tag):
                let tags = tabViews.flatMap { $0.allTabs.map(\.tag) }
                if !tags.contains(tag) {
                    return problem(tabViews.isEmpty ? "cannot happen: \(app.name) has no tab view"
                                                    : "names no tab of \(app.name) (tabs: \(tags.joined(separator: ", ")))")
                }
            case let .selectSidebar(row):
                let rows = splitViews.flatMap(\.sidebar)
                if !rows.contains(row) {
                    return problem(splitViews.isEmpty ? "cannot happen: \(app.name) has no split view"
                                                      : "names no sidebar row of \(app.name) (rows: \(rows.joined(separator: ", ")))")
                }
            case .selectContent:
                if !splitViews.contains(where: \.isThreeColumn) {
                    return problem("cannot happen: \(app.name) has no three-column split view")
                }
            case .deselect, .setColumnVisibility:
                if splitViews.isEmpty { return problem("cannot happen: \(app.name) has no split view") }
            case .toggleSidebar:
                if splitViews.isEmpty && !tabViews.contains(where: { $0.style == .sidebarAdaptable }) {
                    return problem("cannot happen: \(app.name) has neither a split view nor a sidebar-adaptable tab view")
                }
            case let .openURL(parameter, value):
                let links = app.behavior?.deepLinks ?? []
                guard let link = links.first(where: { $0.eventKey == parameter }) else {
                    return problem(links.isEmpty ? "cannot happen: \(app.name) has no deep links"
                        : "names no deep link of \(app.name) (links: \(links.map { DeepLink.urlText(key: $0.eventKey, value: "…") }.joined(separator: ", ")))")
                }
                if !link.values.contains(value) {
                    return problem("carries a value the \(DeepLink.urlText(key: parameter, value: "")) link does not take (values: \(link.values.joined(separator: ", ")))")
                }
            case .present, .dismiss:
                if let message = Self.presentationProblem(event.action, app: app) { return problem(message) }
            case .openWindow, .closeWindow:
                if !multipleWindows {
                    return problem("cannot happen: \(app.name) has one window (its scene's multipleWindows is not true)")
                }
            default:
                break
            }
        }
        return nil
    }

    /// What an app that requires full screen is not given.
    private static func fullScreenOnly(_ app: AppSpec, _ mode: WindowMode, _ os: OSVersion) -> String {
        "\(app.name) requires full screen (UIRequiresFullScreen), so \(os.name) gives it no \(mode.rawValue) window"
    }

    /// A window error in the event vocabulary: a mode another version has
    /// says which events replaced it.
    private static func describe(_ error: WindowError, os: OSVersion) -> String {
        guard case let .modeNotInOS(mode, _, _) = error else { return error.description }
        let instead = switch mode {
        case .splitThird: "Split View was removed in iPadOS 26; use mode left-third or mode right-third, or mode windowed WxH"
        case .splitHalf: "Split View was removed in iPadOS 26; use mode left-half or mode right-half"
        case .splitTwoThirds: "Split View was removed in iPadOS 26; use mode windowed WxH, or a half"
        default: "it exists from iPadOS 26 on (--os 26)"
        }
        return "\(os.name) has no \(mode.rawValue) window: \(instead)"
    }
}
