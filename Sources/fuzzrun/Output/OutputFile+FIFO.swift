#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension OutputFile {
    /// Opens the device or FIFO at `path` for appending, without blocking:
    /// a FIFO no process reads (`open` would wait forever, deaf to signals
    /// handled with `SA_RESTART`) is tried again every 20 ms for
    /// `readerWaitSteps` steps, then refused; a signal during the wait ends it.
    /// - Returns: a descriptor in blocking mode, for the writes.
    /// - Throws: exit 73 when it cannot be opened or no reader came; 130 or
    ///   143 when `interrupted` turns nonzero during the wait.
    static func openForWriting(_ path: String, shown: String, option: String,
                               readerWaitSteps: Int, interrupted: () -> Int32) throws(CommandError) -> Int32 {
        let before = interrupted()
        var step = 0
        while true {
            let descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC | O_NONBLOCK)
            if descriptor >= 0 {
                let flags = fcntl(descriptor, F_GETFL)
                if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
                return descriptor
            }
            let error = errno
            if error == EINTR { continue }
            // ENXIO: a FIFO with no reader (POSIX `open`, O_NONBLOCK and O_WRONLY).
            guard error == ENXIO else {
                throw CommandError(code: .cannotCreate, message: "\(option): cannot write \(shown): \(String(cString: strerror(error)))")
            }
            let signal = interrupted()
            // The first signal since the wait began (a second one ends the
            // process in the handler).
            if signal != before {
                throw CommandError(code: Interrupts.exitCode(for: signal), message: "\(option): stopped waiting for a reader of \(shown)")
            }
            guard step < readerWaitSteps else {
                let milliseconds = readerWaitSteps * Int(readerWaitStep) / 1_000
                let wait = milliseconds % 1_000 == 0 ? "\(milliseconds / 1_000) s" : "\(milliseconds) ms"
                throw CommandError(code: .cannotCreate, message: "\(option): cannot write \(shown): "
                    + "no process opened the FIFO to read it within \(wait)")
            }
            step += 1
            usleep(readerWaitStep)
        }
    }
}
