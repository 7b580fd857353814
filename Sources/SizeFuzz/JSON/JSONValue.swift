/// A JSON value as ``JSONReader`` reads it: numbers keep their text, and
/// objects keep their members in the order written, each object and member
/// numbered (for ``StrictDecoder``'s bookkeeping).
indirect enum JSONValue: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as written (`-12`, `1.5e3`); always finite as a `Double`.
    case number(String)
    /// A string, escapes resolved.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object: its number in document order and its members in order;
    /// its members are numbered `firstMember` on, contiguously.
    case object(index: Int, firstMember: Int, members: [JSONMember])
}

/// A member of a JSON object.
struct JSONMember: Sendable {
    /// The key.
    var key: String
    /// The value.
    var value: JSONValue
}

/// A JSON document read by ``JSONReader``: the top-level value and how many
/// objects and members it holds.
struct JSONDocument: Sendable {
    /// The top-level value.
    var root: JSONValue
    /// The number of objects.
    var objectCount: Int
    /// The number of object members.
    var memberCount: Int
}

/// Why a JSON text is not read: invalid syntax, or a key given twice in one
/// object (which `JSONDecoder` and `JSONSerialization` accept silently,
/// keeping one of the values).
enum JSONReadError: Error, Equatable, Sendable {
    /// The text is not JSON: what is wrong, and the byte offset.
    case syntax(String, offset: Int)
    /// A key appears twice in one object: the path of the second one.
    case duplicateKey(path: String)
}
