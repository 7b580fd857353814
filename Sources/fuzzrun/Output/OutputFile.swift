import Foundation
import SizeFuzz
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files fuzzrun writes on request (`--html`, `--svg`), by what is at the path:
///
/// - Nothing, or a regular file: written atomically, whole or not at all. The
///   text goes to a hidden temporary file beside the target,
///   `.NAME.PID.N.tmp` (the name corpus saves use), flushed, then renamed
///   over the target; a temporary file of the same target more than an hour
///   old (left by a killed run) is removed first.
/// - A symbolic link: followed to the file it names, which is written as
///   above in its own folder, so the link stays a link and its target is
///   the file replaced.
/// - `/dev/stdout` (or `/dev/fd/1`, `/proc/self/fd/1`), or whatever file
///   standard output goes to: written to standard output, in order with the
///   report; `/dev/stderr` likewise.
/// - A character device or a FIFO (`/dev/full`, a named pipe): written
///   directly, in place; a write that fails (a full device) is an error.
/// - A folder, a block device or a socket: refused.
///
/// Every error is exit 73 (EX_CANTCREAT), one line naming the option and the path.
enum OutputFile {
    /// What is at an output path, and so how it is written.
    enum Target: Equatable {
        /// A regular file at this path (the link resolved), or nothing yet:
        /// written atomically.
        case file(String)
        /// A character device or FIFO: written directly.
        case stream(String)
        /// Standard output or standard error (1 or 2).
        case console(Int32)
    }

    /// The most symbolic links followed from one output path, as Linux's `MAXSYMLINKS`.
    static let maximumLinks = 40

    /// How long a FIFO is waited for a reader before the write fails: 10
    /// seconds, in steps of 20 ms.
    static let readerWaitSteps = 500
    /// One step of the wait for a FIFO's reader, in microseconds.
    static let readerWaitStep: useconds_t = 20_000

    /// Writes `text` to `path` as the type's rules say.
    ///
    /// A FIFO with no reader is waited for at most `readerWaitSteps` steps
    /// of 20 ms (10 seconds), then refused; a `SIGINT` or `SIGTERM` during
    /// the wait (`interrupted` turns nonzero) stops it at once.
    /// - Throws: exit 73 naming `option` and the path when it cannot write;
    ///   130 or 143 when interrupted while waiting for a reader.
    static func write(_ text: String, to path: String, option: String, console: Console,
                      readerWaitSteps: Int = readerWaitSteps,
                      interrupted: () -> Int32 = Interrupts.signals.received) throws(CommandError) {
        switch try target(of: path, option: option) {
        case let .console(descriptor):
            if descriptor == 1 { console.out(text) } else { console.err(text) }
        case let .stream(resolved):
            try writeDirectly(text, to: resolved, shown: path, option: option, readerWaitSteps: readerWaitSteps, interrupted: interrupted)
        case let .file(resolved):
            try writeAtomically(text, to: resolved, shown: path, option: option)
        }
    }

    /// Checks, before a long run, that `path` could be written: what
    /// ``write(_:to:option:console:)`` would refuse is refused now, and a
    /// new file's folder must exist and be writable.
    static func check(_ path: String, option: String) throws(CommandError) {
        guard case let .file(resolved) = try target(of: path, option: option) else { return }
        let folder = parent(of: resolved)
        var info = stat()
        guard stat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw CommandError(code: .cannotCreate, message: "\(option): cannot write \(path): no folder \(folder)")
        }
        guard access(folder, W_OK) == 0 else {
            throw CommandError(code: .cannotCreate, message: "\(option): cannot write \(path): \(folder) is not writable")
        }
    }

    /// What is at `path`, links followed.
    static func target(of path: String, option: String) throws(CommandError) -> Target {
        guard !path.isEmpty else { throw .usage("\(option) needs a value") }
        if ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"].contains(path) { return .console(1) }
        if ["/dev/stderr", "/dev/fd/2", "/proc/self/fd/2"].contains(path) { return .console(2) }
        let (resolved, isDescriptor) = try resolveLinks(path, option: option)
        var info = stat()
        guard stat(resolved, &info) == 0 else {
            let error = errno
            guard error == ENOENT else { throw cannotWrite(path, error, option: option) }
            return .file(resolved)
        }
        // The very file standard output or error goes to (`--html out.html >
        // out.html`, a link to /dev/stdout): written through that stream, in
        // order, rather than over it.
        for descriptor: Int32 in [1, 2] {
            var open = stat()
            if fstat(descriptor, &open) == 0, open.st_dev == info.st_dev, open.st_ino == info.st_ino { return .console(descriptor) }
        }
        switch info.st_mode & S_IFMT {
        // An open descriptor's file (`/dev/fd/N` to a redirected file) is
        // written where the descriptor points, as a shell redirection would.
        case S_IFREG: return isDescriptor ? .stream(resolved) : .file(resolved)
        case S_IFCHR, S_IFIFO: return .stream(resolved)
        case S_IFDIR:
            throw CommandError(code: .cannotCreate, message: "\(option): \(path) is a folder, not a file")
        default:
            throw CommandError(code: .cannotCreate, message: "\(option): \(path) is neither a file, a character device nor a FIFO")
        }
    }

    /// `path` with symbolic links at its end followed to what they name (a
    /// link to nothing gives the path it would create), and whether it is an
    /// open file descriptor's (`/dev/fd/N`, `/proc/…/fd/N`), whose link is not
    /// a path (`pipe:[123]`) and is not followed.
    private static func resolveLinks(_ path: String, option: String) throws(CommandError) -> (String, Bool) {
        var current = path
        for _ in 0..<maximumLinks {
            if current.hasPrefix("/dev/fd/") || (current.hasPrefix("/proc/") && current.contains("/fd/")) { return (current, true) }
            var info = stat()
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return (current, false) }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length > 0 else { throw cannotWrite(path, errno, option: option) }
            let link = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : (parent(of: current) == "/" ? "/" : parent(of: current) + "/") + link
        }
        throw cannotWrite(path, ELOOP, option: option)
    }

    /// Writes `text` into the device or FIFO at `path`, appending (which a
    /// device ignores), so nothing before it is overwritten.
    private static func writeDirectly(_ text: String, to path: String, shown: String, option: String,
                                      readerWaitSteps: Int, interrupted: () -> Int32) throws(CommandError) {
        let descriptor = try openForWriting(path, shown: shown, option: option, readerWaitSteps: readerWaitSteps, interrupted: interrupted)
        var text = text
        var failure = text.withUTF8 { FileDescriptor.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
        if close(descriptor) != 0, failure == nil, errno != EINTR { failure = errno }
        if let failure { throw cannotWrite(shown, failure, option: option) }
    }

    /// Writes `text` to the regular file `path` (or a new one) atomically.
    private static func writeAtomically(_ text: String, to path: String, shown: String, option: String) throws(CommandError) {
        let folder = parent(of: path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        var folderInfo = stat()
        guard stat(folder, &folderInfo) == 0, (folderInfo.st_mode & S_IFMT) == S_IFDIR else {
            throw CommandError(code: .cannotCreate, message: "\(option): cannot write \(shown): no folder \(folder)")
        }
        CorpusFolder.sweepTemporaries(in: folder, now: time(nil), of: name)
        let temporary: String
        do {
            temporary = try CorpusFolder.writeTemporary(Data(text.utf8), named: name, in: folder)
        } catch {
            throw CommandError(code: .cannotCreate, message: "\(option): cannot write \(shown): \(error.message)")
        }
        var info = stat()
        if stat(path, &info) == 0 { chmod(temporary, info.st_mode & 0o7777) }
        guard rename(temporary, path) == 0 else {
            let error = errno
            unlink(temporary)
            throw cannotWrite(shown, error, option: option)
        }
    }

    /// The folder holding `path`: `.` for a bare name, `/` for `/name`.
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Exit 73: `option: cannot write PATH: REASON` (`strerror`'s words).
    private static func cannotWrite(_ path: String, _ error: Int32, option: String) -> CommandError {
        CommandError(code: .cannotCreate, message: "\(option): cannot write \(path): \(String(cString: strerror(error)))")
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
