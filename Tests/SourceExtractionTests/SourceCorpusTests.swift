import Foundation
import LayoutModel
import SizeFuzz
import SourceExtraction
import Testing

/// A corpus entry found from source records the sources' digest; a replay
/// after they changed says so and still replays; strict decoding of the field.
@Suite struct SourceCorpusTests {
    /// A copy of fixture `name` and an empty corpus folder, in a fresh temporary folder.
    static func workspace(_ name: String) throws -> (root: URL, app: URL, corpus: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("source-corpus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let app = root.appendingPathComponent("app")
        try FileManager.default.copyItem(at: Fixtures.url(name), to: app)
        return (root, app, root.appendingPathComponent("corpus"))
    }

    /// Saves the optional-sidebar-sync failure found from source; returns the entry's file.
    static func save(_ space: (root: URL, app: URL, corpus: URL)) throws -> String {
        let run = fuzzrun(["--source", space.app.path, "--seed", "1", "--iterations", "2000", "--no-timing",
                           "--invariant", "selection-preserved", "--save-corpus", space.corpus.path])
        #expect(run.code == 1)
        let file = space.corpus.appendingPathComponent("selection-preserved/sports-f9012185.json").path
        #expect(run.err == "fuzzrun: saved \(file)\n")
        return file
    }

    @Test func anEntryFoundFromSourceRecordsTheDigest() throws {
        let space = try Self.workspace("optional-sidebar-sync")
        defer { try? FileManager.default.removeItem(at: space.root) }
        let file = try Self.save(space)
        let entry = try CorpusEntry.load(contentsOf: file)
        let digest = try SourceDigest.of([space.app])
        #expect(entry.sources == CorpusSources(paths: [space.app.path], digest: digest.description))
        #expect(digest.description.count == 24)
        #expect(SourceDigest(digest.description) == digest)
        let replay = fuzzrun(["replay", space.corpus.path])
        #expect(replay.code == 0)
        #expect(replay.out == "fuzzrun: passed: 1 corpus entry replayed as expected (1 fail, 0 pass)\n")
        #expect(replay.err == "")
    }

    @Test func aReplayAfterTheSourcesChangedSaysSo() throws {
        let space = try Self.workspace("optional-sidebar-sync")
        defer { try? FileManager.default.removeItem(at: space.root) }
        let file = try Self.save(space)
        let before = try SourceDigest.of([space.app])
        let sport = space.app.appendingPathComponent("Sport.swift")
        try Data((try String(contentsOf: sport, encoding: .utf8) + "// Changed.\n").utf8).write(to: sport)
        let after = try SourceDigest.of([space.app])
        #expect(before != after)
        let replay = fuzzrun(["replay", space.corpus.path])
        #expect(replay.code == 0)
        #expect(replay.out == "fuzzrun: passed: 1 corpus entry replayed as expected (1 fail, 0 pass); "
            + "1 found from sources that changed since (see the warnings)\n")
        #expect(replay.err == "fuzzrun: warning: \(file): sources: \(space.app.path) changed since the entry was saved "
            + "(\(before), now \(after)); replayed on the spec the entry keeps\n")
        // Gone altogether: said, and still replayed.
        try FileManager.default.removeItem(at: space.app)
        let gone = fuzzrun(["replay", space.corpus.path])
        #expect(gone.code == 0)
        #expect(gone.err == "fuzzrun: warning: \(file): sources: \(space.app.path): no such file or folder; "
            + "replayed on the spec the entry keeps\n")
    }

    @Test func importKeepsTheSources() throws {
        let space = try Self.workspace("optional-sidebar-sync")
        defer { try? FileManager.default.removeItem(at: space.root) }
        let file = try Self.save(space)
        let into = space.root.appendingPathComponent("imported")
        let run = fuzzrun(["import", space.corpus.path, "--into", into.path])
        #expect(run.code == 0, "\(run.err)")
        let imported = try CorpusEntry.load(contentsOf: into.appendingPathComponent("selection-preserved/sports-f9012185.json").path)
        #expect(imported.sources == (try CorpusEntry.load(contentsOf: file)).sources)
    }

    struct BadField: Sendable, CustomStringConvertible {
        var name: String
        var replace: (String, String)
        var message: String
        var description: String { name }
    }

    static let badFields: [BadField] = [
        BadField(name: "misspelt key", replace: ("\"digest\" :", "\"digets\" :"),
                 message: "sources.digets: unknown key; did you mean 'digest'?"),
        BadField(name: "bad digest", replace: ("\"digest\" : \"fnv1a64:", "\"digest\" : \"md5:"),
                 message: "sources.digest: expected \"fnv1a64:\" and 16 lowercase hex digits"),
        BadField(name: "no paths", replace: ("\"paths\" : [", "\"paths\" : [ ], \"was\" : ["),
                 message: "sources.paths: expected one or more non-empty paths"),
    ]

    @Test(arguments: badFields)
    func theFieldIsDecodedStrictly(_ bad: BadField) throws {
        let space = try Self.workspace("optional-sidebar-sync")
        defer { try? FileManager.default.removeItem(at: space.root) }
        let file = try Self.save(space)
        let text = try String(contentsOf: URL(fileURLWithPath: file), encoding: .utf8)
        #expect(text.contains(bad.replace.0))
        try Data(text.replacingOccurrences(of: bad.replace.0, with: bad.replace.1).utf8).write(to: URL(fileURLWithPath: file))
        let replay = fuzzrun(["replay", space.corpus.path])
        #expect(replay.code == 65)
        #expect(replay.err == "fuzzrun: error: \(file): \(bad.message)\n")
    }
}
