import Foundation
import LayoutModel
import SizeFuzz
@testable import SizeFuzzReport
import Testing

/// The failing step's drawing outlines the view to change, named with its
/// modifier (and file:line for an app read from source), never the window;
/// what does not fit under an inspector is drawn above it, labelled.
@Suite struct CulpritTests {
    @Test func theFixedFrameIsOutlinedAndNamedNotTheWindow() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("report.html")
        _ = fuzzrun("--app", "fixed-sidebar", "--invariant", "no-fixed-width-overflow", "--seed", "1",
                    "--iterations", "200", "--jobs", "1", "--os", "18", "--no-timing", "--html", path)
        let page = try String(contentsOfFile: path, encoding: .utf8)
        // One culprit, outlined in the failing drawing's two copies: its usual scale and, stacked for a narrow screen, enlarged.
        #expect(page.components(separatedBy: "<rect class=\"culprit\"").count - 1 == 2)
        #expect(page.contains("data-path=\"HStack(spacing: 0) &gt; frame(width: 300)\" "
            + "data-label=\".frame(width: 300): needs 620 pt, gets 375 pt\"/>"))
        #expect(page.contains("▲ outlined: .frame(width: 300): needs 620 pt, gets 375 pt"))
        // The red window frame is the failing thumbnail's only.
        #expect(page.components(separatedBy: "<rect class=\"marked\"").count - 1 == 2)
    }

    @Test func anInspectorThatCrowdsTheContentIsTheCulpritWithItsLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("report.html")
        let source = ArchitectureMapTests.repository.appendingPathComponent("Tests/SourceExtractionTests/Fixtures/crowding-inspector").path
        _ = fuzzrun("--source", source, "--seed", "1", "--iterations", "500", "--no-timing", "--html", path)
        let page = try String(contentsOfFile: path, encoding: .utf8)
        let label = ".inspectorColumnWidth(400) at CanvasApp.swift:22: needs 508 pt, gets 434 pt"
        #expect(page.contains("<rect class=\"culprit\" x=\"1314.33\" y=\"40.38\" width=\"406.62\" height=\"1200.62\" fill=\"none\" "
            + "stroke=\"#d92d20\" stroke-width=\"1.65\" data-label=\"\(label)\"/>"))
        // The 74 pt of the HStack under the inspector, hatched above it and said.
        #expect(page.contains(">74 pt under the inspector column</text>"))
        let covered = try #require(page.range(of: "class=\"covered-band\""))
        let inspector = try #require(page.range(of: "class=\"presentation\""))
        #expect(inspector.lowerBound < covered.lowerBound)
    }

    /// A failure about a bar outlines the bar's items or the window
    /// controls with what lies under them, labelled, never the window.
    @Test(arguments: [
        ("custom-header", [] as [String],
         "<rect class=\"culprit\" x=\"1260.33\" y=\"57.8\" width=\"304.9\" height=\"53.48\" fill=\"none\" stroke=\"#d92d20\" "
            + "stroke-width=\"2.37\" data-label=\"the header&#39;s &#39;sidebar&#39; button and 1 more under the window controls "
            + "(0...100 x 0...44 pt)\"/>"),
        ("cluttered-tab-bar", [],
         "<rect class=\"culprit\" x=\"9.48\" y=\"816.75\" width=\"602.48\" height=\"84.53\" fill=\"none\" stroke=\"#d92d20\" "
            + "stroke-width=\"2.37\" data-label=\"TabView: 12 tabs, 8 behind More\"/>"),
        ("Tests/SourceExtractionTests/Fixtures/custom-header", ["--iterations", "500"],
         "<rect class=\"culprit\" x=\"1260.33\" y=\"57.8\" width=\"304.9\" height=\"53.48\" fill=\"none\" stroke=\"#d92d20\" "
            + "stroke-width=\"2.37\" data-label=\"HStack at ContentView.swift:34: the header&#39;s &#39;sidebar&#39; button and 1 more "
            + "under the window controls (0...100 x 0...44 pt)\"/>"),
    ])
    func aBarFailureOutlinesTheBar(app: String, options: [String], culprit: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("report.html")
        let source = app.hasPrefix("Tests/") ? ["--source", ArchitectureMapTests.repository.appendingPathComponent(app).path] : ["--app", app]
        _ = fuzzrun(source + ["--seed", "1"] + (options.isEmpty ? ["--iterations", "2000"] : options) + ["--no-timing", "--html", path])
        let page = try String(contentsOfFile: path, encoding: .utf8)
        // The bar, outlined in the failing drawing's two copies (wide and, stacked, narrow).
        #expect(page.components(separatedBy: "<rect class=\"culprit\"").count - 1 == 2)
        #expect(page.contains(culprit))
    }

    /// A toolbar item the bar does not show is outlined where the bar's
    /// trailing items are.
    @Test func aToolbarItemOffTheBarIsOutlinedOnTheBar() throws {
        let model = AppModel(.fixedSidebar)
        let window = try Scenario(window: "ipad-pro-11 landscape full", events: [], rules: .standard).window
        let layout = model.layout(of: model.launch(in: window).scenes[0])
        var drawing = LayoutDrawing(layout, model: model, marked: true)
        drawing.culprit = Culprit(.toolbar("nowhere"), label: "ToolbarItem 'nowhere': no place in regular width")
        let svg = drawing.svg
        #expect(svg.components(separatedBy: "<rect class=\"culprit\"").count - 1 == 1)
        #expect(svg.contains("data-label=\"ToolbarItem &#39;nowhere&#39;: no place in regular width\"/>"))
        #expect(svg.contains(">▲ outlined: ToolbarItem &#39;nowhere&#39;: no place in regular width</text>"))
        #expect(!svg.contains("<rect class=\"marked\""))
    }

    @Test(arguments: [
        ("/Users/someone/App/Sources/ContentView.swift:12:14", "ContentView.swift:12"),
        ("Sources/App/ContentView.swift:7:5", "ContentView.swift:7"),
        ("ContentView.swift:3", "ContentView.swift:3"),
        ("App.swift", "App.swift"),
    ])
    func aLocationIsItsFileAndLine(location: String, expected: String) {
        #expect(Culprit.fileLine(location) == expected)
    }

    @Test(arguments: [
        ("HStack(spacing: 0) > frame(width: 300)", ".frame(width: 300)"),
        ("VStack(spacing: 8) > padding(16)", ".padding(16)"),
        ("HStack(spacing: 8)", "HStack(spacing: 8)"),
        ("LazyVGrid(adaptive 200)", "LazyVGrid(adaptive 200)"),
    ])
    func aPathIsNamedByItsLastViewAsWritten(path: String, expected: String) {
        #expect(Culprit.modifier(path) == expected)
    }
}
