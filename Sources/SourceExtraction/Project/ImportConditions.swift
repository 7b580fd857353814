import SourceSyntax

/// The `#if` regions of a file as its import lines are scanned: an import
/// inside a clause the build leaves out (`#elseif os(tvOS)`) names no module
/// the iPad app uses. Conditions are decided as the reader decides them
/// (``BuildConditions/evaluate(_:)``); one it cannot decide keeps its
/// imports, so a module is never dropped on a guess.
struct ImportConditions {
    private struct Clause {
        /// Whether the enclosing clauses are all in the build.
        var outerActive: Bool
        /// Whether an earlier clause of this `#if` is certainly taken.
        var taken: Bool
        /// Whether this clause may be in the build.
        var active: Bool
    }

    private var clauses: [Clause] = []

    /// Whether an import on the current line is in the build.
    var active: Bool { clauses.last?.active ?? true }

    /// Reads a line that starts, past blanks, with `#`: `#if`, `#elseif`,
    /// `#else` or `#endif`, and anything else (ignored).
    mutating func read(directive words: ArraySlice<ArraySlice<UInt8>>, line: ArraySlice<UInt8>) {
        guard let first = words.first else { return }
        let keyword = String(decoding: first, as: UTF8.self)
        switch keyword {
        case "#if":
            let value = Self.value(of: line, after: first)
            let outer = active
            clauses.append(Clause(outerActive: outer, taken: value == true, active: outer && value != false))
        case "#elseif":
            guard var clause = clauses.popLast() else { return }
            let value = Self.value(of: line, after: first)
            clause.active = clause.outerActive && !clause.taken && value != false
            if value == true { clause.taken = true }
            clauses.append(clause)
        case "#else":
            guard var clause = clauses.popLast() else { return }
            clause.active = clause.outerActive && !clause.taken
            clause.taken = true
            clauses.append(clause)
        case "#endif":
            _ = clauses.popLast()
        default:
            return
        }
    }

    /// The condition after the directive, decided; nil when unknown.
    private static func value(of line: ArraySlice<UInt8>, after keyword: ArraySlice<UInt8>) -> Bool? {
        var text = String(decoding: line[keyword.endIndex...], as: UTF8.self)
        if let comment = text.range(of: "//") { text = String(text[..<comment.lowerBound]) }
        let tree = SyntaxTree.parse(SourceFile(name: "#if", text: text))
        guard tree.diagnostics.isEmpty, tree.root.statements.count == 1,
              case .expression(let condition) = tree.root.statements[0] else { return nil }
        return BuildConditions.evaluate(condition)
    }
}
