import Foundation
import LayoutModel
import SizeFuzz
import SizeFuzzReport
import Testing

/// U+202E and the other bidirectional controls (the Trojan Source
/// characters), U+2028 and U+2029 reached error lines, the text report and
/// the HTML page raw; `import` printed a raw ESC from an entry's invariant;
/// and an error echoed the whole bad value (a 100 KB line for a 100,000
/// character `--app`). One escaper (`Unicode.Scalar.isUnsafeToDisplay`) now
/// guards every output, and echoes are bounded.
@Suite struct SpoofingTests {
    /// The characters the issue names, one of each.
    static let spoofing = ["\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}",
                           "\u{2069}", "\u{2028}", "\u{2029}", "\u{1B}", "\u{85}"]

    /// The scalars of `text` no output may hold raw (newline and tab may
    /// end and indent lines).
    static func unsafe(_ text: String) -> [String] {
        text.unicodeScalars.filter { $0.isUnsafeToDisplay && $0 != "\n" && $0 != "\t" }.map { $0.visibleEscape }
    }

    @Test(arguments: spoofing)
    func theSharedEscaperEscapesEach(_ character: String) {
        let scalar = character.unicodeScalars.first!
        #expect(scalar.isUnsafeToDisplay)
        #expect("a\(character)b".escapingControlCharacters == "a\(scalar.visibleEscape)b")
        #expect("a\(character)b".escapingUnsafeCharacters(keepingLineBreaks: true) == "a\(scalar.visibleEscape)b")
        #expect(Markup.escape("a\(character)b") == "a\(scalar.visibleEscape)b")
        #expect("plain 'text' é ✗ ▸ …".escapingUnsafeCharacters(keepingLineBreaks: true) == "plain 'text' é ✗ ▸ …")
        #expect("a\n\tb".escapingUnsafeCharacters(keepingLineBreaks: true) == "a\n\tb")
    }

    @Test func anErrorLine() {
        let result = fuzzrun("--app", "\u{202E}cafe\u{2066}")
        #expect(result.code == 64)
        #expect(result.err == "fuzzrun: error: --app: unknown app '\\u{202e}cafe\\u{2066}' (fuzzrun list apps)\n")
    }

    /// `"invariant": "custom:\u001b[31m"` in an artifact: `import` said so
    /// with a raw ESC.
    @Test func importEscapesACustomInvariant() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = CorpusEntryTests.sampleText.replacingOccurrences(of: #""invariant" : "path-preserved""#,
                                                                    with: #""invariant" : "custom:\u001b[31m""#)
        let path = try folder.write("esc.json", text)
        let result = fuzzrun("import", path, "--into", folder.file("Corpus"))
        #expect(result.code == 1)
        #expect(result.err == "fuzzrun: not saved: path-reset-on-resize: \\u{1b}[31m: expected fail, but \\u{1b}[31m is a custom "
            + "invariant, not available here when replayed\n")
        for command in ["replay", "trace"] {
            let other = fuzzrun(command, path)
            #expect(other.code == 69)
            #expect(other.err == "fuzzrun: error: \(path): invariant: '\\u{1b}[31m' is an invariant of your own, not available "
                + "here; replay the entry in your tests with CorpusEntry.replay(invariants:)\n")
        }
    }

    /// A bad value is echoed as its first 64 characters and its length.
    @Test func aHugeValueIsEchoedBounded() throws {
        let long = String(repeating: "a", count: 100_000)
        let result = fuzzrun("--app", long)
        #expect(result.code == 64)
        #expect(result.err == "fuzzrun: error: --app: unknown app '\(String(repeating: "a", count: 64))…' (100000 characters) (fuzzrun list apps)\n")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let name = String(repeating: "n", count: 10_000_000)
        let path = try folder.write("entry.json", CorpusEntryTests.sampleText.replacingOccurrences(
            of: #""app" : "path-reset-on-resize""#, with: "\"app\" : \"\(name)\""))
        let replay = fuzzrun("replay", path)
        #expect(replay.code == 65)
        #expect(replay.err == "fuzzrun: error: \(path): app: unknown built-in app '\(String(repeating: "n", count: 64))…' "
            + "(10000000 characters) (fuzzrun list apps)\n")
        let key = try folder.write("key.json", "{\"\(String(repeating: "k", count: 100_000))\": 1}")
        let spec = fuzzrun("--spec", key)
        #expect(spec.code == 65 && spec.err.count < 300, "\(spec.err.prefix(300))")
    }

    /// An app named with every character above, failing, through every
    /// output: the text report, the JSON report, the HTML page, a trace and
    /// its drawings, and the layout's drawing. None holds one raw; each
    /// holds them escaped.
    @Test func everyOutputOfASpoofingSpec() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var spec = try #require(BuiltinApp.named("fixed-sidebar")).spec
        spec.name = "fixed" + Self.spoofing.filter { $0 != "\u{1B}" && $0 != "\u{85}" }.joined() + "sidebar"
        spec.screens[0].title = "Home\u{202E}\u{2028}"
        let path = try folder.write("spec.json", String(decoding: try spec.jsonData(), as: UTF8.self))
        let run = ["--spec", path, "--seed", "1", "--iterations", "20", "--no-timing", "--os", "18"]
        let text = fuzzrun(run + ["--html", folder.file("report.html")])
        let json = fuzzrun(run + ["--json"])
        let trace = fuzzrun("trace", "--spec", path, "--window", "ipad-pro-11 landscape full", "--event", "mode split-third",
                            "--os", "18", "--svg", folder.file("steps"))
        let layout = fuzzrun("layout", "--device", "ipad-pro-11", "--spec", path, "--svg", folder.file("launch.svg"))
        #expect([text.code, json.code, trace.code, layout.code] == [1, 1, 1, 0])
        var outputs = [("text", text.out + text.err), ("json", json.out + json.err), ("trace", trace.out + trace.err),
                       ("layout", layout.out + layout.err)]
        for file in folder.allFiles() where file != "spec.json" {
            outputs.append((file, try String(contentsOfFile: folder.file(file), encoding: .utf8)))
        }
        #expect(outputs.count == 8)
        for (name, output) in outputs {
            #expect(Self.unsafe(output).isEmpty, "\(name) holds \(Self.unsafe(output))")
        }
        #expect(text.out.contains("fixed\\u{202a}\\u{202b}\\u{202c}\\u{202d}\\u{202e}\\u{2066}\\u{2067}\\u{2068}\\u{2069}\\u{2028}\\u{2029}sidebar"))
        #expect(json.out.contains(#""app": "fixed\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u2028\u2029sidebar""#))
        let html = try String(contentsOfFile: folder.file("report.html"), encoding: .utf8)
        #expect(html.contains("fixed\\u{202a}") && !html.contains("\u{202A}"))
        let svg = try String(contentsOfFile: folder.file("launch.svg"), encoding: .utf8)
        #expect(svg.contains("Home\\u{202e}\\u{2028}"))
    }
}
