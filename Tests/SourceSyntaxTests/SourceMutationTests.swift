import Foundation
import SizeFuzz
import SourceSyntax
import Testing

/// Seeded mutants of the SwiftUI fixtures: byte edits and token edits. For
/// every mutant the parser returns (no trap), within the suite's time limit
/// (no hang), with diagnostics of one line each inside the file.
@Suite struct SourceMutationTests {
    /// Bytes a byte may become: delimiters, quotes, operators, a line break,
    /// NUL, and bytes that make UTF-8 invalid.
    static let bytes: [UInt8] = Array(#"{}()[]"\/#@.:,;*<>$`?!=&|'"#.utf8) + [0x0A, 0x0D, 0x00, 0x09, 0xFF, 0xC3, 0xE2, 0x80]

    /// Text a token may be replaced by or have inserted before it.
    static let snippets = [
        "{", "}", "(", ")", "[", "]", "#if os(iOS)\n", "\n#endif\n", "#else", "\"", "\"\"\"", "#\"", "\"#", "/*", "*/", "//", "\\(", "\\",
        "case", "let", "var", "func", "struct", ".", "?", "!", "=", "->", "@", "#Preview", "/", "/a/", "<", ">", ">>", "...", "in", "$0",
        "`", "if", "else", "switch", "default:", ":", ",", ";", "0x", "1e", "_", "try", "await", "some", "@escaping", "\u{1}",
    ]

    enum Edit: CaseIterable {
        case replaceByte, insertByte, deleteRange, duplicateRange, truncate, deleteToken, duplicateToken, swapTokens, insertSnippet, replaceToken
    }

    struct Mutator {
        var source: ChoiceSource

        mutating func pick(_ count: Int) -> Int { Int(source.draw(upTo: UInt64(Swift.max(count - 1, 0)))) }

        /// A mutant of `bytes` (whose tokens are `tokens`) and the edit made.
        mutating func mutate(_ bytes: [UInt8], tokens: [Token]) -> ([UInt8], Edit) {
            let edit = Edit.allCases[pick(Edit.allCases.count)]
            var bytes = bytes
            guard !bytes.isEmpty, tokens.count > 2 else { return (bytes, edit) }
            let token = tokens[pick(tokens.count - 1)].range
            switch edit {
            case .replaceByte: bytes[pick(bytes.count)] = SourceMutationTests.bytes[pick(SourceMutationTests.bytes.count)]
            case .insertByte: bytes.insert(SourceMutationTests.bytes[pick(SourceMutationTests.bytes.count)], at: pick(bytes.count + 1))
            case .deleteRange:
                let start = pick(bytes.count)
                bytes.removeSubrange(start..<Swift.min(bytes.count, start + 1 + pick(64)))
            case .duplicateRange:
                let start = pick(bytes.count)
                let slice = Array(bytes[start..<Swift.min(bytes.count, start + 1 + pick(256))])
                bytes.insert(contentsOf: slice, at: pick(bytes.count + 1))
            case .truncate: bytes.removeSubrange(pick(bytes.count)...)
            case .deleteToken: bytes.removeSubrange(token.start..<token.end)
            case .duplicateToken: bytes.insert(contentsOf: Array(bytes[token.start..<token.end]) + [0x20], at: token.start)
            case .swapTokens:
                let other = tokens[pick(tokens.count - 1)].range
                guard other.start >= token.end else { break }
                let first = Array(bytes[token.start..<token.end]), second = Array(bytes[other.start..<other.end])
                bytes.replaceSubrange(other.start..<other.end, with: first)
                bytes.replaceSubrange(token.start..<token.end, with: second)
            case .insertSnippet:
                bytes.insert(contentsOf: Array(SourceMutationTests.snippets[pick(SourceMutationTests.snippets.count)].utf8), at: token.start)
            case .replaceToken:
                bytes.replaceSubrange(token.start..<token.end, with: Array(SourceMutationTests.snippets[pick(SourceMutationTests.snippets.count)].utf8))
            }
            return (bytes, edit)
        }
    }

    @Test(.timeLimit(.minutes(2)))
    func mutantsNeverTrapOrHangAndReportOneLineEach() throws {
        let fixtures = try FixtureTests.names.map { name in (name, try FixtureTests.fixture(name).bytes) }
        var mutator = Mutator(source: ChoiceSource(seed: 22))
        var clean = 0, refused = 0, diagnosed = 0
        let count = 600
        for index in 0..<count {
            let (name, original) = fixtures[index % fixtures.count]
            var (bytes, edit) = mutator.mutate(original, tokens: Lexer.tokenize(original).tokens)
            if mutator.pick(3) == 0 { (bytes, _) = mutator.mutate(bytes, tokens: Lexer.tokenize(bytes).tokens) }
            let file: SourceFile
            do {
                file = try SourceFile(name: name, bytes: bytes)
            } catch {
                refused += 1
                let message = error.description
                #expect(message.hasPrefix("\(name): invalid UTF-8 at byte offset ") && !message.contains("\n"), "mutant \(index): \(message)")
                continue
            }
            let tree = SyntaxTree.parse(file)
            if tree.diagnostics.isEmpty { clean += 1 } else { diagnosed += 1 }
            #expect(tree.tokens.count <= bytes.count + 1 && tree.tokens.last?.kind == .endOfFile, "mutant \(index) (\(edit))")
            for diagnostic in tree.diagnostics {
                let line = diagnostic.formatted(in: file)
                let ok = line.hasPrefix("\(name):") && !line.contains("\n") && !line.contains("\r") && !diagnostic.message.isEmpty
                    && diagnostic.range.start >= 0 && diagnostic.range.end <= bytes.count
                #expect(ok, "mutant \(index) (\(edit)): \(line)")
                if !ok { return }
            }
            // Every node's range lies in the file: spot-check the top level.
            for statement in tree.root.statements {
                #expect(statement.range.start >= 0 && statement.range.end <= bytes.count, "mutant \(index) (\(edit))")
            }
            _ = tree.root.dump
        }
        // The edits must both break the syntax and leave some mutants valid.
        #expect(diagnosed > count / 3 && clean > count / 20 && refused > 0 && refused < count / 5, "clean \(clean), diagnosed \(diagnosed), refused \(refused)")
    }
}
