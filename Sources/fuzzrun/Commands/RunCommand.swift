import Dispatch
import Foundation
import LayoutModel
import SizeFuzz
import SizeFuzzReport

/// `fuzzrun run` (the default command): fuzz apps against the invariants.
enum RunCommand: Command {
    static let name = "run"
    static let summary = "Fuzz apps against the invariants (the default command)."
    static let help = """
    USAGE: fuzzrun [run] [--seed N] [--iterations N] [--app NAME ...] [--spec FILE.json]
                         [--invariant NAME ...] [--disable NAME ...] [--jobs N] [--shard K/N] [--time-limit SECONDS]
                         [--max-events N] [--shrink-budget N] [--save-corpus DIR] [--os 18|26|27]
                         [--platform FILE.json] [--min-coverage P] [--html FILE.html] [--guided] [--robust]
                         [--estimates lower|upper] [--strict] [--json] [--no-timing] [--allow-thin]
                         [--format text|json|xcode|github|sarif|junit] [--sarif FILE] [--junit FILE]
                         [--config FILE] [--baseline FILE] [--write-baseline FILE]
           fuzzrun --replay SEED:CASE [--app NAME | --spec FILE.json] [--invariant NAME ...] [--guided]

    Runs ITERATIONS cases: case i goes to app i % (number of apps) and is generated from
    SEED and i alone. Reports one shrunk failure per app and invariant: the one with the
    lowest case index, so the report is the same for any --jobs or --shard.

    First checks each app's spec as `fuzzrun lint` does, and prints each lint as a
    warning on standard error ("fuzzrun: warning: APP: FIELD: ... (RULE)"; for an app
    read from source, led by the line of code: "fuzzrun: warning: FILE:LINE:COL: APP: ...").

    OPTIONS:
      --seed N              The run's seed, 0 to 2^64-1 (default 0).
      --iterations N        Cases in the whole run, 1 to 10^9 (default 10000).
      --app NAME            A built-in app (fuzzrun list apps); repeatable. Default: the
                            correct patterns.
      --spec FILE.json      An app described as JSON (see the README); repeatable.
      --source DIR          An app read from its SwiftUI source, as `fuzzrun extract` derives
                            it (repeatable: the paths make one app); failures name the line of
                            code. With --root TYPE (the root view) and --plist FILE (Info.plist),
                            and --max-source-bytes N (the most Swift read in all; 16 MiB);
                            its project's settings are read (--project PATH, --no-project,
                            --target NAME, --configuration NAME: see fuzzrun extract --help).
                            The report starts with what was read; a run that finds no failure
                            over a thin reading is INCONCLUSIVE (exit 3), not passed.
      --allow-thin          With --source: a thin reading passes when nothing fails.
      --invariant NAME      Check only this invariant (fuzzrun list invariants); repeatable.
      --disable NAME        Do not check this invariant (as a spec's "invariants":
                            {"disabled": [...]} does); repeatable. The output says
                            which invariants were off; with every invariant off the run
                            checks nothing and is refused (64).
      --jobs N              Worker threads, 1 to 256 (default: the number of cores).
      --shard K/N           Run only part K of N, 1 <= K <= N: case i goes to part
                            (i / apps) % N + 1.
      --time-limit SECONDS  Stop starting new cases after SECONDS (above 0, at most 10,000,000);
                            a run that ran no case exits 75.
      --max-events N        Events per case at most, 0 to 1000 (default 20).
      --shrink-budget N     Test runs to spend shrinking each failure, 1 to 1,000,000
                            (default 2000).
      --save-corpus DIR     Save each shrunk failure as DIR/<invariant>/<app>-<hash>.json
                            with expect "fail" (never overwrites; see the README).
      --replay SEED:CASE    Run one case again, shrink and report it (not with
                            --iterations, --shard or --time-limit).
      --os N                The version of iPadOS to model: 18, 26 or 27 (default
                            \(OSVersion.current.rawValue), or the platform file's "os"; for a --source app whose
                            project has a deployment target, each version it allows, in
                            turn, then a line of each one's verdict).
      --platform FILE.json  Model parameters other than the defaults (see the README).
      --min-coverage P      Exit 1 when an app's semantic coverage (reachable cells
                            visited) is below P percent, 0 to 100.
      --html FILE.html      Also write the report as one self-contained HTML page: drawings
                            of each step, the failing region, coverage charts (no scripts).
                            A file (or a link to one) is replaced whole; a device, a FIFO
                            or /dev/stdout is written in place; a folder is refused.
      --guided              Coverage-guided cases: half mutate earlier cases that reached new
                            coverage, half are fresh; one app, not with --shard; the same
                            for any --jobs.
      --robust              Drop the failures that depend on an estimate (a parameter Apple
                            publishes no number for; Parameters.md): each shrunk failure is
                            replayed at both ends of every plausible range, and one that
                            does not fail at all of them is left out, not saved, and does
                            not fail the run. The output says how many were dropped.
      --estimates END       Run with every estimated parameter at END (lower or upper) of its
                            plausible range, over the defaults or the platform file
                            (fuzzrun list estimates): a correct app passes at both ends.
      --strict              Treat lints as errors: print them and exit 2 without fuzzing.
    \(FormatOptions.help)
      --no-timing           Leave out times, so output is byte-identical between runs.

    An interrupt (Ctrl-C, SIGINT) or SIGTERM stops the run: no new cases start, the
    failures found so far are shrunk with at most \(FuzzRunner.interruptedShrinkBudget) test runs each, reported and
    saved, and fuzzrun exits 130 (143 for SIGTERM). A second one quits at once.

    CONFIG FILE: a run reads .sizefuzz.json from the current folder or the nearest folder above
    it (or --config FILE): the keys sources, root, plist, apps, specs, project, noProject, target,
    configuration, maxSourceBytes, allowThin, os, platform, iterations, seed, invariants, disabled
    ([{"invariant", "reason"}]), estimates, jobs, shard, timeLimit, maxEvents, shrinkBudget,
    minCoverage, guided, robust, noTiming, format, sarif, junit, html, saveCorpus, baseline,
    writeBaseline and strict (each the option of the same name), paths relative to the file's
    folder. A flag overrides its key; --source, --app or --spec replaces the file's apps and
    project keys; an unknown key is refused (65). With a config file, `fuzzrun` alone runs it.

    BASELINE: --write-baseline FILE records the run's failures by fingerprint (app, invariant and
    the line's code, never its number); --baseline FILE leaves those out of the report (exit 0 when
    every failure is known) and lists its entries no longer found.

    SUPPRESSIONS: `// sizefuzz:ignore INVARIANT: reason` in an app's source (--source) on the line
    a failure names, or the line above it, silences that invariant's failure there. A comment
    without a reason, naming an unknown invariant, or silencing nothing is reported.

    EXIT CODES: 0 passed, 1 an invariant failed, 2 a lint with --strict, 3 inconclusive (no failure,
                but a --source app read too thinly to pass), 64 usage (also a run that checks
                nothing), 65 bad spec, config file or baseline (or one over 16 MiB), 66 file not
                found, 73 --save-corpus, --html, --sarif, --junit or --write-baseline could not
                write, 74 stdout could not be written, 75 no case ran (nothing checked), 77 a
                --source path that exists but cannot be read, 130 interrupted, 143 terminated.

    """

    static func run(_ arguments: inout Arguments, console: Console) throws(CommandError) -> ExitCode {
        try run(&arguments, console: console, interrupts: .ignored)
    }

    /// Runs the command, stopping gracefully at the first of `interrupts`:
    /// no new cases, the failures found so far shrunk with a small budget,
    /// reported and saved, then exit 130 (`SIGINT`) or 143 (`SIGTERM`).
    /// - Parameter config: the config file the run's arguments came from in
    ///   part, whose folder paths in findings are relative to and whose
    ///   reasons for disabled invariants the report prints.
    static func run(_ arguments: inout Arguments, console: Console, interrupts: Interrupts,
                    config: LoadedConfig? = nil) throws(CommandError) -> ExitCode {
        let given = arguments
        let options = try RunOptions(&arguments)
        try arguments.finish()
        let apps = try options.loadApps()
        // No --os: each version the project's deployment target allows.
        if let plan = OSVersionRun.plan(arguments: given, options: options, apps: apps) {
            return try run(plan, arguments: given, console: console, interrupts: interrupts, config: config,
                           text: options.output.format == .text)
        }
        // A reading the model cannot run (a split view of no row read, no
        // screen) fuzzes nothing: inconclusive, with the reading, never a
        // verdict about the app's code.
        for app in apps {
            guard var reading = app.reading, reading.extraction.problems.first != nil || SourceOptions.refusal(of: reading.extraction) != nil
            else { continue }
            if !options.timing { reading.seconds = nil }
            let why = reading.extraction.problems.first.map { "\($0)" } ?? "its views nest deeper than a spec file can hold"
            // A name past the echo limit (a 100,000-character type) is cut.
            let name = app.spec.name.count > String.echoLimit ? app.spec.name.echoed : app.spec.name
            let verdict = "\(name) was read into a model the fuzzer cannot run (\(why)); nothing was fuzzed"
            if options.json {
                let json: JSONValue = .object([("casesRun", .number(0)), ("passed", .bool(false)), ("inconclusive", .bool(true)),
                                               ("why", .string(verdict)), ("reading", .array([ReadingJSON.json(of: reading)]))])
                console.out(json.serialized(pretty: true) + "\n")
            } else {
                console.out(reading.text + "\n")
                console.out("fuzzrun: INCONCLUSIVE: \(verdict)\n")
            }
            return .inconclusive
        }
        try options.checkSomethingIsChecked(on: apps)
        var configuration = RunConfiguration(
            seed: options.seed, iterations: options.iterations, apps: apps.map(\.spec), invariants: options.invariants,
            jobs: options.jobs, shard: options.shard, maxEvents: options.maxEvents, shrinkBudget: options.shrinkBudget,
            platform: options.platform)
        configuration.guided = options.guided
        if let replay = options.replay { configuration.seed = replay.seed }
        // The runner's models (no navigators here) are the ones lint reads:
        // built once, not once for the lints and again for the run.
        let runner = FuzzRunner(configuration)
        let lints = try RunOptions.lint(apps, models: runner.generators.map(\.model), platform: options.platform,
                                        strict: options.strict, quiet: options.output.listsLints, console: console)
        let clock = ContinuousClock()
        let start = clock.now
        let saver = options.saveCorpus.map { CorpusSaver(folder: $0, apps: apps, console: console) }
        let result: RunResult
        if let replay = options.replay {
            result = runner.replay(caseIndex: replay.caseIndex, clock: options.timing ? nanoseconds : nil)
            for failure in result.failures where !(options.robust && failure.dependsOnEstimates) { saver?.save(failure) }
        } else {
            let deadline = options.timeLimit.map { start.advanced(by: .milliseconds(Int64($0 * 1000))) }
            let shouldStop: @Sendable () -> Bool = { deadline.map { clock.now >= $0 } ?? false }
            let progress = console.errorIsTerminal && !options.json
                ? ProgressLine(console: console, total: configuration.iterations / configuration.shard.count, clock: clock, start: start)
                : nil
            var report: (@Sendable (Int, Int) -> Void)?
            if let progress { report = { cases, failures in progress.update(cases: cases, failures: failures) } }
            // Each shrunk failure is saved as soon as it is ready, so a run
            // killed later keeps it.
            var shrunk: (@Sendable (Failure) -> Void)?
            if let saver {
                let robust = options.robust
                shrunk = { failure in if !(robust && failure.dependsOnEstimates) { saver.save(failure) } }
            }
            interrupts.listen()
            result = runner.run(shouldStop: shouldStop, cancellation: Cancellation { interrupts.received() != 0 },
                                                   progress: report, clock: options.timing ? nanoseconds : nil, shrunk: shrunk)
            progress?.finish()
        }
        let elapsed = options.timing ? (clock.now - start).seconds : nil
        var report = RunReport(result: result, sources: apps, elapsedSeconds: elapsed, platformPath: options.platformPath)
        report.estimates = options.estimates
        report.allowThin = options.allowThin
        for (index, app) in apps.enumerated() where app.reading != nil && result.casesRun > 0 {
            report.sourceCoverage[app.spec.name] = SpecCoverage.measure(
                generator: runner.generators[index], configuration: configuration, app: index, sourceMap: app.sourceMap,
                casesRun: result.casesRun)
        }
        report.spaces = RunReport.coverageSpaces(of: runner)
        if options.robust { report.dropFailuresDependingOnEstimates() }
        let suppression = report.applySuppressions()
        var notes = (suppression.summary.map { [$0] } ?? []) + (config?.disabledLines ?? [])
        if let path = options.writeBaselinePath {
            try OutputFile.write(Baseline(report).json, to: path, option: "--write-baseline", console: console)
        }
        if let (file, baseline) = options.baseline { notes += report.apply(baseline, file: file) }
        var findings = options.output.needsFindings
            ? FindingsReport(run: report, lints: lints, root: config?.folder ?? FormatOptions.currentDirectory) : nil
        findings?.notes += notes
        // A comment that is wrong or silenced nothing is a warning at its line.
        let sourceApp = apps.first { $0.sourcePaths != nil }?.spec.name ?? ""
        findings?.findings += suppression.warnings.map { Finding($0, app: sourceApp) }
        switch options.output.format {
        case .text: console.out(report.text + (suppression.warningLines + notes).map { $0 + "\n" }.joined())
        case .json: console.out(report.json.serialized(pretty: true) + "\n")
        case let format: console.out(findings?.rendered(format) ?? "")
        }
        if let findings { try options.output.writeFiles(findings, console: console) }
        if let path = options.htmlPath { try OutputFile.write(HTMLReport(report: report).page, to: path, option: "--html", console: console) }
        let signal = interrupts.received()
        if signal != 0 {
            if let error = saver?.error { console.err("fuzzrun: error: \(error.message.boundedLine)\n") }
            return Interrupts.exitCode(for: signal)
        }
        if let error = saver?.error { throw error }
        if let minimum = options.minCoverage, !report.meetsCoverage(minimum, console: console) { return .failure }
        if report.isInconclusive { return .inconclusive }
        if report.result.passed { return .success }
        return report.result.failures.isEmpty ? .nothingChecked : .failure
    }
}

/// A monotonic clock in nanoseconds, for timing shrinks in reports.
@Sendable func nanoseconds() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
