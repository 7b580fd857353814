import Foundation
import Testing

/// Without `--os`, a project's deployment target picks the versions of
/// iPadOS fuzzed: each one it allows, reported in turn.
@Suite struct ProjectOSVersionTests {
    /// The Shop project, iPad only, with `IPHONEOS_DEPLOYMENT_TARGET = target`.
    static func shop(_ target: String, app: String = ProjectFixture.app()) throws -> String {
        let folder = try ProjectFixture.folder([
            "Shop.xcodeproj/project.pbxproj": ProjectFixture.pbxproj(release: """
                TARGETED_DEVICE_FAMILY = 2;
                IPHONEOS_DEPLOYMENT_TARGET = \(target);
                """),
            "Shop/ShopApp.swift": app,
        ])
        return folder.appendingPathComponent("Shop").path
    }

    static let run = ["--seed", "1", "--iterations", "30", "--max-events", "3", "--no-timing", "--jobs", "1"]

    /// The lines that say which version ran: the headings, the coverage
    /// line's version, the verdicts.
    static func versionLines(_ out: String) -> [String] {
        out.split(separator: "\n").map(String.init).filter {
            $0.hasPrefix("fuzzrun: iPadOS ") || $0.hasPrefix("fuzzrun: by iPadOS") || $0.hasPrefix("Coverage: ")
        }.map { $0.hasPrefix("Coverage: ") ? String($0.suffix(from: $0.range(of: " on ")?.upperBound ?? $0.startIndex)) : $0 }
    }

    @Test func everyVersionTheTargetAllowsInTurn() throws {
        let shop = try Self.shop("17.0")
        let result = fuzzrun(["--source", shop] + Self.run)
        #expect(result.code == 0 && result.err == "")
        #expect(Self.versionLines(result.out) == [
            "fuzzrun: iPadOS 18 (1 of 3: Shop.xcodeproj target Shop: deployment target iPadOS 17)", "iPadOS 18",
            "fuzzrun: iPadOS 26 (2 of 3: Shop.xcodeproj target Shop: deployment target iPadOS 17)", "iPadOS 26",
            "fuzzrun: iPadOS 27 (3 of 3: Shop.xcodeproj target Shop: deployment target iPadOS 17)", "iPadOS 27",
            "fuzzrun: by iPadOS version: 18 passed, 26 passed, 27 passed",
        ])
        // --os names one version, as before.
        let one = fuzzrun(["--source", shop, "--os", "18"] + Self.run)
        #expect(Self.versionLines(one.out) == ["iPadOS 18"])
        // 26.0 allows 26 and 27.
        let later = fuzzrun(["--source", try Self.shop("26.0")] + Self.run)
        #expect(Self.versionLines(later.out) == [
            "fuzzrun: iPadOS 26 (1 of 2: Shop.xcodeproj target Shop: deployment target iPadOS 26)", "iPadOS 26",
            "fuzzrun: iPadOS 27 (2 of 2: Shop.xcodeproj target Shop: deployment target iPadOS 26)", "iPadOS 27",
            "fuzzrun: by iPadOS version: 26 passed, 27 passed",
        ])
    }

    @Test func aTargetOfTheNewestVersionFuzzesItAlone() throws {
        let result = fuzzrun(["--source", try Self.shop("27.0")] + Self.run)
        #expect(result.code == 0)
        #expect(result.err == "fuzzrun: iPadOS 27 (Shop.xcodeproj target Shop: deployment target iPadOS 27)\n")
        #expect(Self.versionLines(result.out) == ["iPadOS 27"])
    }

    /// A run that writes one report fuzzes the default version and says why.
    @Test func oneReportOneVersion() throws {
        let result = fuzzrun(["--source", try Self.shop("17.0"), "--format", "sarif"] + Self.run)
        #expect(result.code == 0)
        #expect(result.err == "fuzzrun: iPadOS 26 only, of 18, 26 and 27 (Shop.xcodeproj target Shop: deployment target "
            + "iPadOS 17): this run writes one report; --os N fuzzes another\n")
        #expect(result.out.hasPrefix("{\n"))
    }

    /// A failure on any version fails the run; the replay names its version.
    @Test func theWorstVerdictIsTheExitCode() throws {
        let app = try String(contentsOf: Fixtures.url("fixed-sidebar").appendingPathComponent("HomeApp.swift"), encoding: .utf8)
        let result = fuzzrun(["--source", try Self.shop("17.0", app: app), "--invariant", "no-fixed-width-overflow",
                              "--seed", "1", "--iterations", "200", "--no-timing", "--jobs", "1"])
        #expect(result.code == 1)
        #expect(Self.versionLines(result.out).last == "fuzzrun: by iPadOS version: 18 FAILED, 26 FAILED, 27 FAILED")
        #expect(result.out.contains(" --os 18"))
    }
}
