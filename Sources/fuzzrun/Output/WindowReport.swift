import LayoutModel

/// A window and its size classes, as `fuzzrun layout` prints them.
struct WindowReport {
    var window: Window
    var rules: WindowRules

    /// `{"device": …, "orientation": …, "mode": …, "window": {"width", "height"},
    /// "horizontalSizeClass": …, "verticalSizeClass": …, "screenSize": …, "scale": …}`.
    var jsonMembers: [(String, JSONValue)] {
        let classes = rules.sizeClasses(of: window)
        let screen = rules.screenSize(of: window)
        var members: [(String, JSONValue)] = [
            ("device", .string(window.device.rawValue)),
            ("orientation", .string(window.orientation.rawValue)),
            ("mode", .string(window.mode.rawValue)),
        ]
        if let display = window.display { members.append(("display", .string(display.rawValue))) }
        members += [
            ("window", .size(window.size)),
            ("horizontalSizeClass", .string(classes.horizontal.rawValue)),
            ("verticalSizeClass", .string(classes.vertical.rawValue)),
            ("screenSize", .size(screen)),
            ("scale", .number(Double(window.scale))),
        ]
        return members
    }

    /// The report as one JSON object.
    var json: JSONValue { .object(jsonMembers) }

    /// The report as a few readable lines.
    var text: String {
        let classes = rules.sizeClasses(of: window)
        let device = window.device.device
        var where_ = "\(device.name), \(window.orientation.rawValue)"
        if let display = window.display { where_ += ", on \(display.display.name)" }
        return """
        \(window.device.rawValue) \(window.orientation.rawValue) \(window.mode.rawValue)
          device       \(where_)
          screen       \(rules.screenSize(of: window)) pt @\(window.scale)x
          window       \(window.size) pt
          size classes horizontal \(classes.horizontal.rawValue), vertical \(classes.vertical.rawValue)

        """
    }
}

extension JSONValue {
    /// `{"width": w, "height": h}`.
    static func size(_ size: Size) -> JSONValue {
        .object([("width", .number(size.width)), ("height", .number(size.height))])
    }
}
