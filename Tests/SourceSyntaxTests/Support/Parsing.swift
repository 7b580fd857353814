import Foundation
import SourceSyntax

/// Helpers shared by the syntax tests.
enum Parsing {
    /// The tree of `text`, as file `test.swift`.
    static func tree(_ text: String, limits: ParserLimits = ParserLimits()) -> SyntaxTree {
        SyntaxTree.parse(SourceFile(name: "test.swift", text: text), limits: limits)
    }

    /// The dump of `text`'s top level, and its diagnostics formatted.
    static func dump(_ text: String) -> String {
        tree(text).root.dump
    }

    /// The diagnostics of `text`, each `test.swift:line:column: message`.
    static func diagnostics(_ text: String) -> [String] {
        tree(text).formattedDiagnostics
    }

    /// The tokens of `text` in a compact form: `id[foo] int[1] + eof` minus the end.
    static func tokens(_ text: String) -> String {
        let file = SourceFile(name: "test.swift", text: text)
        let list = Lexer.tokenize(file)
        return list.tokens.dropLast().map { token in
            let spelled = file.text(token.range).replacingOccurrences(of: "\n", with: "\\n")
            switch token.kind {
            case .identifier: return "id[\(spelled)]"
            case .keyword: return "kw[\(spelled)]"
            case .integerLiteral: return "int[\(spelled)]"
            case .floatLiteral: return "float[\(spelled)]"
            case .stringOpen: return "open[\(spelled)]"
            case .stringSegment: return "seg[\(spelled)]"
            case .interpolationOpen: return "interp[\(spelled)]"
            case .interpolationClose: return "end-interp[\(spelled)]"
            case .stringClose: return "close[\(spelled)]"
            case .regexLiteral: return "regex[\(spelled)]"
            case .prefixOperator: return "prefix[\(spelled)]"
            case .postfixOperator: return "postfix[\(spelled)]"
            case .binaryOperator: return "binary[\(spelled)]"
            case .prefixAmpersand: return "prefix-&"
            case .postfixQuestion: return "postfix-?"
            case .postfixExclaim: return "postfix-!"
            case .infixQuestion: return "infix-?"
            case .macro: return "macro[\(spelled)]"
            case .unknown: return "unknown[\(spelled)]"
            default: return spelled
            }
        }.joined(separator: " ")
    }
}
