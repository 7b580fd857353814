@testable import LayoutModel
import Testing

/// The reducer's paths by id against the plain rules by name: a
/// tab's split view navigated where its state is kept
/// (`AppModel.navigateNestedByID`) against its state projected flat,
/// changed and embedded back (`AppModel.navigateNestedByName`), and a deep
/// link's path set by id (`AppModel.openURL`) against the path made of
/// names and set by name (``openURLByName(_:_:plan:collapsed:parameter:value:)``).
@Suite struct NavigateByIDTests {
    /// A step of a linear congruential sequence: the test's choices, the
    /// same on every run.
    static func next(_ seed: inout UInt64) -> Int {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int(seed >> 33)
    }

    /// Walks `state` through `steps` seeded steps (seed 25): each step either
    /// switches the first scene's window between a left third and full
    /// screen (compact and regular width) or takes one of `actions`, which
    /// `visit` sees first, with the first scene as it is before the action.
    static func walk(_ model: AppModel, _ state: inout AppState, actions: [Action], steps: Int,
                     _ visit: (Action, SceneState) -> Void) {
        let modes: [Action] = [.setMode(.leftThird, size: nil), .setMode(.full, size: nil)]
        var seed: UInt64 = 25
        for _ in 0..<steps {
            let pick = next(&seed) % (actions.count + 2)
            let action = pick < actions.count ? actions[pick] : modes[pick - actions.count]
            if pick < actions.count { visit(action, state.scenes[0]) }
            model.reduce(&state, Event(action))
        }
    }

    /// split-in-tab with its message pushing itself (so paths grow deep),
    /// and the same app with a three-column split view in its Mail tab whose
    /// path is reset on a sidebar change.
    static func apps() throws -> [AppSpec] {
        var deep = AppSpec.splitInTab
        let message = try #require(deep.screens.firstIndex { $0.id == "message" })
        deep.screens[message].destinations = ["message"]
        var three = deep
        three.name = "three-in-tab"
        three.root = .any(.tabView(TabViewSpec(style: .sidebarAdaptable, entries: [
            .tab(Tab("Mail", tag: "mail", content: .splitView(SplitViewSpec(
                sidebar: AppSpec.mailboxes, hasContent: true, detailStack: true, visibility: .doubleColumn,
                preferredCompactColumn: .content)))),
            .tab(Tab("Calendar", tag: "calendar", content: .stack(StackSpec(root: "today")))),
            .tab(Tab("Settings", tag: "settings")),
        ])))
        three.behavior = AppBehavior(pathReset: .onSidebarChange)
        return [deep, three, .fixedDetailInTab]
    }

    /// The actions drawn for the apps of ``apps()``: every tab, nested row,
    /// screen and visibility, and names no row or screen has.
    static func nestedActions(_ app: AppSpec, model: AppModel) -> [Action] {
        var actions: [Action] = [.pop, .pop, .popToRoot, .deselect, .toggleSidebar, .push("nowhere"),
                                 .selectSidebar("nowhere"), .selectContent("nowhere")]
        for plan in model.plans {
            actions += plan.tabTags.map { .selectTab($0) }
            for nested in plan.tabSplits.compactMap({ $0 }) { actions += nested.sidebar.map { .selectSidebar($0) } }
        }
        for screen in app.screens {
            actions += [.push(screen.id), .push(screen.id), .selectContent(screen.id)]
        }
        return actions + ColumnVisibility.allCases.map { .setColumnVisibility($0) }
    }

    /// Over many seeded steps of each app of ``apps()``, every tab's split
    /// view collapses where its state is kept (`AppModel.collapseNested`)
    /// as by the plain rule, tab by tab (`AppModel.collapseNestedByName`):
    /// the state the steps reach, the same with an empty path kept (which
    /// goes the flat way), and with no tab's state kept (which adds them).
    /// The base each tab's split view shows (`AppModel.nestedBase`) is its
    /// kept state's selection, or its initial state's.
    @Test func tabsSplitViewsCollapseInPlaceAsByNameOverManySteps() throws {
        let window = try WindowRules.v18.window(device: .ipadPro11, orientation: .landscape, mode: .full, size: nil)
        var checked = 0, changed = 0, based = 0
        for app in try Self.apps() {
            let model = AppModel(app)
            var state = model.launch(in: window)
            let actions = Self.nestedActions(app, model: model)
            let modes: [Action] = [.setMode(.leftThird, size: nil), .setMode(.full, size: nil)]
            var seed: UInt64 = 25
            for _ in 0..<1_000 {
                let pick = Self.next(&seed) % (actions.count + 2)
                model.reduce(&state, Event(pick >= actions.count ? modes[pick - actions.count] : actions[pick]))
                let navigation = state.scenes[0].navigation
                var empty = navigation
                empty.paths += [StackPath(stack: "root", path: [])]
                var bare = navigation
                bare.nested = []
                for plan in model.plans where plan.hasNestedSplits {
                    for given in [navigation, empty, bare] {
                        var inPlace = given, byName = given
                        model.collapseNested(&inPlace, plan: plan)
                        for (index, nested) in plan.tabSplits.enumerated() {
                            guard let nested else { continue }
                            model.collapseNestedByName(&byName, tag: plan.tabTags[index], plan: nested, tabView: plan)
                        }
                        for (index, nested) in plan.tabSplits.enumerated() {
                            // The base the focus reads, as the plain rule reads it.
                            guard let nested else { continue }
                            let tag = plan.tabTags[index]
                            let state = given.nested(tag) ?? plan.initialNested(tag)
                            #expect(model.nestedBase(given, tag: tag, plan: nested, tabView: plan)
                                    == (nested.isThreeColumn ? state.contentSelection : state.sidebarSelection))
                            if model.nestedBase(given, tag: tag, plan: nested, tabView: plan) != nil { based += 1 }
                        }
                        #expect(inPlace == byName, "\(app.name)")
                        #expect(inPlace.nested == byName.nested && inPlace.paths == byName.paths)
                        checked += 1
                        if byName != given { changed += 1 }
                    }
                }
            }
        }
        #expect([checked, changed, based] == [9_000, 3_196, 3_430])
    }

    /// Over many seeded steps of each app, in regular and compact width:
    /// every action the id path takes gives the state and the answer the
    /// plain rule gives, and one it leaves changes nothing. The actions are
    /// drawn from every tab, row, screen and visibility of the app, and
    /// the state moves on through the model's reducer.
    @Test func aTabsSplitViewByIDMatchesByNameOverManySteps() throws {
        let window = try WindowRules.v18.window(device: .ipadPro11, orientation: .landscape, mode: .full, size: nil)
        var taken = 0, changed = 0, pathsChanged = 0, left = 0
        for app in try Self.apps() {
            let model = AppModel(app)
            var state = model.launch(in: window)
            Self.walk(model, &state, actions: Self.nestedActions(app, model: model), steps: 3_000) { action, scene in
                let index = model.planIndex(for: scene.window)
                let plan = model.plans[index]
                if plan.hasNestedSplits {
                    var byID = scene, byName = scene
                    let collapsed = model.horizontalClass(of: scene.window) == .compact
                    if let done = model.navigateNestedByID(&byID, action, plan: plan, index: index,
                                                           collapsed: collapsed) {
                        let plain = model.navigateNestedByName(&byName, action, plan: plan)
                        #expect(done == plain, "\(app.name) \(action)")
                        #expect(byID.navigation == byName.navigation, "\(app.name) \(action)")
                        #expect(byID.navigation.paths == byName.navigation.paths)
                        #expect(byID.navigation.nested == byName.navigation.nested)
                        taken += 1
                        if byName.navigation != scene.navigation { changed += 1 }
                        if byName.navigation.paths != scene.navigation.paths { pathsChanged += 1 }
                    } else {
                        #expect(byID.navigation == scene.navigation && byID.navigation.storage === scene.navigation.storage)
                        left += 1
                    }
                }
            }
        }
        #expect([taken, changed, pathsChanged, left] == [7_632, 513, 94, 960])
    }

    /// The cafe app with more links than its own: one that keeps the path
    /// and pushes two screens more, one by URL host selecting the other
    /// row, one pushing a name the app has no screen for, one selecting
    /// nothing, one selecting a row the sidebar lacks; and split-in-tab with
    /// links selecting its tabs.
    static func linkApps() -> [AppSpec] {
        var cafe = AppSpec.cafe
        cafe.behavior?.deepLinks? += [
            DeepLink(parameter: "drink", select: "coffee", popToRoot: false, values: ["latte", "mocha"],
                     thenPush: ["recipe", "recipe"]),
            DeepLink(host: "orders", select: "coffee", popToRoot: true, values: ["espresso"], thenPush: ["recipe"]),
            DeepLink(parameter: "ghost", select: "moji", popToRoot: false, values: ["smile", "phantom"]),
            DeepLink(parameter: "here", popToRoot: false, values: ["wink"]),
            DeepLink(parameter: "lost", select: "tea", values: ["smile"]),
        ]
        var tabs = AppSpec.splitInTab
        tabs.behavior = AppBehavior(deepLinks: [
            DeepLink(parameter: "event", select: "calendar", popToRoot: false, values: ["event"]),
            DeepLink(parameter: "mail", select: "mail", popToRoot: true, values: ["message"], thenPush: ["message"]),
        ])
        return [cafe, .globalSceneState, tabs]
    }

    /// Over many seeded steps of each link app, in regular and compact
    /// width, a link opened by id leaves the state the plain rule leaves:
    /// every link and value, and a value and a key no link has.
    @Test func aDeepLinkByIDSetsThePathByNameOverManySteps() throws {
        let window = try WindowRules.v18.window(device: .ipadPro11, orientation: .landscape, mode: .full, size: nil)
        var opened = 0, changed = 0
        for app in Self.linkApps() {
            let model = AppModel(app)
            var state = model.launch(in: window)
            var actions: [Action] = [.pop, .popToRoot, .openURL(parameter: "nobody", value: "smile")]
            for link in app.behavior?.deepLinks ?? [] {
                actions += (link.values + ["unlisted"]).map { .openURL(parameter: link.eventKey, value: $0) }
            }
            for plan in model.plans {
                actions += plan.tabTags.map { .selectTab($0) } + plan.sidebar.map { .selectSidebar($0) }
            }
            actions += app.screens.map { .push($0.id) }
            Self.walk(model, &state, actions: actions, steps: 2_000) { action, scene in
                if case let .openURL(parameter, value) = action {
                    let index = model.planIndex(for: scene.window)
                    let collapsed = model.horizontalClass(of: scene.window) == .compact
                    var byID = scene, byName = scene
                    model.openURL(&byID, plan: model.plans[index], index: index, collapsed: collapsed,
                                  parameter: parameter, value: value)
                    model.openURLByName(&byName, plan: model.plans[index], collapsed: collapsed,
                                        parameter: parameter, value: value)
                    #expect(byID.navigation == byName.navigation, "\(app.name) \(action)")
                    #expect(byID.navigation.paths == byName.navigation.paths)
                    opened += 1
                    if byName.navigation.paths != scene.navigation.paths { changed += 1 }
                }
            }
        }
        #expect([opened, changed] == [2_035, 842])
    }
}

extension AppModel {
    /// The plain rule of `openURL`: the link's screen selected, then the
    /// visible stack's path set by name to the focus's path (unless the link
    /// pops to root) and the link's screens (``DeepLink/pushes(_:)``).
    func openURLByName(_ scene: inout SceneState, plan: ContainerPlan, collapsed: Bool, parameter: String,
                       value: String) {
        guard navigator == nil, let link = behavior.deepLinks?.first(where: { $0.eventKey == parameter }),
              link.values.contains(value) else { return }
        if let target = link.select {
            if plan.kind == .splitView && plan.sidebar.contains(target) {
                setSidebar(&scene.navigation, target)
                if collapsed { scene.navigation.compactColumn = .detail }
            } else if plan.tabTags.contains(target) {
                setTab(&scene.navigation, target)
            } else {
                return
            }
        }
        let focus = focus(of: scene)
        guard let stack = focus.stack else { return }
        scene.navigation.setPath(stack, (link.popToRoot ? [] : focus.path) + link.pushes(value))
    }
}
