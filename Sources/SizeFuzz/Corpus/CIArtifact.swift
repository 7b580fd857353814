import Foundation
import LayoutModel

/// What a CI run leaves behind for `fuzzrun import`: a run's `--json` report,
/// whose failures become corpus entries, or corpus entries it saved.
///
/// A file whose top-level object has `formatVersion` is a corpus entry and is
/// read as strictly as ``CorpusEntry/load(contentsOf:)`` reads one. One with
/// `failures` is a report: each failure must have `app`, `invariant`,
/// `message`, `step`, `caseIndex`, `scenario` (`window`, `events`), `region`
/// and `flaky`, and the report `seed`; other keys are left alone, because a
/// report is an output that gains fields (statistics) between versions.
public enum CIArtifact {
    /// The corpus entries the file at `path` holds, each with a label
    /// (`app: invariant`) and whether the run found it flaky.
    ///
    /// A report's windows are read, and its scenarios checked
    /// (``Scenario/problem(for:platform:)``), on the version of iPadOS the
    /// report gives (its `"os"`) unless `os` says otherwise; a corpus entry
    /// keeps its own.
    /// - Parameters:
    ///   - path: a report or a corpus entry.
    ///   - specs: the specs of apps that are not built in, by name.
    ///   - platform: the platform parameters the run had.
    ///   - os: the version to read a report on instead of its own (`--os`).
    /// - Throws: ``InputError`` naming the file and the field.
    public static func entries(in path: String, specs: [AppSpec], platform: Platform = .standard,
                               os: OSVersion? = nil) throws(InputError)
        -> [(label: String, entry: CorpusEntry, flaky: Bool)] {
        let data = try JSONInput.read(path)
        let object: [String: Any]
        do {
            guard let top = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw InputError(.badData, file: path, "is not a JSON object (a fuzzrun --json report or a corpus entry)")
            }
            object = top
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError(.badData, file: path, "is not valid JSON")
        }
        if object["formatVersion"] != nil {
            let entry = try CorpusEntry.load(contentsOf: path)
            return [("\(entry.app.name): \(entry.invariant.rawValue)", entry, false)]
        }
        guard let failures = object["failures"] as? [Any] else {
            throw InputError(.badData, file: path, field: "failures",
                             "missing: the file is neither a fuzzrun --json report nor a corpus entry")
        }
        let seed = (object["seed"] as? NSNumber).flatMap { UInt64(exactly: $0.doubleValue) }
        var reportOS: OSVersion?
        if let given = object["os"] {
            guard let number = given as? NSNumber, let version = OSVersion(rawValue: number.intValue),
                  Double(version.rawValue) == number.doubleValue else {
                let known = OSVersion.allCases.map { "\($0.rawValue)" }.joined(separator: ", ")
                throw InputError(.badData, file: path, field: "os", "expected one of \(known)")
            }
            reportOS = version
        }
        let platform = platform.on(os ?? reportOS ?? platform.os)
        var entries: [(label: String, entry: CorpusEntry, flaky: Bool)] = []
        for (index, item) in failures.enumerated() {
            let reader = FieldReader(file: path, prefix: "failures[\(index)]", object: item as? [String: Any])
            entries.append(try entry(reader, seed: seed, specs: specs, platform: platform))
        }
        return entries
    }

    /// The entry for one failure of a report.
    private static func entry(_ reader: FieldReader, seed: UInt64?, specs: [AppSpec], platform: Platform) throws(InputError)
        -> (label: String, entry: CorpusEntry, flaky: Bool) {
        let appName = try reader.string("app")
        let app: CorpusApp
        if let spec = specs.first(where: { $0.name == appName }) {
            app = .described(spec)
        } else if let builtin = BuiltinApp.named(appName) {
            app = .builtin(builtin)
        } else {
            throw reader.error("app", "\(appName.echoed) is not a built-in app: give its spec with --spec")
        }
        let invariantName = try reader.string("invariant")
        guard let invariant = InvariantName(rawValue: invariantName) else {
            throw reader.error("invariant", "unknown invariant \(invariantName.echoed)")
        }
        let message = try reader.string("message")
        let step = try reader.whole("step")
        let caseIndex = try reader.whole("caseIndex")
        let flaky = try reader.bool("flaky")
        let scenarioReader = try reader.object("scenario")
        let window = try scenarioReader.string("window")
        let events = try scenarioReader.strings("events")
        let scenario: Scenario
        do {
            scenario = try Scenario(window: window, events: events, rules: platform.windows)
        } catch {
            throw reader.error("scenario", error.description)
        }
        if let problem = scenario.problem(for: app.spec, platform: platform) {
            throw reader.error(problem.event.map { "scenario.events[\($0)]" } ?? "scenario.window", problem.message)
        }
        let region = try reader.region("region")
        let saw = "\(invariant.rawValue) failed at step \(step): \(message)."
        let note: String
        if app.isBuiltin, BuiltinApp.named(appName)?.caughtBy == invariant {
            note = "\(appName) is a built-in mistake (\(app.spec.summary ?? "a known mistake")): \(saw) "
                + "Keep expect \"fail\": the harness must keep catching it."
        } else {
            note = "Found by fuzzrun in CI and imported: \(saw) A bug to fix: expect \"fail\" records it as found; "
                + "once the app is fixed, set expect to \"pass\" so it stays fixed."
        }
        let entry = CorpusEntry(app: app, invariant: invariant, seed: seed, caseIndex: caseIndex, choices: nil,
                                scenario: scenario, region: region, expect: .fail, note: note)
        return ("\(appName): \(invariant.rawValue)", entry, flaky)
    }
}
