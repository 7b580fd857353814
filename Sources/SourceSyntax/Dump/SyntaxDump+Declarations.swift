extension SyntaxDumper {
    mutating func stmt(_ stmt: Stmt) {
        switch stmt {
        case .expression(let node): expr(node)
        case .declaration(let node): decl(node)
        case .returnStmt(let node):
            open("return")
            if let value = node.value {
                space()
                expr(value)
            }
            out += ")"
        case .throwStmt(let node):
            open("throw ")
            expr(node.value)
            out += ")"
        case .jump(let node):
            open(node.keyword)
            if let label = node.label { out += " " + label.text }
            out += ")"
        case .guardStmt(let node):
            open("guard")
            conditions(node.conditions)
            space()
            block("else", node.elseBody)
            out += ")"
        case .forIn(let node):
            open("for ")
            expr(node.pattern)
            if let type = node.type { out += ":\(type)" }
            space()
            expr(node.sequence)
            if let whereClause = node.whereClause {
                out += " (where "
                expr(whereClause)
                out += ")"
            }
            list(node.body.statements) { $0.stmt($1) }
            out += ")"
        case .whileStmt(let node):
            open("while")
            conditions(node.conditions)
            space()
            block("do", node.body)
            out += ")"
        case .repeatWhile(let node):
            open("repeat ")
            block("do", node.body)
            space()
            expr(node.condition)
            out += ")"
        case .doStmt(let node):
            open("do ")
            block("body", node.body)
            for clause in node.catches {
                out += " (catch"
                list(clause.patterns) { $0.expr($1) }
                list(clause.body.statements) { $0.stmt($1) }
                out += ")"
            }
            out += ")"
        case .deferStmt(let node):
            block("defer", node.body)
        case .labeled(let node):
            open(node.label.text + ": ")
            self.stmt(node.statement)
            out += ")"
        case .ifConfig(let config):
            open("#if")
            ifConfigClauses(config) { $0.stmt($1) }
            out += ")"
        }
    }

    mutating func attributes(_ attributes: [Attribute], _ modifiers: [Modifier]) {
        for attribute in attributes {
            out += " @" + attribute.name.text
            if let arguments = attribute.arguments {
                out += "("
                for (offset, argument) in arguments.enumerated() {
                    if offset > 0 { space() }
                    self.argument(argument)
                }
                out += ")"
            } else if attribute.argumentsRange != nil {
                out += "(...)"
            }
        }
        for modifier in modifiers {
            out += " " + modifier.name.text
            if let detail = modifier.detail { out += "(\(detail.text))" }
        }
    }

    mutating func parameter(_ parameter: Parameter) {
        out += "("
        var names: [String] = []
        for attribute in parameter.attributes { names.append("@" + attribute.name.text) }
        if let first = parameter.firstName { names.append(first.text) }
        if let second = parameter.secondName { names.append(second.text) }
        out += names.joined(separator: " ")
        if let type = parameter.type { out += (names.isEmpty ? "" : ":") + type.description }
        if parameter.isVariadic { out += "..." }
        if let value = parameter.defaultValue {
            out += " = "
            expr(value)
        }
        out += ")"
    }

    mutating func accessorBlock(_ block: AccessorBlock) {
        switch block {
        case .getter(let body):
            space()
            self.block("getter", body)
        case .accessors(let accessors, _):
            out += " (accessors"
            for accessor in accessors {
                out += " (" + accessor.kind.text
                for modifier in accessor.modifiers { out += " " + modifier.name.text }
                if let parameter = accessor.parameter { out += " " + parameter.text }
                for effect in accessor.effects { out += " " + effect }
                if let body = accessor.body { list(body.statements) { $0.stmt($1) } } else { out += " -" }
                out += ")"
            }
            out += ")"
        }
    }

    mutating func decl(_ decl: Decl) {
        switch decl {
        case .type(let node):
            open(node.kind.rawValue)
            attributes(node.attributes, node.modifiers)
            out += " " + node.name.text
            if let generics = node.genericParameters { out += "<" + generics.parameters.map(\.text).joined(separator: ", ") + ">" }
            if !node.inheritance.isEmpty { out += " (: " + node.inheritance.map(\.description).joined(separator: " ") + ")" }
            if node.whereClauseRange != nil { out += " (where ...)" }
            list(node.members) { $0.decl($1) }
            out += ")"
        case .variable(let node):
            open(node.keyword)
            attributes(node.attributes, node.modifiers)
            for (offset, binding) in node.bindings.enumerated() {
                out += offset == 0 ? " " : ", "
                expr(binding.pattern)
                if let type = binding.type { out += ":\(type)" }
                if let initializer = binding.initializer {
                    out += " = "
                    expr(initializer)
                }
                if let accessors = binding.accessors { accessorBlock(accessors) }
            }
            out += ")"
        case .function(let node):
            open(node.kind.rawValue)
            attributes(node.attributes, node.modifiers)
            if node.kind == .function { out += " " + node.name.text }
            if let failability = node.failability { out += failability }
            if let generics = node.genericParameters { out += "<" + generics.parameters.map(\.text).joined(separator: ", ") + ">" }
            out += " (params"
            list(node.parameters) { $0.parameter($1) }
            out += ")"
            for effect in node.effects { out += " " + effect }
            if let result = node.returnType { out += " -> \(result)" }
            if node.whereClauseRange != nil { out += " (where ...)" }
            if let body = node.body {
                space()
                block("body", body)
            }
            if let accessors = node.accessors { accessorBlock(accessors) }
            out += ")"
        case .enumCase(let node):
            open("case")
            attributes(node.attributes, node.modifiers)
            for element in node.elements {
                out += " " + element.name.text
                if let values = element.associatedValues {
                    out += "("
                    for (offset, value) in values.enumerated() {
                        if offset > 0 { space() }
                        parameter(value)
                    }
                    out += ")"
                }
                if let raw = element.rawValue {
                    out += " = "
                    expr(raw)
                }
            }
            out += ")"
        case .typeAlias(let node):
            open(node.keyword)
            attributes([], node.modifiers)
            out += " " + node.name.text
            if let type = node.type { out += " = \(type)" }
            out += ")"
        case .importDecl(let node):
            open("import")
            attributes(node.attributes, [])
            if let kind = node.kind { out += " " + kind }
            out += " " + node.path.map(\.text).joined(separator: ".") + ")"
        case .macro(let node):
            macro(node)
        case .ifConfig(let config):
            open("#if")
            ifConfigClauses(config) { $0.decl($1) }
            out += ")"
        case .other(let node):
            open(node.keyword)
            if let name = node.name { out += " " + name.text }
            out += ")"
        }
    }
}
