import Foundation
import LayoutModel
import SizeFuzz
import Testing

/// Replays every entry of the repository's `Corpus/` folder: each must
/// show what its `expect` says. A new file there is a new test.
@Suite struct CorpusReplayTests {
    /// The repository's `Corpus/` folder, found from this file's path.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Corpus
        .deletingLastPathComponent()  // PropertyTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository
        .appendingPathComponent("Corpus").path

    /// Every entry file, relative to `Corpus/`, sorted; empty when the folder
    /// cannot be listed (``theCorpusCoversEveryMistake()`` then fails).
    static let files: [String] = ((try? CorpusFolder.entryFiles(under: [folder])) ?? [])
        .map { String($0.dropFirst(folder.count + 1)) }

    @Test(arguments: files)
    func entryReplaysAsExpected(_ file: String) throws {
        let entry = try CorpusEntry.load(contentsOf: Self.folder + "/" + file)
        let outcome = entry.replay()
        let matches = outcome.matches
        #expect(matches, "expected \(entry.expect.rawValue), replay shows \(outcome.observed.rawValue): \(outcome.violation.map(\.description) ?? "the invariant held")")
    }

    /// Each file is where its content says and as the codec writes it, so
    /// hand-written entries cannot drift from the format.
    @Test(arguments: files)
    func entryIsCanonical(_ file: String) throws {
        let path = Self.folder + "/" + file
        let entry = try CorpusEntry.load(contentsOf: path)
        #expect(file == entry.relativePath)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == String(decoding: try entry.fileData(), as: UTF8.self))
    }

    /// The corpus cannot pass by being empty: it holds an `expect: "fail"`
    /// entry for every built-in mistake, on the invariant that catches it.
    @Test func theCorpusCoversEveryMistake() throws {
        let entries = try Self.files.map { try CorpusEntry.load(contentsOf: Self.folder + "/" + $0) }
        for mistake in BuiltinApp.mistakes {
            #expect(entries.contains { $0.app.name == mistake.name && $0.invariant == mistake.caughtBy && $0.expect == .fail },
                    "no expect \"fail\" entry for \(mistake.name)")
        }
        #expect(entries.filter { $0.expect == .pass }.count >= 2)
    }
}

/// A corpus with several bad files names each of them.
@Suite struct CorpusBadFilesTests {
    @Test func everyBadFileGetsItsLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = try folder.write("a.json", "{")
        let second = try folder.write("b.json", "")
        let result = fuzzrun("replay", folder.path)
        #expect(result.code == 65)
        #expect(result.out == "")
        #expect(result.err.split(separator: "\n").map(String.init) == [
            "fuzzrun: error: \(first): not valid JSON (unexpected end of file during JSON parse)",
            "fuzzrun: error: \(second): the file is empty",
        ])
    }
}
