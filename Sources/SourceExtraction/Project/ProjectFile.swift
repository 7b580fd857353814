import Foundation

/// Reading the files of a project's settings, bounded: a regular file of at
/// most ``maximumSize`` bytes. The Swift reader's `SourceReader.file(at:)`
/// has the same checks but a 4 MiB bound and a parse into Swift syntax; a
/// large app's `project.pbxproj` can pass 4 MiB.
enum ProjectFile {
    /// The largest project file read: 32 MiB (the `project.pbxproj` of an
    /// app with thousands of files is a few MiB).
    static let maximumSize = 32 << 20

    /// The bytes of the file at `path`, through the reader's one bounded
    /// read (``SourceReader/bytes(at:limit:check:)``: a regular file, links
    /// followed, read no further than the bound): exit 66 when missing, 77
    /// when it cannot be read (with the system's reason), 65 when too large.
    static func bytes(at path: String) throws(ExtractionError) -> [UInt8] {
        do {
            return try SourceReader.bytes(at: path, limit: maximumSize)
        } catch {
            guard case let .tooLarge(_, size) = error else { throw error }
            throw .badProject(path: path, line: 1, reason: "\(size) bytes is more than the \(maximumSize) a project file may have")
        }
    }

    /// The text of the file at `path`, with invalid UTF-8 replaced.
    static func text(at path: String) throws(ExtractionError) -> String {
        String(decoding: try bytes(at: path), as: UTF8.self)
    }
}
