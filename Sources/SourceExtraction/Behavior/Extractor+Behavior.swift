import LayoutModel
import SourceSyntax

// What the code does with navigation state, read from its handlers and its
// property wrappers, mapped to `AppBehavior`. Every part found is located in
// the source map (kind `behavior`); code that writes navigation state on a
// window change and fits no pattern is an assumption, and the assumption is
// the behaviour that cannot raise a false alarm (the state left as it is).

extension Extractor {
    /// The behaviour of the app whose root is `root`, with its source map
    /// entries added to `map`; nil when the code does nothing the model has a
    /// field for.
    mutating func readBehavior(_ root: RootSpec, screens: [Screen], appType: String?, into map: inout SourceMap) -> AppBehavior? {
        let found = handlers(appType: appType)
        var behavior = AppBehavior()
        func locate(_ key: String, _ at: Site) {
            if map.entry(.behavior, key) == nil {
                map.entries.append(SourceMap.Entry(kind: .behavior, key: key, location: at.location, code: at.code))
            }
        }
        let screenIDs = Set(screens.map(\.id))
        let containers = root.containers
        let hasSplitAndTabs = containers.contains { $0.navigation == .tabView } && containers.contains { $0.navigation == .splitView }

        // Path resets.
        for handler in found {
            for effect in handler.effects {
                guard case .resetPath = effect.kind else { continue }
                switch handler.trigger {
                case .sizeClass:
                    behavior.pathReset = .onSizeClassChange
                    map.entries.removeAll { $0.kind == .behavior && $0.key.hasPrefix("pathReset:") }
                    locate("pathReset:onSizeClassChange", effect.at)
                case .change(let key) where roles.sidebar == key || roles.content == key:
                    if behavior.pathReset == nil {
                        behavior.pathReset = .onSidebarChange
                        locate("pathReset:onSidebarChange", effect.at)
                    }
                default: break
                }
            }
        }
        // SwiftUI's own reset: "When selection changes in the sidebar, the
        // navigation system pops value-based links off the stack" (Apple,
        // developer forums thread 722924), for a detail stack bound to state.
        if behavior.pathReset == nil, roles.sidebar != nil, !roles.paths.isEmpty,
           containers.contains(where: { if case .splitView(let split) = $0 { split.detailStack == true } else { false } }),
           let at = roles.splitSite {
            behavior.pathReset = .onSidebarChange
            locate("pathReset:onSidebarChange", at)
        }

        // Selections kept in step.
        if hasSplitAndTabs { readSync(found, into: &behavior, screenIDs: screenIDs, locate: locate) }

        // Deep links.
        for handler in found where handler.trigger == .openURL {
            readDeepLink(handler, into: &behavior, screenIDs: screenIDs, locate: locate)
        }

        // Restoration and where the state lives.
        readStorage(found, into: &behavior, locate: locate)

        // Column visibility and the compact column set on a size-class
        // change, unconditionally or under `if newValue == .compact`.
        for handler in found where handler.trigger == .sizeClass {
            for effect in handler.effects {
                guard case .column(let key, let value) = effect.kind, !effect.underUnknownCondition else { continue }
                var reaction = ColumnReaction(to: effect.when)
                if key == roles.visibility { reaction.visibility = ColumnVisibility(rawValue: value) }
                else { reaction.preferredCompactColumn = SplitColumn(rawValue: value) }
                behavior.columnsOnSizeClassChange = (behavior.columnsOnSizeClassChange ?? []) + [reaction]
                let part = key == roles.visibility ? "visibility" : "preferredCompactColumn"
                locate("columnsOnSizeClassChange:\(effect.when?.rawValue ?? "any"):\(part)=\(value)", effect.at)
            }
        }

        // Anything else written on a window change is an assumption.
        for handler in found where handler.trigger == .sizeClass {
            for effect in handler.effects {
                switch effect.kind {
                case .resetPath, .queryName, .urlHost, .rawValueOf: continue
                case .column(let key, _):
                    guard effect.underUnknownCondition else { continue }
                    let part = key == roles.visibility ? "the column visibility" : "the compact column"
                    assume(effect.at, construct: "`\(effect.at.code)` on a size-class change",
                           "\(part) set under a condition the reader does not read is not modelled: assumed left as it is")
                case .copy(let key), .constant(let key, _, _), .other(let key), .push(let key, _, _):
                    guard isNavigationState(key) else { continue }
                    let part = key == roles.visibility ? "the column visibility" : key == roles.compactColumn ? "the compact column" : "navigation state"
                    assume(effect.at, construct: "`\(effect.at.code)` on a size-class change",
                           "\(part) changed on a size-class change is not modelled: assumed left as it is")
                case .unfollowed(let name):
                    assume(effect.at, construct: "`\(name)` on a size-class change",
                           "a call the reader does not follow: assumed to leave navigation state as it is")
                }
            }
        }
        for handler in found where handler.trigger == .appear || handler.trigger == .unknown {
            for effect in handler.effects {
                switch effect.kind {
                case .copy(let key), .constant(let key, _, _), .other(let key), .push(let key, _, _), .resetPath(let key),
                     .column(let key, _):
                    guard isNavigationState(key) else { continue }
                    let when = handler.trigger == .appear ? "when the view appears" : "on a change the reader cannot key"
                    assume(effect.at, construct: "`\(effect.at.code)` \(when)",
                           "not modelled: the state is assumed to be its initial value, left as it is")
                default: continue
                }
            }
        }
        return behavior == AppBehavior() ? nil : behavior
    }

    /// Whether `key` is a selection, a path, the column visibility or the compact column.
    private func isNavigationState(_ key: String) -> Bool {
        roles.selections.contains(key) || roles.paths.contains(key) || key == roles.visibility || key == roles.compactColumn
    }

    /// A tab selection and a sidebar selection kept in step, and the case a
    /// `nil` sidebar selection maps the tab to.
    private mutating func readSync(_ found: [Handler], into behavior: inout AppBehavior, screenIDs: Set<String>,
                                   locate: (String, Site) -> Void) {
        guard let tab = roles.tab, let sidebar = roles.sidebar else {
            if let at = roles.tabSite ?? roles.splitSite {
                assume(at, construct: "a tab view and a split view",
                       "a selection the reader cannot key: assumed kept in step, a nil sidebar selection keeping the tab's")
            }
            behavior.selectionSync = SelectionSync(nilFallback: nil)
            return
        }
        var synced = tab == sidebar
        var syncSite = synced ? roles.tabSite : nil
        var fallback: (id: String, at: Site)?
        var unclassified: Site?
        for handler in found {
            guard case .change(let trigger) = handler.trigger, trigger == tab || trigger == sidebar else { continue }
            let other = trigger == tab ? sidebar : tab
            for effect in handler.effects {
                switch effect.kind {
                case .copy(let key) where key == other:
                    synced = true
                    if syncSite == nil { syncSite = handler.at }
                case .constant(let key, let id, _) where key == tab && trigger == sidebar:
                    if fallback == nil, screenIDs.contains(id) { fallback = (id, effect.at) }
                case .other(let key) where key == other:
                    unclassified = unclassified ?? effect.at
                case .unfollowed:
                    unclassified = unclassified ?? effect.at
                default: break
                }
            }
        }
        if !synced, let unclassified {
            assume(unclassified, construct: "`\(unclassified.code)`",
                   "code the reader cannot classify links the selections: assumed kept in step, a nil sidebar selection keeping the tab's")
            synced = true
            syncSite = unclassified
        }
        guard synced else { return }
        behavior.selectionSync = SelectionSync(nilFallback: fallback?.id)
        if let syncSite { locate("selectionSync", syncSite) }
        if let fallback { locate("nilFallback", fallback.at) }
    }

    /// `.onOpenURL` that selects a screen and pushes onto a path: one deep
    /// link, or, under a `switch url.host`, one for each host's `case`
    /// (with what the handler does outside the switch).
    private mutating func readDeepLink(_ handler: Handler, into behavior: inout AppBehavior, screenIDs: Set<String>,
                                       locate: (String, Site) -> Void) {
        var hosts: [String] = []
        for effect in handler.effects { if let host = effect.host, !hosts.contains(host) { hosts.append(host) } }
        guard !hosts.isEmpty else {
            readDeepLink(handler.effects, handler, into: &behavior, screenIDs: screenIDs, locate: locate)
            return
        }
        for host in hosts {
            let effects = handler.effects.filter { $0.host == nil || $0.host == host }
            readDeepLink(effects, handler, into: &behavior, screenIDs: screenIDs, locate: locate)
        }
    }

    /// The deep link `effects` of `handler` make.
    private mutating func readDeepLink(_ effects: [Effect], _ handler: Handler, into behavior: inout AppBehavior,
                                       screenIDs: Set<String>, locate: (String, Site) -> Void) {
        var parameters: [String] = []
        var hosts: [String] = []
        var select: String?
        var popToRoot = false
        var types: [String] = []
        var pushes = false
        // Constant screens pushed after the value: `path = [.order(id), .receipt]`.
        var then: [String] = []
        for effect in effects {
            switch effect.kind {
            case .queryName(let name): if !parameters.contains(name) { parameters.append(name) }
            case .urlHost(let host): if !hosts.contains(host) { hosts.append(host) }
            case .constant(let key, let id, _) where roles.selections.contains(key): select = select ?? id
            case .resetPath: popToRoot = true
            case .push(_, let type, let id):
                if pushes, let id, screenIDs.contains(id) { then.append(id) }
                pushes = true
                if let type, !types.contains(type) { types.append(type) }
            case .rawValueOf(let type): if !types.contains(type) { types.append(type) }
            default: break
            }
        }
        let values = types.flatMap { type in
            (index.types[type]?.cases ?? []).map { $0.rawValue ?? $0.name }
        }.filter { screenIDs.contains($0) }
        guard pushes, !parameters.isEmpty || !hosts.isEmpty, !values.isEmpty else {
            assume(handler.at, construct: "`.onOpenURL`",
                   "a deep link the reader cannot read (a literal query item name or URL host, a selection, values pushed onto a path): not fuzzed")
            return
        }
        let selected = select.flatMap { screenIDs.contains($0) ? $0 : nil }
        let tail = then.isEmpty ? nil : then
        // A query item's name, else the URL's host (`myapp://orders/42`).
        let made = parameters.isEmpty
            ? hosts.map { DeepLink(host: $0, select: selected, popToRoot: popToRoot, values: values, thenPush: tail) }
            : parameters.map { DeepLink(parameter: $0, select: selected, popToRoot: popToRoot, values: values, thenPush: tail) }
        var links = behavior.deepLinks ?? []
        for link in made where !links.contains(where: { $0.eventKey == link.eventKey }) {
            links.append(link)
            locate("deepLink:\(link.eventKey)", handler.at)
        }
        behavior.deepLinks = links
    }

    /// `@SceneStorage` and `@AppStorage` on the navigation state, a scene
    /// delegate's `stateRestorationActivity`, and where a model holding the
    /// state is created.
    private mutating func readStorage(_ found: [Handler], into behavior: inout AppBehavior, locate: (String, Site) -> Void) {
        var restored: [RestoredState] = []
        func wrapper(_ key: String) -> (String, Site)? {
            let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2, let variable = index.types[parts[0]]?.variable(parts[1]),
                  let attribute = variable.node.attributes.first else { return nil }
            return (attribute.name.text, site(variable.node.range, variable.file))
        }
        let parts: [(RestoredState, [String])] = [
            (.selection, roles.selections), (.path, roles.paths), (.columns, [roles.visibility, roles.compactColumn].compactMap { $0 }),
        ]
        for (part, keys) in parts {
            for key in keys {
                guard let (name, at) = wrapper(key) else { continue }
                if name == "SceneStorage", !restored.contains(part) {
                    restored.append(part)
                    locate("restoration:\(part.rawValue)", at)
                }
            }
        }
        // `.onChange(of: path) { data = try? JSONEncoder().encode(path) }`
        // into a `@SceneStorage`: the part is saved with the scene.
        for handler in found {
            guard case .change(let trigger) = handler.trigger, let part = parts.first(where: { $0.1.contains(trigger) })?.0,
                  !restored.contains(part) else { continue }
            for effect in handler.effects {
                guard case .other(let key) = effect.kind, let (name, _) = wrapper(key), name == "SceneStorage" else { continue }
                restored.append(part)
                locate("restoration:\(part.rawValue)", effect.at)
                break
            }
        }
        for name in index.typeOrder {
            guard let info = index.types[name], let function = info.functions("stateRestorationActivity").first else { continue }
            let at = site(function.node.name.range, function.file)
            // The activity restores the navigation state; a presented sheet is
            // the view's own `@State`, which it does not encode.
            for part in RestoredState.allCases where part != .presentation && !restored.contains(part) {
                restored.append(part)
                locate("restoration:\(part.rawValue)", at)
            }
            break
        }
        if !restored.isEmpty { behavior.restoration = RestoredState.allCases.filter(restored.contains) }
        readScope(into: &behavior, locate: locate)
    }

    /// Where a model is created.
    enum Creation { case app(Site), scene(Site) }

    /// Where `model` is created: in the `App` (a property, passed into the
    /// `WindowGroup`), as a `static` property or a global (once for the app),
    /// or in a view (`@State`, `@StateObject`: once per window).
    ///
    /// State is keyed by the model's type, not by its instance: a type
    /// created both once for the app and per window is assumed per window
    /// (an assumption), which cannot raise a false alarm.
    mutating func creation(of model: String) -> Creation? {
        var app: Site?
        var scene: Site?
        for global in index.globals {
            if case .variable(let decl) = global.node, let initializer = decl.initializer, createdModel(initializer) == model,
               case .call = initializer, app == nil {
                app = site(decl.range, global.file)
            }
        }
        for name in index.typeOrder {
            guard let info = index.types[name] else { continue }
            let isApp = info.inheritance.contains("App")
            for member in info.members {
                guard case .variable(let decl) = member.node, let initializer = decl.initializer,
                      case .call = initializer, createdModel(initializer) == model else { continue }
                let at = site(decl.range, member.file)
                if isApp || decl.hasModifier("static") {
                    if app == nil { app = at }
                } else if info.isView, scene == nil {
                    scene = at
                }
            }
        }
        if let scene {
            if let app {
                assume(app, construct: "`\(app.code)`",
                       "\(model) is also created per window (\(scene.location)): its navigation state assumed per window")
            }
            return .scene(scene)
        }
        return app.map(Creation.app)
    }
}
