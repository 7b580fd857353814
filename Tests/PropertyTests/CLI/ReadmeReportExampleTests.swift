import Foundation
import Testing

/// The README's report section, run: the failure report and the trace are
/// what the tool prints.
@Suite struct ReadmeReportExampleTests {
    @Test func theFailureReportExampleIsReal() throws {
        let lines = ReadmeExampleTests.readme.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "fuzzrun: FAILED: 1 failure in 10000 cases of 1 app (seed 1)"))
        let end = try #require(lines[start...].firstIndex { $0.hasPrefix("```") })
        let run = fuzzrun("--app", "path-reset-on-resize", "--seed", "1", "--iterations", "10000", "--no-timing")
        #expect(run.code == 1)
        #expect(run.out == lines[start..<end].joined(separator: "\n") + "\n")
    }

    @Test func theTraceExampleIsReal() throws {
        let command = "$ fuzzrun trace --app cafe --window \"ipad-pro-11 landscape full\" --event \"select-sidebar coffee\" "
            + "--event \"push latte\" --event \"mode split-third\" --os 18"
        let expected = try ReadmeExampleTests.block(after: command)
        let run = fuzzrun("trace", "--app", "cafe", "--window", "ipad-pro-11 landscape full", "--event", "select-sidebar coffee",
                          "--event", "push latte", "--event", "mode split-third", "--os", "18")
        #expect(run.out == expected)
    }
}
