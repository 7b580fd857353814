import Foundation
import Testing
@testable import fuzzrun

/// A small SwiftUI app written for these tests: a fixed 320 pt column beside
/// a column of at least 340 pt, which fails `no-fixed-width-overflow` and
/// `content-fits` at line 16, column 17 (`.frame(width: 320)`).
enum RecipesFixture {
    static let source = """
        import SwiftUI

        @main
        struct RecipesApp: App {
            var body: some Scene {
                WindowGroup {
                    RecipeView()
                }
            }
        }

        struct RecipeView: View {
            var body: some View {
                HStack(spacing: 0) {
                    IngredientsView()
                        .frame(width: 320)
                    StepsView()
                        .frame(minWidth: 340)
                }
            }
        }

        struct IngredientsView: View {
            var body: some View {
                Text("Ingredients")
            }
        }

        struct StepsView: View {
            var body: some View {
                Text("Steps")
            }
        }

        """

    /// Writes the app to `folder`/Recipes/RecipesApp.swift, with `source`.
    @discardableResult
    static func write(in folder: TemporaryFolder, source: String = source) throws -> String {
        try folder.write("Recipes/RecipesApp.swift", source)
        return folder.file("Recipes")
    }

    /// The run of the goldens: the app, and the built-in app with a lint.
    static func runArguments(_ folder: TemporaryFolder) -> [String] {
        ["--source", folder.file("Recipes"), "--app", "primary-width-over-max", "--seed", "1", "--iterations", "400",
         "--no-timing", "--jobs", "1"]
    }

    /// The golden file `name`, from the test resources.
    static func golden(_ name: String) throws -> String {
        let url = try #require(Bundle.module.url(forResource: "Resources/Golden/\(name)", withExtension: nil))
        return try String(contentsOf: url, encoding: .utf8)
    }
}

/// `--format xcode|github|sarif|junit` and `--sarif`/`--junit` on `run`,
/// `lint` and `replay`: exact output for a fixture app with two failures and
/// a lint, and each format's escaping of hostile names.
@Suite struct OutputFormatTests {
    struct Golden: Sendable, CustomStringConvertible {
        var command: [String]
        var format: String
        var file: String
        var code: Int32
        var description: String { file }
    }

    static let goldens: [Golden] = [
        Golden(command: [], format: "xcode", file: "run.xcode.txt", code: 1),
        Golden(command: [], format: "github", file: "run.github.txt", code: 1),
        Golden(command: [], format: "sarif", file: "run.sarif", code: 1),
        Golden(command: [], format: "junit", file: "run.junit.xml", code: 1),
        Golden(command: ["lint"], format: "xcode", file: "lint.xcode.txt", code: 2),
        Golden(command: ["lint"], format: "github", file: "lint.github.txt", code: 2),
        Golden(command: ["lint"], format: "junit", file: "lint.junit.xml", code: 2),
    ]

    @Test(arguments: goldens)
    func eachFormatMatchesItsGolden(_ golden: Golden) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try RecipesFixture.write(in: folder)
        var arguments = golden.command + RecipesFixture.runArguments(folder) + ["--format", golden.format]
        if golden.command == ["lint"] { arguments = ["lint", "--source", folder.file("Recipes"), "--app", "primary-width-over-max", "--format", golden.format] }
        let result = fuzzrun(arguments)
        #expect(result.code == golden.code)
        #expect(result.err == "")
        let output = result.out.replacingOccurrences(of: folder.path, with: "{DIR}")
        #expect(output == (try RecipesFixture.golden(golden.file)))
    }

    @Test func sarifAndJUnitFilesAreWrittenBesideTheText() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try RecipesFixture.write(in: folder)
        let sarif = folder.file("out.sarif"), junit = folder.file("out.xml")
        let result = fuzzrun(RecipesFixture.runArguments(folder) + ["--sarif", sarif, "--junit", junit])
        #expect(result.code == 1)
        #expect(result.out.hasPrefix("Read "))
        #expect(result.out.contains("\n\nfuzzrun: FAILED: 2 failures in 400 cases of 2 apps (seed 1)\n"))
        let written = try String(contentsOfFile: sarif, encoding: .utf8).replacingOccurrences(of: folder.path, with: "{DIR}")
        #expect(written == (try RecipesFixture.golden("run.sarif")))
        let xml = try String(contentsOfFile: junit, encoding: .utf8).replacingOccurrences(of: folder.path, with: "{DIR}")
        #expect(xml == (try RecipesFixture.golden("run.junit.xml")))
    }

    @Test func jsonIsTheSpellingOfFormatJSON() throws {
        let json = fuzzrun("--app", "health-notes", "--iterations", "20", "--no-timing", "--json")
        let format = fuzzrun("--app", "health-notes", "--iterations", "20", "--no-timing", "--format", "json")
        #expect(json.code == 0 && json.out == format.out && json.out.hasPrefix("{\n"))
        let both = fuzzrun("--app", "health-notes", "--json", "--format", "sarif")
        #expect(both.code == 64 && both.err == "fuzzrun: error: --json and --format sarif cannot be used together\n")
        let unknown = fuzzrun("lint", "--format", "html")
        #expect(unknown.code == 64)
        #expect(unknown.err == "fuzzrun: error: --format: unknown value 'html' (expected one of: text, json, xcode, github, sarif, junit)\n")
    }

    @Test func aSARIFFileThatCannotBeWrittenIsRefusedFirst() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = fuzzrun("lint", "--sarif", folder.path)
        #expect(result.code == 73 && result.out == "")
        #expect(result.err == "fuzzrun: error: --sarif: \(folder.path) is a folder, not a file\n")
    }

    @Test func replayReportsEachDifferingEntry() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let corpus = folder.file("corpus")
        let saved = fuzzrun("--app", "fixed-sidebar", "--invariant", "no-fixed-width-overflow", "--seed", "1",
                            "--iterations", "200", "--save-corpus", corpus, "--no-timing", "--jobs", "1")
        #expect(saved.code == 1)
        let files = folder.allFiles()
        #expect(files.count == 1)
        let entry = try #require(files.first)
        // A "fail" entry that still fails matches: no finding.
        let matching = fuzzrun("replay", corpus, "--format", "xcode")
        #expect(matching.code == 0)
        #expect(matching.out == "fuzzrun: passed: 1 corpus entry replayed as expected (1 fail, 0 pass)\n")
        // Flipped to "pass", it differs: one finding naming the entry's file.
        let path = folder.file(entry)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"expect\" : \"fail\"", with: "\"expect\" : \"pass\"").utf8)
            .write(to: URL(fileURLWithPath: path))
        let differing = fuzzrun("replay", corpus, "--format", "junit")
        #expect(differing.code == 1)
        #expect(differing.out.contains("<testsuite name=\"fixed-sidebar\" tests=\"1\" failures=\"1\" errors=\"0\" skipped=\"0\">"))
        #expect(differing.out.contains("<testcase classname=\"fixed-sidebar\" name=\"\(path)\">"))
        let xcode = fuzzrun("replay", corpus, "--format", "xcode")
        #expect(xcode.out.hasPrefix("\(path): error: [no-fixed-width-overflow] expected pass, but no-fixed-width-overflow failed at step 0: "))
    }
}
