import Foundation

/// A fresh, empty folder under the system's temporary directory, for a test
/// that writes files; never the working tree.
struct TemporaryFolder {
    /// The folder's path.
    let path: String

    /// Creates the folder.
    init() throws {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("sizefuzz-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The path of `name` in the folder.
    func file(_ name: String) -> String { path + "/" + name }

    /// Writes `text` to `name` in the folder (creating folders) and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let path = file(name)
        try FileManager.default.createDirectory(at: URL(fileURLWithPath: path).deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Every file below the folder, hidden ones included, relative and sorted.
    func allFiles() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: path)
        var files: [String] = []
        while let name = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: file(name), isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(name)
            }
        }
        return files.sorted()
    }

    /// Removes the folder and everything in it.
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
