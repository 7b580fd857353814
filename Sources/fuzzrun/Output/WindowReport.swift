import LayoutModel

/// A window and its size classes, as `fuzzrun layout` prints them.
struct WindowReport {
    var window: Window
    var rules: WindowRules

    /// `{"device": …, "orientation": …, "mode": …, "os": 26, "window": {"width", "height"},
    /// "origin": {"x", "y"}, "horizontalSizeClass": …, "verticalSizeClass": …,
    /// "screenSize": …, "scale": …}`; `origin` is the window's top-left corner
    /// on its screen. A scene that is not its window's size adds `"scene"`
    /// (its size) and `"presentationScale"`; an iPhone app on an iPad adds
    /// `"idiom": "phone"`.
    var jsonMembers: [(String, JSONValue)] {
        let classes = rules.sizeClasses(of: window)
        let screen = rules.screenSize(of: window)
        let frame = rules.frame(of: window)
        var members: [(String, JSONValue)] = [
            ("device", .string(window.device.rawValue)),
            ("orientation", .string(window.orientation.rawValue)),
            ("mode", .string(window.mode.rawValue)),
        ]
        if let display = window.display { members.append(("display", .string(display.rawValue))) }
        members += [
            ("os", .number(Double(window.os.rawValue))),
            ("window", .size(window.frameSize)),
            ("origin", .object([("x", .number(frame.x)), ("y", .number(frame.y))])),
            ("horizontalSizeClass", .string(classes.horizontal.rawValue)),
            ("verticalSizeClass", .string(classes.vertical.rawValue)),
            ("screenSize", .size(screen)),
            ("scale", .number(Double(window.scale))),
        ]
        if window.isScaled {
            members += [("scene", .size(window.size)), ("presentationScale", .number(presentationScale))]
        }
        if window.idiom != window.device.idiom { members.append(("idiom", .string(window.idiom.rawValue))) }
        return members
    }

    /// The factor the system scales the scene by, to three decimals.
    var presentationScale: Double { (rules.presentationScale(of: window) * 1000).rounded() / 1000 }

    /// The lines on a scene that is not its window's size, or an iPhone app on
    /// an iPad; empty for every other window.
    private var sceneLines: String {
        var lines = ""
        if window.isScaled {
            lines += "  scene        \(window.size) pt, shown at x\(Points.format(presentationScale)) "
                + "(\(rules.windowing.scaledPresentation.rawValue)): the layout sees the scene's size\n"
        }
        if window.idiom != window.device.idiom {
            let how = window.os < .v27 ? "in its iPhone-size window" : "compact at every width"
            lines += "  idiom        \(window.idiom.rawValue): an iPhone app on an iPad, \(how)\n"
        }
        return lines
    }

    /// The report as one JSON object.
    var json: JSONValue { .object(jsonMembers) }

    /// The report as a few readable lines.
    var text: String {
        let classes = rules.sizeClasses(of: window)
        let device = window.device.device
        var where_ = "\(device.name), \(window.orientation.rawValue), \(window.os.name(on: device.idiom))"
        if let display = window.display { where_ += ", on \(display.display.name)" }
        let frame = rules.frame(of: window)
        return """
        \(window.device.rawValue) \(window.orientation.rawValue) \(window.mode.rawValue)
          device       \(where_)
          screen       \(rules.screenSize(of: window)) pt @\(window.scale)x
          window       \(window.frameSize) pt at (\(Points.format(frame.x)), \(Points.format(frame.y)))\(window.isHidden ? ", hidden" : "")
        \(sceneLines)  size classes horizontal \(classes.horizontal.rawValue), vertical \(classes.vertical.rawValue)

        """
    }
}

extension JSONValue {
    /// `{"width": w, "height": h}`.
    static func size(_ size: Size) -> JSONValue {
        .object([("width", .number(size.width)), ("height", .number(size.height))])
    }
}
