/// The offsets where the lines of a file start, to turn byte offsets into
/// lines and columns.
///
/// A line ends at `\n`, `\r\n` or a lone `\r`. Building the table is linear in
/// the file; a look-up is a binary search.
public struct LineTable: Hashable, Sendable {
    /// The offset of the first byte of each line; the first is 0.
    public let lineStarts: [Int]

    /// The table of `bytes`.
    public init(_ bytes: [UInt8]) {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A {
                starts.append(index)
            } else if byte == 0x0D {
                if index < bytes.count, bytes[index] == 0x0A { index += 1 }
                starts.append(index)
            }
        }
        lineStarts = starts
    }

    /// The line (from 1) and UTF-8 column (from 1) of `offset`.
    ///
    /// An offset past the end is clamped to the end.
    public func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, Swift.max(0, offset - lineStarts[low]) + 1)
    }
}
