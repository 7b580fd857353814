import LayoutModel
import SourceSyntax

// A root that chooses its container by the window's shape
// (``LayoutModel/RootCondition/minWidth(_:)``, `minHeight`, `aspect`):
//
// - `GeometryReader { proxy in if proxy.size.width < proxy.size.height { A }
//   else { B } }` at the root: the reader's proxy measures the window.
// - `.onGeometryChange(for: Bool.self) { $0.size.width > 700 } action: {
//   isWide = $0 }` at the root, writing the test into state that an `if
//   isWide { A } else { B }` reads: the action runs as the size changes, so
//   the state follows the window.
// - `ViewThatFits { A; B }` of containers: "It selects the first child whose
//   ideal size on the constrained axes fits within the proposed size"
//   (Apple, `ViewThatFits`). A container's ideal width is not in the source:
//   the first is assumed to fit from ``Extractor/assumedShapeThreshold``.
//
// Each evaluation of the root follows the branch its context says
// (``EvaluationContext/shapeHolds``), marked as a size-class branch is, so
// the state a branch declares is found below the switch and dies with it.

/// The first window-shape test the root was read to switch on.
struct ShapeRead: Sendable, Equatable {
    /// The condition the first branch is taken on.
    var condition: RootCondition
    /// The statement's location, the branches' marker.
    var marker: String
}

extension Extractor {
    /// The threshold assumed for a width test whose value the source does
    /// not give (`$0.size.width > layout.wideWidth`, a `ViewThatFits`):
    /// the width from which an iPad window is regular width under the
    /// model's standard platform.
    static var assumedShapeThreshold: Double { Platform.standard.windows.regularWidthThreshold }

    /// A `GeometryReader`'s proxy, whose size is the window's.
    static let windowProxy = Value.instance(type: "GeometryProxy", fields: [
        "size": .instance(type: "CGSize", fields: ["width": .windowWidth, "height": .windowHeight]),
    ])

    /// Whether the code being evaluated is the root's, outside every container.
    var atRootLevel: Bool { readingRoot && containerDepth == 0 }

    /// A comparison of the window's width or height with a number or with
    /// each other as a root condition: `width < height` is portrait, `width
    /// >= height` not portrait, `height > 600` `minHeight` just above 600.
    /// A width compared with a value the source does not give is assumed
    /// at ``assumedShapeThreshold``, said at `at`, at the root only.
    mutating func shapeComparison(_ op: String, _ left: Value, _ right: Value, at: Site) -> RootCondition? {
        func isWindow(_ value: Value) -> Bool {
            switch value {
            case .windowWidth, .windowHeight: true
            default: false
            }
        }
        var (left, right, op) = (left, right, op)
        if !isWindow(left) && isWindow(right) {
            (left, right) = (right, left)
            op = ["<": ">", ">": "<", "<=": ">=", ">=": "<="][op] ?? op
        }
        switch (left, right) {
        case (.windowWidth, .windowHeight), (.windowHeight, .windowWidth):
            // Written as width against height: `height > width` is `width < height`.
            if case .windowHeight = left { op = ["<": ">", ">": "<", "<=": ">=", ">=": "<="][op] ?? op }
            switch op {
            case ">": return .aspect(.landscape)
            case "<": return .aspect(.portrait)
            case ">=": return .not(.aspect(.portrait))
            default: return .not(.aspect(.landscape))
            }
        case (.windowWidth, .number(let n)):
            return Self.threshold(op, n, RootCondition.minWidth)
        case (.windowHeight, .number(let n)):
            return Self.threshold(op, n, RootCondition.minHeight)
        case (.windowWidth, .unknown) where atRootLevel:
            let n = Self.assumedShapeThreshold
            assume(at, construct: "the window's width compared with `\(at.code)`",
                   "a value not known from the source: assumed \(Points.format(n)) pt")
            // An assumed threshold, taken as written (`>` as `>=`).
            return Self.threshold(op == ">" ? ">=" : op == "<=" ? "<" : op, n, RootCondition.minWidth)
        default:
            return nil
        }
    }

    /// `side >= n` as `least(n)`, `>` as just above `n`, `<` and `<=` their negations.
    private static func threshold(_ op: String, _ n: Double, _ least: (Double) -> RootCondition) -> RootCondition? {
        guard n.isFinite else { return nil }
        switch op {
        case ">=": return least(n)
        case ">": return least(n.nextUp)
        case "<": return .not(least(n))
        case "<=": return .not(least(n.nextUp))
        default: return nil
        }
    }

    /// Notes the first shape test of the root, at `marker`; false (with an
    /// assumption at `at`) when the root already switched on another one,
    /// whose first branch is then followed.
    mutating func noteShapeRoot(_ condition: RootCondition, marker: String, at: Site) -> Bool {
        if let read = shapeRead, read.marker != marker {
            assume(at, construct: "a second test of the window's shape at the root",
                   "not modelled: its first branch followed at every size", structural: true)
            return false
        }
        shapeRead = ShapeRead(condition: condition, marker: marker)
        if branchSites[marker] == nil { branchSites[marker] = at }
        return true
    }

    /// An `if` at the root whose condition tests the window's shape: the
    /// branch this evaluation's context takes, marked as the switch's.
    mutating func shapeBranch(_ node: IfExpr, _ condition: RootCondition, then inner: Scope, _ scope: Scope) -> Value {
        let at = site(SourceRange(start: node.range.start, end: node.body.range.start), scope.file)
        let marker = site(node.range, scope.file).location
        guard noteShapeRoot(condition, marker: marker, at: at), !context.shapeHolds else {
            return Self.marked(branchValue(node.body.statements, inner), marker, 0)
        }
        switch node.elseBranch {
        case .elseIf(let next)?: return Self.marked(ifValue(next, scope), marker, 1)
        case .block(let block)?: return Self.marked(branchValue(block.statements, scope), marker, 1)
        case nil: return .view(.empty)
        }
    }

    /// `ViewThatFits { A; B }` at the root, whose children are navigation
    /// containers: the first where this evaluation's context says the
    /// window's shape holds, the last where not; nil for any other
    /// `ViewThatFits` (laid out as it always was).
    mutating func containerThatFits(_ children: [ViewTree], _ node: CallExpr, _ scope: Scope) -> ViewTree? {
        guard atRootLevel else { return nil }
        let flat = ViewTree.flatten(children)
        guard flat.count >= 2, let first = flat.first, let last = flat.last,
              flat.allSatisfy({ Self.isNavigationContainer(Self.peel($0).core) }) else { return nil }
        let at = site(node.range, scope.file)
        let n = Self.assumedShapeThreshold
        guard noteShapeRoot(.minWidth(n), marker: at.location, at: at) else { return first }
        assume(at, construct: "`ViewThatFits` of navigation containers",
               "the first container's ideal width not read from the source: it shows from \(Points.format(n)) pt wide, the last below",
               structural: true)
        let holds = context.shapeHolds
        return .modified(holds ? first : last, .branch("\(at.location)#\(holds ? 0 : flat.count - 1)"),
                         at: Site(location: at.location, code: ""))
    }

    /// Whether `core` is a tab view, a split view or a stack.
    static func isNavigationContainer(_ core: ViewTree) -> Bool {
        switch core {
        case .tabView, .splitView, .stack: true
        default: false
        }
    }

    /// `.onGeometryChange(for: Bool.self) { $0.size.width > 700 } action: {
    /// isWide = $0 }` at the root: the state the action writes reads as the
    /// test of the window's shape for the rest of the root's evaluation
    /// (its base, where `if isWide` is, is evaluated after this).
    mutating func noteGeometryChange(_ node: CallExpr, _ scope: Scope) {
        let closures = node.arguments.compactMap { argument -> ClosureExpr? in
            if case .closure(let closure) = argument.value { return closure }
            return nil
        } + node.trailingClosures.map(\.closure)
        guard closures.count == 2, let expression = Self.onlyExpression(closures[0].statements) else { return }
        var inner = scope
        if let name = closures[0].signature?.parameters.first?.name, name != "_" { inner.values[name] = Self.windowProxy }
        inner.values["$0"] = Self.windowProxy
        let condition: RootCondition
        switch evaluate(expression, inner) {
        case .widthAtLeast(let n): condition = .minWidth(n)
        case .shape(let shape): condition = shape
        default: return
        }
        let action = closures[1]
        let parameter = action.signature?.parameters.first?.name ?? "$0"
        guard let statement = Self.onlyExpression(action.statements), case .binary(let assignment) = statement,
              assignment.op.text == "=", case .identifier(let value) = assignment.right,
              [parameter, "$0"].contains(value.name.text),
              let target = expressionPath(assignment.left).last,
              case .binding(let key)? = scope.values[target] else { return }
        overrides[key] = .shape(condition)
    }

    /// The one expression of a closure's body (`{ $0.size.width > 700 }`,
    /// `{ return ... }`); nil for any other body.
    static func onlyExpression(_ statements: [Stmt]) -> Expr? {
        guard statements.count == 1 else { return nil }
        switch statements[0] {
        case .expression(let expression): return expression
        case .returnStmt(let node): return node.value
        default: return nil
        }
    }

    /// The root with its test of the window's shape: `trait` (the root the
    /// evaluations by idiom and size class made, ``rootShape(_:_:_:)``),
    /// and, when the last evaluation followed the shape's other branch, a
    /// root of two branches, each owning the state declared below the
    /// switch; with the keys of every evaluation's container in the source map.
    /// A root over the size class whose regular width also tests the shape
    /// is a list of branches (``shapeInRegularWidth(_:compact:_:_:_:)``);
    /// any other shape test in a root that also switches on the idiom or the
    /// size class is an assumption: its first branch everywhere.
    mutating func shapeRoot(_ trait: RootSpec, _ traitKeys: [String], _ containers: [Container], _ trees: [ViewTree],
                            _ drafts: inout [Drafts]) -> (RootSpec, [String]) {
        guard let read = shapeRead, containers.count >= 3 else { return (trait, traitKeys) }
        let other = containers.count - 1
        guard case .any(let first) = trait else {
            if case .sizeClass(_, let compact) = trait, containers[0] != containers[other] {
                return shapeInRegularWidth(read, compact: compact, containers, trees, &drafts)
            }
            if let at = branchSites[read.marker] {
                assume(at, construct: "a test of the window's shape in a root that also switches on the size class or idiom",
                       "not modelled: its first branch followed at every size", structural: true)
            }
            return (trait, traitKeys)
        }
        if first == containers[other] { return (trait, traitKeys) }
        var keys = Array(repeating: "", count: containers.count)
        keys[0] = "branches[0].container"
        keys[other] = "otherwise"
        guard let above = Self.viewsAboveSwitch(trees[0], trees[other]) else {
            return (.branches([RootBranch(when: read.condition, container: first)], otherwise: containers[other]), keys)
        }
        let wide = first.owning(ownedParts(of: trees[0], above: above, into: &drafts[0]))
        let narrow = containers[other].owning(ownedParts(of: trees[other], above: above, into: &drafts[other]))
        return (.branches([RootBranch(when: read.condition, container: wide)], otherwise: narrow), keys)
    }

    /// A root over the size class whose regular branch also tests the
    /// window's shape (`if horizontalSizeClass == .regular && isWide { A }
    /// else { B }`): in regular width, the first container where the shape
    /// holds and the other one where not; `compact` (the size-class root's
    /// compact container, with the state it owns) in compact width. One
    /// branch list, first match: `regular && shape`, then `regular` unless
    /// the regular window that fails the shape shows the compact container.
    private mutating func shapeInRegularWidth(_ read: ShapeRead, compact: Container, _ containers: [Container],
                                              _ trees: [ViewTree], _ drafts: inout [Drafts]) -> (RootSpec, [String]) {
        let other = containers.count - 1
        var keys = Array(repeating: "", count: containers.count)
        keys[0] = "branches[0].container"
        keys[1] = "otherwise"
        var wide = containers[0], narrow = containers[other]
        if let above = Self.viewsAboveSwitch(trees[0], trees[other]) {
            wide = wide.owning(ownedParts(of: trees[0], above: above, into: &drafts[0]))
            narrow = narrow.owning(ownedParts(of: trees[other], above: above, into: &drafts[other]))
        }
        var branches = [RootBranch(when: .allOf([.horizontalSizeClass(.regular), read.condition]), container: wide)]
        if containers[other] != containers[1] {
            branches.append(RootBranch(when: .horizontalSizeClass(.regular), container: narrow))
            keys[other] = "branches[1].container"
        }
        return (.branches(branches, otherwise: compact), keys)
    }
}
