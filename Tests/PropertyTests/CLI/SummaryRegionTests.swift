import Foundation
import Testing

/// The summary table's Region column says what the failure's section says:
/// every area, from one function, not a box around them.
@Suite struct SummaryRegionTests {
    @Test func aFailureWithTwoAreasNamesBothInTheSummary() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("report.html")
        _ = fuzzrun("--app", "fixed-width-sheet", "--seed", "1", "--iterations", "2000", "--no-timing", "--html", path)
        let page = try String(contentsOfFile: path, encoding: .utf8)
        let areas = ["width 320...639.5 × any height", "width 678...1194 × any height"]
        let row = "<td data-label=\"region\">2 areas: \(areas.joined(separator: "; "))</td>"
        #expect(page.components(separatedBy: row).count - 1 == 2)
        // Each section lists the same areas.
        let listed = "<ul class=\"rectangles\">\n" + areas.map { "<li>\($0)</li>\n" }.joined() + "</ul>\n"
        #expect(page.components(separatedBy: listed).count - 1 == 2)
    }
}
