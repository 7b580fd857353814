extension AppSpec {
    /// The problems of the custom header of the screen at `field`
    /// (`screens[2]`): its button names are ids, its padding a length, and
    /// the screen puts no toolbar item in the navigation bar it hides.
    static func check(_ header: HeaderSpec, of screen: Screen, _ field: String, _ problems: inout [SpecProblem]) {
        for (offset, id) in header.leading.enumerated() where !isIdentifier(id) {
            problems.append(SpecProblem(field: "\(field).header.leading[\(offset)]", message: "\(id.echoed) is not an id"))
        }
        if let padding = header.padding, !isLength(padding) {
            problems.append(SpecProblem(field: "\(field).header.padding", message: lengthRange))
        }
        guard let toolbar = screen.toolbar else { return }
        for (key, items) in [("items", toolbar.items), ("compact", toolbar.compact ?? [])] {
            for (offset, item) in items.enumerated() where item.placement.isInNavigationBar {
                problems.append(SpecProblem(field: "\(field).toolbar.\(key)[\(offset)]",
                    message: "\(item.id.echoed) goes in the navigation bar (\(item.placement.rawValue)), which the screen's header hides: put it in the header or the bottom bar"))
            }
        }
    }
}

extension ToolbarPlacement {
    /// Whether an item of this placement goes in the navigation bar (its
    /// leading end, centre, trailing end or overflow menu).
    var isInNavigationBar: Bool {
        switch group {
        case .leading, .principal, .trailing, .secondary: true
        case .bottom, .keyboard: false
        }
    }
}
