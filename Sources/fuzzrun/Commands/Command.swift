/// A fuzzrun subcommand.
protocol Command {
    /// The name typed after `fuzzrun`.
    static var name: String { get }
    /// One line for `fuzzrun --help`.
    static var summary: String { get }
    /// The full `--help` text: usage, options, examples.
    static var help: String { get }
    /// Runs the command on its arguments (without the command name).
    static func run(_ arguments: inout Arguments, console: Console) throws(CommandError) -> ExitCode
}
