import SizeFuzz

/// An error that ends a command with a one-line message and an exit code.
struct CommandError: Error, Sendable {
    /// The exit code to end with.
    var code: ExitCode
    /// The one-line message, without the `fuzzrun: ` prefix.
    var message: String

    /// A usage error (exit 64): a bad flag, value or combination.
    static func usage(_ message: String) -> CommandError { CommandError(code: .usage, message: message) }
    /// Bad input data (exit 65): a spec or corpus file that does not decode.
    static func data(_ message: String) -> CommandError { CommandError(code: .dataError, message: message) }
    /// A missing file or folder (exit 66).
    static func noInput(_ message: String) -> CommandError { CommandError(code: .noInput, message: message) }
}

extension CommandError {
    /// The error for bad input in a file: its one line (`file: field: message`),
    /// after `option: ` when an option named the file, and the exit code of
    /// its kind: 66 for a missing file or an empty corpus folder, 65 for bad
    /// contents or an unknown format version, 73 for a file that cannot be
    /// written.
    init(_ error: InputError, option: String? = nil) {
        let code: ExitCode = switch error.kind {
        case .notFound, .noEntries: .noInput
        case .badData, .unknownFormat: .dataError
        case .cannotCreate: .cannotCreate
        }
        self.init(code: code, message: (option.map { "\($0): " } ?? "") + error.description)
    }
}
