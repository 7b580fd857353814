import LayoutModel
import SizeFuzz
import SizeFuzzReport
import SourceExtraction

/// A run's outcome as text and as JSON: the verdict, each failure, and what
/// the cases covered.
struct RunReport {
    var result: RunResult
    var sources: [AppSource]
    var elapsedSeconds: Double?
    /// The `--platform` file, if the run had one.
    var platformPath: String? = nil
    /// The failures `--robust` dropped, each depending on an estimate; `nil`
    /// without `--robust`.
    var dropped: [Failure]? = nil
    /// `--estimates`: the end of every estimate's range the run was on.
    var estimates: EstimateEnd? = nil
    /// Each app's coverage space, in the configuration's order, when the
    /// command built them once from its runner's models
    /// (``coverageSpaces(of:)``); `nil` builds each where it is read.
    var spaces: [CoverageSpace]? = nil
    /// `--allow-thin`: a thin reading does not make a run inconclusive.
    var allowThin = false
    /// What the cases exercised of each `--source` app's own constructs,
    /// by app name (``SpecCoverage``).
    var sourceCoverage: [String: SpecCoverage] = [:]

    private var configuration: RunConfiguration { result.configuration }

    /// The readings of the apps given with `--source`, in order.
    var readings: [ReadingSummary] { sources.compactMap(\.reading) }

    /// Why a run with no failure is not a pass: each `--source` app whose
    /// reading is thin, with its first reason; empty with `--allow-thin`.
    var thinApps: [(app: String, reason: String)] {
        guard !allowThin else { return [] }
        return readings.compactMap { reading in reading.thinReasons.first.map { (reading.extraction.spec.name, $0) } }
    }

    /// Whether the run found no failure over a reading too thin to mean
    /// anything: `INCONCLUSIVE`, exit 3.
    var isInconclusive: Bool { ReportText.isInconclusive(result, thinApps: thinApps) }

    /// The verdict line: passed, FAILED, interrupted (with no failure found
    /// before the interrupt) or nothing checked (no case ran).
    var verdict: String { ReportText.verdict(of: result, thinApps: thinApps) }

    /// `1 case`, `2 cases`.
    static func count(_ value: Int, _ noun: String) -> String { ReportText.count(value, noun) }

    /// The whole report as text.
    var text: String {
        var text = readings.map { reading in
            var reading = reading
            if elapsedSeconds == nil { reading.seconds = nil }
            return reading.text + "\n"
        }.joined()
        text += verdict + "\n"
        if let off = configuration.invariantsOffLine { text += "fuzzrun: \(off)\n" }
        if let robustLine { text += "fuzzrun: \(robustLine)\n" }
        for failure in result.failures {
            text += "\n" + report(of: failure).text
        }
        text += "\n" + coverage
        return text
    }

    func report(of failure: Failure) -> FailureReport {
        var report = FailureReport(failure: failure, appSource: source(of: failure), platformPath: platformPath,
                                   shrinkCutShort: result.interrupted && failure.shrinkBudget < configuration.shrinkBudget)
        let app = sources.first { $0.spec.name == failure.app.name }
        report.sourceMap = app?.sourceMap
        report.sourcePaths = app?.sourcePaths
        report.sourceProject = app?.sourceProject
        report.estimates = estimates
        return report
    }

    private func source(of failure: Failure) -> FailureReport.AppSource {
        sources.first { $0.spec.name == failure.app.name }?.path.map { .spec(path: $0) } ?? .builtin
    }

    /// What the cases covered.
    var coverage: String {
        let total = totals
        var lines = ["Coverage: \(Self.count(total.cases, "case")), \(Self.count(total.steps, "step")) on \(configuration.platform.os.name)"]
        for (index, app) in configuration.apps.enumerated() {
            let stats = result.statistics[index]
            let hit = stats.breakpointsHit.filter { $0 }.count
            // An app that runs on some devices only says so: its cases cover those.
            // An iPhone app's iPads before 27 give it their iPhone-size window.
            let os = configuration.platform.os
            let phoneWindow = app.isPhoneApp && os < .v27 ? "; iPads in an iPhone-size window" : ""
            let devices = app.devices == nil ? "" : " on \(app.devicesDescription) (\(Self.count(app.supportedDevices(on: os).count, "device"))\(phoneWindow))"
            lines.append("  \(app.name.padding(toLength: 24))\(Self.count(stats.cases, "case"))\(devices), breakpoints hit \(hit)/\(stats.breakpointsHit.count), ~\(stats.layouts.estimate) distinct layouts")
            lines.append(semanticLine(index))
            if let covered = sourceCoverage[app.name] { lines += Self.sourceCoverageLines(covered) }
        }
        lines.append("  size classes  " + percentages(Self.sizeClassNames, total.sizeClasses))
        lines.append("  window modes  " + percentages(modeNames, modeCounts(total)))
        let events = zip(AppStatistics.eventNames, total.events).filter { $0.1 > 0 }.map { "\($0.0) \($0.1)" }
        lines.append("  events        " + (events.isEmpty ? "none" : events.joined(separator: ", ")))
        if let elapsedSeconds {
            let rate = elapsedSeconds > 0 ? Int(Double(result.casesRun) / elapsedSeconds) : 0
            lines.append("Time: \(FailureReport.duration(elapsedSeconds)), \(rate) cases/s")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `  source        links 3/4, rows 2/2 (1,000 cases)` and what no case
    /// exercised, by line.
    static func sourceCoverageLines(_ covered: SpecCoverage) -> [String] {
        guard !covered.items.isEmpty else { return ["  source        nothing of the app's own to exercise"] }
        let span = covered.missed.isEmpty ? "every one within the first \(count(covered.cases, "case"))"
            : "over \(count(covered.cases, "case"))"
        var lines = ["  source        \(covered.summary) (\(span))"]
        for item in covered.missed.prefix(8) {
            lines.append("    never       \(item.kind.rawValue) '\(item.id)'" + (item.location.map { " at \($0)" } ?? ""))
        }
        if covered.missed.count > 8 { lines.append("    never       and \(covered.missed.count - 8) more") }
        return lines
    }

    private var totals: AppStatistics {
        var total = AppStatistics()
        for stats in result.statistics { total.merge(stats) }
        return total
    }

    static let sizeClassNames = ReportText.sizeClassNames
    /// The names of the run's window modes and `external display`.
    var modeNames: [String] { ReportText.modeNames(on: configuration.platform.os) }
    /// The step counts of ``modeNames``' modes.
    func modeCounts(_ total: AppStatistics) -> [Int] { ReportText.modeCounts(total, on: configuration.platform.os) }

    private func percentages(_ names: [String], _ counts: [Int]) -> String {
        let sum = max(1, counts.reduce(0, +))
        return zip(names, counts).filter { $0.1 > 0 }.map { name, count in
            "\(name) \(Double(count * 1000 / sum) / 10)%"
        }.joined(separator: ", ")
    }

    /// `{"seed", "iterations", "os", "casesRun", "passed", "apps", "invariants",
    /// "failures", "droppedByRobust", "stats", "stoppedEarly", "interrupted", "elapsedSeconds"}`.
    var json: JSONValue {
        let failures: [JSONValue] = result.failures.map { report(of: $0).json }
        let elapsed: JSONValue = elapsedSeconds.map { .number(($0 * 1000).rounded() / 1000) } ?? .null
        return .object([
            ("seed", .number(Double(configuration.seed))),
            ("iterations", .number(Double(configuration.iterations))),
            ("os", .number(Double(configuration.platform.os.rawValue))),
            ("casesRun", .number(Double(result.casesRun))),
            ("passed", .bool(result.passed)),
            ("apps", .array(configuration.apps.map { .string($0.name) })),
            ("invariants", .array(configuration.invariants.names.map { .string($0.rawValue) })),
            ("invariantsOff", .object(configuration.apps.compactMap { app in
                let off = configuration.invariantsOff(for: app)
                return off.isEmpty ? nil : (app.name, .array(off.map { .string($0.rawValue) }))
            })),
            ("failures", .array(failures)),
            ("droppedByRobust", droppedJSON),
            ("stats", statsJSON),
            ("stoppedEarly", .bool(result.stoppedEarly)),
            ("interrupted", .bool(result.interrupted)),
            ("elapsedSeconds", elapsed),
        ] + readingJSON)
    }

    /// `"reading"` and `"inconclusive"`, for a run with `--source` apps only
    /// (the report of other apps is as it was).
    private var readingJSON: [(String, JSONValue)] {
        guard !readings.isEmpty else { return [] }
        return [
            ("inconclusive", .bool(isInconclusive)),
            ("sourceCoverage", .object(readings.compactMap { reading in
                let name = reading.extraction.spec.name
                guard let covered = sourceCoverage[name] else { return nil }
                return (name, .object([
                    ("cases", .number(Double(covered.cases))),
                    ("summary", .string(covered.summary)),
                    ("percent", .number((covered.percent * 10).rounded(.down) / 10)),
                    ("missed", .array(covered.missed.map { item in
                        .object([("kind", .string(item.kind.rawValue)), ("id", .string(item.id)),
                                 ("location", item.location.map(JSONValue.string) ?? .null)])
                    })),
                ]))
            })),
            ("reading", .array(readings.map { reading in
                var reading = reading
                if elapsedSeconds == nil { reading.seconds = nil }
                return ReadingJSON.json(of: reading)
            })),
        ]
    }

    /// The coverage counts as JSON.
    private var statsJSON: JSONValue {
        let total = totals
        func counts(_ names: [String], _ values: [Int]) -> JSONValue {
            .object(zip(names, values).map { ($0.0, JSONValue.number(Double($0.1))) })
        }
        let listed = total.events.indices.filter { $0 < AppStatistics.alwaysListedEvents || total.events[$0] > 0 }
        let eventNames = listed.map { AppStatistics.eventNames[$0] }, eventCounts = listed.map { total.events[$0] }
        var apps: [JSONValue] = []
        for (index, app) in configuration.apps.enumerated() {
            let stats = result.statistics[index]
            apps.append(.object([
                ("app", .string(app.name)),
                ("cases", .number(Double(stats.cases))),
                ("devices", .array(app.supportedDevices(on: configuration.platform.os).map { .string($0.rawValue) })),
                ("breakpoints", .number(Double(stats.breakpointsHit.count))),
                ("breakpointsHit", .number(Double(stats.breakpointsHit.filter { $0 }.count))),
                ("distinctLayouts", .number(Double(stats.layouts.estimate))),
                ("semanticCoverage", semanticJSON(index)),
            ]))
        }
        return .object([
            ("cases", .number(Double(total.cases))),
            ("steps", .number(Double(total.steps))),
            ("sizeClasses", counts(Self.sizeClassNames, total.sizeClasses)),
            ("modes", counts(modeNames, modeCounts(total))),
            ("events", counts(eventNames, eventCounts)),
            ("apps", .array(apps)),
        ])
    }
}
