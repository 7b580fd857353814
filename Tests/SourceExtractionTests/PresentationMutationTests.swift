import Foundation
import LayoutModel
import SourceExtraction
import Testing

/// Mutants of the presentation fixtures: the reader returns a spec or a
/// one-line error for each, never traps, and every spec it returns is valid
/// (no presentation id twice, no sizing on a popover, no adaptation on a
/// full-screen cover), so `fuzzrun --source` never refuses what it derived.
@Suite struct PresentationMutationTests {
    /// Bytes inserted, or a range replaced by: delimiters and the parts of
    /// a presentation modifier.
    static let pieces = ["{", "}", "(", ")", "$", ".", ",", ":", "\"", "\n", ".sheet(isPresented: $x) {", ".inspector(",
                         ".presentationSizing(", ".popover(item: ", "= true", ".toggle()", "#if os(iOS)\n", "\n#endif\n"]

    /// Mutant `number` of `text`: a deletion, an insertion or a replacement
    /// at a position chosen by the number (deterministic, no randomness).
    static func mutant(_ text: String, _ number: Int) -> String {
        var bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return text }
        let position = (number &* 7_919) % bytes.count
        let length = Swift.min(number % 13 + 1, bytes.count - position)
        let piece = Array(pieces[number % pieces.count].utf8)
        switch number % 3 {
        case 0: bytes.removeSubrange(position..<(position + length))
        case 1: bytes.insert(contentsOf: piece, at: position)
        default: bytes.replaceSubrange(position..<(position + length), with: piece)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(arguments: ["document-editor", "fixed-width-sheet", "crowding-inspector"])
    func mutantsGiveAValidSpecOrAnError(_ fixture: String) throws {
        let folder = Fixtures.url(fixture)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        var files: [String: String] = [:]
        for name in names { files[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) }
        var specs = 0, errors = 0
        for number in 0..<60 {
            let name = names[number % names.count]
            var mutated = files
            mutated[name] = Self.mutant(files[name] ?? "", number)
            let written = try Snippet.write(mutated)
            defer { try? FileManager.default.removeItem(at: written) }
            do {
                let extraction = try AppSpec.extract(from: [written])
                #expect(extraction.spec.problems == [], "mutant \(number) of \(name)")
                specs += 1
            } catch {
                #expect(!"\(error)".contains("\n"), "mutant \(number) of \(name): \(error)")
                errors += 1
            }
        }
        #expect(specs > 0)
    }
}
