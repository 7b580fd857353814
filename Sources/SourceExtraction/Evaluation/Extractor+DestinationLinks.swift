import SourceSyntax

// Half the links real apps write name their destination view, not a value:
// `NavigationLink(destination: Detail(item: item)) { Row(item) }`,
// `NavigationLink("Title", destination: Detail())`, `NavigationLink {
// Detail() } label: { ... }`, the `isActive:` and `tag:selection:` forms,
// and `.navigationDestination(isPresented:)` or `(item:)`, whose push the
// code triggers. Each destination view is a screen named after its type
// (one screen per type, whatever row the link is in), pushed onto the stack
// that encloses the link, as SwiftUI pushes it (Apple, `NavigationLink`,
// `navigationDestination(isPresented:destination:)`). The destination's
// views are read when its screen is registered, once.
extension Extractor {
    /// Where a destination view is written: an expression, or a closure
    /// that builds it (given the item of `navigationDestination(item:)`).
    enum DestinationSource: Sendable {
        /// `destination: Detail()`.
        case expression(Expr, Scope)
        /// `{ Detail() }`, `{ item in Detail(item: item) }`.
        case closure(ClosureExpr, Scope)
    }

    /// Where a `NavigationLink` names its destination view, and the label of
    /// the closure that holds its label (`nil`: the first trailing
    /// closure); nil when the call names no destination.
    static func destinationSource(_ node: CallExpr, _ scope: Scope) -> (DestinationSource, labelClosure: String?)? {
        if let argument = node.argument("destination") {
            if case .closure(let closure) = argument.value { return (.closure(closure, scope), nil) }
            return (.expression(argument.value, scope), nil)
        }
        if let first = node.trailingClosures.first, first.label == nil || first.label?.text == "destination",
           node.trailingClosures.contains(where: { $0.label?.text == "label" }) {
            return (.closure(first.closure, scope), "label")
        }
        // `NavigationLink("Title") { Detail() }`: a title, and the one
        // trailing closure is the destination (`init(_:destination:)`).
        if node.trailingClosures.count == 1, let first = node.trailingClosures.first, first.label == nil,
           node.arguments.count == 1, node.arguments[0].label == nil {
            // No closure is the label: the title is.
            return (.closure(first.closure, scope), "label")
        }
        return nil
    }

    /// A `NavigationLink` whose destination is a view (`source`), with its
    /// label's views: the link, its value the destination's screen, its
    /// destination kept to read later.
    mutating func destinationLink(_ source: DestinationSource, label: [ViewTree], _ node: CallExpr, _ scope: Scope,
                                  at: Site) -> ViewTree {
        var labelViews = label
        if let first = node.arguments.first, first.label == nil, let text = evaluate(first.value, scope).string {
            labelViews = [.leaf(name: "Text", text: text, at: at)]
        }
        let type = destinationTypeName(source)
        linkDestinations[at.location] = source
        return .link(value: .instance(type: type, fields: [:]), label: ViewTree.combine(labelViews), at: at)
    }

    /// `.navigationDestination(isPresented: $flag) { Detail() }` or `(item:
    /// $selected) { item in Detail(item) }`: a push the code triggers, from
    /// the screen the modifier is on; nil for another form.
    mutating func triggeredDestination(_ node: CallExpr, on base: ViewTree, _ scope: Scope, at: Site) -> ViewTree? {
        guard node.argument("isPresented") != nil || node.argument("item") != nil else { return nil }
        let closure = node.trailingClosures.first?.closure ?? node.argument("destination").flatMap {
            if case .closure(let closure) = $0.value { closure } else { nil }
        }
        guard let closure else { return nil }
        let source = DestinationSource.closure(closure, scope)
        linkDestinations[at.location] = source
        return .modified(base, .pushes(.instance(type: destinationTypeName(source), fields: [:])), at: at)
    }

    /// The destination's type, named as written (`Detail(...)`, the last
    /// view of a closure); the view's type when the reader builds it; else
    /// `Destination`.
    mutating func destinationTypeName(_ source: DestinationSource) -> String {
        func written(_ expr: Expr) -> String? {
            var current = expr
            while true {
                switch current {
                case .call(let call):
                    if case .member(let member) = call.callee, let base = member.base {
                        // A modifier on the view: `Detail().navigationTitle("x")`.
                        if member.name.text.first?.isLowercase == true { current = base; continue }
                    }
                    if let name = call.calleeName, name.first?.isUppercase == true, name != "AnyView" { return name }
                    if call.calleeName == "AnyView", let first = call.arguments.first { current = first.value; continue }
                    return nil
                case .postfixIfConfig(let node): current = node.base
                default: return nil
                }
            }
        }
        switch source {
        case let .expression(expr, _):
            if let name = written(expr) { return name }
        case let .closure(closure, _):
            for statement in closure.statements.reversed() {
                if case .expression(let expr) = statement, let name = written(expr) { return name }
                if case .returnStmt(let node) = statement, let value = node.value, let name = written(value) { return name }
            }
        }
        if case .view(let tree) = destinationView(source, item: .unknown), let type = Self.customType(of: tree) { return type }
        return "Destination"
    }

    /// The destination's views, for the item `item` when it takes one.
    mutating func destinationView(_ source: DestinationSource, item: Value) -> Value {
        switch source {
        case let .expression(expr, scope): evaluate(expr, scope)
        case let .closure(closure, scope): apply(closure, scope, arguments: [item])
        }
    }
}
