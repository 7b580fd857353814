import SourceSyntax
import Testing

/// One parser case: source text and the exact dump of its top level.
struct TreeCase: CustomTestStringConvertible, Sendable {
    let name: String
    let source: String
    let tree: String
    var testDescription: String { name }
}

@Suite struct ExpressionTests {
    static let cases: [TreeCase] = [
        TreeCase(name: "call with labels", source: "HStack(alignment: .top, spacing: 8)", tree: "(call HStack alignment:.top spacing:8)"),
        TreeCase(name: "trailing closure", source: "VStack { Text(\"a\") }", tree: #"(call VStack | (closure (call Text "a")))"#),
        TreeCase(name: "arguments and a trailing closure", source: "ForEach(items, id: \\.id) { item in Row(item) }",
                 tree: "(call ForEach items id:(keypath .id) | (closure (in item) (call Row item)))"),
        TreeCase(name: "multiple trailing closures", source: "Button { save() } label: { Text(\"Save\") }",
                 tree: #"(call Button | (closure (call save)) label:(closure (call Text "Save")))"#),
        TreeCase(name: "labelled trailing closures on new lines",
                 source: "NavigationSplitView {\n  A()\n} content: {\n  B()\n} detail: {\n  C()\n}",
                 tree: "(call NavigationSplitView | (closure (call A)) content:(closure (call B)) detail:(closure (call C)))"),
        TreeCase(name: "member chain", source: "Text(\"a\")\n  .font(.title)\n  .padding()",
                 tree: #"(call (. (call (. (call Text "a") font) .title) padding))"#),
        TreeCase(name: "leading-dot members", source: ".frame(width: 300)", tree: "(call .frame width:300)"),
        TreeCase(name: "closure with $0", source: "items.map { $0 * 2 }", tree: "(call (. items map) | (closure (* $0 2)))"),
        TreeCase(name: "closure with typed parameters", source: "{ (a: Int, b) -> Bool in a < b }",
                 tree: "(closure (in a:Int b -> Bool) (< a b))"),
        TreeCase(name: "closure with capture list and effects", source: "{ [weak self] value async throws in value }",
                 tree: "(closure (in [captures] value) value)"),
        TreeCase(name: "ternary", source: "a ? b : c ? d : e", tree: "(?: a b (?: c d e))"),
        TreeCase(name: "nil coalescing is right-associative", source: "a ?? b ?? c", tree: "(?? a (?? b c))"),
        TreeCase(name: "logical operators", source: "a || b && !c", tree: "(|| a (&& b (prefix ! c)))"),
        TreeCase(name: "comparison and arithmetic", source: "a + b * c == d - e / f", tree: "(== (+ a (* b c)) (- d (/ e f)))"),
        TreeCase(name: "ranges", source: "0..<n + 1", tree: "(..< 0 (+ n 1))"),
        TreeCase(name: "assignment is lowest", source: "x = a ?? b + 1", tree: "(= x (?? a (+ b 1)))"),
        TreeCase(name: "compound assignment", source: "count += 1", tree: "(+= count 1)"),
        TreeCase(name: "casts", source: "x as? Int ?? 0", tree: "(?? (as? Int x) 0)"),
        TreeCase(name: "type check", source: "value is String && flag", tree: "(&& (is String value) flag)"),
        TreeCase(name: "forced cast", source: "any as! [String: Int]", tree: "(as! [String: Int] any)"),
        TreeCase(name: "try and await", source: "try await load(id)", tree: "(try (await (call load id)))"),
        TreeCase(name: "try? and try!", source: "(try? a(), try! b())", tree: "(tuple (try? (call a)) (try! (call b)))"),
        TreeCase(name: "key path with root", source: "\\Item.name.count", tree: "(keypath Item .name .count)"),
        TreeCase(name: "key path with optional chaining and subscript", source: "\\.items[0]?.title!", tree: "(keypath .items [0] ? .title !)"),
        TreeCase(name: "bindings", source: "Toggle(\"On\", isOn: $model.isOn)", tree: #"(call Toggle "On" isOn:(. $model isOn))"#),
        TreeCase(name: "optional chaining", source: "a?.b?.c()", tree: "(call (. (postfix ? (. (postfix ? a) b)) c))"),
        TreeCase(name: "force unwrap", source: "url!.path", tree: "(. (postfix ! url) path)"),
        TreeCase(name: "tuple and parentheses", source: "(1, label: \"x\") + (y)", tree: #"(+ (tuple 1 label:"x") (tuple y))"#),
        TreeCase(name: "array literal", source: "[GridItem(.flexible()), GridItem(.fixed(100))]",
                 tree: "(array (call GridItem (call .flexible)) (call GridItem (call .fixed 100)))"),
        TreeCase(name: "dictionary literal", source: "[\"a\": 1, \"b\": 2]", tree: #"(dict ("a" 1) ("b" 2))"#),
        TreeCase(name: "empty collections", source: "([], [:])", tree: "(tuple (array) (dict))"),
        TreeCase(name: "subscript", source: "rows[index, default: 0]", tree: "(subscript rows index default:0)"),
        TreeCase(name: "generic call", source: "Array<Int>(repeating: 0, count: 4)", tree: "(call Array<Int> repeating:0 count:4)"),
        TreeCase(name: "generic member", source: "Binding<Set<Int>>.constant([])", tree: "(call (. Binding<Set<Int>> constant) (array))"),
        TreeCase(name: "less-than is not generic", source: "a < b && c > d", tree: "(&& (< a b) (> c d))"),
        TreeCase(name: "string interpolation", source: #""\(count) items, \(total, format: .currency(code: "EUR"))""#,
                 tree: #"(string (interp count) " items, " (interp total format:(call .currency code:"EUR")))"#),
        TreeCase(name: "raw and multi-line strings", source: "(#\"a\"b\"#, \"\"\"\n  x\n  \"\"\")", tree: "(tuple #\"a\"b\"# \"\"\"\\n  x\\n  \"\"\")"),
        TreeCase(name: "literals", source: "[1_000, 0xFF, 1.5, true, false, nil, /a+/]", tree: "(array 1_000 0xFF 1.5 true false nil /a+/)"),
        TreeCase(name: "if expression", source: "let x = if a { 1 } else { 2 }", tree: "(let x = (if a (then 1) (else 2)))"),
        TreeCase(name: "switch expression", source: "let y = switch s { case .a: 1 default: 2 }",
                 tree: "(let y = (switch s (case (.a) 1) (default 2)))"),
        TreeCase(name: "macro expansion", source: "#Preview(\"Root\") { ContentView() }", tree: #"(#Preview "Root" | (closure (call ContentView)))"#),
        TreeCase(name: "macro expansion under an attribute", source: "@available(iOS 17, *)\n#Preview { ContentView() }",
                 tree: "(#Preview | (closure (call ContentView)))"),
        TreeCase(name: "closure with a bare parameter and a return type", source: "xs.compactMap { id -> Effect<Action>? in f(id) }",
                 tree: "(call (. xs compactMap) | (closure (in id -> Effect<Action>?) (call f id)))"),
        TreeCase(name: "dictionary of existentials", source: "[Name: any Sentry.Span]()", tree: "(call (dict (Name any Sentry.Span)))"),
        TreeCase(name: "selector with a compound name", source: "#selector(view.handle(from:with:))",
                 tree: "(#selector (call (. view handle) from:<missing> with:<missing>))"),
        TreeCase(name: "operator as an argument", source: "values.reduce(0, +)", tree: "(call (. values reduce) 0 +)"),
        TreeCase(name: "self and super", source: "self.init(x: super.x)", tree: "(call (. self init) x:(. super x))"),
        TreeCase(name: "tuple index", source: "pair.0 + t.1.0", tree: "(+ (. pair 0) (. (. t 1) 0))"),
        TreeCase(name: "inout argument", source: "swap(&a, &b)", tree: "(call swap (prefix & a) (prefix & b))"),
        TreeCase(name: "postfix #if in a chain",
                 source: "Text(\"a\")\n#if os(iOS)\n.padding()\n#elseif os(macOS)\n.frame(minWidth: 1)\n#else\n#endif\n.bold()",
                 tree: #"(call (. (#if-postfix (call Text "a") [#if (call os iOS) (call .padding)] [#elseif (call os macOS) (call .frame minWidth:1)] [#else]) bold))"#),
        TreeCase(name: "UIDevice idiom check", source: "UIDevice.current.userInterfaceIdiom == .pad",
                 tree: "(== (. (. UIDevice current) userInterfaceIdiom) .pad)"),
        TreeCase(name: "type as a value", source: "JSONDecoder().decode([Team].self, from: data)",
                 tree: "(call (. (call JSONDecoder) decode) (. (array Team) self) from:data)"),
    ]

    @Test(arguments: cases)
    func tree(_ treeCase: TreeCase) {
        let tree = Parsing.tree(treeCase.source)
        #expect(tree.root.dump == treeCase.tree)
        #expect(tree.diagnostics.isEmpty, "\(tree.formattedDiagnostics)")
    }
}
