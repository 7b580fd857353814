import Foundation
import SourceSyntax
import Testing
@testable import SourceExtraction

/// `if` and `switch` nested far past the parser's depth limit: the reader's
/// work grows with the input, not with 2 to the power of the nesting (each
/// branch that built no views used to be evaluated a second time as a value).
@Suite(.timeLimit(.minutes(1))) struct DeepNestingTests {
    /// Home's body: `levels` nested `if`s (or `switch`es) with an `else` each.
    static func source(levels: Int, switches: Bool) -> String {
        var body = ""
        for level in 0..<levels {
            body += switches ? "switch x {\ncase \(level):\n" : "if x > \(level) {\n"
        }
        body += "Text(\"deep\")\n"
        body += String(repeating: switches ? "default: Text(\"e\")\n}\n" : "} else { Text(\"e\") }\n", count: levels)
        return HardeningApp.source(body: "NavigationStack {\n\(body)}", members: "var x = 5.0")
    }

    /// The evaluation steps reading `text` spends.
    static func steps(_ text: String) throws -> Int {
        let tree = SyntaxTree.parse(SourceFile(name: "App.swift", text: text))
        var extractor = Extractor(files: [tree], rootName: nil, plist: nil)
        let budget = extractor.budget
        _ = try extractor.run()
        return budget - extractor.budget
    }

    @Test(arguments: [false, true]) func workIsLinearInTheInput(switches: Bool) throws {
        // Up to the parser's limit the nesting is read; past it, skipped
        // with a diagnostic. Before, 31 levels spent the whole budget.
        let counts = try [10, 20, 31, 40, 100, 1_000].map { try Self.steps(Self.source(levels: $0, switches: switches)) }
        for (levels, count) in zip([10, 20, 31, 40, 100, 1_000], counts) {
            #expect(count < 40 * levels + 400, "\(levels) levels: \(count) steps")
        }
        #expect(counts[5] <= counts[4] * 11)
    }
}
