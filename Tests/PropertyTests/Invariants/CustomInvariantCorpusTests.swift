@testable import SizeFuzz
import Foundation
import LayoutModel
import Testing

/// A corpus entry whose invariant is your own: saved with its name marked,
/// replayed from Swift with the same invariants, and refused by the command
/// line, which cannot check it.
@Suite struct CustomInvariantCorpusTests {
    func entry() throws -> CorpusEntry {
        let result = FuzzRunner(RunConfiguration(seed: 1, iterations: 2_000, apps: [.optionalSidebarSync], invariants: [.deselectKeepsTab])).run()
        return CorpusEntry(failure: try #require(result.failures.first), app: .builtin(try #require(BuiltinApp.named("optional-sidebar-sync"))))
    }

    @Test func anEntryRoundTripsAndReplaysFromSwift() throws {
        let entry = try entry()
        let text = String(decoding: try entry.fileData(), as: UTF8.self)
        #expect(text.contains(#""invariant" : "custom:deselect-keeps-tab""#))
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let read = try CorpusEntry.load(contentsOf: try folder.write("entry.json", text))
        #expect(read.invariant == .custom("deselect-keeps-tab"))
        let replayed = read.replay(invariants: .all.adding(.deselectKeepsTab))
        #expect(replayed.matches && replayed.violation?.message == "clearing the sidebar moved the tab from 'football' to 'basketball'")
        // Without the invariant nothing is checked: never a match.
        let missing = read.replay()
        #expect(missing.unavailable && !missing.matches && missing.violation == nil)
    }

    @Test func theCommandLineSaysTheInvariantIsNotAvailable() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("custom/entry.json", String(decoding: try entry().fileData(), as: UTF8.self))
        let message = "\(path): invariant: 'deselect-keeps-tab' is an invariant of your own, not available here; "
            + "replay the entry in your tests with CorpusEntry.replay(invariants:)"
        let replay = fuzzrun("replay", folder.path)
        #expect(replay.code == 69 && replay.out == "")
        #expect(replay.err == "fuzzrun: error: \(message)\n")
        let trace = fuzzrun("trace", path)
        #expect(trace.code == 69 && trace.out == "" && trace.err == "fuzzrun: error: \(message)\n")
    }

    /// A misspelt built-in name is still an error, naming the nearest one; an
    /// empty custom name is not a name.
    @Test(arguments: [("grid-fit", "unknown invariant 'grid-fit'; did you mean 'grid-fits'? (fuzzrun list invariants)"),
                      ("custom:", "unknown invariant 'custom:' (fuzzrun list invariants)")])
    func aBadInvariantInAnEntryIsAnError(name: String, message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = String(decoding: try entry().fileData(), as: UTF8.self)
            .replacingOccurrences(of: #""custom:deselect-keeps-tab""#, with: "\"\(name)\"")
        let path = try folder.write("entry.json", text)
        let result = fuzzrun("replay", path)
        #expect(result.code == 65 && result.err == "fuzzrun: error: \(path): invariant: \(message)\n")
    }
}
