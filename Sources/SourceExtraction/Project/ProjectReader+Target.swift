import Foundation

extension ProjectReader {
    /// The app target to read: the one `name` names; else the only one;
    /// else the one whose sources hold the `@main` App file (`holds`), or
    /// whose name is the folder holding that file or one above it; else
    /// the first.
    static func choose(_ targets: [XcodeProject.Target], named name: String?, file: String, sources: [URL],
                       holds: (XcodeProject.Target, String) -> Bool) throws(ExtractionError) -> XcodeProject.Target {
        if let name {
            guard let target = targets.first(where: { $0.name == name }) else {
                throw .noTarget(path: file, name: name, targets: targets.map(\.name))
            }
            return target
        }
        guard let first = targets.first else { throw .noTarget(path: file, name: "an application", targets: []) }
        guard targets.count > 1, let main = mainAppFile(in: sources) else { return first }
        if let target = targets.first(where: { holds($0, main) }) { return target }
        var folder = URL(fileURLWithPath: main).deletingLastPathComponent()
        for _ in 0..<8 {
            if let target = targets.first(where: { $0.name == folder.lastPathComponent }) { return target }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return first
    }

    /// The first Swift file under `sources` (sorted by path, hidden folders
    /// skipped, at most 20,000 files, each read only when within the Swift
    /// reader's size bound) whose text marks an App `@main`.
    static func mainAppFile(in sources: [URL]) -> String? {
        var seen = 0
        for url in sources {
            let root = url.standardizedFileURL.path
            var files: [String] = []
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                let walker = FileManager.default.enumerator(atPath: root)
                while let relative = walker?.nextObject() as? String, seen < 20_000 {
                    seen += 1
                    if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
                    if relative.hasSuffix(".swift") { files.append("\(root)/\(relative)") }
                }
            } else {
                files = [root]
            }
            for path in files.sorted() {
                let size = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
                guard size <= SourceReader.maximumFileSize, let data = FileManager.default.contents(atPath: path) else { continue }
                let text = String(decoding: data, as: UTF8.self)
                if text.contains("@main"), text.contains(": App") || text.contains(", App") { return path }
            }
        }
        return nil
    }

    /// The `Sources` folders of `packages`, but none inside a source path
    /// already read nor holding one; recorded in `settings`.
    static func packageSources(_ packages: [String], besides sources: [URL], into settings: inout ProjectSettings) -> [URL] {
        let given = sources.map { $0.standardizedFileURL.path }
        var result: [URL] = []
        for package in packages {
            let folder = "\(package)/Sources"
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let overlaps = given.contains { folder == $0 || folder.hasPrefix($0 + "/") || $0.hasPrefix(folder + "/") }
            guard !overlaps, !result.contains(where: { $0.path == folder }) else { continue }
            result.append(URL(fileURLWithPath: folder))
            settings.localPackages.append(package)
        }
        return result
    }
}
