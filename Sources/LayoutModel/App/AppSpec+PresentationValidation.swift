extension AppSpec {
    /// The problems of the presentations of the screen at `field`: ids that
    /// are not ids or are used twice in the app (`seen` holds the ids of the
    /// screens before), a sizing on anything but a sheet, an inspector width
    /// on anything but an inspector or with bad bounds, a compact adaptation
    /// on a full-screen cover (it has none), a stack whose root is no
    /// screen (`ids`), given beside content or on an inspector, and the
    /// content's problems.
    func checkPresentations(of screen: Screen, _ field: String, seen: inout Set<String>, ids: Set<String>,
                            _ problems: inout [SpecProblem]) {
        for (index, presentation) in (screen.presentations ?? []).enumerated() {
            let at = "\(field).presentations[\(index)]"
            func problem(_ key: String, _ message: String) { problems.append(SpecProblem(field: "\(at).\(key)", message: message)) }
            if !Self.isIdentifier(presentation.id) {
                problem("id", "\(presentation.id.echoed) is not an id (not empty; no spaces or control characters)")
            } else if !seen.insert(presentation.id).inserted {
                problem("id", "\(presentation.id.echoed) is used twice: `present ID` names one presentation in the app")
            }
            if presentation.sizing != nil, presentation.kind != .sheet {
                problem("sizing", "applies to a sheet only, not a \(presentation.kind.rawValue)")
            }
            if presentation.compactAdaptation != nil, presentation.kind == .fullScreenCover {
                problem("compactAdaptation", "a fullScreenCover covers the window at every size; it has no adaptation")
            }
            if let width = presentation.inspectorWidth {
                if presentation.kind != .inspector {
                    problem("inspectorWidth", "applies to an inspector only, not a \(presentation.kind.rawValue)")
                }
                for (key, value) in [("min", width.min), ("ideal", width.ideal)] where !Self.isLength(value) {
                    problem("inspectorWidth.\(key)", Self.lengthRange)
                }
                if !(width.max == .infinity || Self.isLength(width.max)) {
                    problem("inspectorWidth.max", Self.lengthRange + ", or \"inf\"")
                } else if width.min > width.max {
                    problem("inspectorWidth", "min \(Points.format(width.min)) is above max \(Points.format(width.max))")
                }
            }
            if let stack = presentation.stack {
                if !ids.contains(stack) {
                    problem("stack", "unknown screen \(stack.echoed)")
                } else if presentation.kind == .inspector {
                    problem("stack", "an inspector is a column beside the screen, not a stack of its own")
                } else if presentation.content != nil {
                    problem("stack", "give content or a stack, not both: the stack's screens have their own content")
                }
            }
            if let content = presentation.content { check(content, "\(at).content", &problems) }
        }
    }
}
