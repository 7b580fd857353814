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
        // The folded section's summary: number, app, invariant, message and the failing step as a thumbnail.
        #expect(page.contains("<section class=\"failure app-0 invariant-0\">\n<details open>\n"
            + "<summary><h2><span class=\"cross\">✗</span> 1. fixed-sidebar: no-fixed-width-overflow</h2>\n<span class=\"thumb\"><svg "))
        #expect(page.contains("<span class=\"message\">HStack(spacing: 0) needs 620 pt but gets 375 pt in the split-third 375x834 window</span>\n"
            + "</summary>\n<div class=\"body\" id=\"failure-1\">\n<figure class=\"pair failing\">"))
        #expect(page.contains(">needs 620 pt, gets 375 pt</text>"))
        // It fails at launch: no filmstrip of one step.
        #expect(!page.contains("<div class=\"filmstrip\">"))
        #expect(page.contains("<figure class=\"region-map wide\">") && page.contains("<figure class=\"region-map narrow\">"))
        #expect(page.contains("<p class=\"region-line\"><span class=\"region\">width 320...619.5 × any height</span></p>"))
        #expect(page.contains("<span id=\"summary\"></span>\n<table class=\"summary\">"))
        #expect(page.contains("<tr class=\"failure app-0 invariant-0\"><td><a href=\"#failure-1\">1</a></td>"))
        #expect(page.contains("<p class=\"back\"><a href=\"#summary\">↑ Back to the summary</a></p>\n</div>\n</details>\n</section>"))
        // One legend a page.
        #expect(page.components(separatedBy: "<details class=\"legend\">").count == 2)
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
        #expect(!page.contains("<section class=\"failure"))
        #expect(page.contains("<h2>Coverage</h2>"))
        // One card an app, each app once: every invariant checked with ✓ and its cases, and where coverage is weak.
        #expect(page.components(separatedBy: "<article class=\"app-card\">").count == 2)
        #expect(page.contains("<h3>cafe</h3>\n<figure class=\"launch\"><svg "))
        #expect(page.contains("<p>100 cases, 928 steps, breakpoints 4/5 hit, ~429 distinct layouts, semantic cells 408/1655 (24.6%)</p>\n"
            + "<p class=\"weak\">⚠ Weak coverage: no window landed on the breakpoint 280; 24.6% of the semantic cells visited.</p>"))
        #expect(page.components(separatedBy: "<li><span class=\"tick\">✓</span> ").count - 1 == 15)
        #expect(page.contains("<li><span class=\"tick\">✓</span> content-fits <span class=\"cases\">100 cases</span></li>"))
        // The breakpoints are on the card, not again under the coverage charts.
        #expect(!page.contains("<h3>Breakpoints hit</h3>"))
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
        // The summary's thumbnail; each pair side by side, then stacked; the filmstrip; the region map, wide and narrow.
        #expect(titles == [
            "fuzzrun: FAILED: 1 failure in 500 cases of 1 app (seed 1)",
            "failing: 2 select-sidebar coffee: ipad-pro-11 landscape full 1194x834",
            "before step 2 · scene 0 · got the event: ipad-pro-11 landscape full 1194x834; "
                + "before step 2 · scene 1: ipad-pro-11 landscape full 1194x834",
            "before step 2 · scene 0 · got the event: ipad-pro-11 landscape full 1194x834",
            "before step 2 · scene 1: ipad-pro-11 landscape full 1194x834",
            "after 2 select-sidebar coffee · scene 0 · got the event: ipad-pro-11 landscape full 1194x834; "
                + "after 2 select-sidebar coffee · scene 1: ipad-pro-11 landscape full 1194x834",
            "after 2 select-sidebar coffee · scene 0 · got the event: ipad-pro-11 landscape full 1194x834",
            "after 2 select-sidebar coffee · scene 1: ipad-pro-11 landscape full 1194x834",
            "launch ipad-pro-11 landscape full 1194x834",
            "1 open-window · scene 1: ipad-pro-11 landscape full 1194x834",
            "2 select-sidebar coffee · scene 1: ipad-pro-11 landscape full 1194x834",
            "window sizes in which the failure happens",
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
            "failing: 2 background: ipad-pro-11 landscape full 1194x834",
            "before step 2: ipad-pro-11 landscape full 1194x834; after 2 background: ipad-pro-11 landscape full 1194x834",
            "before step 2: ipad-pro-11 landscape full 1194x834",
            "after 2 background: ipad-pro-11 landscape full 1194x834",
            "launch ipad-pro-11 landscape full 1194x834",
            "1 open-url ?moji=smile: ipad-pro-11 landscape full 1194x834",
            "2 background: ipad-pro-11 landscape full 1194x834",
            "window sizes in which the failure happens",
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
