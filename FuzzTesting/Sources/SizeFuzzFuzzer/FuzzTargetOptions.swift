import Foundation
import LayoutModel
import SizeFuzz

/// The fuzz target's own options, given among libFuzzer's flags:
/// `-app=NAME` (repeatable, or comma-separated), `-spec=FILE.json`
/// (repeatable), `-invariant=NAME` (repeatable), `-max_events=N` and
/// `-platform=FILE.json`. They mirror `fuzzrun import-crash`'s `--app`,
/// `--spec`, `--invariant`, `--max-events` and `--platform`, which must be
/// the same for a crash file to decode to the same case.
struct FuzzTargetOptions {
    var apps: [AppSpec] = []
    var invariants = InvariantSet.all
    var maxEvents = 20
    var platform = Platform.standard

    /// The options as `fuzzrun import-crash` takes them, set by ``parse(_:)``.
    nonisolated(unsafe) static var cliOptions = ""

    /// A bad option: its message and exit code (64 usage, 65 bad file, 66 missing file).
    struct Problem: Error {
        var message: String
        var code: Int32
    }

    /// Reads the options from the process's arguments (the first is the
    /// executable); arguments that are not the target's are left to libFuzzer.
    static func parse(_ arguments: [String]) -> Result<FuzzTargetOptions, Problem> {
        var options = FuzzTargetOptions()
        var names: [String] = []
        var specs: [String] = []
        var invariantNames: [String] = []
        var cli: [String] = []
        let executable = arguments.first ?? ""
        for argument in arguments.dropFirst() {
            guard argument.hasPrefix("-"), let equals = argument.firstIndex(of: "=") else { continue }
            let key = String(argument[argument.index(after: argument.startIndex)..<equals])
            let value = String(argument[argument.index(after: equals)...])
            switch key {
            case "app": names += value.split(separator: ",").map(String.init)
            case "spec": specs.append(value)
            case "invariant": invariantNames += value.split(separator: ",").map(String.init)
            case "max_events":
                guard let count = Int(value), (0...1_000).contains(count) else {
                    return .failure(Problem(message: "-max_events: '\(value)' is not a whole number from 0 to 1000", code: 64))
                }
                options.maxEvents = count
                cli.append("--max-events \(count)")
            case "platform":
                do {
                    options.platform = try Platform.load(contentsOf: resolve(value, executable: executable))
                } catch {
                    return .failure(Problem(message: error.description, code: error.kind == .notFound ? 66 : 65))
                }
                cli.append("--platform \(value)")
            default: continue
            }
        }
        for name in names {
            guard let app = BuiltinApp.named(name) else {
                return .failure(Problem(message: "-app: unknown app '\(name)' (fuzzrun list apps)", code: 64))
            }
            options.apps.append(app.spec)
        }
        for path in specs {
            do {
                options.apps.append(try AppSpec.load(contentsOf: resolve(path, executable: executable)))
            } catch {
                return .failure(Problem(message: error.description, code: error.kind == .notFound ? 66 : 65))
            }
        }
        if !invariantNames.isEmpty {
            var chosen: [InvariantName] = []
            for name in invariantNames {
                guard let invariant = InvariantName(rawValue: name) else {
                    return .failure(Problem(message: "-invariant: unknown invariant '\(name)' (fuzzrun list invariants)", code: 64))
                }
                chosen.append(invariant)
            }
            options.invariants = InvariantSet(chosen)
        }
        if options.apps.isEmpty { options.apps = BuiltinApp.defaultSet.map(\.spec) }
        let appOptions = names.map { "--app \($0)" } + specs.map { "--spec \($0)" }
        cliOptions = (appOptions + invariantNames.map { "--invariant \($0)" } + cli).joined(separator: " ")
        return .success(options)
    }

    /// `path` as given when it exists or is absolute, else beside the
    /// executable (where ClusterFuzzLite's build puts the files a target reads).
    static func resolve(_ path: String, executable: String) -> String {
        guard !path.hasPrefix("/"), !FileManager.default.fileExists(atPath: path),
              let slash = executable.lastIndex(of: "/") else { return path }
        return String(executable[...slash]) + path
    }
}
