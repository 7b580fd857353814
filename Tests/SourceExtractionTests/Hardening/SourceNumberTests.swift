import Foundation
import LayoutModel
import SizeFuzz
import SourceExtraction
import Testing

/// Numbers read from source that the model cannot lay out (`1e308`, `1e19`,
/// a negative width, `0...Int.max`) become assumptions at their line,
/// clamped to 0 or left out, and the spec `extract` prints is one
/// `--spec` takes: no trap in `extract`, `--source` or `gallery --source`.
@Suite struct SourceNumberTests {
    struct Case: Sendable, CustomStringConvertible {
        var code: String
        /// The assumption lines after `App.swift:`.
        var assumptions: [String]
        var description: String { code }
    }

    static let cases: [Case] = [
        Case(code: #"Text("a").frame(width: 1e308)"#,
             assumptions: ["9:9: `.frame(width: 1e308)`: 1e+308 pt is not a length the model lays out (0 to 100000): left out"]),
        Case(code: #"Text("a").frame(width: 1e19)"#,
             assumptions: ["9:9: `.frame(width: 1e19)`: 1e+19 pt is not a length the model lays out (0 to 100000): left out"]),
        Case(code: #"Text("a").frame(width: -50)"#,
             assumptions: ["9:9: `.frame(width: -50)`: -50 pt is not a length the model lays out (0 to 100000): left out"]),
        Case(code: #"Text("a").frame(minWidth: -20, maxWidth: -1)"#,
             assumptions: ["9:9: `.frame(minWidth: -20, maxWidth: -1)`: -20 pt is below 0: clamped to 0",
                           "9:9: `.frame(minWidth: -20, maxWidth: -1)`: -1 pt is not a length the model lays out (0 to 100000): left out"]),
        Case(code: #"Text("a").padding(-8)"#, assumptions: ["9:9: `.padding(-8)`: -8 pt is below 0: clamped to 0"]),
        Case(code: #"HStack(spacing: 1e300) { Text("a"); Spacer(minLength: -3) }"#,
             assumptions: ["9:16: `spacing: 1e300`: 1e+300 pt is not a length the model lays out (0 to 100000): left out",
                           "9:52: `Spacer(minLength: -3)`: -3 pt is below 0: clamped to 0"]),
        Case(code: #"Text("a").navigationSplitViewColumnWidth(min: -1, ideal: 1e9, max: 300)"#,
             assumptions: ["9:9: `.navigationSplitViewColumnWidth(min: -1, ideal: 1e9, max:...`: -1 pt is below 0: clamped to 0",
                           "9:9: `.navigationSplitViewColumnWidth(min: -1, ideal: 1e9, max:...`: 1000000000 pt is not a length the model lays out (0 to 100000): left out"]),
        Case(code: #"List { ForEach(0...9223372036854775807, id: \.self) { i in Text("row") } }"#, assumptions: []),
    ]

    @Test(arguments: cases) func outOfRangeLengthsAreAssumptionsAndTheSpecIsValid(_ example: Case) throws {
        let url = try HardeningApp.folder(HardeningApp.source(body: "NavigationStack {\n        \(example.code)\n        }"))
        defer { try? FileManager.default.removeItem(at: url) }
        let result = fuzzrun(["extract", "--no-project", url.path])
        #expect(result.code == 0)
        let prefix = url.appendingPathComponent("App.swift").path + ":"
        #expect(HardeningApp.assumptions(result.err) == example.assumptions.map { prefix + $0 })
        // What extract prints, `--spec` takes.
        let spec = url.appendingPathComponent("spec.json")
        try Data(result.out.utf8).write(to: spec)
        #expect(throws: Never.self) { try AppSpec.load(contentsOf: spec.path) }
        let run = fuzzrun(["--no-project", "--source", url.path, "--seed", "1", "--iterations", "30", "--no-timing"])
        #expect(run.code == 0 || run.code == 1)
        let gallery = fuzzrun(["gallery", "--no-project", "--source", url.path, "--html", url.appendingPathComponent("g.html").path])
        #expect(gallery.code == 0)
    }

    /// A value no length check knows (a title with a control character) is
    /// refused with one line, as `--spec` refuses it: never printed.
    @Test func aSpecTheModelRefusesIsOneLineExit65() throws {
        let url = try HardeningApp.folder(HardeningApp.source(body: "NavigationStack { Text(\"a\").navigationTitle(\"Bell\u{7F}\") }"))
        defer { try? FileManager.default.removeItem(at: url) }
        let result = fuzzrun(["extract", "--no-project", url.path])
        #expect(result.code == 65)
        #expect(result.out == "")
        #expect(result.err.hasPrefix("Read \(url.path) (1 file, "))
        #expect(result.err.hasSuffix("\nfuzzrun: error: the spec derived from the source is not one the model takes: screens[0].title: has control characters\n"))
    }
}
