import Foundation
@testable import fuzzrun
import LayoutModel
import SourceExtraction
import Testing

/// The DocC articles list every exit code fuzzrun has and the bounds the
/// reader and its outputs keep, with the values the code holds.
@Suite struct HardeningDocsTests {
    /// The text of the SizeFuzz article `name`, its lines joined by spaces
    /// (a phrase may wrap).
    static func article(_ name: String) throws -> String {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let url = repository.appendingPathComponent("Sources/SizeFuzz/SizeFuzz.docc/\(name).md")
        return try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "\n", with: " ")
    }

    @Test func everyExitCodeHasARowInTheCommandLineArticle() throws {
        let text = try Self.article("CommandLine")
        #expect(ExitCode.allCases.count == 14)
        for code in ExitCode.allCases {
            #expect(text.contains("| \(code.rawValue) | "), "CommandLine.md lacks exit code \(code.rawValue)")
        }
    }

    /// Each bound as the code holds it and as the articles say it.
    @Test func theBoundsAreTheArticlesFigures() throws {
        #expect(SourceReader.maximumFileSize == 4 << 20 && SourceReader.maximumTotalSize == 16 << 20
                && SourceReader.maximumPlistSize == 1 << 20)
        #expect(AppSpec.defaultEvaluationBudget == 2_000_000)
        #expect(OutputFile.readerWaitSteps * Int(OutputFile.readerWaitStep) == 10_000_000)
        let commandLine = try Self.article("CommandLine")
        for phrase in ["Swift file is at most 4 MiB", "`--max-source-bytes N` (16 MiB, 16,777,216 bytes, by default",
                       "a `--plist` at most 1 MiB", "tried again every 20 ms for 10 seconds, then exit 73",
                       "a name in them at 64 characters, the line at 8,192"] {
            #expect(commandLine.contains(phrase), "CommandLine.md lacks \(phrase)")
        }
        let reading = try Self.article("ReadingYourSwiftUISource")
        for phrase in ["The reader evaluates at most 2,000,000 steps for one reading", "A file is at most 4 MiB, 4,194,304 bytes",
                       "at most 64 levels of nesting and chains of at most 400 links"] {
            #expect(reading.contains(phrase), "ReadingYourSwiftUISource.md lacks \(phrase)")
        }
    }
}
