import SourceSyntax

// A root that shows a launch screen, a login or a spinner before the app
// (`if session.isLoading { ProgressView() } else { MainView() }`, `if
// !didLoad { SplashView() } else { ... }` over a view's `@State`): the
// condition is state the app changes after launch, so its initial value
// says only what the first second shows. Read at it, the app would be its
// loading screen and every container behind it unread. The reader follows
// the branch that shows a navigation container or a link (the app's
// content), says which gate it passed and where, and fuzzes the content.
extension Extractor {
    /// An `if` with an `else` whose conditions the reader could not decide,
    /// or that read a state the app changes after launch: the branch the
    /// conditions pick (`holds`; `inner` holds what they bound), unless it
    /// shows no navigation and the other does, then the other. The branch
    /// taken is recorded as a gate: the one picked when it shows a
    /// navigation container, the other always. Each branch is evaluated at
    /// most once, and what the branch not taken recorded is undone, but for
    /// the steps it spent.
    mutating func gate(_ node: IfExpr, holds: Bool, then inner: Scope, else elseBranch: IfExpr.ElseBranch?, _ scope: Scope) -> Value {
        let condition = site(SourceRange(start: node.range.start, end: node.body.range.start), scope.file).code
        let location = site(node.range, scope.file).location
        // The first branch when the conditions did not hold: what `if let`
        // would bind, not known.
        var unbound = scope
        for condition in node.conditions {
            if case .optionalBinding(let binding) = condition, let name = binding.pattern.identifierName { unbound.values[name] = .unknown }
        }
        let thenScope = holds ? inner : unbound
        func evaluateThen(_ extractor: inout Extractor) -> Value { extractor.branchValue(node.body.statements, thenScope) }
        func evaluateElse(_ extractor: inout Extractor) -> Value {
            switch elseBranch {
            case .elseIf(let next)?: extractor.ifValue(next, scope)
            case .block(let block)?: extractor.branchValue(block.statements, scope)
            case nil: .view(.empty)
            }
        }
        let names = holds ? ("the first branch", "the else branch") : ("the else branch", "the first branch")
        guard readingRoot && containerDepth == 0 else {
            // A gate inside the app's content (`if items.isEmpty { ... } else
            // { List ... }`): the branch the conditions pick when it shows
            // navigation, else the other; both kept, so no state is copied
            // (a content gate is common, and copying the reader's state for
            // each made reading quadratic).
            let first = holds ? evaluateThen(&self) : evaluateElse(&self)
            if Self.showsContent(first) { return first }
            let second = holds ? evaluateElse(&self) : evaluateThen(&self)
            guard Self.showsContent(second) else { return first }
            noteGate(Reach.Gate(location: location, condition: condition, followed: names.1, reachesContent: true))
            pin(node.conditions, followedThen: !holds, scope)
            return second
        }
        let before = self
        let first = holds ? evaluateThen(&self) : evaluateElse(&self)
        let afterFirst = self
        self = before
        budget = afterFirst.budget
        let second = holds ? evaluateElse(&self) : evaluateThen(&self)
        // The branch that shows the most navigation is the app's content; the
        // one the conditions pick when they show as much.
        func weight(_ value: Value) -> Int {
            guard Self.showsContent(value), case .view(let tree) = value else { return -1 }
            return Self.navigationWeight(of: tree)
        }
        let firstWeight = weight(first), secondWeight = weight(second)
        // A gate is the app's state, not the window's: where the windows read
        // disagreed, the branch pinned for all (`Extractor+Run.swift`).
        let followsSecond = gatePins[location].map { $0 != holds } ?? (secondWeight > firstWeight)
        // Added to the reader that goes on (the first branch's, restored below).
        func tally(_ extractor: inout Extractor) {
            extractor.gateTallies[location, default: GateTally()].add(then: holds ? firstWeight : secondWeight,
                                                                      else: holds ? secondWeight : firstWeight,
                                                                      followedThen: followsSecond != holds)
        }
        guard followsSecond else {
            let spent = budget
            self = afterFirst
            budget = spent
            tally(&self)
            if case .view(let tree) = first, Self.showsNavigation(tree) {
                noteGate(Reach.Gate(location: location, condition: condition, followed: names.0, reachesContent: true))
            }
            pin(node.conditions, followedThen: holds, scope)
            return first
        }
        tally(&self)
        noteGate(Reach.Gate(location: location, condition: condition, followed: names.1, reachesContent: true))
        pin(node.conditions, followedThen: !holds, scope)
        assume(node.range, scope.file, "`\(condition)`",
               "a gate the app passes after launch: \(names.1), which shows more of the app's navigation, followed",
               structural: true)
        return second
    }

    /// Holds a gate's condition at the branch followed for the rest of the
    /// evaluation, when it is one flag of the view's own state (`if
    /// !onboarding`): a later `if onboarding` in the same view is then read
    /// in the same world, never the union of a login screen and the app
    /// laid over each other.
    mutating func pin(_ conditions: [Condition], followedThen: Bool, _ scope: Scope) {
        guard conditions.count == 1, case .expression(var expr) = conditions[0] else { return }
        var negated = false
        while case .prefix(let node) = expr, node.op.text == "!" { expr = node.operand; negated.toggle() }
        guard isLaunchState(expr, scope), let owner = scope.selfType else { return }
        var path = expressionPath(expr)
        if path.first == "self", path.count > 1 { path.removeFirst() }
        guard path.count == 1 else { return }
        overrides["\(owner).\(path[0])"] = .bool(followedThen != negated)
    }

    /// Records a gate once (the root is read for each kind of window),
    /// marked as the root's when met while the root is read, outside any
    /// navigation container.
    mutating func noteGate(_ gate: Reach.Gate) {
        var gate = gate
        gate.isRoot = readingRoot && containerDepth == 0
        if !gates.contains(where: { $0.location == gate.location && $0.followed == gate.followed }) { gates.append(gate) }
    }

    /// Whether a condition reads a `@State` of the view being read that no
    /// container selects with (`if isLoading`, `if !didLoad`): state the app
    /// changes after launch, whose initial value is only the launch screen.
    func readsLaunchState(_ conditions: [Condition], _ scope: Scope) -> Bool {
        conditions.contains { condition in
            var expr: Expr
            switch condition {
            case .expression(let value): expr = value
            case .optionalBinding(let binding):
                // `if let damus = damusState`, `if let damusState`.
                if let value = binding.value { expr = value } else if let name = binding.pattern.identifierName {
                    expr = .identifier(IdentifierExpr(name: Name(name, range: binding.range), range: binding.range))
                } else { return false }
            default: return false
            }
            return readsLaunchState(expr, scope, depth: 0)
        }
    }

    /// Whether `expr` reads a state the app changes after launch: through
    /// `!`, `&&`, `||`, a comparison and parentheses, and through the view's
    /// computed properties (`private var isReady: Bool { isLoggedIn &&
    /// !sync.isSyncing }`), a few getters deep. A computed property read at
    /// its parts' initial values would decide the gate at the launch
    /// screen, as the property it hides would.
    private func readsLaunchState(_ expr: Expr, _ scope: Scope, depth: Int) -> Bool {
        var expr = expr
        while true {
            if case .prefix(let node) = expr, node.op.text == "!" { expr = node.operand; continue }
            if case .tuple(let node) = expr, node.elements.count == 1, node.elements[0].label == nil {
                expr = node.elements[0].value
                continue
            }
            break
        }
        if case .binary(let node) = expr {
            switch node.op.text {
            case "&&", "||": return readsLaunchState(node.left, scope, depth: depth) || readsLaunchState(node.right, scope, depth: depth)
            case "==", "!=": return readsLaunchState(node.left, scope, depth: depth)
            default: return false
            }
        }
        if isLaunchState(expr, scope) || readsModelFlag(expr, scope) { return true }
        // A computed property of the view: what its getter returns.
        guard depth < Self.launchStateGetterDepth, let getter = ownComputedProperty(expr, scope) else { return false }
        for statement in getter {
            switch statement {
            case .expression(let value) where getter.count == 1:
                if readsLaunchState(value, scope, depth: depth + 1) { return true }
            case .returnStmt(let node):
                if let value = node.value, readsLaunchState(value, scope, depth: depth + 1) { return true }
            case .guardStmt(let node):
                for condition in node.conditions {
                    if case .expression(let value) = condition, readsLaunchState(value, scope, depth: depth + 1) { return true }
                }
            default: continue
            }
        }
        return false
    }

    /// How many computed properties deep a gate's condition is followed.
    static let launchStateGetterDepth = 3

    /// The getter of `expr` (`name` or `self.name`) when it names a computed
    /// property of the view or app being read, with no property wrapper.
    private func ownComputedProperty(_ expr: Expr, _ scope: Scope) -> [Stmt]? {
        var path = expressionPath(expr)
        if path.first == "self", path.count > 1 { path.removeFirst() }
        guard path.count == 1, let owner = scope.selfType, let variable = index.types[owner]?.variable(path[0]),
              variable.node.attributes.isEmpty,
              let binding = variable.node.bindings.first(where: { $0.name == path[0] }) else { return nil }
        return binding.accessors?.getterStatements
    }

    /// Whether `expr` is a property of the view being read that the app
    /// changes after launch: a `@State`, `@AppStorage` or `@SceneStorage`
    /// (`isLoggedIn`, `didOnboard`) that no container selects with.
    func isLaunchState(_ expr: Expr, _ scope: Scope) -> Bool {
        isOwnProperty(expr, scope, wrappedIn: ["State", "AppStorage", "SceneStorage"]) && !isSelection(expr, scope)
    }

    /// Whether `expr` reads a property of a model the view holds
    /// (`session.isLoading` of an `@StateObject`, `@ObservedObject`,
    /// `@EnvironmentObject`, `@Environment` or `@Bindable` property): state an
    /// `ObservableObject` publishes or an `@Observable` model changes.
    func readsModelFlag(_ expr: Expr, _ scope: Scope) -> Bool {
        var path = expressionPath(expr)
        if path.first == "self", path.count > 1 { path.removeFirst() }
        guard path.count >= 2, let owner = scope.selfType, let variable = index.types[owner]?.variable(path[0]) else { return false }
        let wrappers: Set<String> = ["StateObject", "ObservedObject", "EnvironmentObject", "Environment", "Bindable", "State"]
        return variable.node.attributes.contains { wrappers.contains($0.name.text) }
    }

    /// Whether a branch's views show a navigation container, a link or a
    /// tagged row (`VMCard(vm).tag(vm)` in a sidebar, behind `if
    /// vm.isLoaded`: the row a selection picks).
    static func showsContent(_ value: Value) -> Bool {
        guard case .view(let tree) = value else { return false }
        return showsNavigation(tree) || !links(in: tree).isEmpty || !rows(in: tree).isEmpty || !sampleRows(in: tree).isEmpty
    }
}
