import Foundation
import LayoutModel
import SizeFuzz
import Testing
@testable import fuzzrun

/// Runs fuzzrun in-process on `arguments`.
func fuzzrun(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
    let console = Console.capturing()
    let code = Fuzzrun.main(arguments, console: console)
    return (code.rawValue, console.capturedOut, console.capturedErr)
}

/// `fuzzrun --source` on the fixtures: every layout and behaviour mistake fails its
/// built-in app's invariant and names the fixture's line of the mistake;
/// every correct app passes.
@Suite struct SourceRunTests {
    struct Mistake: Sendable, CustomStringConvertible {
        var fixture: String
        var invariant: String
        /// The file, line, column and code the report names.
        var line: String
        var description: String { fixture }
    }

    static let mistakes: [Mistake] = [
        Mistake(fixture: "fixed-sidebar", invariant: "no-fixed-width-overflow", line: "HomeApp.swift:16:17: .frame(width: 300)"),
        Mistake(fixture: "screen-width-frame", invariant: "no-fixed-width-overflow",
                line: "DashboardApp.swift:17:13: .frame(width: UIScreen.main.bounds.width)"),
        Mistake(fixture: "fixed-rail", invariant: "content-fits", line: "ArticleApp.swift:18:17: .frame(width: 280)"),
        Mistake(fixture: "fixed-grid-count", invariant: "grid-fits", line: "AlbumsApp.swift:43:13: LazyVGrid(columns: columns)"),
        Mistake(fixture: "cluttered-tab-bar", invariant: "tab-bar-fits", line: "ContentView.swift:7:9: TabView(selection: $selection)"),
        Mistake(fixture: "custom-header", invariant: "window-controls-clear", line: "ContentView.swift:34:13: HStack"),
        Mistake(fixture: "optional-sidebar-sync", invariant: "selection-preserved",
                line: "ContentView.swift:31:13: selectedSport = newValue ?? .basketball"),
        Mistake(fixture: "path-reset-on-resize", invariant: "path-preserved", line: "ContentView.swift:46:13: path = NavigationPath()"),
        Mistake(fixture: "global-scene-state", invariant: "scene-isolation",
                line: "CafeApp.swift:5:5: @State private var model = CafeModel()"),
        Mistake(fixture: "shared-router-tab", invariant: "scene-isolation",
                line: "SportsApp.swift:5:5: @State private var router = Router()"),
        Mistake(fixture: "stale-tab-selection", invariant: "selection-preserved",
                line: "ContentView.swift:17:9: TabView(selection: $selection)"),
        Mistake(fixture: "fixed-detail-in-tab", invariant: "no-fixed-width-overflow",
                line: "MailSplitView.swift:35:17: .frame(width: 600)"),
        Mistake(fixture: "selection-in-branch", invariant: "selection-preserved",
                line: "ContentView.swift:32:5: @State private var selection: LibraryTab = .books"),
        Mistake(fixture: "paths-in-branch", invariant: "path-preserved",
                line: "ContentView.swift:32:5: @State private var paths = LibraryPaths()"),
        // The sectioned tab view is right on iPad, where `.sidebarAdaptable`
        // is a sidebar in regular width; it fails only on an iPhone Plus or
        // Max in landscape, regular width, which the size-class condition
        // sends to the iPad's branch. The fix (the blog-universal fixture)
        // changes that line, to `idiom == .phone || horizontalSizeClass ==
        // .compact`, and leaves the tab view as it is: the condition is the
        // line to change.
        Mistake(fixture: "tab-sections-on-iphone", invariant: "tab-bar-fits",
                line: "ContentView.swift:8:9: if horizontalSizeClass == .compact"),
        Mistake(fixture: "fixed-width-sheet", invariant: "no-fixed-width-overflow", line: "MailApp.swift:28:21: .frame(width: 640)"),
        Mistake(fixture: "crowding-inspector", invariant: "content-fits",
                line: "CanvasApp.swift:22:25: .inspectorColumnWidth(400)"),
        Mistake(fixture: "sidebar-lost-on-resize", invariant: "columns-preserved",
                line: "ContentView.swift:45:13: columnVisibility = .detailOnly"),
        // Pushed two screens deep inside the settings sheet's own stack.
        Mistake(fixture: "settings-sheet-fixed-width", invariant: "no-fixed-width-overflow",
                line: "NotesApp.swift:74:9: .frame(width: 600)"),
    ]

    static func arguments(_ fixture: String) -> [String] {
        let folder = Fixtures.url(fixture)
        let plist = folder.appendingPathComponent("Info.plist")
        return ["--source", folder.path] + (FileManager.default.fileExists(atPath: plist.path) ? ["--plist", plist.path] : [])
    }

    /// `fixture` fuzzed at seed 1 for 3,000 cases on `invariant` alone: the
    /// exit code, the first verdict line (`✗ notes: path-preserved`) and the
    /// finding under it with the fixture's folder left out
    /// (`ContentView.swift:27:5: ...`); nil lines when it passed.
    static func firstFinding(_ fixture: String, _ invariant: String) -> (code: Int32, verdict: String?, finding: String?) {
        let result = fuzzrun(arguments(fixture) + ["--seed", "1", "--iterations", "3000", "--no-timing", "--invariant", invariant])
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let verdict = lines.firstIndex(where: { $0.hasPrefix("✗ ") }), verdict + 1 < lines.count else {
            return (result.code, nil, nil)
        }
        let prefix = "  \(Fixtures.shown(fixture))/"
        let finding = lines[verdict + 1].hasPrefix(prefix) ? String(lines[verdict + 1].dropFirst(prefix.count)) : lines[verdict + 1]
        return (result.code, lines[verdict], finding)
    }

    @Test(arguments: mistakes)
    func mistakeFailsItsInvariantAtTheLine(_ mistake: Mistake) throws {
        let result = fuzzrun(Self.arguments(mistake.fixture) + ["--seed", "1", "--iterations", "3000", "--no-timing",
                                                                  "--invariant", mistake.invariant])
        #expect(result.code == 1)
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let verdict = try #require(lines.firstIndex { $0.hasPrefix("✗ ") })
        #expect(lines[verdict].hasSuffix(": \(mistake.invariant)"))
        let expected = "  \(Fixtures.shown(mistake.fixture))/\(mistake.line): "
        #expect(lines[verdict + 1].hasPrefix(expected), "\(lines[verdict + 1])")
        // The regression test derives the app from the same sources.
        #expect(result.out.contains("AppModel(try AppSpec.extract(from: [URL(fileURLWithPath: \"\(Fixtures.url(mistake.fixture).path)\")"))
        #expect(result.out.contains("--source \(Fixtures.url(mistake.fixture).path)"))
    }

    @Test(arguments: ["sports", "cafe", "three-column", "health-notes", "library", "custom-header-adapted", "split-in-tab",
                             "blog", "blog-universal", "side-column", "document-editor", "mail-columns", "settings-sheet"])
    func correctAppPasses(_ fixture: String) {
        let result = fuzzrun(Self.arguments(fixture) + ["--seed", "3", "--iterations", "2000", "--no-timing"])
        #expect(result.code == 0, "\(result.out)")
        // The reading first, then the verdict: a correct fixture is never thin.
        // A fixture with a project is fuzzed once per iPadOS its deployment
        // target allows, each run under a heading line.
        let first = result.out.hasPrefix("fuzzrun: iPadOS ") ? String(result.out.drop { $0 != "\n" }.dropFirst()) : result.out
        #expect(first.hasPrefix("Read \(Fixtures.shown(fixture)) ("))
        #expect(result.out.contains("\n\nfuzzrun: passed: "))
        #expect(!result.out.contains("  thin  "))
    }

    @Test func jsonReportHasTheSourceField() throws {
        let result = fuzzrun(Self.arguments("fixed-sidebar") + ["--seed", "1", "--iterations", "200", "--no-timing", "--json",
                                                                 "--invariant", "no-fixed-width-overflow"])
        #expect(result.code == 1)
        #expect(result.out.contains("""
              "source": {
                "location": "\(Fixtures.shown("fixed-sidebar"))/HomeApp.swift:16:17",
                "code": ".frame(width: 300)"
              }
        """))
    }

    @Test func htmlReportShowsTheLineBesideTheDrawing() throws {
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("source-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: page) }
        let result = fuzzrun(Self.arguments("fixed-rail") + ["--seed", "1", "--iterations", "300", "--no-timing",
                                                              "--invariant", "content-fits", "--html", page.path])
        #expect(result.code == 1)
        let html = try String(contentsOf: page, encoding: .utf8)
        // The code frame: the path from the package the file is in (here the test bundle's copy), never the machine's folders.
        #expect(html.contains("/Fixtures/fixed-rail/ArticleApp.swift:18:17</code></figcaption><pre><code>  17 |             RailView()\n"
            + "<span class=\"finding\">&gt; 18 |                 <mark>.frame(width: 280)</mark></span>\n"))
        #expect(!html.contains("<code>\(Fixtures.url("fixed-rail").path)/ArticleApp.swift:18:17</code>"))
    }

    /// The contact sheet of an app read from source is the built-in app's:
    /// the same windows, failing in the same ones.
    @Test func galleryDrawsTheAppReadFromSource() throws {
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: page) }
        let result = fuzzrun(["gallery"] + Self.arguments("fixed-sidebar") + ["--os", "18", "--html", page.path])
        #expect(result.code == 0 && result.err.hasPrefix("Read \(Fixtures.shown("fixed-sidebar")) (1 file, "))
        #expect(result.out == "fuzzrun gallery: home: 48 windows, 21 failing at launch, in \(page.path)\n")
        let html = try String(contentsOf: page, encoding: .utf8)
        // The 21 failing windows share one card, as the built-in app's do.
        #expect(html.contains("<details class=\"windows\"><summary>21 windows with this layout</summary>"))
        #expect(html.components(separatedBy: "<strong>✗ no-fixed-width-overflow</strong>").count - 1 == 1)
        let missing = fuzzrun(["gallery", "--source", "/no/such/folder", "--html", page.path])
        #expect(missing.code == 66 && missing.err == "fuzzrun: error: /no/such/folder: no such file or folder\n")
    }

    @Test func lintNamesTheLine() {
        let result = fuzzrun(["lint"] + Self.arguments("primary-width-over-max"))
        #expect(result.code == 2)
        #expect(result.out == """
        \(Fixtures.shown("primary-width-over-max"))/RootView.swift:12:17: health-notes: root.pad.splitView.sidebarWidth: \
        the sidebar column asks for min 200, ideal 500, max 360; SwiftUI renders 360 pt, not 500 (column-spec-consistent)
        fuzzrun lint: 1 lint in 1 of 1 app

        """)
    }
}
