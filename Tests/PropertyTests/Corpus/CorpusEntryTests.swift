import Foundation
import LayoutModel
@testable import SizeFuzz
import Testing

/// Corpus format version 1: the file an entry makes, reading it back, the
/// content hash, and replay.
@Suite struct CorpusEntryTests {
    /// The path-reset-on-resize case, written by hand so the test does not
    /// depend on the generators.
    static func sample(expect: CorpusEntry.Expectation = .fail, app name: String = "path-reset-on-resize") throws -> CorpusEntry {
        let app = try #require(BuiltinApp.named(name))
        return CorpusEntry(
            app: .builtin(app), invariant: .pathPreserved, seed: 1, caseIndex: 7, choices: [3, 0, 12],
            scenario: try Scenario(window: "ipad-pro-11 landscape full",
                                   events: ["select-sidebar coffee", "push latte", "mode split-third"], rules: .v18),
            region: Region(width: 320...677.5, height: 605...834), expect: expect, note: "a note")
    }

    static let sampleText = """
        {
          "app" : "path-reset-on-resize",
          "caseIndex" : 7,
          "choices" : [
            3,
            0,
            12
          ],
          "expect" : "fail",
          "formatVersion" : 1,
          "invariant" : "path-preserved",
          "note" : "a note",
          "os" : 18,
          "region" : {
            "height" : {
              "from" : 605,
              "to" : 834
            },
            "width" : {
              "from" : 320,
              "to" : 677.5
            }
          },
          "scenario" : {
            "events" : [
              "select-sidebar coffee",
              "push latte",
              "mode split-third"
            ],
            "window" : "ipad-pro-11 landscape full"
          },
          "seed" : 1
        }

        """

    @Test func fileIsPrettyPrintedWithSortedKeys() throws {
        #expect(String(decoding: try Self.sample().fileData(), as: UTF8.self) == Self.sampleText)
    }

    @Test func fileReadsBackToTheSameEntry() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("entry.json", Self.sampleText)
        #expect(try CorpusEntry.load(contentsOf: path) == Self.sample())
    }

    @Test func anEmbeddedSpecAndNullProvenanceReadBack() throws {
        let entry = CorpusEntry(app: .described(.cafe), invariant: .pathPreserved,
                                scenario: try Scenario(window: "ipad-pro-11 portrait split-third", events: ["rotate"], rules: .v18),
                                expect: .pass, note: "")
        let text = String(decoding: try entry.fileData(), as: UTF8.self)
        #expect(text.contains(#""seed" : null"#) && text.contains(#""region" : null"#) && text.contains(#""choices" : null"#))
        let decoded = try JSONDecoder().decode(CorpusEntry.self, from: Data(text.utf8))
        #expect(decoded == entry && !decoded.app.isBuiltin && decoded.app.spec == .cafe)
    }

    /// FNV-1a 64 against its published test vectors.
    @Test(arguments: [("", 0xCBF2_9CE4_8422_2325), ("a", 0xAF63_DC4C_8601_EC8C), ("foobar", 0x8594_4171_F739_67E8)] as [(String, UInt64)])
    func fnv1aMatchesTheReferenceVectors(_ text: String, _ hash: UInt64) {
        #expect(ContentHash(Array(text.utf8)).value == hash)
    }

    /// The hash covers the app's name, the invariant and the scenario; not
    /// the provenance, the expectation, the note or an embedded spec's
    /// contents, which people edit.
    @Test func theNameDependsOnTheCaseAlone() throws {
        let entry = try Self.sample()
        #expect(entry.relativePath == "path-preserved/path-reset-on-resize-47b8370d.json")
        var edited = entry
        edited.expect = .pass
        edited.note = "fixed"
        edited.seed = 99
        edited.choices = nil
        edited.region = nil
        #expect(edited.relativePath == entry.relativePath)
        var other = entry
        other.scenario.events.removeLast()
        #expect(other.contentHash != entry.contentHash)
        let cafe = try Self.sample(app: "cafe")
        #expect(cafe.relativePath == "path-preserved/cafe-2da41ae1.json")
        var described = cafe
        described.app = .described(.cafe)
        #expect(described.relativePath == cafe.relativePath)
        described.app = .described(.pathResetOnResize)
        #expect(described.relativePath == entry.relativePath)
    }

    @Test func replayComparesTheOutcomeWithTheExpectation() throws {
        let failing = try Self.sample().replay()
        #expect(failing.failed && failing.matches && failing.violation?.step == 3)
        #expect(try !Self.sample(expect: .pass).replay().matches)
        let fixed = try Self.sample(expect: .pass, app: "cafe").replay()
        #expect(!fixed.failed && fixed.matches && fixed.observed == .pass)
    }

    @Test func aFailureBecomesAnEntryThatExpectsItToFail() throws {
        let app = try #require(BuiltinApp.named("fixed-sidebar"))
        let result = FuzzRunner(RunConfiguration(seed: 1, iterations: 10, apps: [app.spec],
                                                 invariants: [.noFixedWidthOverflow], platform: .v18)).run()
        let failure = try #require(result.failures.first)
        let entry = CorpusEntry(failure: failure, app: .builtin(app))
        #expect(entry.expect == .fail && entry.seed == 1 && entry.caseIndex == failure.caseIndex)
        #expect(entry.choices == failure.choices && entry.scenario == failure.scenario && entry.region == failure.region)
        #expect(entry.note.hasPrefix("fixed-sidebar is a built-in mistake ("))
        #expect(entry.note.hasSuffix("Keep expect \"fail\": the harness must keep catching it."))
        let spec = CorpusEntry(failure: failure, app: .described(app.spec))
        #expect(spec.note.hasSuffix("once the app is fixed, set expect to \"pass\" so it stays fixed."))
        #expect(try entry.rereadOutcome().get().matches)
    }
}
