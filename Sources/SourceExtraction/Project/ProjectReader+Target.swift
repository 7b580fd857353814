import Foundation

extension ProjectReader {
    /// The files a target compiles, listed one by one and as whole folders.
    struct Membership {
        /// Files, absolute and standardized.
        var files: Set<String>
        /// Folders compiled whole, absolute.
        var folders: [String]

        /// Whether the target compiles `path`.
        func holds(_ path: String) -> Bool {
            files.contains(path) || folders.contains { path == $0 || path.hasPrefix($0 + "/") }
        }
    }

    /// The app target to read: the one `name` names; else the only one;
    /// else, of those compiling an `@main` App file, the one compiling the
    /// most of the Swift files given (an app and its App Clip share most
    /// files; the first in the project's order on a tie); else the one
    /// named as the folder holding the first App file or one above it;
    /// else the first.
    static func choose(_ targets: [XcodeProject.Target], named name: String?, file: String, sources: [URL],
                       membership: (XcodeProject.Target) -> Membership) throws(ExtractionError) -> XcodeProject.Target {
        if let name {
            guard let target = targets.first(where: { $0.name == name }) else {
                throw .noTarget(path: file, name: name, targets: targets.map(\.name))
            }
            return target
        }
        guard let first = targets.first else { throw .noTarget(path: file, name: "an application", targets: []) }
        let files = swiftFiles(in: sources)
        let mains = mainAppFiles(files)
        guard targets.count > 1, let main = mains.first else { return first }
        let members = targets.map(membership)
        var best: (index: Int, count: Int)?
        for (index, member) in members.enumerated() where mains.contains(where: member.holds) {
            let count = files.filter(member.holds).count
            if count > best?.count ?? -1 { best = (index, count) }
        }
        if let best { return targets[best.index] }
        var folder = URL(fileURLWithPath: main).deletingLastPathComponent()
        for _ in 0..<8 {
            if let target = targets.first(where: { $0.name == folder.lastPathComponent }) { return target }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return first
    }

    /// The Swift files under `sources`, standardized, sorted within each
    /// source, hidden folders skipped, at most 20,000 entries walked.
    static func swiftFiles(in sources: [URL]) -> [String] {
        var seen = 0
        var result: [String] = []
        for url in sources {
            let root = url.standardizedFileURL.path
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else { result.append(root); continue }
            var files: [String] = []
            let walker = FileManager.default.enumerator(atPath: root)
            while seen < 20_000, let relative = walker?.nextObject() as? String {
                seen += 1
                if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
                if relative.hasSuffix(".swift") { files.append("\(root)/\(relative)") }
            }
            result += files.sorted()
        }
        return result
    }

    /// The files of `files` (each read only when within the Swift reader's
    /// size bound) whose text marks an App `@main`.
    static func mainAppFiles(_ files: [String]) -> [String] {
        files.filter { path in
            guard let bytes = try? SourceReader.bytes(at: path, limit: SourceReader.maximumFileSize) else { return false }
            let text = String(decoding: bytes, as: UTF8.self)
            return text.contains("@main") && (text.contains(": App") || text.contains(", App"))
        }
    }

    /// The module folders (`Sources/NAME`) of `packages` that the app's
    /// files import, and those the modules read import in turn, but none
    /// inside a source path already read nor holding one; the packages
    /// read are recorded in `settings`. A module nothing imports (a
    /// test-only dependency, a build plugin, a server target) holds none of
    /// the app's views.
    static func packageSources(_ packages: [String], besides sources: [URL], leaving otherPlatformFiles: Set<String> = [],
                               into settings: inout ProjectSettings) -> [URL] {
        guard !packages.isEmpty else { return [] }
        let given = sources.map { $0.standardizedFileURL.path }
        func overlaps(_ folder: String) -> Bool {
            given.contains { folder == $0 || folder.hasPrefix($0 + "/") || $0.hasPrefix(folder + "/") }
        }
        // Each package's modules, in the package list's order, then by name.
        var modules: [(package: String, name: String, folder: String)] = []
        for package in packages {
            let folder = "\(package)/Sources"
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { continue }
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() where !name.hasPrefix(".") {
                modules.append((package, name, "\(folder)/\(name)"))
            }
        }
        var imported = importedModules(of: sources, leaving: otherPlatformFiles)
        var chosen: Set<String> = []
        var result: [URL] = []
        while true {
            let added = modules.filter { module in
                imported.contains(module.name) && !chosen.contains(module.folder) && !overlaps(module.folder)
            }
            if added.isEmpty { break }
            for module in added {
                chosen.insert(module.folder)
                result.append(URL(fileURLWithPath: module.folder))
                if !settings.localPackages.contains(module.package) { settings.localPackages.append(module.package) }
            }
            imported.formUnion(importedModules(of: added.map { URL(fileURLWithPath: $0.folder) }))
        }
        return result
    }

    /// The modules the Swift files under `sources` import (`import X`,
    /// `@testable import X`, `import struct X.Y`), read from each file's
    /// first 64 KiB, where imports are; at most 20,000 files.
    static func importedModules(of sources: [URL], leaving otherPlatformFiles: Set<String> = []) -> Set<String> {
        var modules: Set<String> = []
        var files: [String] = []
        for source in sources {
            let path = source.standardizedFileURL.path
            if path.hasSuffix(".swift") { files.append(path); continue }
            guard let walker = FileManager.default.enumerator(atPath: path) else { continue }
            while let next = walker.nextObject() as? String, files.count < 20_000 {
                if next.hasSuffix(".swift") { files.append(path + "/" + next) }
            }
        }
        let kinds: Set<String> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
        for file in files.prefix(20_000) where !otherPlatformFiles.contains(file) {
            guard let handle = FileHandle(forReadingAtPath: file) else { continue }
            let bytes = [UInt8]((try? handle.read(upToCount: 65_536)) ?? Data())
            try? handle.close()
            // Only lines that start, past blanks and attributes, with `import`,
            // in `#if` clauses the build may take.
            var conditions = ImportConditions()
            for line in bytes.split(separator: 0x0A) {
                var words = line.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D })[...]
                if let first = words.first, first.first == 0x23 {  // `#`
                    conditions.read(directive: words, line: line)
                    continue
                }
                guard conditions.active else { continue }
                while let first = words.first, first.first == 0x40 { words = words.dropFirst() }  // `@testable`
                guard let first = words.first, first.elementsEqual("import".utf8), words.count >= 2 else { continue }
                var name = String(decoding: words[words.startIndex + 1], as: UTF8.self)
                if kinds.contains(name), words.count >= 3 { name = String(decoding: words[words.startIndex + 2], as: UTF8.self) }
                if let module = name.split(separator: ".").first { modules.insert(String(module)) }
            }
        }
        return modules
    }
}

