import Foundation
import LayoutModel
import SizeFuzz
import Testing

/// The README's examples, run: the spec walkthrough and the corpus file,
/// so the documentation cannot drift from the tool.
@Suite struct ReadmeExampleTests {
    /// The repository's folder, found from this file's path.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // CLI
        .deletingLastPathComponent()  // PropertyTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository

    /// The documentation: `README.md`, then the DocC articles of the library
    /// targets (`Sources/*/*.docc/*.md`, sorted), where the reference moved;
    /// the examples of both are checked alike.
    static let readme: String = {
        var texts = [(try? String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""]
        let sources = repository.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        for file in files.sorted() where file.hasSuffix(".md") && file.contains(".docc/") {
            texts.append((try? String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)) ?? "")
        }
        return texts.joined(separator: "\n")
    }()

    /// The fenced block after the line `marker` (an HTML comment or a `$ …`
    /// command inside a block), without its fences.
    static func block(after marker: String) throws -> String {
        let lines = readme.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: marker), "no '\(marker)' in the README")
        var body: [String] = []
        var index = start + 1
        if lines[index].hasPrefix("```") { index += 1 }
        while index < lines.count, !lines[index].hasPrefix("```"), !lines[index].hasPrefix("$ ") {
            body.append(lines[index])
            index += 1
        }
        return body.joined(separator: "\n") + "\n"
    }

    @Test func theFirstRecipesSpecHasTheTwoBugsTheWalkthroughFinds() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let spec = try folder.write("recipes.json", try Self.block(after: "<!-- readme-spec: recipes.json -->"))
        // The failures, not their exact shrunk scenarios, which belong to the
        // engine's tests: the README's excerpt is illustrative there.
        let run = fuzzrun("--spec", spec, "--seed", "7", "--iterations", "300", "--jobs", "1", "--no-timing")
        #expect(run.code == 1 && run.err == "")
        #expect(run.out.hasPrefix("fuzzrun: FAILED: 2 failures in 300 cases of 1 app (seed 7)\n"))
        #expect(run.out.contains("✗ recipes: path-preserved\n  the path under 'recipes' was [recipe] and is now [] at "))
        #expect(run.out.contains("✗ recipes: grid-fits\n  LazyVGrid(flexible:160,flexible:160,flexible:160) is 496 pt wide but gets "))
        let layout = fuzzrun("layout", "--device", "ipad-pro-11", "--mode", "slide-over", "--spec", spec)
        #expect(layout.code == 0)
        #expect(layout.out == (try Self.block(after: "$ fuzzrun layout --device ipad-pro-11 --mode slide-over --spec recipes.json")))
    }

    @Test func theFixedRecipesSpecPasses() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let spec = try folder.write("recipes.json", try Self.block(after: "<!-- readme-spec: recipes-fixed.json -->"))
        let run = fuzzrun("--spec", spec, "--seed", "7", "--iterations", "300", "--jobs", "1", "--no-timing")
        #expect(run.code == 0 && run.err == "")
        #expect(run.out.hasPrefix("fuzzrun: passed: 15 invariants held in 300 cases of 1 app (seed 7)\n"))
    }

    @Test func thePlatformExampleLoads() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("platform.json", try Self.block(after: "<!-- readme-platform: platform.json -->"))
        var expected = Platform.standard
        expected.windows.regularWidthThreshold = 700
        expected.windows.restrictionConflict = .maximumWins
        expected.splitView.sidebarWidth = ColumnWidth(min: 200, ideal: 280, max: 360)
        expected.navigation.backClearsSelection = false
        #expect(try Platform.load(contentsOf: path) == expected)
    }

    /// The README's library section shows the Examples package's adapter as
    /// it is; `.ci/run` runs that package's `swift test`.
    @Test(arguments: [
        "Examples/Tests/SportsNavigationTests/SportsNavigators.swift",
    ])
    func theLibrarySectionShowsTheExamplesAsTheyAre(_ path: String) throws {
        let file = try String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)
        #expect(try Self.block(after: "<!-- readme-library: \(path) -->") == file)
    }

    /// An excerpt is a run of whole lines of the file, as they are.
    @Test func theLibrarySectionsExcerptIsInTheExamples() throws {
        let path = "Examples/Tests/SportsNavigationTests/SportsFuzzTests.swift"
        let file = try String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)
        let excerpt = try Self.block(after: "<!-- readme-library-excerpt: \(path) -->")
        #expect(excerpt.split(separator: "\n").count == 14)  // non-empty lines: the spec and the first test
        #expect(file.hasPrefix(excerpt) || file.contains("\n" + excerpt))
    }

    @Test func theCorpusExampleIsACheckedInFile() throws {
        let name = "path-preserved/path-reset-on-resize-47b8370d.json"
        let file = try String(contentsOfFile: CorpusReplayTests.folder + "/" + name, encoding: .utf8)
        #expect(try Self.block(after: "<!-- readme-corpus: \(name) -->") == file)
    }
}
