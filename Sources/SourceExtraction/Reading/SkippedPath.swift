/// A file or folder the reader left out of a folder it walked, and why:
/// build products and vendored code (``SourceReader/skippedFolderNames``),
/// a symbolic link out of the folder, or one to what was already read.
public struct SkippedPath: Hashable, Sendable, CustomStringConvertible {
    /// The path, as reached from the folder given.
    public var path: String
    /// Why it was left out: `build products`, `vendored code`,
    /// `a link out of the folder read`, `already read through another path`.
    public var reason: String

    /// Creates a skipped path.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path (reason)`.
    public var description: String { "\(path) (\(reason))" }
}
