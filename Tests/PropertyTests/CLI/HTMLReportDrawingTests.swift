import Foundation
import Testing

/// What the report's drawings show of each kind of failure: the
/// element a navigation invariant is about, marked with what was expected
/// and what the window shows; the window controls and what lies under them;
/// every window of a multi-window failure; and the summary table.
@Suite struct HTMLReportDrawingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var app: String
        /// Elements the page must hold, exactly.
        var expected: [String]
        /// Text the page must not hold.
        var absent: [String] = []
        var testDescription: String { app }
    }

    static let cases: [Case] = [
        Case(app: "optional-sidebar-sync", expected: [
            "data-expected=\"Football\" data-actual=\"Basketball\"/>",
            ">▲ expected Football, shows Basketball</text>",
        ]),
        Case(app: "stale-tab-selection", expected: [
            "data-expected=\"Latest\" data-actual=\"Main\"/>", ">▲ expected Latest, shows Main</text>",
        ]),
        // The lost path as iPadOS drew it (a back button and the title, no
        // breadcrumb), and why a background changed the size class.
        Case(app: "path-reset-on-resize", expected: [
            "data-expected=\"[smile]\" data-actual=\"[]\"/>", ">▲ path: smile → root</text>",
            "<rect class=\"ghost-bar\"", ">was:</text>", "<rect class=\"ghost-back-button\"", ">‹ Moji</text>",
            ">why: &#39;background&#39; is not a resize, but iPadOS lays the app out in compact</text>",
        ], absent: ["Moji › smile"]),
        Case(app: "sidebar-lost-on-resize", expected: [
            "<rect class=\"ghost-column\"", ">sidebar 320: was shown</text>", ">▲ sidebar 320: was shown, now hidden</text>",
            "data-expected=\"sidebar shown\" data-actual=\"sidebar hidden\"/>",
        ]),
        Case(app: "global-scene-state", expected: [
            "data-expected=\"nothing\" data-actual=\"Coffee\"/>",
            ">▲ &#39;select-sidebar coffee&#39; in scene 0 changed this window: nothing -&gt; Coffee</text>",
        ]),
        Case(app: "custom-header", expected: [
            "<rect class=\"window-controls\"",
            "data-element=\"the header&#39;s &#39;sidebar&#39; button\"/>",
            "data-element=\"the header&#39;s title &#39;Inbox&#39;\"/>",
            "<rect class=\"header-button\"",
        ]),
        // Layout failures inside the new containers: the view is hatched from
        // the width it gets to the width it needs, in the presentation's box
        // or the tab's split view.
        Case(app: "fixed-width-sheet", expected: [
            "data-required=\"640\" data-offered=\"540\"/>", ">needs 640 pt, gets 540 pt</text>",
        ]),
        Case(app: "crowding-inspector", expected: [
            "data-required=\"508\" data-offered=\"434\"/>", ">needs 508 pt, gets 434 pt</text>",
        ]),
        Case(app: "fixed-detail-in-tab", expected: [
            "data-required=\"600\" data-offered=\"554\"/>", ">needs 600 pt, gets 554 pt</text>",
        ]),
    ]

    /// The apps whose failure is a layout's: hatched, with no navigation mark.
    static let unmarked: Set<String> = ["custom-header", "fixed-width-sheet", "crowding-inspector", "fixed-detail-in-tab"]

    @Test(arguments: cases) func theFailureIsMarkedInItsDrawing(_ item: Case) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("report.html")
        let result = fuzzrun("--app", item.app, "--seed", "1", "--iterations", "2000", "--no-timing", "--html", path)
        #expect(result.code == 1)
        let page = try String(contentsOfFile: path, encoding: .utf8)
        try HostileNameTests.checkSafe(page)
        for element in item.expected { #expect(page.contains(element), "\(element)") }
        for text in item.absent { #expect(!page.contains(text), "\(text)") }
        // The mark is on the failing step's drawing only, which is in the pair before and after: drawn twice,
        // side by side for a wide screen and stacked for a narrow one.
        let marks = page.components(separatedBy: "<rect class=\"mark\"").count - 1
        #expect(marks == (Self.unmarked.contains(item.app) ? 0 : 2))
    }

    /// Failures of one cause share a section; the table at the top has a row
    /// for each, linking to it.
    @Test func theSummaryTableGroupsOneCause() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("report.html")
        _ = fuzzrun("--app", "fixed-sidebar", "--app", "custom-header", "--seed", "1", "--iterations", "1000", "--no-timing",
                    "--html", path)
        let page = try String(contentsOfFile: path, encoding: .utf8)
        #expect(page.contains("<table class=\"summary\">"))
        #expect(!page.contains("<th>Source</th>"))
        // Each row shows its section's number and links to it; the target is inside the section's <details>,
        // so following the link opens a folded section.
        let rows = page.components(separatedBy: "\"><td><a href=\"#failure-").dropFirst().map { String($0.prefix(6)) }
        #expect(rows == ["1\">1</", "1\">1</", "2\">2</"])
        #expect(page.contains("<tr class=\"failure app-0 invariant-0\">") && page.contains("<tr class=\"failure app-0 invariant-1\">")
            && page.contains("<tr class=\"failure app-1 invariant-2\">"))
        #expect(page.contains("<summary><h2><span class=\"cross\">✗</span> 1. fixed-sidebar: no-fixed-width-overflow + content-fits</h2>"))
        #expect(page.contains("<section class=\"failure app-0 invariant-0 invariant-1\">\n<details open>"))
        #expect(page.contains("<section class=\"failure app-1 invariant-2\">\n<details>"))
        #expect(page.contains("</summary>\n<div class=\"body\" id=\"failure-2\">"))
        #expect(!page.contains("id=\"failure-3\""))
        // Filters by app and by invariant, with no script: a link to an empty target each, and a rule each.
        #expect(page.contains("<nav class=\"filters\" id=\"summary\">Show only: <span class=\"group\">app <span id=\"only-app-0\">"
            + "</span><a href=\"#only-app-0\">fixed-sidebar</a> <span id=\"only-app-1\"></span><a href=\"#only-app-1\">custom-header</a>"
            + "</span> <span class=\"group\">invariant "))
        #expect(page.contains("body:has(#only-app-1:target) :is(section.failure, tr.failure):not(.app-1) { display: none; }"))
        #expect(page.contains("body:has(#only-invariant-2:target) :is(section.failure, tr.failure):not(.invariant-2) { display: none; }"))
        #expect(!page.contains("only-app-2") && !page.contains("only-invariant-3"))
        // The region as its section lists it, not the box around the failing sizes.
        #expect(page.contains("<td data-label=\"window\">left-half 593x834</td><td data-label=\"region\">width 320...619.5 × any height</td>"))
        #expect(page.contains("@media (prefers-color-scheme: dark)"))
    }

    /// The filmstrip's thumbnails are shapes only (text in them would be
    /// 5 px); each step's label, window and layout are written under it in
    /// the page's text, 13 px.
    @Test func theFilmstripsWordsAreOutsideItsThumbnails() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("report.html")
        _ = fuzzrun("--app", "stale-tab-selection", "--seed", "1", "--iterations", "1000", "--no-timing", "--html", path)
        let page = try String(contentsOfFile: path, encoding: .utf8)
        let start = try #require(page.range(of: "<div class=\"filmstrip\">\n"))
        let end = try #require(page.range(of: "</div>\n", range: start.upperBound..<page.endIndex))
        let strip = String(page[start.upperBound..<end.lowerBound])
        let steps = Array(strip.components(separatedBy: "<figure class=\"step").dropFirst())
        #expect(steps.count == 3)
        #expect(!strip.contains("<text"))
        #expect(strip.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"layout\" viewBox=\"0 0 "))
        #expect(strip.contains(" width=\"210\" "))
        #expect(steps.map { $0.components(separatedBy: "<p class=\"step-label\"><strong>")[1].components(separatedBy: "</strong>")[0] }
            == ["launch ipad-pro-12.9 landscape left-half", "1 select-tab blog-latest", "2 rotate"])
        #expect(steps[2].hasPrefix(" failing\">"))
        #expect(steps[2].contains("<figcaption>left-half 508x1366 · compact width, regular height · ipad-pro-12.9 portrait<br>"
            + "<code>|tab 508 ▾ bottom bar|</code><br>tab view 508x1366 compact, bottom bar of 5; tab main; screen main"
            + "<br><strong>← selection-preserved fails</strong></figcaption>"))
        #expect(page.contains(".filmstrip figure { flex: 0 1 min(210px, calc(50% - 6px)); box-sizing: border-box;"))
        // Below 1200 px the pair before and after stacks; code wraps.
        #expect(page.contains("<figure class=\"pair failing\">\n<div class=\"side-by-side\">\n<svg "))
        #expect(page.contains("</svg>\n</div>\n<div class=\"stacked\">\n<svg "))
        #expect(page.contains("@media (min-width: 1200px) {\n  figure.pair .side-by-side { display: block; }"))
        #expect(page.contains("white-space: pre-wrap; overflow-wrap: anywhere; }"))
        #expect(page.contains("align-items: flex-start"))
    }
}
