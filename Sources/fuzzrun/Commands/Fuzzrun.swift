import LayoutModel

/// The `fuzzrun` command line: subcommands, `--help` and `--version`.
enum Fuzzrun {
    /// The version `fuzzrun --version` prints.
    static let version = "0.1.0"

    /// The subcommands, `run` first (the default).
    static var commands: [any Command.Type] {[
        RunCommand.self, ReplayCommand.self, LayoutCommand.self, GridCommand.self, ListCommand.self,
    ]}

    /// Runs fuzzrun on `arguments` (without the program name) and returns the
    /// exit code. Errors are printed as one line on standard error.
    static func main(_ arguments: [String], console: Console) -> ExitCode {
        do {
            return try dispatch(arguments, console: console)
        } catch {
            console.err("fuzzrun: error: \(error.message.escapingControlCharacters)\n")
            return error.code
        }
    }

    private static func dispatch(_ arguments: [String], console: Console) throws(CommandError) -> ExitCode {
        if arguments == ["--version"] {
            console.line(version)
            return .success
        }
        if arguments.isEmpty || arguments == ["--help"] || arguments == ["-h"] || arguments == ["help"] {
            console.out(overview)
            return .success
        }
        var rest = arguments
        var command: any Command.Type = RunCommand.self
        if let first = arguments.first, !Arguments.isOption(first) {
            guard let named = commands.first(where: { $0.name == first }) else {
                throw .usage("unknown command '\(first)' (commands: \(commands.map { $0.name }.joined(separator: ", ")))")
            }
            command = named
            rest.removeFirst()
        }
        var parsed = Arguments(rest)
        let longHelp = try parsed.flag("--help")
        let shortHelp = try parsed.flag("-h")
        if longHelp || shortHelp {
            console.out(command.help)
            return .success
        }
        return try command.run(&parsed, console: console)
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

        Run `fuzzrun COMMAND --help` for a command's options; `fuzzrun --version` for the version.
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
