import SourceSyntax

/// What the code reachable from the root declares, counted from the syntax
/// alone: the denominator of the reading's "read N of M".
///
/// Reachable means: the root type's members, then every type of the app a
/// member names (a call `RowView(...)` or a reference `Route.self`) and
/// every team modifier (`extension View`) a member calls, transitively,
/// with `#if` decided as the reader decides it for an iPad build. It does
/// not depend on what the evaluator followed, so a construct the evaluator
/// did not reach still counts as declared, and the reading says it was not
/// read. Comments, strings and `#Preview` blocks hold nothing the census
/// counts. Linear in the size of the reachable code.
struct ConstructCensus {
    /// The locations (`file:line:column`) of each construct, in the order
    /// found, without repeats.
    private(set) var found: [Reach.Construct: [String]] = [:]
    /// The app's types reached, in the order reached.
    private(set) var reachedTypes: [String] = []

    private var seenLocations: Set<String> = []
    private var seenTypes: Set<String> = []
    private var seenExtensions: Set<String> = []
    private var queue: [Work] = []
    private let index: DeclarationIndex

    private enum Work {
        case type(String)
        case viewExtension(String)
    }

    /// Counts the constructs reachable from the types `roots`.
    init(index: DeclarationIndex, roots: [String]) {
        self.index = index
        for root in roots { enqueueType(root) }
        var next = 0
        while next < queue.count {
            let work = queue[next]
            next += 1
            switch work {
            case .type(let name):
                guard let info = index.types[name] else { continue }
                for member in info.members { walk(member.node, file: member.file) }
            case .viewExtension(let name):
                for function in index.viewExtensions[name] ?? [] {
                    walk(.function(function.node), file: function.file)
                }
            }
        }
    }

    /// The locations of `construct` found.
    func locations(of construct: Reach.Construct) -> [String] { found[construct] ?? [] }

    private mutating func enqueueType(_ name: String) {
        guard index.types[name] != nil, seenTypes.insert(name).inserted else { return }
        reachedTypes.append(name)
        queue.append(.type(name))
    }

    private mutating func note(_ construct: Reach.Construct, _ range: SourceRange, _ file: Int) {
        let location = index.files[file].file.location(of: range).description
        guard seenLocations.insert("\(construct.rawValue)@\(location)").inserted else { return }
        found[construct, default: []].append(location)
    }

    // MARK: Declarations and statements

    private mutating func walk(_ decl: Decl, file: Int) {
        switch decl {
        case .variable(let variable):
            for binding in variable.bindings {
                if let initializer = binding.initializer { walk(initializer, file: file) }
                switch binding.accessors {
                case .getter(let block)?: walk(block.statements, file: file)
                case .accessors(let accessors, _)?: for accessor in accessors { walk(accessor.body?.statements ?? [], file: file) }
                case nil: break
                }
            }
        case .function(let function):
            walk(function.body?.statements ?? [], file: file)
            for parameter in function.parameters { if let value = parameter.defaultValue { walk(value, file: file) } }
        case .macro(let macro):
            // `#Preview` shows the view in Xcode only: not the app's.
            guard macro.name.text != "Preview" else { return }
            walk(arguments: macro.arguments, closures: macro.trailingClosures, file: file)
        case .ifConfig(let config):
            for element in BuildConditions.active(config, unknown: { _ in }) { walk(element, file: file) }
        case .type, .enumCase, .typeAlias, .importDecl, .other:
            // Nested types are reached by name, like any other.
            break
        }
    }

    private mutating func walk(_ statements: [Stmt], file: Int) {
        for statement in statements { walk(statement, file: file) }
    }

    private mutating func walk(_ statement: Stmt, file: Int) {
        switch statement {
        case .expression(let expr): walk(expr, file: file)
        case .declaration(let decl):
            if case .type = decl { return }
            walk(decl, file: file)
        case .returnStmt(let node): if let value = node.value { walk(value, file: file) }
        case .throwStmt(let node): walk(node.value, file: file)
        case .jump: break
        case .guardStmt(let node):
            walk(conditions: node.conditions, file: file)
            walk(node.elseBody.statements, file: file)
        case .forIn(let node):
            walk(node.sequence, file: file)
            walk(node.body.statements, file: file)
        case .whileStmt(let node):
            walk(conditions: node.conditions, file: file)
            walk(node.body.statements, file: file)
        case .repeatWhile(let node):
            walk(node.body.statements, file: file)
            walk(node.condition, file: file)
        case .doStmt(let node):
            walk(node.body.statements, file: file)
            for item in node.catches { walk(item.body.statements, file: file) }
        case .deferStmt(let node): walk(node.body.statements, file: file)
        case .labeled(let node): walk(node.statement, file: file)
        case .ifConfig(let config):
            walk(BuildConditions.active(config, unknown: { _ in }), file: file)
        }
    }

    private mutating func walk(conditions: [Condition], file: Int) {
        for condition in conditions {
            switch condition {
            case .expression(let expr): walk(expr, file: file)
            case .optionalBinding(let binding): if let value = binding.value { walk(value, file: file) }
            case .matching(_, let value, _): walk(value, file: file)
            case .availability: break
            }
        }
    }

    // MARK: Expressions

    private mutating func walk(arguments: [Argument], closures: [TrailingClosure], file: Int) {
        for argument in arguments { walk(argument.value, file: file) }
        for closure in closures { walk(closure.closure.statements, file: file) }
    }

    private mutating func walk(_ expr: Expr, file: Int) {
        switch expr {
        case .identifier(let node):
            enqueueType(node.name.text)
        case .literal, .keyPath, .missing:
            break
        case .string(let node):
            for segment in node.segments {
                if case .interpolation(let arguments, _) = segment { walk(arguments: arguments, closures: [], file: file) }
            }
        case .member(let node):
            if let base = node.base { walk(base, file: file) }
        case .call(let node):
            call(node, file: file)
        case .subscriptCall(let node):
            walk(node.base, file: file)
            walk(arguments: node.arguments, closures: node.trailingClosures, file: file)
        case .closure(let node):
            walk(node.statements, file: file)
        case .binary(let node):
            walk(node.left, file: file)
            walk(node.right, file: file)
        case .prefix(let node): walk(node.operand, file: file)
        case .postfix(let node): walk(node.operand, file: file)
        case .ternary(let node):
            walk(node.condition, file: file)
            walk(node.thenExpr, file: file)
            walk(node.elseExpr, file: file)
        case .cast(let node):
            if let inner = node.expression { walk(inner, file: file) }
        case .tuple(let node): walk(arguments: node.elements, closures: [], file: file)
        case .array(let node): for element in node.elements { walk(element, file: file) }
        case .dictionary(let node):
            for element in node.elements {
                walk(element.key, file: file)
                walk(element.value, file: file)
            }
        case .ifExpr(let node): walk(ifExpr: node, file: file)
        case .switchExpr(let node):
            walk(node.subject, file: file)
            walk(cases: node.cases, file: file)
        case .tryExpr(let node): walk(node.expression, file: file)
        case .awaitExpr(let node): walk(node.expression, file: file)
        case .macro(let node):
            guard node.name.text != "Preview" else { return }
            walk(arguments: node.arguments, closures: node.trailingClosures, file: file)
        case .postfixIfConfig(let node):
            walk(node.base, file: file)
            for element in BuildConditions.active(node.config, unknown: { _ in }) { walk(element, file: file) }
        case .binding(let node): walk(node.pattern, file: file)
        }
    }

    private mutating func walk(ifExpr node: IfExpr, file: Int) {
        walk(conditions: node.conditions, file: file)
        walk(node.body.statements, file: file)
        switch node.elseBranch {
        case .elseIf(let next)?: walk(ifExpr: next, file: file)
        case .block(let block)?: walk(block.statements, file: file)
        case nil: break
        }
    }

    private mutating func walk(cases: [SwitchElement], file: Int) {
        for element in cases {
            switch element {
            case .switchCase(let item): walk(item.statements, file: file)
            case .ifConfig(let config): walk(cases: BuildConditions.active(config, unknown: { _ in }), file: file)
            }
        }
    }

    private mutating func call(_ node: CallExpr, file: Int) {
        switch node.callee {
        case .identifier(let identifier):
            let name = identifier.name.text
            if index.types[name] != nil {
                enqueueType(name)
            } else if let construct = Self.viewConstructs[name] ?? Extractor.wrappedContainer(name).flatMap({ Self.viewConstructs[$0] }) {
                note(construct, node.range, file)
            }
        case .member(let member):
            if let base = member.base { walk(base, file: file) }
            let name = member.name.text
            // The modifier's own code, from its dot, as the reader locates it.
            var range = node.range
            if member.name.range.start > range.start {
                range = SourceRange(start: member.name.range.start - 1, end: node.range.end)
            }
            if let construct = Self.modifierConstructs[name], name != "frame" || node.argument("width") != nil {
                note(construct, range, file)
            }
            if member.base != nil || index.viewExtensions[name] != nil, index.viewExtensions[name] != nil,
               seenExtensions.insert(name).inserted {
                queue.append(.viewExtension(name))
            }
        default:
            walk(node.callee, file: file)
        }
        walk(arguments: node.arguments, closures: node.trailingClosures, file: file)
    }

    /// SwiftUI views the census counts, by the name they are called by.
    static let viewConstructs: [String: Reach.Construct] = [
        "NavigationLink": .links,
        "NavigationSplitView": .containers, "NavigationStack": .containers, "TabView": .containers,
        "NavigationView": .containers,
        "Tab": .tabs,
    ]

    /// SwiftUI modifiers the census counts.
    static let modifierConstructs: [String: Reach.Construct] = [
        "navigationDestination": .destinations,
        "tabItem": .tabs,
        "sheet": .presentations, "popover": .presentations, "fullScreenCover": .presentations, "inspector": .presentations,
        "frame": .fixedFrames,
    ]
}
