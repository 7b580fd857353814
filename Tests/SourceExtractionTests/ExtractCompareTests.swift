import Foundation
import LayoutModel
import SizeFuzz
import Testing

/// `fuzzrun extract --compare SPEC.json DIR`: key by key where a hand-written
/// spec and the source disagree.
@Suite struct ExtractCompareTests {
    /// `spec` written to a fresh temporary file.
    static func write(_ spec: AppSpec) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("compare-\(UUID().uuidString).json")
        try spec.jsonData().write(to: file)
        return file
    }

    @Test func theBuiltinSpecAgreesWithItsFixture() throws {
        let file = try Self.write(.cafe)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = fuzzrun(["extract", "--no-project", "--compare", file.path, Fixtures.url("cafe").path])
        #expect(result.code == 0)
        #expect(result.out == "fuzzrun extract --compare: no differences between \(file.path) and the source\n")
        #expect(result.err.hasSuffix("  assumed   nothing\nfuzzrun extract: 0 assumptions\n"))
    }

    @Test func eachDisagreementIsOneLine() throws {
        var spec = AppSpec.optionalSidebarSync
        spec.screens[0].title = "Hoops"
        spec.screens.append(Screen("golf", title: "Golf"))
        let file = try Self.write(spec)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = fuzzrun(["extract", "--no-project", "--compare", file.path, Fixtures.url("sports").path])
        #expect(result.code == 1)
        #expect(result.out == """
        behavior.selectionSync.nilFallback: spec "basketball", source absent
        screens[basketball].title: spec "Hoops", source "Basketball"
        screens[golf]: spec {"id":"golf","title":"Golf"}, source absent
        fuzzrun extract --compare: 3 differences between \(file.path) and the source

        """)
        #expect(result.err.hasSuffix("  assumed   nothing\nfuzzrun extract: 0 assumptions\n"))
    }

    @Test func aBadSpecExits65NamingTheFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("compare-\(UUID().uuidString).json")
        try Data("{\"name\": \"x\", \"screns\": []}".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = fuzzrun(["extract", "--compare", file.path, Fixtures.url("sports").path])
        #expect(result.code == 65)
        #expect(result.out == "")
        #expect(result.err.hasPrefix("fuzzrun: error: \(file.path): "), "\(result.err)")
    }

    @Test func aMissingSpecExits66() {
        let result = fuzzrun(["extract", "--compare", "/no/such/spec.json", Fixtures.url("sports").path])
        #expect(result.code == 66)
        #expect(result.out == "")
    }
}
