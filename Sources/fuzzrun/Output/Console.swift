#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutModel
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
    /// The file descriptors written to when not capturing.
    private let descriptors: (out: Int32, err: Int32)
    /// The `errno` of the first failed write to standard output.
    private let outputFailure = Mutex<Int32?>(nil)
    /// The `errno` of the first write to standard output that failed (such as
    /// `ENOSPC` for `/dev/full`), or `nil`: a report that was not written.
    var outputError: Int32? { outputFailure.withLock { $0 } }
    /// Whether standard error is a terminal (progress is shown only then).
    let errorIsTerminal: Bool
    /// Whether colour is allowed (`NO_COLOR` unset and stderr a terminal).
    let colorAllowed: Bool

    private init(capturing: Bool, errorIsTerminal: Bool, colorAllowed: Bool, descriptors: (out: Int32, err: Int32) = (1, 2)) {
        self.capturing = capturing
        self.descriptors = descriptors
        self.errorIsTerminal = errorIsTerminal
        self.colorAllowed = colorAllowed
    }

    /// A console on the process's standard output and standard error.
    static func standard() -> Console {
        let terminal = isatty(2) == 1
        let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        return Console(capturing: false, errorIsTerminal: terminal, colorAllowed: terminal && !noColor)
    }

    /// A console on the file descriptors `out` and `err`, which stay open
    /// while it is used: for tests of failing writes.
    static func writing(out: Int32, err: Int32) -> Console {
        Console(capturing: false, errorIsTerminal: false, colorAllowed: false, descriptors: (out, err))
    }

    /// A console that keeps what is written, for tests.
    static func capturing() -> Console {
        Console(capturing: true, errorIsTerminal: false, colorAllowed: false)
    }

    /// Writes `text` to standard output; a failure is kept in ``outputError``.
    ///
    /// Every character that could spoof the terminal (controls other than
    /// newline and tab, the bidirectional controls, the line separators:
    /// `Unicode.Scalar.isUnsafeToDisplay`) is written visibly as `\u{…}`, so
    /// no value echoed from input reaches a reader raw, whichever report
    /// line carries it.
    func out(_ text: String) {
        let text = text.escapingUnsafeCharacters(keepingLineBreaks: true)
        if capturing {
            captured.withLock { $0.out += text }
        } else if let error = Console.write(text, to: descriptors.out) {
            outputFailure.withLock { $0 = $0 ?? error }
        }
    }

    /// Writes `text` and a newline to standard output.
    func line(_ text: String = "") { out(text + "\n") }

    /// Writes `text` to standard error, escaped as ``out(_:)`` escapes.
    func err(_ text: String) {
        raw(text.escapingUnsafeCharacters(keepingLineBreaks: true))
    }

    /// Writes `text` to standard error as it is: for the progress line's own
    /// terminal controls (`\r`, erase line), never for text from input.
    func raw(_ text: String) {
        if capturing { captured.withLock { $0.err += text } } else { _ = Console.write(text, to: descriptors.err) }
    }

    /// Writes all of `text` to the file descriptor, retrying short writes.
    /// - Returns: `nil`, or the `errno` of the write that failed.
    private static func write(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { FileDescriptor.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }
}
