/// A value of an old-style (OpenStep) property list, the format of an
/// Xcode project's `project.pbxproj`: a string, an array, a dictionary or
/// data. Dictionaries keep their keys in the file's order.
enum OpenStepValue: Hashable, Sendable {
    /// A quoted or unquoted string.
    case string(String)
    /// `( a, b, )`.
    case array([OpenStepValue])
    /// `{ key = value; }`, in the file's order.
    case dictionary([(key: String, value: OpenStepValue)])
    /// `<0fbd 7c>`.
    case data([UInt8])

    static func == (lhs: OpenStepValue, rhs: OpenStepValue) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.dictionary(a), .dictionary(b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        case let (.data(a), .data(b)): a == b
        default: false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case .string(let text): hasher.combine(text)
        case .array(let items): hasher.combine(items)
        case .dictionary(let pairs): for pair in pairs { hasher.combine(pair.key); hasher.combine(pair.value) }
        case .data(let bytes): hasher.combine(bytes)
        }
    }

    /// The string, if the value is one.
    var string: String? { if case .string(let text) = self { text } else { nil } }

    /// The array's items, if the value is one.
    var array: [OpenStepValue]? { if case .array(let items) = self { items } else { nil } }

    /// The value for `key`, if the value is a dictionary holding it (the
    /// last one when a key is repeated, as Xcode reads it).
    subscript(key: String) -> OpenStepValue? {
        guard case .dictionary(let pairs) = self else { return nil }
        return pairs.last { $0.key == key }?.value
    }

    /// The dictionary's pairs, if the value is one.
    var pairs: [(key: String, value: OpenStepValue)]? { if case .dictionary(let pairs) = self { pairs } else { nil } }

    /// The strings of an array value, or of a string value split at
    /// whitespace (build settings hold lists either way).
    var words: [String] {
        switch self {
        case .string(let text): return text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
        case .array(let items): return items.compactMap(\.string)
        default: return []
        }
    }
}
