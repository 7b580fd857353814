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
