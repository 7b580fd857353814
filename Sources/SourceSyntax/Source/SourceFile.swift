/// A Swift source file: its name and its bytes, known to be valid UTF-8.
///
/// The syntax layer reads no file: the caller gives the bytes. Offsets into
/// ``bytes`` are what every token and node keeps; ``location(of:)`` turns one
/// into `file:line:column` at the edge.
public struct SourceFile: Sendable {
    /// The name used in locations, usually a path relative to the package.
    public let name: String
    /// The file's bytes, valid UTF-8.
    public let bytes: [UInt8]
    /// Where each line starts.
    public let lines: LineTable

    /// The largest file accepted: offsets are stored in 32 bits.
    public static let maximumSize = Int(Int32.max)

    /// A file from raw bytes.
    ///
    /// - Parameters:
    ///   - name: The name to report in locations and errors.
    ///   - bytes: The file's contents.
    /// - Throws: ``SourceFileError/invalidUTF8(file:offset:)`` at the first
    ///   byte that is not valid UTF-8, ``SourceFileError/tooLarge(file:size:)``
    ///   past ``maximumSize``.
    public init(name: String, bytes: [UInt8]) throws(SourceFileError) {
        guard bytes.count <= Self.maximumSize else { throw .tooLarge(file: name, size: bytes.count) }
        if let offset = UTF8Validation.firstInvalidOffset(in: bytes) { throw .invalidUTF8(file: name, offset: offset) }
        self.name = name
        self.bytes = bytes
        lines = LineTable(bytes)
    }

    /// A file from text, which is valid UTF-8 by construction.
    public init(name: String, text: String) {
        self.name = name
        bytes = Array(text.utf8)
        lines = LineTable(bytes)
    }

    /// The location of byte `offset`.
    public func location(ofOffset offset: Int) -> SourceLocation {
        let (line, column) = lines.lineAndColumn(of: offset)
        return SourceLocation(file: name, line: line, column: column)
    }

    /// The location where `range` starts.
    public func location(of range: SourceRange) -> SourceLocation { location(ofOffset: range.start) }

    /// The text of `range`, clamped to the file.
    public func text(_ range: SourceRange) -> String {
        let start = Swift.min(Swift.max(range.start, 0), bytes.count)
        let end = Swift.min(Swift.max(range.end, start), bytes.count)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// Why a ``SourceFile`` could not be made from bytes.
public enum SourceFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The byte at `offset` starts no valid UTF-8 sequence.
    case invalidUTF8(file: String, offset: Int)
    /// The file has more than ``SourceFile/maximumSize`` bytes.
    case tooLarge(file: String, size: Int)

    /// One line naming the file and the offset.
    public var description: String {
        switch self {
        case let .invalidUTF8(file, offset): "\(file): invalid UTF-8 at byte offset \(offset)"
        case let .tooLarge(file, size): "\(file): \(size) bytes is more than the \(SourceFile.maximumSize) a source file may have"
        }
    }
}
