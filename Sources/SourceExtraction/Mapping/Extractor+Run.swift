import LayoutModel
import SourceSyntax

extension Extractor {
    /// Where the root view is written.
    enum RootSource {
        /// The `WindowGroup` content of an `App`.
        case windowGroup(statements: [Stmt], scope: Scope, appName: String)
        /// A view type named with `--root`.
        case view(TypeInfo)
    }

    /// The root view's code: `--root`, else the `App`'s first `WindowGroup`.
    mutating func findRoot() throws(ExtractionError) -> RootSource {
        // `--root` naming the `App` type: that App's window, as with no `--root`.
        let rootApp = rootName.flatMap { index.types[$0] }.flatMap { Self.isApp($0) ? $0 : nil }
        if let rootName, rootApp == nil {
            guard let info = index.types[rootName], info.isView else {
                throw .noRootView(lookedFor: "a view type named '\(rootName)' (struct \(rootName): View)")
            }
            if let declaration = info.declaration {
                rootSite = "\(site(declaration.node.name.range, declaration.file).location) \(rootName)"
            }
            return .view(info)
        }
        let apps = rootApp.map { [$0] } ?? index.typeOrder.compactMap { index.types[$0] }.filter(Self.isApp)
        for app in apps {
            guard let body = app.variable("body"), let statements = body.node.accessors?.getterStatements else { continue }
            var scope = Scope(file: body.file, selfType: app.name)
            // `@State` of the `App` bound into the root view (`ContentView(selection:
            // $selection)`): one value for every window. A model the `App` creates
            // is read as a model (where it is created decides its scope).
            for property in app.storedProperties {
                guard let name = property.node.name, property.node.attributes.first?.name.text == "State",
                      modelType(of: property.node) == nil else { continue }
                let key = "\(app.name).\(name)"
                scope.values[name] = .binding(key)
                stateInitial[key] = property.node.initializer.map { evaluate($0, Scope(file: property.file, selfType: app.name)) }
            }
            if let content = windowGroup(in: statements, scope, app: app, depth: 0) {
                // Evaluated in the file the `WindowGroup` is written in (a scene
                // kept in a computed property of an extension elsewhere), with
                // the `App`'s state bound as above.
                var groupScope = scope
                groupScope.file = content.file
                return .windowGroup(statements: content.statements, scope: groupScope, appName: app.name)
            }
        }
        if let rootApp { throw .noRootView(lookedFor: "a WindowGroup in the body of the App '\(rootApp.name)'") }
        throw .noRootView(lookedFor: "an App (a type marked @main or conforming to App) whose body has a WindowGroup, or --root TYPE")
    }

    /// Whether `type` is an app: it conforms to `App`, or is marked `@main`
    /// and has a `body`.
    static func isApp(_ type: TypeInfo) -> Bool {
        type.inheritance.contains("App") || type.attributes.contains("main") && type.variable("body") != nil
    }

    /// The content of the first `WindowGroup` in a scene body; later ones and
    /// scene modifiers are assumptions.
    private mutating func windowGroup(in statements: [Stmt], _ scope: Scope, app: TypeInfo, depth: Int) -> (statements: [Stmt], file: Int)? {
        var found: (statements: [Stmt], file: Int)?
        var expressions: [Expr] = []
        func collect(_ statements: [Stmt]) {
            for statement in statements {
                switch statement {
                case .expression(let expr): expressions.append(expr)
                case .returnStmt(let node): if let value = node.value { expressions.append(value) }
                case .ifConfig(let config): collect(BuildConditions.active(config) { _ in })
                default: break
                }
            }
        }
        collect(statements)
        for expr in expressions {
            var current = expr
            while case .postfixIfConfig(let node) = current { current = node.base }
            // A scene kept in a computed property of the App: `var appScene: some Scene { WindowGroup { } }`.
            if let name = current.identifierName, depth < 4, let variable = app.variable(name),
               let getter = variable.node.accessors?.getterStatements {
                if found == nil, let inner = windowGroup(in: getter, Scope(file: variable.file, selfType: app.name), app: app, depth: depth + 1) {
                    found = inner
                }
                continue
            }
            while case .call(let call) = current {
                if case .member(let member) = call.callee, let base = member.base {
                    let name = member.name.text
                    if ["defaultSize", "windowResizability", "commands", "handlesExternalEvents", "modelContainer", "environment"].contains(name) == false {
                        // Scene modifiers the model has nothing for.
                    }
                    if name == "defaultSize" || name == "windowResizability" {
                        assume(call.range, scope.file, "`.\(name)`", "the model sizes windows by the system's rules: not modelled")
                    }
                    current = base
                    while case .postfixIfConfig(let node) = current { current = node.base }
                    continue
                }
                let name = call.calleeName ?? ""
                if name == "WindowGroup" || name == "Window" {
                    if found == nil {
                        found = (call.trailingClosures.first?.closure.statements ?? [], scope.file)
                        rootSite = "\(site(call.range, scope.file).location) \(name)"

                        if call.argument("id") != nil || call.argument("for") != nil {
                            assume(call.range, scope.file, "`\(name)` with an id", "fuzzed as the app's main window")
                        }
                    } else {
                        assume(call.range, scope.file, "another `\(name)`", "a second kind of window: not fuzzed", structural: true)
                    }
                } else if name == "DocumentGroup" || name == "Settings" || name == "ImmersiveSpace" {
                    assume(call.range, scope.file, "`\(name)`", "a scene the model does not have: not fuzzed", structural: true)
                } else if found == nil, depth < 4, let type = index.types[name], type.inheritance.contains("Scene"),
                          let body = type.variable("body"), let statements = body.node.accessors?.getterStatements,
                          let inner = windowGroup(in: statements, Scope(file: body.file, selfType: type.name), app: type,
                                                  depth: depth + 1) {
                    // The app's scenes in a `Scene` type of its own (`SceneBootstrap()`).
                    found = inner
                } else if found == nil, depth < 4, let closure = call.trailingClosures.first?.closure,
                          let inner = windowGroup(in: closure.statements, scope, app: app, depth: depth + 1) {
                    // A scene of the team's or a package's that wraps the
                    // app's (`SwiftDataTransferrableScene(...) { WindowGroup { ... } }`).
                    found = inner
                }
                break
            }
        }
        return found
    }

    /// The root view evaluated in the current context.
    mutating func rootTree(_ source: RootSource) -> ViewTree {
        overrides = [:]
        readingRoot = true
        defer { readingRoot = false }
        switch source {
        case let .windowGroup(statements, scope, _): return builder(statements, scope)
        case .view(let info):
            let call = CallExpr(callee: .missing(MissingExpr(range: .empty(at: 0))), arguments: [], trailingClosures: [],
                                argumentsRange: nil, range: info.declaration?.node.name.range ?? .empty(at: 0))
            return instantiate(info, call, Scope(file: info.declaration?.file ?? 0))
        }
    }

    /// Reads the app: evaluates the root for an iPad in regular and in
    /// compact width and for an iPhone, and merges what each shows.
    mutating func run() throws(ExtractionError) -> Extraction {
        let source = try findRoot()
        for condition in index.unknownConditions {
            assume(condition.node.range, condition.file, "#if \(site(condition.node.range, condition.file).code)",
                   "not known for an iPad build: the first clause followed")
        }
        let padOnly = plist?.deviceFamily.map { !$0.contains(1) } ?? false
        var contexts = [EvaluationContext(sizeClass: .regular, idiom: .pad), EvaluationContext(sizeClass: .compact, idiom: .pad)]
        if !padOnly { contexts.append(EvaluationContext(sizeClass: .compact, idiom: .phone)) }
        let keys = ["regular", "compact", "phone", "phone-regular"]
        let fresh = self
        var containers: [Container] = []
        var drafts: [Drafts] = []
        var trees: [ViewTree] = []
        contextReads = ContextReads()
        var columns: [SideColumnDraft?] = []
        shapeRead = nil
        func evaluate(_ number: Int, _ context: EvaluationContext, key: String? = nil) {
            self.context = context
            var found = Drafts()
            let tree = rootTree(source)
            sideColumnFound = nil
            containers.append(container(tree, key: key ?? keys[number], into: &found))
            columns.append(sideColumnFound)
            drafts.append(found)
            trees.append(tree)
        }
        func evaluateWindows() {
            for (number, context) in contexts.enumerated() { evaluate(number, context) }
            guard !padOnly else { return }
            // An iPhone in regular width (a Plus or Max in landscape) differs
            // from both others only for code that reads the idiom and the
            // size class: evaluated then; else it is the iPad's regular
            // width (no idiom read) or the iPhone's compact (no size class read).
            if contextReads.idiom > 0 && contextReads.sizeClass > 0 {
                evaluate(3, EvaluationContext(sizeClass: .regular, idiom: .phone))
            } else {
                let same = contextReads.idiom > 0 ? 2 : 0
                containers.append(containers[same])
                columns.append(columns[same])
                drafts.append(Drafts())
                trees.append(trees[same])
            }
        }
        evaluateWindows()
        // A gate at the root is the app's state (signed in, onboarded), the
        // same in every window: where the windows followed different
        // branches, each gate follows the branch that showed more navigation
        // over all of them, and the windows are read again.
        let split = gateTallies.filter(\.value.disagrees)
        if !split.isEmpty {
            self = fresh
            gatePins = split.mapValues(\.pinnedThen)
            (containers, drafts, trees, columns) = ([], [], [], [])
            contextReads = ContextReads()
            shapeRead = nil
            evaluateWindows()
        }
        // A root that tested the window's shape: its other branch, read
        // for an iPad in regular width (`Extractor+ShapeRoot.swift`).
        let traits = containers.count
        if shapeRead != nil {
            evaluate(traits, EvaluationContext(sizeClass: .regular, idiom: .pad, shapeHolds: false), key: "shape")
        }
        let (traitRoot, traitKeys) = rootShape(Array(containers.prefix(traits)), Array(trees.prefix(traits)), &drafts)
        let (root, rootKeys) = shapeRoot(traitRoot, traitKeys, containers, trees, &drafts)
        var map = SourceMap()
        var mapped: Set<String> = []
        for (number, found) in drafts.enumerated() {
            for entry in found.entries {
                var entry = entry
                if entry.kind == .container {
                    let kind = entry.key.split(separator: ":").last.map(String.init) ?? ""
                    guard number < rootKeys.count, !rootKeys[number].isEmpty else { continue }
                    entry.key = "\(rootKeys[number]):\(kind)"
                }
                if mapped.insert("\(entry.kind.rawValue):\(entry.key)").inserted { map.entries.append(entry) }
            }
        }
        if case .sizeClass = root, !padOnly, let at = sizeClassCondition(trees) {
            map.entries.append(SourceMap.Entry(kind: .container, key: "sizeClass:condition", location: at.location, code: at.code))
        }
        let screens = Self.merge(drafts)
        let name: String = switch source {
        case .windowGroup(_, _, let appName): appName
        case .view(let info): info.name
        }
        var spec = AppSpec(name: Self.specName(name), screens: screens, root: root)
        let appType: String? = if case .windowGroup(_, _, let appName) = source { appName } else { nil }
        spec.sideColumn = sideColumn(Array(columns.prefix(traits)), into: &map)
        if root.containers.count > 1, root.containers.contains(where: { $0.navigation == .tabView }), let at = unreadTab {
            // Tags made up for tabs from data cannot be matched across the
            // switch: a lost selection would be the reader's, not the app's.
            assume(at, construct: "a tab whose value the source does not hold, in a root that switches on the size class or idiom",
                   "selection-preserved not checked (the spec turns it off)")
            spec.invariants = InvariantSettings(disabled: ["selection-preserved"])
        }
        spec.behavior = readBehavior(root, screens: screens, appType: appType, into: &map)
        spec.scene = scene(into: &map)
        if padOnly { spec.devices = [.idiom(.pad)] }
        // An iPhone app (`UIDeviceFamily` 1 alone): iPads run it in their
        // iPhone-app windows (AppSpec.isPhoneApp).
        if plist?.deviceFamily == [1] { spec.devices = [.idiom(.phone)] }
        notePresentationsNotTied()
        map = expandingRowsFromData(map, screens: spec.screens)
        let reach = reach(of: source, map: map)
        return Extraction(spec: spec, assumptions: assumptions, sourceMap: map, digest: SourceDigest(files: []), reach: reach)
    }

    /// The ids of `lists` in the order first met, each once.
    static func union(_ lists: [[String]]) -> [String] {
        var seen: Set<String> = [], result: [String] = []
        for list in lists { for id in list where seen.insert(id).inserted { result.append(id) } }
        return result
    }

    /// `CafeApp` as `cafe`, `MailApp` as `mail`.
    static func specName(_ type: String) -> String {
        var name = type
        if name.count > 3, name.hasSuffix("App") { name.removeLast(3) }
        var result = ""
        for (offset, character) in name.enumerated() {
            if character.isUppercase, offset > 0 { result += "-" }
            result += character.lowercased()
        }
        return result
    }

    /// The screens of every evaluation, merged: content in regular width,
    /// compact content where compact width differs, destinations joined.
    static func merge(_ drafts: [Drafts]) -> [Screen] {
        var order: [String] = []
        var seen: Set<String> = []
        for found in drafts { for screen in found.screens where seen.insert(screen.id).inserted { order.append(screen.id) } }
        return order.map { id in
            let versions = drafts.map { found in found.index(of: id).map { found.screens[$0] } }
            let present = versions.compactMap { $0 }
            var screen = Screen(id)
            // A title that is the id is the default: left out.
            screen.title = present.lazy.compactMap(\.title).first.flatMap { $0 == id ? nil : $0 }
            let regular = versions[0], compact = versions.count > 1 ? versions[1] : nil
            let first = present[0]
            screen.content = regular?.content ?? first.content
            if let compact, let regular, compact.content != regular.content {
                // Content that adapts to any width in compact is said, not
                // left nil: nil would lay the regular content out there.
                screen.compactContent = compact.content ?? .content(name: compact.flexibleName ?? "Content", minWidth: 0)
            }
            let destinations = Self.union(present.map(\.destinations))
            screen.destinations = destinations.isEmpty ? nil : destinations
            screen.destinationsFromData = mergedRowsFromData(present.map(\.destinationsFromData))
            screen.header = regular?.header ?? first.header
            screen.presentations = mergedPresentations(versions)
            let items = regular?.toolbar ?? first.toolbar
            let compactItems = compact?.toolbar ?? items
            // One title menu for both size classes: its actions as either
            // evaluation found them, in order.
            let titleMenu = Self.union(present.map(\.titleMenu))
            if !items.isEmpty || !compactItems.isEmpty || !titleMenu.isEmpty {
                screen.toolbar = ToolbarSpec(items: items, compact: compactItems == items ? nil : compactItems,
                                             titleMenu: titleMenu.isEmpty ? nil : titleMenu)
            }
            return screen
        }
    }
}
