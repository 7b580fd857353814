@testable import LayoutModel
import SizeFuzz
import SizeFuzzReport
import SizeFuzzTesting
import Synchronization
import Testing

/// The sports app's navigation, as its own code keeps it: a non-optional tab
/// selection and an optional sidebar selection, kept in step by two onChange
/// handlers (Alex Logan's Stage Manager sample).
private struct SportsRouter {
    var tab = "basketball"
    var sidebar: String? = "basketball"
}

private struct SportsNavigator: SceneNavigator {
    /// What the sidebar's `nil` maps the tab to: `nil` keeps the tab (right),
    /// `"basketball"` is the `?? .basketball` mistake.
    var nilFallback: String?

    func launch(_ scene: SceneContext) -> SportsRouter { SportsRouter() }

    func handle(_ change: NavigationChange, in router: inout SportsRouter, scene: SceneContext) {
        switch change {
        case let .tabSelected(tag):
            router.tab = tag
            router.sidebar = tag
        case let .sidebarSelected(row):
            router.sidebar = row
            if let row { router.tab = row } else if let nilFallback { router.tab = nilFallback }
        default:
            break
        }
    }

    func shown(by router: SportsRouter) -> ShownNavigation {
        ShownNavigation(tab: router.tab, sidebar: router.sidebar)
    }
}

/// The cafe's selection, in an object the app may share between windows by mistake.
private final class CafeSelection: @unchecked Sendable {
    var row: String?

    /// The app-wide object of the mistake: one for all windows, new when the app launches.
    nonisolated(unsafe) static var appWide = CafeSelection()
}

private struct CafeRouter {
    var selection: CafeSelection
    var detail: [String] = []
}

/// The cafe app's code: the detail path pops when the sidebar row changes,
/// and `?moji=X` selects Moji and shows X.
private struct CafeNavigator: SceneNavigator {
    /// Whether every window uses one app-wide selection object: the
    /// global-scene-state mistake.
    var shared = false

    func launch(_ scene: SceneContext) -> CafeRouter {
        guard shared else { return CafeRouter(selection: CafeSelection()) }
        if scene.isAppLaunch { CafeSelection.appWide = CafeSelection() }
        return CafeRouter(selection: CafeSelection.appWide)
    }

    func handle(_ change: NavigationChange, in router: inout CafeRouter, scene: SceneContext) {
        switch change {
        case let .sidebarSelected(row):
            if router.selection.row != row { router.detail = [] }
            router.selection.row = row
        case let .pathChanged("detail", path):
            router.detail = path
        case let .openURL("moji", value):
            router.selection.row = "moji"
            router.detail = [value]
        default:
            break
        }
    }

    func shown(by router: CafeRouter) -> ShownNavigation {
        ShownNavigation(sidebar: router.selection.row, paths: ["detail": router.detail])
    }
}

@Suite("SceneNavigator: the app's own code under the fuzzer")
struct SceneNavigatorTests {
    func run(_ app: AppSpec, _ navigator: AnySceneNavigator?, seed: UInt64, iterations: Int,
             invariants: InvariantSet = .all) -> RunResult {
        let navigators = navigator.map { [app.name: $0] } ?? [:]
        return FuzzRunner(RunConfiguration(seed: seed, iterations: iterations, apps: [app], invariants: invariants,
                                           navigators: navigators)).run()
    }

    @Test(arguments: 1...4 as ClosedRange<UInt64>)
    func theRightSyncPassesEveryInvariant(seed: UInt64) {
        let result = run(.sports, AnySceneNavigator(SportsNavigator()), seed: seed, iterations: 1_500)
        #expect(result.failures.map { "\($0.invariant): \($0.violation.message)" } == [])
    }

    /// The navigator with the `?? .basketball` fallback fails exactly as the
    /// built-in description of the same mistake does: same case, same
    /// minimal scenario, same message.
    @Test(arguments: 1...4 as ClosedRange<UInt64>)
    func theFallbackSyncFailsAsItsDescriptionDoes(seed: UInt64) throws {
        let code = run(.sports, AnySceneNavigator(SportsNavigator(nilFallback: "basketball")), seed: seed,
                       iterations: 1_500, invariants: [.selectionPreserved])
        let described = run(.optionalSidebarSync, nil, seed: seed, iterations: 1_500, invariants: [.selectionPreserved])
        let failure = try #require(code.failures.first)
        let expected = try #require(described.failures.first)
        #expect(failure.caseIndex == expected.caseIndex)
        #expect(failure.scenario == expected.scenario)
        #expect(failure.violation == expected.violation)
    }

    @Test func theCafeCodePassesEveryInvariant() {
        let result = run(.cafe, AnySceneNavigator(CafeNavigator()), seed: 5, iterations: 2_000)
        #expect(result.failures.map { "\($0.invariant): \($0.violation.message)" } == [])
    }

    /// One selection object shared by every window is caught by
    /// scene-isolation, with the two-event repro.
    @Test func stateSharedBetweenScenesIsCaught() throws {
        var app = AppSpec.cafe
        app.scene = SceneSpec(multipleWindows: true)
        let result = run(app, AnySceneNavigator(CafeNavigator(shared: true)), seed: 2, iterations: 300,
                         invariants: [.sceneIsolation])
        let failure = try #require(result.failures.first)
        #expect(failure.invariant == .sceneIsolation)
        #expect(failure.scenario.events.map(\.description) == ["open-window", "select-sidebar coffee"])
    }

    @Test func theNavigatorIsToldWhatChangedInOrder() throws {
        struct Log {
            var changes: [String] = []
            var router = CafeRouter(selection: CafeSelection())
        }
        struct Recorder: SceneNavigator {
            func launch(_ scene: SceneContext) -> Log { Log() }
            func handle(_ change: NavigationChange, in log: inout Log, scene: SceneContext) {
                log.changes.append("\(change)")
                CafeNavigator().handle(change, in: &log.router, scene: scene)
            }
            func shown(by log: Log) -> ShownNavigation { CafeNavigator().shown(by: log.router) }
        }
        let model = AppModel(.cafe, navigator: AnySceneNavigator(Recorder()))
        let scenario = try Scenario(window: "ipad-pro-11 landscape stage 1194x834", events: [
            "select-sidebar coffee", "push latte", "resize 375x834", "background", "open-url ?moji=wink",
        ])
        let state = scenario.evaluate(on: model, invariants: []).state
        let log = try #require(state.navigators.live.first?.state.value as? Log)
        #expect(log.changes == [
            "sidebarSelected(Optional(\"coffee\"))",
            "pathChanged(stack: \"detail\", path: [\"latte\"])",
            "sizeClassChanged(LayoutModel.SizeClass.compact)",
            "phaseChanged(LayoutModel.ScenePhase.background)",
        ])
    }
}

/// The `?? .basketball` mistake as a navigator of its own, for the printed
/// regression test (`FallbackSportsNavigator()`).
private struct FallbackSportsNavigator: SceneNavigator {
    func launch(_ scene: SceneContext) -> SportsRouter { SportsRouter() }
    func handle(_ change: NavigationChange, in router: inout SportsRouter, scene: SceneContext) {
        SportsNavigator(nilFallback: "basketball").handle(change, in: &router, scene: scene)
    }
    func shown(by router: SportsRouter) -> ShownNavigation { SportsNavigator().shown(by: router) }
}

@Suite("fuzz(_:navigator:) in Swift Testing")
struct FuzzInSwiftTestingTests {
    @Test func aCorrectNavigatorRecordsNoIssue() {
        let result = fuzz(.sports, navigator: SportsNavigator(), seed: 1, iterations: 1_000)
        #expect(result.passed)
        #expect(result.casesRun == 1_000)
    }

    /// One issue, whose text is the report fuzzrun prints, with a regression
    /// test that names the navigator and imports what it needs.
    @Test func aMistakeRecordsTheReportAsOneIssue() throws {
        let texts = Mutex<[String]>([])
        withKnownIssue {
            let result = fuzz(.sports, navigator: FallbackSportsNavigator(), seed: 1, iterations: 1_000,
                              invariants: [.selectionPreserved])
            #expect(result.failures.count == 1)
        } matching: { issue in
            texts.withLock { $0 += issue.comments.map(\.rawValue) }
            return true
        }
        let recorded = texts.withLock { $0 }
        let text = try #require(recorded.first)
        #expect(recorded.count == 1)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "✗ sports: selection-preserved")
        #expect(lines.contains("    import LayoutModel"))
        #expect(lines.contains("    import SizeFuzz"))
        #expect(lines.contains("    import Testing"))
        #expect(lines.contains {
            $0.hasPrefix("        let result = scenario.evaluate(on: AppModel(.sports, navigator: AnySceneNavigator(FallbackSportsNavigator())), invariants: [.selectionPreserved])")
        })
    }

    /// The drawing of the failing step is the layout the fuzzer saw there.
    @Test func theFailingStepIsDrawn() throws {
        let result = FuzzRunner(RunConfiguration(
            seed: 1, iterations: 1_000, apps: [.sports], invariants: [.selectionPreserved], platform: .v18,
            navigators: ["sports": AnySceneNavigator(FallbackSportsNavigator())])).run()
        let failure = try #require(result.failures.first)
        let state = failure.scenario.evaluate(on: failure.model, invariants: [], stopAfter: failure.violation.step)
        let svg = LayoutDrawing(state.layouts[failure.violation.scene], model: failure.model,
                                caption: "sports: selection-preserved fails at step \(failure.violation.step)", marked: true).svg
        // The failing step: the window narrowed to the third, the tab bar showing basketball.
        #expect(failure.violation.step == 3)
        #expect(svg.contains(#"<title>sports: selection-preserved fails at step 3: "#))
        #expect(svg.contains(#"class="window" x="833.21" y="62.54" width="375" height="834""#))
        #expect(svg.contains(#"data-mode="split-third" data-width="375" data-height="834""#))
        // The selected tab, too long for its item at this scale, is widened to show its name; the others, at the
        // bar's one text size, are numbered and named under the drawing.
        #expect(svg.contains(##"data-title="Basketball"/>"## + "\n"
            + ##"<text class="label" x="907.62" y="864.32" font-size="22.74" fill="#ffffff" text-anchor="middle">Basketball</text>"##))
        #expect(svg.contains(##"font-size="22.74" fill="#101828" text-anchor="middle">1</text>"##))
        #expect(svg.contains(">numbered: 1 Football · 2 Soccer · 3 Tennis</text>"))
    }

    @Test func aRunPrintsInAFewLines() {
        let result = fuzz(.sports, navigator: SportsNavigator(), seed: 1, iterations: 200)
        let lines = "\(result)".split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first == "passed: \(InvariantSet.all.names.count) invariants held in 200 cases of sports (seed 1)")
        #expect(lines.last?.hasPrefix("  sports: 200 cases, ") == true)
    }
}
