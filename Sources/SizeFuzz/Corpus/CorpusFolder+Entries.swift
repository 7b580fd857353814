#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension CorpusFolder {
    /// The corpus files under `paths`: each file as given, and every
    /// `*.json` file in each folder and the folders below it (hidden files and
    /// folders, such as a save's temporary files, are skipped). Sorted, and
    /// each real file once, so a replay always runs in the same order.
    ///
    /// Files and folders are told apart by device and inode, not by path: a
    /// symbolic link to a folder already walked (a link to `.`, a loop) is
    /// not walked again, and a file reached by several paths is listed once,
    /// under the first path in the walk. Folders reached through a link are
    /// walked after every folder reached without one, so a file's own path
    /// wins over a link's.
    ///
    /// - Throws: ``InputError``: `.notFound` for a path that does not exist
    ///   or a folder that cannot be read, `.noEntries` for a folder with no
    ///   `*.json` file anywhere below it.
    /// - Complexity: O(n log n) in the files and folders below `paths`, each
    ///   visited once.
    public static func entryFiles(under paths: [String]) throws(InputError) -> [String] {
        var walk = Walk()
        for given in paths {
            let path = CorpusFolder(given).path
            guard !given.isEmpty, let node = FileNode(path) else {
                throw InputError(.notFound, file: given, "no such file or folder")
            }
            guard node.isDirectory else {
                walk.addFile(path, node)
                continue
            }
            // A folder already walked (given twice, or inside another) adds nothing.
            if walk.hasWalked(node) { continue }
            let before = walk.found
            try walk.walk(path, node)
            guard walk.found > before else {
                throw InputError(.noEntries, file: given, "no corpus entries (*.json files) in the folder")
            }
        }
        return walk.files.sorted()
    }
}

/// A file or folder as `stat` identifies it: by device and inode.
struct FileNode: Hashable {
    var device: UInt64
    var inode: UInt64
    var isDirectory: Bool

    /// What `path` is, following symbolic links; `nil` when it does not
    /// exist or cannot be reached (a dangling link, a loop).
    init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
        isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `path` itself is a symbolic link.
    static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }
}

/// The state of a walk for corpus files: what was seen, what was found.
private struct Walk {
    /// The files found, by path.
    var files: [String] = []
    /// How many `*.json` files the walk has met, the already-listed included.
    var found = 0
    private var seenFiles: Set<FileNode> = []
    private var seenFolders: Set<FileNode> = []

    /// Whether the folder `node` was walked already.
    func hasWalked(_ node: FileNode) -> Bool { seenFolders.contains(node) }

    /// Lists the file at `path`, unless it was listed already.
    mutating func addFile(_ path: String, _ node: FileNode) {
        found += 1
        if seenFiles.insert(node).inserted { files.append(path) }
    }

    /// Walks `root` and the folders below it, each real folder once: first
    /// every folder reached without a symbolic link, then those reached
    /// through one, each in sorted order.
    mutating func walk(_ root: String, _ node: FileNode) throws(InputError) {
        var plain: [(String, FileNode)] = [(root, node)]
        var linked: [(String, FileNode)] = []
        while let (folder, node) = plain.popLast() ?? (linked.isEmpty ? nil : linked.removeFirst()) {
            guard seenFolders.insert(node).inserted else { continue }
            var below: [(String, FileNode)] = []
            for name in try Self.names(in: folder) where !name.hasPrefix(".") {
                let path = folder == "/" ? "/" + name : folder + "/" + name
                guard let child = FileNode(path) else { continue }
                if child.isDirectory {
                    if seenFolders.contains(child) { continue }
                    if FileNode.isLink(path) { linked.append((path, child)) } else { below.append((path, child)) }
                } else if name.hasSuffix(".json") {
                    addFile(path, child)
                }
            }
            // Depth first, in sorted order: the last pushed is walked first.
            plain += below.reversed()
        }
    }

    /// The names in `folder`, sorted by their bytes.
    private static func names(in folder: String) throws(InputError) -> [String] {
        guard let directory = opendir(folder) else {
            throw InputError(.notFound, file: folder, "the folder cannot be read")
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}
