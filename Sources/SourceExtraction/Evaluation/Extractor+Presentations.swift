import LayoutModel
import SourceSyntax

// The presentation modifiers, and what SwiftUI does when the code leaves an
// argument out (Apple's documentation, developer.apple.com/documentation/swiftui):
// - `sheet(isPresented:onDismiss:content:)`, `sheet(item:onDismiss:content:)`:
//   `onDismiss` defaults to nil and changes no layout. The sheet's size is
//   `presentationSizing(_:)`, whose "default value is `automatic`" (Apple,
//   `View/presentationSizing(_:)`); the reader leaves it unset and the model
//   resolves it (`Presentation.resolvedSizing`).
// - `popover(isPresented:attachmentAnchor:arrowEdge:content:)`:
//   `attachmentAnchor` defaults to `.rect(.bounds)`, `arrowEdge` to nil
//   (Apple). Both place the popover next to its anchor and do not change its
//   width; the model centres popovers and does not model the anchor
//   (`PresentationLayout.frame`), so the reader reads neither: layout-neutral.
// - `fullScreenCover(isPresented:onDismiss:content:)`: the whole window at
//   every size; it takes no sizing and no adaptation.
// - `inspector(isPresented:content:)`: "an inspector can present as a
//   trailing column in a horizontally regular size class, but adapt to a
//   sheet in a horizontally compact size class" (Apple). Its width is
//   `inspectorColumnWidth(_:)` ("a fixed, preferred width ... when presented
//   as a trailing column") or `inspectorColumnWidth(min:ideal:max:)`, whose
//   `min` and `max` default to nil and `ideal` is required (Apple); without
//   either, the platform's width (`PresentationParameters.inspectorWidth`).
// - `presentationCompactAdaptation(_:)` and `(horizontal:vertical:)`: absent,
//   `.automatic` ("Use the default presentation adaptation", Apple,
//   `PresentationAdaptation.automatic`).
// - `presentationDetents(_:)`: heights only ("A type that represents a
//   height where a sheet naturally rests", Apple, `PresentationDetent`; the
//   default is `[.large]`, Apple, `UISheetPresentationController.detents`):
//   layout-neutral for width, read as absent. So are `presentationBackground`,
//   `presentationCornerRadius`, `presentationDragIndicator`,
//   `presentationContentInteraction`, `presentationBackgroundInteraction`
//   and `interactiveDismissDisabled`.

extension Extractor {
    /// The presentation modifiers the reader maps.
    static let presentationModifierNames: Set<String> = [
        "sheet", "popover", "fullScreenCover", "inspector", "inspectorColumnWidth", "presentationSizing",
        "presentationCompactAdaptation",
    ]

    /// Presentation modifiers that change no width: read as absent.
    static let presentationNeutralModifiers: Set<String> = [
        "presentationDetents", "presentationBackground", "presentationCornerRadius", "presentationDragIndicator",
        "presentationContentInteraction", "presentationBackgroundInteraction", "interactiveDismissDisabled",
    ]

    /// `base.name(...)` when `name` is a presentation modifier, else nil.
    mutating func presentationModifier(_ name: String, _ node: CallExpr, on base: ViewTree, _ scope: Scope,
                                       at: Site) -> ViewTree? {
        switch name {
        case "sheet": return present(.sheet, node, on: base, scope, at: at)
        case "popover": return present(.popover, node, on: base, scope, at: at)
        case "fullScreenCover": return present(.fullScreenCover, node, on: base, scope, at: at)
        case "inspector": return present(.inspector, node, on: base, scope, at: at)
        case "inspectorColumnWidth":
            func value(_ label: String?) -> Value? { node.argument(label).map { evaluate($0.value, scope) } }
            if let fixed = value(nil) {
                guard let width = fixed.number else { return unread(node, scope, base, "a width not known from the source: the platform's") }
                return .modified(base, .presentationOption(.inspectorWidth(ColumnWidth(fixed: width), at: at)), at: at)
            }
            let minimum = value("min"), ideal = value("ideal"), maximum = value("max")
            guard let idealWidth = ideal?.number, minimum.map({ $0.number != nil }) ?? true,
                  maximum.map({ $0.number != nil }) ?? true else {
                return unread(node, scope, base, "a width not known from the source: the platform's")
            }
            let width = ColumnWidth(min: minimum?.number ?? 0, ideal: idealWidth,
                                    max: maximum?.number ?? .infinity)
            return .modified(base, .presentationOption(.inspectorWidth(width, at: at)), at: at)
        case "presentationSizing":
            guard let argument = node.argument(nil) else { return base }
            guard let sizing = Self.sizing(argument.value) else {
                // A sizing of the app's own: sized to its content, which the
                // model never makes narrower than the content needs.
                return unread(node, scope, .modified(base, .presentationOption(.sizing(.fitted, at: at)), at: at),
                              "a sizing the reader does not know: .fitted (as wide as its content)")
            }
            return .modified(base, .presentationOption(.sizing(sizing, at: at)), at: at)
        case "presentationCompactAdaptation":
            let horizontal = node.argument("horizontal") ?? node.argument(nil)
            guard let horizontal, let adaptation = adaptation(horizontal.value, scope) else {
                return unread(node, scope, base, "an adaptation the reader does not know: .automatic")
            }
            if let vertical = node.argument("vertical"), let other = self.adaptation(vertical.value, scope), other != adaptation {
                assume(node.range, scope.file, "`\(at.code)`",
                       "the model has one adaptation for compact width and height: .\(adaptation.rawValue) in both")
            }
            return .modified(base, .presentationOption(.compactAdaptation(adaptation, at: at)), at: at)
        case _ where Self.presentationNeutralModifiers.contains(name):
            return base
        default:
            return nil
        }
    }

    /// An assumption at the modifier, and the view it leaves.
    private mutating func unread(_ node: CallExpr, _ scope: Scope, _ base: ViewTree, _ assumed: String) -> ViewTree {
        assume(node.range, scope.file, "`\(site(node.range, scope.file).code)`", assumed)
        return base
    }

    /// `.form`, `.page`, `.fitted`, `.automatic`, and a system sizing with
    /// `.fitted(horizontal:vertical:)` or `.sticky(...)` applied; nil when
    /// the reader does not know it.
    static func sizing(_ expr: Expr) -> PresentationSizing?? {
        switch expr {
        case .member(let member) where member.base == nil || member.base?.identifierName == "PresentationSizing":
            if member.name.text == "automatic" { return .some(nil) }
            return PresentationSizing(rawValue: member.name.text).map { .some($0) }
        case .call(let call):
            // `.form.fitted(horizontal: true, vertical: false)`: as wide as
            // its content when `horizontal` is true; `.sticky(...)` keeps
            // the base's width.
            guard case .member(let member) = call.callee, let base = member.base, let inner = sizing(base) else { return nil }
            if member.name.text == "fitted" {
                if case .literal(let literal)? = call.argument("horizontal")?.value, literal.kind == .true { return .some(.fitted) }
                if case .literal(let literal)? = call.argument("horizontal")?.value, literal.kind == .false { return inner }
                return nil
            }
            return member.name.text == "sticky" ? inner : nil
        default:
            return nil
        }
    }

    /// A `PresentationAdaptation` written in the source.
    private mutating func adaptation(_ expr: Expr, _ scope: Scope) -> PresentationAdaptation? {
        guard case .enumCase(_, let name, _) = evaluate(expr, scope) else { return nil }
        return PresentationAdaptation(rawValue: name)
    }

    /// `.sheet(isPresented:)`, `.sheet(item:)` and the others: the content
    /// evaluated, the id's name read from the binding, the code that shows
    /// it looked for.
    private mutating func present(_ kind: PresentationKind, _ node: CallExpr, on base: ViewTree, _ scope: Scope,
                                  at: Site) -> ViewTree {
        let binding = node.argument("isPresented") ?? node.argument("item")
        let isItem = node.argument("item") != nil
        guard let binding else {
            assume(node.range, scope.file, "`\(at.code)`", "a presentation without isPresented: or item: the reader reads: not fuzzed")
            return base
        }
        let code = site(binding.value.range, scope.file).code
        // The state's own name (`$sheetDestinations` passed into a team's
        // modifier reads `presentedSheet`), else the name written.
        var state = Self.bindingName(code)
        var name = state
        var trigger: Site?
        if case .binding(let key) = evaluate(binding.value, scope) {
            state = String(key.split(separator: ".").last ?? Substring(state))
            name = state
            if isItem, let type = stateType(key) { name = type }
        }
        if code.hasPrefix(".constant(true)") || code == "Binding.constant(true)" {
            // Shown whenever the view that declares it is.
            trigger = at
            name = kind.rawValue
        } else if let found = findTrigger(state, excluding: binding.range, file: scope.file) {
            trigger = found
        }
        var content: ViewTree = .empty
        let closure = node.trailingClosures.first?.closure
            ?? node.argument("content").flatMap { if case .closure(let closure) = $0.value { closure } else { nil } }
        if isItem, let closure, Self.switchesOnParameter(closure), case .binding(let key) = evaluate(binding.value, scope),
           let type = stateType(key), let cases = index.types[type]?.cases, cases.count > 1, cases.count <= Self.maximumElements,
           let tree = presentEachCase(kind, closure, scope, on: base, state: state, type: type, cases: cases.map(\.name),
                                      excluding: binding.range, at: at) {
            return tree
        }
        if let closure {
            containerDepth += 1  // a presentation's gates are not the root's
            if case .view(let tree) = apply(closure, scope, arguments: isItem ? [.unknown] : []) { content = tree }
            containerDepth -= 1
        } else {
            assume(node.range, scope.file, "`\(at.code)`", "content the reader cannot follow: flexible, minimum width 0")
        }
        let draft = PresentationDraft(kind: kind, name: name, state: state, content: content, at: at, trigger: trigger)
        presentationBook.note(draft)
        return .modified(base, .presentation(draft), at: at)
    }

    /// `.sheet(item: $activeSheet) { sheet in switch sheet { ... } }` over
    /// one of the app's enums: one presentation per case, its content read
    /// with the item that case, its id the case's name, shown by the code
    /// that sets that case (`activeSheet = .settings`). A case no code sets
    /// is not fuzzed (an assumption, as for any presentation no code shows).
    /// - Returns: the base with the cases' presentations, or nil when no
    ///   case is set anywhere (`activeSheet = sheet`): then the item is read
    ///   as one presentation, as before.
    private mutating func presentEachCase(_ kind: PresentationKind, _ closure: ClosureExpr, _ scope: Scope, on base: ViewTree,
                                          state: String, type: String, cases: [String], excluding: SourceRange,
                                          at: Site) -> ViewTree? {
        let triggers = cases.map { findTrigger(state, setting: $0, of: type, excluding: excluding, file: scope.file) }
        guard triggers.contains(where: { $0 != nil }) else { return nil }
        var tree = base
        for (name, trigger) in zip(cases, triggers) {
            var content: ViewTree = .empty
            let item = Value.enumCase(type: type, name: name, id: name)
            containerDepth += 1
            if case .view(let built) = apply(closure, scope, arguments: [item]) { content = built }
            containerDepth -= 1
            let draft = PresentationDraft(kind: kind, name: name, state: state, content: content, at: at,
                                          trigger: trigger, variant: name)
            presentationBook.note(draft)
            tree = .modified(tree, .presentation(draft), at: at)
        }
        return tree
    }

    /// Whether a closure's body is a `switch` on its parameter
    /// (`{ sheet in switch sheet { ... } }`, or on `$0`).
    static func switchesOnParameter(_ closure: ClosureExpr) -> Bool {
        let parameter = closure.signature?.parameters.first?.name ?? "$0"
        return closure.statements.contains { statement in
            guard case .expression(.switchExpr(let node)) = statement,
                  case .identifier(let subject) = node.subject else { return false }
            return subject.name.text == parameter
        }
    }

    /// The first code in the app that sets `name` to case `value` of
    /// `type`: `name = .value` or `name = Type.value`, outside the range
    /// `excluding` in file `file`.
    private func findTrigger(_ name: String, setting value: String, of type: String, excluding: SourceRange,
                             file: Int) -> Site? {
        let plain = Array(name.utf8), wanted = Array(value.utf8), typeName = Array(type.utf8)
        for (number, tree) in index.files.enumerated() {
            let tokens = tree.tokens, bytes = tree.file.bytes
            func text(_ index: Int) -> ArraySlice<UInt8> { bytes[tokens[index].range.start..<tokens[index].range.end] }
            for position in tokens.indices where tokens[position].kind == .identifier && position + 3 < tokens.count {
                guard text(position).elementsEqual(plain), tokens[position + 1].kind == .equal else { continue }
                if number == file && excluding.contains(tokens[position].range.start) { continue }
                var next = position + 2
                if tokens[next].kind == .identifier, text(next).elementsEqual(typeName) { next += 1 }
                guard next + 1 < tokens.count, tokens[next].kind == .period,
                      tokens[next + 1].kind == .identifier, text(next + 1).elementsEqual(wanted) else { continue }
                return site(SourceRange(start: tokens[position].range.start, end: tokens[next + 1].range.end), number)
            }
        }
        return nil
    }

    /// `$model.showingExport` as `showingExport`: the last name in a binding.
    static func bindingName(_ code: String) -> String {
        var text = Substring(code)
        if text.hasPrefix("$") { text = text.dropFirst() }
        let last = text.split(separator: ".").last.map(String.init) ?? String(text)
        return String(last.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    /// The type a state is declared with, without its `?`: `ExportRequest`.
    private func stateType(_ key: String) -> String? {
        let parts = key.split(separator: ".").map(String.init)
        guard parts.count == 2, let variable = index.types[parts[0]]?.variable(parts[1]),
              let type = variable.node.bindings.first(where: { $0.name == parts[1] })?.type?.description else { return nil }
        var name = type.trimmingCharacters(in: " ?!")
        if name.hasPrefix("Optional<"), name.hasSuffix(">") { name = String(name.dropFirst(9).dropLast()) }
        return name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) && !name.isEmpty ? name : nil
    }

    /// The first code in the app that shows a presentation bound to `name`:
    /// `name = value` (not `false` or `nil`), `name.toggle()`, or `$name`
    /// passed on (a `Toggle`, a child view's `@Binding`) outside the
    /// modifier's own argument at `excluding` in file `file`.
    private mutating func findTrigger(_ name: String, excluding: SourceRange, file: Int) -> Site? {
        guard !name.isEmpty else { return nil }
        if let known = presentationBook.triggers[name] { return known }
        var found: Site?
        let plain = Array(name.utf8), projected = Array("$\(name)".utf8)
        search: for (number, tree) in index.files.enumerated() {
            let tokens = tree.tokens, bytes = tree.file.bytes
            func text(_ index: Int) -> ArraySlice<UInt8> { bytes[tokens[index].range.start..<tokens[index].range.end] }
            for position in tokens.indices where tokens[position].kind == .identifier {
                let length = tokens[position].range.count
                if length == projected.count, text(position).elementsEqual(projected) {
                    if number == file && excluding.contains(tokens[position].range.start) { continue }
                    found = site(tokens[position].range, number)
                    break search
                }
                guard length == plain.count, text(position).elementsEqual(plain), position + 2 < tokens.count else { continue }
                let next = tokens[position + 1].kind
                let after = String(decoding: text(position + 2), as: UTF8.self)
                if next == .equal && after != "false" && after != "nil" || next == .period && after == "toggle" {
                    found = site(SourceRange(start: tokens[position].range.start, end: tokens[position + 2].range.end), number)
                    break search
                }
            }
        }
        presentationBook.triggers[name] = .some(found)
        return found
    }
}
