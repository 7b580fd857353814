import LayoutModel
import SizeFuzz
import SizeFuzzTesting
import Testing

/// `fuzz(...)` attaches the app's contact sheet when asked. Swift Testing
/// gives a test no way to read its own attachments; `swift test
/// --attachments-path DIR --filter FuzzAttachmentTests` writes
/// `sports-gallery.html` into DIR, the page `fuzzrun gallery --app sports`
/// writes but for its footer.
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
        #expect(page.components(separatedBy: "<figure class=\"step").count - 1 == 111)
        #expect(page.hasSuffix("<footer>SizeFuzz SizeFuzzTesting · no scripts, nothing loaded from anywhere</footer>\n</body>\n</html>\n"))
    }
}
