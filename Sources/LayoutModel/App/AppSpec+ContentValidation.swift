extension AppSpec {
    /// The problems of the view tree `node` at `field`: lengths outside
    /// 0...100,000 pt (a maximum may be `"inf"`), a minimum above its
    /// maximum, names with control characters.
    func check(_ node: ViewNode, _ field: String, _ problems: inout [SpecProblem]) {
        func problem(_ message: String) { problems.append(SpecProblem(field: field, message: message)) }
        let range = Self.lengthRange
        switch node {
        case let .content(name, minWidth):
            if !Self.isLength(minWidth) { problem("minWidth \(range)") }
            if !Self.isPrintable(name) { problem("name has control characters") }
        case let .spacer(minLength): if !Self.isLength(minLength) { problem("minLength \(range)") }
        case let .hstack(spacing, children), let .vstack(spacing, children):
            if !Self.isLength(spacing) { problem("spacing \(range)") }
            let key = if case .hstack = node { "hstack" } else { "vstack" }
            for (index, child) in children.enumerated() { check(child, "\(field).\(key).children[\(index)]", &problems) }
        case let .frame(width, content):
            if !Self.isLength(width) { problem("frame width \(range)") }
            check(content, "\(field).frame.content", &problems)
        case let .flexibleFrame(minWidth, maxWidth, content):
            if let minWidth, !Self.isLength(minWidth) { problem("minWidth \(range)") }
            if let maxWidth, !(maxWidth == .infinity || Self.isLength(maxWidth)) { problem("maxWidth \(range), or \"inf\"") }
            if let minWidth, let maxWidth, minWidth > maxWidth { problem("minWidth \(Points.format(minWidth)) is above maxWidth \(Points.format(maxWidth))") }
            check(content, "\(field).flexibleFrame.content", &problems)
        case let .screenWidthFrame(content):
            check(content, "\(field).screenWidthFrame.content", &problems)
        case let .padding(length, content):
            if let length, !Self.isLength(length) { problem("padding length \(range)") }
            check(content, "\(field).padding.content", &problems)
        case let .grid(columns):
            for (index, column) in columns.enumerated() {
                let columnField = "\(field).grid.columns[\(index)]"
                if !Self.isLength(column.spacing) {
                    problems.append(SpecProblem(field: columnField + ".spacing", message: range))
                }
                func columnProblem(_ message: String) { problems.append(SpecProblem(field: columnField, message: message)) }
                switch column.size {
                case let .fixed(width):
                    if !Self.isLength(width) { columnProblem("fixed width \(Points.format(width)) \(range)") }
                case let .flexible(minimum, maximum), let .adaptive(minimum, maximum):
                    let adaptive = column.size.kind == "adaptive"
                    if adaptive && !(minimum >= 0.5) {
                        columnProblem("an adaptive minimum must be at least 0.5 pt, not \(Points.format(minimum))")
                    } else if !Self.isLength(minimum) {
                        columnProblem("minimum \(Points.format(minimum)) \(range)")
                    }
                    if !(maximum == .infinity || Self.isLength(maximum)) {
                        columnProblem("maximum \(Points.format(maximum)) \(range), or \"inf\"")
                    }
                }
            }
        }
    }
}
