import Foundation
import Testing

/// `fuzzrun gallery`: an app's contact sheet as one self-contained page.
@Suite struct GalleryCommandTests {
    @Test func theSheetOfAMistakeMarksWhereItFails() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("sheet.html")
        let result = fuzzrun("gallery", "--app", "fixed-sidebar", "--os", "18", "--html", path)
        #expect(result.code == 0 && result.err == "")
        #expect(result.out == "fuzzrun gallery: fixed-sidebar: 48 windows, 21 failing at launch, in \(path)\n")
        let page = try String(contentsOfFile: path, encoding: .utf8)
        try HostileNameTests.checkSafe(page)
        // Windows whose layouts differ only in their sizes share a card: about one a layout.
        #expect(page.components(separatedBy: "<h2>").dropFirst().map { $0.components(separatedBy: "</h2>")[0] } == [
            "regular width, regular height: 17 windows, 1 layout", "regular width, compact height: 1 window, 1 layout",
            "compact width, regular height: 30 windows, 2 layouts",
        ])
        #expect(page.components(separatedBy: "<p class=\"card-title\"><strong>").dropFirst()
            .map { $0.components(separatedBy: "</strong>")[0] } == [
            "full, split-half, split-two-thirds, stage 683–1376 × 744–1376: same layout", "full 956x440",
            "split-third, slide-over, stage, split-half, split-two-thirds, full 320–592 × 704–1376: same layout",
            "stage, split-two-thirds 630–659 × 750–1376: same layout",
        ])
        // The failing card first in its size class, with what fails there.
        #expect(page.components(separatedBy: "<figure class=\"card failing\">").count - 1 == 1)
        #expect(page.contains("<figure class=\"card failing\">\n<p class=\"card-title\"><strong>split-third, slide-over"))
        #expect(page.contains("<p class=\"card-failure\"><strong>✗ no-fixed-width-overflow</strong>: HStack(spacing: 0) needs 620 pt "
            + "but gets 375 pt in the split-third 375x1032 window</p>"))
        #expect(page.contains("<details class=\"windows\"><summary>21 windows with this layout</summary>"))
        // One legend; each drawing titled with its window.
        #expect(page.components(separatedBy: "<p class=\"legend\">").count == 2)
        #expect(page.contains("<title>ipad-pro-13-m4 landscape split-third 375x1032</title>"))
        // The same app, the same bytes.
        let again = folder.file("again.html")
        _ = fuzzrun("gallery", "--app", "fixed-sidebar", "--os", "18", "--html", again)
        #expect(try String(contentsOfFile: again, encoding: .utf8) == page)
    }

    @Test func aCorrectAppFailsNowhere() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("sheet.html")
        let result = fuzzrun("gallery", "--app", "sports", "--os", "26", "--html", path)
        #expect(result.code == 0)
        #expect(result.out == "fuzzrun gallery: sports: 111 windows, 0 failing at launch, in \(path)\n")
        let page = try String(contentsOfFile: path, encoding: .utf8)
        #expect(page.contains("<header class=\"passed\">\n<h1>sports: 111 windows on iPadOS 26, every invariant holds at launch</h1>"))
        #expect(!page.contains("<figure class=\"card failing\">") && !page.contains("<strong>✗"))
        #expect(page.components(separatedBy: "<figure class=\"card\">").count - 1 == 4)
    }

    @Test(arguments: [
        (["gallery", "--html", "x.html"], "fuzzrun: error: --app, --spec or --source is required: the app to draw\n"),
        (["gallery", "--app", "cafe"], "fuzzrun: error: --html is required: where to write the page\n"),
        (["gallery", "--app", "nope", "--html", "x.html"], "fuzzrun: error: --app: unknown app 'nope' (fuzzrun list apps)\n"),
        (["gallery", "--app", "cafe", "--html", "x.html", "--seed", "1"], "fuzzrun: error: unknown option --seed"),
        (["gallery", "--app", "cafe", "--source", "Sources", "--html", "x.html"],
         "fuzzrun: error: --source and --app: give one app, not both\n"),
        (["gallery", "--app", "cafe", "--root", "CafeApp", "--html", "x.html"], "fuzzrun: error: --root needs --source DIR\n"),
    ]) func badArgumentsAreUsageErrors(_ arguments: [String], _ message: String) {
        let result = fuzzrun(arguments)
        #expect(result.code == 64)
        #expect(result.err.hasPrefix(message))
        #expect(result.out == "")
    }
}
