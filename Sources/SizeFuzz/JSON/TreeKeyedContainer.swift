/// The keyed container of a ``TreeDecoder``: a JSON object. Reading a member
/// (`decode`, `decodeNil`, a nested container) marks it read; `contains` only
/// notes that the type knows the key, for suggestions.
struct TreeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: Int
    let firstMember: Int
    let members: [JSONMember]
    let codingPath: [any CodingKey]
    let owner: StrictDecoder

    var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool {
        owner.request(key.stringValue, in: object)
        return members.contains { $0.key == key.stringValue }
    }

    /// The member `key` as a decoder, marked read.
    /// - Throws: `keyNotFound`; or, when an unread member's key is a near
    ///   miss of `key`, that member as an unknown key with the suggestion.
    private func member(_ key: Key) throws -> TreeDecoder {
        owner.request(key.stringValue, in: object)
        guard let position = members.firstIndex(where: { $0.key == key.stringValue }) else {
            let unread = members.indices.filter { !owner.isUsed(firstMember + $0) }.map { members[$0].key }
                .filter { !owner.wasRequested($0, in: object) }
            for candidate in unread where KeySuggestion.nearest(to: candidate, in: [key.stringValue]) != nil {
                throw DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: codingPath + [PathKey(stringValue: candidate)],
                    debugDescription: "unknown key; did you mean '\(key.stringValue)'?"))
            }
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: codingPath, debugDescription: "missing"))
        }
        owner.markUsed(firstMember + position)
        return TreeDecoder(value: members[position].value, codingPath: codingPath + [key], owner: owner)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null = try member(key).value { return true }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try value(type, key) }

    /// Decodes member `key` as `T` (primitives through their single-value container).
    private func value<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
        let decoder = try member(key)
        return try owner.decodeValue(type, decoder.value, path: decoder.codingPath)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(type, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(type, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(type, key) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try member(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try member(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        guard let key = Key(stringValue: "super") else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: "no super key"))
        }
        return try member(key)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try member(key)
    }
}
