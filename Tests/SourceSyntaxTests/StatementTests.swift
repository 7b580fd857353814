import SourceSyntax
import Testing

@Suite struct StatementTests {
    static let cases: [TreeCase] = [
        TreeCase(name: "if, else if, else", source: "if a { x() } else if b { y() } else { z() }",
                 tree: "(if a (then (call x)) (else (if b (then (call y)) (else (call z)))))"),
        TreeCase(name: "if let and shorthand", source: "if let item = selection, let other, var v: Int = w { }",
                 tree: "(if (let item = selection) (let other) (var v:Int = w) (then))"),
        TreeCase(name: "if case", source: "if case .some(let x) = value, x > 0 { }",
                 tree: "(if (case (call .some (let x)) = value) (> x 0) (then))"),
        TreeCase(name: "size class condition", source: "if horizontalSizeClass == .compact {\n  TabView {}\n} else {\n  Split()\n}",
                 tree: "(if (== horizontalSizeClass .compact) (then (call TabView | (closure))) (else (call Split)))"),
        TreeCase(name: "trailing closure in a condition, then a member", source: "if rows.filter{ !$0.isEmpty }.count == 0 { A() }",
                 tree: "(if (== (. (call (. rows filter) | (closure (prefix ! (. $0 isEmpty)))) count) 0) (then (call A)))"),
        TreeCase(name: "trailing closure ending a for-in sequence", source: "for x in xs.filter { $0 > 4 } { f(x) }",
                 tree: "(for x (call (. xs filter) | (closure (> $0 4))) (call f x))"),
        TreeCase(name: "a body followed by else is a body", source: "if a { b } else { c }",
                 tree: "(if a (then b) (else c))"),
        TreeCase(name: "availability condition", source: "if #available(iOS 18, *) { A() }", tree: "(if #available (then (call A)))"),
        TreeCase(name: "guard", source: "guard let x = y else { return }", tree: "(guard (let x = y) (else (return)))"),
        TreeCase(name: "switch with patterns", source: """
            switch value {
            case .a, .b: one()
            case .c(let x) where x > 1:
                two(x)
            case let (p, q): three(p, q)
            case is String: four()
            case 1...5: five()
            @unknown default: break
            }
            """,
                 tree: "(switch value (case (.a .b) (call one)) (case ((where (call .c (let x)) (> x 1))) (call two x)) (case ((let (tuple p q))) (call three p q)) (case ((is String)) (call four)) (case ((... 1 5)) (call five)) @unknown (default (break)))"),
        TreeCase(name: "switch on a size class", source: "switch sizeClass { case .compact?: A() case nil, .regular?: B() default: C() }",
                 tree: "(switch sizeClass (case ((postfix ? .compact)) (call A)) (case (nil (postfix ? .regular)) (call B)) (default (call C)))"),
        TreeCase(name: "for in with where", source: "for (i, item) in items.enumerated() where i > 0 { print(item) }",
                 tree: "(for (tuple i item) (call (. items enumerated)) (where (> i 0)) (call print item))"),
        TreeCase(name: "for case and try await", source: "for try await case let .value(v) in stream { }",
                 tree: "(for (let (call .value v)) stream)"),
        TreeCase(name: "while and repeat", source: "while i < n { i += 1 }\nrepeat { j -= 1 } while j > 0",
                 tree: "(while (< i n) (do (+= i 1)))\n(repeat (do (-= j 1)) (> j 0))"),
        TreeCase(name: "do catch", source: "do { try a() } catch let error as URLError { b(error) } catch { c() }",
                 tree: "(do (body (try (call a))) (catch (as URLError (let error)) (call b error)) (catch (call c)))"),
        TreeCase(name: "defer, throw, labels", source: "outer: for x in xs { defer { done() }\n if x { continue outer }\n throw E.bad }",
                 tree: "(outer: (for x xs (defer (call done)) (if x (then (continue outer))) (throw (. E bad))))"),
        TreeCase(name: "return with and without a value", source: "func f() -> Int { return 1 }\nfunc g() { return }",
                 tree: "(func f (params) -> Int (body (return 1)))\n(func g (params) (body (return)))"),
        TreeCase(name: "semicolons separate statements", source: "a(); b()", tree: "(call a)\n(call b)"),
        TreeCase(name: "ForEach in a builder", source: "List { ForEach(Screen.allCases) { screen in NavigationLink(screen.title, value: screen) } }",
                 tree: "(call List | (closure (call ForEach (. Screen allCases) | (closure (in screen) (call NavigationLink (. screen title) value:screen)))))"),
        TreeCase(name: "#if in statements", source: "#if DEBUG\nprint(1)\n#elseif os(iOS) && !targetEnvironment(macCatalyst)\nlog()\n#else\n#endif",
                 tree: "(#if [#if DEBUG (call print 1)] [#elseif (&& (call os iOS) (prefix ! (call targetEnvironment macCatalyst))) (call log)] [#else])"),
        TreeCase(name: "#if of switch cases", source: "switch x {\n#if os(iOS)\ncase .a: A()\n#endif\ndefault: B()\n}",
                 tree: "(switch x (#if [#if (call os iOS) (case (.a) (call A))]) (default (call B)))"),
        TreeCase(name: "#if inside a case body", source: "switch x {\ncase .a:\n#if DEBUG\nA()\n#endif\ndefault: B()\n}",
                 tree: "(switch x (case (.a) (#if [#if DEBUG (call A)])) (default (call B)))"),
        TreeCase(name: "local declarations", source: "func f() { let x = 1; var y: Int\n struct Local {} }",
                 tree: "(func f (params) (body (let x = 1) (var y:Int) (struct Local)))"),
    ]

    @Test(arguments: cases)
    func tree(_ treeCase: TreeCase) {
        let tree = Parsing.tree(treeCase.source)
        #expect(tree.root.dump == treeCase.tree)
        #expect(tree.diagnostics.isEmpty, "\(tree.formattedDiagnostics)")
    }
}
