#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to an open file descriptor.
package enum FileDescriptor {
    /// Writes all of `bytes` to `descriptor`, retrying short and interrupted
    /// writes.
    /// - Returns: `nil` when every byte was written, else the `errno` of the
    ///   write that failed.
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        guard var base = bytes.baseAddress else { return nil }
        var left = bytes.count
        while left > 0 {
            let written = write(descriptor, base, left)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            left -= written
            base += written
        }
        return nil
    }

    /// Every byte of the file at `path`, read to its end: a regular file, or
    /// a device or pipe (`/dev/null` reads as no bytes), which have no size
    /// to read up to.
    /// - Returns: the bytes, or `nil` when the file cannot be opened or read.
    package static func readAll(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return bytes }
            bytes += buffer[..<count]
        }
    }
}
