/// `fuzzrun run`: fuzz apps against the invariants.
enum RunCommand: Command {
    static let name = "run"
    static let summary = "Fuzz apps against the invariants."
    static let help = """
    USAGE: fuzzrun [run] --seed N --iterations N

    The fuzz engine has not landed yet: this command runs nothing.

    """

    static func run(_ arguments: inout Arguments, console: Console) throws(CommandError) -> ExitCode {
        _ = try arguments.integer("--seed", in: 0...Int.max)
        _ = try arguments.integer("--iterations", in: 1...Int.max)
        try arguments.finish()
        console.err("fuzzrun: the fuzz engine has not landed yet; nothing was run\n")
        return .success
    }
}
