import SourceSyntax
import Testing

/// The public API as the landing page and the next layer use it.
@Suite struct APITests {
    /// The landing page's example, run.
    @Test func landingPageExample() throws {
        let bytes = Array("import SwiftUI\n\nstruct ContentView: View {\n    var body: some View { Text(\"a\").frame(width: 300 }\n}\n".utf8)
        let file = try SourceFile(name: "ContentView.swift", bytes: bytes)
        let tree = SyntaxTree.parse(file)
        #expect(tree.formattedDiagnostics == ["ContentView.swift:4:42: expected ')' to close the '(' opened here"])
        var views: [String] = []
        for case .type(let type) in tree.root.declarations where type.inherits("View") {
            views.append("\(type.name) \(tree.location(of: type.range))")
        }
        #expect(views == ["ContentView ContentView.swift:3:1"])
    }

    @Test func accessorsOfACall() throws {
        let tree = Parsing.tree("Button(\"Save\", role: .destructive) { save() } label: { Label(\"Save\", systemImage: \"tray\") }")
        guard case .expression(.call(let call))? = tree.root.statements.first else {
            Issue.record("not a call")
            return
        }
        #expect(call.calleeName == "Button")
        #expect(call.argument(nil)?.value.dump == "\"Save\"")
        #expect(call.argument("role")?.value.dottedPath == ["", "destructive"])
        #expect(call.trailingClosures.map { $0.label?.text } == [nil, "label"])
        #expect(tree.file.text(call.argumentsRange ?? .empty(at: 0)) == "(\"Save\", role: .destructive)")
        #expect(tree.file.text(call.trailingClosures[1].range) == "label: { Label(\"Save\", systemImage: \"tray\") }")
    }

    @Test func dottedPathsAndLiterals() {
        let tree = Parsing.tree("UIDevice.current.userInterfaceIdiom\n1_024\n0x10\n2.5\n\"plain\"\n\"a\\(b)\"")
        let exprs = tree.root.statements.compactMap { statement -> Expr? in
            if case .expression(let expr) = statement { return expr }
            return nil
        }
        #expect(exprs[0].dottedPath == ["UIDevice", "current", "userInterfaceIdiom"])
        let numbers = exprs[1...3].map { expr -> Double? in
            if case .literal(let literal) = expr { return literal.numberValue }
            return nil
        }
        #expect(numbers == [1024, 16, 2.5])
        guard case .string(let plain) = exprs[4], case .string(let interpolated) = exprs[5] else {
            Issue.record("not strings")
            return
        }
        #expect(plain.staticText == "plain" && interpolated.staticText == nil)
    }

    @Test func typesKeepTheirShape() {
        let tree = Parsing.tree("@Binding var items: [String: Set<Int>]?")
        guard case .variable(let variable)? = tree.root.declarations.first, let type = variable.type else {
            Issue.record("no type")
            return
        }
        guard case .optional(let wrapped) = type.kind, case .dictionary(let key, let value) = wrapped.kind else {
            Issue.record("unexpected \(type)")
            return
        }
        #expect(key.baseName == "String" && value.baseName == "Set" && value.genericArguments.map(\.description) == ["Int"])
        #expect(tree.file.text(type.range) == "[String: Set<Int>]?")
        #expect(variable.attributes.map(\.name.text) == ["Binding"])
    }
}
