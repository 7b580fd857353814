/// Swift's reserved words: those that can never be a plain identifier
/// (The Swift Programming Language, Lexical Structure, "Keywords and Punctuation").
///
/// Contextual words such as `get`, `set`, `some`, `actor`, `async` or
/// `mutating` are identifiers to the tokenizer; the parser reads them by
/// their text where they matter.
public enum Keyword: UInt8, CaseIterable, Sendable {
    // Declarations.
    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`, `import`, `init`
    case `inout`, `internal`, `let`, `operator`, `private`, `precedencegroup`, `protocol`, `public`
    case `rethrows`, `static`, `struct`, `subscript`, `typealias`, `var`
    // Statements.
    case `break`, `case`, `catch`, `continue`, `default`, `defer`, `do`, `else`, `fallthrough`, `for`
    case `guard`, `if`, `in`, `repeat`, `return`, `throw`, `switch`, `where`, `while`
    // Expressions and types.
    case `Any`, `as`, `await`, `false`, `is`, `nil`, `self`, `Self`, `super`, `throws`, `true`, `try`

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
