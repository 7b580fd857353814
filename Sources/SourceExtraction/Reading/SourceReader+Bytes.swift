#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SourceReader {
    /// Every byte of the regular file at `path` (a symbolic link followed),
    /// at most `limit` of them: the one way the reader reads a file.
    ///
    /// A file larger than `limit` is refused before anything is read, and
    /// so is anything that is not a regular file (a folder, a device, a
    /// pipe, whose reads may never end). The file is opened without
    /// blocking, so a pipe put in its place after the check cannot hang the
    /// read.
    /// - Parameters:
    ///   - path: the file.
    ///   - limit: the most bytes accepted.
    ///   - check: called with the file's size before it is read, to refuse
    ///     it (a total over a bound).
    /// - Throws: ``ExtractionError``: `.notFound`, `.unreadable` with the
    ///   system's reason, `.tooLarge`, or what `check` throws.
    /// - Complexity: O(min(size, limit)).
    static func bytes(at path: String, limit: Int,
                      check: (Int) throws(ExtractionError) -> Void = { _ throws(ExtractionError) in }) throws(ExtractionError) -> [UInt8] {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let error = errno
            if error == ENOENT || error == ENOTDIR { throw .notFound(path: path) }
            throw .unreadable(path: path, reason: reason(error))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw .unreadable(path: path, reason: (info.st_mode & S_IFMT) == S_IFDIR ? "a folder, not a file" : "not a regular file")
        }
        let size = Int(info.st_size)
        guard size <= limit else { throw .tooLarge(path: path, size: size) }
        try check(size)
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: reason(errno)) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { readBlock(descriptor, $0) }
            if count < 0 {
                let error = errno
                if error == EINTR { continue }
                throw .unreadable(path: path, reason: reason(error))
            }
            if count == 0 { return bytes }
            // A file that grew while it was read.
            guard bytes.count + count <= limit else { throw .tooLarge(path: path, size: bytes.count + count) }
            bytes += buffer[..<count]
        }
    }

    /// The system's words for `error`: `Permission denied`.
    static func reason(_ error: Int32) -> String {
        guard let text = strerror(error) else { return "error \(error)" }
        return String(cString: text)
    }
}

/// One `read(2)` into `buffer` (outside ``SourceReader``, where `read` names its own function).
private func readBlock(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
    read(descriptor, buffer.baseAddress, buffer.count)
}
