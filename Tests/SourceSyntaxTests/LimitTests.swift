import Foundation
import SourceSyntax
import Testing

/// A value handed back from another thread, guarded by a semaphore's wait.
final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

/// Adversarial shapes: deep nesting, long chains, a 10 MB line, all parsed
/// on a thread with a small stack, where unbounded recursion would crash.
@Suite struct LimitTests {
    /// The stack given to the parsing thread: 512 KiB, the size of a
    /// secondary thread's stack on Apple platforms (Thread's default).
    static let smallStack = 512 * 1024

    /// Runs `body` on a new thread with a `bytes` stack and waits for it.
    static func onSmallStack<T: Sendable>(_ bytes: Int = smallStack, _ body: @escaping @Sendable () -> T) -> T {
        let result = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result.value = body()
            done.signal()
        }
        thread.stackSize = bytes
        thread.start()
        done.wait()
        return result.value!
    }

    /// Parses `text` on a small stack and returns its diagnostics' messages.
    static func messages(_ text: String, limits: ParserLimits = ParserLimits()) -> [String] {
        onSmallStack {
            let tree = SyntaxTree.parse(SourceFile(name: "deep.swift", text: text), limits: limits)
            return tree.diagnostics.map(\.message)
        }
    }

    static let nesting = 10_000

    static let deepShapes: [String: String] = [
        "parentheses": String(repeating: "(", count: nesting) + "x" + String(repeating: ")", count: nesting),
        "brackets": "let a = " + String(repeating: "[", count: nesting) + String(repeating: "]", count: nesting),
        "braces": String(repeating: "{", count: nesting) + String(repeating: "}", count: nesting),
        "unclosed": String(repeating: "([{", count: nesting),
        "closures": String(repeating: "f { ", count: nesting) + String(repeating: "}", count: nesting),
        "ifs": String(repeating: "if a { ", count: nesting) + String(repeating: "}", count: nesting),
        "types": "let x: " + String(repeating: "[", count: nesting) + "Int" + String(repeating: "]", count: nesting),
        "generics": "let x: " + String(repeating: "A<", count: nesting) + "Int" + String(repeating: ">", count: nesting),
        "structs": String(repeating: "struct S { ", count: nesting) + String(repeating: "}", count: nesting),
        "interpolations": String(repeating: "\"\\(", count: nesting) + String(repeating: ")\"", count: nesting),
        "try": String(repeating: "try ", count: nesting) + "f()",
        "#if": String(repeating: "#if A\n", count: nesting) + String(repeating: "#endif\n", count: nesting),
        "ternaries": "x = " + String(repeating: "a ? b : ", count: nesting) + "c",
        "else if": "if a {}" + String(repeating: " else if a { if b {} }", count: nesting),
        "patterns": "switch x { case " + String(repeating: ".a(", count: nesting) + String(repeating: ")", count: nesting) + ": break }",
    ]

    @Test(arguments: deepShapes.keys.sorted())
    func tenThousandNestedBracketsAreReportedNotRecursedInto(_ shape: String) throws {
        let messages = Self.messages(try #require(Self.deepShapes[shape]))
        #expect(messages.contains { $0.hasPrefix("nesting deeper than 64 levels") || $0.contains("longer than") || $0.contains("taller than") || $0.hasPrefix("more than") },
                "\(messages.prefix(3))")
        #expect(messages.count < 200, "\(messages.count) diagnostics")
    }

    @Test func tenThousandMinusesAreOneOperator() {
        let tree = Parsing.tree("x = " + String(repeating: "-", count: Self.nesting) + "1")
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.tokens.count == 5)
    }

    @Test func longChainsStayShallow() {
        let chains = [
            ("member chain", "x" + String(repeating: ".a()", count: 10_000)),
            ("operators", "x = " + Array(repeating: "a", count: 10_000).joined(separator: " + ")),
            ("nil coalescing", "x = " + Array(repeating: "a", count: 10_000).joined(separator: " ?? ")),
            ("postfix", "x" + String(repeating: "!", count: 10_000)),
            ("try", String(repeating: "try ", count: 10_000) + "f()"),
            ("else if", "if a {}" + String(repeating: " else if a {}", count: 10_000)),
        ]
        for (name, text) in chains {
            let messages = Self.messages(text)
            #expect(messages.first?.contains("2000") == true, "\(name): \(messages.prefix(3))")
        }
    }

    @Test func nestingWithinTheBoundParses() {
        let text = String(repeating: "f(", count: 30) + "x" + String(repeating: ")", count: 30)
        #expect(Self.messages(text) == [])
    }

    @Test func aTenMegabyteLine() {
        let long = "let s = \"" + String(repeating: "a", count: 10_000_000) + "\"; let t = " + String(repeating: "[", count: 1_000) + "\n"
        let messages = Self.messages(long)
        #expect(messages.contains("nesting deeper than 64 levels; skipped"))
        let file = SourceFile(name: "long.swift", text: long)
        #expect(file.location(ofOffset: long.utf8.count - 1).description == "long.swift:1:\(long.utf8.count)")
    }

    @Test func limitsAreParameters() {
        let text = String(repeating: "(", count: 10) + "x" + String(repeating: ")", count: 10)
        #expect(Self.messages(text, limits: ParserLimits(maximumDepth: 5)) == ["nesting deeper than 5 levels; skipped"])
        #expect(Self.messages(text, limits: ParserLimits(maximumDepth: 50)) == [])
        #expect(Self.messages("a.b.c.d.e", limits: ParserLimits(maximumChainHeight: 3))
                == ["member chain taller than 3 links; the rest is not read", "expected a line break or ';' after the statement"])
    }
}
