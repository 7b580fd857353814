import SourceSyntax
import Testing

@Suite struct DeclarationTests {
    static let cases: [TreeCase] = [
        TreeCase(name: "generic operator function", source: "func &&<T: Q, U: Q>(lhs: T, rhs: U) -> And<T, U> { And(lhs, rhs) }",
                 tree: "(func &&<T, U> (params (lhs:T) (rhs:U)) -> And<T, U> (body (call And lhs rhs)))"),
        TreeCase(name: "struct with conformances", source: "struct ContentView: View, Equatable { }", tree: "(struct ContentView (: View Equatable))"),
        TreeCase(name: "class, actor, protocol, extension", source: "final class A: B {}\nactor C {}\nprotocol P: AnyObject {}\nextension Array.Element: P where Element: Q {}",
                 tree: "(class final A (: B))\n(actor C)\n(protocol P (: AnyObject))\n(extension Array.Element (: P) (where ...))"),
        TreeCase(name: "generic clause skipped tolerantly", source: "struct Card<Content: View, each T>: View where Content: Sendable { let content: Content }",
                 tree: "(struct Card<Content, T> (: View) (where ...) (let content:Content))"),
        TreeCase(name: "enum with raw values and associated values", source: "enum E: String, CaseIterable { case a = \"A\", b\n case c(Int, label: String)\n indirect case d(E) }",
                 tree: "(enum E (: String CaseIterable) (case a = \"A\" b) (case c((Int) (label:String))) (case indirect d((E))))"),
        TreeCase(name: "property wrappers", source: "@State private var count: Int = 0\n@Environment(\\.horizontalSizeClass) var sizeClass\n@Binding var on: Bool",
                 tree: "(var @State private count:Int = 0)\n(var @Environment((keypath .horizontalSizeClass)) sizeClass)\n(var @Binding on:Bool)"),
        TreeCase(name: "computed property", source: "var body: some View { Text(\"a\") }", tree: #"(var body:some View (getter (call Text "a")))"#),
        TreeCase(name: "get and set", source: "var x: Int { get { y } set(value) { y = value } }",
                 tree: "(var x:Int (accessors (get y) (set value (= y value))))"),
        TreeCase(name: "observers", source: "var x = 0 { willSet { a() } didSet { b(oldValue) } }",
                 tree: "(var x = 0 (accessors (willSet (call a)) (didSet (call b oldValue))))"),
        TreeCase(name: "protocol requirements", source: "protocol P { var x: Int { get set }\n func f() async throws -> Int\n associatedtype T: View = Text }",
                 tree: "(protocol P (var x:Int (accessors (get -) (set -))) (func f (params) async throws -> Int) (associatedtype T = Text))"),
        TreeCase(name: "static and several bindings", source: "static let a = 1, b: Double = 2.0", tree: "(let static a = 1, b:Double = 2.0)"),
        TreeCase(name: "lazy, weak, private(set)", source: "lazy var a = f()\nweak var b: C?\nprivate(set) var c = 1",
                 tree: "(var lazy a = (call f))\n(var weak b:C?)\n(var private(set) c = 1)"),
        TreeCase(name: "functions with labels and defaults", source: "func frame(width w: CGFloat, _ h: CGFloat = 10, align: Alignment = .center) -> some View { self }",
                 tree: "(func frame (params (width w:CGFloat) (_ h:CGFloat = 10) (align:Alignment = .center)) -> some View (body self))"),
        TreeCase(name: "ViewBuilder function with generics", source: "@ViewBuilder func card<Content: View>(@ViewBuilder content: () -> Content) -> some View { content() }",
                 tree: "(func @ViewBuilder card<Content> (params (@ViewBuilder content:() -> Content)) -> some View (body (call content)))"),
        TreeCase(name: "escaping, inout, variadic", source: "func f(_ g: @escaping (Int) -> Void, x: inout [Int], rest: String...) rethrows {}",
                 tree: "(func f (params (_ g:@escaping (Int) -> Void) (x:inout [Int]) (rest:String...)) rethrows (body))"),
        TreeCase(name: "operator function", source: "static func == (lhs: A, rhs: A) -> Bool { true }",
                 tree: "(func static == (params (lhs:A) (rhs:A)) -> Bool (body true))"),
        TreeCase(name: "initializers and deinit", source: "init?(x: Int) { nil }\nconvenience init() { self.init(x: 1) }\ndeinit { stop() }",
                 tree: "(init? (params (x:Int)) (body nil))\n(init convenience (params) (body (call (. self init) x:1)))\n(deinit (params) (body (call stop)))"),
        TreeCase(name: "subscript", source: "subscript(index: Int) -> Item { items[index] }",
                 tree: "(subscript (params (index:Int)) -> Item (getter (subscript items index)))"),
        TreeCase(name: "typealias and import", source: "@testable import App\nimport struct SwiftUI.Color\ntypealias Handler = (Result<Int, Error>) -> Void",
                 tree: "(import @testable App)\n(import struct SwiftUI.Color)\n(typealias Handler = (Result<Int, Error>) -> Void)"),
        TreeCase(name: "main app", source: "@main struct MyApp: App { var body: some Scene { WindowGroup { ContentView() } } }",
                 tree: "(struct @main MyApp (: App) (var body:some Scene (getter (call WindowGroup | (closure (call ContentView))))))"),
        TreeCase(name: "#if in members", source: "struct S {\n#if os(iOS)\n@Environment(\\.horizontalSizeClass) var h\n#else\nlet h = 0\n#endif\n}",
                 tree: "(struct S (#if [#if (call os iOS) (var @Environment((keypath .horizontalSizeClass)) h)] [#else (let h = 0)]))"),
        TreeCase(name: "#Preview at top level", source: "#Preview { ContentView() }", tree: "(#Preview | (closure (call ContentView)))"),
        TreeCase(name: "available attribute kept as a range", source: "@available(iOS 17.0, *) struct V {}", tree: "(struct @available(...) V)"),
        TreeCase(name: "operator and precedencegroup declarations", source: "infix operator <>: AdditionPrecedence\nprecedencegroup P { associativity: left }",
                 tree: "(operator <>)\n(precedencegroup P)"),
        TreeCase(name: "types", source: "let t: ([String: [Int]]?, (a: Int) async throws -> any P & Q, Set<Array<Int>>.Index, Int.Type, some View)",
                 tree: "(let t:([String: [Int]]?, (a: Int) async throws -> any P & Q, Set<Array<Int>>.Index, Int.Type, some View))"),
        TreeCase(name: "keyword labels at the start of lines", source: "func load(\n  for timeline: T,\n  in x: U\n) {}\nload(\n  for: a,\n  in: b\n)",
                 tree: "(func load (params (for timeline:T) (in x:U)) (body))\n(call load for:a in:b)"),
        TreeCase(name: "generic closers split", source: "var a: Set<Array<Int>>? = nil", tree: "(var a:Set<Array<Int>>? = nil)"),
    ]

    @Test(arguments: cases)
    func tree(_ treeCase: TreeCase) {
        let tree = Parsing.tree(treeCase.source)
        #expect(tree.root.dump == treeCase.tree)
        #expect(tree.diagnostics.isEmpty, "\(tree.formattedDiagnostics)")
    }
}
