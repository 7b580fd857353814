/// A problem with an app spec that decoding cannot see: a reference to a
/// screen that does not exist, a duplicate id, a negative width.
public struct SpecProblem: Hashable, Sendable, CustomStringConvertible {
    /// Where: `root.regular.splitView.sidebar[2]`.
    public var field: String
    /// What is wrong.
    public var message: String

    /// `field: message`.
    public var description: String { "\(field): \(message)" }
}

extension AppSpec {
    /// Every problem with the spec, in the order of its fields; empty when it
    /// can be fuzzed.
    public var problems: [SpecProblem] {
        var problems: [SpecProblem] = []
        func problem(_ field: String, _ message: String) { problems.append(SpecProblem(field: field, message: message)) }
        let ids = screens.map(\.id)
        if name.isEmpty { problem("name", "is empty") }
        if screens.isEmpty { problem("screens", "an app needs at least one screen") }
        for (index, screen) in screens.enumerated() {
            if screen.id.isEmpty || screen.id.contains(" ") { problem("screens[\(index)].id", "'\(screen.id)' is not an id (no spaces, not empty)") }
            if ids[..<index].contains(screen.id) { problem("screens[\(index)].id", "'\(screen.id)' is used twice") }
            for (offset, destination) in (screen.destinations ?? []).enumerated() where !ids.contains(destination) {
                problem("screens[\(index)].destinations[\(offset)]", "unknown screen '\(destination)'")
            }
            for (label, node) in [("content", screen.content), ("compactContent", screen.compactContent)] {
                if let node { check(node, "screens[\(index)].\(label)", &problems) }
            }
        }
        let roots: [(String, Container)] = switch root {
        case let .any(container): [("root.any", container)]
        case let .sizeClass(regular, compact): [("root.regular", regular), ("root.compact", compact)]
        case let .idiom(pad, phone): [("root.pad", pad), ("root.phone", phone)]
        }
        for (field, container) in roots {
            switch container {
            case let .splitView(spec):
                if spec.sidebar.isEmpty { problem("\(field).splitView.sidebar", "lists no screens") }
                for (offset, item) in spec.sidebar.enumerated() where !ids.contains(item) {
                    problem("\(field).splitView.sidebar[\(offset)]", "unknown screen '\(item)'")
                }
                for (key, width) in [("sidebarWidth", spec.sidebarWidth), ("contentWidth", spec.contentWidth)] {
                    if let width, [width.min, width.ideal, width.max].contains(where: { $0 < 0 || $0.isNaN }) {
                        problem("\(field).splitView.\(key)", "widths must not be negative")
                    }
                }
                if let minimum = spec.detailMinWidth, minimum < 0 { problem("\(field).splitView.detailMinWidth", "must not be negative") }
            case let .tabView(spec):
                if spec.allTabs.isEmpty { problem("\(field).tabView.entries", "has no tabs") }
                var tags: [String] = []
                for (offset, entry) in spec.entries.enumerated() {
                    for tab in entry.tabs {
                        if tags.contains(tab.tag) { problem("\(field).tabView.entries[\(offset)]", "tag '\(tab.tag)' is used twice") }
                        tags.append(tab.tag)
                        if !ids.contains(tab.screenID) {
                            problem("\(field).tabView.entries[\(offset)]", "tab '\(tab.title)' shows unknown screen '\(tab.screenID)'")
                        }
                    }
                }
            case let .stack(spec):
                if !ids.contains(spec.root) { problem("\(field).stack.root", "unknown screen '\(spec.root)'") }
            case let .view(screen):
                if !ids.contains(screen) { problem("\(field).view.screen", "unknown screen '\(screen)'") }
            }
        }
        if let restrictions = scene?.restrictions {
            for (label, size) in [("minimum", restrictions.minimum), ("maximum", restrictions.maximum)]
            where size.width < 0 || size.height < 0 || size.width.isNaN || size.height.isNaN {
                problem("scene.restrictions.\(label)", "must not be negative")
            }
        }
        for (index, link) in (behavior?.deepLinks ?? []).enumerated() {
            if let select = link.select, !ids.contains(select) { problem("behavior.deepLinks[\(index)].select", "unknown screen '\(select)'") }
            for (offset, value) in link.values.enumerated() where !ids.contains(value) {
                problem("behavior.deepLinks[\(index)].values[\(offset)]", "unknown screen '\(value)'")
            }
        }
        return problems
    }

    private func check(_ node: ViewNode, _ field: String, _ problems: inout [SpecProblem]) {
        func problem(_ message: String) { problems.append(SpecProblem(field: field, message: message)) }
        switch node {
        case let .content(_, minWidth): if minWidth < 0 || !minWidth.isFinite { problem("minWidth must be finite and not negative") }
        case let .spacer(minLength): if minLength < 0 || !minLength.isFinite { problem("minLength must be finite and not negative") }
        case let .hstack(spacing, children), let .vstack(spacing, children):
            if spacing < 0 || !spacing.isFinite { problem("spacing must be finite and not negative") }
            let key = if case .hstack = node { "hstack" } else { "vstack" }
            for (index, child) in children.enumerated() { check(child, "\(field).\(key).children[\(index)]", &problems) }
        case let .frame(width, content):
            if width < 0 || !width.isFinite { problem("frame width must be finite and not negative") }
            check(content, "\(field).frame.content", &problems)
        case let .flexibleFrame(minWidth, maxWidth, content):
            if let minWidth, minWidth < 0 { problem("minWidth must not be negative") }
            if let minWidth, let maxWidth, minWidth > maxWidth { problem("minWidth \(Points.format(minWidth)) is above maxWidth \(Points.format(maxWidth))") }
            check(content, "\(field).flexibleFrame.content", &problems)
        case let .screenWidthFrame(content):
            check(content, "\(field).screenWidthFrame.content", &problems)
        case let .grid(columns):
            for (index, column) in columns.enumerated() {
                switch column.size {
                case let .fixed(width) where width < 0 || !width.isFinite:
                    problems.append(SpecProblem(field: "\(field).grid.columns[\(index)]", message: "fixed width must be finite and not negative"))
                case let .flexible(minimum, _) where minimum < 0, let .adaptive(minimum, _) where minimum <= 0:
                    problems.append(SpecProblem(field: "\(field).grid.columns[\(index)]", message: "minimum \(Points.format(minimum)) is out of range"))
                default: break
                }
            }
        }
    }
}
