/// A position a person can find: file name, line and column, all from 1.
///
/// Columns count UTF-8 bytes from the start of the line, as `swiftc`'s
/// diagnostics do.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's name, as given to ``SourceFile/init(name:bytes:)``.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column in UTF-8 bytes, from 1.
    public var column: Int

    /// A location in `file` at `line` and `column`.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, as compilers print it.
    public var description: String { "\(file):\(line):\(column)" }
}
