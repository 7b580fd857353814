import LayoutModel
import SourceSyntax

extension Extractor {
    /// The value of `expr` in `scope`.
    mutating func evaluate(_ expr: Expr, _ scope: Scope) -> Value {
        guard spend(expr.range, scope.file) else { return .unknown }
        guard expressionDepth < Self.maximumExpressionDepth else {
            assume(expr.range, scope.file, "an expression", "nested more than \(Self.maximumExpressionDepth) expressions deep "
                   + "(a chain of modifiers, say): the rest not read", structural: true)
            return .unknown
        }
        expressionDepth += 1
        defer { expressionDepth -= 1 }
        switch expr {
        case .identifier(let node):
            if node.name.text == "self", case .view(let tree)? = scope.selfValue {
                // A team modifier that places its receiver more than once
                // (`HStack { self; self }`) doubles the tree with each use:
                // each use of the receiver costs its size, so the budget
                // bounds the tree and every walk of it, not only the steps.
                for _ in 0..<ViewTree.size(of: tree, atMost: budget) where !spend(node.range, scope.file) { return .unknown }
            }
            return identifier(node.name.text, scope)
        case .literal(let node):
            switch node.kind {
            case .true: return .bool(true)
            case .false: return .bool(false)
            case .nil: return .none
            case .integer, .float: return node.numberValue.map(Value.number) ?? .unknown
            case .regex: return .unknown
            }
        case .string(let node): return string(node, scope)
        case .member(let node): return member(node, scope)
        case .call(let node): return call(node, scope)
        case .closure(let node): return .closure(node, scope)
        case .binary(let node): return binary(node, scope)
        case .prefix(let node):
            let operand = evaluate(node.operand, scope)
            switch (node.op.text, operand) {
            case ("-", .number(let value)): return .number(-value)
            case ("!", .bool(let value)): return .bool(!value)
            // `!isWide`, where `isWide` follows the window's shape.
            case ("!", .shape(let shape)): return .shape(.not(shape))
            default: return .unknown
            }
        case .postfix(let node): return evaluate(node.operand, scope)
        case .ternary(let node):
            switch evaluate(node.condition, scope) {
            case .bool(true): return evaluate(node.thenExpr, scope)
            case .bool(false): return evaluate(node.elseExpr, scope)
            default:
                assume(node.condition.range, scope.file, "condition `\(site(node.condition.range, scope.file).code)`",
                       "not known from the source: the first branch followed")
                return evaluate(node.thenExpr, scope)
            }
        case .cast(let node): return node.expression.map { evaluate($0, scope) } ?? .unknown
        case .tuple(let node):
            return node.elements.count == 1 ? evaluate(node.elements[0].value, scope) : .unknown
        case .array(let node):
            return .array(node.elements.prefix(Self.maximumElements).map { evaluate($0, scope) })
        case .tryExpr(let node): return evaluate(node.expression, scope)
        case .awaitExpr(let node): return evaluate(node.expression, scope)
        case .subscriptCall(let node):
            // `tabs[0]`: an array's element at a known index.
            guard node.arguments.count == 1, case .array(let elements) = evaluate(node.base, scope),
                  let position = evaluate(node.arguments[0].value, scope).number, position >= 0,
                  position < Double(elements.count), position == position.rounded() else { return .unknown }
            return elements[Int(position)]
        case .ifExpr(let node): return ifValue(node, scope)
        case .switchExpr(let node): return switchValue(node, scope)
        case .postfixIfConfig(let node):
            var value = evaluate(node.base, scope)
            let active = BuildConditions.active(node.config) { condition in
                assume(condition.range, scope.file, "#if \(site(condition.range, scope.file).code)",
                       "not known for an iPad build: the first clause followed")
            }
            for element in active { value = applyPostfix(element, to: value, scope) }
            return value
        default: return .unknown
        }
    }

    /// A member chain written under `#if` (`.padding()`), applied to `base`.
    mutating func applyPostfix(_ element: Expr, to base: Value, _ scope: Scope) -> Value {
        switch element {
        case .call(let call):
            if case .member(let member) = call.callee {
                let receiver = member.base.map { applyPostfix($0, to: base, scope) } ?? base
                if case .view(let tree) = receiver { return .view(modifier(member.name.text, call, on: tree, scope)) }
                return methodCall(member.name.text, on: receiver, call, scope)
            }
            return base
        case .member(let member):
            let receiver = member.base.map { applyPostfix($0, to: base, scope) } ?? base
            return property(member.name.text, of: receiver, scope)
        default: return base
        }
    }

    /// A name in scope.
    mutating func identifier(_ name: String, _ scope: Scope) -> Value {
        if name.hasPrefix("$"), name.count > 1, Int(name.dropFirst()) == nil {
            let plain = String(name.dropFirst())
            if case .binding(let key)? = scope.values[plain] { return .binding(key) }
            return .unknown
        }
        if name == "self" { return scope.selfValue ?? .unknown }
        if name == "Self", let type = scope.selfType { return .type(type) }
        if case .environment(let key)? = scope.values[name] { return appEnvironmentValue(key) ?? .unknown }
        if let value = scope.values[name] {
            let read = read(value)
            if case .enumCase(type: "UserInterfaceSizeClass"?, _, _) = read { contextReads.sizeClass += 1 }
            return read
        }
        if let selfValue = scope.selfValue {
            switch selfValue {
            case .enumCase where name == "rawValue": return property(name, of: selfValue, scope)
            case .instance(_, let fields): if let field = fields[name] { return field }
            default: break
            }
        }
        if let type = scope.selfType, let info = index.types[type], let variable = info.variable(name) {
            return variableValue(variable, name: name, scope)
        }
        for global in index.globals {
            if case .variable(let decl) = global.node, decl.bindings.contains(where: { $0.name == name }) {
                return variableValue(Located(node: decl, file: global.file), name: name, Scope(file: global.file))
            }
        }
        if index.types[name] != nil || Self.knownTypes.contains(name) { return .type(name) }
        return .unknown
    }

    /// The types used as values that are not the app's: `CGFloat.infinity`.
    static let knownTypes: Set<String> = ["CGFloat", "Double", "Int", "Float", "String", "UIScreen", "UIDevice", "GridItem"]

    /// A stored value read: a binding reads its state.
    func read(_ value: Value) -> Value {
        if case .binding(let key) = value { return overrides[key] ?? stateInitial[key] ?? .unknown }
        return value
    }

    /// The value of a member variable: a constant's initializer, a computed
    /// property's getter.
    mutating func variableValue(_ variable: Located<VarDecl>, name: String, _ scope: Scope) -> Value {
        guard let binding = variable.node.bindings.first(where: { $0.name == name }) else { return .unknown }
        // A property whose getter reads itself, directly or through other
        // properties, functions and views (Swift compiles it, with a
        // warning): cut where it is read again, as a view inside itself is.
        let key = "var \(variable.file):\(binding.range.start)"
        guard !instantiating.contains(key) else {
            assume(binding.range, variable.file, "`\(name)`", "a property that reads itself, not followed: its value not known")
            return .unknown
        }
        instantiating.append(key)
        defer { instantiating.removeLast() }
        var inner = scope
        inner.file = variable.file
        if let statements = binding.accessors?.getterStatements {
            if binding.type.map({ $0.description.hasPrefix("some View") }) == true
                || variable.node.attributes.contains(where: { $0.name.text == "ViewBuilder" }) {
                return .view(builder(statements, inner))
            }
            return valueOf(statements, inner)
        }
        if let initializer = binding.initializer { return evaluate(initializer, inner) }
        return .unknown
    }

    private mutating func string(_ node: StringLiteralExpr, _ scope: Scope) -> Value {
        var text = ""
        for segment in node.segments {
            switch segment {
            case .text(let piece, _): text += piece
            case .interpolation(let arguments, _):
                guard arguments.count == 1 else { return .unknown }
                switch evaluate(arguments[0].value, scope) {
                case .string(let piece): text += piece
                case .number(let number): text += Points.format(number)
                case .enumCase(_, let caseName, _): text += caseName
                default: return .unknown
                }
            }
        }
        return .string(text)
    }

    private mutating func member(_ node: MemberAccessExpr, _ scope: Scope) -> Value {
        guard let base = node.base else {
            if node.name.text == "infinity" { return .infinity }
            // `.secondaryColumnWidth`: a constant of the app's `extension CGFloat`.
            if index.caseOwners[node.name.text] == nil {
                for type in ["CGFloat", "Double"] {
                    if let info = index.types[type], let variable = info.variable(node.name.text) {
                        return variableValue(variable, name: node.name.text, Scope(file: variable.file, selfType: type))
                    }
                }
            }
            return implicitCase(node.name.text)
        }
        let path = expressionPath(.member(node))
        if path.hasSuffix(["bounds", "width"]) || path.hasSuffix(["bounds", "size", "width"]),
           path.first == "UIScreen" || path.contains("screen") {
            return .screenWidth
        }
        if path.hasSuffix(["userInterfaceIdiom"]) {
            contextReads.idiom += 1
            return .enumCase(type: "UIUserInterfaceIdiom", name: context.idiom.rawValue, id: context.idiom.rawValue)
        }
        if let value = modelMember(node, scope) { return value }
        return property(node.name.text, of: evaluate(base, scope), scope)
    }

    /// `.name` with no type written: the case of the one enum of the app
    /// that has it, else a case of an unknown type (a SwiftUI enum).
    func implicitCase(_ name: String) -> Value {
        if let owners = index.caseOwners[name], owners.count == 1, let info = index.types[owners[0]],
           let found = info.cases.first(where: { $0.name == name }) {
            return .enumCase(type: owners[0], name: name, id: found.rawValue ?? name)
        }
        return .enumCase(type: nil, name: name, id: name)
    }

    /// The names of a member chain, `?` and `!` skipped.
    func expressionPath(_ expr: Expr) -> [String] {
        switch expr {
        case .identifier(let node): return [node.name.text]
        case .member(let node): return (node.base.map(expressionPath) ?? [""]) + [node.name.text]
        case .postfix(let node): return expressionPath(node.operand)
        default: return ["?"]
        }
    }

    /// `base.name`.
    mutating func property(_ name: String, of base: Value, _ scope: Scope) -> Value {
        switch base {
        case .type(let type):
            if name == "self" { return .type(type) }
            if name == "infinity" { return .infinity }
            guard let info = index.types[type] else { return .unknown }
            if name == "allCases" { return .array(info.cases.map { .enumCase(type: type, name: $0.name, id: $0.rawValue ?? $0.name) }) }
            if let found = info.cases.first(where: { $0.name == name }) {
                return .enumCase(type: type, name: found.name, id: found.rawValue ?? found.name)
            }
            if let variable = info.variable(name) {
                return variableValue(variable, name: name, Scope(file: variable.file, selfType: type))
            }
            return .unknown
        case .enumCase(let type, let caseName, let id):
            if name == "rawValue" { return .string(id) }
            if name == "id" { return base }
            guard let type, let info = index.types[type], let variable = info.variable(name) else { return .unknown }
            return variableValue(variable, name: name, Scope(file: variable.file, selfType: type, selfValue: .enumCase(type: type, name: caseName, id: id)))
        case .instance(let type, let fields):
            if let field = fields[name] { return field }
            guard let info = index.types[type], let variable = info.variable(name) else { return .unknown }
            return variableValue(variable, name: name, Scope(file: variable.file, values: fields, selfType: type, selfValue: base))
        case .string(let text):
            switch name {
            case "capitalized": return .string(text.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined(separator: " "))
            case "count": return .number(Double(text.count))
            default: return .unknown
            }
        case .binding(let key):
            // `$paths.books`: a binding to a part of a state, keyed under it.
            return .binding("\(key).\(name)")
        case .array(let elements):
            switch name {
            case "count": return .number(Double(elements.count))
            case "isEmpty": return .bool(elements.isEmpty)
            case "first": return elements.first ?? .none
            case "last": return elements.last ?? .none
            default: return .unknown
            }
        case let .fromData(row, data, at), let .sampleProperty(row, data, at), let .sampleID(row, data, at):
            // A property of a sample element is told from the other
            // elements' as the element is (`value: category.name` selects
            // the row of `category`); its `id` is kept as such, for a
            // destination for the element type's ids.
            if name == "id", case .fromData = base { return .sampleID(row: row, data: data, at: at) }
            return .sampleProperty(row: row, data: data, at: at)
        default: return .unknown
        }
    }

    /// `&&` and `||` over a test of the window's shape: with a known Bool
    /// (the size class or idiom of the evaluation), the shape test where the
    /// rest leaves it deciding (`horizontalSizeClass == .regular && isWide`
    /// in regular width), the Bool where it decides alone; two shape tests,
    /// both (`allOf`) or either (`anyOf`). Nil for any other pair.
    static func shapeLogic(_ op: String, _ left: Value, _ right: Value) -> Value? {
        switch (left, right) {
        case (.shape(let a), .shape(let b)): return .shape(op == "&&" ? .allOf([a, b]) : .anyOf([a, b]))
        case (.shape, .bool(let b)), (.bool(let b), .shape):
            if op == "&&" { return b ? (left.isShape ? left : right) : .bool(false) }
            return b ? .bool(true) : (left.isShape ? left : right)
        default: return nil
        }
    }

    private mutating func binary(_ node: BinaryExpr, _ scope: Scope) -> Value {
        let op = node.op.text
        let left = evaluate(node.left, scope)
        if op == "??" {
            if case .none = left { return evaluate(node.right, scope) }
            if case .unknown = left { return evaluate(node.right, scope) }
            return left
        }
        if op == "&&", case .bool(false) = left { return .bool(false) }
        if let width = windowWidthComparison(op, left, node.right, scope) { return width }
        if op == "||", case .bool(true) = left { return .bool(true) }
        let right = evaluate(node.right, scope)
        switch op {
        case "==": return left.equals(right).map(Value.bool) ?? .unknown
        case "!=": return left.equals(right).map { .bool(!$0) } ?? .unknown
        case "&&", "||":
            // `isPad && proxy.size.width >= 1024`: the width test, where the rest holds.
            if op == "&&", case .widthAtLeast = left, case .bool(true) = right { return left }
            if op == "&&", case .bool(true) = left, case .widthAtLeast = right { return right }
            if op == "&&", case .bool(false) = right { return .bool(false) }
            if let shape = Self.shapeLogic(op, left, right) { return shape }
            guard case .bool(let a) = left, case .bool(let b) = right else { return .unknown }
            return .bool(op == "&&" ? a && b : a || b)
        case "+":
            if case .string(let a) = left, case .string(let b) = right { return .string(a + b) }
            fallthrough
        case "-", "*", "/":
            guard let a = left.number, let b = right.number else {
                // `UIScreen.main.bounds.width / 3`, `proxy.size.width * 0.4`:
                // a length that follows the window or the screen.
                if left.isWindowRelative || right.isWindowRelative { windowRelativeReads += 1 }
                return .unknown
            }
            switch op {
            case "+": return .number(a + b)
            case "-": return .number(a - b)
            case "*": return .number(a * b)
            default: return b == 0 ? .unknown : .number(a / b)
            }
        case "..<", "...":
            guard let a = left.number, let b = right.number, a.isFinite, b.isFinite else { return .unknown }
            let upper = op == "..<" ? b - 1 : b
            guard upper >= a else { return .array([]) }
            // Compared as Doubles first: `0...Int.max` is wider than any Int.
            let count = upper - a + 1 >= Double(Self.maximumElements) ? Self.maximumElements : Int(upper - a) + 1
            return .array((0..<count).map { .number(a + Double($0)) })
        default: return .unknown
        }
    }
}

extension Extractor {
    /// `proxy.size.width >= n` (or `> n`, `n <= width`, `n < width`) as the
    /// windows it holds in; any other comparison of the window's width or
    /// height with a number or with each other as the shape condition it is
    /// (``shapeComparison(_:_:_:at:)``); nil for anything else.
    mutating func windowWidthComparison(_ op: String, _ left: Value, _ rightExpr: Expr, _ scope: Scope) -> Value? {
        guard [">=", ">", "<=", "<"].contains(op) else { return nil }
        switch left {
        case .windowWidth, .windowHeight, .number, .unknown: break
        default: return nil
        }
        let right = evaluate(rightExpr, scope)
        switch (left, right, op) {
        case (.windowWidth, .number(let n), ">="), (.number(let n), .windowWidth, "<="): return .widthAtLeast(n)
        case (.windowWidth, .number(let n), ">"), (.number(let n), .windowWidth, "<"): return .widthAtLeast(n.nextUp)
        default: return shapeComparison(op, left, right, at: site(rightExpr.range, scope.file)).map(Value.shape)
        }
    }
}

extension Array where Element == String {
    /// Whether the array ends with `suffix`.
    func hasSuffix(_ suffix: [String]) -> Bool { count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix }
}
