import LayoutModel
import SourceSyntax

extension Extractor {
    /// The modifiers the reader maps.
    static let modifierNames: Set<String> = Set([
        "frame", "padding", "tag", "tabItem", "navigationTitle", "toolbar", "navigationSplitViewColumnWidth",
        "navigationSplitViewStyle", "tabViewStyle", "navigationDestination", "toolbarVisibility", "navigationBarHidden",
        "containerCornerOffset", "tabPlacement", "defaultVisibility", "toolbarTitleMenu",
    ]).union(presentationModifierNames)

    /// Modifiers that do not change a view's width or navigation as the
    /// spec models it: they are applied as if absent, and no assumption is made.
    static let neutralModifiers: Set<String> = [
        "font", "fontWeight", "foregroundStyle", "foregroundColor", "background", "overlay", "onChange", "onAppear",
        "onDisappear", "task", "onOpenURL", "environment", "environmentObject",
        "alert", "confirmationDialog", "listStyle", "buttonStyle", "tint", "bold", "italic", "multilineTextAlignment",
        "lineLimit", "cornerRadius", "clipShape", "shadow", "opacity", "disabled", "searchable", "refreshable", "id",
        "onTapGesture", "contextMenu", "navigationBarTitleDisplayMode", "scrollContentBackground", "labelStyle",
        "imageScale", "symbolRenderingMode", "contentShape", "animation", "transition", "onReceive", "focused",
        "keyboardShortcut", "help", "badge", "swipeActions", "listRowBackground", "listRowInsets", "accessibilityLabel",
        "accessibilityHint", "accessibilityIdentifier", "accessibilityElement", "accessibilityAddTraits", "textCase",
        "navigationBarBackButtonHidden", "toolbarBackground", "toolbarRole",
        "onSubmit", "submitLabel", "textFieldStyle", "textInputAutocapitalization", "autocorrectionDisabled", "keyboardType",
        "monospacedDigit", "minimumScaleFactor", "truncationMode", "fixedSize", "layoutPriority", "scaledToFit", "scaledToFill",
        "aspectRatio", "resizable", "renderingMode", "ignoresSafeArea", "safeAreaInset", "zIndex", "offset", "rotationEffect",
        "scaleEffect", "blur", "saturation", "grayscale", "border", "mask", "hidden", "redacted", "environmentObject",
        "modelContainer", "onDrag", "onDrop", "draggable", "dropDestination", "gesture", "simultaneousGesture",
        "highPriorityGesture", "sensoryFeedback", "scrollIndicators", "scrollDismissesKeyboard", "listSectionSeparator",
        "listRowSeparator", "headerProminence", "pickerStyle", "toggleStyle", "progressViewStyle", "controlSize",
        "preferredColorScheme", "dynamicTypeSize", "menuStyle", "onHover", "hoverEffect", "focusable", "tabViewCustomization",
        "navigationSubtitle", "userActivity", "onContinueUserActivity", "handlesExternalEvents", "fileImporter",
        "fileExporter", "photosPicker", "onKeyPress", "defaultFocus", "containerRelativeFrame",
        "navigationBarItems", "statusBarHidden", "persistentSystemOverlays", "sectionActions", "contentMargins",
        "foregroundColor", "accentColor", "lineSpacing", "kerning", "tracking", "underline", "strikethrough",
        "glassEffect", "backgroundStyle", "listItemTint", "onMove", "onDelete", "deleteDisabled", "moveDisabled",
        "onGeometryChange",
    ]

    /// `base.name(arguments)` on a view.
    mutating func modifier(_ name: String, _ node: CallExpr, on base: ViewTree, _ scope: Scope) -> ViewTree {
        // The modifier's own code, from its dot: `.frame(width: 300)`.
        var range = node.range
        if case .member(let member) = node.callee, member.name.range.start > range.start {
            range = SourceRange(start: member.name.range.start - 1, end: node.range.end)
        }
        let at = site(range, scope.file)
        func number(_ label: String?) -> Value? { node.argument(label).map { evaluate($0.value, scope) } }
        if let presented = presentationModifier(name, node, on: base, scope, at: at) { return presented }
        switch name {
        case "navigationViewStyle":
            return navigationViewStyle(node, on: base, scope, at: at)
        case "frame":
            let relativeBefore = windowRelativeReads
            if let width = number("width") {
                switch width {
                case .screenWidth: return .modified(base, .screenWidthFrame, at: at)
                case .number(let value):
                    guard let width = length(value, node.range, scope.file, "`\(at.code)`", fallback: .dropped) else { return base }
                    return .modified(base, .frame(width: width), at: at)
                case .windowWidth:
                    assume(range, scope.file, "`\(at.code)`", "the window's width: the frame assumed flexible, minimum 0")
                    return base
                case _ where windowRelativeReads > relativeBefore:
                    // A fraction of the screen fits a full-screen window and
                    // not a narrow one, a fraction of the window fits any:
                    // neither is a fixed width, and the model has no
                    // fraction of a width to lay out.
                    assume(range, scope.file, "`\(at.code)`",
                           "a width computed from the window's or the screen's width: the frame assumed flexible, minimum 0")
                    return base
                default:
                    assume(range, scope.file, "`\(at.code)`",
                           "a width not known from the source: the frame assumed flexible, minimum 0")
                    return base
                }
            }
            let minimum = number("minWidth"), maximum = number("maxWidth")
            guard minimum != nil || maximum != nil else { return base }
            if minimum?.number == nil && minimum != nil || maximum?.number == nil && maximum != nil {
                assume(range, scope.file, "`\(at.code)`", "a bound not known from the source: left out")
            }
            let low = length(minimum?.number, node.range, scope.file, "`\(at.code)`", fallback: .zeroIfNegative)
            let high = length(maximum?.number, node.range, scope.file, "`\(at.code)`", infinite: true, fallback: .dropped)
            guard low != nil || high != nil else { return base }
            return .modified(base, .flexibleFrame(minWidth: low, maxWidth: high), at: at)
        case "padding":
            guard let first = node.arguments.first else { return .modified(base, .padding(nil), at: at) }
            let value = evaluate(first.value, scope)
            func checked(_ value: Double?) -> Double? {
                self.length(value, node.range, scope.file, "`\(at.code)`", fallback: .zeroIfNegative)
            }
            if let written = value.number {
                guard let length = checked(written) else { return base }
                return .modified(base, .padding(length), at: at)
            }
            guard case .enumCase(_, let edges, _) = value else {
                if case .array = value { return .modified(base, .padding(number(nil)?.number), at: at) }
                assume(range, scope.file, "`\(at.code)`", "padding not known from the source: left out")
                return base
            }
            let written = node.arguments.dropFirst().first.flatMap { evaluate($0.value, scope).number }
            let length = checked(written)
            if written != nil && length == nil { return base }
            switch edges {
            case "horizontal", "all": return .modified(base, .padding(length), at: at)
            case "leading", "trailing":
                // One side's inset, spread over both: the same total width.
                return .modified(base, .padding(length.map { $0 / 2 } ?? nil), at: at)
            default: return base
            }
        case "tag":
            return .modified(base, .tag(number(nil) ?? .unknown), at: at)
        case "tabItem":
            readBook.note(.tabs, at.location)
            let title = node.trailingClosures.first.flatMap { ViewTree.firstText(builder($0.closure.statements, scope)) }
            return .modified(base, .tabItem(title: title), at: at)
        case "navigationTitle":
            guard let title = number(nil)?.string else { return base }
            return .modified(base, .title(title), at: at)
        case "toolbar", "toolbarVisibility":
            guard let closure = node.trailingClosures.first?.closure else {
                // `.toolbar(.hidden, for: .navigationBar)` (or for every bar, with no `for:`).
                guard case .enumCase(_, "hidden", _)? = number(nil) else { return base }
                if let bars = number("for"), case .enumCase(_, let bar, _) = bars, bar != "navigationBar", bar != "automatic" {
                    return base
                }
                return .modified(base, .navigationBarHidden, at: at)
            }
            // A presentation on a toolbar item's button (`Button("New") {
            // composing = true }.sheet(isPresented: $composing) { ... }`) is
            // presented by the screen whose toolbar it is: it is tied to the
            // screen as if the modifier were written on the screen's view.
            let outer = toolbarPresentations, outerLinks = toolbarLinks
            toolbarPresentations = []
            toolbarLinks = []
            var toolbar: ViewTree = .modified(base, .toolbar(toolbarItems(closure.statements, scope)), at: at)
            for draft in toolbarPresentations { toolbar = .modified(toolbar, .presentation(draft), at: draft.at) }
            if !toolbarLinks.isEmpty { toolbar = .modified(toolbar, .accessoryLinks(toolbarLinks), at: at) }
            toolbarPresentations = outer
            toolbarLinks = outerLinks
            return toolbar
        case "toolbarTitleMenu":
            // `.toolbarTitleMenu { Button("Duplicate") { ... } }`: actions
            // opened from the navigation title (Apple, `toolbarTitleMenu(content:)`).
            guard let closure = node.trailingClosures.first?.closure else { return base }
            return .modified(base, .toolbar(titleMenuEntries(builder(closure.statements, scope))), at: at)
        case "navigationBarHidden":
            guard case .bool(true)? = number(nil) else { return base }
            return .modified(base, .navigationBarHidden, at: at)
        case "containerCornerOffset":
            return .modified(base, .containerCornerOffset, at: at)
        case "navigationSplitViewColumnWidth":
            func checked(_ label: String?, infinite: Bool = false) -> Double? {
                length(number(label)?.number, node.range, scope.file, "`\(at.code)`", infinite: infinite, fallback: .zeroIfNegative)
            }
            if number(nil)?.number != nil {
                guard let fixed = checked(nil) else { return base }
                return .modified(base, .columnWidth(ColumnWidth(fixed: fixed)), at: at)
            }
            let minimum = checked("min") ?? 0
            let ideal = checked("ideal") ?? minimum
            let maximum = checked("max", infinite: true) ?? .infinity
            return .modified(base, .columnWidth(ColumnWidth(min: minimum, ideal: ideal, max: maximum)), at: at)
        case "navigationSplitViewStyle":
            guard case .enumCase(_, let style, _)? = number(nil), let value = SplitViewStyle(rawValue: style) else {
                assume(range, scope.file, "`\(at.code)`", "a style the reader does not know: .automatic")
                return base
            }
            return .modified(base, .splitStyle(value), at: at)
        case "tabViewStyle":
            if let argument = node.arguments.first, Self.isPageStyle(site(argument.value.range, scope.file).code),
               let pager = Self.pager(base) {
                return pager
            }
            guard case .enumCase(_, let style, _)? = number(nil), let value = TabViewStyle(rawValue: style) else {
                assume(range, scope.file, "`\(at.code)`", "a tab view style the model does not have: .automatic")
                return base
            }
            return .modified(base, .tabStyle(value), at: at)
        case "tabPlacement":
            // `TabPlacement`'s cases: automatic, pinned, sidebarOnly (Apple,
            // `tabPlacement(_:)`, iPadOS 18).
            guard case .enumCase(_, let name, _)? = number(nil), let value = TabPlacement(rawValue: name) else {
                assume(range, scope.file, "`\(at.code)`", "a tab placement the model does not have: .automatic")
                return base
            }
            return .modified(base, .tabPlacement(value), at: at)
        case "defaultVisibility":
            return defaultVisibility(node, on: base, scope, at: at)
        case "navigationDestination":
            if let triggered = triggeredDestination(node, on: base, scope, at: at) { return triggered }
            guard let argument = node.argument("for"), let type = destinationType(argument.value, scope),
                  let closure = node.trailingClosures.first?.closure ?? node.argument("destination").flatMap({
                      if case .closure(let closure) = $0.value { closure } else { nil }
                  }) else {
                assume(range, scope.file, "`\(at.code)`",
                       "a destination that is not for a value type: not a screen of the spec", structural: true)
                return base
            }
            return .modified(base, .destination(type: type, closure: closure, scope: scope), at: at)
        case "modifier":
            if let modified = viewModifierType(node, on: base, scope) { return modified }
            assume(range, scope.file, "`.\(name)`", "a modifier the reader does not know: assumed not to change width")
            return base
        default:
            if let functions = index.viewExtensions[name], let function = functions.first, let body = function.node.body {
                let key = "func \(function.file):\(function.node.range.start)"
                guard mayEnter(key, "`.\(name)`", node.range, scope.file) else { return base }
                var inner = Scope(file: function.file, selfValue: .view(base))
                bindParameters(function.node.parameters, node, callerScope: scope, into: &inner)
                instantiating.append(key)
                defer { instantiating.removeLast() }
                return builder(body.statements, inner)
            }
            if Self.accessoryModifiers.contains(name), let found = accessoryLinks(node, scope), !found.isEmpty {
                return .modified(base, .accessoryLinks(found), at: at)
            }
            if !Self.neutralModifiers.contains(name) {
                assume(range, scope.file, "`.\(name)`", "a modifier the reader does not know: assumed not to change width")
            }
            return base
        }
    }

    /// The type a `navigationDestination(for:)` takes: a type the reader
    /// knows (`Panel.self`), or the ids of one (`Backyard.ID.self`, read from
    /// the code: the element type may be in a module the reader is not given).
    private mutating func destinationType(_ expr: Expr, _ scope: Scope) -> String? {
        if case .type(let type) = evaluate(expr, scope) { return type }
        let path = expressionPath(expr)
        guard path.count == 3, path[1] == "ID", path[2] == "self", path[0].first?.isUppercase == true else { return nil }
        return "\(path[0]).ID"
    }

    /// The items of a `.toolbar { }`, for the size class being evaluated.
    mutating func toolbarItems(_ statements: [Stmt], _ scope: Scope) -> [ToolbarEntry] {
        var entries: [ToolbarEntry] = []
        var scope = scope
        for statement in statements {
            switch statement {
            case .declaration(let decl): bind(decl, &scope)
            case .expression(.ifExpr(let node)):
                var inner = scope
                if conditions(node.conditions, &inner) {
                    entries += toolbarItems(node.body.statements, inner)
                } else if case .block(let block)? = node.elseBranch {
                    entries += toolbarItems(block.statements, scope)
                } else if case .elseIf(let next)? = node.elseBranch {
                    entries += toolbarItems([.expression(.ifExpr(next))], scope)
                }
            case .expression(.call(let call)):
                entries += toolbarCall(call, scope)
            case .ifConfig(let config):
                entries += toolbarItems(BuildConditions.active(config) { _ in }, scope)
            default: break
            }
        }
        return entries
    }

    private mutating func toolbarCall(_ call: CallExpr, _ scope: Scope) -> [ToolbarEntry] {
        let name = call.calleeName ?? ""
        if name == "ToolbarTitleMenu" {
            // `ToolbarTitleMenu { ... }`; `ToolbarTitleMenu()` holds the
            // app's commands (Apple, `ToolbarTitleMenu` `init()`), no action
            // of the screen's own.
            guard let closure = call.trailingClosures.first?.closure else { return [] }
            return titleMenuEntries(builder(closure.statements, scope))
        }
        guard name == "ToolbarItem" || name == "ToolbarItemGroup" else {
            if case .member = call.callee {} else {
                if case .view(let tree) = evaluate(.call(call), scope) {
                    toolbarPresentations += Self.presentationDrafts(in: tree)
                    toolbarLinks += Self.links(in: tree)
                    return buttons(in: tree).map { title, at in ToolbarEntry(item: ToolbarItem(Self.slug(title), placement: .automatic), at: at) }
                }
            }
            assume(call.range, scope.file, "`\(site(call.range, scope.file).code)`", "a toolbar item the reader does not know: dropped")
            return []
        }
        var placement = ToolbarPlacement.automatic
        if let argument = call.argument("placement") {
            if case .enumCase(_, let word, _) = evaluate(argument.value, scope), let known = ToolbarPlacement(rawValue: word) {
                placement = known
            } else {
                assume(argument.range, scope.file, "`\(site(argument.range, scope.file).code)`", "a placement the model does not have: .automatic")
            }
        }
        guard let closure = call.trailingClosures.first?.closure else { return [] }
        let content = builder(closure.statements, scope)
        toolbarPresentations += Self.presentationDrafts(in: content)
        toolbarLinks += Self.links(in: content)
        let found = buttons(in: content)
        if found.isEmpty {
            assume(call.range, scope.file, "`\(site(call.range, scope.file).code)`", "a toolbar item without a title the reader can read: dropped")
        }
        let column = standInColumn(closure.statements, scope)
        return found.map { title, at in
            ToolbarEntry(item: ToolbarItem(Self.slug(title), placement: placement, standsInFor: column), at: at)
        }
    }

    /// The actions of a title menu's content, one per titled control.
    private func titleMenuEntries(_ content: ViewTree) -> [ToolbarEntry] {
        buttons(in: content).map { title, at in
            ToolbarEntry(item: ToolbarItem(Self.slug(title), placement: .automatic), at: at, inTitleMenu: true)
        }
    }

    /// The titled controls in a toolbar item's content.
    private func buttons(in tree: ViewTree) -> [(String, Site)] {
        switch tree {
        case .leaf(_, let text?, let at): return [(text, at)]
        case .group(let children), .container(_, _, let children, _, _): return children.flatMap { buttons(in: $0) }
        case .modified(let base, _, _): return buttons(in: base)
        case .custom(_, let body, _): return buttons(in: body)
        case .link(_, let label, _): return buttons(in: label)
        default: return []
        }
    }

    /// `"Compose Mail"` as `compose-mail`: an id for a title.
    static func slug(_ title: String) -> String {
        var result = ""
        for character in title.lowercased() {
            if character.isLetter || character.isNumber { result.append(character) } else if !result.hasSuffix("-") { result.append("-") }
        }
        return result.trimmingCharacters(in: "-")
    }
}

extension Extractor {
    /// Modifiers that lay views around the view without taking its width,
    /// whose links the reader reads.
    static let accessoryModifiers: Set<String> = ["overlay", "background", "safeAreaInset"]

    /// The links of an accessory modifier's views (its view argument or its
    /// content closure); nil when it has neither.
    mutating func accessoryLinks(_ node: CallExpr, _ scope: Scope) -> [(Value, Site)]? {
        let value: Value
        if let closure = node.trailingClosures.last?.closure ?? node.argument("content").flatMap({
            if case .closure(let closure) = $0.value { closure } else { nil }
        }) {
            value = .view(builder(closure.statements, scope))
        } else if let argument = node.arguments.first(where: { $0.label == nil }) {
            value = evaluate(argument.value, scope)
        } else {
            return nil
        }
        guard case .view(let tree) = value else { return nil }
        return Self.links(in: tree)
    }
}
