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
        if !Self.isPrintable(name) { problem("name", "has control characters") }
        if screens.isEmpty { problem("screens", "an app needs at least one screen") }
        for (index, screen) in screens.enumerated() {
            if screen.id.isEmpty || !Self.isIdentifier(screen.id) {
                problem("screens[\(index)].id", "'\(Self.visible(screen.id))' is not an id (not empty; no spaces or control characters)")
            }
            if let title = screen.title, !Self.isPrintable(title) { problem("screens[\(index)].title", "has control characters") }
            if let toolbar = screen.toolbar {
                for (key, items) in [("items", toolbar.items), ("compact", toolbar.compact ?? [])] {
                    for (offset, item) in items.enumerated() {
                        if let width = item.width, !(width.isFinite && width >= 0 && width <= Self.largestLength) {
                            problem("screens[\(index)].toolbar.\(key)[\(offset)].width", "must be from 0 to \(Points.format(Self.largestLength))")
                        }
                        if !Self.isIdentifier(item.id) {
                            problem("screens[\(index)].toolbar.\(key)[\(offset)].id", "'\(Self.visible(item.id))' is not an id")
                        }
                    }
                }
            }
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
                let allTags = spec.allTabs.map(\.tag)
                for (offset, entry) in spec.entries.enumerated() {
                    for tab in entry.tabs {
                        if !Self.isIdentifier(tab.tag) { problem("\(field).tabView.entries[\(offset)]", "tag '\(Self.visible(tab.tag))' is not an id") }
                        if !Self.isPrintable(tab.title) { problem("\(field).tabView.entries[\(offset)]", "a title has control characters") }
                        for other in (tab.represents ?? []) + (tab.leadsTo ?? []) where !ids.contains(other) && !allTags.contains(other) {
                            problem("\(field).tabView.entries[\(offset)]", "tab '\(tab.title)' stands for or leads to unknown tag '\(Self.visible(other))'")
                        }
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

    /// The largest length a spec may give, in points: far beyond any display,
    /// and small enough that sums of lengths stay exact.
    static let largestLength = 100_000.0

    /// Whether `value` is a length a spec may give.
    static func isLength(_ value: Double) -> Bool { value.isFinite && value >= 0 && value <= largestLength }

    /// Whether `text` is printable: no control characters.
    static func isPrintable(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// Whether `text` is an id: printable, with no spaces.
    static func isIdentifier(_ text: String) -> Bool {
        !text.isEmpty && isPrintable(text) && !text.unicodeScalars.contains { $0.properties.isWhitespace }
    }

    /// `text` with control characters shown as `\u{…}`.
    static func visible(_ text: String) -> String {
        text.unicodeScalars.map { $0.properties.generalCategory == .control ? "\\u{\(String($0.value, radix: 16))}" : String($0) }
            .joined()
    }

    private func check(_ node: ViewNode, _ field: String, _ problems: inout [SpecProblem]) {
        func problem(_ message: String) { problems.append(SpecProblem(field: field, message: message)) }
        let range = "must be from 0 to \(Points.format(Self.largestLength))"
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
                default: break
                }
            }
        }
    }
}
