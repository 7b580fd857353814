import Foundation
import LayoutModel
@testable import SizeFuzz
import Testing

/// Crash files of the libFuzzer target: bytes decoded as the choice sequence,
/// and `fuzzrun import-crash` turning them into reports and corpus entries.
@Suite struct ImportCrashCommandTests {
    /// The first crash file the fuzz target wrote for `fixed-sidebar` on this
    /// machine (libFuzzer's `Base64: Ao1A`).
    static let crash: [UInt8] = [0x02, 0x8D, 0x40]

    @Test func bytesDecodeAsTheChoiceSequence() {
        let runner = ByteCaseRunner(apps: [.fixedSidebar], platform: .v18)
        let decoded = runner.decode(Self.crash)
        #expect(decoded.app == 0)
        #expect(decoded.scenario.window.scenarioDescription == "ipad-pro-11 portrait split-third")
        #expect(decoded.scenario.events.isEmpty)
        #expect(decoded.violations.map(\.invariant) == [.noFixedWidthOverflow, .contentFits])
        #expect(runner.run(Self.crash).violations == decoded.violations)
        // No bytes: every choice is 0, the simplest case, which passes.
        let simplest = runner.decode([])
        #expect(simplest.scenario.window.scenarioDescription == "ipad-pro-11 landscape full")
        #expect(simplest.violations.isEmpty && simplest.choices.allSatisfy { $0 == 0 })
    }

    @Test func withSeveralAppsTheFirstChoicePicksTheApp() {
        let runner = ByteCaseRunner(apps: [.cafe, .fixedSidebar], platform: .v18)
        let decoded = runner.decode([1] + Self.crash)
        #expect(decoded.app == 1)
        #expect(decoded.scenario.window.scenarioDescription == "ipad-pro-11 portrait split-third")
        #expect(decoded.choices == ByteCaseRunner(apps: [.fixedSidebar], platform: .v18).decode(Self.crash).choices)
        #expect(runner.decode([0] + Self.crash).app == 0)
    }

    @Test func theChoicesReplayTheSameCase() {
        let runner = ByteCaseRunner(apps: [.pathResetOnResize])
        let bytes: [UInt8] = [3, 1, 7, 200, 9, 1, 4, 0, 1, 6, 0, 1, 2, 1, 0, 77, 5]
        let decoded = runner.decode(bytes)
        var replay = ChoiceSource(replaying: decoded.choices)
        let again = runner.generators[0].run(&replay, invariants: .all, bias: ByteCaseRunner.bias, recordScenario: true)
        #expect(again.scenario == decoded.scenario)
        #expect(again.evaluator.violations == decoded.violations)
    }

    @Test func aCrashFileBecomesAReportAndACorpusEntry() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("crash-1")
        try Data(Self.crash).write(to: URL(fileURLWithPath: file))
        let corpus = folder.file("Corpus")
        let result = fuzzrun("import-crash", file, "--app", "fixed-sidebar", "--invariant", "no-fixed-width-overflow",
                             "--no-timing", "--os", "18", "--save-corpus", corpus)
        #expect(result.code == 1)
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Array(lines.prefix(5)) == [
            "fuzzrun: FAILED: 1 failure in \(file) (app fixed-sidebar on iPadOS 18)",
            "",
            "✗ fixed-sidebar: no-fixed-width-overflow",
            "  HStack(spacing: 0) needs 620 pt but gets 375 pt in the split-third 375x834 window",
            "  app fixed-sidebar, crash file \(file), shrunk from 0 to 0 events in 11 steps",
        ])
        #expect(lines.contains("  Region: width 320...619.5 × any height (ipad-pro-11 landscape; windows 320...1194 × 605...834)"))
        #expect(lines.contains("  Replay: fuzzrun import-crash \(file) --app fixed-sidebar --invariant no-fixed-width-overflow"))
        let saved = "\(corpus)/no-fixed-width-overflow/fixed-sidebar-81431ae0.json"
        #expect(result.err == "fuzzrun: saved \(saved)\n")
        let entry = try CorpusEntry.load(contentsOf: saved)
        #expect(entry.seed == nil && entry.caseIndex == nil && entry.expect == .fail)
        #expect(entry.scenario.window.scenarioDescription == "ipad-pro-11 landscape split-third")
        #expect(entry.replay().matches)
    }

    @Test func aFileThatPassesSaysSo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Missing bytes read as zero, so one zero byte is the empty input's case.
        let file = try folder.write("zero", "\0")
        let result = fuzzrun("import-crash", file, "--app", "fixed-sidebar")
        #expect(result.code == 0 && result.err == "")
        #expect(result.out == "fuzzrun: passed: \(file): 15 invariants held in its case of fixed-sidebar on iPadOS 26\n")
    }

    @Test(arguments: [
        (["import-crash"], 64, "import-crash needs at least one crash file"),
        (["import-crash", "x", "--seed", "3"], 64, "import-crash takes no --seed"),
        (["import-crash", "x", "--json"], 64, "import-crash takes no --json"),
        (["import-crash", "x", "--guided"], 64, "import-crash takes no --guided"),
        (["import-crash", "x", "--strict"], 64, "import-crash takes no --strict"),
        (["import-crash", "x", "--min-coverage", "50"], 64, "import-crash takes no --min-coverage"),
        (["import-crash", "x", "--html", "x.html"], 64, "import-crash takes no --html"),
        (["import-crash", "/nonexistent/crash-1"], 66, "/nonexistent/crash-1: no such file"),
        (["import-crash", "/dev/null"], 65,
         "/dev/null: the file is empty (the fuzz target's empty input decodes as a file of one zero byte does: give that)"),
        (["import-crash", "/tmp"], 65, "/tmp: is a folder, not a crash file"),
        (["import-crash", "/dev/zero"], 65, "/dev/zero: larger than 1 MiB, the most a crash file may hold"),
        (["import-crash", "x", "--app", "nowhere"], 64, "--app: unknown app 'nowhere' (fuzzrun list apps)"),
    ])
    func usageErrors(arguments: [String], code: Int32, message: String) {
        let result = fuzzrun(arguments)
        #expect(result.code == code)
        #expect(result.err == "fuzzrun: error: \(message)\n")
    }
}
