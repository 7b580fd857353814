import Foundation
import LayoutModel
@testable import SizeFuzz
import Testing

/// Corpus entries and platform files are as strict as specs, and every value
/// a spec may hold survives a corpus file.
@Suite struct StrictCorpusTests {
    @Test(arguments: [
        ([(#""note" : "a note","#, #""notes" : "a note","#)], "notes: unknown key; did you mean 'note'?"),
        ([(#""note" : "a note","#, #""note" : "a note", "colour" : "red","#)], "colour: unknown key"),
        ([(#""note" : "a note","#, #""note" : "a note", "note" : "again","#)], "note: duplicate key"),
        ([(#""window" : "ipad-pro-11 landscape full""#, #""windw" : "ipad-pro-11 landscape full""#)],
         "scenario.windw: unknown key; did you mean 'window'?"),
        ([(#""from" : 605,"#, #""form" : 605,"#)], "region.height.form: unknown key; did you mean 'from'?"),
        ([(#""expect" : "fail""#, #""expect" : "fial""#)], #"expect: 'fial' is neither "pass" nor "fail""#),
        ([(#""app" : "path-reset-on-resize""#, #""app" : {"name": "x", "screens": [{"id": "coffee"}, {"id": "latte"}], "root": {"any": {"splitView": {"sidebar": ["coffee"]}}}, "behaviour": {}}"#)],
         "app.behaviour: unknown key; did you mean 'behavior'?"),
    ] as [([(String, String)], String)])
    func badEntries(_ edits: [(String, String)], _ message: String) throws {
        let (folder, path) = try ReplayCommandTests.corpus(edits)
        defer { folder.remove() }
        let result = fuzzrun("replay", folder.path)
        #expect(result.code == 65 && result.out == "")
        #expect(result.err == "fuzzrun: error: \(path): \(message)\n")
    }

    @Test func aPlatformKeyGivenTwice() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("platform.json", #"{"windows": {"splitDividerWidth": 10, "splitDividerWidth": 4000}}"#)
        let result = fuzzrun("layout", "--device", "ipad-pro-11", "--platform", path)
        #expect(result.code == 65 && result.out == "")
        #expect(result.err == "fuzzrun: error: --platform: \(path): windows.splitDividerWidth: duplicate key\n")
    }

    /// `"maxWidth": "inf"` is documented; an entry holding such a spec is
    /// written with `"inf"` and reads back as the same entry.
    @Test func infinityRoundTripsThroughACorpusFile() throws {
        let spec = AppSpec(name: "frames", screens: [
            Screen("a", content: .flexibleFrame(minWidth: 100, maxWidth: .infinity, content: .frame(width: 900, content: .content(name: "L", minWidth: 0)))),
        ], root: .any(.view(screen: "a")))
        #expect(spec.problems == [])
        let entry = CorpusEntry(app: .described(spec), invariant: .noFixedWidthOverflow, seed: nil, caseIndex: nil, choices: nil,
                                scenario: try Scenario(window: "ipad-pro-11 landscape split-third", events: [], rules: .v18),
                                region: nil, expect: .fail, note: "")
        let data = try entry.fileData()
        #expect(String(decoding: data, as: UTF8.self).contains(#""maxWidth" : "inf""#))
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("entry.json")
        try data.write(to: URL(fileURLWithPath: path))
        #expect(try CorpusEntry.load(contentsOf: path) == entry)
    }

    /// The issue's reproducer: a failure of a spec with `"maxWidth": "inf"`
    /// was "not saved: … Unable to encode Double.inf" and lost.
    @Test func aFailureOfASpecWithInfinityIsSaved() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let spec = try folder.write("inf.json", #"{"name":"frames","screens":[{"id":"a","content":{"flexibleFrame":{"maxWidth":"inf","content":{"frame":{"width":900,"content":{"content":{"name":"L","minWidth":0}}}}}}}],"root":{"any":{"view":{"screen":"a"}}}}"#)
        let run = fuzzrun("--spec", spec, "--iterations", "20", "--seed", "1", "--save-corpus", folder.file("Corpus"), "--no-timing", "--jobs", "1",
                      "--invariant", "no-fixed-width-overflow")
        #expect(run.code == 1)
        #expect(run.err == "fuzzrun: saved \(folder.file("Corpus"))/no-fixed-width-overflow/frames-22507910.json\n")
        let replay = fuzzrun("replay", folder.file("Corpus"))
        #expect(replay.code == 0 && replay.out == "fuzzrun: passed: 1 corpus entry replayed as expected (1 fail, 0 pass)\n")
    }

    /// The strict reader: what it refuses and where.
    @Test(arguments: [
        (#"{"a": 1, "b": {"c": [1, {"d": 2, "d": 3}]}}"#, JSONReadError.duplicateKey(path: "b.c[1].d")),
        (#"{"a": 1e999}"#, .syntax("number 1e999 is out of range", offset: 6)),
        (#"{"a": "\q"}"#, .syntax("invalid escape in a string", offset: 8)),
        (#"{"a": "\ud800"}"#, .syntax("unpaired surrogate in a string", offset: 13)),
        (String(repeating: "[", count: 101) + String(repeating: "]", count: 101), .syntax("nested more than 100 levels deep", offset: 100)),
        (#"{"a": 01}"#, .syntax("expected ',' or '}'", offset: 7)),
        ("{\"a\": \"\n\"}", .syntax("unescaped control character in a string", offset: 7)),
        (#"[1] x"#, .syntax("unexpected text after the end", offset: 4)),
    ] as [(String, JSONReadError)])
    func theReaderRefuses(_ text: String, _ error: JSONReadError) {
        #expect(throws: error) { try JSONReader.read(Array(text.utf8)) }
    }

    @Test func theReaderReads() throws {
        let document = try JSONReader.read(Array(#" {"a": [true, null, -1.5e2, "x\u00e9\ud83d\ude00\n"], "b": {}} "#.utf8))
        #expect(document.objectCount == 2 && document.memberCount == 2)
        guard case let .object(_, _, members) = document.root, case let .array(values) = members[0].value,
              case let .string(text) = values[3], case let .number(number) = values[2] else {
            Issue.record("unexpected shape")
            return
        }
        #expect(text == "xé😀\n" && number == "-1.5e2")
    }

    @Test func suggestionsAreNearOnly() {
        #expect(KeySuggestion.nearest(to: "behaviour", in: ["name", "behavior", "scene"]) == "behavior")
        #expect(KeySuggestion.nearest(to: "sceen", in: ["screens", "scene"]) == "scene")
        #expect(KeySuggestion.nearest(to: "colour", in: ["name", "behavior", "scene"]) == nil)
        #expect(KeySuggestion.nearest(to: "id", in: ["ab"]) == nil)
    }
}
