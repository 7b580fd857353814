/// A problem with an app spec that decoding cannot see: a reference to a
/// screen that does not exist, a duplicate id, a negative width.
public struct SpecProblem: Hashable, Sendable, CustomStringConvertible {
    /// Where: `root.regular.splitView.sidebar[2]`.
    public var field: String
    /// What is wrong.
    public var message: String

    /// A problem at `field`.
    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }

    /// `field: message`.
    public var description: String { "\(field): \(message)" }
}

extension AppSpec {
    /// Every problem with the spec, in the order of its fields; empty when it
    /// can be fuzzed.
    ///
    /// Every length is finite, from 0 to 100,000 pt (an unbounded maximum,
    /// `"inf"`, where a maximum may be unbounded); every reference names a
    /// screen (or tab) the app has; ids are unique.
    ///
    /// - Complexity: O(n) in the size of the spec (lookups go through sets).
    public var problems: [SpecProblem] {
        var problems: [SpecProblem] = rowsFromDataProblems
        func problem(_ field: String, _ message: String) { problems.append(SpecProblem(field: field, message: message)) }
        let ids = Set(screens.map(\.id))
        func reference(_ field: String, _ id: String) {
            if !ids.contains(id) { problem(field, "unknown screen \(id.echoed)") }
        }
        if name.isEmpty { problem("name", "is empty") }
        if !Self.isPrintable(name) { problem("name", "has control characters") }
        if screens.isEmpty { problem("screens", "an app needs at least one screen") }
        var seen: Set<String> = []
        var presentationIDs: Set<String> = []
        for (index, screen) in screens.enumerated() {
            let field = "screens[\(index)]"
            if screen.id.isEmpty || !Self.isIdentifier(screen.id) {
                problem("\(field).id", "\(screen.id.echoed) is not an id (not empty; no spaces or control characters)")
            }
            if let title = screen.title, !Self.isPrintable(title) { problem("\(field).title", "has control characters") }
            if let toolbar = screen.toolbar {
                for (key, items) in [("items", toolbar.items), ("compact", toolbar.compact ?? [])] {
                    for (offset, item) in items.enumerated() {
                        if let width = item.width, !Self.isLength(width) {
                            problem("\(field).toolbar.\(key)[\(offset)].width", Self.lengthRange)
                        }
                        if !Self.isIdentifier(item.id) { problem("\(field).toolbar.\(key)[\(offset)].id", "\(item.id.echoed) is not an id") }
                        if item.standsInFor == .detail {
                            problem("\(field).toolbar.\(key)[\(offset)].standsInFor", "an item stands in for the sidebar or the content column")
                        }
                    }
                }
                for (offset, action) in (toolbar.titleMenu ?? []).enumerated() where !Self.isIdentifier(action) {
                    problem("\(field).toolbar.titleMenu[\(offset)]", "\(action.echoed) is not an id")
                }
            }
            if let header = screen.header { Self.check(header, of: screen, field, &problems) }
            if !seen.insert(screen.id).inserted { problem("\(field).id", "\(screen.id.echoed) is used twice") }
            for (offset, destination) in (screen.destinations ?? []).enumerated() {
                reference("\(field).destinations[\(offset)]", destination)
            }
            for (label, node) in [("content", screen.content), ("compactContent", screen.compactContent)] {
                if let node { check(node, "\(field).\(label)", &problems) }
            }
            checkPresentations(of: screen, field, seen: &presentationIDs, ids: ids, &problems)
        }
        if case let .branches(branches, _) = root {
            if branches.isEmpty { problem("root.branches", "lists no branches: write {\"any\": C} for one container") }
            for (index, branch) in branches.enumerated() { Self.check(branch.when, "root.branches[\(index)].when", &problems) }
        }
        for (key, container) in zip(root.containerKeys, root.containers) {
            let field = "root.\(key)"
            let parts = StatePart.parts(of: container.navigation)
            for (offset, part) in container.owns.enumerated() where !parts.contains(part) {
                problem("\(field).\(container.navigation.rawValue).owns[\(offset)]",
                        "a \(container.navigation.rawValue) has no \(part.rawValue) (it may own \(parts.map(\.rawValue).joined(separator: ", ")))")
            }
            switch container {
            case let .splitView(spec): check(spec, "\(field).splitView", ids: ids, &problems)
            case let .tabView(spec): check(spec, "\(field).tabView", ids: ids, &problems)
            case let .stack(spec): reference("\(field).stack.root", spec.root)
            case let .view(screen): reference("\(field).view.screen", screen)
            }
        }
        if let sideColumn { check(sideColumn, ids: ids, &problems) }
        if let restrictions = scene?.restrictions {
            for (label, size) in [("minimum", restrictions.minimum), ("maximum", restrictions.maximum)] {
                for (key, value) in [("width", size.width), ("height", size.height)]
                where !(Self.isLength(value) || (label == "maximum" && value == .infinity)) {
                    problem("scene.restrictions.\(label).\(key)", Self.lengthRange + (label == "maximum" ? ", or \"inf\"" : ""))
                }
            }
        }
        if scene?.requiresFullScreenIgnoredFrom != nil, scene?.requiresFullScreen != true {
            // The system reads the key only beside UIRequiresFullScreen = true
            // (UIRequiresFullScreenIgnoredStartingWithVersion's page).
            problem("scene.requiresFullScreenIgnoredFrom", "needs \"requiresFullScreen\": true, the only key it applies to")
        }
        for (key, list) in [("iPadOrientations", scene?.iPadOrientations), ("iPhoneOrientations", scene?.iPhoneOrientations)] {
            if list?.isEmpty == true { problem("scene.\(key)", "is empty: give \"portrait\", \"landscape\" or both, or leave it out for both") }
        }
        if let fallback = behavior?.selectionSync?.nilFallback {
            reference("behavior.selectionSync.nilFallback", fallback)
        }
        for (index, link) in (behavior?.deepLinks ?? []).enumerated() {
            if let select = link.select { reference("behavior.deepLinks[\(index)].select", select) }
            for (offset, value) in link.values.enumerated() { reference("behavior.deepLinks[\(index)].values[\(offset)]", value) }
            for (offset, screen) in (link.thenPush ?? []).enumerated() {
                reference("behavior.deepLinks[\(index)].thenPush[\(offset)]", screen)
            }
            switch (link.parameter.isEmpty, link.host) {
            case (true, nil):
                problem("behavior.deepLinks[\(index)]", "gives neither a parameter (?key=value) nor a host (scheme://host/value)")
            case (false, _?):
                problem("behavior.deepLinks[\(index)].host", "conflicts with parameter: a link is a query link or a path link")
            case (true, let host?) where host.isEmpty || host.contains("/"):
                problem("behavior.deepLinks[\(index)].host", "is not a URL host: give the name before the path, as orders in myapp://orders/42")
            default:
                break
            }
            if link.parameter.contains("/") || link.parameter.contains("=") {
                problem("behavior.deepLinks[\(index)].parameter", "is not a query item name")
            }
            if let first = (behavior?.deepLinks ?? []).firstIndex(where: { $0.eventKey == link.eventKey }), first < index {
                problem("behavior.deepLinks[\(index)]", "opens the same URLs as deepLinks[\(first)]")
            }
        }
        for (index, reaction) in (behavior?.columnsOnSizeClassChange ?? []).enumerated() {
            let field = "behavior.columnsOnSizeClassChange[\(index)]"
            if reaction.visibility == nil && reaction.preferredCompactColumn == nil {
                problem(field, "sets neither visibility nor preferredCompactColumn")
            }
            if !root.containers.contains(where: { $0.navigation == .splitView }) {
                problem(field, "needs a split view at the root, whose columns it sets")
            }
        }
        if let devices, devices.isEmpty { problem("devices", "lists no devices: leave it out to run on every device") }
        return problems
    }

    /// The problems of a root condition at `field`: an `anyOf` or `allOf`
    /// with no conditions (always false or always true), a `minWidth` or
    /// `minHeight` that is no length.
    static func check(_ condition: RootCondition, _ field: String, _ problems: inout [SpecProblem]) {
        switch condition {
        case .idiom, .horizontalSizeClass, .aspect:
            return
        case let .minWidth(points), let .minHeight(points):
            let key = if case .minWidth = condition { "minWidth" } else { "minHeight" }
            if !isLength(points) { problems.append(SpecProblem(field: "\(field).\(key)", message: lengthRange)) }
        case let .allOf(conditions), let .anyOf(conditions):
            let key = if case .allOf = condition { "allOf" } else { "anyOf" }
            if conditions.isEmpty { problems.append(SpecProblem(field: "\(field).\(key)", message: "lists no conditions")) }
            for (index, nested) in conditions.enumerated() { check(nested, "\(field).\(key)[\(index)]", &problems) }
        case let .not(nested):
            check(nested, "\(field).not", &problems)
        }
    }

    /// The largest length a spec may give, in points: far beyond any display,
    /// and small enough that sums of lengths stay exact.
    public static let largestLength = 100_000.0

    /// `must be from 0 to 100000`.
    static var lengthRange: String { "must be from 0 to \(Points.format(largestLength))" }

    /// Whether `value` is a length a spec may give.
    public static func isLength(_ value: Double) -> Bool { value.isFinite && value >= 0 && value <= largestLength }

    /// Whether `text` is printable: no control characters.
    static func isPrintable(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// Whether `text` is an id: printable, with no spaces.
    static func isIdentifier(_ text: String) -> Bool {
        !text.isEmpty && isPrintable(text) && !text.unicodeScalars.contains { $0.properties.isWhitespace }
    }
}
