import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A corpus on disk: a folder of entries, one JSON file each, at
/// `<invariant>/<app>-<hash>.json` (``CorpusEntry/relativePath``).
///
/// Saving is atomic and never overwrites: the entry is written to a hidden
/// temporary file in its final folder, then linked to its name, which fails
/// if the name is taken. A reader never sees half a file and an existing file
/// is never replaced.
public struct CorpusFolder: Sendable {
    /// The folder, as given (trailing slashes removed).
    public let path: String

    /// The corpus in the folder at `path` (`.` when empty); nothing is
    /// created until an entry is saved.
    public init(_ path: String) {
        var path = path.isEmpty ? "." : path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        self.path = path
    }

    /// What saving an entry did.
    public enum SaveResult: Hashable, Sendable {
        /// The entry was written to this file.
        case written(String)
        /// The file already holds the same case (the same ``CorpusEntry/identity``).
        case alreadyPresent(String)
        /// The file exists and holds something else: left alone.
        case occupied(String)
    }

    /// Checks, without creating anything, that entries could be saved: the
    /// folder, or the nearest folder above it that exists, is a folder this
    /// process can write to. Lets a long run fail before it starts.
    /// - Throws: ``InputError`` of kind `.cannotCreate`.
    public func checkWritable() throws(InputError) {
        var candidate = path
        while true {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) {
                guard isDirectory.boolValue else {
                    throw InputError(.cannotCreate, file: path, candidate == path
                        ? "is a file, not a folder" : "cannot create the folder: \(candidate) is a file")
                }
                guard access(candidate, W_OK) == 0 else {
                    throw InputError(.cannotCreate, file: path, "cannot write into \(candidate)")
                }
                return
            }
            guard let parent = Self.parent(of: candidate) else { return }
            candidate = parent
        }
    }

    /// Saves `entry` at ``CorpusEntry/relativePath`` under the folder,
    /// creating folders as needed.
    ///
    /// - Returns: `.written` with the file's path, or, when the file already
    ///   exists, `.alreadyPresent` if it holds the same case and `.occupied`
    ///   if it does not (it is never overwritten).
    /// - Throws: ``InputError`` of kind `.cannotCreate`; no file is left
    ///   behind, whole or partial.
    public func save(_ entry: CorpusEntry) throws(InputError) -> SaveResult {
        let file = (path == "/" ? "" : path) + "/" + entry.relativePath
        let folder = Self.parent(of: file) ?? path
        if FileManager.default.fileExists(atPath: file) { return existing(file, for: entry) }
        try Self.makeFolders(folder)
        let name = file.split(separator: "/").last.map(String.init) ?? "entry.json"
        let temporary = folder + "/." + name + ".\(getpid()).tmp"
        let data: Data
        do {
            data = try entry.fileData()
        } catch {
            throw InputError(.cannotCreate, file: file, "cannot encode the entry: \(error)")
        }
        try Self.write(data, to: temporary)
        defer { unlink(temporary) }
        if link(temporary, file) == 0 { return .written(file) }
        let error = errno
        if error == EEXIST { return existing(file, for: entry) }
        // Some file systems have no hard links: rename, which replaces, after
        // checking the name is free (a race only with another writer).
        guard [EPERM, ENOTSUP, EOPNOTSUPP, EMLINK, EXDEV].contains(error) else {
            throw InputError(.cannotCreate, file: file, "cannot create the file: \(Self.describe(error))")
        }
        if FileManager.default.fileExists(atPath: file) { return existing(file, for: entry) }
        guard rename(temporary, file) == 0 else {
            throw InputError(.cannotCreate, file: file, "cannot create the file: \(Self.describe(errno))")
        }
        return .written(file)
    }

    /// What is at `file`, which exists, compared with `entry`.
    private func existing(_ file: String, for entry: CorpusEntry) -> SaveResult {
        guard let present = try? CorpusEntry.load(contentsOf: file), present.identity == entry.identity else {
            return .occupied(file)
        }
        return .alreadyPresent(file)
    }

    /// Creates `folder` and the folders above it that do not exist.
    private static func makeFolders(_ folder: String) throws(InputError) {
        var prefix = folder.hasPrefix("/") ? "/" : ""
        for component in folder.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            if mkdir(prefix, 0o755) == 0 { continue }
            let error = errno
            var isDirectory: ObjCBool = false
            if error == EEXIST, FileManager.default.fileExists(atPath: prefix, isDirectory: &isDirectory) {
                if isDirectory.boolValue { continue }
                throw InputError(.cannotCreate, file: folder, "cannot create the folder: \(prefix) is a file")
            }
            throw InputError(.cannotCreate, file: folder, "cannot create the folder \(prefix): \(describe(error))")
        }
    }

    /// Writes `data` to a new file at `path` (which must not exist), flushed
    /// to disk; on any error the file is removed.
    private static func write(_ data: Data, to path: String) throws(InputError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            throw InputError(.cannotCreate, file: path, "cannot create the file: \(describe(errno))")
        }
        var failure = data.withUnsafeBytes { FileDescriptor.writeAll($0, to: descriptor) }
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure {
            unlink(path)
            throw InputError(.cannotCreate, file: path, "cannot write the file: \(describe(failure))")
        }
    }

    /// The folder holding `path`: `a/b` for `a/b/c`, `.` for `c`, `/` for
    /// `/c`; `nil` for `/` and `.`. Written out because Foundation's
    /// `deletingLastPathComponent` traps on some one-letter paths on Linux.
    static func parent(of path: String) -> String? {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        guard path != "/", path != "." else { return nil }
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `strerror`'s text for `code`, such as `Permission denied`.
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
