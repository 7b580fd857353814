import Foundation
import Testing

/// `fuzzrun --html FILE`: one self-contained, script-free page per run.
@Suite struct HTMLReportTests {
    @Test func theFixedSidebarReportShowsWhereAndWhy() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("report.html")
        let result = fuzzrun("--app", "fixed-sidebar", "--invariant", "no-fixed-width-overflow", "--seed", "1",
                             "--iterations", "200", "--jobs", "1", "--os", "18", "--no-timing", "--html", path)
        #expect(result.code == 1 && result.err == "")
        let page = try String(contentsOfFile: path, encoding: .utf8)
        try HostileNameTests.checkSafe(page)
        #expect(page.contains("<h1>fuzzrun: FAILED: 1 failure in 200 cases of 1 app (seed 1)</h1>"))
        #expect(page.contains("<p>Modelled on iPadOS 18. One row a failure; each links to its section below"))
        #expect(page.contains("<p class=\"message\">HStack(spacing: 0) needs 620 pt but gets 375 pt in the split-third 375x834 window</p>"))
        #expect(page.contains(">needs 620 pt, gets 375 pt</text>"))
        #expect(page.contains("<figure class=\"step failing\">"))
        #expect(page.contains("<figure class=\"region-map\">"))
        #expect(page.contains("class=\"region\" x=") && page.contains(
            "data-width-from=\"320\" data-width-to=\"619.5\" data-height-from=\"605\" data-height-to=\"834\" data-shape=\"all\""))
        #expect(page.contains("<li>width 320...619.5 × any height</li>"))
        #expect(page.contains("<pre><code>fuzzrun --replay 1:0 --app fixed-sidebar --invariant no-fixed-width-overflow --os 18</code></pre>"))
        #expect(page.contains("@Test func fixedSidebarNoFixedWidthOverflow() throws {"))
        // The same run, the same bytes, for any --jobs.
        let again = folder.file("again.html")
        _ = fuzzrun("--app", "fixed-sidebar", "--invariant", "no-fixed-width-overflow", "--seed", "1", "--iterations", "200",
                    "--jobs", "2", "--no-timing", "--os", "18", "--html", again)
        #expect(try String(contentsOfFile: again, encoding: .utf8) == page)
    }

    @Test func aSpecWithHostileNamesStaysText() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let spec = try folder.write("evil.json", """
            {"name": "evil<script>alert(1)</script>\\"']]></svg>",
             "screens": [{"id": "home</svg><script>x</script>", "title": "T\\"itle ]]> <b>",
                          "content": {"hstack": {"spacing": 0, "children": [
                              {"frame": {"width": 300, "content": {"content": {"name": "<img src=x onerror=alert(1)>", "minWidth": 0}}}},
                              {"content": {"name": "List", "minWidth": 320}}]}}}],
             "root": {"any": {"view": {"screen": "home</svg><script>x</script>"}}}}
            """)
        let path = folder.file("report.html")
        let result = fuzzrun("--spec", spec, "--seed", "1", "--iterations", "50", "--no-timing", "--html", path)
        #expect(result.code == 1)
        let page = try String(contentsOfFile: path, encoding: .utf8)
        try HostileNameTests.checkSafe(page)
        #expect(!page.contains("<img"))
        #expect(page.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(page.contains("evil&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;]]&gt;&lt;/svg&gt;"))
    }

    @Test func aPassingRunHasCoverageOnly() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("report.html")
        let result = fuzzrun("--app", "cafe", "--seed", "3", "--iterations", "100", "--no-timing", "--html", path)
        #expect(result.code == 0)
        let page = try String(contentsOfFile: path, encoding: .utf8)
        try HostileNameTests.checkSafe(page)
        #expect(page.contains("<header class=\"passed\">"))
        #expect(!page.contains("<section class=\"failure\""))
        #expect(page.contains("<h2>Coverage</h2>"))
    }

    /// With several windows, each drawing says which it shows: the failing
    /// scene once it exists; before and after the failing step, every
    /// window side by side in one drawing, the one the event went to named.
    @Test func drawingsNameTheirScene() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("report.html")
        _ = fuzzrun("--app", "global-scene-state", "--seed", "1", "--iterations", "500", "--no-timing", "--html", path)
        let page = try String(contentsOfFile: path, encoding: .utf8)
        let titles = page.components(separatedBy: "<title>").dropFirst().compactMap { $0.components(separatedBy: "</title>").first }
        #expect(titles == [
            "fuzzrun: FAILED: 1 failure in 500 cases of 1 app (seed 1)",
            "launch ipad-pro-11 landscape full 1194x834",
            "1 open-window · scene 1: ipad-pro-11 landscape full 1194x834",
            "2 select-sidebar coffee · scene 1: ipad-pro-11 landscape full 1194x834",
            "before step 2 · scene 0 · got the event: ipad-pro-11 landscape full 1194x834; "
                + "before step 2 · scene 1: ipad-pro-11 landscape full 1194x834",
            "after 2 select-sidebar coffee · scene 0 · got the event: ipad-pro-11 landscape full 1194x834; "
                + "after 2 select-sidebar coffee · scene 1: ipad-pro-11 landscape full 1194x834",
            "window sizes in which the failure happens",
        ])
    }

    /// A drawing's title has one space between the step and its event
    /// (`after 2 background`, not `after 2  background`).
    @Test func drawingTitlesHaveSingleSpaces() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("report.html")
        let result = fuzzrun("--app", "path-reset-on-resize", "--seed", "1", "--iterations", "2000", "--no-timing", "--html", path)
        #expect(result.code == 1)
        let page = try String(contentsOfFile: path, encoding: .utf8)
        let titles = page.components(separatedBy: "<title>").dropFirst().compactMap { $0.components(separatedBy: "</title>").first }
        #expect(titles == [
            "fuzzrun: FAILED: 1 failure in 2000 cases of 1 app (seed 1)",
            "launch ipad-pro-11 landscape full 1194x834",
            "1 open-url ?moji=smile: ipad-pro-11 landscape full 1194x834",
            "2 background: ipad-pro-11 landscape full 1194x834",
            "before step 2: ipad-pro-11 landscape full 1194x834; after 2 background: ipad-pro-11 landscape full 1194x834",
            "window sizes in which the failure happens",
        ])
    }

    @Test func aFolderIsNotAPage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = fuzzrun("--app", "cafe", "--iterations", "10", "--html", folder.path)
        #expect(result.code == 73)
        #expect(result.err == "fuzzrun: error: --html: \(folder.path) is a folder, not a file\n")
        #expect(folder.allFiles().isEmpty)
    }

    @Test func anUnwritablePlaceFailsBeforeTheRun() {
        let result = fuzzrun("--app", "cafe", "--iterations", "10", "--html", "/nonexistent/report.html")
        #expect(result.code == 73)
        #expect(result.err == "fuzzrun: error: --html: cannot write /nonexistent/report.html: no folder /nonexistent\n")
        #expect(result.out == "")
    }
}
