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
        #expect(page.components(separatedBy: "<h2>").dropFirst().map { $0.components(separatedBy: "</h2>")[0] } == [
            "regular width, regular height: 17 windows", "regular width, compact height: 1 window",
            "compact width, regular height: 30 windows",
        ])
        #expect(page.components(separatedBy: "<figure class=\"step failing\">").count - 1 == 21)
        #expect(page.components(separatedBy: "<strong>✗ no-fixed-width-overflow</strong>").count - 1 == 21)
        // Each drawing titled with its window.
        #expect(page.contains("<title>ipad-pro-11 landscape full 1194x834</title>"))
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
        #expect(!page.contains("<figure class=\"step failing\">") && !page.contains("<strong>✗"))
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
