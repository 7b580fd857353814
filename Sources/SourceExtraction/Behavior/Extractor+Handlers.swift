import SourceSyntax

extension Extractor {
    /// The handlers in the code of every type the evaluation visited (the
    /// app, its views, the models they hold), in the order of those types
    /// and then of the code.
    mutating func handlers(appType: String?) -> [Handler] {
        var found: [Handler] = []
        var seen: [String] = []
        var order = visitedTypes
        if let appType, !order.contains(appType) { order.insert(appType, at: 0) }
        var next = 0
        while next < order.count {
            let owner = order[next]
            next += 1
            guard let info = index.types[owner] else { continue }
            for member in info.members {
                var statements: [[Stmt]] = []
                switch member.node {
                case .variable(let decl):
                    for binding in decl.bindings {
                        switch binding.accessors {
                        case .getter(let block)?: statements.append(block.statements)
                        case .accessors(let list, _)?:
                            for accessor in list {
                                guard let body = accessor.body else { continue }
                                if accessor.kind.text == "didSet" || accessor.kind.text == "willSet", let name = binding.name {
                                    // A model's `didSet`: runs on every change of the property.
                                    let key = "\(owner).\(name)"
                                    let at = site(accessor.range, member.file)
                                    var scope = EffectScope(owner: owner, file: member.file, trigger: key)
                                    if accessor.kind.text == "willSet" { scope.newNames = [accessor.parameter?.text ?? "newValue"]; scope.trigger = nil }
                                    found.append(Handler(trigger: .change(key), effects: effects(of: body.statements, scope), at: at,
                                                         file: member.file, offset: accessor.range.start))
                                } else {
                                    statements.append(body.statements)
                                }
                            }
                        case nil:
                            if let initializer = binding.initializer { statements.append([.expression(initializer)]) }
                        }
                    }
                case .function(let function):
                    if let body = function.body { statements.append(body.statements) }
                default: break
                }
                for list in statements {
                    for call in Self.calls(in: list) {
                        guard let handler = handler(call, owner: owner, file: member.file) else { continue }
                        guard !seen.contains(handler.at.location) else { continue }
                        seen.append(handler.at.location)
                        found.append(handler)
                        // Types reached only from handlers (a model's methods) are read too.
                        for type in visitedTypes where !order.contains(type) { order.append(type) }
                    }
                }
            }
        }
        // In the order of the source, whatever order the types were visited in.
        return found.sorted { ($0.file, $0.offset) < ($1.file, $1.offset) }
    }

    /// `.onChange(of:)`, `.onOpenURL`, `.task`, `.onAppear`, or
    /// `Binding(get:set:)`, read; nil for any other call.
    private mutating func handler(_ call: CallExpr, owner: String, file: Int) -> Handler? {
        let name = call.calleeName ?? ""
        func closure(_ label: String?) -> ClosureExpr? {
            if let argument = call.argument(label), case .closure(let closure) = argument.value { return closure }
            return call.trailingClosures.first(where: { $0.label?.text == label })?.closure
                ?? (label == nil || label == "perform" || label == "action" ? call.trailingClosures.first?.closure : nil)
        }
        func parameters(_ closure: ClosureExpr) -> [String] { closure.signature?.parameters.map(\.name) ?? [] }
        var range = call.range
        if case .member(let member) = call.callee, member.name.range.start > range.start {
            range = SourceRange(start: member.name.range.start - 1, end: call.range.end)
        }
        let at = site(range, file)
        switch name {
        case "onChange" where isModifier(call):
            guard let body = closure("perform"), let subject = call.argument("of") else { return nil }
            let key = stateKey(subject.value, owner: owner)
            var scope = EffectScope(owner: owner, file: file, trigger: key == "@horizontalSizeClass" ? nil : key)
            let names = parameters(body)
            if let last = names.last { scope.newNames.insert(last) }
            if names.isEmpty {
                let text = index.files[file].file.text(body.range)
                scope.newNames.insert(text.contains("$1") ? "$1" : "$0")
            }
            let trigger: Handler.Trigger = switch key {
            case "@horizontalSizeClass"?: .sizeClass
            case let key?: .change(key)
            case nil: .unknown
            }
            return Handler(trigger: trigger, effects: effects(of: body.statements, scope), at: at, file: file, offset: range.start)
        case "onOpenURL" where isModifier(call):
            guard let body = closure("perform") else { return nil }
            var scope = EffectScope(owner: owner, file: file)
            scope.newNames = Set(parameters(body) + ["$0"])
            return Handler(trigger: .openURL, effects: effects(of: body.statements, scope), at: at, file: file, offset: range.start)
        case "task", "onAppear":
            guard isModifier(call), let body = closure("perform") ?? closure(nil) else { return nil }
            return Handler(trigger: .appear, effects: effects(of: body.statements, EffectScope(owner: owner, file: file)), at: at, file: file, offset: range.start)
        case "Binding":
            guard case .identifier = call.callee, let getter = closure("get"), let setter = closure("set"),
                  let key = bindingGetterKey(getter, owner: owner) else { return nil }
            var scope = EffectScope(owner: owner, file: file)
            scope.newNames = Set(parameters(setter) + ["$0"])
            return Handler(trigger: .change(key), effects: effects(of: setter.statements, scope), at: at, file: file, offset: range.start)
        default:
            return nil
        }
    }

    /// Whether `call` is a modifier (`view.onChange(...)`, or `.onChange` in
    /// a chain under `#if`), not a function of the app that happens to share
    /// the name.
    private func isModifier(_ call: CallExpr) -> Bool {
        if case .member = call.callee { return true }
        return false
    }

    /// The state a `Binding(get: { state }, set:)` reads.
    func bindingGetterKey(_ getter: ClosureExpr, owner: String?) -> String? {
        guard getter.statements.count == 1 else { return nil }
        switch getter.statements[0] {
        case .expression(let expr): return stateKey(expr, owner: owner)
        case .returnStmt(let node): return node.value.flatMap { stateKey($0, owner: owner) }
        default: return nil
        }
    }

    /// `Binding(get:set:)` as the evaluation reads it: a binding to the state
    /// its getter reads.
    func bindingGetterKey(_ call: CallExpr, _ scope: Scope) -> String? {
        guard let argument = call.argument("get"), case .closure(let getter) = argument.value else { return nil }
        guard getter.statements.count == 1, case .expression(let expr) = getter.statements[0] else { return nil }
        if let name = expr.identifierName, case .binding(let key)? = scope.values[name] { return key }
        return stateKey(expr, owner: scope.selfType)
    }

    /// Every call in `statements`, outermost first, closures included.
    static func calls(in statements: [Stmt]) -> [CallExpr] {
        var found: [CallExpr] = []
        func visit(_ statements: [Stmt]) { for statement in statements { visit(statement) } }
        func visit(_ statement: Stmt) {
            switch statement {
            case .expression(let expr): visit(expr)
            case .returnStmt(let node): if let value = node.value { visit(value) }
            case .guardStmt(let node): visitConditions(node.conditions); visit(node.elseBody.statements)
            case .forIn(let node): visit(node.sequence); visit(node.body.statements)
            case .whileStmt(let node): visit(node.body.statements)
            case .doStmt(let node): visit(node.body.statements)
            case .labeled(let node): visit(node.statement)
            case .ifConfig(let config): visit(BuildConditions.active(config) { _ in })
            case .declaration(.variable(let decl)): for binding in decl.bindings { if let value = binding.initializer { visit(value) } }
            default: break
            }
        }
        func visitConditions(_ conditions: [Condition]) {
            for condition in conditions {
                switch condition {
                case .expression(let expr): visit(expr)
                case .optionalBinding(let binding): if let value = binding.value { visit(value) }
                case .matching(_, let value, _): visit(value)
                default: break
                }
            }
        }
        func visit(_ expr: Expr) {
            switch expr {
            case .call(let call):
                found.append(call)
                visit(call.callee)
                for argument in call.arguments { visit(argument.value) }
                for trailing in call.trailingClosures { visit(trailing.closure.statements) }
            case .member(let node): if let base = node.base { visit(base) }
            case .closure(let node): visit(node.statements)
            case .binary(let node): visit(node.left); visit(node.right)
            case .prefix(let node): visit(node.operand)
            case .postfix(let node): visit(node.operand)
            case .ternary(let node): visit(node.condition); visit(node.thenExpr); visit(node.elseExpr)
            case .cast(let node): if let inner = node.expression { visit(inner) }
            case .tuple(let node): for element in node.elements { visit(element.value) }
            case .array(let node): for element in node.elements { visit(element) }
            case .tryExpr(let node): visit(node.expression)
            case .awaitExpr(let node): visit(node.expression)
            case .subscriptCall(let node): visit(node.base)
            case .ifExpr(let node):
                visitConditions(node.conditions)
                visit(node.body.statements)
                switch node.elseBranch {
                case .elseIf(let next)?: visit(.ifExpr(next))
                case .block(let block)?: visit(block.statements)
                case nil: break
                }
            case .switchExpr(let node):
                visit(node.subject)
                for element in node.cases { if case .switchCase(let item) = element { visit(item.statements) } }
            case .postfixIfConfig(let node):
                visit(node.base)
                for element in BuildConditions.active(node.config, unknown: { _ in }) { visit(element) }
            default: break
            }
        }
        visit(statements)
        return found
    }
}
