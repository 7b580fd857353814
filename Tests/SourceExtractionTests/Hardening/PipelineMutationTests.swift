import Foundation
import LayoutModel
import SourceExtraction
import Testing

/// Mutants of source fixtures through the whole pipeline: `extract`, the
/// spec it prints read back by `--spec` and fuzzed, and `--source` fuzzed
/// with its JSON report and corpus saved (extract, validate, fuzz, report,
/// corpus): each step ends with a documented exit code and one line per
/// error, every JSON written parses, never a trap or a hang. Byte mutations
/// (a deletion, an insertion, a replacement), token mutations (a piece at a
/// line's start), structure mutations (lines deleted, duplicated, swapped),
/// deep nesting, and size generators (many rows, many tabs); a fixed choice
/// of mutants and seed, bounded in time for CI. The long run, with as many
/// seeded inputs as asked, is `fuzzbench pipeline-fuzz` (its figures in
/// BENCHMARKS.md).
@Suite(.timeLimit(.minutes(3))) struct PipelineMutationTests {
    /// Pieces inserted or written over a range: delimiters, numbers out of
    /// range, recursion, a byte-order mark, nesting.
    static let pieces = ["{", "}", "(", ")", ".", ",", "\"", "\n", ".frame(width: 1e308)", ".padding(-8)",
                         "var loop: Double { loop }", "\u{FEFF}", "if true { ", "switch x { default: ", "ForEach(0...9223372036854775807) { _ in Text(\"r\") }"]

    /// Mutant `number` of `text` (deterministic: no randomness): by bytes,
    /// by a token at a line's start, or by whole lines.
    static func mutant(_ text: String, _ number: Int) -> String {
        var bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return text }
        let position = (number &* 7_919) % bytes.count
        let length = Swift.min(number % 13 + 1, bytes.count - position)
        let piece = Array(pieces[number % pieces.count].utf8)
        switch number % 6 {
        case 0: bytes.removeSubrange(position..<(position + length))
        case 1, 3: bytes.insert(contentsOf: piece, at: position)
        case 2: bytes.replaceSubrange(position..<(position + length), with: piece)
        case 4:
            let start = bytes[..<position].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            bytes.insert(contentsOf: piece, at: start)
        default:
            var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
            let first = position % lines.count, last = Swift.min(lines.count, first + length)
            switch number % 3 {
            case 0: lines.removeSubrange(first..<last)
            case 1: lines.insert(contentsOf: lines[first..<last], at: last)
            default: lines.swapAt(first, (first + length * 5) % lines.count)
            }
            bytes = Array(lines.joined(separator: [0x0A]))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The generated inputs: nesting 200 deep, 2,000 rows and 300 tabs.
    static let generated: [String] = [
        HardeningApp.source(body: "NavigationStack {\n" + String(repeating: "if x > 1 { ", count: 200) + "Text(\"deep\")"
                            + String(repeating: " }", count: 200) + "\n}", members: "var x = 2.0"),
        HardeningApp.source(body: "NavigationStack { List {\n" + (0..<2_000).map { "Text(\"\($0)\")" }.joined(separator: "\n") + "\n} }"),
        HardeningApp.source(body: "TabView {\n" + (0..<300).map { "Text(\"\($0)\").tabItem { Text(\"\($0)\") }.tag(\($0))" }
            .joined(separator: "\n") + "\n}"),
    ]

    /// Whether `data` is one JSON value.
    static func isJSON(_ data: Data) -> Bool {
        (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil
    }

    /// Runs the pipeline on the folder `url` and checks every step's exit
    /// code and error lines.
    static func pipeline(_ url: URL, _ label: String) throws {
        let extracted = fuzzrun(["extract", "--no-project", url.path])
        #expect([0, 65].contains(extracted.code), "\(label): extract exit \(extracted.code): \(extracted.err.suffix(300))")
        let errors = extracted.err.split(separator: "\n").filter { $0.hasPrefix("fuzzrun: error:") }
        #expect(errors.count == (extracted.code == 0 ? 0 : 1), "\(label): \(errors)")
        if extracted.code == 0 {
            let spec = url.appendingPathComponent("spec.json")
            try Data(extracted.out.utf8).write(to: spec)
            let run = fuzzrun(["--spec", spec.path, "--seed", "7", "--iterations", "25", "--no-timing"])
            #expect([0, 1].contains(run.code), "\(label): --spec exit \(run.code): \(run.err.suffix(300))")
        }
        let corpus = url.appendingPathComponent("corpus")
        let source = fuzzrun(["--no-project", "--source", url.path, "--seed", "7", "--iterations", "25", "--no-timing",
                              "--json", "--save-corpus", corpus.path])
        #expect(source.out.isEmpty || isJSON(Data(source.out.utf8)), "\(label): --json report not JSON: \(source.out.prefix(300))")
        // One folder an invariant, one file an entry.
        let entries = (FileManager.default.enumerator(atPath: corpus.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".json") }
        for entry in entries.sorted() {
            #expect(isJSON(try Data(contentsOf: corpus.appendingPathComponent(entry))), "\(label): corpus entry \(entry) not JSON")
        }
        // A reading too thin to pass, or one the model cannot run, is
        // inconclusive (3); a source over its bounds is still bad data (65).
        #expect(extracted.code == 0 ? [0, 1, 3].contains(source.code) : [3, 65].contains(source.code),
                "\(label): --source exit \(source.code): \(source.err.suffix(300))")
    }

    @Test(arguments: ["fixed-sidebar", "document-editor", "path-reset-on-resize"])
    func mutantsGoThroughThePipeline(_ fixture: String) throws {
        let folder = Fixtures.url(fixture)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        var files: [String: Data] = [:]
        for name in names { files[name] = try Data(contentsOf: folder.appendingPathComponent(name)) }
        for number in 0..<16 {
            let name = names[number % names.count]
            var mutated = files
            mutated[name] = Data(Self.mutant(String(decoding: files[name] ?? Data(), as: UTF8.self), number).utf8)
            let url = try HardeningApp.folder(mutated)
            defer { try? FileManager.default.removeItem(at: url) }
            try Self.pipeline(url, "\(fixture) mutant \(number) of \(name)")
        }
    }

    @Test(arguments: 0..<3) func generatedInputsGoThroughThePipeline(_ number: Int) throws {
        let url = try HardeningApp.folder(Self.generated[number])
        defer { try? FileManager.default.removeItem(at: url) }
        try Self.pipeline(url, "generated \(number)")
    }
}
