import Foundation

/// What a command that reports findings prints (`--format`): its own text or
/// JSON, or a format another tool reads (``FindingsReport``).
enum OutputFormat: String, CaseIterable {
    /// The command's report as a person reads it (the default).
    case text
    /// The command's report as one JSON object (also `--json`).
    case json
    /// `path:line:column: error: [rule] message`, as compilers print.
    case xcode
    /// GitHub Actions workflow commands (`::error file=...::...`).
    case github
    /// SARIF 2.1.0, for code scanning.
    case sarif
    /// JUnit XML, for CI dashboards.
    case junit
}

/// The output options of `run`, `lint` and `replay`: `--format`, `--json`,
/// and the files written beside the report, `--sarif FILE` and `--junit FILE`.
struct FormatOptions {
    /// What standard output gets.
    var format = OutputFormat.text
    /// Where `--sarif` writes the SARIF log.
    var sarifPath: String?
    /// Where `--junit` writes the JUnit XML.
    var junitPath: String?

    /// The help lines of the options, for each command's `--help`.
    static let help = """
      --format FORMAT       text (default), json, xcode (path:line:column: error: ...), github
                            (workflow commands that annotate a pull request), sarif (SARIF 2.1.0,
                            for code scanning) or junit (JUnit XML, for CI dashboards).
      --json                The same as --format json.
      --sarif FILE          Also write the findings as SARIF 2.1.0 to FILE (as --html writes).
      --junit FILE          Also write the findings as JUnit XML to FILE.
    """

    /// Every default: text on standard output, no file.
    init() {}

    /// Reads the options from `arguments`; a file that could not be written
    /// is refused now (73), before any work.
    init(_ arguments: inout Arguments) throws(CommandError) {
        let json = try arguments.flag("--json")
        if let chosen = try arguments.choice("--format", as: OutputFormat.self) {
            if json, chosen != .json { throw .usage("--json and --format \(chosen.rawValue) cannot be used together") }
            format = chosen
        } else if json {
            format = .json
        }
        if let path = try arguments.value("--sarif") {
            try OutputFile.check(path, option: "--sarif")
            sarifPath = path
        }
        if let path = try arguments.value("--junit") {
            try OutputFile.check(path, option: "--junit")
            junitPath = path
        }
    }

    /// Whether the command's findings are needed as ``FindingsReport`` (a
    /// format other than text and JSON, or a file).
    var needsFindings: Bool { format != .text && format != .json || sarifPath != nil || junitPath != nil }

    /// Whether lints go into the findings rather than to standard error as
    /// warnings (the formats other tools read, which list them).
    var listsLints: Bool { format != .text && format != .json }

    /// Writes the `--sarif` and `--junit` files of `report`.
    func writeFiles(_ report: FindingsReport, console: Console) throws(CommandError) {
        if let sarifPath { try OutputFile.write(report.rendered(.sarif), to: sarifPath, option: "--sarif", console: console) }
        if let junitPath { try OutputFile.write(report.rendered(.junit), to: junitPath, option: "--junit", console: console) }
    }

    /// The folder paths in findings are written relative to: the current directory.
    static var currentDirectory: String { FileManager.default.currentDirectoryPath }
}
