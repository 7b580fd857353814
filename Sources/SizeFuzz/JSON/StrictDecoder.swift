import LayoutModel

/// Decodes `Decodable` values from a ``JSONDocument`` and refuses what a
/// type does not read: after decoding, every object member must have been
/// read, so an unknown key (`"behaviour"` for `"behavior"`) is an error that
/// names its path and the nearest key the type asked for.
///
/// This is the one mechanism behind strict keys for specs, corpus entries
/// and platform files: a type's `Codable` conformance (synthesized or not) is
/// its schema, so a new field needs no line beyond the property itself.
/// Alternatives in one object (`fixed` or `flexible`) are checked by the
/// types that have them; a member a type looked at but did not read is
/// reported as conflicting with the one it read.
///
/// Numbers decode exactly as integers (no rounding through `Double`);
/// `"inf"`, `"-inf"` and `"nan"` decode as `Double`s, as `JSONInput`'s
/// encoder writes them. A string that is not a case of a `CaseIterable`
/// string enum lists the cases.
final class StrictDecoder {
    /// Which members were read, by document-order number.
    private var used: [Bool]
    /// The keys each object was asked for, by object number, in order.
    private var requested: [[String]]

    private init(_ document: JSONDocument) {
        used = Array(repeating: false, count: document.memberCount)
        requested = Array(repeating: [], count: document.objectCount)
    }

    /// Decodes `type` from `document`; with `strict`, then checks that every
    /// member was read.
    /// - Throws: `DecodingError`, or ``StrictDecoder/UnknownKey``.
    static func decode<T: Decodable>(_ type: T.Type, from document: JSONDocument, strict: Bool = true) throws -> T {
        let decoder = StrictDecoder(document)
        let value = try decoder.decodeValue(T.self, document.root, path: [])
        if strict, let unknown = decoder.firstUnread(document.root, path: "") { throw unknown }
        return value
    }

    /// A member nothing read: its path and what to say about it.
    struct UnknownKey: Error, Hashable, Sendable {
        /// The member's path, `behavior.selectionSink`.
        var field: String
        /// `unknown key; did you mean 'selectionSync'?`.
        var message: String
    }

    // MARK: Bookkeeping

    func markUsed(_ member: Int) { used[member] = true }

    func request(_ key: String, in object: Int) {
        if !requested[object].contains(key) { requested[object].append(key) }
    }

    func isUsed(_ member: Int) -> Bool { used[member] }

    func wasRequested(_ key: String, in object: Int) -> Bool { requested[object].contains(key) }

    /// The first member, in document order, that was not read.
    private func firstUnread(_ value: JSONValue, path: String) -> UnknownKey? {
        switch value {
        case let .array(elements):
            for (index, element) in elements.enumerated() {
                if let unknown = firstUnread(element, path: path + "[\(index)]") { return unknown }
            }
        case let .object(index, firstMember, members):
            for (position, member) in members.enumerated() {
                let field = path.isEmpty ? member.key : path + "." + member.key
                guard used[firstMember + position] else {
                    return UnknownKey(field: field, message: unreadMessage(member.key, object: index,
                                                                            firstMember: firstMember, members: members))
                }
                if let unknown = firstUnread(member.value, path: field) { return unknown }
            }
        default: break
        }
        return nil
    }

    private func unreadMessage(_ key: String, object: Int, firstMember: Int, members: [JSONMember]) -> String {
        let asked = requested[object]
        if asked.contains(key) {
            let read = members.indices.filter { used[firstMember + $0] }.map { "'\(members[$0].key)'" }
            return read.isEmpty ? "not used here" : "cannot be given with \(read.joined(separator: ", "))"
        }
        let present = Set(members.map(\.key))
        return "unknown key" + KeySuggestion.hint(for: key, in: asked.filter { !present.contains($0) })
    }

    // MARK: Values

    func decodeValue<T: Decodable>(_ type: T.Type, _ value: JSONValue, path: [any CodingKey]) throws -> T {
        if let oneKey = T.self as? any OneKeyObject.Type, case let .object(_, _, members) = value {
            try Self.checkOneKey(members, cases: oneKey.jsonCases, path: path)
        }
        do {
            return try T(from: TreeDecoder(value: value, codingPath: path, owner: self))
        } catch let DecodingError.dataCorrupted(context) where context.codingPath.count == path.count {
            guard case let .string(text) = value, let enumeration = T.self as? any CaseIterable.Type,
                  case let cases = Self.caseNames(enumeration),
                  !cases.isEmpty else { throw DecodingError.dataCorrupted(context) }
            let list = cases.joined(separator: ", ")
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: path,
                debugDescription: "\(text.echoed) is not one of \(list)" + KeySuggestion.hint(for: text, in: cases)))
        }
    }

    /// Checks the object of a ``OneKeyObject``: exactly one key, one of `cases`.
    private static func checkOneKey(_ members: [JSONMember], cases: [String], path: [any CodingKey]) throws {
        let list = cases.joined(separator: ", ")
        if let unknown = members.first(where: { !cases.contains($0.key) }) {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: path + [PathKey(stringValue: unknown.key)],
                debugDescription: "unknown key" + KeySuggestion.hint(for: unknown.key, in: cases) + " (expected one of \(list))"))
        }
        guard members.count == 1 else {
            let found = members.isEmpty ? "none" : members.map(\.key).joined(separator: ", ")
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: path,
                debugDescription: "expected exactly one key, one of \(list); found \(found)"))
        }
    }

    private static func caseNames<E: CaseIterable>(_ type: E.Type) -> [String] {
        E.allCases.compactMap { ($0 as? any RawRepresentable)?.rawValue as? String }
    }
}

/// A key in a decoding path: a member's name or an array position.
struct PathKey: CodingKey {
    let stringValue: String
    let intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue; intValue = nil }
    init(intValue: Int) { stringValue = "\(intValue)"; self.intValue = intValue }
}

/// A `Decoder` over one value of a ``JSONDocument``.
struct TreeDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    let owner: StrictDecoder
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case let .object(index, firstMember, members) = value else {
            throw DecodingError.typeMismatch([String: Any].self, DecodingError.Context(codingPath: codingPath,
                debugDescription: "expected an object"))
        }
        return KeyedDecodingContainer(TreeKeyedContainer<Key>(object: index, firstMember: firstMember, members: members,
                                                              codingPath: codingPath, owner: owner))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case let .array(elements) = value else {
            throw DecodingError.typeMismatch([Any].self, DecodingError.Context(codingPath: codingPath,
                debugDescription: "expected an array"))
        }
        return TreeUnkeyedContainer(elements: elements, codingPath: codingPath, owner: owner)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        TreeSingleValueContainer(value: value, codingPath: codingPath, owner: owner)
    }
}
