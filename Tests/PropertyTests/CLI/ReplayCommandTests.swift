import Foundation
import LayoutModel
@testable import SizeFuzz
import Testing

/// `fuzzrun replay`: exact reports and exit codes, and every kind of bad entry.
@Suite struct ReplayCommandTests {
    /// A folder holding the sample entry, edited by `edit` (text replacements).
    static func corpus(_ edits: [(String, String)] = [], name: String = "path-preserved/entry.json") throws -> (TemporaryFolder, String) {
        let folder = try TemporaryFolder()
        var text = CorpusEntryTests.sampleText
        for (old, new) in edits { text = text.replacingOccurrences(of: old, with: new) }
        return (folder, try folder.write(name, text))
    }

    @Test func everyEntryMatches() throws {
        let (folder, _) = try Self.corpus()
        defer { folder.remove() }
        try folder.write("cafe.json", CorpusEntryTests.sampleText
            .replacingOccurrences(of: #""path-reset-on-resize""#, with: #""cafe""#)
            .replacingOccurrences(of: #""fail""#, with: #""pass""#))
        let result = fuzzrun("replay", folder.path)
        #expect(result.code == 0 && result.err == "")
        #expect(result.out == "fuzzrun: passed: 2 corpus entries replayed as expected (1 fail, 1 pass)\n")
    }

    /// A `--spec` that no entry is about checked nothing, and the replay passed.
    @Test func aSpecNoEntryIsAboutIsRefused() throws {
        let (folder, path) = try Self.corpus()
        defer { folder.remove() }
        var spec = try #require(BuiltinApp.named("cafe")).spec
        spec.name = "my-cafe"
        let specPath = try folder.write("my-cafe.json", String(decoding: try spec.jsonData(), as: UTF8.self))
        let result = fuzzrun("replay", path, "--spec", specPath)
        #expect(result.code == 64 && result.out == "")
        #expect(result.err == "fuzzrun: error: --spec: no entry replayed is about app 'my-cafe', so the spec would check nothing\n")
    }

    @Test func anEntryThatDiffersIsReported() throws {
        let (folder, path) = try Self.corpus([(#""fail""#, #""pass""#)])
        defer { folder.remove() }
        let result = fuzzrun("replay", path)
        #expect(result.code == 1 && result.err == "")
        #expect(result.out == """
            fuzzrun: FAILED: 1 of 1 corpus entries did not replay as expected

            ✗ \(path): expected pass, but path-preserved failed at step 3
              the path under 'coffee' was [latte] and is now [] at split-third 375x834
              The bug is back: fix it, or set expect to "fail" if the case must fail.
              app path-reset-on-resize on iPadOS 18 (the entry's "os"), launch ipad-pro-11 landscape full; select-sidebar coffee; push latte; mode split-third

            """)
    }

    @Test func aFailEntryThatPassesIsReportedAsJSON() throws {
        let (folder, path) = try Self.corpus([(#""path-reset-on-resize""#, #""cafe""#)])
        defer { folder.remove() }
        let result = fuzzrun("replay", "--json", folder.path)
        #expect(result.code == 1 && result.err == "")
        #expect(result.out == """
            {
              "passed": false,
              "entries": 1,
              "differing": [
                {
                  "file": "\(path)",
                  "app": "cafe",
                  "invariant": "path-preserved",
                  "os": 18,
                  "expect": "fail",
                  "outcome": "pass",
                  "step": null,
                  "message": null,
                  "scenario": {
                    "window": "ipad-pro-11 landscape full",
                    "events": [
                      "select-sidebar coffee",
                      "push latte",
                      "mode split-third"
                    ]
                  }
                }
              ]
            }

            """)
    }

    /// `--spec` replays the entries of the app it names against the file, not
    /// the copy in each entry: how a fix to a spec is checked.
    @Test func aSpecFileStandsInForTheCopyInTheEntries() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let saved = CorpusEntry(app: .described(.pathResetOnResize), invariant: .pathPreserved,
                                scenario: try CorpusEntryTests.sample().scenario, expect: .fail, note: "")
        try folder.write("Corpus/" + saved.relativePath, String(decoding: try saved.fileData(), as: UTF8.self))
        #expect(fuzzrun("replay", folder.file("Corpus")).code == 0)
        var fixed = AppSpec.cafe
        fixed.name = "path-reset-on-resize"
        let spec = try folder.write("fixed.json", String(decoding: try fixed.jsonData(), as: UTF8.self))
        let result = fuzzrun("replay", folder.file("Corpus"), "--spec", spec)
        #expect(result.code == 1)
        #expect(result.out.contains("✗ \(folder.file("Corpus/" + saved.relativePath)): expected fail, but path-preserved held\n"))
        let missing = fuzzrun("replay", folder.file("Corpus"), "--spec", folder.file("none.json"))
        #expect(missing.code == 66 && missing.err == "fuzzrun: error: \(folder.file("none.json")): no such file\n")
    }

    /// A bad entry: one line naming the file and the field, exit 65; nothing on stdout.
    @Test(arguments: [
        ([(#""formatVersion" : 1"#, #""formatVersion" : 2"#)], "formatVersion: unknown format version 2 (this build reads version 1)"),
        ([(#""formatVersion" : 1,"#, "")], "formatVersion: missing"),
        ([(#""formatVersion" : 1"#, #""formatVersion" : "1""#)], "formatVersion: expected a number"),
        ([(#""app" : "path-reset-on-resize""#, #""app" : "nope""#)], "app: unknown built-in app 'nope' (fuzzrun list apps)"),
        ([(#""app" : "path-reset-on-resize""#, #""app" : 7"#)], "app: expected a built-in app's name or an app spec object"),
        ([(#""app" : "path-reset-on-resize""#, #""app" : {"name": "x"}"#)], "app.screens: missing"),
        ([(#""app" : "path-reset-on-resize""#, #""app" : {"name": "x", "screens": [{"id": "a"}], "root": {"any": {"splitView": {"sidebar": ["a", "b"]}}}}"#)],
         "app.root.any.splitView.sidebar[1]: unknown screen 'b'"),
        ([(#""invariant" : "path-preserved""#, #""invariant" : "paths""#)], "invariant: unknown invariant 'paths' (fuzzrun list invariants)"),
        ([(#""expect" : "fail""#, #""expect" : "maybe""#)], #"expect: 'maybe' is neither "pass" nor "fail""#),
        ([(#""note" : "a note","#, "")], "note: missing"),
        ([(#""seed" : 1"#, #""seed" : -1"#)], "seed: expected a whole number from 0 to 18446744073709551615"),
        ([(#""seed" : 1"#, #""seed" : 1.5"#)], "seed: expected a whole number from 0 to 18446744073709551615"),
        ([(#""caseIndex" : 7"#, #""caseIndex" : -7"#)], "caseIndex: must not be negative"),
        ([("    12\n", "    -12\n")], "choices[2]: expected a whole number from 0 to 18446744073709551615"),
        ([(#""window" : "ipad-pro-11 landscape full""#, #""window" : "ipad-pro-99 landscape full""#)],
         "scenario.window: 'ipad-pro-99 landscape full' is not a window (DEVICE ORIENTATION MODE [WxH] [on DISPLAY])"),
        ([(#""window" : "ipad-pro-11 landscape full""#, #""window" : "ipad-pro-11 portrait split-half""#)],
         "scenario.window: 'ipad-pro-11 portrait split-half': ipad-pro-11 has no split-half window: a half split exists in landscape only"),
        ([(#""window" : "ipad-pro-11 landscape full""#, #""window" : "ipad-pro-11 landscape stage 0x800""#)],
         "scenario.window: 'ipad-pro-11 landscape stage 0x800' is not a window (DEVICE ORIENTATION MODE [WxH] [on DISPLAY])"),
        ([(#""window" : "ipad-pro-11 landscape full""#, #""window" : "ipad-pro-11 landscape stage 99999x800""#)],
         "scenario.window: 'ipad-pro-11 landscape stage 99999x800': window width 99999 is outside 375...1194, what the system gives"),
        ([(#""push latte""#, #""push""#)], "scenario.events[1]: 'push' is not an event"),
        ([(#""push latte""#, #""resize -5x10""#)], "scenario.events[1]: 'resize -5x10' is not an event"),
        ([(#""push latte""#, #""resize nanx10""#)], "scenario.events[1]: 'resize nanx10' is not an event"),
        ([(#""push latte""#, #""push nowhere""#)], "scenario.events[1]: 'push nowhere' names no screen or tab of path-reset-on-resize"),
        ([(#""from" : 320"#, #""from" : 900"#)], "region.width: from 900 to 677.5 is not a range of sizes"),
        ([(#""region" : {"#, #""region" : 3, "x" : {"#)], "region: expected an object"),
    ] as [([(String, String)], String)])
    func badEntries(_ edits: [(String, String)], _ message: String) throws {
        let (folder, path) = try Self.corpus(edits)
        defer { folder.remove() }
        let result = fuzzrun("replay", folder.path)
        #expect(result.code == 65)
        #expect(result.out == "")
        #expect(result.err == "fuzzrun: error: \(path): \(message)\n")
    }

    @Test(arguments: [
        ("empty", "", "the file is empty"),
        ("truncated", String(CorpusEntryTests.sampleText.prefix(120)), "not valid JSON (unexpected end of file during JSON parse)"),
        ("malformed", "{\"formatVersion\": 1,, }", "not valid JSON (invalid value around character 20)"),
        ("not an object", "[]", "(top level): expected an object"),
    ] as [(String, String, String)])
    func unreadableFiles(_ name: String, _ text: String, _ message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("\(name).json", text)
        let result = fuzzrun("replay", path)
        #expect(result.code == 65 && result.out == "")
        #expect(result.err == "fuzzrun: error: \(path): \(message)\n")
    }

    /// Nothing to replay is exit 66, like a missing path: no data was read, so
    /// none was bad, and the usual cause is a wrong path.
    @Test func missingPathsAndFoldersWithNoEntries() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("empty/notes.txt", "")
        let missing = fuzzrun("replay", folder.file("nope"))
        #expect(missing.code == 66 && missing.out == "")
        #expect(missing.err == "fuzzrun: error: \(folder.file("nope")): no such file or folder\n")
        let blank = fuzzrun("replay", "")
        #expect(blank.code == 66 && blank.err == "fuzzrun: error: '': no such file or folder\n")
        let empty = fuzzrun("replay", folder.file("empty"))
        #expect(empty.code == 66 && empty.out == "")
        #expect(empty.err == "fuzzrun: error: \(folder.file("empty")): no corpus entries (*.json files) in the folder\n")
    }

    @Test func badOptions() {
        let unknown = fuzzrun("replay", "--bogus")
        #expect(unknown.code == 64 && unknown.err == "fuzzrun: error: unknown option --bogus\n")
        let value = fuzzrun("replay", "--json=1")
        #expect(value.code == 64 && value.err == "fuzzrun: error: --json takes no value\n")
    }
}
