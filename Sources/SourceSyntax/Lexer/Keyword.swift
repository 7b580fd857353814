/// Swift's reserved words: those that can never be a plain identifier
/// (The Swift Programming Language, Lexical Structure, "Keywords and Punctuation").
///
/// Contextual words such as `get`, `set`, `some`, `actor`, `async` or
/// `mutating` are identifiers to the tokenizer; the parser reads them by
/// their text where they matter.
public enum Keyword: UInt8, CaseIterable, Sendable {
    // Declarations.
    /// `associatedtype`
    case `associatedtype`
    /// `class`
    case `class`
    /// `deinit`
    case `deinit`
    /// `enum`
    case `enum`
    /// `extension`
    case `extension`
    /// `fileprivate`
    case `fileprivate`
    /// `func`
    case `func`
    /// `import`
    case `import`
    /// `init`
    case `init`
    /// `inout`
    case `inout`
    /// `internal`
    case `internal`
    /// `let`
    case `let`
    /// `operator`
    case `operator`
    /// `private`
    case `private`
    /// `precedencegroup`
    case `precedencegroup`
    /// `protocol`
    case `protocol`
    /// `public`
    case `public`
    /// `rethrows`
    case `rethrows`
    /// `static`
    case `static`
    /// `struct`
    case `struct`
    /// `subscript`
    case `subscript`
    /// `typealias`
    case `typealias`
    /// `var`
    case `var`
    // Statements.
    /// `break`
    case `break`
    /// `case`
    case `case`
    /// `catch`
    case `catch`
    /// `continue`
    case `continue`
    /// `default`
    case `default`
    /// `defer`
    case `defer`
    /// `do`
    case `do`
    /// `else`
    case `else`
    /// `fallthrough`
    case `fallthrough`
    /// `for`
    case `for`
    /// `guard`
    case `guard`
    /// `if`
    case `if`
    /// `in`
    case `in`
    /// `repeat`
    case `repeat`
    /// `return`
    case `return`
    /// `throw`
    case `throw`
    /// `switch`
    case `switch`
    /// `where`
    case `where`
    /// `while`
    case `while`
    // Expressions and types.
    /// `Any`
    case `Any`
    /// `as`
    case `as`
    /// `await`
    case `await`
    /// `false`
    case `false`
    /// `is`
    case `is`
    /// `nil`
    case `nil`
    /// `self`
    case `self`
    /// `Self`
    case `Self`
    /// `super`
    case `super`
    /// `throws`
    case `throws`
    /// `true`
    case `true`
    /// `try`
    case `try`

    /// The keyword spelled by `bytes`, if any.
    static func matching(_ bytes: ArraySlice<UInt8>) -> Keyword? {
        guard bytes.count >= 2, bytes.count <= 15 else { return nil }
        for keyword in table[Int(bytes.count)] where keyword.utf8.elementsEqual(bytes) { return keyword.keyword }
        return nil
    }

    /// The keyword's spelling.
    public var text: String { String(describing: self) }

    /// Keywords by length, for ``matching(_:)``.
    private static let table: [[(utf8: [UInt8], keyword: Keyword)]] = {
        var table = Array(repeating: [(utf8: [UInt8], keyword: Keyword)](), count: 16)
        for keyword in allCases {
            let utf8 = Array(keyword.text.utf8)
            table[utf8.count].append((utf8, keyword))
        }
        return table
    }()
}
