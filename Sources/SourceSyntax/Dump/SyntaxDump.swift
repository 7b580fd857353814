/// Compact S-expression dumps of syntax, for tests that assert exact trees.
///
/// A call is `(call CALLEE ARGS... | TRAILING...)`, a member `(. BASE name)`
/// or `.name`, a binary operation `(OP LEFT RIGHT)`, a closure
/// `(closure (in PARAMS) STATEMENTS...)`, a declaration `(var @State private
/// x:Int = 0)`; the module's landing page lists every form.
extension Expr {
    /// The expression as an S-expression.
    public var dump: String {
        var dumper = SyntaxDumper()
        dumper.expr(self)
        return dumper.out
    }
}

extension Stmt {
    /// The statement as an S-expression.
    public var dump: String {
        var dumper = SyntaxDumper()
        dumper.stmt(self)
        return dumper.out
    }
}

extension Decl {
    /// The declaration as an S-expression.
    public var dump: String {
        var dumper = SyntaxDumper()
        dumper.decl(self)
        return dumper.out
    }
}

extension SourceFileSyntax {
    /// The file's top-level statements, one S-expression a line.
    public var dump: String { statements.map(\.dump).joined(separator: "\n") }
}

/// Writes S-expressions into ``out``.
struct SyntaxDumper {
    var out = ""

    mutating func open(_ head: String) {
        out += "("
        out += head
    }

    mutating func space() { out += " " }

    mutating func list<T>(_ items: [T], _ body: (inout SyntaxDumper, T) -> Void) {
        for item in items {
            space()
            body(&self, item)
        }
    }

    mutating func argument(_ argument: Argument) {
        if let label = argument.label { out += label.text + ":" }
        expr(argument.value)
    }

    mutating func arguments(_ arguments: [Argument]) {
        list(arguments) { $0.argument($1) }
    }

    mutating func trailing(_ closures: [TrailingClosure]) {
        guard !closures.isEmpty else { return }
        out += " |"
        for closure in closures {
            space()
            if let label = closure.label { out += label.text + ":" }
            self.closure(closure.closure)
        }
    }

    mutating func generics(_ types: [TypeSyntax]) {
        if !types.isEmpty { out += "<" + types.map(\.description).joined(separator: ", ") + ">" }
    }

    mutating func expr(_ expr: Expr) {
        switch expr {
        case .identifier(let node):
            out += node.name.text
            generics(node.genericArguments)
        case .literal(let node):
            out += node.text
        case .string(let node):
            string(node)
        case .member(let node):
            if let base = node.base {
                open(". ")
                self.expr(base)
                space()
                out += node.name.text
                generics(node.genericArguments)
                out += ")"
            } else {
                out += "." + node.name.text
                generics(node.genericArguments)
            }
        case .call(let node):
            open("call ")
            self.expr(node.callee)
            arguments(node.arguments)
            trailing(node.trailingClosures)
            out += ")"
        case .subscriptCall(let node):
            open("subscript ")
            self.expr(node.base)
            arguments(node.arguments)
            trailing(node.trailingClosures)
            out += ")"
        case .closure(let node):
            closure(node)
        case .binary(let node):
            open(node.op.text + " ")
            self.expr(node.left)
            space()
            self.expr(node.right)
            out += ")"
        case .prefix(let node):
            open("prefix \(node.op.text) ")
            self.expr(node.operand)
            out += ")"
        case .postfix(let node):
            open("postfix \(node.op.text) ")
            self.expr(node.operand)
            out += ")"
        case .ternary(let node):
            open("?: ")
            self.expr(node.condition)
            space()
            self.expr(node.thenExpr)
            space()
            self.expr(node.elseExpr)
            out += ")"
        case .cast(let node):
            open("\(node.op) \(node.type)")
            if let operand = node.expression {
                space()
                self.expr(operand)
            }
            out += ")"
        case .tuple(let node):
            open("tuple")
            arguments(node.elements)
            out += ")"
        case .array(let node):
            open("array")
            list(node.elements) { $0.expr($1) }
            out += ")"
        case .dictionary(let node):
            open("dict")
            list(node.elements) { dumper, pair in
                dumper.out += "("
                dumper.expr(pair.key)
                dumper.space()
                dumper.expr(pair.value)
                dumper.out += ")"
            }
            out += ")"
        case .keyPath(let node):
            open("keypath")
            if let root = node.root { out += " \(root)" }
            for component in node.components {
                switch component {
                case .property(let name): out += " .\(name.text)"
                case .optionalChain: out += " ?"
                case .forceUnwrap: out += " !"
                case .subscriptCall(let arguments, _):
                    out += " ["
                    for (offset, argument) in arguments.enumerated() {
                        if offset > 0 { space() }
                        self.argument(argument)
                    }
                    out += "]"
                }
            }
            out += ")"
        case .ifExpr(let node):
            ifExpr(node)
        case .switchExpr(let node):
            open("switch ")
            self.expr(node.subject)
            list(node.cases) { $0.switchElement($1) }
            out += ")"
        case .tryExpr(let node):
            open("try\(node.mark ?? "") ")
            self.expr(node.expression)
            out += ")"
        case .awaitExpr(let node):
            open("await ")
            self.expr(node.expression)
            out += ")"
        case .macro(let node):
            macro(node)
        case .postfixIfConfig(let node):
            open("#if-postfix ")
            self.expr(node.base)
            ifConfigClauses(node.config) { $0.expr($1) }
            out += ")"
        case .binding(let node):
            open(node.keyword + " ")
            self.expr(node.pattern)
            out += ")"
        case .missing:
            out += "<missing>"
        }
    }

    mutating func macro(_ node: MacroExpansionExpr) {
        open("#" + node.name.text)
        generics(node.genericArguments)
        arguments(node.arguments)
        trailing(node.trailingClosures)
        out += ")"
    }

    mutating func string(_ node: StringLiteralExpr) {
        let hashes = String(repeating: "#", count: node.openDelimiter.prefix { $0 == "#" }.count)
        let quote = node.openDelimiter.hasSuffix("\"\"\"") ? "\"\"\"" : "\""
        func quoted(_ text: String) -> String {
            hashes + quote + text.replacingNewlines() + quote + hashes
        }
        if let text = node.staticText {
            out += quoted(text)
            return
        }
        open("string")
        for segment in node.segments {
            space()
            switch segment {
            case .text(let text, _): out += quoted(text)
            case .interpolation(let arguments, _):
                open("interp")
                self.arguments(arguments)
                out += ")"
            }
        }
        out += ")"
    }

    mutating func closure(_ node: ClosureExpr) {
        open("closure")
        if let signature = node.signature {
            out += " (in"
            if signature.captureListRange != nil { out += " [captures]" }
            for parameter in signature.parameters {
                out += " " + parameter.firstName.text
                if let second = parameter.secondName { out += " " + second.text }
                if let type = parameter.type { out += ":\(type)" }
            }
            if let result = signature.returnType { out += " -> \(result)" }
            out += ")"
        }
        list(node.statements) { $0.stmt($1) }
        out += ")"
    }

    mutating func block(_ head: String, _ block: CodeBlock) {
        open(head)
        list(block.statements) { $0.stmt($1) }
        out += ")"
    }

    mutating func conditions(_ conditions: [Condition]) {
        for condition in conditions {
            space()
            switch condition {
            case .expression(let expr): self.expr(expr)
            case .optionalBinding(let binding):
                open(binding.keyword + " ")
                expr(binding.pattern)
                if let type = binding.type { out += ":\(type)" }
                if let value = binding.value {
                    out += " = "
                    expr(value)
                }
                out += ")"
            case let .matching(pattern, value, _):
                open("case ")
                expr(pattern)
                out += " = "
                expr(value)
                out += ")"
            case .availability: out += "#available"
            }
        }
    }

    mutating func ifExpr(_ node: IfExpr) {
        open("if")
        conditions(node.conditions)
        space()
        block("then", node.body)
        switch node.elseBranch {
        case .elseIf(let next)?:
            out += " (else "
            ifExpr(next)
            out += ")"
        case .block(let elseBlock)?:
            space()
            block("else", elseBlock)
        case nil: break
        }
        out += ")"
    }

    mutating func switchElement(_ element: SwitchElement) {
        switch element {
        case .switchCase(let node):
            for attribute in node.attributes { out += "@" + attribute.name.text + " " }
            if node.isDefault { open("default") } else {
                open("case (")
                for (offset, item) in node.items.enumerated() {
                    if offset > 0 { space() }
                    if let guardExpr = item.whereClause {
                        out += "(where "
                        expr(item.pattern)
                        space()
                        expr(guardExpr)
                        out += ")"
                    } else {
                        expr(item.pattern)
                    }
                }
                out += ")"
            }
            list(node.statements) { $0.stmt($1) }
            out += ")"
        case .ifConfig(let config):
            open("#if")
            ifConfigClauses(config) { $0.switchElement($1) }
            out += ")"
        }
    }

    /// `[#if COND ELEMENTS...] [#else ELEMENTS...]`, each clause in brackets.
    mutating func ifConfigClauses<Element>(_ config: IfConfig<Element>, _ element: (inout SyntaxDumper, Element) -> Void) {
        for clause in config.clauses {
            out += " [" + clause.directive.rawValue
            if let condition = clause.condition {
                space()
                expr(condition)
            }
            list(clause.elements, element)
            out += "]"
        }
    }
}

extension String {
    /// The text with line breaks and tabs written as escapes, for one-line dumps.
    func replacingNewlines() -> String {
        var result = ""
        for character in self {
            switch character {
            case "\n": result += "\\n"
            case "\r\n": result += "\\r\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result
    }
}
