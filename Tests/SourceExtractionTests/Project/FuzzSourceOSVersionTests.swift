import Foundation
import LayoutModel
import SizeFuzz
import SizeFuzzTesting
import Testing

/// `fuzz(source:)` without an `os` fuzzes each iPadOS version the project's
/// deployment target allows, as `fuzzrun --source` without `--os` does
/// (the same `OSVersionPlan`): one issue a version for a mistake on each,
/// each regression test naming its version.
@Suite struct FuzzSourceOSVersionTests {
    /// A package holding the Shop project (`IPHONEOS_DEPLOYMENT_TARGET =
    /// target`, or no project for nil) under `App/`, and a test file's path
    /// in it, as `#filePath` would be.
    static func package(_ target: String?, app: String) throws -> String {
        var files = ["Package.swift": "// swift-tools-version:6.0\n", "App/Shop/ShopApp.swift": app]
        if let target {
            files["App/Shop.xcodeproj/project.pbxproj"] = ProjectFixture.pbxproj(release: """
                TARGETED_DEVICE_FAMILY = 2;
                IPHONEOS_DEPLOYMENT_TARGET = \(target);
                """)
        }
        return try ProjectFixture.folder(files).appendingPathComponent("Tests/ShopTests.swift").path
    }

    /// The fixed-sidebar fixture's app: a fixed width that overflows on every version.
    static func fixedSidebar() throws -> String {
        try String(contentsOf: Fixtures.url("fixed-sidebar").appendingPathComponent("HomeApp.swift"), encoding: .utf8)
    }

    /// The version each recorded issue's regression test names: `.v18` for
    /// `Platform.standard.on(.v18)`, the default when it names none.
    static func versions(_ issues: [String]) -> [OSVersion] {
        issues.map { text in OSVersion.allCases.first { text.contains("Platform.standard.on(.v\($0.rawValue))") } ?? .current }
    }

    /// Fuzzes the app at `filePath`'s package with `os`.
    static func run(_ filePath: String, os: OSVersion? = nil) -> (issues: [String], result: OSVersion?) {
        var version: OSVersion?
        let issues = FuzzSourceTests.issues {
            version = fuzz(source: ["App/Shop"], seed: 1, iterations: 200, invariants: [.noFixedWidthOverflow], os: os,
                           allowThin: true, filePath: filePath)?.configuration.platform.os
        }
        return (issues, version)
    }

    @Test func everyVersionTheTargetAllowsInTurn() throws {
        let all = Self.run(try Self.package("17.0", app: try Self.fixedSidebar()))
        #expect(Self.versions(all.issues) == [.v18, .v26, .v27])
        // The result is the first version's that failed.
        #expect(all.result == .v18)
        let later = Self.run(try Self.package("26.0", app: try Self.fixedSidebar()))
        #expect(Self.versions(later.issues) == [.v26, .v27] && later.result == .v26)
    }

    @Test func anOSGivenOrNoTargetFuzzesOneVersion() throws {
        let named = Self.run(try Self.package("17.0", app: try Self.fixedSidebar()), os: .v18)
        #expect(Self.versions(named.issues) == [.v18] && named.result == .v18)
        let none = Self.run(try Self.package(nil, app: try Self.fixedSidebar()))
        #expect(Self.versions(none.issues) == [.current] && none.result == .current)
        let newest = Self.run(try Self.package("27.0", app: try Self.fixedSidebar()))
        #expect(Self.versions(newest.issues) == [.v27] && newest.result == .v27)
    }

    /// A run that passes on every version records no issue and returns the
    /// last version's result.
    @Test func aPassingRunReturnsTheLastVersionsResult() throws {
        let result = fuzz(source: ["App/Shop"], seed: 1, iterations: 200, invariants: [.noFixedWidthOverflow], allowThin: true,
                          filePath: try Self.package("17.0", app: ProjectFixture.app()))
        #expect(result?.passed == true && result?.configuration.platform.os == .v27)
    }
}
