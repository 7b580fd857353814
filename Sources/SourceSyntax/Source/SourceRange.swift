/// A half-open range of UTF-8 byte offsets into a ``SourceFile``.
///
/// Offsets are converted to lines and columns only at the edge, with
/// ``SourceFile/location(of:)``.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// The offset of the first byte.
    public var start: Int
    /// The offset just past the last byte.
    public var end: Int

    /// A range from `start` up to, not including, `end`.
    public init(start: Int, end: Int) {
        self.start = start
        self.end = Swift.max(start, end)
    }

    /// The empty range at `offset`.
    public static func empty(at offset: Int) -> SourceRange { SourceRange(start: offset, end: offset) }

    /// The number of bytes covered.
    public var count: Int { end - start }

    /// Whether the range covers no byte.
    public var isEmpty: Bool { end == start }

    /// The smallest range covering both `self` and `other`.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: Swift.min(start, other.start), end: Swift.max(end, other.end))
    }

    /// Whether `offset` lies in the range.
    public func contains(_ offset: Int) -> Bool { offset >= start && offset < end }

    /// `start..<end`, as in a dump: `12..<17`.
    public var description: String { "\(start)..<\(end)" }
}
