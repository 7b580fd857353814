import Foundation
import LayoutModel
import SizeFuzz
import Testing

/// `fuzzrun trace ENTRY.json` ignored the entry's `"os"`: the iPadOS 18
/// entry `path-reset-on-resize-47b8370d` printed "Every invariant checked
/// held" and exited 0 on 26, while `replay` expected the failure. Every
/// entry of `Corpus/` now traces to the outcome it records.
@Suite struct CorpusTraceTests {
    @Test(arguments: CorpusReplayTests.files)
    func traceReproducesTheRecordedOutcome(_ file: String) throws {
        let path = CorpusReplayTests.folder + "/" + file
        let entry = try CorpusEntry.load(contentsOf: path)
        let result = fuzzrun("trace", path)
        #expect(result.err == "")
        #expect(result.code == (entry.expect == .fail ? 1 : 0))
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let count = entry.scenario.events.count
        #expect(lines.first == "\(entry.app.name): \(count) event\(count == 1 ? "" : "s") on \(entry.os.name(on: entry.scenario.window.device.idiom)) "
            + "(the entry's \"os\"), checking \(entry.invariant.rawValue)")
        if let violation = entry.replay().violation {
            #expect(entry.expect == .fail)
            #expect(lines.contains("✗ step \(violation.step): \(entry.invariant.rawValue): \(violation.message)"))
            #expect(lines[violation.step + 1].hasSuffix("  <- \(entry.invariant.rawValue) fails"))
        } else {
            #expect(entry.expect == .pass)
            #expect(lines.contains("Every invariant checked held."))
        }
    }

    /// `--os` overrides the entry's, and says so; a scenario that cannot
    /// happen there is a usage error naming `--os`.
    @Test func osOverridesTheEntrysAndSaysSo() {
        let path = CorpusReplayTests.folder + "/path-preserved/path-reset-on-resize-47b8370d.json"
        let on26 = fuzzrun("trace", path, "--os", "26")
        #expect(on26.code == 64 && on26.out == "")
        #expect(on26.err == "fuzzrun: error: --os 26 (the entry's \"os\" is 18): event 3 'mode split-third' cannot happen: "
            + "iPadOS 26 has no split-third window: Split View was removed in iPadOS 26; use mode left-third or mode right-third, "
            + "or mode windowed WxH\n")
        let entry = CorpusReplayTests.folder + "/scene-isolation/global-scene-state-c7553730.json"
        let other = fuzzrun("trace", entry, "--os", "27")
        #expect(other.code == 1 && other.out.hasPrefix("global-scene-state: "))
        #expect(other.out.split(separator: "\n").first?.contains(" on iPadOS 27 (--os 27; the entry's \"os\" is ") == true)
    }

    @Test func helpTraceListsOS() {
        let help = fuzzrun("help", "trace").out
        #expect(help.contains("[--os 18|26|27]") && help.contains("  --os N "))
        #expect(!help.contains("mode split-third\""))
    }
}
