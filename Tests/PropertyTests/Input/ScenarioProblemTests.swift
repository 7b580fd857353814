import Foundation
import LayoutModel
import SizeFuzz
import Testing

/// `trace --event 'push nowhere'` printed "Every invariant checked held."
/// and exited 0, where the same event in a corpus entry was refused, and
/// `--event "mode split-third"` under iPadOS 26 did nothing in silence. The
/// command line and entries now share one check
/// (``Scenario/problem(for:platform:)``): 64 on the command line, 65 in a file.
@Suite struct ScenarioProblemTests {
    static let full = "ipad-pro-11 landscape full"

    @Test(arguments: [
        ("fixed-sidebar", full, "push nowhere", "26", "'push nowhere' names no screen or tab of fixed-sidebar"),
        ("cafe", full, "mode split-third", "26",
         "'mode split-third' cannot happen: iPadOS 26 has no split-third window: Split View was removed in iPadOS 26; "
            + "use mode left-third or mode right-third, or mode windowed WxH"),
        ("cafe", full, "mode split-half", "27",
         "'mode split-half' cannot happen: iPadOS 27 has no split-half window: Split View was removed in iPadOS 26; "
            + "use mode left-half or mode right-half"),
        ("cafe", full, "mode windowed", "18",
         "'mode windowed' cannot happen: iPadOS 18 has no windowed window: it exists from iPadOS 26 on (--os 26)"),
        ("cafe", full, "mode left-third 500x500", "26",
         "'mode left-third 500x500' cannot happen: a left-third window's size is set by the system; give a size only with "
            + "windowed, stage or slide-over"),
        ("cafe", "ipad-mini-6 landscape full", "mode stage 500x700", "18",
         "'mode stage 500x700' cannot happen: ipad-mini-6 has no stage window: it has no Stage Manager"),
        ("cafe", full, "select-tab coffee", "26", "'select-tab coffee' cannot happen: cafe has no tab view"),
        ("cafe", full, "select-sidebar latte", "26", "'select-sidebar latte' names no sidebar row of cafe (rows: coffee, moji)"),
        ("cafe", full, "select-content latte", "26", "'select-content latte' cannot happen: cafe has no three-column split view"),
        ("fixed-sidebar", full, "column-visibility all", "26", "'column-visibility all' cannot happen: fixed-sidebar has no split view"),
        ("fixed-sidebar", full, "toggle-sidebar", "26",
         "'toggle-sidebar' cannot happen: fixed-sidebar has neither a split view nor a sidebar-adaptable tab view"),
        ("cafe", full, "open-url ?x=smile", "26", "'open-url ?x=smile' names no deep link of cafe (links: ?moji=…)"),
        ("cafe", full, "open-url ?moji=frown", "26",
         "'open-url ?moji=frown' carries a value the ?moji= link does not take (values: smile, wink, heart)"),
        ("cafe", full, "open-window", "26", "'open-window' cannot happen: cafe has one window (its scene's multipleWindows is not true)"),
        ("cafe", full, "scene 1: pop", "26", "'scene 1: pop' is for scene 1, but cafe has one window (its scene's multipleWindows is not true)"),
        ("three-column", full, "scene 4: pop", "26",
         "'scene 4: pop' is for scene 4, but scenes are numbered 0 to 3 (navigation.maximumScenes is 4)"),
        ("cafe", "ipad-mini-5 landscape full", "connect-display display-1080p", "26",
         "'connect-display display-1080p' cannot happen: ipad-mini-5 cannot put a window on an external display: "
            + "it has no Stage Manager (the display mirrors)"),
        ("sports", "iphone-16 portrait full", "resize 300x600", "26", "'resize 300x600' cannot happen: iPhones run apps full screen only"),
    ])
    func anEventThatCannotHappenIsAUsageError(_ app: String, _ window: String, _ event: String, _ os: String, _ message: String) {
        let result = fuzzrun("trace", "--app", app, "--window", window, "--event", "rotate", "--event", event, "--os", os)
        #expect(result.code == 64 && result.out == "")
        #expect(result.err == "fuzzrun: error: --event: event 2 \(message)\n")
    }

    /// The same check refuses the same event in an entry, naming its field.
    @Test func anEntryIsCheckedAlike() throws {
        let (folder, path) = try ReplayCommandTests.corpus([(#""os" : 18"#, #""os" : 26"#)])
        defer { folder.remove() }
        let result = fuzzrun("replay", path)
        #expect(result.code == 65 && result.out == "")
        #expect(result.err == "fuzzrun: error: \(path): scenario.events[2]: 'mode split-third' cannot happen: iPadOS 26 has no "
            + "split-third window: Split View was removed in iPadOS 26; use mode left-third or mode right-third, or mode windowed WxH\n")
    }

    /// A launch window the app does not get is refused like an event.
    @Test func aLaunchWindowTheAppDoesNotGet() throws {
        let result = fuzzrun("trace", "--app", "blog", "--window", "iphone-16 portrait full")
        #expect(result.code == 64)
        #expect(result.err.hasPrefix("fuzzrun: error: --window: blog does not run on iphone-16 (devices: "))
    }

    /// What the check refuses, the fuzzer never makes: every generated
    /// case of every built-in app on every version, and every shrunk failure
    /// of the mistakes, passes it (else saving or importing a real failure
    /// would be refused).
    @Test(arguments: OSVersion.allCases)
    func theFuzzerNeverMakesWhatTheCheckRefuses(_ os: OSVersion) throws {
        let platform = Platform.standard.on(os)
        for app in BuiltinApp.all {
            let generator = ScenarioGenerator(model: AppModel(app.spec, platform: platform))
            for caseIndex: UInt64 in 0..<150 {
                var source = ChoiceSource(seed: ChoiceSource.caseSeed(seed: 5, caseIndex: caseIndex))
                let scenario = try #require(generator.run(&source, invariants: [], bias: EdgeBias(caseIndex: caseIndex),
                                                          recordScenario: true).scenario)
                let problem = scenario.problem(for: app.spec, platform: platform)
                #expect(problem == nil, "\(app.name) case \(caseIndex) on \(os.name): \(problem?.message ?? "")")
                if problem != nil { return }
            }
        }
        let result = FuzzRunner(RunConfiguration(seed: 1, iterations: 400, apps: BuiltinApp.mistakes.map(\.spec),
                                                 jobs: 2, shrinkBudget: 200, platform: platform)).run()
        #expect(!result.failures.isEmpty)
        for failure in result.failures {
            let problem = failure.scenario.problem(for: failure.app, platform: platform)
            #expect(problem == nil, "\(failure.app.name): \(failure.invariant.rawValue) on \(os.name): \(problem?.message ?? "")")
        }
    }
}
