@testable import LayoutModel
import Testing

/// The reducer's shortcuts: a stack's path spliced in one
/// allocation, a path or split-view state written again left as it is, a
/// tab's split view projected and embedded where its state is kept, the
/// sidebar selection compared and set by id, the next scene id found without
/// an array, and a mode switch that asks the spec only when the app requires
/// full screen. Each gives the answer of the rule it stands for.
@Suite struct ReducerShortcutTests {
    let window = (try? WindowRules.v18.window(device: .ipadPro11, orientation: .landscape, mode: .full, size: nil))
        ?? Window(device: .ipadPro11, orientation: .landscape, mode: .full, requestedSize: .zero, size: .zero)

    /// A step of a linear congruential sequence: the test's choices, the
    /// same on every run.
    static func next(_ seed: inout UInt64) -> Int {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int(seed >> 33)
    }

    @Test func pathsPushedPoppedAndSetMatchTheirStacksOverManySteps() {
        var state = NavigationState()
        let stacks = [state.names.detail, state.names.content, state.names.root, state.id(of: "sheet")]
        let screens = ["a", "b", "c"].map { state.id(of: $0) }
        var expected: [Int32: [Int32]] = [:]
        var previous: [Int32] = []
        var seed: UInt64 = 25
        for _ in 0..<2_000 {
            let before = state
            let stack = stacks[Self.next(&seed) % stacks.count]
            switch Self.next(&seed) % 4 {
            case 0:
                let screen = screens[Self.next(&seed) % screens.count]
                state.appendStep(screen, to: stack)
                expected[stack, default: []].append(screen)
            case 1:
                guard expected[stack]?.isEmpty == false else { continue }
                state.removeLastStep(of: stack)
                expected[stack]?.removeLast()
            case 2:
                let steps = (0..<(Self.next(&seed) % 3)).map { _ in screens[Self.next(&seed) % screens.count] }
                state.setSteps(stack, steps)
                expected[stack] = steps
            default:
                state.clearPath(stack)
                expected[stack] = []
            }
            // The copy from before the step keeps its path.
            #expect(before.pathIDs == previous)
            var ids: [Int32] = []
            for key in stacks.sorted(by: { state.names.name($0)! < state.names.name($1)! }) {
                guard let steps = expected[key], !steps.isEmpty else { continue }
                ids += [key, Int32(steps.count)] + steps
            }
            #expect(state.pathIDs == ids)
            for key in stacks { #expect(Array(state.steps(key)) == (expected[key] ?? [])) }
            previous = ids
        }
    }

    /// A tab's split view starts as its spec says (`ContainerPlan.initialNested(_:)`,
    /// read from the columns the plan works out once): for every tab of every
    /// plan of the apps with split views in tabs, of a tab view whose split
    /// views ask for every visibility and compact column (and one tab
    /// declared twice, and one without a split view), and for a tag no tab
    /// has, the state `NestedNavigation(tab:spec:)` makes of the first tab
    /// of that tag.
    @Test func aTabsSplitViewStartsAsItsSpecSays() {
        var entries: [TabEntry] = []
        for visibility in [nil] + ColumnVisibility.allCases {
            for column in [nil] + SplitColumn.allCases {
                let tag = "\(visibility.map(\.rawValue) ?? "none")-\(column.map(\.rawValue) ?? "none")"
                entries.append(.tab(Tab(tag, tag: tag, content: .splitView(SplitViewSpec(
                    sidebar: ["a", "b"], detailStack: true, visibility: visibility, preferredCompactColumn: column)))))
            }
        }
        entries.append(.tab(Tab("Again", tag: "none-none", content: .splitView(SplitViewSpec(
            sidebar: ["a"], visibility: .detailOnly, preferredCompactColumn: .detail)))))
        entries.append(.tab(Tab("Plain", tag: "plain")))
        let built = ContainerPlan(.tabView(TabViewSpec(entries: entries)), platform: .standard)
        var plans = [built]
        for app in [AppSpec.splitInTab, .fixedDetailInTab, .mailColumns, .cafe] {
            plans += AppModel(app).plans + AppModel(app, platform: .standard.on(.v18)).plans
        }
        var tabs = 0, splits = 0, differ = 0
        for plan in plans {
            for tag in plan.tabTags + ["no-such-tab"] {
                let index = plan.tabTags.firstIndex(of: tag)
                let expected = index.flatMap { plan.tabSplits[$0]?.splitView }.map { NestedNavigation(tab: tag, spec: $0) }
                    ?? NestedNavigation(tab: tag)
                #expect(plan.initialNested(tag) == expected, "\(tag)")
                tabs += 1
                if index.flatMap({ plan.tabSplits[$0] }) != nil { splits += 1 }
                if expected.columnVisibility != .automatic || expected.compactColumn != .sidebar { differ += 1 }
            }
        }
        #expect([tabs, splits, differ] == [43, 25, 16])
    }

    @Test func aPathOrSplitViewStateWrittenAgainKeepsItsArray() {
        var state = NavigationState()
        state.setPath("detail", ["a", "b"])
        state.setNested(NestedNavigation(tab: "home", sidebarSelection: "a"))
        let before = state
        state.setSteps(state.names.detail, Array(before.steps(before.names.detail)))
        state.setNested(NestedNavigation(tab: "home", sidebarSelection: "a"))
        #expect(state == before)
        #expect(state.pathIDs.withUnsafeBufferPointer { $0.baseAddress }
                == before.pathIDs.withUnsafeBufferPointer { $0.baseAddress })
        #expect(state.nested.withUnsafeBufferPointer { $0.baseAddress }
                == before.nested.withUnsafeBufferPointer { $0.baseAddress })
        state.setNested(NestedNavigation(tab: "home", sidebarSelection: "b"))
        #expect(state.nested("home")?.sidebarSelection == "b")
        #expect(before.nested("home")?.sidebarSelection == "a")
        // An empty path kept by `paths` is still removed when cleared.
        state.paths = [StackPath(stack: "root", path: [])]
        state.clearPath(state.names.root)
        #expect(state.pathIDs == [])
    }

    @Test func aTabsSplitViewProjectedAndEmbeddedMatchesItsStateOverManySteps() {
        let tags = ["mail", "notes"]
        let items: [String?] = ["a", "b", nil]
        let visibilities: [ColumnVisibility] = [.automatic, .all, .detailOnly]
        var state = NavigationState()
        var initials = 0
        func initial(_ tag: String) -> NestedNavigation {
            initials += 1
            return NestedNavigation(tab: tag, columnVisibility: .all, compactColumn: .detail)
        }
        var seed: UInt64 = 25
        for _ in 0..<2_000 {
            let tag = tags[Self.next(&seed) % tags.count]
            let kept = state.nested(tag)
            let counted = initials
            var flat = state.projected(tag, initial: initial(tag))
            // The initial state is worked out only for a tab the state keeps none for.
            #expect(initials == counted + (kept == nil ? 1 : 0))
            let shown = kept ?? NestedNavigation(tab: tag, columnVisibility: .all, compactColumn: .detail)
            #expect(flat.sidebarSelection == shown.sidebarSelection)
            #expect(flat.contentSelection == shown.contentSelection)
            #expect(flat.columnVisibility == shown.columnVisibility && flat.compactColumn == shown.compactColumn)
            #expect(flat.path("detail") == state.path(tag))
            switch Self.next(&seed) % 6 {
            case 0: flat.sidebarSelection = items[Self.next(&seed) % items.count]
            case 1: flat.contentSelection = items[Self.next(&seed) % items.count]
            case 2: flat.columnVisibility = visibilities[Self.next(&seed) % visibilities.count]
            case 3: flat.compactColumn = [.sidebar, .content, .detail][Self.next(&seed) % 3]
            case 4: flat.setPath("detail", (0..<(Self.next(&seed) % 3)).map { ["x", "y"][$0 % 2] })
            default: break
            }
            // The general rule: the tab's state set from the flat one, its path under its tag.
            var expected = state
            expected.setNested(NestedNavigation(tab: tag, sidebarSelection: flat.sidebarSelection,
                                                contentSelection: flat.contentSelection,
                                                columnVisibility: flat.columnVisibility,
                                                compactColumn: flat.compactColumn))
            expected.setPath(tag, flat.path("detail"))
            let before = state
            state.embed(flat, tab: tag)
            #expect(state == expected)
            #expect(state.nested == expected.nested)
            if state.nested == before.nested {
                // Embedded unchanged: the array shared with the state before is kept.
                #expect(state.nested.withUnsafeBufferPointer { $0.baseAddress }
                        == before.nested.withUnsafeBufferPointer { $0.baseAddress })
            }
        }
        #expect(initials == 2)
    }

    /// A tab's split view pushes, pops and pops to root its detail stack by
    /// id: over many seeded steps of split-in-tab (its message
    /// pushing itself, so paths grow deep), in regular and compact width,
    /// each gives the state the by-name rule gives: the detail path made as
    /// names from the flat state, changed, and set back by name.
    @Test func aTabsSplitViewPushesAndPopsItsDetailAsByNameOverManySteps() throws {
        var spec = AppSpec.splitInTab
        let message = try #require(spec.screens.firstIndex { $0.id == "message" })
        spec.screens[message].destinations = ["message"]
        let model = AppModel(spec)
        let plan = try #require(model.tables.plans.first { $0.hasNestedSplits })
        var state = model.launch(in: window)
        let actions: [Action] = [.push("message"), .push("message"), .push("nowhere"), .pop, .pop, .popToRoot,
                                 .selectSidebar("inbox"), .selectSidebar("sent"), .deselect, .selectTab("mail"),
                                 .selectTab("calendar")]
        let modes: [Action] = [.setMode(.leftThird, size: nil), .setMode(.full, size: nil)]
        var seed: UInt64 = 25
        var checked = 0, changed = 0
        for _ in 0..<3_000 {
            let pick = Self.next(&seed) % (actions.count + 1)
            if pick == actions.count {
                model.reduce(&state, Event(modes[Self.next(&seed) % modes.count]))
                continue
            }
            let action = actions[pick]
            let scene = state.scenes[0]
            var expected = scene.navigation
            if let (tag, _) = plan.nestedSplit(for: scene.navigation.tabSelection),
               model.plan(for: scene.window).hasNestedSplits {
                let collapsed = model.horizontalClass(of: scene.window) == .compact
                var flat = scene.navigation.projected(tag, initial: plan.initialNested(tag))
                let base = flat.sidebarSelection
                let path = base == nil ? [] : flat.path("detail")
                var applies = true
                switch action {
                case let .push(destination):
                    if let top = path.last ?? base, model.destinations(of: top).contains(destination),
                       !(collapsed && model.compactTop(flat, threeColumn: false) != .detail) {
                        flat.setPath("detail", path + [destination])
                    }
                case .pop:
                    if !path.isEmpty {
                        flat.setPath("detail", Array(path.dropLast()))
                    } else if collapsed {
                        model.back(&flat, threeColumn: false, collapsed: true)
                    }
                case .popToRoot:
                    if base != nil { flat.setPath("detail", []) }
                default:
                    applies = false
                }
                if applies {
                    expected.embed(flat, tab: tag)
                    checked += 1
                }
            }
            model.reduce(&state, Event(action))
            if case .push = action, state.scenes[0].navigation != scene.navigation { changed += 1 }
            switch action {
            case .push, .pop, .popToRoot:
                if model.plan(for: scene.window).hasNestedSplits && scene.navigation.tabSelection == "mail" {
                    #expect(state.scenes[0].navigation == expected)
                    #expect(state.scenes[0].navigation.paths == expected.paths)
                }
            default:
                break
            }
        }
        // The rule was held on 755 steps, and 172 pushes grew a path.
        #expect(checked == 755 && changed == 172)
    }

    @Test func aSidebarSelectionSetByIdMovesTheTabAndClearsTheContent() {
        let model = AppModel(.optionalSidebarSync)
        var navigation = model.launchNavigation()
        #expect(navigation.tabSelection == "basketball")
        model.setSidebar(&navigation, "football")
        #expect(navigation.sidebarSelection == "football" && navigation.tabSelection == "football")
        navigation.contentSelection = "tennis"
        model.setSidebar(&navigation, "football")
        #expect(navigation.contentSelection == "tennis")
        model.setSidebar(&navigation, nil)
        #expect(navigation.sidebarSelection == nil && navigation.contentSelection == nil)
        #expect(navigation.tabSelection == "basketball")
        // A name the state's list lacks is added, and set as by name.
        model.setSidebar(&navigation, "curling")
        #expect(navigation.sidebarSelection == "curling" && navigation.tabSelection == "curling")
        #expect(navigation.names !== model.tables.stateNames)
        #expect(navigation == NavigationState(tabSelection: "curling", sidebarSelection: "curling",
                                              columnVisibility: navigation.columnVisibility,
                                              compactColumn: navigation.compactColumn))
    }

    @Test func theNextSceneIDIsOneAboveTheLargest() {
        let navigation = NavigationState()
        let scenes = [3, 1].map { SceneState(id: $0, window: window, navigation: navigation) }
        #expect(AppState(scenes: scenes).nextSceneID == 4)
        #expect(AppState(scenes: []).nextSceneID == 0)
        #expect(AppState(scenes: scenes, nextSceneID: 9).nextSceneID == 9)
        #expect(AppModel(.cafe).launch(in: window).nextSceneID == 1)
    }

    @Test func aModeSwitchAsksTheSpecOnlyWhenTheAppRequiresFullScreen() throws {
        let kiosk = try RequiresFullScreenTests.kioskSpec()
        #expect(!AppModel(kiosk, platform: .v18).tables.allowsEveryMode)
        #expect(AppModel(kiosk).tables.allowsEveryMode)
        #expect(AppModel(.cafe, platform: .v18).tables.allowsEveryMode)
        let model = AppModel(kiosk, platform: .v18)
        var state = model.launch(in: window)
        let launched = state
        model.reduce(&state, Event(.setMode(.splitHalf, size: nil)))
        #expect(state == launched)
        model.reduce(&state, Event(.setMode(.stage, size: Size(width: 700, height: 800))))
        #expect(state.scenes[0].window.mode == .stage)
        #expect(state.scenes[0].window.frameSize == Size(width: 700, height: 800))
    }
}
