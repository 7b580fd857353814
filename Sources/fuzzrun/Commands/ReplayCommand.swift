import SizeFuzz

/// `fuzzrun replay`: replays corpus entries and reports each whose outcome
/// differs from its `expect`.
enum ReplayCommand: Command {
    static let name = "replay"
    static let summary = "Replay corpus entries; report each that differs from its expect."
    static let help = """
    USAGE: fuzzrun replay [PATH ...] [--json]

    Replays every corpus entry in the files and folders given (folders recursively,
    every *.json file; default Corpus/), in sorted order, from its scenario (never
    its seed), checking the entry's invariant. Reports each entry whose outcome
    differs from its expect: "fail" entries that no longer fail, "pass" entries
    that fail again.

    OPTIONS:
      --json      Print one JSON object instead of text.

    EXIT CODES: 0 every entry matched its expect, 1 an entry differed, 64 usage,
                65 an entry is bad (malformed, unknown format version, unknown app or
                invariant, impossible window or event), 66 a path does not exist or a
                folder holds no entries.

    EXAMPLES:
      fuzzrun replay
      fuzzrun replay Corpus/path-preserved --json

    """

    /// The folder replayed when no path is given.
    static let defaultPath = "Corpus"

    static func run(_ arguments: inout Arguments, console: Console) throws(CommandError) -> ExitCode {
        let json = try arguments.flag("--json")
        let positionals = arguments.positionals()
        try arguments.finish()
        let entries: [(file: String, entry: CorpusEntry)]
        do {
            let files = try CorpusFolder.entryFiles(under: positionals.isEmpty ? [defaultPath] : positionals)
            var loaded: [(file: String, entry: CorpusEntry)] = []
            for file in files { loaded.append((file, try CorpusEntry.load(contentsOf: file))) }
            entries = loaded
        } catch {
            throw CommandError(error)
        }
        let report = ReplayReport(outcomes: entries.map { ($0.file, $0.entry.replay()) })
        console.out(json ? report.json.serialized(pretty: true) + "\n" : report.text)
        return report.passed ? .success : .failure
    }
}
