import LayoutModel
import SourceSyntax

extension Extractor {
    /// The views a `@ViewBuilder` block builds.
    mutating func builder(_ statements: [Stmt], _ scope: Scope) -> ViewTree {
        var value: BlockValue?
        return build(statements, scope, value: &value)
    }

    /// The views a block builds and, from the same single evaluation, the
    /// value ``valueOf(_:_:)`` would give it: a branch or closure that builds
    /// no views is read as a value without being evaluated again (twice a
    /// level made nested `if`s exponential).
    mutating func viewsAndValue(_ statements: [Stmt], _ scope: Scope) -> (tree: ViewTree, value: Value) {
        var value: BlockValue? = BlockValue(expressions: statements.count { if case .expression = $0 { true } else { false } })
        let tree = build(statements, scope, value: &value)
        return (tree, value?.result ?? .unknown)
    }

    /// What ``valueOf(_:_:)`` would return, found while building views.
    struct BlockValue {
        /// How many expression statements the block has.
        var expressions: Int
        /// The value, once `valueOf` would have returned it.
        var result: Value?

        /// Records `value` of `statement` as `valueOf` reads it.
        mutating func note(_ statement: Stmt, _ value: Value) {
            guard result == nil else { return }
            switch statement {
            case .returnStmt: result = value
            case .expression(.ifExpr), .expression(.switchExpr): if value.isKnown { result = value }
            case .expression: if expressions == 1 { result = value }
            default: break
            }
        }
    }

    /// ``builder(_:_:)``, noting values in `value` when it is given.
    private mutating func build(_ statements: [Stmt], _ scope: Scope, value: inout BlockValue?) -> ViewTree {
        var scope = scope
        var views: [ViewTree] = []
        for statement in statements {
            guard spend(statement.range, scope.file) else { break }
            switch statement {
            case .expression(let expr):
                let result = evaluate(expr, scope)
                value?.note(statement, result)
                if case .view(let tree) = result { views.append(tree) }
            case .returnStmt(let node):
                let result = node.value.map { evaluate($0, scope) } ?? .unknown
                value?.note(statement, result)
                if case .view(let tree) = result { views.append(tree) }
                return ViewTree.combine(views)
            case .declaration(let decl):
                bind(decl, &scope)
            case .ifConfig(let config):
                let active = BuildConditions.active(config) { condition in
                    assume(condition.range, scope.file, "#if \(site(condition.range, scope.file).code)",
                           "not known for an iPad build: the first clause followed")
                }
                views.append(builder(active, scope))
            default: break
            }
        }
        return ViewTree.combine(views)
    }

    /// Binds a local `let`/`var` in `scope`.
    mutating func bind(_ decl: Decl, _ scope: inout Scope) {
        guard case .variable(let variable) = decl else { return }
        for binding in variable.bindings {
            guard let name = binding.name else { continue }
            scope.values[name] = binding.initializer.map { evaluate($0, scope) } ?? .unknown
        }
    }

    /// The value a block returns: its `return`, or its one expression.
    mutating func valueOf(_ statements: [Stmt], _ scope: Scope) -> Value {
        var scope = scope
        let expressions = statements.filter { if case .expression = $0 { true } else { false } }
        for statement in statements {
            guard spend(statement.range, scope.file) else { return .unknown }
            switch statement {
            case .returnStmt(let node): return node.value.map { evaluate($0, scope) } ?? .unknown
            case .declaration(let decl): bind(decl, &scope)
            case .expression(let expr):
                switch expr {
                case .ifExpr, .switchExpr:
                    let value = evaluate(expr, scope)
                    if value.isKnown { return value }
                default:
                    if expressions.count == 1 { return evaluate(expr, scope) }
                }
            case .ifConfig(let config):
                // `var sidebarWidth: CGFloat { #if os(iOS) 320 #else 280 #endif }`.
                let active = BuildConditions.active(config) { condition in
                    assume(condition.range, scope.file, "#if \(site(condition.range, scope.file).code)",
                           "not known for an iPad build: the first clause followed")
                }
                let value = valueOf(active, scope)
                if value.isKnown { return value }
            default: break
            }
        }
        return .unknown
    }

    /// An `if` as a value or as views.
    mutating func ifValue(_ node: IfExpr, _ scope: Scope) -> Value {
        var inner = scope
        let before = contextReads
        let outerWidth = widthCondition, outerShape = shapeCondition
        widthCondition = nil
        shapeCondition = nil
        let unknownBefore = unknownConditionCount
        let holds = conditions(node.conditions, &inner)
        let unknown = unknownConditionCount > unknownBefore
        let width = widthCondition, shape = shapeCondition
        widthCondition = outerWidth
        shapeCondition = outerShape
        let marker = contextReads == before ? nil : site(node.range, scope.file).location
        if unknown || readsLaunchState(node.conditions, scope), marker == nil, width == nil, shape == nil,
           node.elseBranch != nil || !holds {
            return gate(node, holds: holds, then: inner, else: node.elseBranch, scope)
        }
        if let marker, branchSites[marker] == nil { branchSites[marker] = site(node.range, scope.file) }
        // A test of the window's shape at the root, with an `else`: a root
        // over the shape (`Extractor+ShapeRoot.swift`), also where the size
        // class decided the rest of the condition (`horizontalSizeClass ==
        // .regular && isWide` in regular width: the shape test alone).
        if holds, atRootLevel, node.elseBranch != nil,
           let root = shape ?? (marker == nil ? width.map(RootCondition.minWidth) : nil) {
            return shapeBranch(node, root, then: inner, scope)
        }
        switch holds {
        case true:
            if let width {
                guard node.elseBranch == nil else {
                    assume(node.range, scope.file, "`\(site(node.range, scope.file).code)` on the window's width with an `else`",
                           "not modelled: the first branch followed at every width", structural: true)
                    return Self.marked(branchValue(node.body.statements, inner), marker, 0)
                }
                return Self.marked(Self.shown(from: width, branchValue(node.body.statements, inner)), marker, 0)
            }
            let value = branchValue(node.body.statements, inner)
            if unknown { noteUndecided(value, under: site(SourceRange(start: node.range.start, end: node.body.range.start), scope.file)) }
            return Self.marked(value, marker, 0)
        case false:
            switch node.elseBranch {
            case .elseIf(let next)?: return Self.marked(ifValue(next, scope), marker, 1)
            case .block(let block)?: return Self.marked(branchValue(block.statements, scope), marker, 1)
            case nil: return .view(.empty)
            }
        }
    }

    /// A branch's views marked as shown only in windows `width` wide or more.
    static func shown(from width: Double, _ value: Value) -> Value {
        guard case .view(let tree) = value else { return value }
        let at = site(of: tree) ?? Site(location: "", code: "")
        if case .group(let children) = tree { return .view(.group(children.map { .modified($0, .shownFromWindowWidth(width), at: at) })) }
        if case .empty = tree { return value }
        return .view(.modified(tree, .shownFromWindowWidth(width), at: at))
    }

    /// A branch's views marked with the branch taken, when its condition read
    /// the size class or the idiom.
    static func marked(_ value: Value, _ marker: String?, _ index: Int) -> Value {
        guard let marker, case .view(let tree) = value else { return value }
        if case .empty = tree { return value }
        let at = Site(location: marker, code: "")
        let modifier = ViewModifier.branch("\(marker)#\(index)")
        // Each view of the branch is marked, so that a stack still lays out
        // the branch's views side by side with its others.
        if case .group(let children) = tree { return .view(.group(children.map { .modified($0, modifier, at: at) })) }
        return .view(.modified(tree, modifier, at: at))
    }

    /// A branch's value: views when it builds views, else its value.
    mutating func branchValue(_ statements: [Stmt], _ scope: Scope) -> Value {
        let (tree, value) = viewsAndValue(statements, scope)
        if case .empty = tree { return value.isKnown ? value : .view(.empty) }
        return .view(tree)
    }

    /// Whether all `conditions` hold, binding `if let` names in `scope`; an
    /// unknown condition is an assumption and taken as true.
    mutating func conditions(_ conditions: [Condition], _ scope: inout Scope) -> Bool {
        for condition in conditions {
            switch condition {
            case .expression(let expr):
                switch evaluate(expr, scope) {
                case .bool(true): continue
                case .bool(false): return false
                case .widthAtLeast(let width):
                    widthCondition = Swift.max(widthCondition ?? 0, width)
                case .shape(let shape) where atRootLevel && shapeCondition == nil:
                    shapeCondition = shape
                default:
                    unknownConditionCount += 1
                    assume(expr.range, scope.file, "condition `\(site(expr.range, scope.file).code)`",
                           "not known from the source: the branch taken")
                }
            case .optionalBinding(let binding):
                let name = binding.pattern.identifierName ?? ""
                let value = binding.value.map { evaluate($0, scope) } ?? identifier(name, scope)
                switch value {
                case .none: return false
                case .unknown:
                    assume(binding.range, scope.file, "`\(site(binding.range, scope.file).code)`",
                           "not known from the source: the value assumed present")
                    scope.values[name] = .unknown
                default: scope.values[name] = value
                }
            case .matching(let pattern, let valueExpr, _):
                let value = evaluate(valueExpr, scope)
                switch match(pattern, value, &scope) {
                case true?: continue
                case false?: return false
                case nil:
                    unknownConditionCount += 1
                    assume(valueExpr.range, scope.file, "`case` pattern on `\(site(valueExpr.range, scope.file).code)`",
                           "not known from the source: the branch taken")
                }
            case .availability(let range):
                // `#available(iOS 18, *)`: the branch of the iPadOS read for.
                let code = site(range, scope.file).code
                guard let holds = BuildConditions.availability(index.files[scope.file].file.text(range)) else {
                    assume(range, scope.file, "`\(code)`", "not read: taken as holding")
                    continue
                }
                if !holds { return false }
            }
        }
        return true
    }

    /// Whether `value` matches `pattern`, binding names; nil when unknown.
    mutating func match(_ pattern: Expr, _ value: Value, _ scope: inout Scope) -> Bool? {
        switch pattern {
        case .identifier(let node) where node.name.text == "_": return true
        case .binding(let node):
            if let name = node.pattern.identifierName { scope.values[name] = value }
            return true
        case .member(let node) where node.base == nil || node.base?.identifierName != nil:
            guard case .enumCase(_, let name, _) = value else { return value.isKnown ? false : nil }
            return name == node.name.text
        case .call(let node):
            guard case .member(let member) = node.callee else { return nil }
            guard case .enumCase(_, let name, _) = value else { return value.isKnown ? false : nil }
            return name == member.name.text
        case .postfix(let node) where node.op.text == "?":
            if case .none = value { return false }
            return match(node.operand, value, &scope)
        default:
            let expected = evaluate(pattern, scope)
            return expected.equals(value)
        }
    }

    /// A `switch` as a value or as views; an unknown subject is an assumption
    /// and its first case is followed.
    mutating func switchValue(_ node: SwitchExpr, _ scope: Scope) -> Value {
        let before = contextReads
        let subject = evaluate(node.subject, scope)
        let marker = contextReads == before ? nil : site(node.range, scope.file).location
        if let marker, branchSites[marker] == nil { branchSites[marker] = site(node.range, scope.file) }
        let cases = flattenCases(node.cases, scope)
        let start = assumptions
        for (number, item) in cases.enumerated() {
            var inner = scope
            var matched = item.isDefault
            var undecided = false
            for pattern in item.items where !matched {
                switch match(pattern.pattern, subject, &inner) {
                case true?: matched = true
                case false?: break
                case nil:
                    assume(node.subject.range, scope.file, "switch on `\(site(node.subject.range, scope.file).code)`",
                           "not known from the source: the first case followed")
                    matched = true
                    undecided = true
                }
            }
            guard matched else { continue }
            let value = branchValue(item.statements, inner)
            if let (other, shown) = launchStateCase(node, subject: subject, cases: cases, matched: number, value: value,
                                                    assumptionsBefore: start, scope) {
                // A gate in front of the app: its other cases are not the
                // content's (a login, a launch screen).
                guard marker == nil, !(readingRoot && containerDepth == 0) else { return Self.marked(shown, marker, other) }
                return withAlternativeLinks(shown, cases: cases, shown: other, subject: subject, scope)
            }
            guard undecided, marker == nil, !(readingRoot && containerDepth == 0) else { return Self.marked(value, marker, number) }
            return withAlternativeLinks(value, cases: cases, shown: number, subject: subject, scope)
        }
        return .view(.empty)
    }

    private mutating func flattenCases(_ elements: [SwitchElement], _ scope: Scope) -> [SwitchCase] {
        elements.flatMap { element -> [SwitchCase] in
            switch element {
            case .switchCase(let item): return [item]
            case .ifConfig(let config):
                return flattenCases(BuildConditions.active(config) { _ in }, scope)
            }
        }
    }
}

extension ViewTree {
    /// Views in a builder: none is empty, one is itself, more a group.
    static func combine(_ views: [ViewTree]) -> ViewTree {
        let kept = views.filter { if case .empty = $0 { false } else { true } }
        switch kept.count {
        case 0: return .empty
        case 1: return kept[0]
        default: return .group(kept)
        }
    }
}
