@testable import LayoutModel
@testable import SizeFuzz
import Testing

/// The two presentation mistakes, caught with their exact shrunk
/// scenarios; the correct editor passes.
@Suite struct PresentationMistakeTests {
    @Test(arguments: [
        ("fixed-width-sheet", "no-fixed-width-overflow", [
            "  presentation 'compose' (form sheet, 540 pt wide): frame(width: 640) needs 640 pt but gets 540 pt in the full 1194x834 window",
            "  app fixed-width-sheet, seed 1, case 0, shrunk from 8 to 1 events in 52 steps",
            "",
            "  Minimal scenario:",
            "    launch ipad-pro-11 landscape full  |stack 1194|                   stack 1194x834 regular; screen inbox",
            "    1  present compose                 |stack 1194|+ form sheet 540|  stack 1194x834 regular; screen inbox; presents compose: form sheet 540x620  <- no-fixed-width-overflow fails",
        ]),
        ("crowding-inspector", "content-fits", [
            "  screen 'canvas': HStack(spacing: 8) needs 508 pt but gets 434 pt in the full 834x1194 window; show a narrower layout below 508 pt (ViewThatFits, or a compact branch: compactContent); the inspector 'attributes' takes 400 pt beside it",
            "  app crowding-inspector, seed 1, case 1, shrunk from 6 to 1 events in 99 steps",
            "",
            "  Minimal scenario:",
            "    launch ipad-pro-11 portrait full  |stack 834|                stack 834x1194 regular; screen canvas",
            "    1  present attributes             |stack 434|inspector 400|  stack 834x1194 regular; screen canvas; presents attributes: inspector column 400x1194  <- content-fits fails",
        ]),
    ] as [(String, String, [String])])
    func eachMistakeShrinksToOnePresentation(_ app: String, _ invariant: String, _ expected: [String]) {
        let result = fuzzrun("--app", app, "--invariant", invariant, "--seed", "1", "--iterations", "2000", "--no-timing")
        #expect(result.code == 1 && result.err == "")
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(10)) == [
            "fuzzrun: FAILED: 1 failure in 2000 cases of 1 app (seed 1)",
            "fuzzrun: invariants off: only \(invariant) checked, 14 off",
            "",
            "✗ \(app): \(invariant)",
        ] + expected)
    }

    /// The fixed form breaks the compact sheet too, and the message names
    /// the presentation as it appears there.
    @Test func theFixedFormBreaksTheCompactSheet() throws {
        let evaluator = try Scenario(window: "ipad-pro-11 landscape split-third", events: ["present compose"], rules: .v18)
            .evaluate(on: AppModel(.fixedWidthSheet, platform: .v18), invariants: [.noFixedWidthOverflow])
        #expect(evaluator.violations.map(\.description) == [
            "no-fixed-width-overflow at step 1: presentation 'compose' (sheet, 375 pt wide): frame(width: 640) needs 640 pt but gets 375 pt in the split-third 375x834 window",
        ])
    }

    /// The inspector leaves the detail enough room in a full landscape
    /// window (1194 - 400 = 794 pt), so only narrower regular windows fail.
    @Test func theInspectorFitsAWideWindow() throws {
        let evaluator = try Scenario(window: "ipad-pro-11 landscape full", events: ["present attributes"], rules: .v18)
            .evaluate(on: AppModel(.crowdingInspector, platform: .v18), invariants: .all)
        #expect(evaluator.violations == [])
        #expect(evaluator.layouts[0].contentWidth == 794)
    }

    @Test func theCorrectEditorPasses() {
        let result = fuzzrun("--app", "document-editor", "--seed", "1", "--iterations", "3000", "--no-timing")
        #expect(result.code == 0)
        #expect(result.out.hasPrefix("fuzzrun: passed: 15 invariants held in 3000 cases of 1 app (seed 1)\n"))
    }
}
