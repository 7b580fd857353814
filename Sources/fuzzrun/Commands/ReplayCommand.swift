import Foundation
import LayoutModel
import SizeFuzz
import SourceExtraction

/// `fuzzrun replay`: replays corpus entries and reports each whose outcome
/// differs from its `expect`.
enum ReplayCommand: Command {
    static let name = "replay"
    static let summary = "Replay corpus entries; report each that differs from its expect."
    static let help = """
    USAGE: fuzzrun replay [PATH ...] [--spec FILE.json ...] [--platform FILE.json] [--json]
                          [--format text|json|xcode|github|sarif|junit] [--sarif FILE] [--junit FILE]

    Replays every corpus entry in the files and folders given (folders recursively,
    every *.json file, each real file once however many links lead to it; default
    Corpus/), in sorted order, from its scenario (never
    its seed), checking the entry's invariant. Reports each entry whose outcome
    differs from its expect: "fail" entries that no longer fail, "pass" entries
    that fail again. An entry found from source (--source) replays the spec it
    keeps, with a warning when its sources have changed since it was saved.

    OPTIONS:
      --spec FILE.json      Replay the entries of the app this spec names against the
                            spec in FILE instead of the copy each entry keeps: how to
                            check a fix to a spec before flipping its entries to "pass".
                            Repeatable; a spec no entry is about is refused (64).
      --platform FILE.json  Model parameters other than the defaults, as the run that
                            saved the entries had (see the README).
    \(FormatOptions.help)

    EXIT CODES: 0 every entry matched its expect, 1 an entry differed, 64 usage,
                65 an entry is bad (malformed, unknown format version, unknown app or
                invariant, impossible window or event), 66 a path does not exist or a
                folder holds no entries, 69 an entry's invariant is a custom one (a
                Swift Invariant, which only a test can check), 73 --sarif or --junit could
                not write, 74 stdout could not be written.

    EXAMPLES:
      fuzzrun replay
      fuzzrun replay Corpus/path-preserved --json

    """

    /// The folder replayed when no path is given.
    static let defaultPath = "Corpus"

    static func run(_ arguments: inout Arguments, console: Console) throws(CommandError) -> ExitCode {
        let output = try FormatOptions(&arguments)
        let specPaths = try arguments.values("--spec")
        let platform = try arguments.platform().platform
        let positionals = arguments.positionals()
        try arguments.finish()
        var specs: [AppSpec] = []
        var entries: [(file: String, entry: CorpusEntry)] = []
        let files: [String]
        do {
            for path in specPaths { specs.append(try AppSpec.load(contentsOf: path)) }
            files = try CorpusFolder.entryFiles(under: positionals.isEmpty ? [defaultPath] : positionals)
        } catch {
            throw CommandError(error)
        }
        // Read every entry, so that one bad file does not hide the others:
        // each gets its line, and nothing is replayed until all read.
        var errors: [InputError] = []
        for file in files {
            do {
                var entry = try CorpusEntry.load(contentsOf: file)
                if let spec = specs.first(where: { $0.name == entry.app.name }) { entry.app = .described(spec) }
                entries.append((file, entry))
            } catch {
                errors.append(error)
            }
        }
        // A spec that no entry is about would check nothing: say so rather
        // than pass the entries on their own copies.
        for spec in specs where !entries.contains(where: { $0.entry.app.name == spec.name }) && errors.isEmpty {
            throw .usage("--spec: no entry replayed is about app \(spec.name.echoed), so the spec would check nothing")
        }
        if let last = errors.last {
            for error in errors.dropLast() { console.err("fuzzrun: error: \(error.description.boundedLine)\n") }
            throw CommandError(last)
        }
        // A custom invariant is a Swift closure in the user's tests: say so,
        // rather than pass an entry that nothing checked.
        let custom = entries.filter { $0.entry.invariant.isCustom }
        if let last = custom.last {
            func message(_ item: (file: String, entry: CorpusEntry)) -> String {
                "\(item.file): invariant: \(item.entry.invariant.rawValue.echoed) is an invariant of your own, not available here; "
                    + "replay the entry in your tests with CorpusEntry.replay(invariants:)"
            }
            for item in custom.dropLast() { console.err("fuzzrun: error: \(message(item).boundedLine)\n") }
            throw CommandError(code: .unavailable, message: message(last).escapingControlCharacters)
        }
        // An entry found from source replays the spec it keeps; if the
        // sources have changed since, say so: it may no longer be the app.
        var changed: [String] = []
        for (file, entry) in entries {
            guard let sources = entry.sources else { continue }
            let now: String
            do {
                now = try SourceDigest.of(sources.paths.map { URL(fileURLWithPath: $0) }).description
            } catch {
                console.err("fuzzrun: warning: \(file): sources: \(error.description.boundedLine); replayed on the spec the entry keeps\n")
                changed.append(file)
                continue
            }
            if now != sources.digest {
                console.err("fuzzrun: warning: \(file): sources: \(sources.paths.joined(separator: " ").boundedLine) changed since the entry "
                    + "was saved (\(sources.digest), now \(now)); replayed on the spec the entry keeps\n")
                changed.append(file)
            }
        }
        var report = ReplayReport(outcomes: entries.map { ($0.file, $0.entry.replay(platform: platform)) })
        report.sourcesChanged = changed
        let findings = FindingsReport(replay: report, root: FormatOptions.currentDirectory)
        switch output.format {
        case .text: console.out(report.text)
        case .json: console.out(report.json.serialized(pretty: true) + "\n")
        case let format: console.out(findings.rendered(format))
        }
        try output.writeFiles(findings, console: console)
        return report.passed ? .success : .failure
    }
}
