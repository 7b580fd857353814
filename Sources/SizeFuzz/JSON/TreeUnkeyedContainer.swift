/// The unkeyed container of a ``TreeDecoder``: a JSON array, read in order.
struct TreeUnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    let owner: StrictDecoder
    private(set) var currentIndex = 0

    init(elements: [JSONValue], codingPath: [any CodingKey], owner: StrictDecoder) {
        self.elements = elements
        self.codingPath = codingPath
        self.owner = owner
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    /// The next element's decoder; the index moves on only when decoding succeeds.
    private func next() throws -> TreeDecoder {
        let path = codingPath + [PathKey(intValue: currentIndex)]
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(Any.self, DecodingError.Context(codingPath: path, debugDescription: "the array ends here"))
        }
        return TreeDecoder(value: elements[currentIndex], codingPath: path, owner: owner)
    }

    mutating func decodeNil() throws -> Bool {
        let decoder = try next()
        guard case .null = decoder.value else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try element(type) }

    /// Decodes the next element as `T` (primitives through their
    /// single-value container).
    private mutating func element<T: Decodable>(_ type: T.Type) throws -> T {
        let decoder = try next()
        let value = try owner.decodeValue(type, decoder.value, path: decoder.codingPath)
        currentIndex += 1
        return value
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try element(type) }
    mutating func decode(_ type: String.Type) throws -> String { try element(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try element(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try element(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try element(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try element(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try element(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try element(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try element(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try element(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try element(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try element(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try element(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try element(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let container = try next().container(keyedBy: type)
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try next().unkeyedContainer()
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let decoder = try next()
        currentIndex += 1
        return decoder
    }
}
