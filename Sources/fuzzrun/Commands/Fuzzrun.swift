#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutModel

/// The `fuzzrun` command line: subcommands, `--help` and `--version`.
enum Fuzzrun {
    /// The version `fuzzrun --version` prints.
    static let version = "0.1.0"

    /// The subcommands, `run` first (the default).
    static var commands: [any Command.Type] {[
        RunCommand.self, ExtractCommand.self, LintCommand.self, ReplayCommand.self, TraceCommand.self, ImportCommand.self,
        ImportCrashCommand.self, LayoutCommand.self, GalleryCommand.self, GridCommand.self, ListCommand.self,
    ]}

    /// Runs fuzzrun on `arguments` (without the program name) and returns the
    /// exit code. Errors are printed as one line on standard error.
    ///
    /// A failed write to standard output (a full disk, `/dev/full`) is an
    /// error too: one line on standard error, and exit 74 unless the command
    /// ended with an error code of its own or was interrupted.
    /// - Parameter interrupts: how a fuzz run learns of `SIGINT` and
    ///   `SIGTERM` (``Interrupts/signals`` in the process; tests leave it out).
    static func main(_ arguments: [String], console: Console, interrupts: Interrupts = .ignored) -> ExitCode {
        var code: ExitCode
        do {
            code = try dispatch(arguments, console: console, interrupts: interrupts)
        } catch {
            console.err("fuzzrun: error: \(error.message.boundedLine)\n")
            code = error.code
        }
        if let error = console.outputError {
            console.err("fuzzrun: error: cannot write to standard output: \(String(cString: strerror(error)))\n")
            if !code.isError { code = .ioError }
        }
        return code
    }

    private static func dispatch(_ arguments: [String], console: Console, interrupts: Interrupts) throws(CommandError) -> ExitCode {
        if arguments == ["--version"] {
            console.line(version)
            return .success
        }
        var arguments = arguments
        let config = try ConfigFile.forRun(&arguments)
        if arguments.isEmpty, let config {
            // `fuzzrun` alone in a folder with a config file: the team's run.
            var parsed = Arguments(config.arguments)
            return try RunCommand.run(&parsed, console: console, interrupts: interrupts, config: config)
        }
        if arguments.isEmpty || arguments == ["--help"] || arguments == ["-h"] || arguments == ["help"] {
            console.out(overview)
            return .success
        }
        if arguments.first == "help" {
            // `fuzzrun help COMMAND` is `fuzzrun COMMAND --help`.
            guard arguments.count == 2 else { throw .usage("unexpected argument \(arguments[2].echoed)") }
            console.out(try named(arguments[1]).help)
            return .success
        }
        var rest = arguments
        var command: any Command.Type = RunCommand.self
        if let first = arguments.first, !Arguments.isOption(first) {
            command = try named(first)
            rest.removeFirst()
        }
        var parsed = Arguments(rest)
        let longHelp = try parsed.flag("--help")
        let shortHelp = try parsed.flag("-h")
        if longHelp || shortHelp {
            console.out(command.help)
            return .success
        }
        if command == RunCommand.self {
            if let config { parsed = Arguments(config.arguments + rest) }
            return try RunCommand.run(&parsed, console: console, interrupts: interrupts, config: config)
        }
        if let config { throw .usage("--config: \(config.file) is for `fuzzrun run`, not `fuzzrun \(command.name)`") }
        return try command.run(&parsed, console: console)
    }

    /// The command called `name`.
    private static func named(_ name: String) throws(CommandError) -> any Command.Type {
        guard let command = commands.first(where: { $0.name == name }) else {
            throw .usage("unknown command \(name.echoed) (commands: \(commands.map { $0.name }.joined(separator: ", ")))")
        }
        return command
    }

    /// The text of `fuzzrun --help`.
    static var overview: String {
        var text = """
        fuzzrun: find the window sizes that break an iPad app's layout and navigation.

        USAGE: fuzzrun [COMMAND] [OPTIONS]

        COMMANDS:

        """
        for command in commands {
            let name = command.name + (command == RunCommand.self ? " (default)" : "")
            text += "  " + name.padding(toLength: 16) + command.summary + "\n"
        }
        text += """

        Run `fuzzrun help COMMAND` (or `fuzzrun COMMAND --help`) for a command's options;
        `fuzzrun --version` for the version.
        """ + "\n"
        return text
    }
}

extension String {
    /// The string padded with spaces to at least `length` characters.
    func padding(toLength length: Int) -> String {
        count >= length ? self + " " : self + String(repeating: " ", count: length - count)
    }
}
