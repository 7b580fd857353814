import SizeFuzz

/// The outcome of `fuzzrun replay` as text and as JSON: a verdict, then each
/// entry whose outcome differs from its `expect`.
struct ReplayReport {
    /// Each entry's file and what replaying it showed, in replay order.
    var outcomes: [(file: String, outcome: CorpusOutcome)]
    /// The files of entries found from source whose sources changed since
    /// they were saved (or cannot be read): replayed on the spec they keep,
    /// never passed in silence.
    var sourcesChanged: [String] = []

    /// The entries whose outcome differs from their `expect`.
    var differing: [(file: String, outcome: CorpusOutcome)] { outcomes.filter { !$0.outcome.matches } }

    /// Whether every entry matched its `expect`.
    var passed: Bool { differing.isEmpty }

    /// The verdict line.
    var verdict: String {
        let count = outcomes.count
        let entries = "\(count) corpus entr\(count == 1 ? "y" : "ies")"
        if passed {
            let failing = outcomes.filter { $0.outcome.entry.expect == .fail }.count
            let changed = sourcesChanged.isEmpty ? "" : "; \(sourcesChanged.count) found from sources that changed since (see the warnings)"
            return "fuzzrun: passed: \(entries) replayed as expected (\(failing) fail, \(count - failing) pass)\(changed)"
        }
        return "fuzzrun: FAILED: \(differing.count) of \(count) corpus entries did not replay as expected"
    }

    /// The verdict, then a few lines per differing entry.
    var text: String {
        var lines = [verdict]
        for (file, outcome) in differing {
            let entry = outcome.entry
            lines.append("")
            if let violation = outcome.violation {
                lines.append("✗ \(file): expected pass, but \(entry.invariant.rawValue) failed at step \(violation.step)")
                lines.append("  \(violation.message)")
                lines.append("  The bug is back: fix it, or set expect to \"fail\" if the case must fail.")
            } else {
                lines.append("✗ \(file): expected fail, but \(entry.invariant.rawValue) held")
                lines.append("  The harness no longer catches this case: if the bug was fixed on purpose, set expect to \"pass\".")
            }
            lines.append("  app \(entry.app.name) on \(entry.os.name) (the entry's \"os\"), launch \(entry.scenario.window.scenarioDescription)"
                + entry.scenario.events.map { "; \($0)" }.joined())
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{"passed", "entries", "differing": [{"file", "app", "invariant", "os",
    /// "expect", "outcome", "step", "message", "scenario"}]}`, and
    /// `"sourcesChanged": [file]` when an entry's sources changed.
    var json: JSONValue {
        .object([
            ("passed", .bool(passed)),
            ("entries", .number(Double(outcomes.count))),
            ("differing", .array(differing.map { file, outcome in
                .object([
                    ("file", .string(file)),
                    ("app", .string(outcome.entry.app.name)),
                    ("invariant", .string(outcome.entry.invariant.rawValue)),
                    ("os", .number(Double(outcome.entry.os.rawValue))),
                    ("expect", .string(outcome.entry.expect.rawValue)),
                    ("outcome", .string(outcome.observed.rawValue)),
                    ("step", outcome.violation.map { .number(Double($0.step)) } ?? .null),
                    ("message", outcome.violation.map { .string($0.message) } ?? .null),
                    ("scenario", FailureReport.scenario(outcome.entry.scenario)),
                ])
            })),
        ] + (sourcesChanged.isEmpty ? [] : [("sourcesChanged", .array(sourcesChanged.map(JSONValue.string)))]))
    }
}
