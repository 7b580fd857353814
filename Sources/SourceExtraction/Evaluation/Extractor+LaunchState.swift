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
        guard case .view(let shown) = value, !Self.showsNavigation(shown),
              isViewState(node.subject, scope) || unknownSubject && !isSelection(node.subject, scope) else { return nil }
        let kept = assumptions
        for (number, item) in cases.enumerated() where number != matched {
            assumptions = start
            let candidate = branchValue(item.statements, scope)
            guard case .view(let tree) = candidate, Self.showsNavigation(tree) else { continue }
            let subject = site(node.subject.range, scope.file).code
            let initial = caseLabel(cases[matched], scope), shownCase = caseLabel(item, scope)
            assume(node.subject.range, scope.file, "switch on `\(subject)`",
                   "a state the app changes after launch, whose initial \(initial) shows no navigation container: the first case that shows one, \(shownCase), followed",
                   structural: true)
            noteGate(Reach.Gate(location: site(node.range, scope.file).location, condition: "switch \(subject)",
                                    followed: String(shownCase.filter { $0 != "`" }), reachesContent: true))
            return (number, candidate)
        }
        assumptions = kept
        return nil
    }

    /// Whether `subject` is a `@State` property of the view or app being
    /// evaluated (`appState`, `self.appState`) that no container selects
    /// with: not a sidebar's, a content column's or a tab view's selection,
    /// nor a column visibility, and not set for this evaluation (the reader
    /// sets a selection to each row in turn, `overrides`).
    func isViewState(_ subject: Expr, _ scope: Scope) -> Bool {
        var path = expressionPath(subject)
        if path.first == "self", path.count > 1 { path.removeFirst() }
        guard path.count == 1, let owner = scope.selfType, let variable = index.types[owner]?.variable(path[0]),
              variable.node.attributes.contains(where: { $0.name.text == "State" }) else { return false }
        let key = "\(owner).\(path[0])"
        let selections = [roles.sidebar, roles.content, roles.tab, roles.visibility, roles.compactColumn]
        return overrides[key] == nil && !selections.contains(key)
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
