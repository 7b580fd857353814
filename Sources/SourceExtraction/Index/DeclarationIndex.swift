import SourceSyntax

/// A declaration and the file it is in.
struct Located<Node: Sendable>: Sendable {
    /// The declaration.
    var node: Node
    /// The index of its file in ``DeclarationIndex/files``.
    var file: Int
}

/// A type and every member declared for it, extensions included.
struct TypeInfo: Sendable {
    /// The type's name.
    var name: String
    /// `struct`, `enum`, `class`...
    var kind: TypeDecl.Kind
    /// The names after `:` in its declaration and its extensions.
    var inheritance: [String]
    /// The attributes of its declaration (`@main`).
    var attributes: [String]
    /// Its members, the declaration's first, in order, `#if` resolved.
    var members: [Located<Decl>]
    /// Where it is declared.
    var declaration: Located<TypeDecl>?

    /// Whether it is a view.
    var isView: Bool { inheritance.contains("View") }
    /// The enum's cases in order, with raw values where written as strings.
    var cases: [(name: String, rawValue: String?)] {
        members.flatMap { member -> [(name: String, rawValue: String?)] in
            guard case .enumCase(let decl) = member.node else { return [] }
            return decl.elements.map { element in
                var raw: String?
                if case .string(let literal)? = element.rawValue { raw = literal.staticText }
                return (element.name.text, raw)
            }
        }
    }

    /// The variable member named `name`.
    func variable(_ name: String) -> Located<VarDecl>? {
        for member in members {
            if case .variable(let decl) = member.node, decl.bindings.contains(where: { $0.name == name }) {
                return Located(node: decl, file: member.file)
            }
        }
        return nil
    }

    /// The functions named `name`.
    func functions(_ name: String) -> [Located<FunctionDecl>] {
        members.compactMap { member in
            if case .function(let decl) = member.node, decl.kind == .function, decl.name.text == name {
                return Located(node: decl, file: member.file)
            }
            return nil
        }
    }

    /// The initializers.
    var initializers: [Located<FunctionDecl>] {
        members.compactMap { member in
            if case .function(let decl) = member.node, decl.kind == .initializer { return Located(node: decl, file: member.file) }
            return nil
        }
    }

    /// The stored properties in order (no accessors, not static).
    var storedProperties: [Located<VarDecl>] {
        members.compactMap { member in
            guard case .variable(let decl) = member.node, !decl.hasModifier("static"), !decl.hasModifier("class") else { return nil }
            if let accessors = decl.accessors, case .getter = accessors { return nil }
            if case .accessors(let list, _)? = decl.accessors, list.contains(where: { $0.kind.text == "get" }) { return nil }
            return Located(node: decl, file: member.file)
        }
    }
}

/// Every type, view modifier and global of the app, across files, with
/// `#if` evaluated for an iPad build.
struct DeclarationIndex: Sendable {
    /// The parsed files.
    var files: [SyntaxTree]
    /// The types by name (nested types by their own name too).
    var types: [String: TypeInfo] = [:]
    /// The order types were found in, for deterministic searches.
    var typeOrder: [String] = []
    /// The functions of `extension View` (the team's own modifiers).
    var viewExtensions: [String: [Located<FunctionDecl>]] = [:]
    /// Top-level variables and functions.
    var globals: [Located<Decl>] = []
    /// The `#if` conditions that could not be evaluated, with their file.
    var unknownConditions: [Located<Expr>] = []

    /// The enums that have a case of each name, for `.name` whose type the
    /// reader does not infer.
    var caseOwners: [String: [String]] = [:]

    /// Indexes `files`.
    init(files: [SyntaxTree]) {
        self.files = files
        for (index, tree) in files.enumerated() {
            for statement in tree.root.statements {
                collect(statement, file: index)
            }
        }
        for name in typeOrder {
            guard let info = types[name], info.kind == .enum || info.kind == .extension else { continue }
            for found in info.cases where caseOwners[found.name]?.contains(name) != true { caseOwners[found.name, default: []].append(name) }
        }
    }

    private mutating func collect(_ statement: Stmt, file: Int) {
        switch statement {
        case .declaration(let decl): collect(decl, file: file, topLevel: true)
        case .ifConfig(let config):
            var unknown: [Expr] = []
            for element in BuildConditions.active(config, unknown: { unknown.append($0) }) { collect(element, file: file) }
            unknownConditions += unknown.map { Located(node: $0, file: file) }
        default: break
        }
    }

    private mutating func collect(_ decl: Decl, file: Int, topLevel: Bool) {
        switch decl {
        case .type(let type): add(type, file: file)
        case .ifConfig(let config):
            var unknown: [Expr] = []
            for element in BuildConditions.active(config, unknown: { unknown.append($0) }) {
                collect(element, file: file, topLevel: topLevel)
            }
            unknownConditions += unknown.map { Located(node: $0, file: file) }
        case .variable, .function:
            if topLevel { globals.append(Located(node: decl, file: file)) }
        default: break
        }
    }

    /// Members with `#if` resolved.
    private mutating func flatten(_ members: [Decl], file: Int) -> [Located<Decl>] {
        var result: [Located<Decl>] = []
        for member in members {
            if case .ifConfig(let config) = member {
                var unknown: [Expr] = []
                let active = BuildConditions.active(config, unknown: { unknown.append($0) })
                unknownConditions += unknown.map { Located(node: $0, file: file) }
                result += flatten(active, file: file)
            } else {
                result.append(Located(node: member, file: file))
            }
        }
        return result
    }

    private mutating func add(_ type: TypeDecl, file: Int) {
        let members = flatten(type.members, file: file)
        let inherited = type.inheritance.map { $0.baseName ?? $0.description }
        if type.kind == .extension {
            let name = type.extendedType?.baseName ?? type.name.text
            if name == "View" {
                for member in members {
                    if case .function(let function) = member.node {
                        viewExtensions[function.name.text, default: []].append(Located(node: function, file: member.file))
                    }
                }
            } else if types[name] != nil {
                types[name]?.members += members
                types[name]?.inheritance += inherited
            } else {
                types[name] = TypeInfo(name: name, kind: .extension, inheritance: inherited, attributes: [],
                                       members: members, declaration: nil)
                typeOrder.append(name)
            }
        } else {
            let name = type.name.text
            var info = TypeInfo(name: name, kind: type.kind, inheritance: inherited,
                                attributes: type.attributes.map(\.name.text), members: members,
                                declaration: Located(node: type, file: file))
            if let earlier = types[name], earlier.kind == .extension {
                info.members += earlier.members
                info.inheritance += earlier.inheritance
            } else {
                typeOrder.append(name)
            }
            types[name] = info
        }
        for member in members {
            if case .type(let nested) = member.node { add(nested, file: member.file) }
        }
    }
}
