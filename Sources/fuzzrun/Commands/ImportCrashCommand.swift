import Foundation
import LayoutModel
import SizeFuzz

/// `fuzzrun import-crash`: turns crash files of the libFuzzer target into
/// shrunk reports and, with `--save-corpus`, corpus entries.
enum ImportCrashCommand: Command {
    static let name = "import-crash"
    static let summary = "Turn libFuzzer crash files into shrunk reports and corpus entries."
    static let help = """
    USAGE: fuzzrun import-crash FILE ... [--app NAME ...] [--spec FILE.json ...]
                                [--invariant NAME ...] [--disable NAME ...] [--max-events N]
                                [--shrink-budget N] [--os 18|26|27] [--platform FILE.json]
                                [--save-corpus DIR] [--no-timing]

    Reads each FILE as the bytes the libFuzzer target (FuzzTesting/) ran: the choice
    sequence of SizeFuzz's generators, the first choice picking the app when there are
    several. Replays the case, shrinks each invariant it fails and prints the usual
    report; with --save-corpus saves each shrunk failure as a corpus entry (expect
    "fail", seed and case index null). Give the apps, invariants, --max-events and
    --platform the target ran with (its -app=, -spec=, -invariant=, -max_events=,
    -platform=), in the same order: other options decode the bytes to another case.
    A file is at most 1 MiB; an empty one is refused (libFuzzer's empty input decodes
    as a file of one zero byte does, since missing bytes read as zero).

    OPTIONS:
      --app NAME            A built-in app; repeatable. Default: the correct patterns.
      --spec FILE.json      An app described as JSON; repeatable (after the --app apps).
      --invariant NAME      Check only this invariant; repeatable.
      --disable NAME        Do not check this invariant; repeatable.
      --max-events N        Events per case at most, 0 to 1000 (default 20).
      --shrink-budget N     Test runs to spend shrinking each failure, 1 to 1,000,000
                            (default 2000).
      --os N                The version of iPadOS to model: 18, 26 or 27 (default
                            \(OSVersion.current.rawValue), or the platform file's "os"); the report says which.
      --platform FILE.json  Model parameters other than the defaults.
      --save-corpus DIR     Save each shrunk failure as DIR/<invariant>/<app>-<hash>.json.
      --no-timing           Leave out times, so output is byte-identical between runs.

    EXIT CODES: 0 no file failed an invariant, 1 an invariant failed (the crash
                reproduced), 64 usage (also every invariant off), 65 bad spec or crash
                file (empty, a folder, over 1 MiB), 66 file not found, 73 --save-corpus
                could not write.

    EXAMPLES:
      fuzzrun import-crash crash-3f2a... --app fixed-sidebar --save-corpus Corpus

    """

    static func run(_ arguments: inout Arguments, console: Console) throws(CommandError) -> ExitCode {
        // Options of a fuzz run that would be accepted here and do nothing.
        for option in ["--seed", "--iterations", "--jobs", "--shard", "--time-limit", "--replay", "--min-coverage", "--html"] {
            if try arguments.value(option) != nil { throw .usage("import-crash takes no \(option)") }
        }
        for flag in ["--json", "--guided", "--strict"] where try arguments.flag(flag) {
            throw .usage("import-crash takes no \(flag)")
        }
        let options = try RunOptions(&arguments)
        let files = arguments.positionals()
        try arguments.finish()
        guard !files.isEmpty else { throw .usage("import-crash needs at least one crash file") }
        let apps = try options.loadApps()
        try options.checkSomethingIsChecked(on: apps)
        let runner = ByteCaseRunner(apps: apps.map(\.spec), invariants: options.invariants, maxEvents: options.maxEvents,
                                    platform: options.platform)
        var crashes: [(file: String, bytes: [UInt8])] = []
        for file in files {
            let bytes: [UInt8]
            do {
                bytes = try InputFile.read(file, limit: InputFile.crashFileLimit, kind: .crash)
            } catch {
                throw CommandError(error)
            }
            // An empty file is refused as a wrong path (`/dev/null`) or a
            // file cut short would be, rather than replayed as the case of no
            // bytes with nothing said.
            guard !bytes.isEmpty else { throw .data("\(file): the file is empty (the fuzz target's empty input decodes as a file of one zero byte does: give that)") }
            crashes.append((file, bytes))
        }
        var failed = false
        for (file, bytes) in crashes {
            let decoded = runner.decode(bytes)
            let app = runner.generators[decoded.app].model.app.name
            let names = decoded.violations.map(\.invariant).sorted()
            guard !names.isEmpty else {
                let checked = options.invariants.names.count
                console.out("fuzzrun: passed: \(file): \(checked) invariant\(checked == 1 ? "" : "s") held in its case of \(app) on \(options.platform.os.name)\n")
                continue
            }
            failed = true
            let start = DispatchTime.now().uptimeNanoseconds
            var failures: [Failure] = []
            for invariant in names {
                var failure = runner.shrink(decoded, invariant: invariant, budget: options.shrinkBudget)
                if options.timing { failure.shrinkSeconds = Double(DispatchTime.now().uptimeNanoseconds &- start) / 1e9 }
                failures.append(failure)
            }
            console.out("fuzzrun: FAILED: \(RunReport.count(failures.count, "failure")) in \(file) (app \(app) on \(options.platform.os.name))\n")
            let command = "fuzzrun import-crash \(FailureReport.shellQuoted(file))"
            for failure in failures {
                let source = apps.first { $0.spec.name == failure.app.name }
                let report = FailureReport(failure: failure, appSource: source?.path.map { .spec(path: $0) } ?? .builtin,
                                           platformPath: options.platformPath)
                console.out("\n" + crashText(report, file: file, command: command + options.importCrashOptions))
            }
            if let corpus = options.saveCorpus {
                let entries = failures.map { failure in
                    let fromSpec = apps.first { $0.spec.name == failure.app.name }?.path != nil
                    let app = fromSpec ? nil : BuiltinApp.named(failure.app.name).map(CorpusApp.builtin)
                    var entry = CorpusEntry(failure: failure, app: app ?? .described(failure.app))
                    entry.seed = nil
                    entry.caseIndex = nil
                    return (label: "\(failure.app.name): \(failure.invariant.rawValue)", entry: entry, flaky: failure.flaky)
                }
                try ImportCommand.save(entries, to: corpus, option: "--save-corpus", platform: options.platform, console: console)
            }
        }
        return failed ? .failure : .success
    }

    /// The usual failure report with the crash file instead of a seed and a
    /// case index, and the command that imports the file again as its replay.
    static func crashText(_ report: FailureReport, file: String, command: String) -> String {
        let seedAndCase = "  app \(report.failure.app.name), seed \(report.failure.seed), case \(report.failure.caseIndex), "
        return report.text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if line.hasPrefix(seedAndCase) {
                return "  app \(report.failure.app.name), crash file \(file), " + line.dropFirst(seedAndCase.count)
            }
            if line.hasPrefix("  Replay: ") { return "  Replay: \(command)" }
            return String(line)
        }.joined(separator: "\n")
    }
}

extension RunOptions {
    /// The options that decide how import-crash decodes and shrinks a file,
    /// as they were given (the apps, invariants and non-default values).
    var importCrashOptions: String {
        var text = appNames.map { " --app \($0)" }.joined() + specPaths.map { " --spec \(FailureReport.shellQuoted($0))" }.joined()
        if invariants != .all { text += invariants.names.map { " --invariant \($0.rawValue)" }.joined() }
        if maxEvents != 20 { text += " --max-events \(maxEvents)" }
        if shrinkBudget != 2_000 { text += " --shrink-budget \(shrinkBudget)" }
        if let platformPath { text += " --platform \(FailureReport.shellQuoted(platformPath))" }
        return text
    }
}
