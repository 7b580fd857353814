import LayoutModel
import SizeFuzz

extension FindingsReport {
    /// The findings of `fuzzrun run`: the lints of each app (warnings), then
    /// each failure the report lists, in its order.
    init(run report: RunReport, lints: [(app: AppSource, lint: Lint)], root: String) {
        let configuration = report.result.configuration
        var findings = lints.map { Finding($0.lint, of: $0.app) }
        for failure in report.result.failures {
            let source = report.sources.first { $0.spec.name == failure.app.name }
            findings.append(Finding(report.report(of: failure), subject: source?.path ?? failure.app.name))
        }
        let suites = configuration.apps.map { app in
            Suite(app: app.name, checked: app.checked(configuration.invariants).names.map(\.rawValue),
                  notes: lints.filter { $0.app.spec.name == app.name }.map { "warning: \($0.app.label): \($0.lint)" })
        }
        var notes: [String] = []
        if let off = configuration.invariantsOffLine { notes.append("fuzzrun: \(off)") }
        if let line = report.robustLine { notes.append("fuzzrun: \(line)") }
        // A run's lints are warnings: JUnit, which has none, lists them as
        // each suite's notes rather than as failed tests.
        self.init(command: "run", findings: findings, suites: suites, verdict: report.verdict, root: root, notes: notes)
    }

    /// The findings of `fuzzrun lint`: each lint, one test case per rule and app.
    init(lint found: [(app: AppSource, lints: [Lint])], verdict: String, root: String) {
        let findings = found.flatMap { item in item.lints.map { Finding($0, of: item.app) } }
        let suites = found.map { Suite(app: $0.app.spec.name, checked: LintRule.allCases.map(\.rawValue)) }
        self.init(command: "lint", findings: findings, suites: suites, verdict: verdict, root: root)
    }

    /// The findings of `fuzzrun replay`: each entry that replayed differently
    /// from its `expect`; a suite per app, a test case per entry.
    init(replay report: ReplayReport, root: String) {
        let findings = report.differing.map { Finding(replayed: $0.file, outcome: $0.outcome) }
        var suites: [Suite] = []
        for (file, outcome) in report.outcomes {
            let app = outcome.entry.app.name
            if let index = suites.firstIndex(where: { $0.app == app }) {
                suites[index].checked.append(file)
            } else {
                suites.append(Suite(app: app, checked: [file]))
            }
        }
        self.init(command: "replay", findings: findings, suites: suites, verdict: report.verdict, root: root)
    }
}
