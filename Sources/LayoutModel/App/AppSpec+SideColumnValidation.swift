extension AppSpec {
    /// The problems of the side column: a screen the app does not have,
    /// lengths outside 0...100,000 pt, a fixed width beside flexible bounds,
    /// bounds in the wrong order, and a condition with an empty list.
    func check(_ side: SideColumnSpec, ids: Set<String>, _ problems: inout [SpecProblem]) {
        func problem(_ field: String, _ message: String) { problems.append(SpecProblem(field: field, message: message)) }
        if !ids.contains(side.screen) { problem("sideColumn.screen", "unknown screen \(side.screen.echoed)") }
        for (key, value) in [("width", side.width), ("minWidth", side.minWidth), ("maxWidth", side.maxWidth),
                             ("minWindowWidth", side.minWindowWidth), ("spacing", side.spacing)] {
            if let value, !Self.isLength(value) { problem("sideColumn.\(key)", Self.lengthRange) }
        }
        if side.width != nil && (side.minWidth != nil || side.maxWidth != nil) {
            problem("sideColumn.width", "a fixed width (frame(width:)) takes no minWidth or maxWidth: give one or the other")
        }
        if let low = side.minWidth, let high = side.maxWidth, low > high {
            problem("sideColumn.minWidth", "is above maxWidth (\(Points.format(low)) > \(Points.format(high)))")
        }
        if let when = side.when {
            Self.check(when, "sideColumn.when", &problems)
            // The column's condition is worked out once per idiom and size
            // class; the window's width is `minWindowWidth`'s to say.
            if when.readsShape {
                problems.append(SpecProblem(field: "sideColumn.when",
                                            message: "reads the window's shape: give the narrowest window in minWindowWidth"))
            }
        }
    }
}
