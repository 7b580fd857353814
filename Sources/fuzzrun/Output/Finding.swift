import LayoutModel
import SizeFuzz

/// One finding of a command, in the shape every machine-readable format
/// reads (``FindingsReport``): an invariant that failed, a lint, a corpus
/// entry that replayed differently, with where it is in the code if known.
struct Finding {
    /// How bad it is: an invariant that failed is an error, a lint a warning.
    enum Severity: String {
        case error
        case warning
    }

    /// How bad it is.
    var severity: Severity
    /// The app's name.
    var app: String
    /// The rule: an invariant (`no-fixed-width-overflow`) or a lint rule.
    var rule: String
    /// What is wrong, on one line.
    var message: String
    /// The line of code behind it, for an app read from source.
    var location: SourceLocation?
    /// What a finding without a line names: the spec file, the corpus entry,
    /// else the app.
    var subject: String
    /// The source construct's text (`.frame(width: 300)`), for an app read
    /// from source.
    var code: String?
    /// The minimal scenario, a line a step (`launch ...`, then each event).
    var scenario: [String] = []
    /// A Swift Testing test that replays it.
    var regressionTest: String?
    /// The command that replays it.
    var replay: String?
    /// What stays the same while the code around it moves (``Fingerprint``).
    var fingerprint: String
    /// The JUnit `testcase` it fails: its rule, or a corpus entry's file.
    var testName: String

    /// The text of the fingerprint: the app, the rule, and the construct's
    /// text (or `anchor` when there is no code), never a line number.
    static func fingerprint(app: String, rule: String, anchor: String) -> String {
        Fingerprint.of([app, rule, anchor])
    }
}

/// `file:line:column`, as compilers print it and a source map records it.
struct SourceLocation: Equatable {
    /// The file, as the source map has it (the `--source` path and the file's name).
    var file: String
    /// The line, from 1.
    var line: Int
    /// The column, from 1.
    var column: Int

    /// `text` read as `file:line:column` (the file may hold colons); `nil`
    /// when it does not end in two whole numbers.
    init?(parsing text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]),
              line >= 1, column >= 1 else { return nil }
        file = parts.dropLast(2).joined(separator: ":")
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    var description: String { "\(file):\(line):\(column)" }
}

extension Finding {
    /// The finding of a failed invariant.
    init(_ report: FailureReport, subject: String) {
        let failure = report.failure
        let entry = report.sourceEntry
        var scenario = ["launch \(failure.scenario.window.scenarioDescription)"]
        scenario += failure.scenario.events.enumerated().map { "\($0.offset + 1)  \($0.element)" }
        self.init(severity: .error, app: failure.app.name, rule: failure.invariant.rawValue,
                  message: failure.violation.message, location: entry.flatMap { SourceLocation(parsing: $0.location) },
                  subject: subject, code: entry?.code, scenario: scenario, regressionTest: report.regressionTest,
                  replay: report.replayCommand,
                  fingerprint: Finding.fingerprint(app: failure.app.name, rule: failure.invariant.rawValue, anchor: entry?.code ?? ""),
                  testName: failure.invariant.rawValue)
    }

    /// The finding of a lint of `app`.
    init(_ lint: Lint, of app: AppSource) {
        let location = app.location(of: lint)
        let code = location.flatMap { place in app.sourceMap?.entries.first(where: { $0.location == place })?.code }
        self.init(severity: .warning, app: app.spec.name, rule: lint.rule.rawValue, message: "\(lint.field): \(lint.message)",
                  location: location.flatMap(SourceLocation.init(parsing:)), subject: app.label, code: code,
                  fingerprint: Finding.fingerprint(app: app.spec.name, rule: lint.rule.rawValue, anchor: lint.field + "\u{1}" + (code ?? "")),
                  testName: lint.rule.rawValue)
    }

    /// The finding of a corpus entry in `file` that replayed differently
    /// from its `expect`.
    init(replayed file: String, outcome: CorpusOutcome) {
        let entry = outcome.entry
        let message = outcome.violation.map { "expected pass, but \(entry.invariant.rawValue) failed at step \($0.step): \($0.message)" }
            ?? "expected fail, but \(entry.invariant.rawValue) held: if the bug was fixed on purpose, set expect to \"pass\""
        var scenario = ["launch \(entry.scenario.window.scenarioDescription)"]
        scenario += entry.scenario.events.enumerated().map { "\($0.offset + 1)  \($0.element)" }
        self.init(severity: .error, app: entry.app.name, rule: entry.invariant.rawValue, message: message, location: nil,
                  subject: file, code: nil, scenario: scenario, replay: "fuzzrun replay \(FailureReport.shellQuoted(file))",
                  fingerprint: Finding.fingerprint(app: entry.app.name, rule: entry.invariant.rawValue, anchor: file),
                  testName: file)
    }
}
