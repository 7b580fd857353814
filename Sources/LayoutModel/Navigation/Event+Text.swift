extension Event: CustomStringConvertible {
    /// The event in fuzzrun's event vocabulary, as reports print it and
    /// corpus files store it: `resize 619.5x1024`, `scene 1: push latte`.
    public var description: String {
        scene == 0 ? action.description : "scene \(scene): \(action.description)"
    }

    /// Parses the vocabulary ``description`` prints; `nil` when `text` is not
    /// an event.
    public init?(parsing text: String) {
        var body = Substring(text)
        var scene = 0
        if body.hasPrefix("scene ") {
            guard let colon = body.firstIndex(of: ":"),
                  let index = Int(body[body.index(body.startIndex, offsetBy: 6)..<colon]), index >= 0 else { return nil }
            scene = index
            body = body[body.index(after: colon)...].drop { $0 == " " }
        }
        guard let action = Action(parsing: String(body)) else { return nil }
        self.init(action, scene: scene)
    }
}

extension Action: CustomStringConvertible {
    /// The action in fuzzrun's event vocabulary.
    public var description: String {
        switch self {
        case let .resize(size): "resize \(size)"
        case let .drag(size): "drag \(size)"
        case .rotate: "rotate"
        case let .setMode(mode, size): "mode \(mode.rawValue)" + (size.map { " \($0)" } ?? "")
        case .moveToDisplay: "move-to-display"
        case let .selectTab(tag): "select-tab \(tag)"
        case let .selectSidebar(tag): "select-sidebar \(tag)"
        case let .selectContent(tag): "select-content \(tag)"
        case .deselect: "deselect"
        case let .push(screen): "push \(screen)"
        case .pop: "pop"
        case .popToRoot: "pop-to-root"
        case let .openURL(parameter, value): "open-url \(DeepLink.urlText(key: parameter, value: value))"
        case .toggleSidebar: "toggle-sidebar"
        case let .setColumnVisibility(visibility): "column-visibility \(visibility.rawValue)"
        case .background: "background"
        case .foreground: "foreground"
        case .disconnect: "disconnect"
        case .reconnect: "reconnect"
        case .openWindow: "open-window"
        case .closeWindow: "close-window"
        case let .connectDisplay(display): "connect-display \(display.rawValue)"
        case .disconnectDisplay: "disconnect-display"
        case let .present(id): "present \(id)"
        case .dismiss: "dismiss"
        }
    }

    /// Parses the vocabulary ``description`` prints; `nil` when `text` is not
    /// an action.
    public init?(parsing text: String) {
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let verb = words.first else { return nil }
        let argument = words.count > 1 ? words[1] : nil
        func noArgument(_ action: Action) -> Action? { words.count == 1 ? action : nil }
        func oneArgument(_ make: (String) -> Action?) -> Action? {
            guard words.count == 2, let argument else { return nil }
            return make(argument)
        }
        let parsed: Action?
        switch verb {
        case "resize": parsed = oneArgument { Size(parsing: $0).map(Action.resize) }
        case "drag": parsed = oneArgument { Size(parsing: $0).map(Action.drag) }
        case "rotate": parsed = noArgument(.rotate)
        case "mode":
            guard (2...3).contains(words.count), let mode = WindowMode(rawValue: words[1]) else { return nil }
            if words.count == 3 {
                guard let size = Size(parsing: words[2]) else { return nil }
                parsed = .setMode(mode, size: size)
            } else {
                parsed = .setMode(mode, size: nil)
            }
        case "move-to-display": parsed = noArgument(.moveToDisplay)
        case "select-tab": parsed = oneArgument { .selectTab($0) }
        case "select-sidebar": parsed = oneArgument { .selectSidebar($0) }
        case "select-content": parsed = oneArgument { .selectContent($0) }
        case "deselect": parsed = noArgument(.deselect)
        case "push": parsed = oneArgument { .push($0) }
        case "pop": parsed = noArgument(.pop)
        case "pop-to-root": parsed = noArgument(.popToRoot)
        case "open-url":
            parsed = oneArgument { url in
                // A path link: `/host/value`.
                if url.hasPrefix("/") {
                    let parts = url.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
                    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
                    return .openURL(parameter: "/\(parts[0])", value: String(parts[1]))
                }
                guard url.hasPrefix("?"), let equals = url.firstIndex(of: "=") else { return nil }
                let parameter = String(url[url.index(after: url.startIndex)..<equals])
                let value = String(url[url.index(after: equals)...])
                return parameter.isEmpty || value.isEmpty ? nil : .openURL(parameter: parameter, value: value)
            }
        case "toggle-sidebar": parsed = noArgument(.toggleSidebar)
        case "column-visibility": parsed = oneArgument { ColumnVisibility(rawValue: $0).map(Action.setColumnVisibility) }
        case "background": parsed = noArgument(.background)
        case "foreground": parsed = noArgument(.foreground)
        case "disconnect": parsed = noArgument(.disconnect)
        case "reconnect": parsed = noArgument(.reconnect)
        case "open-window": parsed = noArgument(.openWindow)
        case "close-window": parsed = noArgument(.closeWindow)
        case "connect-display": parsed = oneArgument { ExternalDisplayID(rawValue: $0).map(Action.connectDisplay) }
        case "disconnect-display": parsed = noArgument(.disconnectDisplay)
        case "present": parsed = oneArgument { .present($0) }
        case "dismiss": parsed = noArgument(.dismiss)
        default: parsed = nil
        }
        guard let parsed else { return nil }
        self = parsed
    }
}

extension Size {
    /// Parses `WxH` in points (`678x1024`, `619.5x1024`); `nil` unless both
    /// are finite and positive.
    public init?(parsing text: String) {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
        self.init(width: width, height: height)
    }
}
