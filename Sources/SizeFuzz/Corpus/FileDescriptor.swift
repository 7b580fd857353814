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
}
