@testable import SizeFuzz
import LayoutModel
import Testing

/// `fuzzrun list`, `--help` and `--version`.
@Suite struct ListCommandTests {
    @Test func listInvariantsPrintsEachWithItsSummary() {
        let result = fuzzrun("list", "invariants")
        #expect(result.code == 0 && result.err == "")
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.count == InvariantName.allCases.count)
        #expect(lines.first == "selection-preserved          resizing, rotating or backgrounding never changes the tab or sidebar row the user last chose")
        #expect(lines.last == "columns-preserved            resizing, rotating or backgrounding never changes the split view's column visibility the user last chose")
    }

    /// Every built-in app with its summary and source; each mistake with the
    /// invariant that catches it.
    @Test func listAppsSaysWhatEachIsAndWhatCatchesIt() {
        let result = fuzzrun("list", "apps")
        #expect(result.code == 0 && result.err == "")
        #expect(result.out.hasPrefix("""
            Correct patterns (fuzzed by default; every invariant must hold):
              sports                 TabView in compact, NavigationSplitView in regular, one selection in step; padded adaptive grid detail
                                     source: Alex Logan's Stage Manager sample Navigation.swift (2022); Apple TabView documentation

            """))
        #expect(result.out.contains("""

            Known mistakes (each caught by an invariant):
              fixed-sidebar          HStack(spacing: 0) { sidebar.frame(width: 300); List (min 320) } at every size
                                     source: Fatbobman, "Adapting to iPad in SwiftUI" (2020): a fake sidebar with .frame(width:)
                                     caught by: no-fixed-width-overflow

            """))
        for app in BuiltinApp.all {
            #expect(result.out.contains("  \(app.name) "), "\(app.name)")
        }
        #expect(result.out.components(separatedBy: "caught by: ").count - 1 == BuiltinApp.mistakes.count)
        #expect(result.out.hasSuffix("""

            Lint examples (each reported by fuzzrun lint; fine on screen):
              primary-width-over-max \(AppSpec.primaryWidthOverMax.summary ?? "")
                                     source: \(AppSpec.primaryWidthOverMax.source ?? "")
                                     linted by: column-spec-consistent

            """))
    }

    /// A source says where a pattern comes from (a document, an article, an
    /// app), never an issue number of this project's tracker.
    @Test func listAppsSourcesNameWhereEachPatternComesFrom() {
        let result = fuzzrun("list", "apps")
        #expect(result.code == 0 && result.err == "")
        #expect(result.out.contains("""
              fixed-rail             HStack(spacing: 8) { rail.frame(width: 280); body (min 300) } in a NavigationStack, at every size
                                     source: a detail view with a fixed-width rail; Apple, frame(width:height:alignment:) (a fixed width at every window size)
                                     caught by: content-fits

            """))
        #expect(!result.out.contains("SizeFuzz issue"))
    }

    /// Every device with its screen, and under it a line per group of OS
    /// versions with the modes it has there: an iPad that leaves 27 out, one
    /// with Stage Manager under 18, one on 18 only, an iPhone on 18 only, and
    /// the 2024-2026 iPhones' row.
    @Test func listDevicesSaysWhichVersionsAndModesEachHas() {
        let result = fuzzrun("list", "devices")
        #expect(result.code == 0 && result.err == "")
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.filter { !$0.hasPrefix(" ") }.count == DeviceID.allCases.count + ExternalDisplayID.allCases.count)
        #expect(Array(lines.prefix(3)) == [
            "ipad-mini-5       iPad mini (5th gen) / iPad 9.7-inch: 768x1024 pt @2x",
            "                  iPadOS 18: full, split-third, split-half (landscape), split-two-thirds, slide-over",
            "                  iPadOS 26: full, slide-over, stage, windowed, tiles: halves, quarters, thirds (landscape)",
        ])
        #expect(result.out.contains("""
            ipad-pro-10.5     iPad Pro 10.5-inch: 834x1112 pt @2x
                              iPadOS 18: full, split-third, split-half (landscape), split-two-thirds, slide-over
            ipad-pro-11       iPad Pro 11-inch (1st-4th gen): 834x1194 pt @2x
                              iPadOS 18: full, split-third, split-half (landscape), split-two-thirds, slide-over, stage, external displays
                              iPadOS 26, 27: full, slide-over, stage, windowed, tiles: halves, quarters, thirds (landscape), external displays

            """))
        #expect(result.out.contains("""
            iphone-8-plus     iPhone 8 Plus: 414x736 pt @3x
                              iOS 18: full (regular width in landscape)

            """))
        #expect(result.out.contains("""
            iphone-16-pro-max iPhone 16 Pro Max / 17 Pro Max: 440x956 pt @3x
                              iOS 18, 26, 27: full (regular width in landscape)
            iphone-16-pro     iPhone 16 Pro / 17 / 17 Pro: 402x874 pt @3x
                              iOS 18, 26, 27: full (compact width in landscape)
            display-1080p     1080p display at 1x: 1920x1080 pt @1x (external)

            """))
    }

    @Test(arguments: [
        (["list"], "list needs one of: apps, invariants, devices, estimates"),
        (["list", "apps", "devices"], "list needs one of: apps, invariants, devices, estimates"),
        (["list", "colours"], "list: unknown value 'colours' (expected one of: apps, invariants, devices, estimates)"),
        (["list", "apps", "--json"], "unknown option --json"),
    ] as [([String], String)])
    func badTopics(_ arguments: [String], _ message: String) {
        let result = fuzzrun(arguments)
        #expect(result.code == 64 && result.out == "")
        #expect(result.err == "fuzzrun: error: \(message)\n")
    }

    @Test func versionAndOverview() {
        #expect(fuzzrun("--version").out == "0.1.0\n")
        let help = fuzzrun("--help")
        #expect(help.code == 0)
        #expect(help.out.contains("""
              run (default)   Fuzz apps against the invariants (the default command).
              extract         Derive an app's spec from its SwiftUI source, and say what was assumed.
              lint            Check apps' specs for what they show before any window is tried.
              replay          Replay corpus entries; report each that differs from its expect.
              trace           Replay a scenario step by step and print the layout after each step.
              import          Import failures from a CI artifact (JSON report or entries) into a corpus.
              import-crash    Turn libFuzzer crash files into shrunk reports and corpus entries.
              layout          Print the window a device and mode resolve to, and an app's layout in it.
              gallery         Draw an app at launch in every window mode and size class, as one HTML page.
              grid            Resolve LazyVGrid columns at a width.
              list            List the built-in apps, the invariants, the devices or the estimates.
            """))
    }

    /// Every command has its own help, which starts with its usage.
    @Test(arguments: ["run", "extract", "lint", "replay", "trace", "import", "import-crash", "layout", "gallery", "grid", "list"])
    func everyCommandHasHelp(_ command: String) {
        for flag in ["--help", "-h"] {
            let result = fuzzrun(command, flag)
            #expect(result.code == 0 && result.err == "")
            #expect(result.out.hasPrefix("USAGE: fuzzrun "))
        }
    }
}
