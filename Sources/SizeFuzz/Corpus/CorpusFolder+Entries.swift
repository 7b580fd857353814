import Foundation

extension CorpusFolder {
    /// The corpus files under `paths`: each file as given, and every
    /// `*.json` file in each folder and the folders below it (hidden files and
    /// folders, such as a save's temporary files, are skipped). Sorted and
    /// without duplicates, so a replay always runs in the same order.
    ///
    /// - Throws: ``InputError``: `.notFound` for a path that does not exist
    ///   or a folder that cannot be read, `.noEntries` for a folder with no
    ///   `*.json` file anywhere below it.
    public static func entryFiles(under paths: [String]) throws(InputError) -> [String] {
        var files: [String] = []
        for given in paths {
            let path = CorpusFolder(given).path
            var isDirectory: ObjCBool = false
            guard !given.isEmpty, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw InputError(.notFound, file: given, "no such file or folder")
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let found = try jsonFiles(in: path, depth: 0)
            guard !found.isEmpty else {
                throw InputError(.noEntries, file: given, "no corpus entries (*.json files) in the folder")
            }
            files += found
        }
        var unique: [String] = []
        for file in files.sorted() where unique.last != file { unique.append(file) }
        return unique
    }

    /// The `*.json` files in `folder` and below, not following more than
    /// 64 levels (a symbolic link loop ends there).
    private static func jsonFiles(in folder: String, depth: Int) throws(InputError) -> [String] {
        guard depth < 64 else { return [] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw InputError(.notFound, file: folder, "the folder cannot be read")
        }
        var files: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = folder == "/" ? "/" + name : folder + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                files += try jsonFiles(in: path, depth: depth + 1)
            } else if name.hasSuffix(".json") {
                files.append(path)
            }
        }
        return files
    }
}
