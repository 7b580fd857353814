import LayoutModel
import SourceSyntax

/// Where a handler's code is read: the type whose members it can see, the
/// names that hold the handler's new value, the state that triggered it.
struct EffectScope: Sendable {
    /// The type the code is in (a view, a model).
    var owner: String?
    /// The file.
    var file: Int
    /// Names holding the new value: the closure's parameter, `newValue`,
    /// an `if let` of either.
    var newNames: Set<String> = []
    /// The state whose change runs the code: reading it reads the new value.
    var trigger: String?
    /// Calls followed so far, to bound recursion.
    var depth = 0
    /// The size class the code runs for, under `if newValue == .compact`
    /// (its `else`: the other) in a size-class handler; nil for every change.
    var sizeClassWhen: SizeClass? = nil
    /// Whether the code runs under a condition the reader cannot read as a
    /// size class.
    var underUnknownCondition = false
}

extension Extractor {
    /// The most nested calls into a model's methods that a handler is followed through.
    static let maximumCallDepth = 4

    /// The key of the state `expr` names in code of `owner`: `Type.name` for
    /// a view's `@State`, `@SceneStorage` or `@AppStorage` (a `@Binding`, the
    /// state it was given), `Model.name` for a model's property;
    /// `@horizontalSizeClass` for the size class; nil when not known.
    func stateKey(_ expr: Expr, owner: String?) -> String? {
        switch expr {
        case .postfix(let node): return stateKey(node.operand, owner: owner)
        case .tuple(let node) where node.elements.count == 1: return stateKey(node.elements[0].value, owner: owner)
        case .cast(let node): return node.expression.flatMap { stateKey($0, owner: owner) }
        case .call(let call) where call.calleeName == "Optional" && call.arguments.count == 1:
            return stateKey(call.arguments[0].value, owner: owner)
        default: break
        }
        var path = expressionPath(expr)
        if path.first == "self", path.count > 1 { path.removeFirst() }
        guard !path.contains("?"), var first = path.first, !first.isEmpty else { return nil }
        if first.hasPrefix("$") { first.removeFirst() }
        if path.count == 1 {
            guard let owner, let variable = index.types[owner]?.variable(first) else { return nil }
            let key = "\(owner).\(first)"
            switch variable.node.attributes.first?.name.text {
            case "State", "SceneStorage", "AppStorage":
                return modelType(of: variable.node) == nil ? key : nil
            case "Binding":
                return aliases[key]
            case "Environment":
                let argument = variable.node.attributes.first?.arguments?.first.map { site($0.value.range, variable.file).code } ?? ""
                return argument.hasSuffix("horizontalSizeClass") ? "@horizontalSizeClass" : nil
            default:
                return isModel(owner) && modelProperty(first, of: owner) != nil ? key : nil
            }
        }
        let type = modelReceiver(path: Array(path.dropLast()), owner: owner)
        guard let type, let name = path.last, modelProperty(name, of: type) != nil else { return nil }
        return "\(type).\(name)"
    }

    /// What `statements` do to navigation state.
    mutating func effects(of statements: [Stmt], _ scope: EffectScope) -> [Effect] {
        var found: [Effect] = []
        var scope = scope
        for statement in statements {
            guard spend(statement.range, scope.file) else { break }
            switch statement {
            case .expression(let expr): found += effects(of: expr, scope)
            case .returnStmt(let node): if let value = node.value { found += effects(of: value, scope) }
            case .guardStmt(let node):
                found += effects(of: node.conditions, scope)
                bindNewNames(node.conditions, into: &scope)
                found += effects(of: node.elseBody.statements, scope)
                // What follows a guard runs only when it holds.
                scope.underUnknownCondition = true
            case .doStmt(let node):
                found += effects(of: node.body.statements, scope)
                for handler in node.catches { found += effects(of: handler.body.statements, scope) }
            case .forIn(let node): found += effects(of: node.body.statements, scope)
            case .whileStmt(let node): found += effects(of: node.body.statements, scope)
            case .deferStmt(let node): found += effects(of: node.body.statements, scope)
            case .labeled(let node): found += effects(of: [node.statement], scope)
            case .ifConfig(let config): found += effects(of: BuildConditions.active(config) { _ in }, scope)
            case .declaration(.variable(let decl)):
                // `let item = Moji(rawValue: value)`, `let new = newValue`.
                for binding in decl.bindings {
                    guard let initializer = binding.initializer else { continue }
                    found += effects(of: initializer, scope)
                    if let name = binding.name, isNewValue(initializer, scope) { scope.newNames.insert(name) }
                }
            default: break
            }
        }
        return found
    }

    /// What the conditions of an `if` or a `guard` do (a query item looked up, a `Type(rawValue:)`).
    mutating func effects(of conditions: [Condition], _ scope: EffectScope) -> [Effect] {
        var found: [Effect] = []
        for condition in conditions {
            switch condition {
            case .expression(let value): found += effects(of: value, scope)
            case .optionalBinding(let binding): if let value = binding.value { found += effects(of: value, scope) }
            case .matching(_, let value, _): found += effects(of: value, scope)
            default: break
            }
        }
        return found
    }

    /// `if let x = newValue`, `guard let newValue`: the bound names hold the new value.
    func bindNewNames(_ conditions: [Condition], into scope: inout EffectScope) {
        for condition in conditions {
            guard case .optionalBinding(let binding) = condition, let name = binding.pattern.identifierName else { continue }
            if let value = binding.value {
                if isNewValue(value, scope) { scope.newNames.insert(name) }
            } else if scope.newNames.contains(name) || stateKey(binding.pattern, owner: scope.owner) == scope.trigger {
                scope.newNames.insert(name)
            }
        }
    }

    /// Whether `expr` reads the handler's new value.
    func isNewValue(_ expr: Expr, _ scope: EffectScope) -> Bool {
        switch expr {
        case .identifier(let node) where scope.newNames.contains(node.name.text): return true
        case .postfix(let node): return isNewValue(node.operand, scope)
        case .tryExpr(let node): return isNewValue(node.expression, scope)
        default: return scope.trigger != nil && stateKey(expr, owner: scope.owner) == scope.trigger
        }
    }

    /// What one expression does.
    mutating func effects(of expr: Expr, _ scope: EffectScope) -> [Effect] {
        guard spend(expr.range, scope.file) else { return [] }
        let at = site(expr.range, scope.file)
        switch expr {
        case .binary(let node) where node.op.text == "=":
            guard let key = stateKey(node.left, owner: scope.owner) else { return effects(of: node.right, scope) }
            return assignment(key, node.right, scope, at: at)
        case .binary(let node):
            var found = effects(of: node.left, scope) + effects(of: node.right, scope)
            if node.op.text == "==" {
                for (one, other) in [(node.left, node.right), (node.right, node.left)] {
                    guard case .string(let literal) = other, let text = literal.staticText else { continue }
                    if expressionPath(one).last == "name" {
                        found.append(Effect(kind: .queryName(text), at: at))
                    } else if Self.isURLHost(one) {
                        found.append(Effect(kind: .urlHost(text), at: at))
                    }
                }
            }
            return found
        case .call(let call): return effects(ofCall: call, scope, at: at)
        case .ifExpr(let node):
            var inner = scope
            bindNewNames(node.conditions, into: &inner)
            var otherwise = scope
            if let sizeClass = sizeClassTest(node.conditions, scope) {
                inner.sizeClassWhen = sizeClass
                otherwise.sizeClassWhen = sizeClass == .compact ? .regular : .compact
            } else {
                inner.underUnknownCondition = true
                otherwise.underUnknownCondition = true
            }
            var found = effects(of: node.conditions, scope)
            found += effects(of: node.body.statements, inner)
            switch node.elseBranch {
            case .elseIf(let next)?: found += effects(of: .ifExpr(next), otherwise)
            case .block(let block)?: found += effects(of: block.statements, otherwise)
            case nil: break
            }
            return found
        case .switchExpr(let node) where Self.isURLHost(node.subject):
            return hostSwitchEffects(node, scope)
        case .switchExpr(let node):
            var found = effects(of: node.subject, scope)
            var inner = scope
            inner.underUnknownCondition = true
            for element in node.cases {
                if case .switchCase(let item) = element { found += effects(of: item.statements, inner) }
            }
            return found
        case .tryExpr(let node): return effects(of: node.expression, scope)
        case .awaitExpr(let node): return effects(of: node.expression, scope)
        case .postfix(let node): return effects(of: node.operand, scope)
        case .member(let node): return node.base.map { effects(of: $0, scope) } ?? []
        case .closure(let node): return effects(of: node.statements, scope)
        case .tuple(let node): return node.elements.flatMap { effects(of: $0.value, scope) }
        case .ternary(let node):
            var inner = scope
            inner.underUnknownCondition = true
            return effects(of: node.thenExpr, inner) + effects(of: node.elseExpr, inner)
        default: return []
        }
    }

    /// The size class an `if`'s one condition tests the handler's new value
    /// (or `horizontalSizeClass`) to be equal to: `newValue == .compact`,
    /// `horizontalSizeClass == .regular`; nil for any other condition.
    func sizeClassTest(_ conditions: [Condition], _ scope: EffectScope) -> SizeClass? {
        guard conditions.count == 1, case .expression(let expr) = conditions[0],
              case .binary(let node) = expr, node.op.text == "==" || node.op.text == "!=" else { return nil }
        for (subject, value) in [(node.left, node.right), (node.right, node.left)] {
            guard isNewValue(subject, scope) || stateKey(subject, owner: scope.owner) == "@horizontalSizeClass",
                  case .member(let member) = value, member.base == nil || member.base?.identifierName == "UserInterfaceSizeClass",
                  let sizeClass = SizeClass(rawValue: member.name.text) else { continue }
            guard node.op.text == "!=" else { return sizeClass }
            return sizeClass == .compact ? .regular : .compact
        }
        return nil
    }

    /// `columnVisibility = .detailOnly`, `preferredColumn = NavigationSplitViewColumn.detail`:
    /// the case written, when `key` is the column visibility or compact
    /// column binding and the value is one of that type's cases.
    func columnCase(_ key: String, _ value: Expr) -> String? {
        guard key == roles.visibility || key == roles.compactColumn, case .member(let member) = value else { return nil }
        let type = key == roles.visibility ? "NavigationSplitViewVisibility" : "NavigationSplitViewColumn"
        guard member.base == nil || member.base?.identifierName == type else { return nil }
        let name = member.name.text
        let known = key == roles.visibility ? ColumnVisibility(rawValue: name) != nil : SplitColumn(rawValue: name) != nil
        return known ? name : nil
    }

    /// `key = value`.
    private mutating func assignment(_ key: String, _ value: Expr, _ scope: EffectScope, at: Site) -> [Effect] {
        var found = effects(of: value, scope)
        if let name = columnCase(key, value) {
            found.append(Effect(kind: .column(key, value: name), at: at, when: scope.sizeClassWhen,
                                underUnknownCondition: scope.underUnknownCondition))
            return found
        }
        if roles.paths.contains(key) {
            switch value {
            case .array(let array) where array.elements.isEmpty:
                found.append(Effect(kind: .resetPath(key), at: at))
            case .call(let call) where call.arguments.isEmpty && (call.calleeName == "NavigationPath" || call.calleeName == "init"):
                found.append(Effect(kind: .resetPath(key), at: at))
            case .array(let array):
                found.append(Effect(kind: .resetPath(key), at: at))
                for element in array.elements {
                    found.append(Effect(kind: .push(key, type: rawValueType(element), id: pushedCase(element, scope)), at: at))
                }
            default:
                found.append(Effect(kind: .other(key), at: at))
            }
            return found
        }
        if isNewValue(value, scope) {
            found.append(Effect(kind: .copy(key), at: at))
            return found
        }
        if case .binary(let node) = value, node.op.text == "??" {
            if isNewValue(node.left, scope) { found.append(Effect(kind: .copy(key), at: at)) }
            if let id = constantCase(node.right, scope, type: declaredType(key)) {
                found.append(Effect(kind: .constant(key, id: id, fallback: true), at: at))
            } else {
                found.append(Effect(kind: .other(key), at: at))
            }
            return found
        }
        if let id = constantCase(value, scope, type: declaredType(key)) {
            found.append(Effect(kind: .constant(key, id: id, fallback: false), at: at))
        } else {
            found.append(Effect(kind: .other(key), at: at))
        }
        return found
    }

    /// The id of the case `expr` always is: `.basketball`,
    /// `Sport.allCases.first!`, `Self.allCases[0]`; nil otherwise.
    mutating func constantCase(_ expr: Expr, _ scope: EffectScope, type: String?) -> String? {
        let inner = Scope(file: scope.file, selfType: scope.owner)
        // Read quietly: a condition the reader cannot know is no assumption here.
        let saved = assumptions
        defer { assumptions = saved }
        var value: Value
        if case .member(let member) = expr, member.base == nil, let type {
            // `.fallback`: a static member of the state's own type.
            value = property(member.name.text, of: .type(type), inner)
        } else {
            value = evaluate(expr, inner)
        }
        if case .unknown = value, case .subscriptCall(let node) = expr, node.arguments.count == 1,
           case .array(let elements) = evaluate(node.base, inner),
           let index = evaluate(node.arguments[0].value, inner).number, index >= 0, index < Double(elements.count) {
            value = elements[Int(index)]
        }
        if case .enumCase(let type, _, let id) = value, type != nil { return id }
        return nil
    }

    /// The type a state is declared with (`Sport` for `Sport?`), if written.
    func declaredType(_ key: String) -> String? {
        let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2, let variable = index.types[parts[0]]?.variable(parts[1]) else { return nil }
        if let type = variable.node.type?.baseName { return type }
        if let initializer = variable.node.initializer, case .member(let member) = initializer, let base = member.base {
            return base.identifierName
        }
        return nil
    }

    /// The enum whose `init(rawValue:)` makes `expr`, if it is one.
    func rawValueType(_ expr: Expr) -> String? {
        switch expr {
        case .call(let call) where call.argument("rawValue") != nil:
            if case .identifier(let name) = call.callee, index.types[name.name.text]?.kind == .enum { return name.name.text }
            return nil
        case .postfix(let node): return rawValueType(node.operand)
        default: return nil
        }
    }

    /// A call: a path's `append`, `removeAll`, `removeLast`; a model's or
    /// the view's method, followed; `withAnimation { }` and other closures
    /// run in place.
    private mutating func effects(ofCall call: CallExpr, _ scope: EffectScope, at: Site) -> [Effect] {
        var found: [Effect] = []
        for argument in call.arguments { found += effects(of: argument.value, scope) }
        if let type = rawValueType(.call(call)) { found.append(Effect(kind: .rawValueOf(type), at: at)) }
        guard let name = call.calleeName else { return found }
        if case .member(let member) = call.callee, let base = member.base {
            if let key = stateKey(base, owner: scope.owner), roles.paths.contains(key) {
                switch name {
                case "append":
                    let type = call.arguments.first.flatMap { argument in rawValueType(argument.value) ?? pushedType(argument.value, scope) }
                    let id = call.arguments.first.flatMap { pushedCase($0.value, scope) }
                    found.append(Effect(kind: .push(key, type: type, id: id), at: at))
                case "removeAll":
                    found.append(Effect(kind: .resetPath(key), at: at))
                case "removeLast" where call.arguments.count == 1 && expressionPath(call.arguments[0].value).last == "count"
                    && stateKey(Self.dropLast(call.arguments[0].value), owner: scope.owner) == key:
                    found.append(Effect(kind: .resetPath(key), at: at))
                default:
                    found.append(Effect(kind: .other(key), at: at))
                }
                return found
            }
            if let type = modelReceiver(base, owner: scope.owner) {
                return found + follow(name, in: type, call, scope, at: at)
            }
        } else if case .identifier = call.callee {
            if let owner = scope.owner, !(index.types[owner]?.functions(name).isEmpty ?? true) {
                return found + follow(name, in: owner, call, scope, at: at)
            }
            if call.trailingClosures.isEmpty, name.first?.isLowercase == true, !Self.harmlessFunctions.contains(name) {
                return found + [Effect(kind: .unfollowed(name), at: at)]
            }
        }
        for trailing in call.trailingClosures { found += effects(of: trailing.closure.statements, scope) }
        return found
    }

    /// Functions called in handlers that cannot change a view's state.
    static let harmlessFunctions: Set<String> = ["print", "debugPrint", "assert", "precondition", "dump", "withAnimation", "withTransaction"]

    /// `path.count` as `path`.
    static func dropLast(_ expr: Expr) -> Expr {
        if case .member(let node) = expr, let base = node.base { return base }
        return expr
    }

    /// The enum type of a value appended to a path: a name bound from
    /// `Type(rawValue:)` in the handler is not tracked, so only a written
    /// case (`path.append(Moji.smile)`) is read here.
    /// The case a constant pushed value names (`Route.receipt`), read
    /// quietly; `nil` for a value made at run time.
    private mutating func pushedCase(_ expr: Expr, _ scope: EffectScope) -> String? {
        guard rawValueType(expr) == nil, case .member = expr else { return nil }
        return constantCase(expr, scope, type: nil)
    }

    private mutating func pushedType(_ expr: Expr, _ scope: EffectScope) -> String? {
        let value = evaluate(expr, Scope(file: scope.file, selfType: scope.owner))
        if case .enumCase(let type, _, _) = value { return type }
        return nil
    }

    /// A method of `type` called with `call`, its body read with the
    /// parameters that receive the new value among the new names.
    private mutating func follow(_ name: String, in type: String, _ call: CallExpr, _ scope: EffectScope, at: Site) -> [Effect] {
        guard scope.depth < Self.maximumCallDepth, let function = index.types[type]?.functions(name).first,
              let body = function.node.body else {
            return [Effect(kind: .unfollowed(name), at: at)]
        }
        if !visitedTypes.contains(type) { visitedTypes.append(type) }
        var inner = EffectScope(owner: type, file: function.file, trigger: scope.trigger, depth: scope.depth + 1)
        for (offset, parameter) in function.node.parameters.enumerated() {
            let argument = call.arguments.first { $0.label?.text == parameter.label && parameter.label != nil }
                ?? (offset < call.arguments.count ? call.arguments[offset] : nil)
            if let argument, isNewValue(argument.value, scope) { inner.newNames.insert(parameter.name) }
        }
        return effects(of: body.statements, inner)
    }
}
