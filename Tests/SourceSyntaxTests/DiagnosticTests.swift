import SourceSyntax
import Testing

/// Bad input and the exact diagnostics it gets: where, which bytes, what.
struct BadInput: CustomTestStringConvertible, Sendable {
    let name: String
    let source: String
    let diagnostics: [String]
    /// The tree still read around the problem.
    let tree: String
    var testDescription: String { name }
}

@Suite struct DiagnosticTests {
    static let cases: [BadInput] = [
        BadInput(name: "missing type and unclosed parameters", source: "struct A {\n  var x: = 1\n  func f( { }\n}\n",
                 diagnostics: ["test.swift:2:10 (20..<20): expected a type, found '='", "test.swift:3:9 (32..<33): expected ')' to close the '(' opened here"],
                 tree: "(struct A (var x:<missing> = 1) (func f (params) (body)))"),
        BadInput(name: "unclosed tuple stops at the next declaration", source: "let x = (1, 2\nlet y = 3\n",
                 diagnostics: ["test.swift:1:9 (8..<9): expected ')' to close the '(' opened here"],
                 tree: "(let x = (tuple 1 2))\n(let y = 3)"),
        BadInput(name: "junk among members is skipped to the next declaration", source: "struct S {\n  ) junk here\n  var ok = 1\n}\n",
                 diagnostics: ["test.swift:2:3 (13..<14): unexpected ')'; expected a declaration", "test.swift:2:5 (15..<24): expected a declaration"],
                 tree: "(struct S (var ok = 1))"),
        BadInput(name: "missing comma between arguments", source: "foo(a: 1 b: 2)",
                 diagnostics: ["test.swift:1:10 (9..<13): expected ',' or ')'"], tree: "(call foo a:1)"),
        BadInput(name: "unclosed block", source: "if x {\n  y()\n",
                 diagnostics: ["test.swift:1:6 (5..<6): expected '}' to close the '{' opened here"], tree: "(if x (then (call y)))"),
        BadInput(name: "unclosed #if", source: "#if os(iOS)\nlet a = 1\n",
                 diagnostics: ["test.swift:1:1 (0..<3): expected '#endif' to close the '#if' opened here"], tree: "(#if [#if (call os iOS) (let a = 1)])"),
        BadInput(name: "stray brace and a doubled comma", source: "}\nlet z = [1, 2,, 3]\n",
                 diagnostics: ["test.swift:1:1 (0..<1): unexpected '}'", "test.swift:2:15 (16..<17): expected an expression, found ','"],
                 tree: "(let z = (array 1 2 3))"),
        BadInput(name: "two statements on a line", source: "let a = 1 let b = 2\n",
                 diagnostics: ["test.swift:1:11 (10..<10): expected a line break or ';' after the statement"], tree: "(let a = 1)\n(let b = 2)"),
        BadInput(name: "statement before the first case", source: "switch x {\n  foo()\ncase .a: break\n}\n",
                 diagnostics: ["test.swift:2:3 (13..<18): expected 'case' or 'default' in the switch"], tree: "(switch x (case (.a) (break)))"),
        BadInput(name: "case without a name", source: "enum E { case }\n",
                 diagnostics: ["test.swift:1:15 (14..<14): expected a case name"], tree: "(enum E (case))"),
        BadInput(name: "unterminated string", source: "let s = \"abc\nlet t = 1\n",
                 diagnostics: ["test.swift:1:13 (12..<12): unterminated string literal"], tree: "(let s = \"abc\")\n(let t = 1)"),
        BadInput(name: "missing right-hand side", source: "x = \n",
                 diagnostics: ["test.swift:2:1 (5..<5): expected an expression, found end of input"], tree: "(= x <missing>)"),
        BadInput(name: "missing member name", source: "a. + 1",
                 diagnostics: ["test.swift:1:4 (3..<3): expected a member name after '.'"], tree: "(+ a 1)"),
        BadInput(name: "else without a block", source: "guard x else return",
                 diagnostics: ["test.swift:1:14 (13..<13): expected '{'", "test.swift:1:14 (13..<13): expected a line break or ';' after the statement"],
                 tree: "(guard x (else))\n(return)"),
        BadInput(name: "garbage bytes", source: "let a = 1\n\u{1}\u{1}\nlet b = 2",
                 diagnostics: ["test.swift:2:1 (10..<11): unexpected character U+0001", "test.swift:2:1 (10..<11): unexpected character; expected a statement",
                               "test.swift:2:2 (11..<12): unexpected character U+0001", "test.swift:2:2 (11..<12): unexpected character; expected a statement"],
                 tree: "(let a = 1)\n(let b = 2)"),
    ]

    @Test(arguments: cases)
    func diagnostics(_ bad: BadInput) {
        let tree = Parsing.tree(bad.source)
        #expect(tree.diagnostics.map { "\($0.formatted(in: tree.file).split(separator: ":").prefix(3).joined(separator: ":")) (\($0.range)): \($0.message)" } == bad.diagnostics)
        #expect(tree.root.dump == bad.tree)
    }

    @Test func everyMessageIsOneLine() {
        let tree = Parsing.tree("let x = \"\u{1B}[31m\n\u{0}\u{7F} ) ] } \"a\\(\n")
        #expect(!tree.diagnostics.isEmpty)
        for line in tree.formattedDiagnostics {
            #expect(!line.contains("\n") && !line.contains("\r") && !line.contains("\u{1B}"), "\(line)")
        }
    }

    @Test func invalidUTF8NamesTheFileAndOffset() {
        #expect(throws: SourceFileError.invalidUTF8(file: "Bad.swift", offset: 3)) {
            try SourceFile(name: "Bad.swift", bytes: Array("abc".utf8) + [0xC3, 0x28])
        }
        #expect(SourceFileError.invalidUTF8(file: "Bad.swift", offset: 3).description == "Bad.swift: invalid UTF-8 at byte offset 3")
        // Overlong, surrogate, past U+10FFFF, truncated: each refused at its first byte.
        for bytes: [UInt8] in [[0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] {
            #expect(throws: SourceFileError.invalidUTF8(file: "b", offset: 1)) { try SourceFile(name: "b", bytes: [0x20] + bytes) }
        }
        #expect(throws: Never.self) { try SourceFile(name: "ok", bytes: Array("é€🙂".utf8)) }
    }

    @Test func locationsAreLinesAndUTF8Columns() {
        let file = SourceFile(name: "V.swift", text: "ab\r\ncé d\rx\n")
        #expect(["0", "3", "4", "7", "9", "10", "12"].compactMap(Int.init).map { file.location(ofOffset: $0).description }
                == ["V.swift:1:1", "V.swift:1:4", "V.swift:2:1", "V.swift:2:4", "V.swift:2:6", "V.swift:3:1", "V.swift:4:1"])
    }
}
