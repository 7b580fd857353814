import SourceSyntax

extension Extractor {
    /// `.modifier(Card(style: .plain))` with `struct Card: ViewModifier` of
    /// the app's: the modifier's stored properties bound to the call's
    /// arguments (as a view's are), its `body(content:)` evaluated with
    /// `content` the view it modifies, inlined. nil when the argument is
    /// not such a type (the modifier is then one the reader does not know).
    mutating func viewModifierType(_ node: CallExpr, on base: ViewTree, _ scope: Scope) -> ViewTree? {
        guard let argument = node.arguments.first, argument.label == nil, case .call(let call) = argument.value,
              let name = call.calleeName, let info = index.types[name], info.inheritance.contains("ViewModifier"),
              let function = info.functions("body").first, let body = function.node.body else { return nil }
        guard instantiating.count < Self.maximumDepth, !instantiating.contains(info.name) else {
            assume(node.range, scope.file, "`\(info.name)`", "a modifier inside itself, not followed: assumed not to change width", structural: true)
            return base
        }
        instantiating.append(info.name)
        if !visitedTypes.contains(info.name) { visitedTypes.append(info.name) }
        defer { instantiating.removeLast() }
        var inner = instanceScope(info, call, scope)
        inner.file = function.file
        if let content = function.node.parameters.first, content.name != "_" { inner.values[content.name] = .view(base) }
        return builder(body.statements, inner)
    }
}
