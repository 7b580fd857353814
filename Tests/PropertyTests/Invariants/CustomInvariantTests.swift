@testable import SizeFuzz
import LayoutModel
import Testing

/// Invariants of your own: checked after every step beside the built-in
/// ones, and reported, shrunk, located and printed the same way.
@Suite struct CustomInvariantTests {
    func run(_ app: AppSpec, _ invariants: InvariantSet, seed: UInt64 = 1, iterations: Int = 2_000, jobs: Int = 1) -> RunResult {
        FuzzRunner(RunConfiguration(seed: seed, iterations: iterations, apps: [app], invariants: invariants, jobs: jobs)).run()
    }

    /// A boundary at 600 pt: the failure is a launch in the first window
    /// under it, and its region ends exactly at the boundary.
    @Test func aBoundaryIsShrunkToALaunchAndLocatedExactly() throws {
        let result = run(.sports, .all.adding(.windowAtLeast600))
        #expect(result.failures.count == 1)
        let failure = try #require(result.failures.first)
        #expect(failure.invariant == .custom("window-at-least-600") && !failure.flaky)
        #expect(failure.caseIndex == 0)
        #expect(failure.violation.message == "the window is 593 pt wide")
        #expect(failure.scenario.window.scenarioDescription == "ipad-pro-11 landscape left-half")
        #expect(failure.scenario.events == [])
        #expect(failure.region == Region(width: 320...599.5, height: 320...834))
    }

    /// A before/event/after invariant catches the `?? .basketball` fallback
    /// directly, in two events, where selection-preserved needs a rotation.
    @Test func aTransitionInvariantCatchesTheFallbackInTwoEvents() throws {
        let result = run(.optionalSidebarSync, .all.adding(.deselectKeepsTab))
        #expect(result.failures.map(\.invariant) == [.selectionPreserved, .custom("deselect-keeps-tab")])
        let failure = try #require(result.failures.last)
        #expect(failure.caseIndex == 5)
        #expect(failure.violation.message == "clearing the sidebar moved the tab from 'football' to 'basketball'")
        #expect(failure.violation.step == 2)
        #expect(failure.scenario.window.scenarioDescription == "ipad-pro-11 landscape full")
        #expect(failure.scenario.events.map(\.description) == ["select-sidebar football", "deselect"])
        // The correct sync keeps the tab.
        for seed: UInt64 in 1...3 { #expect(run(.sports, .all.adding(.deselectKeepsTab), seed: seed).passed) }
    }

    /// The report names the invariant; the regression test refers to it as
    /// the static member the docs ask for, and says so; the replay line says
    /// how to replay it in Swift.
    @Test func theReportAndItsRegressionTest() throws {
        let failure = try #require(run(.optionalSidebarSync, [.deselectKeepsTab]).failures.first)
        let report = FailureReport(failure: failure, appSource: .builtin)
        #expect(report.text.hasPrefix("✗ optional-sidebar-sync: deselect-keeps-tab\n  clearing the sidebar moved the tab from 'football' to 'basketball'\n"))
        #expect(report.regressionTest == """
            import LayoutModel
            import SizeFuzz
            import Testing

            // .deselectKeepsTab is your Invariant named "deselect-keeps-tab", declared as a static member of Invariant (or write its name here).
            @Test func optionalSidebarSyncDeselectKeepsTab() throws {
                let scenario = try Scenario(window: "ipad-pro-11 landscape full", events: [
                    "select-sidebar football",
                    "deselect",
                ])
                let result = scenario.evaluate(on: AppModel(.optionalSidebarSync), invariants: [.deselectKeepsTab])
                #expect(result.violations.isEmpty, "\\(result.violations)")
            }
            """)
        #expect(report.replayCommand == "FuzzRunner(configuration).replay(caseIndex: 5) with the run's configuration (seed 1), "
            + "whose invariants hold yours: fuzzrun cannot check an invariant of your own")
        // What the printed test does, done here: the scenario fails the invariant.
        let scenario = try Scenario(window: "ipad-pro-11 landscape full", events: ["select-sidebar football", "deselect"])
        let replayed = scenario.evaluate(on: AppModel(.optionalSidebarSync), invariants: [.deselectKeepsTab])
        #expect(replayed.violations.map(\.description)
            == ["deselect-keeps-tab at step 2: clearing the sidebar moved the tab from 'football' to 'basketball'"])
        #expect(scenario.evaluate(on: AppModel(.sports), invariants: [.deselectKeepsTab]).violations.isEmpty)
    }

    /// Workers do not change what is found: the same failures, reports and
    /// statistics with one job or two.
    @Test func oneJobOrTwoGiveTheSameResult() {
        let invariants = InvariantSet.all.adding(.deselectKeepsTab, .windowAtLeast600)
        let results = [1, 2].map { run(.optionalSidebarSync, invariants, iterations: 3_000, jobs: $0) }
        let texts = results.map { $0.failures.map { FailureReport(failure: $0, appSource: .builtin).text } }
        #expect(texts[0].count == 3)
        #expect(texts[0] == texts[1])
        #expect(results[0].description == results[1].description)
    }

    /// The step a check sees: the launch without a before or an event, then
    /// each event with the scene as it was.
    @Test func whatACheckSees() {
        let seen = Invariant("records-steps") { step in
            step.number == 2 ? "step 2: \(step.event.map(\.description) ?? "none"), "
                + "tab \(step.before?.state.navigation.tabSelection ?? "none") -> \(step.after.state.navigation.tabSelection ?? "none"), "
                + "\(step.after.layout.window.size)" : nil
        }
        let launchOnly = Invariant("launch-only") { step in
            step.number == 0 && step.before == nil && step.event == nil ? "launch in scene \(step.scene)" : nil
        }
        let scenario = try? Scenario(window: "ipad-pro-11 landscape stage 900x800", events: ["select-sidebar football", "resize 700x700"])
        let result = scenario?.evaluate(on: AppModel(.sports), invariants: [seen, launchOnly])
        #expect(result?.violations.map(\.description) == [
            "launch-only at step 0: launch in scene 0",
            "records-steps at step 2: step 2: resize 700x700, tab football -> football, 700x700",
        ])
    }
}
