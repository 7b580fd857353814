#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way SizeFuzz and fuzzrun read a file the user gave: a spec, a
/// corpus entry, a platform file, a CI report, a crash file, and the Swift
/// source the source reader will read. Never more than a limit: a device or
/// pipe that never ends (`/dev/zero`, `/dev/urandom`) or a huge file is
/// refused once the limit is passed, with one line naming the file and the
/// limit, instead of growing until allocation fails.
public enum InputFile {
    /// The most bytes a JSON input may hold: 16 MiB. The largest real input
    /// is far smaller (the biggest built-in spec encodes to under 20 KB, a
    /// corpus entry embedding it to under 30 KB, a `--json` report of a
    /// 100,000-case run to a few hundred KB), so the limit only stops files
    /// that are not inputs at all.
    public static let jsonLimit = 16 << 20

    /// The most bytes a Swift source file may hold for the source reader:
    /// 4 MiB. Apple's larger sample apps keep each file under 100 KB, and
    /// the reader parses a file whole, so a larger file is almost surely
    /// generated code, not the app's views.
    public static let swiftSourceLimit = 4 << 20

    /// The most bytes a libFuzzer crash file may hold: 1 MiB. The fuzz
    /// target decodes at most one choice sequence, a few KB (libFuzzer's own
    /// default `-max_len` is 4096 bytes).
    public static let crashFileLimit = 1 << 20

    /// What the file is, in an error's words: `a JSON file`.
    public enum Kind: String, Sendable {
        /// A spec, corpus entry, platform file or report.
        case json = "a JSON file"
        /// A crash file of the libFuzzer target.
        case crash = "a crash file"
        /// A Swift source file.
        case swiftSource = "a Swift source file"
    }

    /// Every byte of the file at `path`, at most `limit` of them: a regular
    /// file, or a device or pipe (`/dev/null` reads as no bytes).
    ///
    /// A regular file larger than `limit` is refused before anything is
    /// read; anything else is read in blocks of 64 KiB and refused as soon as
    /// it passes `limit`, so `/dev/zero` ends in milliseconds with at most
    /// `limit` plus a block in memory.
    /// - Parameters:
    ///   - path: the file.
    ///   - limit: the most bytes accepted (``jsonLimit``, ``crashFileLimit``,
    ///     ``swiftSourceLimit``).
    ///   - kind: what the file should be, for the error messages.
    /// - Throws: ``InputError``: `.notFound` when nothing is at `path` or it
    ///   cannot be opened or read; `.badData` for a folder or a file over
    ///   `limit`.
    /// - Complexity: O(min(size, limit)).
    public static func read(_ path: String, limit: Int, kind: Kind = .json) throws(InputError) -> [UInt8] {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let error = errno
            throw InputError(.notFound, file: path, error == ENOENT || error == ENOTDIR ? "no such file" : "cannot be read")
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            throw InputError(.badData, file: path, "is a folder, not \(kind.rawValue)")
        }
        if (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) > limit { throw tooLarge(path, limit: limit, kind: kind) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw InputError(.notFound, file: path, "cannot be read") }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        if (info.st_mode & S_IFMT) == S_IFREG { bytes.reserveCapacity(Int(info.st_size)) }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { readBlock(descriptor, $0) }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputError(.notFound, file: path, "cannot be read")
            }
            if count == 0 { return bytes }
            guard bytes.count + count <= limit else { throw tooLarge(path, limit: limit, kind: kind) }
            bytes += buffer[..<count]
        }
    }

    /// The error for a file over `limit`.
    private static func tooLarge(_ path: String, limit: Int, kind: Kind) -> InputError {
        InputError(.badData, file: path, "larger than \(describe(limit)), the most \(kind.rawValue) may hold")
    }

    /// `16 MiB`, or a number of bytes when not a whole number of MiB or KiB.
    static func describe(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}

/// One `read(2)` into `buffer` (outside ``InputFile``, whose `read` would hide it).
private func readBlock(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
    read(descriptor, buffer.baseAddress, buffer.count)
}
