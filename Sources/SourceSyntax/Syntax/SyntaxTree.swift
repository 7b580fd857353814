/// A parsed file: its top-level statements and declarations.
public struct SourceFileSyntax: Sendable {
    /// The top level in order: declarations, and statements of a `main.swift`.
    public var statements: [Stmt]
    /// The whole file.
    public var range: SourceRange

    /// A parsed file.
    public init(statements: [Stmt], range: SourceRange) {
        self.statements = statements
        self.range = range
    }

    /// The top-level declarations, `#if` clauses not entered.
    public var declarations: [Decl] {
        statements.compactMap { if case .declaration(let decl) = $0 { decl } else { nil } }
    }
}

/// What parsing a file gives: the tree, the tokens and comments, and every problem.
///
/// ``parse(_:limits:)`` never fails and never traps: whatever the bytes, a tree comes
/// back, with one ``Diagnostic`` for each thing it could not read.
public struct SyntaxTree: Sendable {
    /// The file parsed.
    public let file: SourceFile
    /// The syntax tree.
    public let root: SourceFileSyntax
    /// The tokens, ending with ``TokenKind/endOfFile``.
    public let tokens: [Token]
    /// The comments, in order.
    public let comments: [Comment]
    /// The tokenizer's and the parser's problems, in order of position.
    public let diagnostics: [Diagnostic]

    /// Parses `file`.
    ///
    /// - Complexity: O(n) time and memory in the file's size. Nesting deeper
    ///   than ``ParserLimits/maximumDepth`` is reported, not recursed into.
    public static func parse(_ file: SourceFile, limits: ParserLimits = ParserLimits()) -> SyntaxTree {
        let list = Lexer.tokenize(file)
        var parser = Parser(file: file, tokens: list.tokens, limits: limits)
        let root = parser.parseSourceFile()
        var diagnostics = list.diagnostics + parser.diagnostics
        diagnostics.sort { ($0.range.start, $0.range.end) < ($1.range.start, $1.range.end) }
        return SyntaxTree(file: file, root: root, tokens: list.tokens, comments: list.comments, diagnostics: diagnostics)
    }

    /// The location of `range`'s start in the file.
    public func location(of range: SourceRange) -> SourceLocation { file.location(of: range) }

    /// The diagnostics, each as `file:line:column: message`.
    public var formattedDiagnostics: [String] { diagnostics.map { $0.formatted(in: file) } }
}

/// The bounds that keep parsing safe on a small stack.
public struct ParserLimits: Sendable {
    /// How deep brackets, braces, closures, interpolations, types and nested
    /// declarations may go (each counts a level, an argument list and its
    /// expression two) before the parser reports the construct and skips to
    /// the end of the group it is in. 64 by default: the deepest of 1,500
    /// files in five public SwiftUI apps reaches 28, and 64 levels parse in
    /// a debug build on a 512 KiB stack (a secondary thread's on Apple platforms).
    public var maximumDepth: Int
    /// How tall an expression's tree may grow through member chains and
    /// operator sequences (`a.b.c...`, `a + b + ...`) before the rest of the
    /// chain is reported and skipped. 2,000 by default: a modifier chain of 50 is long.
    public var maximumChainHeight: Int

    /// Limits with the defaults, or others for tests.
    public init(maximumDepth: Int = 64, maximumChainHeight: Int = 2_000) {
        self.maximumDepth = maximumDepth
        self.maximumChainHeight = maximumChainHeight
    }
}
