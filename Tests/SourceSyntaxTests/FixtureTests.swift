import Foundation
import SourceSyntax
import Testing

/// The SwiftUI fixtures (source text under Fixtures/, never compiled): they
/// parse without a diagnostic, and the typed accessors the extraction layer
/// will use find what a reader of the code sees.
@Suite struct FixtureTests {
    static let names = ["CafeMenu.swift", "GridGallery.swift", "SportsTabs.swift"]

    static func fixture(_ name: String) throws -> SourceFile {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))
        return try SourceFile(name: name, bytes: Array(try Data(contentsOf: url)))
    }

    static func tree(_ name: String) throws -> SyntaxTree { SyntaxTree.parse(try fixture(name)) }

    /// The top-level type declarations by name.
    static func types(_ tree: SyntaxTree) -> [String: TypeDecl] {
        var types: [String: TypeDecl] = [:]
        for case .type(let decl) in tree.root.declarations { types[decl.name.text] = decl }
        return types
    }

    /// The body property's statements of `type`.
    static func body(_ type: TypeDecl) -> [Stmt] {
        for case .variable(let variable) in type.members where variable.name == "body" {
            return variable.accessors?.getterStatements ?? []
        }
        return []
    }

    @Test(arguments: names)
    func fixturesParseCleanly(_ name: String) throws {
        let tree = try Self.tree(name)
        #expect(tree.formattedDiagnostics == [])
        #expect(tree.root.statements.count > 3)
    }

    @Test func cafeMenuSplitView() throws {
        let tree = try Self.tree("CafeMenu.swift")
        let types = Self.types(tree)
        let root = try #require(types["MenuRoot"])
        #expect(root.kind == .struct && root.inherits("View"))
        let wrappers = root.members.compactMap { member -> String? in
            guard case .variable(let variable) = member, let attribute = variable.attributes.first else { return nil }
            return "\(attribute.name.text) \(variable.name ?? "?"): \(variable.type?.description ?? "_") = \(variable.initializer?.dump ?? "_")"
        }
        #expect(wrappers == [
            "Environment sizeClass: _ = _", "Environment order: _ = _", "State category: Category? = .coffee", "State drink: Drink.ID? = _",
            "State visibility: NavigationSplitViewVisibility = .all", "SceneStorage search: _ = \"\"",
        ])
        // body: NavigationSplitView(...) { } content: { } detail: { } .navigationSplitViewStyle(.balanced) .toolbar { }
        guard case .expression(.call(let toolbar))? = Self.body(root).first, case .member(let toolbarMember) = toolbar.callee,
              case .call(let style)? = toolbarMember.base, case .member(let styleMember) = style.callee,
              case .call(let split)? = styleMember.base else {
            Issue.record("unexpected body: \(Self.body(root).first?.dump ?? "none")")
            return
        }
        #expect(toolbar.calleeName == "toolbar" && style.calleeName == "navigationSplitViewStyle" && split.calleeName == "NavigationSplitView")
        #expect(split.arguments.map { $0.label?.text ?? "_" } == ["columnVisibility", "preferredCompactColumn"])
        #expect(split.trailingClosures.map { $0.label?.text ?? "_" } == ["_", "content", "detail"])
        #expect(style.arguments.first?.value.dump == ".balanced")
        #expect(tree.location(of: split.range).description == "CafeMenu.swift:53:9")
        // The sidebar's column width, three calls down the first closure.
        guard case .expression(.call(let title))? = split.trailingClosures[0].closure.statements.first,
              case .member(let titleMember) = title.callee, case .call(let width)? = titleMember.base else {
            Issue.record("unexpected sidebar")
            return
        }
        #expect(width.calleeName == "navigationSplitViewColumnWidth")
        guard case .member(let widthMember) = width.callee else { return }
        #expect(width.arguments.map { "\($0.label?.text ?? "_"):\($0.value.dump)" } == ["min:180", "ideal:220", "max:280"])
        #expect(tree.location(of: width.range).description == "CafeMenu.swift:54:13")
        #expect(tree.location(of: widthMember.name.range).description == "CafeMenu.swift:58:14")
    }

    @Test func cafeMenuEnumAndScene() throws {
        let tree = try Self.tree("CafeMenu.swift")
        let types = Self.types(tree)
        let category = try #require(types["Category"])
        #expect(category.inheritance.map(\.description) == ["String", "CaseIterable", "Identifiable", "Hashable"])
        let cases = category.members.flatMap { member -> [String] in
            guard case .enumCase(let decl) = member else { return [] }
            return decl.elements.map { element in
                element.name.text + (element.rawValue.map { " = \($0.dump)" } ?? "") + (element.associatedValues.map { "(\($0.count))" } ?? "")
            }
        }
        #expect(cases == ["coffee = \"Coffee\"", "tea = \"Tea\"", "pastry", "special(1)"])
        let app = try #require(types["CafeMenuApp"])
        #expect(app.attributes.map(\.name.text) == ["main"])
        #expect(Self.body(app).first?.dump
                == "(#if-postfix (call (. (call WindowGroup id:\"menu\" | (closure (call (. (call MenuRoot) environment) order))) defaultSize) width:1024 height:768) [#if (call os visionOS) (call .windowResizability .contentSize)])")
    }

    @Test func detailChainUnderIfConfigKeepsEveryClause() throws {
        let tree = try Self.tree("CafeMenu.swift")
        let detail = try #require(Self.types(tree)["DrinkDetail"])
        guard case .expression(.postfixIfConfig(let config))? = Self.body(detail).first else {
            Issue.record("unexpected body")
            return
        }
        #expect(config.config.clauses.map { "\($0.directive.rawValue) \($0.condition?.dump ?? "-") \($0.elements.map(\.dump))" } == [
            "#if (call os iOS) [\"(call .navigationBarTitleDisplayMode .inline)\"]",
            "#elseif (call os macOS) [\"(call .frame minWidth:300)\"]",
            "#else - [\"(call .padding .horizontal 24)\"]",
        ])
        #expect(tree.location(of: config.config.range).description == "CafeMenu.swift:143:9")
        // `@State private var shots = 1 { didSet { ... } }`
        let shots = detail.members.compactMap { member -> VarDecl? in
            if case .variable(let variable) = member, variable.name == "shots" { return variable }
            return nil
        }.first
        guard case .accessors(let accessors, _)? = shots?.accessors else {
            Issue.record("no observers")
            return
        }
        #expect(accessors.map(\.kind.text) == ["didSet"])
        #expect(shots?.hasModifier("private") == true)
    }

    @Test func sportsTabs() throws {
        let tree = try Self.tree("SportsTabs.swift")
        let types = Self.types(tree)
        let root = try #require(types["SportsRoot"])
        guard case .expression(.ifExpr(let availability))? = Self.body(root).first,
              case .availability? = availability.conditions.first,
              case .expression(.call(let customization))? = availability.body.statements.first,
              case .member(let customizationMember) = customization.callee, case .call(let style)? = customizationMember.base,
              case .member(let styleMember) = style.callee, case .call(let tabView)? = styleMember.base else {
            Issue.record("unexpected body: \(Self.body(root).first?.dump ?? "none")")
            return
        }
        #expect(style.calleeName == "tabViewStyle" && style.arguments.first?.value.dump == ".sidebarAdaptable")
        #expect(tabView.calleeName == "TabView" && tabView.arguments.first?.value.dump == "(. $model selection)")
        let tabs = tabView.trailingClosures[0].closure.statements.map { statement -> String in
            guard case .expression(let expr) = statement else { return "?" }
            var current = expr
            while case .call(let call) = current, case .member(let member) = call.callee, let base = member.base { current = base }
            guard case .call(let call) = current else { return "?" }
            return "\(call.calleeName ?? "?")(\(call.arguments.map { $0.label?.text ?? "_" }.joined(separator: ",")))"
        }
        #expect(tabs == ["Tab(_,systemImage,value)", "Tab(_,systemImage,value)", "Tab(value,role)", "TabSection(_)"])
        let model = try #require(types["SportsModel"])
        #expect(model.kind == .class && model.modifiers.map(\.name.text) == ["final"] && model.attributes.map(\.name.text) == ["Observable"])
        let refresh = model.members.compactMap { member -> FunctionDecl? in
            if case .function(let function) = member, function.name.text == "refresh" { return function }
            return nil
        }.first
        #expect(refresh?.effects == ["async", "throws"])
    }

    @Test func galleryModifiersAndConstants() throws {
        let tree = try Self.tree("GridGallery.swift")
        let decls = tree.root.declarations
        guard case .type(let viewExtension)? = decls.dropFirst().first, viewExtension.kind == .extension else {
            Issue.record("no extension")
            return
        }
        let functions = viewExtension.members.compactMap { member -> FunctionDecl? in
            if case .function(let function) = member { return function }
            return nil
        }
        #expect(functions.map { "\($0.name.text) \($0.hasAttribute("ViewBuilder")) \($0.parameters.map { "\($0.label ?? "_"):\($0.name):\($0.type?.description ?? "")" })" } == [
            "card false [\"padding:padding:CGFloat\"]",
            "ifIs true [\"_:condition:Bool\", \"transform:transform:(Self) -> Content\"]",
        ])
        #expect(functions.first?.parameters.first?.defaultValue?.dump == "12")
        let gallery = try #require(Self.types(tree)["Gallery"])
        let constants = gallery.members.compactMap { member -> String? in
            guard case .variable(let variable) = member, variable.name != "body" else { return nil }
            return "\(variable.name ?? "?") \(variable.initializer?.dump ?? variable.accessors?.getterStatements?.first?.dump ?? "-")"
        }
        #expect(constants == [
            "minimumTile 0x80", "photos -", "zoom 1.0", "namespace -",
            "columns (call Array repeating:(call GridItem (call .flexible minimum:100) spacing:8) count:4)",
            "adaptive (array (call GridItem (call .adaptive minimum:(. Gallery minimumTile) maximum:240)))",
        ])
        if case .literal(let literal)? = gallery.members.first.flatMap({ member -> Expr? in
            if case .variable(let variable) = member { return variable.initializer }
            return nil
        }) {
            #expect(literal.integerValue == 128)
        } else {
            Issue.record("no literal")
        }
    }
}
