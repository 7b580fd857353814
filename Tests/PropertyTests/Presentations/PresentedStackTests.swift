@testable import LayoutModel
@testable import SizeFuzz
import Testing

/// A presentation with a navigation stack of its own
/// (`.sheet { NavigationStack { ... } }`): pushes go onto its path, which
/// dismissing empties, and the invariants see the screen on top of it.
@Suite struct PresentedStackTests {
    /// An inbox whose settings sheet and filter popover hold stacks: the
    /// sheet pushes accounts, then an account's detail laid out 640 pt
    /// wide with a bottom bar of three 200 pt tools.
    static let app = AppSpec(
        name: "presented-stacks",
        screens: [
            Screen("inbox", destinations: ["message"], presentations: [
                .sheet("settings", stack: "settings-home"),
                Presentation("filters", kind: .popover, stack: "filter-list"),
            ]),
            Screen("message"),
            Screen("settings-home", destinations: ["accounts"]),
            Screen("accounts", destinations: ["account-detail"]),
            Screen("account-detail", content: .frame(width: 640, content: .content(name: "AccountForm", minWidth: 320))),
            Screen("filter-list", destinations: ["filter-tools"]),
            Screen("filter-tools", toolbar: ToolbarSpec(items: ["a", "b", "c"].map {
                ToolbarItem($0, placement: .bottomBar, width: 200)
            })),
        ],
        root: .any(.stack(StackSpec(root: "inbox"))))

    func run(_ events: [String], window: String = "ipad-pro-11 landscape full",
             invariants: InvariantSet = .all) throws -> Evaluator {
        try Scenario(window: window, events: events, rules: .v18)
            .evaluate(on: AppModel(Self.app, platform: .v18), invariants: invariants)
    }

    /// A push while the sheet is up goes onto the sheet's path, and the
    /// sheet shows the screen pushed; the stack beneath keeps its path, and
    /// a screen the sheet's top does not push is not pushed.
    @Test func aPushInsideASheetGoesOntoItsPath() throws {
        let evaluator = try run(["present settings", "push accounts", "push message"])
        #expect(evaluator.violations == [])
        let scene = evaluator.state.scenes[0]
        #expect(evaluator.model.presentedPath(of: scene) == ["accounts"])
        #expect(scene.navigation.path("presented:settings") == ["accounts"])
        #expect(scene.navigation.path("root") == [])
        #expect(evaluator.layouts[0].screen == "inbox")
        #expect(evaluator.layouts[0].presentation?.screen == "accounts")
    }

    /// Pop and pop-to-root move inside the sheet's stack; a pop at its root
    /// changes nothing.
    @Test(arguments: [
        (["present settings", "push accounts", "pop"], [String](), "settings-home"),
        (["present settings", "pop"], [], "settings-home"),
        (["present settings", "push accounts", "push account-detail", "pop"], ["accounts"], "accounts"),
        (["present settings", "push accounts", "push account-detail", "pop-to-root"], [], "settings-home"),
    ] as [([String], [String], String)])
    func popsMoveInsideTheSheet(_ events: [String], _ path: [String], _ top: String) throws {
        let evaluator = try run(events, invariants: [])
        #expect(evaluator.model.presentedPath(of: evaluator.state.scenes[0]) == path)
        #expect(evaluator.layouts[0].presentation?.screen == top)
        #expect(evaluator.state.scenes[0].navigation.presented == "settings")
    }

    /// Dismissing empties the sheet's path: shown again, it starts at its root.
    @Test func dismissResetsThePath() throws {
        let dismissed = try run(["present settings", "push accounts", "dismiss"])
        #expect(dismissed.state.scenes[0].navigation.paths == [])
        #expect(dismissed.layouts[0].presentation == nil)
        let again = try run(["present settings", "push accounts", "dismiss", "present settings"])
        #expect(again.model.presentedPath(of: again.state.scenes[0]) == [])
        #expect(again.layouts[0].presentation?.screen == "settings-home")
    }

    /// After the sheet is gone, a push goes onto the stack beneath again.
    @Test func afterDismissAPushGoesBeneath() throws {
        let evaluator = try run(["present settings", "dismiss", "push message"])
        #expect(evaluator.state.scenes[0].navigation.path("root") == ["message"])
        #expect(evaluator.layouts[0].screen == "message")
    }

    /// A screen pushed inside a form sheet (540 pt wide) that needs 640 pt
    /// fails at the push that shows it, with the presentation and the screen named.
    @Test func aTooWidePushedScreenFailsAtItsStep() throws {
        let evaluator = try run(["present settings", "push accounts", "push account-detail"],
                                invariants: [.noFixedWidthOverflow])
        #expect(evaluator.violations.map(\.description) == [
            "no-fixed-width-overflow at step 3: presentation 'settings' (form sheet, 540 pt wide), screen 'account-detail': frame(width: 640) needs 640 pt but gets 540 pt in the full 1194x834 window",
        ])
    }

    /// The toolbar of a screen pushed inside a popover is resolved in the
    /// popover's width: three 200 pt bottom-bar tools do not all fit.
    @Test func aPushedScreensToolbarIsResolvedInTheNarrowPopover() throws {
        let evaluator = try run(["present filters", "push filter-tools"], invariants: [.toolbarActionsReachable])
        let shown = try #require(evaluator.layouts[0].presentation)
        #expect(shown.style == .popover)
        #expect(shown.toolbar?.bottom == ["a"])
        #expect(evaluator.violations.map(\.description) == [
            "toolbar-actions-reachable at step 2: 'b' is clipped off the bar of presentation 'filters' (popover, \(Points.format(shown.width)) pt wide), screen 'filter-tools' in the full 1194x834 window",
        ])
    }

    /// The fuzzer pushes inside the presented stack: it finds the screen
    /// too wide for the sheet, three events deep.
    @Test func theFuzzerPushesInsideTheSheet() throws {
        let result = FuzzRunner(RunConfiguration(seed: 1, iterations: 2000, apps: [Self.app],
                                                 invariants: [.noFixedWidthOverflow])).run()
        let failure = try #require(result.failures.first)
        #expect(failure.scenario.events.map(\.description) == ["present settings", "push accounts", "push account-detail"])
    }

    /// An app whose own code holds the inbox's path (a ``SceneNavigator``)
    /// is not told of the sheet's stack, and the sheet keeps its path.
    @Test func aNavigatorKeepsTheStackBeneathAndTheSheetItsOwn() throws {
        let model = AppModel(Self.app, platform: .v18, navigator: AnySceneNavigator(InboxNavigator()))
        let evaluator = try Scenario(window: "ipad-pro-11 landscape full",
                                     events: ["push message", "pop", "present settings", "push accounts"], rules: .v18)
            .evaluate(on: model, invariants: .all)
        #expect(evaluator.violations == [])
        #expect(evaluator.model.presentedPath(of: evaluator.state.scenes[0]) == ["accounts"])
        #expect(evaluator.layouts[0].presentation?.screen == "accounts")
    }

    /// Strict decoding and validation of `stack`: one line naming the field.
    @Test(arguments: [
        (#"{"id": "a", "kind": "sheet", "stak": "s1"}"#, "screens[0].presentations[0].stak: unknown key; did you mean 'stack'?"),
        (#"{"id": "a", "kind": "sheet", "stack": "nowhere"}"#, "screens[0].presentations[0].stack: unknown screen 'nowhere'"),
        (#"{"id": "a", "kind": "inspector", "stack": "s1"}"#, "screens[0].presentations[0].stack: an inspector is a column beside the screen, not a stack of its own"),
        (#"{"id": "a", "kind": "sheet", "stack": "s1", "content": {"content": {"name": "F", "minWidth": 1}}}"#, "screens[0].presentations[0].stack: give content or a stack, not both: the stack's screens have their own content"),
    ] as [(String, String)])
    func badStacksAreRefused(_ presentations: String, _ message: String) throws {
        try StrictSpecTests.expectRefused(StrictSpecTests.spec(screen: #"{"id": "s1", "presentations": [\#(presentations)]}"#),
                                          message)
    }
}

/// The inbox's code: its stack's path in a value of its own; it hears of
/// the root stack only.
private struct InboxNavigator: SceneNavigator {
    func launch(_ scene: SceneContext) -> [String] { [] }

    func handle(_ change: NavigationChange, in path: inout [String], scene: SceneContext) {
        if case let .pathChanged(stack, pushed) = change {
            if stack != "root" { Issue.record("told of the stack '\(stack)'") }
            path = pushed
        }
    }

    func shown(by path: [String]) -> ShownNavigation { ShownNavigation(paths: ["root": path]) }
}
