import Foundation
import LayoutModel
import SizeFuzz
import SizeFuzzReport
import SourceExtraction

/// The options of `fuzzrun run`, checked.
struct RunOptions {
    var seed: UInt64 = 0
    var iterations = 10_000
    var appNames: [String] = []
    var specPaths: [String] = []
    /// `--source DIR`: an app read from its SwiftUI source.
    var source = SourceOptions(paths: [], root: nil, plist: nil)
    var invariants = InvariantSet.all
    /// `--jobs`, else the machine's active processor count, read only then:
    /// reading it (the cgroup's files among others) cost a run's setup
    /// 526,000 instructions (measured with callgrind).
    var jobs = 1
    var shard = Shard.whole
    var timeLimit: Double?
    var maxEvents = 20
    var shrinkBudget = 2_000
    /// Where `--save-corpus` saves each shrunk failure.
    var saveCorpus: CorpusFolder?
    var replay: (seed: UInt64, caseIndex: Int)?
    var json = false
    /// `--format`, `--json`, `--sarif` and `--junit`.
    var output = FormatOptions()
    /// `--baseline FILE`: the known failures, left out of the report.
    var baseline: (file: String, baseline: Baseline)?
    /// `--write-baseline FILE`: where the run's failures are recorded.
    var writeBaselinePath: String?
    var timing = true
    /// Whether a lint stops the run (`--strict`) rather than being a warning.
    var strict = false
    var platform = Platform.standard
    var platformPath: String?
    /// `--min-coverage`: the least semantic coverage, in percent, each app must reach.
    var minCoverage: Double?
    /// Where `--html` writes the report page.
    var htmlPath: String?
    /// `--guided`: coverage-guided cases (one app, no shards).
    var guided = false
    /// `--robust`: drop the failures that depend on an estimate.
    var robust = false
    /// `--estimates lower|upper`: every estimated parameter at that end of
    /// its plausible range.
    var estimates: EstimateEnd?
    /// `--allow-thin`: a `--source` app whose reading is thin passes when
    /// nothing fails, instead of being inconclusive.
    var allowThin = false

    /// Reads the options from `arguments`.
    init(_ arguments: inout Arguments) throws(CommandError) {
        if let text = try arguments.value("--seed") {
            guard let seed = UInt64(text) else { throw .usage("--seed: \(text.echoed) is not a whole number from 0 to \(UInt64.max)") }
            self.seed = seed
        }
        let givenIterations = try arguments.integer("--iterations", in: 1...1_000_000_000)
        iterations = givenIterations ?? iterations
        appNames = try arguments.values("--app")
        specPaths = try arguments.values("--spec")
        source = try SourceOptions(&arguments)
        let invariantNames = try arguments.values("--invariant")
        if !invariantNames.isEmpty {
            var names: [InvariantName] = []
            for name in invariantNames { names.append(try Arguments.parseChoice(name, option: "--invariant", as: InvariantName.self)) }
            invariants = InvariantSet(names)
        }
        for text in try arguments.values("--disable") {
            let name = try Arguments.parseChoice(text, option: "--disable", as: InvariantName.self)
            if invariantNames.contains(text) { throw .usage("--invariant and --disable both name \(text.echoed)") }
            invariants = invariants.removing([name])
        }
        jobs = try arguments.integer("--jobs", in: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount
        let shardText = try arguments.value("--shard")
        if let text = shardText {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
                throw .usage("--shard: \(text.echoed) is not K/N with 1 <= K <= N")
            }
            shard = Shard(index: index, count: count)
        }
        if let limit = try arguments.number("--time-limit") {
            guard limit > 0, limit <= 10_000_000 else {
                throw .usage("--time-limit: must be above 0 and at most 10000000 seconds")
            }
            timeLimit = limit
        }
        maxEvents = try arguments.integer("--max-events", in: 0...1_000) ?? maxEvents
        shrinkBudget = try arguments.integer("--shrink-budget", in: 1...1_000_000) ?? shrinkBudget
        if let path = try arguments.value("--save-corpus") {
            guard !path.isEmpty else { throw .usage("--save-corpus needs a value") }
            // Fail before a long run, not after it, when nothing could be saved.
            do { try CorpusFolder(path).checkWritable() } catch { throw CommandError(error, option: "--save-corpus") }
            saveCorpus = CorpusFolder(path)
        }
        if let text = try arguments.value("--replay") {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let seed = UInt64(parts[0]), let caseIndex = Int(parts[1]), caseIndex >= 0 else {
                throw .usage("--replay: \(text.echoed) is not SEED:CASE, such as 42:51234")
            }
            replay = (seed, caseIndex)
        }
        if let minimum = try arguments.number("--min-coverage") {
            guard minimum >= 0, minimum <= 100 else { throw .usage("--min-coverage: must be from 0 to 100 (percent)") }
            minCoverage = minimum
        }
        if let path = try arguments.value("--html") {
            try HTMLReport.checkWritable(path)
            htmlPath = path
        }
        output = try FormatOptions(&arguments)
        if let path = try arguments.value("--baseline") { baseline = (path, try Baseline.load(path)) }
        if let path = try arguments.value("--write-baseline") {
            try OutputFile.check(path, option: "--write-baseline")
            writeBaselinePath = path
        }
        json = output.format == .json
        timing = !(try arguments.flag("--no-timing"))
        strict = try arguments.flag("--strict")
        guided = try arguments.flag("--guided")
        robust = try arguments.flag("--robust")
        allowThin = try arguments.flag("--allow-thin")
        if allowThin, !source.isGiven { throw .usage("--allow-thin needs --source DIR: only a reading of source can be thin") }
        if guided, shardText != nil {
            throw .usage("--guided and --shard cannot be used together: a guided case depends on the cases before it")
        }
        if guided, appNames.count + specPaths.count + (source.isGiven ? 1 : 0) != 1 {
            throw .usage("--guided fuzzes one app: give exactly one --app or --spec")
        }
        (platform, platformPath) = try arguments.platform(os: true)
        // `if #available(iOS n, *)` is read for the iPadOS fuzzed.
        source.project.os = platform.os
        if let text = try arguments.value("--estimates") {
            let end = try Arguments.parseChoice(text, option: "--estimates", as: EstimateEnd.self)
            platform = platform.withEstimates(at: end)
            estimates = end
        }
        if replay != nil {
            // A replay runs one case: options about which cases run contradict it.
            let given = [("--iterations", givenIterations != nil), ("--shard", shardText != nil), ("--time-limit", timeLimit != nil)]
            for (option, isGiven) in given where isGiven {
                throw .usage("--replay and \(option) cannot be used together: a replay runs one case")
            }
        }
    }

    /// The apps to fuzz: the named built-ins and the specs, or the default set.
    func loadApps() throws(CommandError) -> [AppSource] {
        var apps: [AppSource] = []
        for name in appNames {
            guard let app = BuiltinApp.named(name) else {
                throw .usage("--app: unknown app \(name.echoed) (fuzzrun list apps)")
            }
            apps.append(AppSource(spec: app.spec, path: nil))
        }
        for path in specPaths {
            do {
                apps.append(AppSource(spec: try AppSpec.load(contentsOf: path), path: path))
            } catch {
                throw CommandError(error)
            }
        }
        if source.isGiven { apps.append(try source.appSource(checked: false)) }
        if apps.isEmpty { apps = BuiltinApp.defaultSet.map { AppSource(spec: $0.spec, path: nil) } }
        var seen: [String] = []
        for app in apps {
            if seen.contains(app.spec.name) { throw .usage("app \(app.spec.name.echoed) given twice") }
            seen.append(app.spec.name)
        }
        return apps
    }

    /// Refuses a run that would check nothing on an app: every built-in
    /// invariant off (by `--invariant`, `--disable` or the spec's
    /// `"invariants": {"disabled": [...]}`) would pass with nothing checked.
    /// - Throws: exit 64 naming the app and what turned the invariants off.
    func checkSomethingIsChecked(on apps: [AppSource]) throws(CommandError) {
        for app in apps where app.spec.checked(invariants).names.isEmpty {
            var causes: [String] = []
            if invariants.names.count < InvariantName.allCases.count {
                causes.append("\(InvariantName.allCases.count - invariants.names.count) by --invariant or --disable")
            }
            let bySpec = app.spec.disabledInvariants.filter(invariants.contains).count
            if bySpec > 0 { causes.append("\(bySpec) by the spec's \"invariants\": {\"disabled\": [...]}") }
            throw .usage("nothing to check on \(app.spec.name): all \(InvariantName.allCases.count) invariants are off "
                         + "(\(causes.joined(separator: ", "))), and a run that checks nothing cannot pass")
        }
    }
}

/// An app under test and where it came from.
struct AppSource {
    var spec: AppSpec
    /// The spec file, for apps given with `--spec`.
    var path: String?
    /// Where the spec came from in the Swift source, for an app given with `--source`.
    var sourceMap: SourceMap? = nil
    /// The `--source` paths.
    var sourcePaths: [String]? = nil
    /// The digest of the `--source` files, which a saved entry records.
    var sourceDigest: String? = nil
    /// What the reader saw of an app given with `--source`, printed first.
    var reading: ReadingSummary? = nil
    /// How the project was read, when it gave settings (FailureReport.sourceProject).
    var sourceProject: (argument: String, options: String)? = nil
}
