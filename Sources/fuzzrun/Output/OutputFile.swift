import Foundation

/// Files fuzzrun writes on request (`--html`, `--svg`): whole or not at all.
enum OutputFile {
    /// Writes `text` to `path` atomically (a temporary file renamed into
    /// place), so a failed write never leaves half a file.
    /// - Throws: exit 73 naming `option` and the path when it cannot write.
    static func write(_ text: String, to path: String, option: String) throws(CommandError) {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandError(code: .cannotCreate, message: "\(option): cannot write \(path): \(reason(error))")
        }
    }

    /// Makes the folder `path` (and its parents) unless it exists.
    /// - Throws: exit 73 when it cannot, or when `path` is a file.
    static func makeFolder(_ path: String, option: String) throws(CommandError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw CommandError(code: .cannotCreate, message: "\(option): \(path) is a file, not a folder")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CommandError(code: .cannotCreate, message: "\(option): cannot create \(path): \(reason(error))")
        }
    }

    /// The reason of a file error in a few words, the same on every platform.
    private static func reason(_ error: any Error) -> String {
        switch (error as? CocoaError)?.code {
        case .fileNoSuchFile?: "no such folder"
        case .fileWriteNoPermission?: "permission denied"
        case .fileWriteOutOfSpace?: "no space left"
        case .fileWriteVolumeReadOnly?: "read-only volume"
        case .fileWriteFileExists?: "a file is in the way"
        default: "the write failed"
        }
    }
}
