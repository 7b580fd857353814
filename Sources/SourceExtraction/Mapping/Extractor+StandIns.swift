import LayoutModel
import SourceSyntax

// A tab that stands in for a section (`Tab.represents`): in
// compact width one tab replaces a section, its value the first tab of the
// section, and the tab view's selection is a `Binding(get:set:)` whose
// getter shows any tab of the section on it (`selection.library?.tabs.first
// ?? selection`) while the setter keeps what the user chose. The reader
// evaluates the getter for every case of the selection's enum and notes
// which case it shows as another tab's value.

/// A `TabView(selection: Binding(get:set:))`'s getter, kept to be evaluated
/// for each value of the selection.
struct SelectionGetter: Sendable {
    /// The getter's statements.
    var statements: [Stmt]
    /// The scope the binding was made in.
    var scope: Scope
    /// The state the setter writes.
    var key: String
}

extension Extractor {
    /// What a `TabView`'s `selection:` is bound to; a `Binding(get:set:)`
    /// keys the state its setter writes (`set: { selection = $0 }`), and its
    /// getter is kept, by the tab view's location, for ``standIns(_:in:)``.
    mutating func tabSelectionLink(_ node: CallExpr, _ scope: Scope, at: Site) -> StateLink {
        guard let argument = node.argument("selection") else { return .none }
        if case .binding(let key) = evaluate(argument.value, scope) {
            if let getter = Self.bindingClosures(argument.value)?.get {
                selectionGetters[at.location] = SelectionGetter(statements: getter.statements, scope: scope, key: key)
            }
            return .state(key)
        }
        guard let (getter, setter) = Self.bindingClosures(argument.value), setter.statements.count == 1,
              case .expression(.binary(let assignment)) = setter.statements[0], assignment.op.text == "=" else { return .unknown }
        let key: String?
        if let name = assignment.left.identifierName, case .binding(let bound)? = scope.values[name] {
            key = bound
        } else {
            key = stateKey(assignment.left, owner: scope.selfType)
        }
        guard let key else { return .unknown }
        selectionGetters[at.location] = SelectionGetter(statements: getter.statements, scope: scope, key: key)
        return .state(key)
    }

    /// The `get:` and `set:` closures of `Binding(get:set:)` or `.init(get:set:)`.
    static func bindingClosures(_ expr: Expr) -> (get: ClosureExpr, set: ClosureExpr)? {
        guard case .call(let call) = expr else { return nil }
        let isBinding: Bool = switch call.callee {
        case .identifier(let name): name.name.text == "Binding"
        case .member(let member): member.name.text == "init"
        default: false
        }
        guard isBinding, let get = call.argument("get"), case .closure(let getter) = get.value,
              let set = call.argument("set"), case .closure(let setter) = set.value else { return nil }
        return (getter, setter)
    }

    /// For each tab of `entries`, the selections its tab view's getter shows
    /// on it that no tab of the view has: the getter evaluated for every case
    /// of the selection's enum, in declaration order, the tab's own tag first.
    mutating func standIns(_ entries: [TabEntry], in getter: SelectionGetter) -> [String: [String]] {
        guard case .enumCase(let type?, _, _)? = stateInitial[getter.key], let info = index.types[type] else { return [:] }
        let tags = Set(entries.flatMap(\.tabs).map(\.tag))
        let saved = overrides
        defer { overrides = saved }
        var shown: [String: [String]] = [:]
        for item in info.cases {
            let id = item.rawValue ?? item.name
            guard !tags.contains(id) else { continue }
            overrides[getter.key] = .enumCase(type: type, name: item.name, id: id)
            guard let target = valueOf(getter.statements, getter.scope).screenID, target != id, tags.contains(target) else { continue }
            shown[target, default: [target]].append(id)
        }
        return shown
    }

    /// The tabs of `entries` given what they stand in for, and the screen
    /// each such tab shows renamed from its tag's to `<title>-index` (the
    /// section's index, which the source does not name), in `drafts`.
    mutating func applyingStandIns(_ entries: [TabEntry], in getter: SelectionGetter?, into drafts: inout Drafts) -> [TabEntry] {
        guard let getter else { return entries }
        let shown = standIns(entries, in: getter)
        guard !shown.isEmpty else { return entries }
        func update(_ tab: Tab) -> Tab {
            guard let represented = shown[tab.tag], tab.content == nil else { return tab }
            var tab = tab
            tab.represents = represented
            let screen = "\(Self.slug(tab.title))-index"
            if let index = drafts.index(of: tab.tag), drafts.index(of: screen) == nil {
                drafts[screen: index].id = screen
                drafts.rekey(.screen, from: tab.tag, to: screen)
                tab.screen = screen
            }
            return tab
        }
        return entries.map { entry -> TabEntry in
            switch entry {
            case .tab(let tab): return .tab(update(tab))
            case .section(var section):
                section.tabs = section.tabs.map(update)
                return .section(section)
            }
        }
    }
}
