import Foundation

/// Bad input in a file the user gave: one line naming the file and the field.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem, which decides the exit code.
    public enum Kind: Hashable, Sendable {
        /// The file or folder does not exist or cannot be read.
        case notFound
        /// The file's contents are wrong.
        case badData
        /// A corpus file of a format version this build does not know.
        case unknownFormat
        /// A folder given as a corpus holds no entries (`*.json` files).
        case noEntries
        /// A file or folder could not be created or written.
        case cannotCreate
    }

    /// The kind of problem.
    public var kind: Kind
    /// The file.
    public var file: String
    /// The field, as a path such as `root.any.splitView.sidebar[2]`, if the
    /// problem is in one.
    public var field: String?
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, file: String, field: String? = nil, _ message: String) {
        self.kind = kind
        self.file = file
        self.field = field
        self.message = message
    }

    /// `file: field: message`, on one line (control characters escaped);
    /// an empty file name shows as `''`. A key in the field's path longer
    /// than `String.echoLimit` characters is cut to them and `…`, and the
    /// whole line to `String.lineLimit` (`String.boundedLine`), so a huge
    /// key or value never makes a huge line.
    public var description: String {
        [file.isEmpty ? "''" : file, field.map(Self.bounded(field:)), message].compactMap { $0 }
            .joined(separator: ": ").boundedLine
    }

    /// `field` with each key longer than `String.echoLimit` cut to them and `…`.
    static func bounded(field: String) -> String {
        guard field.count > String.echoLimit else { return field }
        return field.split(separator: ".", omittingEmptySubsequences: false).map { key in
            key.count > String.echoLimit ? key.prefix(String.echoLimit) + "…" : key
        }.joined(separator: ".")
    }
}

/// Reading JSON files with errors a person can act on.
enum JSONInput {
    /// The encoder for specs and corpus files: pretty-printed, sorted keys,
    /// infinities as `"inf"`.
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    /// The decoder for specs and corpus files: infinities may be written `"inf"`.
    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return decoder
    }

    /// The contents of `path`, through the bounded reader
    /// (``InputFile/read(_:limit:kind:)``, at most ``InputFile/jsonLimit``).
    static func read(_ path: String) throws(InputError) -> Data {
        Data(try InputFile.read(path, limit: InputFile.jsonLimit))
    }

    /// Reads `data` from `file` as one strict JSON document (``JSONReader``).
    /// - Throws: ``InputError``: an empty file, invalid JSON (with
    ///   `JSONSerialization`'s description where it has one), or a key given
    ///   twice in one object, by its path.
    static func document(_ data: Data, file: String) throws(InputError) -> JSONDocument {
        if data.isEmpty || data.allSatisfy({ [0x20, 0x0a, 0x0d, 0x09].contains($0) }) {
            throw InputError(.badData, file: file, "the file is empty")
        }
        do {
            return try JSONReader.read(data)
        } catch {
            switch error {
            case let .syntax(message, offset):
                let described = syntaxProblem(in: data) ?? "\(message) around character \(offset)"
                throw InputError(.badData, file: file, "not valid JSON (\(described))")
            case let .duplicateKey(path):
                throw InputError(.badData, file: file, field: path, "duplicate key")
            }
        }
    }

    /// Decodes `data` from `file` as `T`, turning decoding errors into one
    /// line; with `strict` (the default), a key `T` does not read is an error
    /// (``StrictDecoder``).
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, file: String, strict: Bool = true) throws(InputError) -> T {
        try decode(type, from: document(data, file: file), file: file, strict: strict)
    }

    /// Decodes `document`, read from `file`, as `T`.
    static func decode<T: Decodable>(_ type: T.Type, from document: JSONDocument, file: String,
                                     strict: Bool = true) throws(InputError) -> T {
        do {
            return try StrictDecoder.decode(T.self, from: document, strict: strict)
        } catch let error as DecodingError {
            throw describe(error, file: file)
        } catch let unknown as StrictDecoder.UnknownKey {
            throw InputError(.badData, file: file, field: unknown.field, unknown.message)
        } catch {
            throw InputError(.badData, file: file, "cannot be decoded")
        }
    }

    /// What is wrong with the JSON syntax of `data`, such as `unexpected end
    /// of file during JSON parse`; `nil` when the syntax is fine.
    ///
    /// `JSONDecoder` says only "not valid JSON"; `JSONSerialization` says
    /// where, so a truncated file reads differently from a stray character.
    static func syntaxProblem(in data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            guard var text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String, !text.isEmpty else {
                return nil
            }
            if text.hasSuffix(".") { text.removeLast() }
            return text.prefix(1).lowercased() + text.dropFirst()
        }
    }

    /// One line for a decoding error: the field's path and what was wrong.
    static func describe(_ error: DecodingError, file: String) -> InputError {
        switch error {
        case let .typeMismatch(type, context):
            return InputError(.badData, file: file, field: path(context.codingPath), "expected \(name(of: type))")
        case let .valueNotFound(type, context):
            return InputError(.badData, file: file, field: path(context.codingPath), "expected \(name(of: type)), found null")
        case let .keyNotFound(key, context):
            return InputError(.badData, file: file, field: path(context.codingPath + [key]), "missing")
        case let .dataCorrupted(context):
            if context.codingPath.isEmpty {
                return InputError(.badData, file: file, "not valid JSON")
            }
            return InputError(.badData, file: file, field: path(context.codingPath), context.debugDescription)
        @unknown default:
            return InputError(.badData, file: file, "cannot be decoded")
        }
    }

    /// `root.regular.splitView.sidebar[2]`.
    static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue { text += "[\(index)]" } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text.isEmpty ? "(top level)" : text
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is Double.Type, is any FixedWidthInteger.Type: "a number"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        default: String(describing: type).hasPrefix("Array") ? "an array" : "an object"
        }
    }
}
