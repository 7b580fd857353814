import Foundation
import LayoutModel
@testable import SizeFuzz
import Testing

/// `fuzzrun import`: failures from a CI artifact come home into a corpus, deduplicated.
@Suite struct ImportCommandTests {
    /// A `fuzzrun --json` report with one failure of the built-in `fixed-sidebar`.
    static func report(app: String = "fixed-sidebar", extra: String = "") -> String {
        """
        {"seed": 1, "iterations": 10, "passed": false, "failures": [{
          "app": "\(app)", "invariant": "no-fixed-width-overflow",
          "message": "HStack(spacing: 0) needs 620 pt but gets 375 pt in the split-third 375x834 window",
          "step": 0, "caseIndex": 3, "scenario": {"window": "ipad-pro-11 landscape split-third", "events": []},
          "region": {"width": {"from": 320, "to": 619.5}, "height": {"from": 605, "to": 834}},
          "shrinkSteps": 12, "flaky": false, "replay": "fuzzrun --replay 1:3"\(extra)}], "stats": {}}
        """
    }

    @Test func aReportIsImportedOnceAndDeduplicated() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let report = try folder.write("artifact/report.json", Self.report())
        let corpus = folder.file("Corpus")
        let first = fuzzrun("import", report, "--os", "18", "--into", corpus)
        #expect(first.code == 0)
        #expect(first.out == "fuzzrun: imported 1 new entry on iPadOS 18 into \(corpus); 0 already there, 0 not saved\n")
        #expect(first.err == "fuzzrun: saved \(corpus)/no-fixed-width-overflow/fixed-sidebar-81431ae0.json\n")
        let entry = try CorpusEntry.load(contentsOf: "\(corpus)/no-fixed-width-overflow/fixed-sidebar-81431ae0.json")
        #expect(entry.seed == 1 && entry.caseIndex == 3 && entry.choices == nil && entry.expect == .fail)
        #expect(entry.region == Region(width: 320...619.5, height: 605...834))
        // The same failure again, from the report and from the checked-in corpus: nothing new.
        let again = fuzzrun("import", folder.file("artifact"), "--os", "18", "--into", corpus)
        #expect(again.code == 0)
        #expect(again.out == "fuzzrun: imported 0 new entries on iPadOS 18 into \(corpus); 1 already there, 0 not saved\n")
        #expect(again.err == "fuzzrun: skipped \(corpus)/no-fixed-width-overflow/fixed-sidebar-81431ae0.json (already in the corpus)\n")
    }

    /// A report's windows are read on its own `"os"`: an iPadOS 18 report
    /// imported without `--os` was read on 26, where split-third does not exist.
    @Test func aReportIsReadOnItsOwnOS() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let report = try folder.write("report.json", Self.report().replacingOccurrences(of: #"{"seed": 1,"#, with: #"{"seed": 1, "os": 18,"#))
        let corpus = folder.file("Corpus")
        let result = fuzzrun("import", report, "--into", corpus)
        #expect(result.code == 0)
        #expect(result.out == "fuzzrun: imported 1 new entry on iPadOS 18 into \(corpus); 0 already there, 0 not saved\n")
        // Told otherwise, the report is read on 26, and its window does not exist there.
        let on26 = fuzzrun("import", report, "--os", "26", "--into", corpus)
        #expect(on26.code == 65)
        #expect(on26.err.hasPrefix("fuzzrun: error: \(report): failures[0].scenario: 'ipad-pro-11 landscape split-third': iPadOS 26 has no split-third window"))
        let bad = try folder.write("bad.json", Self.report().replacingOccurrences(of: #"{"seed": 1,"#, with: #"{"seed": 1, "os": 19,"#))
        let refused = fuzzrun("import", bad, "--into", corpus)
        #expect(refused.code == 65 && refused.err == "fuzzrun: error: \(bad): os: expected one of 18, 26, 27\n")
    }

    @Test func anAppFromASpecIsEmbeddedInItsEntry() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var spec = AppSpec.fixedSidebar
        spec.name = "my-sidebar"
        let specPath = try folder.write("my-sidebar.json", String(decoding: try spec.jsonData(), as: UTF8.self))
        let report = try folder.write("report.json", Self.report(app: "my-sidebar"))
        let corpus = folder.file("Corpus")
        let result = fuzzrun("import", report, "--spec", specPath, "--os", "18", "--into", corpus)
        #expect(result.code == 0)
        let files = folder.allFiles().filter { $0.hasPrefix("Corpus/") }
        #expect(files.count == 1 && files[0].hasPrefix("Corpus/no-fixed-width-overflow/my-sidebar-"))
        let entry = try CorpusEntry.load(contentsOf: folder.file(files[0]))
        #expect(!entry.app.isBuiltin && entry.app.spec == spec)
        #expect(entry.note.hasPrefix("Found by fuzzrun in CI and imported: no-fixed-width-overflow failed at step 0: "))
    }

    @Test func aFolderOfEntriesIsImported() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("shard-1/path-preserved/x.json", CorpusEntryTests.sampleText)
        let corpus = folder.file("Corpus")
        let result = fuzzrun("import", folder.file("shard-1"), "--os", "18", "--into", corpus)
        #expect(result.code == 0)
        #expect(result.out == "fuzzrun: imported 1 new entry on iPadOS 18 into \(corpus); 0 already there, 0 not saved\n")
        #expect(folder.allFiles() == ["Corpus/path-preserved/path-reset-on-resize-47b8370d.json", "shard-1/path-preserved/x.json"])
    }

    @Test func aFailureThatNoLongerFailsIsNotSaved() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // The same scenario on the correct twin passes.
        let report = try folder.write("report.json", Self.report().replacingOccurrences(of: "ipad-pro-11 landscape split-third", with: "ipad-pro-11 landscape full"))
        let result = fuzzrun("import", report, "--os", "18", "--into", folder.file("Corpus"))
        #expect(result.code == 1)
        #expect(result.err == "fuzzrun: not saved: fixed-sidebar: no-fixed-width-overflow: expected fail, but no-fixed-width-overflow held when replayed\n")
        #expect(result.out == "fuzzrun: imported 0 new entries on iPadOS 18 into \(folder.file("Corpus")); 0 already there, 1 not saved\n")
    }

    @Test(arguments: [
        ("{\"x\": 1}", 65, "failures: missing: the file is neither a fuzzrun --json report nor a corpus entry"),
        ("[1]", 65, "is not a JSON object (a fuzzrun --json report or a corpus entry)"),
        ("{\"failures\": [", 65, "is not valid JSON"),
        (report(app: "recipes"), 65, "failures[0].app: 'recipes' is not a built-in app: give its spec with --spec"),
        (report().replacingOccurrences(of: "\"step\": 0", with: "\"step\": -1"), 65, "failures[0].step: is not a whole number from 0"),
        (report().replacingOccurrences(of: "\"events\": []", with: "\"events\": [\"jump\"]"), 65,
         "failures[0].scenario: event 1 'jump' is not an event"),
    ])
    func badArtifactsAreRefusedNamingTheField(text: String, code: Int32, message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("report.json", text)
        let result = fuzzrun("import", path, "--os", "18", "--into", folder.file("Corpus"))
        #expect(result.code == code)
        #expect(result.err == "fuzzrun: error: \(path): \(message)\n")
        #expect(result.out == "")
        #expect(folder.allFiles() == ["report.json"])
    }

    @Test func usageErrors() {
        #expect(fuzzrun("import").err == "fuzzrun: error: import needs at least one artifact (a JSON report or a folder of entries)\n")
        #expect(fuzzrun("import").code == 64)
        let missing = fuzzrun("import", "/nonexistent/report.json", "--os", "18", "--into", "/nonexistent/Corpus")
        #expect(missing.code == 66)
    }
}
