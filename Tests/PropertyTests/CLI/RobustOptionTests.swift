import Foundation
import LayoutModel
import SizeFuzz
import Testing

/// `--robust` drops the failures that depend on an estimate; `--estimates
/// lower|upper` runs with every estimate at one end of its range; every
/// report says which estimates a failure depends on.
@Suite struct RobustOptionTests {
    /// The spec whose failure exists only at one end of a range, in a file.
    static func narrowForm(in folder: TemporaryFolder) throws -> String {
        try folder.write("narrow-form.json", EstimateCheckTests.narrowFormJSON)
    }

    static let dependence = "windows.windowing.minimumWindowSize.width (fails only below 330 pt; plausible 320...375)"

    @Test func theTextReportSaysWhichEstimateAFailureDependsOn() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let spec = try Self.narrowForm(in: folder)
        let result = fuzzrun("--spec", spec, "--seed", "1", "--iterations", "2000", "--jobs", "2", "--no-timing")
        #expect(result.code == 1)
        #expect(result.out.hasPrefix("fuzzrun: FAILED: 1 failure in 2000 cases of 1 app (seed 1)\n\n✗ narrow-form: content-fits\n"))
        #expect(result.out.contains("""

              Region: width 320...329.5 × any height (ipad-pro-11 landscape; windows 320...1194 × 320...834)
              Depends on estimates: \(Self.dependence)

            """))
    }

    /// The spec's one failure is dropped, the run passes, and the output
    /// says what was dropped; nothing is saved for it.
    @Test func robustDropsTheFailureAndSaysSo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let spec = try Self.narrowForm(in: folder)
        let corpus = folder.file("corpus")
        let result = fuzzrun("--spec", spec, "--seed", "1", "--iterations", "2000", "--jobs", "2", "--no-timing", "--robust",
                             "--save-corpus", corpus)
        #expect(result.code == 0)
        #expect(result.err == "")
        #expect(result.out.hasPrefix("""
            fuzzrun: passed: 15 invariants held in 2000 cases of 1 app (seed 1)
            fuzzrun: --robust: dropped 1 failure that depends on an estimate: narrow-form: content-fits (windows.windowing.minimumWindowSize.width)

            Coverage: 2000 cases,
            """))
        #expect(folder.allFiles() == ["narrow-form.json"])
    }

    /// A failure that holds at every plausible value is kept, and the line
    /// says none was dropped.
    @Test func robustKeepsAFailureThatHoldsEverywhere() {
        let result = fuzzrun("--app", "path-reset-on-resize", "--seed", "1", "--iterations", "200", "--no-timing", "--robust")
        #expect(result.code == 1)
        #expect(result.out.hasPrefix("""
            fuzzrun: FAILED: 1 failure in 200 cases of 1 app (seed 1)
            fuzzrun: --robust: no failure depends on an estimate

            ✗ path-reset-on-resize: path-preserved

            """))
        #expect(!result.out.contains("Depends on estimates"))
    }

    /// The JSON report carries the same facts: `"estimates"` on each failure,
    /// `"droppedByRobust"` on the run (null without `--robust`).
    @Test func theJSONReportCarriesTheSameFacts() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let spec = try Self.narrowForm(in: folder)
        let estimates = """
            "estimates": [
                    {
                      "parameter": "windows.windowing.minimumWindowSize.width",
                      "plausible": {
                        "from": 320,
                        "to": 375
                      },
                      "failsBelow": 330,
                      "failsAbove": null,
                      "text": "\(Self.dependence)"
                    }
                  ]
            """
        let plain = fuzzrun("--spec", spec, "--seed", "1", "--iterations", "2000", "--no-timing", "--json")
        #expect(plain.code == 1)
        #expect(plain.out.contains("      \(estimates),\n"))
        #expect(plain.out.contains("\n  \"droppedByRobust\": null,\n"))
        let robust = fuzzrun("--spec", spec, "--seed", "1", "--iterations", "2000", "--no-timing", "--json", "--robust")
        #expect(robust.code == 0)
        #expect(robust.out.contains("\n  \"failures\": [],\n  \"droppedByRobust\": [\n    {\n      \"app\": \"narrow-form\",\n"
            + "      \"invariant\": \"content-fits\",\n      \(estimates)\n    }\n  ],\n"))
        let robustFailure = fuzzrun("--app", "path-reset-on-resize", "--seed", "1", "--iterations", "200", "--no-timing", "--json")
        #expect(robustFailure.out.contains("\n      \"estimates\": [],\n"))
    }

    @Test func theHTMLReportCarriesTheSameFacts() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let spec = try Self.narrowForm(in: folder)
        let path = folder.file("report.html")
        let result = fuzzrun("--spec", spec, "--seed", "1", "--iterations", "2000", "--no-timing", "--html", path)
        #expect(result.code == 1)
        let page = try String(contentsOfFile: path, encoding: .utf8)
        #expect(page.contains("<ul class=\"estimates\">\n<li><code>windows.windowing.minimumWindowSize.width</code>: "
            + "fails only below 330 pt; plausible 320...375 pt</li>\n</ul>\n"))
    }

    /// `--estimates lower` runs at the lower end of every range, and the
    /// replay command and the regression test carry it; `upper` moves the
    /// minimum window to 375 pt, where the spec has no failure.
    @Test func estimatesRunsAtOneEndOfEveryRange() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let spec = try Self.narrowForm(in: folder)
        let lower = fuzzrun("--spec", spec, "--seed", "1", "--iterations", "2000", "--no-timing", "--estimates", "lower")
        #expect(lower.code == 1)
        #expect(lower.out.contains("  Replay: fuzzrun --replay 1:4 --spec \(spec) --invariant content-fits --estimates lower\n"))
        #expect(lower.out.contains("""
            ], rules: Platform.standard.withEstimates(at: .lower).windows)
                    let result = scenario.evaluate(on: AppModel(try AppSpec.load("narrow-form.json", nextTo: #filePath), \
            platform: Platform.standard.withEstimates(at: .lower)), invariants: [.contentFits])
            """))
        let upper = fuzzrun("--spec", spec, "--seed", "1", "--iterations", "2000", "--no-timing", "--estimates", "upper")
        #expect(upper.code == 0)
        #expect(upper.out.hasPrefix("fuzzrun: passed: 15 invariants held in 2000 cases of 1 app (seed 1)\n\nCoverage:"))
    }

    @Test func anUnknownEndIsAUsageError() {
        let result = fuzzrun("--estimates", "middle", "--iterations", "10")
        #expect(result.code == 64)
        #expect(result.out == "")
        #expect(result.err == "fuzzrun: error: --estimates: unknown value 'middle' (expected one of: lower, upper)\n")
    }
}
