import SourceSyntax

// A root that switches on a state the app changes once it has launched
// (`switch appState { case .resuming: ProgressView() case .authenticated:
// AppTabView() }`, Dimillian/IcySky's `IcySkyApp`): the state starts at a
// case that shows a placeholder, and a task moves it on to the app. Read at
// its initial value, the app would be its loading screen, and every
// container behind it would go unread, silently. The reader reads the app:
// the first case whose views show a navigation container, said at the
// `switch` as an assumption.
extension Extractor {
    /// The case to read of a `switch` over a view's `@State` whose matched
    /// case (`matched`, its views `value`) shows no navigation container:
    /// the first other case that shows one, its views built, with the
    /// assumption said; `nil` when the subject is not such a state or no
    /// case shows one (the assumptions are then as they were).
    mutating func launchStateCase(_ node: SwitchExpr, subject: Value, cases: [SwitchCase], matched: Int, value: Value,
                                  assumptionsBefore start: [Assumption], _ scope: Scope) -> (Int, Value)? {
        var unknownSubject = false
        if case .unknown = subject { unknownSubject = true }
        // A state of the view, or a value the source does not hold (a model's
        // `@Published` phase, an environment value), that no container selects with.
        // A subject the source does not hold is a gate only in front of the
        // root's containers: inside the content, a switch on a row's kind is
        // read at its first case (each case read again would copy the
        // reader's state for every such switch).
        let inFrontOfTheApp = readingRoot && containerDepth == 0
        guard case .view(let shown) = value, !Self.showsNavigation(shown),
              isViewState(node.subject, scope) || unknownSubject && inFrontOfTheApp && !isSelection(node.subject, scope)
        else { return nil }
        // Every other case is read once, from the same state; the one that
        // shows the most navigation (``navigationWeight(of:)``; the first of
        // equals) is the app's content, and what the others recorded is
        // undone, but for the steps they spent.
        let before = self
        var spent = 0
        var best: (number: Int, value: Value, weight: Int, state: Extractor)?
        for (number, item) in cases.enumerated() where number != matched {
            self = before
            assumptions = start
            let candidate = branchValue(item.statements, scope)
            spent += before.budget - budget
            guard case .view(let tree) = candidate, Self.showsNavigation(tree) else { continue }
            let weight = Self.navigationWeight(of: tree)
            if best == nil || weight > best!.weight { best = (number, candidate, weight, self) }
        }
        guard let best else {
            self = before
            budget = before.budget - spent
            return nil
        }
        self = best.state
        budget = before.budget - spent
        let subject = site(node.subject.range, scope.file).code
        let initial = caseLabel(cases[matched], scope), shownCase = caseLabel(cases[best.number], scope)
        assume(node.subject.range, scope.file, "switch on `\(subject)`",
               "a state the app changes after launch, whose initial \(initial) shows no navigation container: the case that shows the most, \(shownCase), followed",
               structural: true)
        noteGate(Reach.Gate(location: site(node.range, scope.file).location, condition: "switch \(subject)",
                            followed: String(shownCase.filter { $0 != "`" }), reachesContent: true))
        return (best.number, best.value)
    }

    /// Whether `subject` is a `@State` property of the view or app being
    /// evaluated (`appState`, `self.appState`) that no container selects
    /// with: not a sidebar's, a content column's or a tab view's selection,
    /// nor a column visibility, and not set for this evaluation (the reader
    /// sets a selection to each row in turn, `overrides`).
    func isViewState(_ subject: Expr, _ scope: Scope) -> Bool {
        isOwnProperty(subject, scope, wrappedIn: ["State"]) && !isSelection(subject, scope)
    }

    /// Whether `expr` (`name` or `self.name`) is a property of the view or
    /// app being read declared with one of `wrappers` (`@State`).
    func isOwnProperty(_ expr: Expr, _ scope: Scope, wrappedIn wrappers: Set<String>) -> Bool {
        var path = expressionPath(expr)
        if path.first == "self", path.count > 1 { path.removeFirst() }
        guard path.count == 1, let owner = scope.selfType, let variable = index.types[owner]?.variable(path[0]) else { return false }
        return variable.node.attributes.contains { wrappers.contains($0.name.text) }
    }

    /// Whether `subject` names a state a container selects with (a sidebar's,
    /// a content column's or a tab view's selection, a column visibility),
    /// or one set for this evaluation.
    func isSelection(_ subject: Expr, _ scope: Scope) -> Bool {
        var path = expressionPath(subject)
        if path.first == "self", path.count > 1 { path.removeFirst() }
        guard let owner = scope.selfType, let last = path.last else { return false }
        let key = "\(owner).\(last)"
        let selections = [roles.sidebar, roles.content, roles.tab, roles.visibility, roles.compactColumn]
        return overrides[key] != nil || selections.contains(key)
    }

    /// How much navigation `tree` shows: its split views, tab views and
    /// stacks first, then its links, then the app's views it is made of.
    /// A gate's branches are weighed by it: the app's content shows more
    /// than its login screen does.
    static func navigationWeight(of tree: ViewTree) -> Int {
        var containers = 0, links = 0, views = 0
        var pending = [tree]
        while let next = pending.popLast() {
            switch next {
            case .splitView(let split):
                containers += 1
                pending.append(split.sidebar)
            case .tabView(_, let children, _):
                containers += 1
                pending += children
            case .stack(_, let root, _):
                containers += 1
                pending.append(root)
            case .link(_, let label, _):
                links += 1
                pending.append(label)
            case .custom(_, let body, _):
                views += 1
                pending.append(body)
            case .modified(let base, _, _): pending.append(base)
            case .group(let children), .container(_, _, let children, _, _), .viewThatFits(let children, _),
                 .grid(_, let children, _), .tabSection(_, let children, _):
                pending += children
            case .tab(_, _, _, let content, _): pending.append(content)
            case .leaf, .spacer, .empty: break
            }
        }
        return min(containers, 999) * 1_000_000 + min(links, 999) * 1_000 + min(views, 999)
    }

    /// Whether `tree` shows a split view, a tab view or a navigation stack,
    /// through the app's views and modifiers.
    static func showsNavigation(_ tree: ViewTree) -> Bool {
        switch tree {
        case .splitView, .tabView, .stack: true
        case .modified(let base, _, _), .custom(_, let base, _): showsNavigation(base)
        case .group(let children), .container(_, _, let children, _, _), .viewThatFits(let children, _):
            children.contains(where: showsNavigation)
        default: false
        }
    }

    /// A case as the assumption names it: its first pattern (`case
    /// .resuming`), or `default`.
    func caseLabel(_ item: SwitchCase, _ scope: Scope) -> String {
        guard let first = item.items.first else { return "`default`" }
        return "`case \(site(first.pattern.range, scope.file).code)`"
    }
}
