import Foundation

/// Reading the files of a project's settings, bounded: a regular file of at
/// most ``maximumSize`` bytes. The Swift reader's `SourceReader.file(at:)`
/// has the same checks but a 4 MiB bound and a parse into Swift syntax; a
/// large app's `project.pbxproj` can pass 4 MiB.
enum ProjectFile {
    /// The largest project file read: 32 MiB (the `project.pbxproj` of an
    /// app with thousands of files is a few MiB).
    static let maximumSize = 32 << 20

    /// The bytes of the file at `path`: exit 66 when missing or unreadable,
    /// 65 when too large.
    static func bytes(at path: String) throws(ExtractionError) -> [UInt8] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw .notFound(path: path) }
        guard !isFolder.boolValue else { throw .unreadable(path: path, reason: "a folder, not a file") }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let type = attributes?[.type] as? FileAttributeType, type != .typeRegular, type != .typeSymbolicLink {
            throw .unreadable(path: path, reason: "not a regular file")
        }
        if let size = (attributes?[.size] as? NSNumber)?.intValue, size > maximumSize {
            throw .badProject(path: path, line: 1, reason: "\(size) bytes is more than the \(maximumSize) a project file may have")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path, reason: "permission denied or not a regular file")
        }
        guard data.count <= maximumSize else {
            throw .badProject(path: path, line: 1, reason: "\(data.count) bytes is more than the \(maximumSize) a project file may have")
        }
        return [UInt8](data)
    }

    /// The text of the file at `path`, with invalid UTF-8 replaced.
    static func text(at path: String) throws(ExtractionError) -> String {
        String(decoding: try bytes(at: path), as: UTF8.self)
    }
}
