import LayoutModel
import SourceSyntax

extension Extractor {
    /// Views with nothing inside that decides width.
    static let leafViews: Set<String> = [
        "Text", "Label", "Image", "Button", "Toggle", "TextField", "SecureField", "Picker", "Slider", "Stepper",
        "ProgressView", "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "Link", "Menu",
        "DatePicker", "ContentUnavailableView", "ShareLink", "TextEditor", "Gauge", "ColorPicker", "Divider",
        "LabeledContent", "AsyncImage", "Map", "Chart", "VideoPlayer", "PhotosPicker", "EditButton",
    ]
    /// Containers whose children the reader lays out.
    static let containerViews: Set<String> = [
        "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Group", "Section", "ScrollView", "List", "Form",
        "NavigationView", "DisclosureGroup", "GroupBox", "ScrollViewReader", "Grid", "GridRow", "ControlGroup",
    ]

    /// The name the reader gives `ScrollView(.horizontal)` (and
    /// `[.horizontal, .vertical]`): its content never overflows the window.
    static let horizontalScrollView = "ScrollView(.horizontal)"

    /// A SwiftUI view the reader knows, or nil.
    mutating func builtinView(_ name: String, _ node: CallExpr, _ scope: Scope) -> ViewTree? {
        let at = site(node.range, scope.file)
        // A closure written in place, or one handed on by a wrapper view
        // (`NavigationSplitView(sidebar: sidebar, detail: detail)` with the
        // wrapper's stored `let sidebar: () -> Sidebar`), with the scope it
        // was written in.
        func closure(_ label: String?) -> (closure: ClosureExpr, scope: Scope)? {
            if let trailing = node.trailingClosures.first(where: { $0.label?.text == label }) { return (trailing.closure, scope) }
            if label == nil, let trailing = node.trailingClosures.first { return (trailing.closure, scope) }
            guard let argument = node.argument(label) else { return nil }
            if case .closure(let closure) = argument.value { return (closure, scope) }
            switch argument.value {
            case .identifier, .member:
                if case .closure(let closure, let captured) = evaluate(argument.value, scope) { return (closure, captured) }
            default: break
            }
            return nil
        }
        func children(_ label: String? = nil) -> [ViewTree] {
            // `Section(isExpanded: $open, content: { ... }, header: { ... })`:
            // the content closure written as an argument.
            guard let (closure, closureScope) = closure(label) ?? (label == nil ? closure("content") : nil) else { return [] }
            let isContainer = ["NavigationStack", "NavigationSplitView", "TabView", "NavigationView"].contains(name)
            if isContainer { containerDepth += 1 }
            defer { if isContainer { containerDepth -= 1 } }
            let tree = builder(closure.statements, closureScope)
            if case .group(let list) = tree { return list }
            return [tree]
        }
        func bindingKey(_ label: String) -> String? {
            guard let argument = node.argument(label), case .binding(let key) = evaluate(argument.value, scope) else { return nil }
            return key
        }
        func link(_ label: String) -> StateLink {
            guard node.argument(label) != nil else { return .none }
            return bindingKey(label).map(StateLink.state) ?? .unknown
        }
        switch name {
        case "EmptyView": return .empty
        case _ where Self.leafViews.contains(name):
            var text: String?
            if let first = node.arguments.first, first.label == nil { text = evaluate(first.value, scope).string }
            if text == nil, let (label, labelScope) = closure("label") {
                text = ViewTree.firstText(builder(label.statements, labelScope))
            }
            return .leaf(name: name, text: text, at: at)
        case "ForEach":
            return .group(forEach(node, scope, tagged: false))
        case "NavigationView":
            return navigationView(node, closure(nil), scope, at: at)
        case "List" where node.argument(nil) != nil:
            let rows = forEach(node, scope, tagged: true)
            return .container(name: name, spacing: nil, children: rows, selection: bindingKey("selection"), at: at)
        case "ScrollView" where node.arguments.first.map({ $0.label == nil || $0.label?.text == "axes" }) == true
            && site(node.arguments[0].value.range, scope.file).code.contains("horizontal"):
            // Content that scrolls sideways may be wider than the window: the
            // scroll view takes the width it is offered and its content
            // scrolls along the axes it is given (Apple, `ScrollView`, `axes`).
            return .container(name: Self.horizontalScrollView, spacing: nil, children: children(), selection: nil, at: at)
        case _ where Self.containerViews.contains(name):
            let spacing = node.argument("spacing").flatMap { argument in
                length(evaluate(argument.value, scope).number, argument.range, scope.file,
                       "`spacing: \(site(argument.value.range, scope.file).code)`", fallback: .zeroIfNegative)
            }
            return .container(name: name, spacing: spacing, children: children(), selection: bindingKey("selection"), at: at)
        case "NavigationSplitView":
            guard let sidebar = closure(nil) ?? closure("sidebar") else { return .empty }
            let content = closure("content")
            guard let detail = closure("detail") else { return .empty }
            if roles.visibility == nil { roles.visibility = bindingKey("columnVisibility") }
            if roles.compactColumn == nil { roles.compactColumn = bindingKey("preferredCompactColumn") }
            func initial(_ label: String) -> Value? {
                guard let argument = node.argument(label) else { return nil }
                return read(evaluate(argument.value, scope))
            }
            readBook.note(.containers, at.location)
            containerDepth += 1
            let sidebarTree = builder(sidebar.closure.statements, sidebar.scope)
            containerDepth -= 1
            return .splitView(SplitViewTree(
                sidebar: sidebarTree,
                content: content.map { Deferred(statements: $0.closure.statements, scope: $0.scope) },
                detail: Deferred(statements: detail.closure.statements, scope: detail.scope),
                visibility: initial("columnVisibility"), visibilityLink: link("columnVisibility"),
                preferredCompactColumn: initial("preferredCompactColumn"), at: at))
        case "NavigationStack":
            let path = link("path")
            if let key = path.key { roles.addPath(key) }
            readBook.note(.containers, at.location)
            return .stack(path: path, root: ViewTree.combine(children()), at: at)
        case "NavigationLink":
            if let argument = node.argument("value") {
                var label = children("label")
                if let first = node.arguments.first, first.label == nil, let text = evaluate(first.value, scope).string {
                    label = [.leaf(name: "Text", text: text, at: at)]
                }
                return .link(value: evaluate(argument.value, scope), label: ViewTree.combine(label), at: at)
            }
            if let (source, labelClosure) = Self.destinationSource(node, scope) {
                return destinationLink(source, label: children(node.argument("label") != nil ? "label" : labelClosure), node, scope, at: at)
            }
            assume(node.range, scope.file, "`NavigationLink`",
                   "a link with neither a value nor a destination the reader can read: not a screen of the spec", structural: true)
            return .leaf(name: name, text: nil, at: at)
        case "TabView":
            readBook.note(.containers, at.location)
            return .tabView(selection: tabSelectionLink(node, scope, at: at), children: children(), at: at)
        case "Tab":
            var title: String?
            if let first = node.arguments.first, first.label == nil { title = evaluate(first.value, scope).string }
            let value = node.argument("value").map { evaluate($0.value, scope) } ?? .unknown
            var role: String?
            if let argument = node.argument("role"), case .enumCase(_, let name, _) = evaluate(argument.value, scope) { role = name }
            readBook.note(.tabs, at.location)
            return .tab(title: title, value: value, role: role, content: ViewTree.combine(children()), at: at)
        case "TabSection":
            let title = node.arguments.first.flatMap { evaluate($0.value, scope).string } ?? ""
            return .tabSection(title: title, children: children(), at: at)
        case "LazyVGrid":
            guard let argument = node.argument("columns") else { return .grid([], cells: children(), at: at) }
            let columns: [GridItem]? = if case .array(let items) = evaluate(argument.value, scope) {
                items.allSatisfy { if case .gridItem = $0 { true } else { false } }
                    ? items.compactMap { if case .gridItem(let column) = $0 { column } else { nil } } : nil
            } else {
                nil
            }
            guard let columns else {
                assume(argument.range, scope.file, "`LazyVGrid(columns: \(site(argument.value.range, scope.file).code))`",
                       "columns not known from the source: the grid assumed to fit any width")
                return .leaf(name: name, text: nil, at: at)
            }
            return .grid(columns, cells: children(), at: at)
        case "Spacer":
            return .spacer(node.argument("minLength").flatMap { argument in
                length(evaluate(argument.value, scope).number, argument.range, scope.file, "`\(at.code)`", fallback: .zeroIfNegative)
            }, at: at)
        case "ViewThatFits":
            let fitted = children()
            if let chosen = containerThatFits(fitted, node, scope) { return chosen }
            return .viewThatFits(fitted, at: at)
        case "GeometryReader":
            assume(node.range, scope.file, "`GeometryReader`",
                   "its content depends on the size offered: flexible, with minimum width 0")
            // Its content is read, the proxy's width symbolic, for what a
            // root reader tells (a side column shown from a width); laid out,
            // it is still flexible with minimum width 0.
            guard let (content, contentScope) = closure(nil) else { return .leaf(name: name, text: nil, at: at) }
            let proxy = Self.windowProxy
            var inner = contentScope
            if let parameter = content.signature?.parameters.first?.name, parameter != "_" { inner.values[parameter] = proxy }
            inner.values["$0"] = proxy
            let measured = builder(content.statements, inner)
            if atRootLevel, shapeRead != nil {
                // A reader at the root whose size a shape test read measures the window.
                assumptions.removeAll { $0.location == at.location && $0.construct == "`GeometryReader`" }
            }
            return .modified(measured, .geometryReader, at: at)
        case "AnyView":
            if let first = node.arguments.first, case .view(let tree) = evaluate(first.value, scope) { return tree }
            return .empty
        default:
            return nil
        }
    }

    /// The rows of a `ForEach` or a `List(data)`: the content evaluated for
    /// each element; three sample rows (``Value/fromData(row:data:at:)``) when the
    /// data is not in the source or is an empty array.
    /// In a `List` with data, each row is tagged with its element, as SwiftUI
    /// tags rows by their id, a sample element too (a sidebar of rows from
    /// data, `Extractor+RowsFromData.swift`).
    mutating func forEach(_ node: CallExpr, _ scope: Scope, tagged: Bool) -> [ViewTree] {
        guard let data = node.argument(nil),
              let closure = node.trailingClosures.first?.closure ?? node.argument("content").flatMap({
                  if case .closure(let closure) = $0.value { closure } else { nil }
              }) else { return [] }
        var elements: [Value]
        // An empty array is data yet to come (`@State var folders: [Folder] = []`,
        // filled by a task): the view is written for the rows it will hold.
        if case .array(let known) = evaluate(data.value, scope), !known.isEmpty {
            elements = known
        } else {
            assume(data.range, scope.file, "`\(site(data.range, scope.file).code)`",
                   "rows from data the source does not hold: three sample rows")
            elements = Self.sampleElements(of: site(data.range, scope.file).code, at: site(node.range, scope.file))
        }
        elements = Array(elements.prefix(Self.maximumElements))
        let at = site(node.range, scope.file)
        return elements.map { element in
            var row: ViewTree = .empty
            if case .view(let tree) = apply(closure, scope, arguments: [element]) { row = tree }
            if element.isSample { row = Self.tabValued(row, element) }
            return tagged && (element.isKnown || element.isSample) ? .modified(row, .tag(element), at: at) : row
        }
    }

    /// A `Tab` of no value made by a `ForEach` over data the source does
    /// not hold (`ForEach(sources) { source in Tab { ... } label: { ... } }`)
    /// is one of tabs from data, valued by its sample element: never three
    /// fixed tabs counted in the tab bar.
    static func tabValued(_ row: ViewTree, _ element: Value) -> ViewTree {
        switch row {
        case let .tab(title, .unknown, role, content, at): .tab(title: title, value: element, role: role, content: content, at: at)
        case let .modified(base, modifier, at): .modified(tabValued(base, element), modifier, at: at)
        default: row
        }
    }

    /// One of the app's views, instantiated with the call's arguments bound
    /// to its stored properties, its `body` evaluated.
    mutating func instantiate(_ info: TypeInfo, _ node: CallExpr, _ scope: Scope) -> ViewTree {
        let at = site(node.range, scope.file)
        guard instantiating.count < Self.maximumDepth, !instantiating.contains(info.name) else {
            assume(node.range, scope.file, "`\(info.name)`", "a view inside itself, not followed: flexible, minimum width 0",
                   structural: true)
            return .leaf(name: info.name, text: nil, at: at)
        }
        instantiating.append(info.name)
        if !visitedTypes.contains(info.name) { visitedTypes.append(info.name) }
        defer { instantiating.removeLast() }
        var inner = instanceScope(info, node, scope)
        guard let body = info.variable("body"), let statements = body.node.accessors?.getterStatements else {
            return .leaf(name: info.name, text: nil, at: at)
        }
        inner.file = body.file
        return .custom(type: info.name, body: builder(statements, inner), at: at)
    }

    /// The scope of an instance of one of the app's types made by `node`:
    /// the call's arguments bound to its stored properties (memberwise or
    /// through its `init`), its state keyed under the type.
    mutating func instanceScope(_ info: TypeInfo, _ node: CallExpr, _ scope: Scope) -> Scope {
        var inner = Scope(file: info.declaration?.file ?? scope.file, selfType: info.name)
        let initializer = info.initializers.first { initializer in
            let labels = initializer.node.parameters.map(\.label)
            return node.arguments.allSatisfy { argument in labels.contains(argument.label?.text) }
        }
        var arguments: [String: Value] = [:]
        var closures = node.trailingClosures.map { Value.closure($0.closure, scope) }
        if initializer == nil {
            var unlabelled = node.arguments.filter { $0.label == nil }.map { evaluate($0.value, scope) }
            for argument in node.arguments { if let label = argument.label?.text { arguments[label] = evaluate(argument.value, scope) } }
            for property in info.storedProperties {
                guard let name = property.node.name, arguments[name] == nil, property.node.initializer == nil || property.node.keyword == "var" else { continue }
                if property.node.type.map(Self.isFunctionType) ?? false, !closures.isEmpty {
                    arguments[name] = closures.removeFirst()
                } else if !unlabelled.isEmpty, property.node.initializer == nil {
                    arguments[name] = unlabelled.removeFirst()
                }
            }
            for property in info.storedProperties {
                guard let name = property.node.name, let value = arguments[name] else { continue }
                arguments[name] = typed(value, declared: property.node.type)
            }
        }
        for property in info.storedProperties {
            guard let name = property.node.name else { continue }
            inner.file = property.file
            let key = "\(info.name).\(name)"
            let wrapper = property.node.attributes.first?.name.text
            switch wrapper {
            case "Environment":
                let path = property.node.attributes.first?.arguments?.first.map { site($0.value.range, property.file).code } ?? ""
                if path.hasSuffix("horizontalSizeClass") {
                    inner.values[name] = .enumCase(type: "UserInterfaceSizeClass", name: context.sizeClass.rawValue, id: context.sizeClass.rawValue)
                } else if path.hasPrefix("\\."), appEnvironmentKey(String(path.dropFirst(2))) != nil {
                    inner.values[name] = .environment(String(path.dropFirst(2)))
                } else {
                    inner.values[name] = .unknown
                }
            case "State", "SceneStorage", "AppStorage", "FocusState":
                // No argument and no initializer: no initial value is recorded.
                stateInitial[key] = arguments[name] ?? property.node.initializer.map { evaluate($0, inner) }
                inner.values[name] = .binding(key)
            case "Binding":
                if case .binding(let outer)? = arguments[name] {
                    inner.values[name] = .binding(outer)
                    if aliases[key] == nil { aliases[key] = outer }
                } else { inner.values[name] = arguments[name] ?? .unknown }
            default:
                inner.values[name] = arguments[name] ?? property.node.initializer.map { evaluate($0, inner) } ?? .unknown
            }
        }
        if let initializer, let body = initializer.node.body {
            var parameters = Scope(file: initializer.file, values: inner.values, selfType: info.name)
            bindParameters(initializer.node.parameters, node, callerScope: scope, into: &parameters)
            let stored = Set(info.storedProperties.compactMap { $0.node.name })
            runInitializer(body.statements, parameters: parameters, into: &inner, type: info.name, stored: stored)
        }
        inner.file = info.declaration?.file ?? scope.file
        return inner
    }

    /// `self.x = value`, `_x = State(initialValue: value)`, `x = content()`;
    /// `self._content = content()` sets a stored property named `_content`
    /// (one of `stored`), not the wrapper of `content`.
    private mutating func runInitializer(_ statements: [Stmt], parameters: Scope, into scope: inout Scope, type: String,
                                         stored: Set<String>) {
        for statement in statements {
            guard case .expression(.binary(let assignment)) = statement, assignment.op.text == "=" else { continue }
            var name = expressionPath(assignment.left).last ?? ""
            let wrapped = name.hasPrefix("_") && !stored.contains(name)
            if wrapped { name.removeFirst() }
            let value = evaluate(assignment.right, parameters)
            if case .binding(let key)? = scope.values[name], !wrapped || key.hasPrefix("\(type).") {
                if key.hasPrefix("\(type).") { stateInitial[key] = value } else { scope.values[name] = value }
                if case .binding = value { scope.values[name] = value }
            } else {
                scope.values[name] = value
            }
        }
    }
}

extension ViewTree {
    /// The first static text in the tree: a row's or a tab item's title.
    static func firstText(_ tree: ViewTree) -> String? {
        switch tree {
        case .leaf(_, let text, _): return text
        case .container(_, _, let children, _, _), .group(let children):
            for child in children { if let text = firstText(child) { return text } }
            return nil
        case .modified(let base, _, _): return firstText(base)
        case .custom(_, let body, _): return firstText(body)
        case .link(_, let label, _): return firstText(label)
        default: return nil
        }
    }
}
