import Foundation
import Testing
@testable import fuzzrun

/// `.sizefuzz.json`: strict keys, flags over keys, reasons in the report,
/// and the file found upwards from a folder.
@Suite struct ConfigFileTests {
    /// A folder with the recipes app and a config file holding `config`.
    static func project(_ config: String) throws -> (folder: TemporaryFolder, config: String) {
        let folder = try TemporaryFolder()
        try RecipesFixture.write(in: folder)
        return (folder, try folder.write(ConfigFile.name, config))
    }

    static let teamConfig = """
        {"sources": ["Recipes"], "iterations": 400, "seed": 1,
         "disabled": [{"invariant": "content-fits", "reason": "the steps column scrolls"}],
         "format": "xcode"}
        """

    @Test func theConfigAloneIsTheTeamsRun() throws {
        let (folder, config) = try Self.project(Self.teamConfig)
        defer { folder.remove() }
        let result = fuzzrun("--config", config, "--jobs", "1")
        #expect(result.code == 1 && result.err == "")
        #expect(result.out == """
            \(folder.path)/Recipes/RecipesApp.swift:16:17: error: [no-fixed-width-overflow] HStack(spacing: 0) needs 660 pt but gets 593 pt in the left-half 593x834 window
            fuzzrun: FAILED: 1 failure in 400 cases of 1 app (seed 1)
            fuzzrun: invariants off: content-fits
            fuzzrun: content-fits is off (\(config)): the steps column scrolls

            """)
    }

    @Test func flagsOverrideKeys() throws {
        let (folder, config) = try Self.project(Self.teamConfig)
        defer { folder.remove() }
        let result = fuzzrun("--config", config, "--iterations", "100", "--format", "text", "--disable", "grid-fits",
                             "--no-timing", "--jobs", "1")
        // The reading of the source app first, then the verdict.
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false)
        let verdict = try #require(lines.firstIndex { $0.hasPrefix("fuzzrun: ") })
        #expect(lines.first?.hasPrefix("Read ") == true)
        #expect(lines[verdict] == "fuzzrun: FAILED: 2 failures in 100 cases of 1 app (seed 1)")
        #expect(lines.dropFirst(verdict + 1).first == "fuzzrun: invariants off: grid-fits")
        #expect(!result.out.contains("is off ("))
        // Naming an app replaces the file's apps.
        let app = fuzzrun("--config", config, "--app", "health-notes", "--iterations", "10", "--no-timing")
        #expect(app.code == 0)
        #expect(app.out.hasPrefix("fuzzrun: passed: 14 invariants held in 10 cases of 1 app (seed 1)\n"))
        // --json is --format json, so it overrides the file's format too.
        let json = fuzzrun("--config", config, "--iterations", "10", "--json", "--no-timing")
        #expect(json.out.hasPrefix("{\n"))
    }

    @Test func sarifPathsAreRelativeToTheConfigsFolder() throws {
        let (folder, config) = try Self.project(#"{"sources": ["Recipes"], "iterations": 400, "seed": 1, "format": "sarif"}"#)
        defer { folder.remove() }
        let result = fuzzrun("--config", config, "--jobs", "1")
        #expect(result.out.contains(#""uri": "Recipes/RecipesApp.swift","#))
        #expect(result.out.contains(#""uriBaseId": "SRCROOT""#))
    }

    struct Bad: Sendable, CustomStringConvertible {
        var config: String
        var error: String
        var description: String { error }
    }

    static let bad: [Bad] = [
        Bad(config: #"{"sources": ["Recipes"], "iteration": 3}"#, error: "iteration: unknown key; did you mean 'iterations'?"),
        Bad(config: #"{"disabled": [{"invariant": "grid-fits", "reason": " "}]}"#,
            error: "disabled[0].reason: give the reason the invariant is off; the report prints it"),
        Bad(config: #"{"disabled": [{"invariant": "grid-fit", "reason": "r"}]}"#,
            error: "disabled[0].invariant: unknown invariant 'grid-fit' (fuzzrun list invariants)"),
        Bad(config: #"{"disabled": [{"invariant": "grid-fits"}]}"#, error: "disabled[0].reason: missing"),
        Bad(config: #"{"format": "html"}"#, error: "format: unknown format 'html' (expected one of: text, json, xcode, github, sarif, junit)"),
        Bad(config: #"{"seed": "one"}"#, error: "seed: expected a number"),
    ]

    @Test(arguments: bad)
    func aBadConfigIsOneLineNamingFileAndKey(_ bad: Bad) throws {
        let (folder, config) = try Self.project(bad.config)
        defer { folder.remove() }
        let result = fuzzrun("--config", config)
        #expect(result.code == 65 && result.out == "")
        #expect(result.err == "fuzzrun: error: \(config): \(bad.error)\n")
    }

    @Test func aConfigIsForRunsOnly() throws {
        let (folder, config) = try Self.project("{}")
        defer { folder.remove() }
        let result = fuzzrun("lint", "--config", config)
        #expect(result.code == 64)
        #expect(result.err == "fuzzrun: error: --config: \(config) is for `fuzzrun run`, not `fuzzrun lint`\n")
        #expect(fuzzrun("--config", folder.file("missing.json")).code == 66)
    }

    @Test func theFileIsFoundUpwards() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("App/Sources/View/keep", "")
        #expect(ConfigFile.find(from: folder.file("App/Sources/View")) == nil)
        let config = try folder.write("App/.sizefuzz.json", "{}")
        #expect(ConfigFile.find(from: folder.file("App/Sources/View")) == config)
        #expect(ConfigFile.find(from: folder.file("App")) == config)
        #expect(ConfigFile.find(from: folder.path) == nil)
    }

    /// The repository's root has no config file, so the README's run there
    /// fuzzes the built-in apps.
    @Test func theRepositoryHasNoConfigFile() {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        #expect(ConfigFile.find(from: root) == nil)
    }
}
