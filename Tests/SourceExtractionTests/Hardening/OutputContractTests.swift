import Foundation
import LayoutModel
@testable import SizeFuzz
import Testing

/// Every JSON fuzzrun writes goes through one escaper (`\u2028`, never the
/// terminal's `\u{2028}`), `extract`'s spec is one `--spec` reads back, a
/// spec too deep for a spec file is refused with one line, and assumption
/// lines cut long names.
@Suite struct OutputContractTests {
    /// A title with a line separator, a right-to-left override, DEL is
    /// refused by the model, so the hostile title holds the first two.
    static let hostile = "A\u{2028}B\u{202E}C"

    @Test func extractRoundTripsHostileNamesThroughSpec() throws {
        let url = try HardeningApp.folder(HardeningApp.source(body: "NavigationStack { Text(\"a\").navigationTitle(\"\(Self.hostile)\") }"))
        defer { try? FileManager.default.removeItem(at: url) }
        let result = fuzzrun(["extract", "--no-project", url.path])
        #expect(result.code == 0)
        #expect(result.out.contains(#""title" : "A\u2028B\u202eC""#))
        #expect(!result.out.contains("\\u{"))
        let spec = url.appendingPathComponent("spec.json")
        try Data(result.out.utf8).write(to: spec)
        let loaded = try AppSpec.load(contentsOf: spec.path)
        #expect(loaded.screens.first?.title == Self.hostile)
        #expect(fuzzrun(["--spec", spec.path, "--seed", "1", "--iterations", "20"]).code == 0)
    }

    @Test func theJSONEscaperWritesUnsafeCharactersAsJSONEscapes() {
        let text = "{\n  \"a\" : \"x\u{7F}\u{85}\u{2028}\u{202E}y\"\n}"
        let escaped = String(decoding: JSONInput.escapingUnsafeCharacters(Data(text.utf8)), as: UTF8.self)
        #expect(escaped == "{\n  \"a\" : \"x\\u007f\\u0085\\u2028\\u202ey\"\n}")
    }

    @Test(arguments: [(45, 0), (60, 65)]) func aChainTooDeepForASpecFileIsRefusedWithOneLine(modifiers: Int, code: Int32) throws {
        let chain = String(repeating: ".padding(1)", count: modifiers)
        let url = try HardeningApp.folder(HardeningApp.source(body: "NavigationStack { Text(\"a\")\(chain) }"))
        defer { try? FileManager.default.removeItem(at: url) }
        let result = fuzzrun(["extract", "--no-project", url.path])
        #expect(result.code == code)
        if code == 65 {
            #expect(result.out == "")
            // The reading first, then the one error line.
            #expect(result.err.hasPrefix("Read \(url.path) (1 file, "))
            #expect(result.err.hasSuffix("\nfuzzrun: error: the spec derived from the source is not one a spec file can hold: "
                + "not valid JSON (nested more than 100 levels deep around character 11592)\n"))
        }
    }

    @Test func assumptionLinesCutLongNames() throws {
        let name = "V" + String(repeating: "x", count: 100_000)
        let url = try HardeningApp.folder(HardeningApp.source(body: "NavigationStack { Text(\"a\").\(name)() }"))
        defer { try? FileManager.default.removeItem(at: url) }
        let lines = HardeningApp.assumptions(fuzzrun(["extract", "--no-project", url.path]).err)
        #expect(lines == ["\(url.appendingPathComponent("App.swift").path):8:36: `.V\(String(repeating: "x", count: 61))… "
            + "(100004 characters): a modifier the reader does not know: assumed not to change width"])
    }
}
