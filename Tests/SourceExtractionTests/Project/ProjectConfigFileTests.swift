import Foundation
import Testing
@testable import fuzzrun

/// `.sizefuzz.json`'s project keys and the newer run flags as keys: each
/// does what its option does, and is read as strictly as the rest.
@Suite struct ProjectConfigFileTests {
    /// The Shop project (Debug flags `DEBUG`, Release none) with a config
    /// file holding `config`; returns the folder and the config's path.
    static func shop(_ config: String) throws -> (folder: URL, config: String) {
        let folder = try ProjectFixture.folder([
            "Shop.xcodeproj/project.pbxproj": ProjectFixture.pbxproj(release: "TARGETED_DEVICE_FAMILY = 2;"),
            "Shop/ShopApp.swift": ProjectFixture.app(),
            ".sizefuzz.json": config,
        ])
        return (folder, folder.appendingPathComponent(".sizefuzz.json").path)
    }

    /// The settings line of a run's reading.
    static func settings(_ out: String) -> String? {
        out.split(separator: "\n").first { $0.hasPrefix("  settings  ") }.map(String.init)
    }

    static let run = #""sources": ["Shop"], "iterations": 20, "seed": 1, "noTiming": true, "jobs": 1, "maxEvents": 4"#

    @Test func projectTargetAndConfigurationKeys() throws {
        let (_, config) = try Self.shop(#"{\#(Self.run), "project": "Shop.xcodeproj", "target": "Shop", "configuration": "Debug", "allowThin": true}"#)
        let result = fuzzrun(["--config", config])
        #expect(result.code == 0, "\(result.err)")
        #expect(Self.settings(result.out) == "  settings  one window (Shop.xcodeproj target Shop: no scene manifest); iPad and iPhone; flags DEBUG")
        #expect(result.out.contains("fuzzrun: passed: "))
        // Debug leaves out the Release-only TARGETED_DEVICE_FAMILY = 2. A flag
        // overrides its key: --configuration Release reads it, and no flags.
        let release = fuzzrun(["--config", config, "--configuration", "Release"])
        #expect(Self.settings(release.out) == "  settings  one window (Shop.xcodeproj target Shop: no scene manifest); iPad only; no flags")
    }

    /// `allowThin` is `--allow-thin`: refused, as the flag is, without sources.
    @Test func allowThinKey() throws {
        let (_, config) = try Self.shop(#"{"apps": ["health-notes"], "allowThin": true}"#)
        let result = fuzzrun(["--config", config])
        #expect(result.code == 64)
        #expect(result.err == "fuzzrun: error: --allow-thin needs --source DIR: only a reading of source can be thin\n")
    }

    @Test func noProjectKey() throws {
        let (_, config) = try Self.shop(#"{\#(Self.run), "allowThin": true, "noProject": true}"#)
        let result = fuzzrun(["--config", config])
        #expect(result.code == 0)
        #expect(Self.settings(result.out) == "  settings  none found: one window, every orientation, iPad and iPhone (the defaults)")
    }

    /// Each key becomes its option, paths from the file's folder.
    @Test func keysBecomeTheirOptions() throws {
        let config = ConfigFile(project: "App.xcodeproj", noProject: nil, target: "Shop", configuration: "Beta",
                                maxSourceBytes: 1000, allowThin: true, invariants: ["grid-fits"], jobs: 2, shard: "1/3",
                                timeLimit: 30, maxEvents: 5, shrinkBudget: 100, minCoverage: 12.5, guided: false, robust: true,
                                noTiming: true, baseline: "known.json", writeBaseline: "/tmp/new.json")
        #expect(config.arguments(folder: "/app", currentDirectory: "/", overriddenBy: ["--jobs", "1"]) == [
            "--project", "/app/App.xcodeproj", "--target", "Shop", "--configuration", "Beta", "--max-source-bytes", "1000",
            "--allow-thin", "--invariant", "grid-fits", "--shard", "1/3", "--time-limit", "30", "--max-events", "5",
            "--shrink-budget", "100", "--min-coverage", "12.5", "--robust", "--no-timing", "--baseline", "/app/known.json",
            "--write-baseline", "/tmp/new.json",
        ])
        // --source on the command line replaces the file's project keys with its apps.
        #expect(config.arguments(folder: "/app", currentDirectory: "/", overriddenBy: ["--source", "X"]).prefix(2)
            == ["--max-source-bytes", "1000"])
    }

    struct Bad: Sendable, CustomStringConvertible {
        var config: String
        var error: String
        var description: String { error }
    }

    static let bad: [Bad] = [
        Bad(config: #"{"targett": "Shop"}"#, error: "targett: unknown key; did you mean 'target'?"),
        Bad(config: #"{"allowthin": true}"#, error: "allowthin: unknown key; did you mean 'allowThin'?"),
        Bad(config: #"{"project": "Shop.xcodeproj", "noProject": true}"#,
            error: #"noProject: cannot be true with "project" given: read the project or none"#),
        Bad(config: #"{"invariants": ["grid-fit"]}"#, error: "invariants[0]: unknown invariant 'grid-fit' (fuzzrun list invariants)"),
        Bad(config: #"{"invariants": ["grid-fits"], "disabled": [{"invariant": "grid-fits", "reason": "r"}]}"#,
            error: #"disabled[0].invariant: 'grid-fits' is also in "invariants": check it or turn it off"#),
        Bad(config: #"{"allowThin": "yes"}"#, error: "allowThin: expected true or false"),
        Bad(config: #"{"maxEvents": 2.5}"#, error: "maxEvents: expected a whole number from -9223372036854775808 to 9223372036854775807"),
    ]

    @Test(arguments: bad)
    func aBadKeyIsOneLineNamingFileAndKey(_ bad: Bad) throws {
        let (_, config) = try Self.shop(bad.config)
        let result = fuzzrun(["--config", config])
        #expect(result.code == 65 && result.out == "")
        #expect(result.err == "fuzzrun: error: \(config): \(bad.error)\n")
    }
}
