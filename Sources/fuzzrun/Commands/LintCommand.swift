import LayoutModel
import SizeFuzz

/// `fuzzrun lint`: what the apps' specs show on their own, before fuzzing.
enum LintCommand: Command {
    static let name = "lint"
    static let summary = "Check apps' specs for what they show before any window is tried."
    static var help: String {
        var text = """
        USAGE: fuzzrun lint [--app NAME ...] [--spec FILE.json ...] [--platform FILE.json]
                            [--format text|json|xcode|github|sarif|junit] [--sarif FILE] [--junit FILE]

        Prints one line per lint: the app (or spec file), the field of the spec at
        fault, what is wrong, and the rule. The platform papers over each one, so
        nothing need break on screen, and fuzzing does not look for them: `fuzzrun run`
        prints them as warnings first, and refuses to fuzz with --strict.

        OPTIONS:
          --app NAME            A built-in app (fuzzrun list apps); repeatable. Default: the
                                correct patterns.
          --spec FILE.json      An app described as JSON (see the README); repeatable.
          --source DIR          An app read from its SwiftUI source (fuzzrun extract), with
                                --root TYPE and --plist FILE, and its project's settings (--project,
                                --no-project, --target, --configuration: fuzzrun extract --help);
                                each lint starts with its line of code.
          --platform FILE.json  Model parameters other than the defaults (see the README).
        \(FormatOptions.help)

        RULES:

        """
        let width = LintRule.allCases.map(\.rawValue.count).max() ?? 0
        for rule in LintRule.allCases { text += "  " + rule.rawValue.padding(toLength: width + 1) + rule.summary + "\n" }
        text += """

        EXIT CODES: 0 no lint, 2 a lint, 64 usage, 65 bad spec, 66 file not found, 73 --sarif or --junit
                    could not write.

        """
        return text
    }

    /// `{"lints": [{"app", "label", "rule", "field", "message", "location"}], "verdict"}`.
    static func json(_ found: [(app: AppSource, lints: [Lint])], verdict: String) -> JSONValue {
        .object([
            ("lints", .array(found.flatMap { app, lints in
                lints.map { lint in
                    .object([
                        ("app", .string(app.spec.name)), ("label", .string(app.label)), ("rule", .string(lint.rule.rawValue)),
                        ("field", .string(lint.field)), ("message", .string(lint.message)),
                        ("location", app.location(of: lint).map(JSONValue.string) ?? .null),
                    ])
                }
            })),
            ("verdict", .string(verdict)),
        ])
    }

    static func run(_ arguments: inout Arguments, console: Console) throws(CommandError) -> ExitCode {
        var options = RunOptions()
        options.appNames = try arguments.values("--app")
        options.specPaths = try arguments.values("--spec")
        options.source = try SourceOptions(&arguments)
        (options.platform, options.platformPath) = try arguments.platform()
        let output = try FormatOptions(&arguments)
        try arguments.finish()
        let apps = try options.loadApps()
        let found = apps.map { (app: $0, lints: Lint.lints(for: AppModel($0.spec, platform: options.platform))) }
        let count = found.reduce(0) { $0 + $1.lints.count }
        let linted = found.filter { !$0.lints.isEmpty }.count
        let checked = apps.count == 1 ? "1 app" : "\(apps.count) apps"
        let verdict = count == 0 ? "fuzzrun lint: clean: no lint in \(checked)"
            : "fuzzrun lint: \(count) \(count == 1 ? "lint" : "lints") in \(linted) of \(checked)"
        let findings = FindingsReport(lint: found, verdict: verdict, root: FormatOptions.currentDirectory)
        switch output.format {
        case .text:
            for (app, lints) in found {
                for lint in lints { console.line("\(app.location(of: lint).map { "\($0): " } ?? "")\(app.label): \(lint)") }
            }
            console.line(verdict)
        case .json: console.out(Self.json(found, verdict: verdict).serialized(pretty: true) + "\n")
        case let format: console.out(findings.rendered(format))
        }
        try output.writeFiles(findings, console: console)
        return count == 0 ? .success : .lint
    }
}

extension AppSource {
    /// How a lint names the app: its spec file, or its built-in name.
    var label: String { path ?? spec.name }

    /// For an app read from source, the line of code a lint is about: the
    /// root container (`root.regular.splitView...`), a restriction
    /// (`scene.restrictions...`), else the first container.
    func location(of lint: Lint) -> String? {
        guard let sourceMap else { return nil }
        let parts = lint.field.split(separator: ".").map(String.init)
        if parts.first == "scene", parts.contains("restrictions") {
            return (sourceMap.entry(.restriction, parts.contains("maximum") ? "maximum" : "minimum")
                ?? sourceMap.entries(.restriction).first)?.location
        }
        if parts.first == "root", parts.count >= 3 {
            // A column's width: its modifier's line, else its container's.
            let container = "\(parts[1]):\(parts[2])"
            let modifier = parts.count >= 4 ? sourceMap.entry(.container, "\(container).\(parts[3])") : nil
            if let entry = modifier ?? sourceMap.entry(.container, container) { return entry.location }
        }
        return sourceMap.entries(.container).first?.location
    }
}

extension RunOptions {
    /// Options with every default, for commands that read only some of them.
    init() {}

    /// Prints the lints of `apps` as warnings on standard error; with
    /// `strict`, as errors, and fails with exit code 2 before any fuzzing.
    /// `models` are the apps' models on `platform` when the caller has
    /// built them already (a run's generators), one for each app. `quiet`
    /// leaves the warnings out (an output format that lists them).
    /// - Returns: each app's lints, in order.
    @discardableResult
    static func lint(_ apps: [AppSource], models: [AppModel]? = nil, platform: Platform, strict: Bool, quiet: Bool = false,
                     console: Console) throws(CommandError) -> [(app: AppSource, lint: Lint)] {
        var found: [(app: AppSource, lint: Lint)] = []
        var count = 0
        for (index, app) in apps.enumerated() {
            let model = models.flatMap { $0.indices.contains(index) ? $0[index] : nil } ?? AppModel(app.spec, platform: platform)
            for lint in Lint.lints(for: model) {
                // Read from source: the line of code it is about, first.
                let at = app.location(of: lint).map { "\($0): " } ?? ""
                if strict || !quiet { console.err("fuzzrun: \(strict ? "error" : "warning"): \(at)\(app.label): \(lint)\n") }
                found.append((app, lint))
                count += 1
            }
        }
        if strict && count > 0 {
            throw CommandError(code: .lint, message: "--strict: \(count) \(count == 1 ? "lint" : "lints"); nothing was fuzzed (fuzzrun lint)")
        }
        return found
    }
}
