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
    /// process can write to; nothing on the way is a symbolic link that leads
    /// nowhere or in a loop; and the names still to be created, and the
    /// longest path an entry can get, fit the file system's limits
    /// (``maximumNameLength`` bytes a name, ``maximumPathLength`` a path).
    /// Lets a long run fail before it starts.
    /// - Throws: ``InputError`` of kind `.cannotCreate`.
    public func checkWritable() throws(InputError) {
        if path.utf8.count + 1 + CorpusEntry.maximumRelativePathLength > Self.maximumPathLength {
            throw InputError(.cannotCreate, file: path, "the path is too long for entries below it (at most \(Self.maximumPathLength - 1 - CorpusEntry.maximumRelativePathLength) bytes)")
        }
        var candidate = path
        while true {
            var info = stat()
            if stat(candidate, &info) == 0 {
                guard (info.st_mode & S_IFMT) == S_IFDIR else {
                    throw InputError(.cannotCreate, file: path, candidate == path
                        ? "is a file, not a folder" : "cannot create the folder: \(candidate) is a file")
                }
                guard access(candidate, W_OK) == 0 else {
                    throw InputError(.cannotCreate, file: path, "cannot write into \(candidate)")
                }
                return
            }
            let error = errno
            if error == ENOENT, lstat(candidate, &info) == 0 {
                throw InputError(.cannotCreate, file: path, "\(candidate) is a symbolic link to nothing")
            }
            guard error == ENOENT || error == ENOTDIR || error == ENAMETOOLONG else {
                throw InputError(.cannotCreate, file: path, "cannot create the folder: \(candidate): \(Self.describe(error))")
            }
            let name = candidate.split(separator: "/").last.map(String.init) ?? candidate
            if name.utf8.count > Self.maximumNameLength {
                throw InputError(.cannotCreate, file: path, "cannot create the folder: the name '\(name.prefix(16))...' is longer than \(Self.maximumNameLength) bytes")
            }
            guard let parent = Self.parent(of: candidate) else { return }
            candidate = parent
        }
    }

    /// The longest file name this tool creates in a corpus folder, in bytes
    /// (`NAME_MAX` on Linux and macOS).
    public static let maximumNameLength = 255
    /// The longest path this tool creates, in bytes (under Linux's `PATH_MAX`
    /// of 4096, which counts the final NUL).
    public static let maximumPathLength = 4095

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
        Self.sweepTemporaries(in: folder, now: time(nil))
        let data: Data
        do {
            data = try entry.fileData()
        } catch {
            throw InputError(.cannotCreate, file: file, "cannot encode the entry: \(error)")
        }
        let temporary = try Self.writeTemporary(data, named: name, in: folder)
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
