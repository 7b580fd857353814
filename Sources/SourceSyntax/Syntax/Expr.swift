/// An expression, or a pattern (patterns are parsed as expressions, as
/// swift-syntax does: `.some(let x)`, `_`, `is T`).
public indirect enum Expr: Sendable {
    /// A name: `count`, `$0`, `$selection`, `self`, `Self`, `super`, `_`, `Array<Int>`.
    case identifier(IdentifierExpr)
    /// A number, boolean, `nil` or regex literal.
    case literal(LiteralExpr)
    /// A string literal, with its interpolations.
    case string(StringLiteralExpr)
    /// `base.name`, or `.name` with an implicit base.
    case member(MemberAccessExpr)
    /// A call: `f(x)`, `Text("a")`, `VStack { ... }`.
    case call(CallExpr)
    /// A subscript: `items[0]`, `dict[key, default: 0]`.
    case subscriptCall(SubscriptExpr)
    /// A closure: `{ $0 + 1 }`, `{ item in Text(item.name) }`.
    case closure(ClosureExpr)
    /// A binary operation, assignment included: `a + b`, `x = 1`, `a ?? b`.
    case binary(BinaryExpr)
    /// A prefix operator: `-x`, `!flag`, `&value`, `...end`.
    case prefix(PrefixExpr)
    /// A postfix operator: `x!`, `x?` (optional chaining), `start...`.
    case postfix(PostfixExpr)
    /// `condition ? a : b`
    case ternary(TernaryExpr)
    /// `x as T`, `x as? T`, `x as! T`, `x is T`, and the pattern `is T`.
    case cast(CastExpr)
    /// A tuple or parenthesized expression: `(a, b: 1)`, `(x)`.
    case tuple(TupleExpr)
    /// An array literal: `[1, 2]`, `[GridItem]` in `[GridItem]()`.
    case array(ArrayExpr)
    /// A dictionary literal: `["a": 1]`, `[:]`.
    case dictionary(DictionaryExpr)
    /// A key path: `\.name`, `\Item.name.count`.
    case keyPath(KeyPathExpr)
    /// An `if` expression or statement.
    case ifExpr(IfExpr)
    /// A `switch` expression or statement.
    case switchExpr(SwitchExpr)
    /// `try`, `try?`, `try!` and what they cover.
    case tryExpr(TryExpr)
    /// `await` and what it covers.
    case awaitExpr(AwaitExpr)
    /// A freestanding macro: `#Preview { ... }`, `#selector(f)`, `#file`.
    case macro(MacroExpansionExpr)
    /// Members applied under `#if`: `Text("a") #if os(iOS) .padding() #endif`.
    case postfixIfConfig(PostfixIfConfigExpr)
    /// A binding pattern: `let x`, `var (a, b)`, in `case let .some(x)`.
    case binding(BindingPatternExpr)
    /// Where an expression was expected and none could be read (a diagnostic says why).
    case missing(MissingExpr)

    /// The bytes the expression covers.
    public var range: SourceRange {
        switch self {
        case .identifier(let node): node.range
        case .literal(let node): node.range
        case .string(let node): node.range
        case .member(let node): node.range
        case .call(let node): node.range
        case .subscriptCall(let node): node.range
        case .closure(let node): node.range
        case .binary(let node): node.range
        case .prefix(let node): node.range
        case .postfix(let node): node.range
        case .ternary(let node): node.range
        case .cast(let node): node.range
        case .tuple(let node): node.range
        case .array(let node): node.range
        case .dictionary(let node): node.range
        case .keyPath(let node): node.range
        case .ifExpr(let node): node.range
        case .switchExpr(let node): node.range
        case .tryExpr(let node): node.range
        case .awaitExpr(let node): node.range
        case .macro(let node): node.range
        case .postfixIfConfig(let node): node.range
        case .binding(let node): node.range
        case .missing(let node): node.range
        }
    }

    /// The name, if this is a plain identifier.
    public var identifierName: String? {
        if case .identifier(let node) = self { return node.name.text }
        return nil
    }

    /// The dotted names of an identifier or member chain: `["UIDevice", "current",
    /// "userInterfaceIdiom"]`; a leading `.foo` gives `["", "foo"]`; nil for anything else.
    public var dottedPath: [String]? {
        var names: [String] = []
        var current = self
        while true {
            switch current {
            case .identifier(let node):
                names.append(node.name.text)
                return names.reversed()
            case .member(let node):
                names.append(node.name.text)
                guard let base = node.base else {
                    names.append("")
                    return names.reversed()
                }
                current = base
            default:
                return nil
            }
        }
    }
}
