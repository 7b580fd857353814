import Foundation
import LayoutModel
import SourceExtraction
import Testing

/// `#if` flags, platform and version tests, `#available`, and tabs under
/// conditions the reader cannot decide, each read as an iPadOS build is.
@Suite struct ConditionTests {
    /// Writes `files` (paths relative to a new folder, folders made as needed).
    static func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("conditions-\(UUID().uuidString)")
        for (name, text) in files {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        return url
    }

    /// A trails app with a local package beside its sources, in one folder.
    static let trails: [String: String] = [
        "App/TrailsApp.swift": """
        import SwiftUI
        #if canImport(MapKitPlus)
        import MapKitPlus
        #endif

        @main
        struct TrailsApp: App {
            var body: some Scene { WindowGroup { TrailsHome() } }
        }

        struct TrailsHome: View {
            var body: some View {
                NavigationStack {
                    VStack {
                        #if BETA
                        Text("Beta banner").frame(width: 900)
                        #endif
                        #if swift(>=5.9) && compiler(>=5.9)
                        Text("Modern").frame(width: 100)
                        #else
                        Text("Legacy").frame(width: 110)
                        #endif
                        #if targetEnvironment(macCatalyst) || os(visionOS)
                        Text("Desktop").frame(width: 120)
                        #endif
                        #if canImport(MapKitPlus)
                        TrailMap()
                        #else
                        Text("No map")
                        #endif
                        if #available(iOS 27, *) {
                            Text("Glass").frame(width: 130)
                        } else {
                            Text("Plain").frame(width: 140)
                        }
                    }
                    .navigationTitle("Trails")
                }
            }
        }

        """,
        "Packages/MapKitPlus/Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(name: "MapKitPlus", targets: [.target(name: "MapKitPlus"),
                              .testTarget(name: "MapKitPlusTests", dependencies: ["MapKitPlus"])])

        """,
        "Packages/MapKitPlus/Sources/MapKitPlus/TrailMap.swift": """
        import SwiftUI

        public struct TrailMap: View {
            public init() {}
            public var body: some View {
                Text("Map").frame(width: 150)
            }
        }

        """,
        "Packages/MapKitPlus/Tests/MapKitPlusTests/TrailMapHarness.swift": """
        import SwiftUI

        struct TrailMapHarness: View {
            var body: some View { Text("Harness").frame(width: 2000) }
        }

        """,
    ]

    /// The tags of the root's tab view.
    static func tabTags(_ spec: AppSpec) -> [String] {
        spec.root.containers.flatMap { container -> [String] in
            if case .tabView(let tabs) = container { return tabs.allTabs.map(\.tag) }
            return []
        }
    }

    static func text(_ width: Double) -> ViewNode { .frame(width: width, content: .content(name: "Text", minWidth: 0)) }

    /// `BETA` is defined by nobody: false. `swift(>=5.9)` and
    /// `compiler(>=5.9)` hold, Mac Catalyst and visionOS do not, the local
    /// package's module can be imported, and `#available(iOS 27, *)` holds
    /// for the newest iPadOS; the package's manifest and tests are not read.
    @Test func anIPadBuildDecidesEveryCondition() throws {
        let url = try Self.folder(Self.trails)
        let extraction = try AppSpec.extract(from: [url], project: .off)
        #expect(extraction.spec.screens.first?.content == .vstack(spacing: 8, children: [Self.text(100), Self.text(150), Self.text(130)]))
        #expect(extraction.assumptions.isEmpty)
        #expect(extraction.skipped.map(\.reason) == ["a package manifest", "a package's tests"])
    }

    /// `--define BETA` makes the flag true; iPadOS 26 takes the `else` of
    /// `#available(iOS 27, *)`.
    @Test func definesAndTheOSFuzzedChooseTheirBranches() throws {
        let url = try Self.folder(Self.trails)
        let beta = try AppSpec.extract(from: [url], project: ProjectOptions(lookup: .off, defines: ["BETA"], os: .v26))
        #expect(beta.spec.screens.first?.content
            == .vstack(spacing: 8, children: [Self.text(900), Self.text(100), Self.text(150), Self.text(140)]))
    }

    /// The beta banner is too wide for a narrow window: caught at its line
    /// only in the build that defines `BETA`.
    @Test func aBannerOnlyInBetaBuildsIsCaughtWhenDefined() throws {
        let url = try Self.folder(Self.trails)
        let base = ["--source", url.path, "--no-project", "--seed", "1", "--iterations", "500", "--no-timing"]
        #expect(fuzzrun(base).code == 0)
        let beta = fuzzrun(base + ["--define", "BETA", "--invariant", "no-fixed-width-overflow"])
        #expect(beta.code == 1)
        #expect(beta.out.contains("\n  \(url.path)/App/TrailsApp.swift:16:36: .frame(width: 900): VStack(spacing: 8) needs 900 pt but gets 593 pt in the left-half 593x834 window\n"))
        let bad = fuzzrun(base + ["--define", "9X"])
        #expect(bad.code == 64)
        #expect(bad.err == "fuzzrun: error: --define: '9X' is not a flag name (letters, digits and _, not starting with a digit)\n")
    }

    /// Tabs for pro and for free users: never shown together, so never
    /// counted together (5 tabs at most); with every tab shown at once (the
    /// mistake), 7 tabs crowd the bottom bar.
    static func studio(alternatives: Bool) -> String {
        let pro = alternatives ? ["            if store.isPro {", "            }"] : ["", ""]
        let free = alternatives ? ["            if !store.isPro {", "            }"] : ["", ""]
        return """
        import SwiftUI

        @main
        struct StudioApp: App {
            var body: some Scene { WindowGroup { StudioTabs().environmentObject(Store()) } }
        }

        final class Store: ObservableObject {
            @Published var isPro = UserDefaults.standard.bool(forKey: "pro")
        }

        struct StudioTabs: View {
            @EnvironmentObject var store: Store
            var body: some View {
                TabView {
                    Tab("Home", systemImage: "house") { Text("Home") }
                    Tab("Library", systemImage: "books.vertical") { Text("Library") }
        \(pro[0])
                    Tab("Mixer", systemImage: "slider.horizontal.3") { Text("Mixer") }
                    Tab("Effects", systemImage: "wand.and.stars") { Text("Effects") }
        \(pro[1])
        \(free[0])
                    Tab("Learn", systemImage: "graduationcap") { Text("Learn") }
                    Tab("Store", systemImage: "bag") { Text("Store") }
        \(free[1])
                    Tab("Settings", systemImage: "gear") { Text("Settings") }
                }
            }
        }

        """
    }

    @Test func tabsUnderExclusiveConditionsAreNotCountedTogether() throws {
        let url = try Self.folder(["App.swift": Self.studio(alternatives: true)])
        let extraction = try AppSpec.extract(from: [url], project: .off)
        #expect(Self.tabTags(extraction.spec) == ["home", "library", "mixer", "effects", "settings"])
        #expect(extraction.assumptions.map(\.description) == [
            "\(url.path)/App.swift:18:16: condition `store.isPro`: not known from the source: the branch taken",
            "\(url.path)/App.swift:22:16: condition `!store.isPro`: not known from the source: the branch taken",
            "\(url.path)/App.swift:23:13: `Tab(\"Learn\", systemImage: \"graduationcap\") { Text(\"Learn\") }`: a tab under `if !store.isPro`, undecided as `if store.isPro` is: an alternative to the tabs kept, left out of the tab bar",
            "\(url.path)/App.swift:24:13: `Tab(\"Store\", systemImage: \"bag\") { Text(\"Store\") }`: a tab under `if !store.isPro`, undecided as `if store.isPro` is: an alternative to the tabs kept, left out of the tab bar",
        ])
        let run = fuzzrun(["--source", url.path, "--no-project", "--seed", "1", "--iterations", "1000", "--no-timing"])
        #expect(run.code == 0, "\(run.out)")
    }

    @Test func sevenTabsShownTogetherCrowdTheBar() throws {
        let url = try Self.folder(["App.swift": Self.studio(alternatives: false)])
        let run = fuzzrun(["--source", url.path, "--no-project", "--seed", "1", "--iterations", "1000", "--no-timing",
                           "--invariant", "tab-bar-fits"])
        #expect(run.code == 1)
        #expect(run.out.contains("\n  \(url.path)/App.swift:15:9: TabView: 7 tabs in a bottom tab bar of 5: 3 behind More (learn, store, settings)"))
    }

    /// A lone undecided condition (`if store.isPro { ... }` with no
    /// exclusive twin) is one configuration a user has: its branch is taken,
    /// said as an assumption at its line, and its tabs count with the
    /// others: seven tabs for a pro user crowd the bottom bar.
    @Test func aLoneUndecidedConditionKeepsItsTabsAndSaysSo() throws {
        let lone = Self.studio(alternatives: false)
            .replacingOccurrences(of: "\n\n            Tab(\"Mixer\"", with: "\n            if store.isPro {\n            Tab(\"Mixer\"")
            .replacingOccurrences(of: "Text(\"Effects\") }\n\n", with: "Text(\"Effects\") }\n            }\n")
        let url = try Self.folder(["App.swift": lone])
        let extraction = try AppSpec.extract(from: [url], project: .off)
        #expect(Self.tabTags(extraction.spec) == ["home", "library", "mixer", "effects", "learn", "store", "settings"])
        #expect(extraction.assumptions.map(\.description) == [
            "\(url.path)/App.swift:18:16: condition `store.isPro`: not known from the source: the branch taken",
        ])
        let run = fuzzrun(["--source", url.path, "--no-project", "--seed", "1", "--iterations", "1000", "--no-timing",
                           "--invariant", "tab-bar-fits"])
        #expect(run.code == 1)
        #expect(run.out.contains("\n  \(url.path)/App.swift:15:9: TabView: 7 tabs in a bottom tab bar of 5: 3 behind More (learn, store, settings)"))
    }

    /// `ForEach(Tool.allCases.prefix(5))`: five tabs, not eight.
    @Test func aPrefixCapsTheTabsFromData() throws {
        let url = try Self.folder(["App.swift": """
            import SwiftUI

            @main
            struct ToolboxApp: App {
                var body: some Scene { WindowGroup { ToolboxTabs() } }
            }

            enum Tool: String, CaseIterable, Identifiable {
                case pencil, brush, eraser, ruler, lasso, fill, text, shapes
                var id: String { rawValue }
            }

            struct ToolboxTabs: View {
                var body: some View {
                    TabView {
                        ForEach(Tool.allCases.prefix(5)) { tool in
                            Tab(tool.rawValue.capitalized, systemImage: "pencil", value: tool) { Text(tool.rawValue) }
                        }
                    }
                }
            }

            """])
        let extraction = try AppSpec.extract(from: [url], project: .off)
        #expect(Self.tabTags(extraction.spec) == ["pencil", "brush", "eraser", "ruler", "lasso"])
    }
}
