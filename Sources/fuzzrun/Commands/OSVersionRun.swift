import LayoutModel
import SourceExtraction

/// The versions of iPadOS a run fuzzes when neither `--os` nor a platform
/// file names one and the app read from source has a project with a
/// deployment target: ``OSVersionPlan``'s, each fuzzed and reported in
/// turn, then a line with each version's verdict.
///
/// A run whose report is one document (`--format json|sarif|junit`,
/// `--sarif`, `--junit`, `--html`, `--write-baseline`), a replay or a guided
/// run fuzzes one version (``OSVersionPlan/single``), and says so on
/// standard error.
struct OSVersionRun: Equatable {
    /// The versions, oldest first.
    var versions: [OSVersion]
    /// Where they came from: `Shop.xcodeproj target Shop: deployment target iPadOS 17`.
    var reason: String
    /// Why one version was chosen of several, printed on standard error.
    var note: String?

    /// The run for `arguments` (the command line and config file, before
    /// they were read), its `options` and `apps`; `nil` when the run keeps
    /// its one version as before.
    static func plan(arguments: Arguments, options: RunOptions, apps: [AppSource]) -> OSVersionRun? {
        guard !arguments.has("--os"), !arguments.has("--platform"), apps.count == 1,
              let settings = apps[0].reading?.extraction.settings, let plan = OSVersionPlan(settings: settings) else { return nil }
        let reason = plan.reason, allowed = plan.versions
        if plan.isPastTheModel {
            return OSVersionRun(versions: allowed, reason: reason,
                                note: "fuzzrun: iPadOS \(plan.single.rawValue), the newest the model has (\(reason))")
        }
        let one = plan.single
        let output = options.output
        let single = [OutputFormat.json, .sarif, .junit].contains(output.format) || output.sarifPath != nil || output.junitPath != nil
            || options.htmlPath != nil || options.writeBaselinePath != nil || options.replay != nil || options.guided
        if allowed.count > 1, single {
            return OSVersionRun(versions: [one], reason: reason,
                                note: "fuzzrun: iPadOS \(one.rawValue) only, of \(OSVersionPlan.list(allowed)) (\(reason)): this run writes one report; "
                                    + "--os N fuzzes another")
        }
        if allowed == [.current] { return nil }
        return OSVersionRun(versions: allowed, reason: reason,
                            note: allowed.count == 1 ? "fuzzrun: iPadOS \(allowed[0].rawValue) (\(reason))" : nil)
    }
}

extension RunCommand {
    /// Runs `arguments` once per version of `plan`, each with `--os N`: a
    /// heading before each (on standard output for text, else on standard
    /// error), then one line with each version's verdict. The exit code is
    /// the worst: a failure, else inconclusive, else nothing checked;
    /// another code (an interrupt, a lint with `--strict`) ends the runs.
    static func run(_ plan: OSVersionRun, arguments: Arguments, console: Console, interrupts: Interrupts,
                    config: LoadedConfig?, text: Bool) throws(CommandError) -> ExitCode {
        if let note = plan.note { console.err(note + "\n") }
        var verdicts: [String] = []
        var codes: [ExitCode] = []
        for (index, os) in plan.versions.enumerated() {
            if plan.versions.count > 1 {
                let heading = "fuzzrun: iPadOS \(os.rawValue) (\(index + 1) of \(plan.versions.count): \(plan.reason))\n"
                if text { console.out((index > 0 ? "\n" : "") + heading) } else { console.err(heading) }
            }
            var again = arguments.appending(["--os", String(os.rawValue)])
            let code = try run(&again, console: console, interrupts: interrupts, config: config)
            guard [.success, .failure, .inconclusive, .nothingChecked].contains(code) else { return code }
            codes.append(code)
            let verdict = switch code {
            case .failure: "FAILED"
            case .inconclusive: "INCONCLUSIVE"
            case .nothingChecked: "nothing checked"
            default: "passed"
            }
            verdicts.append("\(os.rawValue) \(verdict)")
        }
        if plan.versions.count > 1 {
            let line = "fuzzrun: by iPadOS version: \(verdicts.joined(separator: ", "))\n"
            if text { console.out("\n" + line) } else { console.err(line) }
        }
        for worst in [ExitCode.failure, .inconclusive, .nothingChecked] where codes.contains(worst) { return worst }
        return .success
    }
}
