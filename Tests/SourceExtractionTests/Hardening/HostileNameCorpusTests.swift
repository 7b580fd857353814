import Foundation
import LayoutModel
import SizeFuzz
import Testing

/// `--save-corpus` on an app whose names are hostile: a 100,000-character
/// `App` type name, a title with a line separator and a right-to-left
/// override. Each entry is valid JSON written by the one JSON writer
/// (`\u2028`, never raw), its file named by the name cut to 64 characters;
/// `extract`'s spec of the same app reads back through `--spec`. A title
/// with DEL or a C1 control is refused with one line.
@Suite struct HostileNameCorpusTests {
    static let longName = "V" + String(repeating: "x", count: 100_000)

    /// The app, its `Home` showing `title` over a frame wider than any window.
    static func source(title: String) -> String {
        """
        @main
        struct \(longName)App: App {
            var body: some Scene { WindowGroup { Home() } }
        }
        struct Home: View {
            var body: some View {
                NavigationStack {
                    Text("a").frame(width: 2000).navigationTitle("\(title)")
                }
            }
        }

        """
    }

    @Test func savedEntriesAreJSONWithNamesCut() throws {
        let url = try HardeningApp.folder(Self.source(title: "A\u{2028}B\u{202E}C"))
        defer { try? FileManager.default.removeItem(at: url) }
        let corpus = url.appendingPathComponent("corpus")
        let run = fuzzrun(["--no-project", "--source", url.path, "--seed", "1", "--iterations", "50", "--no-timing",
                           "--save-corpus", corpus.path])
        #expect(run.code == 1)
        let stem = "v" + String(repeating: "x", count: 63)
        let files = (FileManager.default.enumerator(atPath: corpus.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
        #expect(files.map { $0.replacingOccurrences(of: #"-[0-9a-f]{8}\.json$"#, with: "", options: .regularExpression) }
            == ["content-fits/\(stem)", "no-fixed-width-overflow/\(stem)"])
        for file in files {
            let data = try Data(contentsOf: corpus.appendingPathComponent(file))
            let text = String(decoding: data, as: UTF8.self)
            #expect(!text.contains("\u{2028}") && !text.contains("\u{202E}"), "\(file)")
            #expect(text.contains(#""title" : "A\u2028B\u202eC""#), "\(file)")
            #expect((try? JSONSerialization.jsonObject(with: data)) != nil, "\(file)")
            let entry = try CorpusEntry.load(contentsOf: corpus.appendingPathComponent(file).path)
            #expect(entry.app.name.count == 100_001)
        }
        // Each saved line names the file by the cut name.
        #expect(run.err.split(separator: "\n").filter { $0.hasPrefix("fuzzrun: saved ") }
            .map { $0.replacingOccurrences(of: #"-[0-9a-f]{8}\.json$"#, with: "", options: .regularExpression) }
            == ["fuzzrun: saved \(corpus.path)/no-fixed-width-overflow/\(stem)", "fuzzrun: saved \(corpus.path)/content-fits/\(stem)"])
    }

    @Test func extractRoundTripsTheHostileAppThroughSpec() throws {
        let url = try HardeningApp.folder(Self.source(title: "A\u{2028}B\u{202E}C"))
        defer { try? FileManager.default.removeItem(at: url) }
        let extracted = fuzzrun(["extract", "--no-project", url.path])
        #expect(extracted.code == 0)
        #expect(extracted.out.contains(#""title" : "A\u2028B\u202eC""#))
        #expect(!extracted.out.contains("\u{2028}") && !extracted.out.contains("\\u{"))
        let file = url.appendingPathComponent("spec.json")
        try Data(extracted.out.utf8).write(to: file)
        let spec = try AppSpec.load(contentsOf: file.path)
        #expect(spec.name == "v" + String(repeating: "x", count: 100_000))
        #expect(spec.screens.map(\.title) == ["A\u{2028}B\u{202E}C"])
        #expect(fuzzrun(["--spec", file.path, "--seed", "1", "--iterations", "20", "--no-timing"]).code == 1)
    }

    /// `extract` refuses the spec with one line; `--source` says the
    /// reading is inconclusive, the app's name cut.
    @Test(arguments: ["A\u{7F}B", "A\u{85}B", "A\u{9B}B"])
    func aTitleWithDELOrAC1ControlIsRefusedWithOneLine(_ title: String) throws {
        let url = try HardeningApp.folder(Self.source(title: title))
        defer { try? FileManager.default.removeItem(at: url) }
        let extracted = fuzzrun(["extract", "--no-project", url.path])
        #expect(extracted.code == 65)
        #expect(extracted.out == "")
        #expect(extracted.err.split(separator: "\n").filter { $0.hasPrefix("fuzzrun: error:") }
            == ["fuzzrun: error: the spec derived from the source is not one the model takes: screens[0].title: has control characters"])
        let run = fuzzrun(["--no-project", "--source", url.path, "--seed", "1", "--iterations", "5", "--no-timing"])
        #expect(run.code == 3)
        #expect(run.out.split(separator: "\n").last.map(String.init)
            == "fuzzrun: INCONCLUSIVE: 'v\(String(repeating: "x", count: 63))…' (100001 characters) was read into a model the "
            + "fuzzer cannot run (screens[0].title: has control characters); nothing was fuzzed")
    }
}
