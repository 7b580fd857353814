import LayoutModel
import SizeFuzz

/// The failures a team knows of, by fingerprint (``Finding/fingerprint``,
/// which survives line moves): `--write-baseline FILE` records a run's,
/// `--baseline FILE` reports only the failures not in it and lists its
/// entries no longer found.
struct Baseline: Codable, Equatable {
    /// One known failure.
    struct Entry: Codable, Equatable {
        /// The fingerprint the match is on.
        var fingerprint: String
        /// The app, for a person reading the file.
        var app: String
        /// The invariant, for a person reading the file.
        var invariant: String
        /// The line of code when the app was read from source, for a person
        /// reading the file (never matched on).
        var code: String?
    }

    /// The file's format, read first; this is version 1.
    var formatVersion: Int
    /// The known failures, in the run's report order.
    var findings: [Entry]

    /// The baseline of `report`'s failures.
    init(_ report: RunReport) {
        formatVersion = 1
        findings = report.result.failures.map { failure in
            let finding = report.finding(of: failure)
            return Entry(fingerprint: finding.fingerprint, app: finding.app, invariant: finding.rule, code: finding.code)
        }
    }

    /// The file's text: pretty-printed, a finding a few lines.
    var json: String {
        JSONValue.object([
            ("formatVersion", .number(Double(formatVersion))),
            ("findings", .array(findings.map { entry in
                .object([("fingerprint", .string(entry.fingerprint)), ("app", .string(entry.app)),
                         ("invariant", .string(entry.invariant))] + (entry.code.map { [("code", JSONValue.string($0))] } ?? []))
            })),
        ]).serialized(pretty: true) + "\n"
    }

    /// Reads the file at `path`: 66 when missing, 65 naming the file and
    /// field when it is not a baseline of version 1.
    static func load(_ path: String) throws(CommandError) -> Baseline {
        let baseline: Baseline
        do {
            baseline = try StrictJSON.load(Baseline.self, contentsOf: path)
        } catch {
            throw CommandError(error, option: "--baseline")
        }
        guard baseline.formatVersion == 1 else {
            throw CommandError(InputError(.badData, file: path, field: "formatVersion",
                                          "unknown version \(baseline.formatVersion) (this fuzzrun reads 1)"), option: "--baseline")
        }
        return baseline
    }
}

extension RunReport {
    /// The finding of `failure`, as the formats and the baseline see it.
    func finding(of failure: Failure) -> Finding {
        let source = sources.first { $0.spec.name == failure.app.name }
        return Finding(report(of: failure), subject: source?.path ?? failure.app.name)
    }

    /// Takes out the failures `baseline` knows, and returns the report's
    /// lines: how many were known, and each entry no longer found.
    mutating func apply(_ baseline: Baseline, file: String) -> [String] {
        var found: [String] = []
        var kept: [Failure] = []
        for failure in result.failures {
            let fingerprint = finding(of: failure).fingerprint
            found.append(fingerprint)
            if !baseline.findings.contains(where: { $0.fingerprint == fingerprint }) { kept.append(failure) }
        }
        let known = result.failures.count - kept.count
        result.failures = kept
        var lines = ["fuzzrun: baseline: \(Self.count(known, "known failure")) left out (\(file)), \(kept.count) new"]
        for entry in baseline.findings where !found.contains(entry.fingerprint) {
            lines.append("fuzzrun: baseline: no longer found: \(entry.app): \(entry.invariant)"
                + (entry.code.map { " at \($0)" } ?? "") + " (\(entry.fingerprint))")
        }
        return lines
    }
}
