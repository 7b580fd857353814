import Foundation
import LayoutModel
import SizeFuzz
import SizeFuzzReport
@testable import SizeFuzzTesting
import Testing

/// `fuzz(...)` attaches the app's contact sheet when asked. Swift Testing
/// gives a test no way to read its own attachments; `swift test
/// --attachments-path DIR --filter FuzzAttachmentTests` writes
/// `sports-gallery.html` into DIR, the page `fuzzrun gallery --app sports`
/// writes but for its footer. A failing run attaches `APP-report.html`, the
/// page `fuzzrun --html` writes.
@Suite struct FuzzAttachmentTests {
    @Test func aPassingRunAttachesTheGalleryAndRecordsNoIssue() {
        let result = fuzz(.sports, seed: 1, iterations: 20, attachingGallery: true)
        #expect(result.failures.isEmpty && result.casesRun == 20)
    }

    @Test func theGalleryPageIsTheContactSheetOfTheApp() {
        let model = AppModel(.sports)
        let page = GalleryPage(model: model, sheet: ContactSheet(model: model), generator: "SizeFuzz SizeFuzzTesting").page
        #expect(page.hasPrefix("<!DOCTYPE html>\n"))
        #expect(page.contains("<h1>sports: 111 windows on iPadOS 26, every invariant holds at launch</h1>"))
        // 111 windows on 4 cards: windows whose layouts differ only in size share one.
        #expect(page.components(separatedBy: "<figure class=\"card").count - 1 == 4)
        #expect(page.hasSuffix("<footer>SizeFuzz SizeFuzzTesting · no scripts, nothing loaded from anywhere</footer>\n</body>\n</html>\n"))
    }

    @Test func aFailingRunAttachesThePageTheCommandLineWrites() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("report.html")
        let cli = fuzzrun("--app", "fixed-sidebar", "--invariant", "no-fixed-width-overflow", "--seed", "1",
                          "--iterations", "200", "--jobs", "1", "--os", "18", "--no-timing", "--html", path)
        #expect(cli.code == 1)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        // The run `fuzz(.fixedSidebar, seed: 1, iterations: 200, invariants: [.noFixedWidthOverflow],
        // platform: .standard.on(.v18))` makes, and the page it attaches.
        let configuration = RunConfiguration(seed: 1, iterations: 200, apps: [.fixedSidebar],
                                             invariants: InvariantSet([.noFixedWidthOverflow]), platform: .standard.on(.v18))
        let result = FuzzRunner(configuration).run()
        let model = "AppModel(.fixedSidebar" + osArgument(configuration.platform) + ")"
        let page = reportPage(result, reports: result.failures.map { FailureReport(failure: $0, appSource: .code(model: model)) })
        // The same page but for how to replay the case and what wrote it.
        let expected = written
            .replacingOccurrences(of: "<pre><code>fuzzrun --replay 1:0 --app fixed-sidebar --invariant no-fixed-width-overflow --os 18</code></pre>",
                                  with: "<pre><code>the same fuzz call with seed: 1 and at least 1 iterations finds case 0 again</code></pre>")
            .replacingOccurrences(of: "<footer>SizeFuzz fuzzrun 0.1.0 ·", with: "<footer>SizeFuzz SizeFuzzTesting ·")
        #expect(expected != written)
        #expect(page == expected)
        #expect(page.contains("<h1>fuzzrun: FAILED: 1 failure in 200 cases of 1 app (seed 1)</h1>"))
    }

    @Test func aFailingFuzzCallRecordsItsIssueWithThePageAttached() {
        withKnownIssue {
            let result = fuzz(.fixedSidebar, seed: 1, iterations: 200, invariants: InvariantSet([.noFixedWidthOverflow]),
                              platform: .standard.on(.v18))
            #expect(result.failures.map(\.invariant) == [.noFixedWidthOverflow])
        }
    }
}
