import LayoutModel
import SourceSyntax

extension Extractor {
    /// A call: a SwiftUI view, a modifier, one of the app's views or
    /// functions, a closure, or a value the reader knows (`GridItem`).
    mutating func call(_ node: CallExpr, _ scope: Scope) -> Value {
        switch node.callee {
        case .member(let member):
            guard let baseExpr = member.base else {
                return implicitMember(member.name.text, node, scope)
            }
            // The state a root's `onGeometryChange` writes is set before
            // its base, which reads it, is evaluated.
            if member.name.text == "onGeometryChange", atRootLevel { noteGeometryChange(node, scope) }
            let base = evaluate(baseExpr, scope)
            if case .view(let tree) = base { return .view(modifier(member.name.text, node, on: tree, scope)) }
            return methodCall(member.name.text, on: base, node, scope)
        case .identifier(let identifier):
            let name = identifier.name.text
            if let bound = scope.values[name], case .closure(let closure, let captured) = bound {
                return apply(closure, captured, arguments: node.arguments.map { evaluate($0.value, scope) })
            }
            // Inside `extension View`, `padding()` is `self.padding()`.
            if case .view(let tree)? = scope.selfValue, scope.selfType == nil,
               Self.modifierNames.contains(name) || index.viewExtensions[name] != nil {
                return .view(modifier(name, node, on: tree, scope))
            }
            if name == "Binding", let key = bindingGetterKey(node, scope) { return .binding(key) }
            // An empty `NavigationPath()`: a path, not a view.
            if name == "NavigationPath", node.arguments.isEmpty { return .array([]) }
            if let view = builtinView(name, node, scope) { return .view(view) }
            if let value = builtinValue(name, node, scope) { return value }
            if let info = index.types[name] {
                if info.isView { return .view(instantiate(info, node, scope)) }
                return instance(info, node, scope)
            }
            if let type = scope.selfType, let function = index.types[type]?.functions(name).first {
                return invoke(function, node, scope, selfType: type, selfValue: scope.selfValue)
            }
            for global in index.globals {
                if case .function(let function) = global.node, function.name.text == name {
                    return invoke(Located(node: function, file: global.file), node, scope, selfType: nil, selfValue: nil)
                }
            }
            // Inside `extension View`, any other call is a modifier of `self`.
            if case .view(let tree)? = scope.selfValue, scope.selfType == nil, name.first?.isLowercase == true {
                return .view(modifier(name, node, on: tree, scope))
            }
            if Self.isNotAView(name) { return .unknown }
            if let wrapped = Self.wrappedContainer(name), let view = builtinView(wrapped, node, scope) {
                assume(node.range, scope.file, "`\(name)`",
                       "a wrapper the source does not hold, read as SwiftUI's `\(wrapped)` it is named after")
                return .view(view)
            }
            if name.first?.isUppercase == true {
                assume(node.range, scope.file, "`\(name)`",
                       "a view the reader does not know: flexible, with minimum width 0")
                return .view(.leaf(name: name, text: nil, at: site(node.range, scope.file)))
            }
            return .unknown
        case .closure(let closure):
            return apply(closure, scope, arguments: node.arguments.map { evaluate($0.value, scope) })
        default:
            return .unknown
        }
    }

    /// `.flexible(minimum: 100)`, `.adaptive(minimum: 150)`, `.fixed(70)`,
    /// `.init(...)`, or an enum case with associated values.
    private mutating func implicitMember(_ name: String, _ node: CallExpr, _ scope: Scope) -> Value {
        func number(_ label: String?) -> Double? { node.argument(label).flatMap { evaluate($0.value, scope).number } }
        switch name {
        case "init" where node.argument("get") != nil && node.argument("set") != nil:
            // `.init(get:set:)` where a `Binding` is expected.
            return bindingGetterKey(node, scope).map(Value.binding) ?? .unknown
        case "init" where node.argument(nil).map({ Self.isGridItemSize(evaluate($0.value, scope)) }) == true:
            // `.init(.adaptive(minimum: 300))` where a `GridItem` is expected
            // (Apple's Backyard Birds writes its grid's columns so).
            return builtinValue("GridItem", node, scope) ?? .unknown
        case "fixed":
            guard let width = number(nil) else { return .unknown }
            return .instance(type: "GridItem.Size", fields: ["kind": .string("fixed"), "minimum": .number(width)])
        case "flexible", "adaptive":
            var fields: [String: Value] = ["kind": .string(name)]
            if let minimum = number("minimum") { fields["minimum"] = .number(minimum) }
            if let maximum = number("maximum") { fields["maximum"] = .number(maximum) }
            return .instance(type: "GridItem.Size", fields: fields)
        default:
            return implicitCase(name)
        }
    }

    /// Whether `value` is a `GridItem.Size` (`.fixed`, `.flexible`, `.adaptive`).
    private static func isGridItemSize(_ value: Value) -> Bool {
        if case .instance("GridItem.Size", _) = value { true } else { false }
    }

    /// `base.name(arguments)` on a value that is not a view.
    mutating func methodCall(_ name: String, on base: Value, _ node: CallExpr, _ scope: Scope) -> Value {
        switch (base, name) {
        case (.string(let text), "lowercased"): return .string(text.lowercased())
        case (.string(let text), "uppercased"): return .string(text.uppercased())
        case (.type(let type), _):
            guard let info = index.types[type] else { return .unknown }
            if let found = info.cases.first(where: { $0.name == name }) {
                return .enumCase(type: type, name: found.name, id: found.rawValue ?? found.name)
            }
            if name == "init" { return info.isView ? .view(instantiate(info, node, scope)) : instance(info, node, scope) }
            if let function = info.functions(name).first { return invoke(function, node, scope, selfType: type, selfValue: nil) }
            return .unknown
        case (.enumCase(let type?, _, _), _), (.instance(let type, _), _):
            guard let function = index.types[type]?.functions(name).first else { return .unknown }
            return invoke(function, node, scope, selfType: type, selfValue: base)
        case (.array(let elements), "map"):
            guard let closure = node.trailingClosures.first?.closure ?? closureArgument(node, scope) else { return .unknown }
            return .array(elements.map { apply(closure, scope, arguments: [$0]) })
        case (.array(let elements), "prefix"):
            // `tabs.prefix(4)`: at most the first n.
            guard node.arguments.count == 1, let count = evaluate(node.arguments[0].value, scope).number,
                  count >= 0, count.isFinite else { return .unknown }
            return .array(Array(elements.prefix(Int(Swift.min(count, Double(elements.count))))))
        case (.unknown, "first"):
            return sampleElement(matching: node, scope) ?? .unknown
        default: return .unknown
        }
    }

    /// `data.first(where: { $0.id == id })`, on data the source does not
    /// hold, for `id` the id of one of its sample elements (what a
    /// `navigationDestination(for: Backyard.ID.self)` is handed): that
    /// element; `nil` for any other call.
    private mutating func sampleElement(matching node: CallExpr, _ scope: Scope) -> Value? {
        guard let closure = node.trailingClosures.first?.closure ?? closureArgument(node, scope),
              closure.statements.count == 1, case .expression(.binary(let test)) = closure.statements[0],
              test.op.text == "==" else { return nil }
        let parameter = closure.signature?.parameters.first?.name ?? "$0"
        for (element, other) in [(test.left, test.right), (test.right, test.left)]
        where expressionPath(element) == [parameter, "id"] {
            if case let .sampleID(row, data, at) = evaluate(other, scope) { return .fromData(row: row, data: data, at: at) }
        }
        return nil
    }

    private mutating func closureArgument(_ node: CallExpr, _ scope: Scope) -> ClosureExpr? {
        for argument in node.arguments { if case .closure(let closure) = argument.value { return closure } }
        return nil
    }

    /// Calls a closure with `arguments` bound to its parameters (or `$0`, `$1`).
    mutating func apply(_ closure: ClosureExpr, _ captured: Scope, arguments: [Value]) -> Value {
        var scope = captured
        let names = closure.signature?.parameters.map(\.name) ?? arguments.indices.map { "$\($0)" }
        for (name, value) in zip(names, arguments) where name != "_" { scope.values[name] = value }
        let (tree, value) = viewsAndValue(closure.statements, scope)
        if case .empty = tree { return value }
        return .view(tree)
    }

    /// Calls one of the app's functions (a `@ViewBuilder` func, a helper).
    mutating func invoke(_ function: Located<FunctionDecl>, _ node: CallExpr, _ scope: Scope,
                         selfType: String?, selfValue: Value?) -> Value {
        guard let body = function.node.body else { return .unknown }
        let key = "func \(function.file):\(function.node.range.start)"
        guard mayEnter(key, "`\(function.node.name.text)(...)`", node.range, scope.file) else { return .unknown }
        var inner = Scope(file: function.file, values: scope.selfType == selfType ? scope.values : [:],
                          selfType: selfType, selfValue: selfValue)
        bindParameters(function.node.parameters, node, callerScope: scope, into: &inner)
        instantiating.append(key)
        defer { instantiating.removeLast() }
        let returnsView = function.node.returnType.map { $0.description.contains("View") } ?? false
        if returnsView || function.node.hasAttribute("ViewBuilder") { return .view(builder(body.statements, inner)) }
        return valueOf(body.statements, inner)
    }

    /// Binds a call's arguments (and trailing closures) to `parameters`.
    mutating func bindParameters(_ parameters: [Parameter], _ node: CallExpr, callerScope: Scope, into scope: inout Scope) {
        var arguments = node.arguments
        var closures = node.trailingClosures
        for parameter in parameters {
            if let position = arguments.firstIndex(where: { $0.label?.text == parameter.label }) {
                scope.values[parameter.name] = typed(evaluate(arguments[position].value, callerScope), declared: parameter.type)
                arguments.remove(at: position)
            } else if !closures.isEmpty, parameter.type.map(Self.isFunctionType) ?? false {
                scope.values[parameter.name] = .closure(closures.removeFirst().closure, callerScope)
            } else if let value = parameter.defaultValue {
                scope.values[parameter.name] = evaluate(value, scope)
            } else {
                scope.values[parameter.name] = .unknown
            }
        }
    }

    /// Whether a parameter's type is a closure (`() -> Content`, `@escaping (Self) -> V`).
    static func isFunctionType(_ type: TypeSyntax) -> Bool {
        switch type.kind {
        case .function: true
        case .attributed(_, let inner): isFunctionType(inner)
        default: type.description.contains("->")
        }
    }

    /// A value of one of the app's non-view types: its labelled arguments as fields.
    mutating func instance(_ info: TypeInfo, _ node: CallExpr, _ scope: Scope) -> Value {
        var fields: [String: Value] = [:]
        for argument in node.arguments {
            if let label = argument.label?.text { fields[label] = evaluate(argument.value, scope) }
        }
        return .instance(type: info.name, fields: fields)
    }

    /// Values of SwiftUI and Foundation the reader knows: `GridItem`,
    /// `Array(repeating:count:)`, `CGSize`, `State(initialValue:)`,
    /// `Query(...)` (data, not known), a localized string's key.
    mutating func builtinValue(_ name: String, _ node: CallExpr, _ scope: Scope) -> Value? {
        switch name {
        case "GridItem":
            var size: GridItemSize = .flexible(minimum: 10, maximum: .infinity)
            if let argument = node.argument(nil), case .instance(_, let fields) = evaluate(argument.value, scope) {
                let construct = "`GridItem(\(site(argument.range, scope.file).code))`"
                let minimum = length(fields["minimum"]?.number, argument.range, scope.file, construct, fallback: .zeroIfNegative)
                let maximum = length(fields["maximum"]?.number, argument.range, scope.file, construct, infinite: true,
                                     fallback: .dropped) ?? .infinity
                switch fields["kind"]?.string {
                case "fixed": size = .fixed(minimum ?? 0)
                case "adaptive": size = .adaptive(minimum: minimum ?? 0, maximum: maximum)
                default: size = .flexible(minimum: minimum ?? 10, maximum: maximum)
                }
            } else if let argument = node.argument(nil) {
                assume(argument.range, scope.file, "`GridItem(\(site(argument.range, scope.file).code))`",
                       "a size the reader does not know: flexible, minimum 10")
            }
            let spacing = node.argument("spacing").flatMap { argument in
                length(evaluate(argument.value, scope).number, argument.range, scope.file,
                       "`GridItem(spacing: \(site(argument.value.range, scope.file).code))`", fallback: .zeroIfNegative)
            } ?? GridItem.defaultSpacing
            return .gridItem(GridItem(size, spacing: spacing))
        case "Array":
            guard let element = node.argument("repeating"), let count = node.argument("count") else { return nil }
            let value = evaluate(element.value, scope)
            guard let number = evaluate(count.value, scope).number, number >= 0, number <= Double(Self.maximumElements) else {
                return .unknown
            }
            return .array(Array(repeating: value, count: Int(number)))
        case "min", "max":
            // `min(320, Layout.sidebar)`: on known numbers only.
            let numbers = node.arguments.compactMap { evaluate($0.value, scope).number }
            guard numbers.count >= 2, numbers.count == node.arguments.count,
                  let found = name == "min" ? numbers.min() : numbers.max() else { return nil }
            return .number(found)
        case "NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource":
            // `NSLocalizedString("Library", comment: "")`: the key, which is
            // the development language's text unless the app gives a table
            // (Apple, `NSLocalizedString`: "The key for a string in the
            // default table"); a title to read, as a `Text("Library")` is.
            guard let first = node.arguments.first, first.label == nil,
                  case .string(let key) = evaluate(first.value, scope) else { return nil }
            return .string(key)
        case "String":
            // `String(localized: "Library")`, read as `NSLocalizedString` is.
            guard let argument = node.argument("localized"), case .string(let key) = evaluate(argument.value, scope) else {
                return nil
            }
            return .string(key)
        case "CGFloat", "Double", "Float":
            guard node.arguments.count == 1, node.arguments[0].label == nil,
                  let number = evaluate(node.arguments[0].value, scope).number else { return nil }
            return .number(number)
        case "CGSize", "CGPoint":
            var fields: [String: Value] = [:]
            for argument in node.arguments { if let label = argument.label?.text { fields[label] = evaluate(argument.value, scope) } }
            return .instance(type: name, fields: fields)
        case "State", "StateObject", "Binding":
            if let argument = node.argument("initialValue") ?? node.argument("wrappedValue") { return evaluate(argument.value, scope) }
            return .unknown
        case "Query", "FetchRequest":
            // A SwiftData or Core Data fetch assigned in an initializer
            // (`_backyards = Query(sort: \.name)`, Apple's Backyard Birds):
            // data the source does not hold, as the `@Query` it sets is.
            return .unknown
        default: return nil
        }
    }
}
