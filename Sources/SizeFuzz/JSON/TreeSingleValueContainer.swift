/// The single-value container of a ``TreeDecoder``: where every number,
/// string and Boolean is read.
struct TreeSingleValueContainer: SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]
    let owner: StrictDecoder

    func decodeNil() -> Bool {
        if case .null = value { return true }
        return false
    }

    private func mismatch<T>(_ type: T.Type) -> DecodingError {
        if case .null = value {
            return .valueNotFound(type, DecodingError.Context(codingPath: codingPath, debugDescription: "found null"))
        }
        return .typeMismatch(type, DecodingError.Context(codingPath: codingPath, debugDescription: "wrong type"))
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case let .bool(flag) = value else { throw mismatch(type) }
        return flag
    }

    func decode(_ type: String.Type) throws -> String {
        guard case let .string(text) = value else { throw mismatch(type) }
        return text
    }

    func decode(_ type: Double.Type) throws -> Double {
        switch value {
        case let .number(text): if let number = Double(text) { return number }
        case .string("inf"): return .infinity
        case .string("-inf"): return -.infinity
        case .string("nan"): return .nan
        default: break
        }
        throw mismatch(type)
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

    /// A whole number of type `T`, read from its text: a fraction, or a
    /// number outside `T`'s range, is an error naming the range.
    func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        guard case let .number(text) = value else { throw mismatch(type) }
        if let whole = T(text) { return whole }
        if let number = Double(text), number.rounded() == number, let whole = T(exactly: number) { return whole }
        throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath,
            debugDescription: "expected a whole number from \(T.min) to \(T.max)"))
    }

    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try owner.decodeValue(type, value, path: codingPath)
    }
}
