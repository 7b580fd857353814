import Foundation
import Testing

/// The two-dimensional region as the reports show it: the `Region:` line,
/// `region.sizes` and `region.windows` in the JSON report, the map and the
/// window table in the HTML report.
@Suite struct RegionReportTests {
    /// The region object of the first failure of a `--json` run.
    static func region(_ arguments: String...) throws -> NSDictionary {
        let run = fuzzrun(arguments + ["--no-timing", "--json"])
        #expect(run.code == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let failure = try #require((report["failures"] as? [[String: Any]])?.first)
        return try #require(failure["region"] as? NSDictionary)
    }

    static func object(_ json: String) throws -> NSDictionary {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? NSDictionary)
    }

    @Test func aRegionWiderThanTallIsOneLineOfText() {
        let run = fuzzrun("--app", "fixed-grid-count", "--invariant", "grid-fits", "--seed", "1", "--iterations", "100", "--no-timing")
        #expect(run.code == 1)
        #expect(run.out.contains("\n\n  Region: width 678...743.5 × height 320...743, wider than tall "
            + "(ipad-pro-11 landscape; windows 320...1194 × 320...834)\n\n"))
    }

    @Test func aRegionOnAnIphoneIsItsWindows() {
        let run = fuzzrun("--app", "tab-sections-on-iphone", "--invariant", "tab-bar-fits", "--seed", "1", "--iterations", "100", "--no-timing")
        #expect(run.code == 1)
        #expect(run.out.contains("\n\n  Region: fails in 2 of 12 windows (iPhones run apps full screen, so the window cannot be resized): "
            + "iphone-16-plus landscape full, iphone-16-pro-max landscape full\n\n"))
    }

    @Test func theJSONReportCarriesTheRectangles() throws {
        let region = try Self.region("--app", "fixed-grid-count", "--invariant", "grid-fits", "--seed", "1", "--iterations", "100")
        #expect(region == (try Self.object("""
            {"width": {"from": 678, "to": 743.5}, "height": {"from": 320, "to": 677.5},
             "sizes": {"device": "ipad-pro-11", "orientation": "landscape", "display": null,
                       "width": {"from": 320, "to": 1194}, "height": {"from": 320, "to": 834},
                       "window": {"width": 678, "height": 677.5},
                       "rectangles": [{"width": {"from": 678, "to": 743.5}, "height": {"from": 320, "to": 743}, "shape": "widerThanTall"}],
                       "widthLines": [424, 528, 640, 678, 744], "heightLines": [677.5, 678], "settled": true}}
            """)))
    }

    @Test func theJSONReportCarriesTheWindows() throws {
        let region = try Self.region("--app", "tab-sections-on-iphone", "--invariant", "tab-bar-fits", "--seed", "1", "--iterations", "100")
        #expect(region == (try Self.object("""
            {"width": {"from": 932, "to": 932}, "height": {"from": 430, "to": 430},
             "windows": {"reason": "iPhones run apps full screen, so the window cannot be resized",
                         "failing": ["iphone-16-plus landscape full", "iphone-16-pro-max landscape full"],
                         "passing": ["iphone-se portrait full", "iphone-se landscape full", "iphone-13 portrait full",
                                     "iphone-13 landscape full", "iphone-16 portrait full", "iphone-16 landscape full",
                                     "iphone-16-plus portrait full", "iphone-16-pro-max portrait full", "iphone-16-pro portrait full",
                                     "iphone-16-pro landscape full"]}}
            """)))
    }

    @Test func theHTMLReportDrawsTheMapAndListsTheWindows() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let grid = folder.file("grid.html"), tabs = folder.file("tabs.html")
        _ = fuzzrun("--app", "fixed-grid-count", "--invariant", "grid-fits", "--seed", "1", "--iterations", "100", "--no-timing", "--html", grid)
        let map = try String(contentsOfFile: grid, encoding: .utf8)
        try HostileNameTests.checkSafe(map)
        #expect(map.contains("<figure class=\"region-map wide\">") && map.contains("<figure class=\"region-map narrow\">"))
        #expect(map.contains("<polygon class=\"region\" points=\"244.88,54 279.8,54 279.8,279.54 279.54,279.54 244.88,244.88\" "
            + "fill=\"url(#hatch)\" stroke=\"#d92d20\" stroke-width=\"1\" data-width-from=\"678\" data-width-to=\"743.5\" "
            + "data-height-from=\"320\" data-height-to=\"743\" data-shape=\"widerThanTall\"/>"))
        #expect(map.contains("<line class=\"diagonal\""))
        #expect(map.contains(">failing window 678×677.5</text>"))
        #expect(map.contains("<li>width 678...743.5 × height 320...743, wider than tall</li>"))
        _ = fuzzrun("--app", "tab-sections-on-iphone", "--invariant", "tab-bar-fits", "--seed", "1", "--iterations", "100", "--no-timing",
                    "--html", tabs)
        let table = try String(contentsOfFile: tabs, encoding: .utf8)
        try HostileNameTests.checkSafe(table)
        #expect(!table.contains("<figure class=\"region-map"))
        #expect(table.contains("It fails in 2 of 12.</p>"))
        #expect(table.contains("<tr class=\"passes\"><td><code>iphone-16-plus portrait full</code></td><td>430x932</td><td>passes</td></tr>\n"
            + "<tr class=\"fails\"><td><code>iphone-16-plus landscape full</code></td><td>932x430</td><td><strong>fails</strong></td></tr>\n"))
    }
}
