#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SizeFuzz
import Synchronization

/// Where a command writes: results to standard output, diagnostics and
/// progress to standard error.
///
/// Tests use a capturing console; `main` uses the process's streams. Safe to
/// write from several threads (progress comes from workers).
final class Console: @unchecked Sendable {
    private let captured = Mutex<(out: String, err: String)>(("", ""))
    /// Everything written to standard output, when capturing.
    var capturedOut: String { captured.withLock { $0.out } }
    /// Everything written to standard error, when capturing.
    var capturedErr: String { captured.withLock { $0.err } }
    private let capturing: Bool
    /// Whether standard error is a terminal (progress is shown only then).
    let errorIsTerminal: Bool
    /// Whether colour is allowed (`NO_COLOR` unset and stderr a terminal).
    let colorAllowed: Bool

    private init(capturing: Bool, errorIsTerminal: Bool, colorAllowed: Bool) {
        self.capturing = capturing
        self.errorIsTerminal = errorIsTerminal
        self.colorAllowed = colorAllowed
    }

    /// A console on the process's standard output and standard error.
    static func standard() -> Console {
        let terminal = isatty(2) == 1
        let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        return Console(capturing: false, errorIsTerminal: terminal, colorAllowed: terminal && !noColor)
    }

    /// A console that keeps what is written, for tests.
    static func capturing() -> Console {
        Console(capturing: true, errorIsTerminal: false, colorAllowed: false)
    }

    /// Writes `text` to standard output.
    func out(_ text: String) {
        if capturing { captured.withLock { $0.out += text } } else { Console.write(text, to: 1) }
    }

    /// Writes `text` and a newline to standard output.
    func line(_ text: String = "") { out(text + "\n") }

    /// Writes `text` to standard error.
    func err(_ text: String) {
        if capturing { captured.withLock { $0.err += text } } else { Console.write(text, to: 2) }
    }

    /// Writes all of `text` to the file descriptor, retrying short writes.
    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        _ = text.withUTF8 { FileDescriptor.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }
}
