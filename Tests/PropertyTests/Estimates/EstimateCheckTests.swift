import LayoutModel
@testable import SizeFuzz
import Testing

/// The re-check of a shrunk failure at both ends of every estimate's range
/// (`EstimateCheck`): which failures depend on an estimate, the boundary it
/// reports, and the words it uses.
@Suite struct EstimateCheckTests {
    /// A form at least 330 pt wide in a stack: it overflows only in windows
    /// narrower than 330 pt, which exist only while the iPadOS 26 minimum
    /// window is narrower than that (plausible 320...375).
    static let narrowFormJSON = """
        {
          "name": "narrow-form",
          "summary": "a form 330 pt wide at least, in a stack at every size",
          "screens": [{"id": "form", "title": "Form", "content": {"content": {"name": "Form", "minWidth": 330}}}],
          "root": {"any": {"stack": {"root": "form"}}}
        }
        """
    static let narrowForm: AppSpec = (try? AppSpec.decode(json: narrowFormJSON)) ?? BuiltinApp.all[0].spec

    /// The re-check of `scenario` failing `invariant` for `app`.
    static func check(_ app: AppSpec, _ invariant: InvariantName, estimates: [Estimate] = Estimate.all) -> EstimateCheck {
        EstimateCheck(model: AppModel(app), invariant: invariant, estimates: estimates)
    }

    /// Bisection reaches the pixel grid: the passing value next to the last
    /// failing one, from either side, in a bounded number of replays.
    @Test(arguments: [
        (320.0, 375.0, 333.5),  // fails below 333.5: passes there, fails at 333
        (375.0, 320.0, 333.0),  // fails above 333: passes there, fails at 333.5
    ])
    func bisectionFindsThePassingValueNextToTheBoundary(_ failing: Double, _ passing: Double, _ boundary: Double) {
        var calls = 0
        let found = EstimateCheck.boundary(failing: failing, passing: passing) { value in
            calls += 1
            return failing < passing ? value < 333.25 : value > 333.25
        }
        #expect(found == boundary)
        #expect(calls <= 7)  // 110 grid steps: ceil(log2(110))
    }

    /// The most replays a bisection takes is bounded, however wide the range.
    @Test func bisectionIsBounded() {
        var calls = 0
        let found = EstimateCheck.boundary(failing: 0, passing: 100_000) { value in
            calls += 1
            return value < 12_345.25
        }
        #expect(calls == EstimateCheck.maximumBisectionSteps)
        #expect(found > 12_345)
    }

    /// The spec written for `--robust`: its failure exists only below a
    /// minimum window of 330 pt, and the run says so.
    @Test func aFailureBelowTheMinimumWindowDependsOnIt() throws {
        let configuration = RunConfiguration(seed: 1, iterations: 2_000, apps: [Self.narrowForm], jobs: 1)
        let result = FuzzRunner(configuration).run()
        let failure = try #require(result.failures.first)
        #expect(result.failures.count == 1)
        #expect(failure.invariant == .contentFits)
        #expect(failure.scenario.window.scenarioDescription == "ipad-pro-11 landscape slide-over 329.5x834")
        #expect(failure.estimates == [EstimateDependence(
            parameter: "windows.windowing.minimumWindowSize.width", plausible: 320...375, condition: .below(330))])
        #expect(failure.dependsOnEstimates)
        #expect(failure.estimates.map(\.description)
            == ["windows.windowing.minimumWindowSize.width (fails only below 330 pt; plausible 320...375)"])
        let report = FailureReport(failure: failure, appSource: .spec(path: "narrow-form.json"))
        #expect(report.text.contains("""
              Region: width 320...329.5 × any height (ipad-pro-11 landscape; windows 320...1194 × 320...834)
              Depends on estimates: windows.windowing.minimumWindowSize.width (fails only below 330 pt; plausible 320...375)

              Regression test:
            """))
    }

    /// A launch window below the new minimum is clamped to it, as a resize
    /// would be: the form still overflows at a minimum of 329.5 pt, not at 330.
    @Test func theLaunchWindowIsClampedToTheNewMinimum() throws {
        let scenario = try Scenario(window: "ipad-pro-11 landscape windowed 320x700", events: [])
        let check = Self.check(Self.narrowForm, .contentFits)
        let estimate = try #require(Estimate.named("windows.windowing.minimumWindowSize.width"))
        #expect(check.fails(scenario, on: estimate.setting(329.5, in: .standard)))
        #expect(!check.fails(scenario, on: estimate.setting(330, in: .standard)))
        let window = try #require(EstimateCheck.relaunch(scenario.window, rules: estimate.setting(375, in: .standard).windows))
        #expect(window.size == Size(width: 375, height: 700))
        // A tile takes its size from the gap it is made under.
        let tile = try Scenario(window: "ipad-pro-11 landscape left-half", events: []).window
        let gap = try #require(Estimate.named("windows.windowing.tileGap"))
        #expect(EstimateCheck.relaunch(tile, rules: gap.setting(0, in: .standard).windows)?.size == Size(width: 597, height: 834))
        #expect(EstimateCheck.relaunch(tile, rules: gap.setting(10, in: .standard).windows)?.size == Size(width: 592, height: 834))
    }

    /// The 26.1 Slide Over panel opens at least `slideOverWidth` wide (the
    /// catalog's where wider); a panel launched at its opening size opens at
    /// the new size when re-checked, one the user resized keeps its size.
    @Test func slideOverOpensAtTheEstimatedWidth() throws {
        let width = try #require(Estimate.named("windows.windowing.slideOverWidth"))
        let wide = width.setting(340, in: .standard).windows
        #expect(WindowRules.standard.fixedSize(of: .slideOver, device: .ipadPro11, orientation: .landscape) == Size(width: 320, height: 794))
        #expect(wide.fixedSize(of: .slideOver, device: .ipadPro11, orientation: .landscape) == Size(width: 340, height: 794))
        #expect(wide.fixedSize(of: .slideOver, device: .ipadPro12_9, orientation: .landscape) == Size(width: 375, height: 984))
        #expect(wide.on(.v18).fixedSize(of: .slideOver, device: .ipadPro11, orientation: .landscape) == Size(width: 320, height: 794))
        let opened = try Scenario(window: "ipad-pro-11 landscape slide-over", events: []).window
        #expect(opened.scenarioDescription == "ipad-pro-11 landscape slide-over 320x794")
        #expect(EstimateCheck.relaunch(opened, rules: wide)?.size == Size(width: 340, height: 794))
        let resized = try Scenario(window: "ipad-pro-11 landscape slide-over 329.5x794", events: []).window
        #expect(EstimateCheck.relaunch(resized, rules: wide)?.size == Size(width: 329.5, height: 794))
    }

    /// A failure that needs a compact window, at a width between the ends of
    /// a threshold's range, fails only above that width.
    @Test func aCompactOnlyFailureFailsOnlyAboveItsWidth() throws {
        let scenario = try Scenario(window: "ipad-pro-11 landscape windowed 600x700", events: [])
        let threshold = Estimate("windows.windowing.regularWidthThreshold", \.windows.windowing.regularWidthThreshold,
                                 plausible: 500...700, lower: "test", upper: "test", versions: [.v26])
        let check = Self.check(BuiltinApp.named("cluttered-tab-bar")?.spec ?? Self.narrowForm, .tabBarFits, estimates: [threshold])
        #expect(check.dependences(of: scenario) == [EstimateDependence(
            parameter: "windows.windowing.regularWidthThreshold", plausible: 500...700, condition: .above(600))])
        // An estimate the scenario's OS does not read is not checked.
        let on18 = Estimate("windows.windowing.regularWidthThreshold", \.windows.windowing.regularWidthThreshold,
                            plausible: 500...700, lower: "test", upper: "test", versions: [.v18])
        #expect(Self.check(BuiltinApp.named("cluttered-tab-bar")?.spec ?? Self.narrowForm, .tabBarFits, estimates: [on18])
            .dependences(of: scenario) == [])
    }

    /// The README's failure holds at every plausible value: nothing is said.
    @Test func aFailureThatHoldsAtEveryEndSaysNothing() throws {
        let app = try #require(BuiltinApp.named("path-reset-on-resize")).spec
        let result = FuzzRunner(RunConfiguration(seed: 1, iterations: 10, apps: [app], invariants: InvariantSet([.pathPreserved]), jobs: 1)).run()
        let failure = try #require(result.failures.first)
        #expect(failure.estimates == [])
        #expect(!failure.dependsOnEstimates)
        #expect(!FailureReport(failure: failure, appSource: .builtin).text.contains("Depends on estimates"))
    }

    /// The words for each condition.
    @Test(arguments: [
        (EstimateDependence.Condition.below(340), "windows.windowing.minimumWindowSize.width (fails only below 340 pt; plausible 320...375)"),
        (.above(660.5), "windows.windowing.minimumWindowSize.width (fails only above 660.5 pt; plausible 320...375)"),
        (.between(330, 360), "windows.windowing.minimumWindowSize.width (fails only above 330 and below 360 pt; plausible 320...375)"),
        (.atNeitherEnd, "windows.windowing.minimumWindowSize.width (passes at both ends; plausible 320...375)"),
    ])
    func conditionsReadAsSentences(_ condition: EstimateDependence.Condition, _ text: String) {
        let dependence = EstimateDependence(parameter: "windows.windowing.minimumWindowSize.width", plausible: 320...375,
                                            condition: condition)
        #expect(dependence.description == text)
        #expect(FailureReport.estimatesText([dependence, dependence]) == text + ", " + text)
        #expect(FailureReport.estimatesText([]) == nil)
    }
}
