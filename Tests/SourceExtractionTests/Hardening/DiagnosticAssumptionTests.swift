import Foundation
import Testing

/// What the parser cannot read is an assumption at its line, counted with
/// the others; `--strict` fails on it.
@Suite struct DiagnosticAssumptionTests {
    @Test func parseErrorsAreAssumptions() throws {
        let url = try HardeningApp.folder(HardeningApp.source(body: "NavigationStack { Text(\"a\") ) ] }"))
        defer { try? FileManager.default.removeItem(at: url) }
        let file = url.appendingPathComponent("App.swift").path
        let result = fuzzrun(["extract", "--no-project", url.path])
        #expect(result.code == 0)
        #expect(HardeningApp.assumptions(result.err) == [
            "\(file):8:37: syntax: unexpected ')': the code there is not read",
            "\(file):8:39: syntax: unexpected ']': the code there is not read",
        ])
        #expect(result.err.hasSuffix("fuzzrun extract: 2 assumptions\n"))
        #expect(fuzzrun(["extract", "--no-project", url.path, "--strict"]).code == 2)
    }

    @Test func aFileOfGarbageListsAHundredAndCountsTheRest() throws {
        let url = try HardeningApp.folder(HardeningApp.source(body: "NavigationStack { Text(\"a\") }") + String(repeating: ") ", count: 150))
        defer { try? FileManager.default.removeItem(at: url) }
        let lines = HardeningApp.assumptions(fuzzrun(["extract", "--no-project", url.path]).err)
        #expect(lines.count == 101)
        #expect(lines.last == "\(url.appendingPathComponent("App.swift").path):11:299: syntax: 50 more syntax errors in this file, not listed: the code there is not read")
    }
}
