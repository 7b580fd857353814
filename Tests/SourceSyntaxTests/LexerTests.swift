import SourceSyntax
import Testing

/// One tokenizer case: source text and its exact tokens.
struct LexCase: CustomTestStringConvertible, Sendable {
    let name: String
    let source: String
    let tokens: String
    var testDescription: String { name }
}

@Suite struct LexerTests {
    static let cases: [LexCase] = [
        LexCase(name: "identifiers", source: "foo _bar baz9 `class` $0 $name $ café 🙂x",
                tokens: "id[foo] id[_bar] id[baz9] id[`class`] id[$0] id[$name] id[$] id[café] id[🙂x]"),
        LexCase(name: "keywords and contextual words", source: "struct var self Self get some actor",
                tokens: "kw[struct] kw[var] kw[self] kw[Self] id[get] id[some] id[actor]"),
        LexCase(name: "integers", source: "0 42 1_000_000 0xFF_FF 0o17 0b1010",
                tokens: "int[0] int[42] int[1_000_000] int[0xFF_FF] int[0o17] int[0b1010]"),
        LexCase(name: "floats", source: "1.5 1e3 2.5E-2 1_0.0_1 0x1p4 0xF.8p-1",
                tokens: "float[1.5] float[1e3] float[2.5E-2] float[1_0.0_1] float[0x1p4] float[0xF.8p-1]"),
        LexCase(name: "integer then member", source: "1.description x.0.1",
                tokens: "int[1] . id[description] id[x] . float[0.1]"),
        LexCase(name: "string", source: #""a \"b\" c""#, tokens: #"open["] seg[a \"b\" c] close["]"#),
        LexCase(name: "empty string", source: #""""#, tokens: #"open["] close["]"#),
        LexCase(name: "interpolation", source: #""a\(b)c""#, tokens: #"open["] seg[a] interp[\(] id[b] end-interp[)] seg[c] close["]"#),
        LexCase(name: "nested interpolation", source: #""\(f("\(x)", (1)))""#,
                tokens: #"open["] interp[\(] id[f] ( open["] interp[\(] id[x] end-interp[)] close["] , ( int[1] ) ) end-interp[)] close["]"#),
        LexCase(name: "multi-line string", source: "\"\"\"\n  a \"quote\" \\(x)\n  \"\"\"",
                tokens: #"open["""] seg[\n  a "quote" ] interp[\(] id[x] end-interp[)] seg[\n  ] close["""]"#),
        LexCase(name: "raw string", source: ##"#"a "b" \(no) \#(yes)"#"##,
                tokens: ##"open[#"] seg[a "b" \(no) ] interp[\#(] id[yes] end-interp[)] close["#]"##),
        LexCase(name: "line comment, doc comment, block comments", source: "a // x\n/// doc\nb /* c /* nested */ d */ e",
                tokens: "id[a] id[b] id[e]"),
        LexCase(name: "binary operators", source: "a + b a+b a ?? b a..<b a...b a == b",
                tokens: "id[a] binary[+] id[b] id[a] binary[+] id[b] id[a] binary[??] id[b] id[a] binary[..<] id[b] id[a] binary[...] id[b] id[a] binary[==] id[b]"),
        LexCase(name: "prefix and postfix operators", source: "-x !y x... ..<z &w",
                tokens: "prefix[-] id[x] prefix[!] id[y] id[x] postfix[...] prefix[..<] id[z] prefix-& id[w]"),
        LexCase(name: "question and exclamation marks", source: "a?.b c! d ? e : f x != y",
                tokens: "id[a] postfix-? . id[b] id[c] postfix-! id[d] infix-? id[e] : id[f] id[x] binary[!=] id[y]"),
        LexCase(name: "punctuation", source: "(a, b: c); [d] {e} -> = @ \\",
                tokens: "( id[a] , id[b] : id[c] ) ; [ id[d] ] { id[e] } -> = @ \\"),
        LexCase(name: "attributes", source: "@State @Environment(\\.x)",
                tokens: "@ id[State] @ id[Environment] ( \\ . id[x] )"),
        LexCase(name: "directives", source: "#if os(iOS)\n#elseif DEBUG\n#else\n#endif",
                tokens: "#if id[os] ( id[iOS] ) #elseif id[DEBUG] #else #endif"),
        LexCase(name: "macros", source: "#Preview #selector(f) #available(iOS 17, *)",
                tokens: "macro[#Preview] macro[#selector] ( id[f] ) #available ( id[iOS] int[17] , binary[*] )"),
        LexCase(name: "regex literals", source: "let r = /a+b/\nx = #/c/d/#\ny = a / b / c",
                tokens: "kw[let] id[r] = regex[/a+b/] id[x] = regex[#/c/d/#] id[y] = id[a] binary[/] id[b] binary[/] id[c]"),
        LexCase(name: "division is not a regex", source: "(a) / 2 / (b)", tokens: "( id[a] ) binary[/] int[2] binary[/] ( id[b] )"),
        LexCase(name: "key paths", source: #"\.name \Item.id"#, tokens: #"\ . id[name] \ id[Item] . id[id]"#),
        LexCase(name: "generic closers stay one operator", source: "Set<Array<Int>>", tokens: "id[Set] binary[<] id[Array] binary[<] id[Int] postfix[>>]"),
        LexCase(name: "unknown character", source: "a \u{7} b", tokens: "id[a] unknown[\u{7}] id[b]"),
    ]

    @Test(arguments: cases)
    func tokens(_ lexCase: LexCase) {
        #expect(Parsing.tokens(lexCase.source) == lexCase.tokens)
    }

    @Test func everyTokenHasItsRange() {
        let file = SourceFile(name: "t.swift", text: "let x = \"a\\(b)\" // c\n")
        let list = Lexer.tokenize(file)
        #expect(list.tokens.map { "\($0.range)" } == ["0..<3", "4..<5", "6..<7", "8..<9", "9..<10", "10..<12", "12..<13", "13..<14", "14..<15", "21..<21"])
        #expect(list.comments == [Comment(kind: .line, range: SourceRange(start: 16, end: 20))])
    }

    @Test func commentsAreTrivia() {
        let list = Lexer.tokenize(SourceFile(name: "t.swift", text: "/// doc\n// line\n/** block doc */\n/* a /* b */ c */x"))
        #expect(list.comments.map(\.kind) == [.docLine, .line, .docBlock, .block])
        #expect(list.comments.map(\.range) == [SourceRange(start: 0, end: 7), SourceRange(start: 8, end: 15),
                                               SourceRange(start: 16, end: 32), SourceRange(start: 33, end: 50)])
        #expect(list.tokens.count == 2)
        #expect(list.tokens[0].isAtStartOfLine)
    }

    @Test func spacingFlags() {
        let list = Lexer.tokenize(SourceFile(name: "t.swift", text: "a .b\n  c"))
        #expect(list.tokens.map(\.spacing.rawValue) == [6, 2, 4, 7, 6])
    }

    static let problems: [(String, [String])] = [
        ("\"abc\nx", ["1:5: unterminated string literal"]),
        ("/* never closed", ["1:1: unterminated '/*' comment"]),
        ("x = 0x", ["1:5: expected a digit after '0x'"]),
        ("12px", ["1:3: invalid character in number literal"]),
        ("a \u{1} b", ["1:3: unexpected character U+0001"]),
        ("\"a\\(b\nc", ["1:6: unterminated string interpolation"]),
        ("`open", ["1:1: unterminated '`' identifier"]),
        ("#", ["1:1: expected a name after '#'"]),
    ]

    @Test func problemsAreReportedWithTheirPlace() {
        for (source, expected) in Self.problems {
            let file = SourceFile(name: "t.swift", text: source)
            let list = Lexer.tokenize(file)
            #expect(list.diagnostics.map { "\(file.location(of: $0.range).line):\(file.location(of: $0.range).column): \($0.message)" } == expected, "\(source)")
        }
    }
}
