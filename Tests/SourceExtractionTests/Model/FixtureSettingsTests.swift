import Foundation
import Testing

/// A correct fixture is correct as a folder: `fuzzrun --source FOLDER`
/// reads the settings its project declares, with no `--plist`.
@Suite struct FixtureSettingsTests {
    /// The blog is an iPad app. Read as a folder without its target's
    /// settings it is universal (Xcode's default device family), and on an
    /// iPhone Plus or Max in landscape, regular width, its sectioned tab view
    /// puts 12 tabs in a bottom bar of 5: a true finding for that app. Its
    /// `project.yml` says iPad only, as its Info.plist does, and the folder
    /// passes where it failed (seed 2 reaches the iPhone 16 Plus in landscape).
    @Test func theBlogFolderIsAnIPadApp() {
        let folder = Fixtures.url("blog").path
        let result = fuzzrun(["--source", folder, "--seed", "2", "--iterations", "20000", "--no-timing"])
        #expect(result.code == 0, "\(result.out)")
        #expect(result.out.contains("\n  settings  one window (project.yml target Blog: no scene manifest); iPad only; iPadOS 18+; no flags\n"))
        #expect(result.out.contains("fuzzrun: passed: 15 invariants held in 20000 cases of 1 app (seed 2)\n"))
    }
}
