import SourceSyntax

// `NavigationView`, deprecated but common (in 18 of the 30 apps of the
// validation corpus): with two or three views it is a split view whose
// first view is the sidebar, the second the content column of three, the
// last the detail, collapsing to a stack in compact width; under
// `.navigationViewStyle(.stack)` it is a stack everywhere (Apple,
// `NavigationView`, `DoubleColumnNavigationViewStyle`,
// `StackNavigationViewStyle`). A link in its sidebar shows its
// destination in the detail column, as a split view's does
// (`isDetailLink(_:)`, true by default).
extension Extractor {
    /// A `NavigationView`: a split view of its views when it has two or
    /// three, written as one expression each; else a stack of its views.
    mutating func navigationView(_ node: CallExpr, _ closure: (closure: ClosureExpr, scope: Scope)?, _ scope: Scope,
                                 at: Site) -> ViewTree {
        readBook.note(.containers, at.location)
        guard let (closure, closureScope) = closure else { return .empty }
        let views = closure.statements.filter { if case .expression = $0 { true } else { false } }
        containerDepth += 1
        defer { containerDepth -= 1 }
        guard (2...3).contains(views.count), views.count == closure.statements.count else {
            let root = builder(closure.statements, closureScope)
            return .stack(path: .none, root: root, at: at)
        }
        let sidebar = builder([views[0]], closureScope)
        return .splitView(SplitViewTree(
            sidebar: sidebar,
            content: views.count == 3 ? Deferred(statements: [views[1]], scope: closureScope) : nil,
            detail: Deferred(statements: [views[views.count - 1]], scope: closureScope),
            visibility: nil, preferredCompactColumn: nil, at: at, isNavigationView: true))
    }

    /// `.navigationViewStyle(.stack)` (or `StackNavigationViewStyle()`) on a
    /// `NavigationView` of columns: a stack of its first view. Any other
    /// style leaves the view as it is.
    mutating func navigationViewStyle(_ node: CallExpr, on base: ViewTree, _ scope: Scope, at: Site) -> ViewTree {
        guard let argument = node.arguments.first,
              site(argument.value.range, scope.file).code.lowercased().contains("stack") else { return base }
        func stacked(_ tree: ViewTree) -> ViewTree {
            switch tree {
            case .splitView(let split) where split.isNavigationView:
                return .stack(path: .none, root: split.sidebar, at: split.at)
            case let .modified(inner, modifier, site): return .modified(stacked(inner), modifier, at: site)
            default: return tree
            }
        }
        return stacked(base)
    }
}
