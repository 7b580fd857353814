/// A value of the YAML subset ``YAMLReader`` reads: a scalar, a list or a
/// mapping (keys in the file's order).
enum YAMLValue: Hashable, Sendable {
    /// A plain, single- or double-quoted scalar, as text.
    case scalar(String)
    /// `- item` lines, or `[a, b]`.
    case list([YAMLValue])
    /// `key: value` lines, or `{a: b}`.
    case mapping([YAMLPair])

    /// The scalar's text, if the value is one.
    var scalar: String? { if case .scalar(let text) = self { text } else { nil } }

    /// The value for `key`, if the value is a mapping holding it.
    subscript(key: String) -> YAMLValue? {
        guard case .mapping(let pairs) = self else { return nil }
        return pairs.last { $0.key == key }?.value
    }

    /// The mapping's pairs, if the value is one.
    var pairs: [YAMLPair]? { if case .mapping(let pairs) = self { pairs } else { nil } }

    /// The items of a list, or the scalar alone.
    var items: [YAMLValue] {
        switch self {
        case .list(let items): items
        case .scalar: [self]
        case .mapping: []
        }
    }
}

/// A key and its value in a YAML mapping.
struct YAMLPair: Hashable, Sendable {
    /// The key.
    var key: String
    /// The value.
    var value: YAMLValue
}
