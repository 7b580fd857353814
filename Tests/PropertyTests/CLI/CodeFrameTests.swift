import Foundation
@testable import SizeFuzzReport
import Testing

/// For an app read from source, each failure shows its code as the compiler
/// does: the path from the package, three lines, the modifier highlighted
/// and its column marked; no folder of the machine that ran.
@Suite struct CodeFrameTests {
    static let text = "struct A: View {\n    var body: some View {\n        List().frame(width: 300)\n    }\n}\n"

    @Test func threeLinesTheModifierMarkedAndItsColumn() throws {
        let frame = try #require(CodeFrame.frame(of: Self.text, path: "Sources/App/A.swift", line: 3, column: 15,
                                                 code: ".frame(width: 300)"))
        #expect(frame.html == """
            <figure class="code-frame"><figcaption><code>Sources/App/A.swift:3:15</code></figcaption><pre><code>  2 |     var body: some View {
            <span class="finding">&gt; 3 |         List()<mark>.frame(width: 300)</mark></span>
            <span class="caret">                    ^</span>
              4 |     }
            </code></pre></figure>

            """)
    }

    @Test func theFirstLineHasNoLineBefore() throws {
        let frame = try #require(CodeFrame.frame(of: Self.text, path: "A.swift", line: 1, column: 1, code: "struct"))
        #expect(frame.lines.map(\.number) == [1, 2])
        #expect(CodeFrame.frame(of: Self.text, path: "A.swift", line: 9, column: 1, code: "") == nil)
    }

    @Test func aPathIsFromItsPackage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("Package.swift", "// swift-tools-version:6.0\n")
        try FileManager.default.createDirectory(atPath: folder.file("Sources/App"), withIntermediateDirectories: true)
        let file = try folder.write("Sources/App/A.swift", Self.text)
        #expect(CodeFrame.relativePath(file) == "Sources/App/A.swift")
        #expect(CodeFrame.relativeLocation(file + ":3:15") == "Sources/App/A.swift:3:15")
        #expect(CodeFrame.relativeLocation("not a location") == "not a location")
        let read = try #require(CodeFrame.of(location: file + ":3:15", code: ".frame(width: 300)"))
        #expect(read.path == "Sources/App/A.swift" && read.lines.map(\.number) == [2, 3, 4])
    }

    @Test func aSourceAppsReportShowsTheFrameWithNoMachinePath() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("report.html")
        let source = ArchitectureMapTests.repository.appendingPathComponent("Tests/SourceExtractionTests/Fixtures/fixed-rail").path
        _ = fuzzrun("--source", source, "--seed", "1", "--iterations", "500", "--no-timing", "--html", path)
        let page = try String(contentsOfFile: path, encoding: .utf8)
        #expect(page.contains("""
            <figure class="code-frame"><figcaption><code>Tests/SourceExtractionTests/Fixtures/fixed-rail/ArticleApp.swift:18:17</code>\
            </figcaption><pre><code>  17 |             RailView()
            <span class="finding">&gt; 18 |                 <mark>.frame(width: 280)</mark></span>
            <span class="caret">                       ^</span>
              19 |             BodyView()
            </code></pre></figure>
            """))
        #expect(page.contains("<td data-label=\"source\"><code>Tests/SourceExtractionTests/Fixtures/fixed-rail/ArticleApp.swift:18:17</code></td>"))
        #expect(!page.contains("class=\"source\""))
        // The regression test, the replay command and the reading name the
        // folder from the package too, and nothing names the machine's.
        let fixture = "Tests/SourceExtractionTests/Fixtures/fixed-rail"
        #expect(page.contains("AppSpec.extract(from: [URL(fileURLWithPath: &quot;\(fixture)&quot;)])"))
        #expect(page.contains("<pre><code>fuzzrun --replay 1:0 --source \(fixture) --invariant"))
        #expect(page.contains("<pre class=\"reading\">Read \(fixture) (1 file"))
        #expect(!page.contains(ArchitectureMapTests.repository.path))
    }

    /// A file or folder from its package's folder; the package's own folder
    /// as `.`; outside any package, its last folder and its name.
    @Test func aFolderIsFromItsPackage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("Package.swift", "// swift-tools-version:6.0\n")
        try FileManager.default.createDirectory(atPath: folder.file("Sources/App"), withIntermediateDirectories: true)
        let file = try folder.write("Sources/App/A.swift", Self.text)
        #expect(CodeFrame.packagePath(folder.file("Sources/App")) == "Sources/App")
        #expect(CodeFrame.packagePath(file) == "Sources/App/A.swift")
        #expect(CodeFrame.packagePath(folder.file("")) == ".")
        #expect(HTMLReport.packageFolder(of: [file]) == URL(fileURLWithPath: folder.file("")).standardizedFileURL.path + "/")
        #expect(CodeFrame.packagePath("/nowhere/at/all/B.swift") == "all/B.swift")
    }
}
