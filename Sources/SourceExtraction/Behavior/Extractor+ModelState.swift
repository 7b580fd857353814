import SourceSyntax

// Navigation state held in a model object rather than in the view: an
// `@Observable` class (or an `ObservableObject`) that a view holds with
// `@State`, `@StateObject`, `@ObservedObject`, `@EnvironmentObject`,
// `@Bindable`, `@Environment(Model.self)`, a `let`, or reaches as
// `Model.shared`. Its state is keyed `Model.name`, as a view's `@State` is
// keyed `View.name`: one key per property, whichever view reads it.

extension Extractor {
    /// The property wrappers that hold a model object.
    static let modelWrappers: Set<String> = ["State", "StateObject", "ObservedObject", "EnvironmentObject", "Bindable", "Environment"]

    /// The property wrappers that hold an `ObservableObject` and nothing else.
    static let objectWrappers: Set<String> = ["StateObject", "ObservedObject", "EnvironmentObject"]

    /// Whether `type` names a type the source read does not declare (a
    /// model of a package or a file not given; the source may extend it):
    /// capitalized, not SwiftUI's or Foundation's.
    func isUndeclaredType(_ type: String) -> Bool {
        index.types[type]?.declaration == nil && type.first?.isUppercase == true && !Self.nonViewTypes.contains(type)
    }

    /// Whether `type` is one of the app's model types: a class or an actor.
    func isModel(_ type: String) -> Bool {
        guard let info = index.types[type] else { return false }
        return info.kind == .class || info.kind == .actor
    }

    /// The model type a property `name` of `owner` holds, if any:
    /// `@Environment(Model.self)`, a type annotation, or an initializer
    /// `Model()` or `Model.shared`.
    func modelType(ofProperty name: String, in owner: String?) -> String? {
        guard let owner, let variable = index.types[owner]?.variable(name) else { return nil }
        return modelType(of: variable.node)
    }

    /// The model type a variable declaration holds.
    func modelType(of decl: VarDecl) -> String? {
        if let attribute = decl.attributes.first, attribute.name.text == "Environment" || attribute.name.text == "EnvironmentObject",
           let argument = attribute.arguments?.first {
            let path = expressionPath(argument.value)
            if path.count == 2, path[1] == "self", isModel(path[0]) || isUndeclaredType(path[0]) { return path[0] }
        }
        if let type = decl.type?.baseName, isModel(type) { return type }
        // `@EnvironmentObject var data: AppData`, `@StateObject`, `@ObservedObject`:
        // these wrappers only ever hold an `ObservableObject`, a model even
        // when its type is declared in code the reader was not given.
        if let type = decl.type?.baseName, isUndeclaredType(type),
           decl.attributes.contains(where: { Self.objectWrappers.contains($0.name.text) }) {
            return type
        }
        if let initializer = decl.initializer { return createdModel(initializer) }
        return nil
    }

    /// `Model()`, `Model.shared` (any static member of a model type), or a
    /// global created with `Model()`.
    func createdModel(_ expr: Expr) -> String? {
        switch expr {
        case .call(let call):
            if case .identifier(let name) = call.callee, isModel(name.name.text) { return name.name.text }
            if case .member(let member) = call.callee, member.name.text == "init", let base = member.base,
               let name = base.identifierName, isModel(name) { return name }
            return nil
        case .member:
            let path = expressionPath(expr)
            return path.count == 2 && isModel(path[0]) ? path[0] : nil
        case .postfix(let node): return createdModel(node.operand)
        case .identifier(let node):
            // A global holding a model: `let appModel = CafeModel()`.
            for global in index.globals {
                if case .variable(let decl) = global.node, decl.name == node.name.text, let initializer = decl.initializer,
                   case .call = initializer {
                    return createdModel(initializer)
                }
            }
            return nil
        default: return nil
        }
    }

    /// The model type `expr` (a receiver) is in code of `owner`: `model`,
    /// `self.model`, `$model`, `Model.shared`, a global holding a model, or
    /// `self` inside the model itself.
    func modelReceiver(_ expr: Expr, owner: String?) -> String? {
        modelReceiver(path: expressionPath(expr), owner: owner)
    }

    /// ``modelReceiver(_:owner:)`` of a receiver's member path.
    func modelReceiver(path names: [String], owner: String?) -> String? {
        var path = names
        if path.first == "self", path.count > 1 { path.removeFirst() }
        guard var first = path.first else { return nil }
        if first.hasPrefix("$") { first.removeFirst() }
        if path.count == 1 {
            if first == "self", let owner, isModel(owner) { return owner }
            if let type = modelType(ofProperty: first, in: owner) { return type }
            for global in index.globals {
                if case .variable(let decl) = global.node, decl.name == first, let type = modelType(of: decl) { return type }
            }
            return nil
        }
        if path.count == 2, isModel(first) { return first }
        return nil
    }

    /// Whether `base` (`backyard`, `self.backyard`) names an element of
    /// data the source does not hold: a row (a SwiftData `@Model` object
    /// handed down by `ForEach(backyards)`, as in Apple's Backyard Birds),
    /// not the app's model, though its type is a class.
    func holdsSample(_ base: Expr, _ scope: Scope) -> Bool {
        var path = expressionPath(base)
        if path.first == "self", path.count > 1 { path.removeFirst() }
        guard path.count == 1, let value = scope.values[path[0]] else { return false }
        return value.isSample
    }

    /// A stored property `name` of model `type`, with its declaration.
    func modelProperty(_ name: String, of type: String) -> Located<VarDecl>? {
        guard let info = index.types[type] else { return nil }
        return info.storedProperties.first { $0.node.name == name }
    }

    /// `model.selection` or `$model.selection` as the evaluation reads it:
    /// the model's state under its key (set for this evaluation, else its
    /// initial value), or a binding to it; nil when the receiver is not a
    /// model the reader knows.
    mutating func modelMember(_ node: MemberAccessExpr, _ scope: Scope) -> Value? {
        guard let base = node.base, !holdsSample(base, scope), let type = modelReceiver(base, owner: scope.selfType) else { return nil }
        let property = modelProperty(node.name.text, of: type)
        let key = "\(type).\(node.name.text)"
        // A model whose type is not in the source read: its state keyed as a
        // declared one's, its value not known.
        if property == nil {
            guard isUndeclaredType(type) else { return nil }
            if stateInitial[key] == nil { stateInitial[key] = Value.unknown }
        } else if let property, stateInitial[key] == nil {
            // The initial value, read quietly: `NavigationPath()` is no view of unknown width.
            let saved = assumptions
            // No initializer: `nil` for an optional (Swift's default), else
            // a value the initializer sets, not known here.
            stateInitial[key] = property.node.initializer.map { evaluate($0, Scope(file: property.file, selfType: type)) }
                ?? (Self.isOptionalType(property.node.type) ? Value.none : Value.unknown)
            assumptions = saved
        }
        if property != nil, !visitedTypes.contains(type) { visitedTypes.append(type) }
        let isBinding = expressionPath(base).first?.hasPrefix("$") ?? false
        return isBinding ? .binding(key) : read(.binding(key))
    }
}

extension Extractor {
    /// Whether a declared type is optional (`T?`, `T!`, `Optional<T>`); a
    /// property of no declared type is not.
    static func isOptionalType(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        switch type.kind {
        case .optional, .implicitlyUnwrapped: return true
        case .attributed(_, let inner): return isOptionalType(inner)
        default: return type.description.hasPrefix("Optional<")
        }
    }
}
