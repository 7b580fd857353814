import Foundation
import Testing

/// `fuzzrun extract` with a project: the settings line, the project
/// options, and a bad project file as one line with exit 65.
@Suite struct ProjectCommandTests {
    static func shop(_ release: String) throws -> URL {
        try ProjectFixture.folder(["Shop.xcodeproj/project.pbxproj": ProjectFixture.pbxproj(release: release),
                                   "Shop/ShopApp.swift": ProjectFixture.app()])
    }

    @Test func extractPrintsTheSettingsRead() throws {
        let folder = try Self.shop("""
            GENERATE_INFOPLIST_FILE = YES;
            INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;
            IPHONEOS_DEPLOYMENT_TARGET = 17.0;
            SWIFT_ACTIVE_COMPILATION_CONDITIONS = "BETA $(inherited)";
            """)
        let result = fuzzrun(["extract", folder.appendingPathComponent("Shop").path])
        #expect(result.code == 0)
        #expect(result.out.contains("\"multipleWindows\" : true"))
        #expect(result.err.contains("""

              settings  several windows (Shop.xcodeproj target Shop: generated scene manifest); iPad and iPhone; iPadOS 17+; flags BETA
              assumed   nothing

            """))
        #expect(result.err.hasSuffix("\nfuzzrun extract: 0 assumptions\n"))
        let off = fuzzrun(["extract", folder.appendingPathComponent("Shop").path, "--no-project"])
        #expect(!off.out.contains("multipleWindows"))
        let debug = fuzzrun(["extract", folder.appendingPathComponent("Shop").path, "--configuration", "Debug"])
        #expect(debug.err.contains("; iPad and iPhone; flags DEBUG\n"))
    }

    @Test func aBadProjectFileExits65OnOneLine() throws {
        let folder = try ProjectFixture.folder(["Shop.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = PBXProject\n",
                                                "Shop/ShopApp.swift": ProjectFixture.app()])
        let result = fuzzrun(["extract", folder.appendingPathComponent("Shop").path])
        #expect(result.code == 65)
        #expect(result.err == "fuzzrun: error: \(folder.path)/Shop.xcodeproj/project.pbxproj:5: "
            + "';' expected after the value of 'isa', found 'end of file'\n")
    }

    @Test func projectOptionsAreChecked() throws {
        let folder = try Self.shop("")
        let both = fuzzrun(["extract", folder.path, "--project", folder.path, "--no-project"])
        #expect(both.code == 64)
        let missing = fuzzrun(["extract", folder.appendingPathComponent("Shop").path, "--project", "/no/such/Shop.xcodeproj"])
        #expect(missing.code == 66)
        #expect(missing.err == "fuzzrun: error: /no/such/Shop.xcodeproj: no such file or folder\n")
        let named = fuzzrun(["extract", folder.appendingPathComponent("Shop").path, "--project",
                             folder.appendingPathComponent("Shop.xcodeproj").path, "--target", "Shop"])
        #expect(named.code == 0)
        #expect(named.err.contains("  settings  one window (Shop.xcodeproj target Shop: no scene manifest); iPad and iPhone; no flags\n"))
    }

    /// A failure of an app whose project gave settings: the regression test
    /// and the replay command read the project as the run did.
    @Test func theRegressionTestReadsTheProjectAgain() throws {
        let folder = try ProjectFixture.folder([
            "Shop.xcodeproj/project.pbxproj": ProjectFixture.pbxproj(release: "TARGETED_DEVICE_FAMILY = 2;"),
            "Shop/HomeApp.swift": try String(contentsOf: Fixtures.url("fixed-sidebar").appendingPathComponent("HomeApp.swift"),
                                             encoding: .utf8),
        ])
        let shop = folder.appendingPathComponent("Shop").path
        let result = fuzzrun(["--source", shop, "--target", "Shop", "--seed", "1", "--iterations", "200", "--no-timing",
                              "--invariant", "no-fixed-width-overflow"])
        #expect(result.code == 1)
        #expect(result.out.contains("AppModel(try AppSpec.extract(from: [URL(fileURLWithPath: \"\(shop)\")], "
            + "project: ProjectOptions(target: \"Shop\")).spec"), "\(result.out)")
        #expect(result.out.contains("--source \(shop) --target Shop"))
        // Without a project option, `.discover`.
        let plain = fuzzrun(["--source", shop, "--seed", "1", "--iterations", "200", "--no-timing",
                             "--invariant", "no-fixed-width-overflow"])
        #expect(plain.out.contains("AppModel(try AppSpec.extract(from: [URL(fileURLWithPath: \"\(shop)\")], project: .discover).spec"))
    }
}
