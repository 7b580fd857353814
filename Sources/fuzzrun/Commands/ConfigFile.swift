import Foundation
import LayoutModel
import SizeFuzz

/// `.sizefuzz.json`: a team's run, at the root of its package or project
/// (found upwards from the current directory, or given with `--config`).
/// Every key is optional; a flag on the command line overrides its key.
/// Read strictly: an unknown key is an error naming the file and the key
/// (exit 65), with the nearest known key.
///
/// ```json
/// {"sources": ["Sources/MyApp"], "plist": "Info.plist", "iterations": 5000, "seed": 1,
///  "disabled": [{"invariant": "grid-fits", "reason": "the gallery scrolls sideways"}],
///  "format": "github", "sarif": "sizefuzz.sarif"}
/// ```
struct ConfigFile: Decodable, Equatable {
    /// An invariant turned off, and why (the report prints the reason).
    struct Disabled: Decodable, Equatable {
        /// The invariant's name, as `--disable` takes it.
        var invariant: String
        /// Why it is off: required, never empty.
        var reason: String
    }

    /// `--source`: the app's SwiftUI sources, relative to the file's folder.
    var sources: [String]?
    /// `--root`: the root view's type.
    var root: String?
    /// `--plist`: the app's Info.plist.
    var plist: String?
    /// `--app`: built-in apps.
    var apps: [String]?
    /// `--spec`: spec files.
    var specs: [String]?
    /// `--os`: the version of iPadOS to model.
    var os: Int?
    /// `--platform`: a platform file.
    var platform: String?
    /// `--iterations`.
    var iterations: Int?
    /// `--seed`.
    var seed: UInt64?
    /// `--disable`, each with its reason.
    var disabled: [Disabled]?
    /// `--estimates lower|upper`.
    var estimates: String?
    /// `--format`.
    var format: String?
    /// `--sarif FILE`.
    var sarif: String?
    /// `--junit FILE`.
    var junit: String?
    /// `--html FILE`.
    var html: String?
    /// `--save-corpus DIR`.
    var saveCorpus: String?
    /// `--strict`.
    var strict: Bool?
    /// `--project PATH`: the app's project, relative to the file's folder.
    var project: String?
    /// `--no-project` when true.
    var noProject: Bool?
    /// `--target NAME`: the project's app target.
    var target: String?
    /// `--configuration NAME`: the build configuration read.
    var configuration: String?
    /// `--max-source-bytes N`.
    var maxSourceBytes: Int?
    /// `--allow-thin` when true.
    var allowThin: Bool?
    /// `--invariant`: the only invariants checked.
    var invariants: [String]?
    /// `--jobs N`.
    var jobs: Int?
    /// `--shard K/N`.
    var shard: String?
    /// `--time-limit SECONDS`.
    var timeLimit: Double?
    /// `--max-events N`.
    var maxEvents: Int?
    /// `--shrink-budget N`.
    var shrinkBudget: Int?
    /// `--min-coverage P`.
    var minCoverage: Double?
    /// `--guided` when true.
    var guided: Bool?
    /// `--robust` when true.
    var robust: Bool?
    /// `--no-timing` when true.
    var noTiming: Bool?
    /// `--baseline FILE`.
    var baseline: String?
    /// `--write-baseline FILE`.
    var writeBaseline: String?

    /// The file's name.
    static let name = ".sizefuzz.json"

    /// The config file in `directory` or the nearest folder above it; `nil`
    /// when there is none up to the root of the file system.
    static func find(from directory: String) -> String? {
        var folder = URL(fileURLWithPath: directory).standardizedFileURL.path
        while true {
            let candidate = (folder == "/" ? "" : folder) + "/" + name
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue { return candidate }
            guard folder != "/", !folder.isEmpty else { return nil }
            folder = OutputFile.parent(of: folder)
        }
    }

    /// Reads the file at `path`: exit 66 when it is missing, 65 naming the
    /// file and the key for an unknown key, a value of the wrong type, or a
    /// disabled invariant without a reason.
    static func load(_ path: String) throws(CommandError) -> ConfigFile {
        let config: ConfigFile
        do {
            config = try StrictJSON.load(ConfigFile.self, contentsOf: path)
        } catch {
            throw CommandError(error)
        }
        func bad(_ field: String, _ message: String) -> CommandError {
            CommandError(InputError(.badData, file: path, field: field, message))
        }
        for (index, item) in (config.disabled ?? []).enumerated() {
            if InvariantName(rawValue: item.invariant) == nil {
                throw bad("disabled[\(index)].invariant", "unknown invariant \(item.invariant.echoed) (fuzzrun list invariants)")
            }
            if item.reason.trimmingCharacters(in: .whitespaces).isEmpty {
                throw bad("disabled[\(index)].reason", "give the reason the invariant is off; the report prints it")
            }
        }
        if let format = config.format, OutputFormat(rawValue: format) == nil {
            throw bad("format", "unknown format \(format.echoed) (expected one of: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        if let end = config.estimates, EstimateEnd(rawValue: end) == nil {
            throw bad("estimates", "unknown value \(end.echoed) (expected lower or upper)")
        }
        if config.project != nil, config.noProject == true {
            throw bad("noProject", "cannot be true with \"project\" given: read the project or none")
        }
        for (index, name) in (config.invariants ?? []).enumerated() where InvariantName(rawValue: name) == nil {
            throw bad("invariants[\(index)]", "unknown invariant \(name.echoed) (fuzzrun list invariants)")
        }
        for (index, item) in (config.disabled ?? []).enumerated() where config.invariants?.contains(item.invariant) == true {
            throw bad("disabled[\(index)].invariant", "\(item.invariant.echoed) is also in \"invariants\": check it or turn it off")
        }
        return config
    }

    /// The options the file sets, as command-line arguments, paths made
    /// relative to the current directory from `folder` (the file's); each
    /// left out when `given` (the command line) has the option already, and
    /// the apps (sources, apps, specs) all left out when it names any.
    func arguments(folder: String, currentDirectory: String, overriddenBy given: [String]) -> [String] {
        func path(_ value: String) -> String {
            if value.hasPrefix("/") || folder == currentDirectory { return value }
            return folder + "/" + value
        }
        let isGiven = { (option: String) in given.contains { $0 == option || $0.hasPrefix(option + "=") } }
        var arguments: [String] = []
        func add(_ option: String, _ values: [String]?) {
            guard let values, !isGiven(option) else { return }
            for value in values { arguments += [option, value] }
        }
        func flag(_ option: String, _ value: Bool?) {
            if value == true, !isGiven(option) { arguments.append(option) }
        }
        // The apps are one choice: any of --source, --app or --spec replaces
        // the file's, its project settings with them.
        if !["--source", "--app", "--spec"].contains(where: isGiven) {
            add("--source", sources?.map(path))
            add("--root", root.map { [$0] })
            add("--plist", plist.map { [path($0)] })
            add("--app", apps)
            add("--spec", specs?.map(path))
            if !isGiven("--no-project") { add("--project", project.map { [path($0)] }) }
            if !isGiven("--project") { flag("--no-project", noProject) }
            add("--target", target.map { [$0] })
            add("--configuration", configuration.map { [$0] })
        }
        add("--max-source-bytes", maxSourceBytes.map { [String($0)] })
        flag("--allow-thin", allowThin)
        add("--invariant", invariants)
        add("--jobs", jobs.map { [String($0)] })
        add("--shard", shard.map { [$0] })
        add("--time-limit", timeLimit.map { [Self.number($0)] })
        add("--max-events", maxEvents.map { [String($0)] })
        add("--shrink-budget", shrinkBudget.map { [String($0)] })
        add("--min-coverage", minCoverage.map { [Self.number($0)] })
        flag("--guided", guided)
        flag("--robust", robust)
        flag("--no-timing", noTiming)
        add("--baseline", baseline.map { [path($0)] })
        add("--write-baseline", writeBaseline.map { [path($0)] })
        add("--os", os.map { [String($0)] })
        add("--platform", platform.map { [path($0)] })
        add("--iterations", iterations.map { [String($0)] })
        add("--seed", seed.map { [String($0)] })
        if !isGiven("--invariant") { add("--disable", disabled?.map(\.invariant)) }
        add("--estimates", estimates.map { [$0] })
        if !isGiven("--json") { add("--format", format.map { [$0] }) }
        add("--sarif", sarif.map { [path($0)] })
        add("--junit", junit.map { [path($0)] })
        add("--html", html.map { [path($0)] })
        add("--save-corpus", saveCorpus.map { [path($0)] })
        if strict == true, !isGiven("--strict") { arguments.append("--strict") }
        return arguments
    }

    /// `30` for 30.0, else the number as Swift prints it (`2.5`).
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// A line per invariant the file turned off, with its reason, for the report.
    func disabledLines(file: String, overriddenBy given: [String]) -> [String] {
        guard !given.contains(where: { $0 == "--disable" || $0.hasPrefix("--disable=") || $0 == "--invariant" || $0.hasPrefix("--invariant=") })
        else { return [] }
        return (disabled ?? []).map { "fuzzrun: \($0.invariant) is off (\(file)): \($0.reason)" }
    }
}

/// A config file read for a run: where it is, and the arguments it adds.
struct LoadedConfig {
    /// The file's path.
    var file: String
    /// The file's folder: the repository root that findings' paths are relative to.
    var folder: String
    /// The options it sets that the command line does not.
    var arguments: [String]
    /// A line per invariant it turned off, with the reason.
    var disabledLines: [String]
}

extension ConfigFile {
    /// The config of a run: `--config FILE` (taken out of `arguments`), or
    /// `.sizefuzz.json` found upwards from the current directory when the
    /// command is `run` (named or not); `nil` when there is none.
    static func forRun(_ arguments: inout [String]) throws(CommandError) -> LoadedConfig? {
        var explicit: String?
        var index = 0
        while index < arguments.count {
            let item = arguments[index]
            if item == "--config" || item.hasPrefix("--config=") {
                if explicit != nil { throw .usage("--config given more than once") }
                if item == "--config" {
                    guard index + 1 < arguments.count, !Arguments.isOption(arguments[index + 1]) else { throw .usage("--config needs a value") }
                    explicit = arguments[index + 1]
                    arguments.removeSubrange(index...index + 1)
                } else {
                    explicit = String(item.dropFirst("--config=".count))
                    arguments.remove(at: index)
                }
                guard explicit?.isEmpty == false else { throw .usage("--config needs a value") }
                continue
            }
            index += 1
        }
        let isRun = arguments.first.map { Arguments.isOption($0) || $0 == RunCommand.name } ?? true
        let helpOnly = ["--help", "-h", "help", "--version"].contains(arguments.first ?? "")
        let currentDirectory = FileManager.default.currentDirectoryPath
        guard let file = explicit ?? (isRun && !helpOnly ? find(from: currentDirectory) : nil) else { return nil }
        let config = try load(file)
        let folder = OutputFile.parent(of: URL(fileURLWithPath: file).standardizedFileURL.path)
        let given = arguments.first == RunCommand.name ? Array(arguments.dropFirst()) : arguments
        return LoadedConfig(file: file, folder: folder,
                            arguments: config.arguments(folder: folder, currentDirectory: currentDirectory, overriddenBy: given),
                            disabledLines: config.disabledLines(file: file, overriddenBy: given))
    }
}
