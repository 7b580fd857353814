import Foundation
import LayoutModel

/// A failure as a person reads it: what `fuzzrun` prints and what a Swift
/// Testing issue says.
public struct FailureReport: Sendable {
    /// The failure.
    public var failure: Failure
    /// How the app is named in code: `.cafe`, or a spec file's path.
    public var appSource: AppSource
    /// The `--platform` file of the run, if any.
    public var platformPath: String?
    /// Whether an interrupt cut the shrink's budget (to the failure's
    /// ``Failure/shrinkBudget``, which the replay command carries).
    public var shrinkCutShort = false
    /// Where the app's spec came from in its Swift source, for an app read
    /// with `fuzzrun --source` or `AppSpec.extract`: the report names the
    /// line of code behind the failure.
    public var sourceMap: SourceMap?
    /// The source folders the app was read from (as given), for the
    /// regression test, which derives the app from them again.
    public var sourcePaths: [String]?
    /// How the app's project was read, when its settings changed the app:
    /// the `project:` argument the regression test passes to
    /// `AppSpec.extract` (`.discover`) and the options the replay command
    /// adds (` --target Shop`); nil when no project gave settings.
    public var sourceProject: (argument: String, options: String)?

    /// The line of code behind the failure, from ``sourceMap``.
    public var sourceEntry: SourceMap.Entry? {
        guard let sourceMap else { return nil }
        return sourceMap.entry(for: failure.violation, at: failingLayout)
    }

    /// The failing window's layout at the failing step, for the invariants
    /// whose line depends on the window (``InvariantName/tabBarFits``): the
    /// minimal scenario replayed to that step; nil for the others.
    var failingLayout: Layout? {
        guard failure.violation.invariant == .tabBarFits else { return nil }
        let evaluator = failure.scenario.evaluate(on: failure.model, invariants: InvariantSet([]), stopAfter: failure.violation.step)
        return evaluator.layouts.indices.contains(failure.violation.scene) ? evaluator.layouts[failure.violation.scene] : nil
    }
    /// Whether the regression test's model (``AppSource/code(model:)``)
    /// derives the app from its sources with `AppSpec.extract`, so the test
    /// imports `SourceExtraction`.
    public var derivesFromSource = false
    /// The end of every estimate's range the run was on (`--estimates`),
    /// which the replay command and the regression test carry.
    public var estimates: EstimateEnd?

    /// Where an app came from, for the regression test and the replay command.
    public enum AppSource: Sendable {
        /// A built-in app, `AppModel(.name)`.
        case builtin
        /// A spec file, loaded by path.
        case spec(path: String)
        /// A model the caller names in Swift: the expression the regression
        /// test evaluates (`AppModel(.sports, navigator: AnySceneNavigator(SportsNavigator()))`).
        case code(model: String)
    }

    /// A report of `failure` for an app from `appSource`, run with the
    /// platform file at `platformPath` if any; `shrinkCutShort` when an
    /// interrupt cut the shrink's budget.
    public init(failure: Failure, appSource: AppSource, platformPath: String? = nil, shrinkCutShort: Bool = false) {
        self.failure = failure
        self.appSource = appSource
        self.platformPath = platformPath
        self.shrinkCutShort = shrinkCutShort
    }

    /// The report in text: the invariant and what it saw; app, seed, case,
    /// shrink steps and time; the minimal scenario step by step with the
    /// layouts before and after the failing step; the region; the estimates
    /// it depends on, if any; a test to paste; the replay command.
    public var text: String {
        let model = failure.model
        let violation = failure.violation
        var lines: [String] = []
        lines.append("✗ \(failure.app.name): \(failure.invariant.rawValue)")
        if let entry = sourceEntry {
            lines.append("  \(entry.location): \(entry.code): \(violation.message)")
        } else {
            lines.append("  \(violation.message)")
        }
        var provenance = "  app \(failure.app.name), seed \(failure.seed), case \(failure.caseIndex), "
        if failure.flaky {
            provenance += "flaky: passed when replayed, not shrunk"
        } else {
            provenance += "shrunk from \(failure.original.events.count) to \(failure.scenario.events.count) events in \(failure.shrinkSteps) steps"
            if let shrinkSeconds = failure.shrinkSeconds { provenance += " (\(Self.duration(shrinkSeconds)))" }
            if shrinkCutShort { provenance += ", budget cut to \(failure.shrinkBudget) by the interrupt" }
        }
        lines.append(provenance)
        lines.append("")
        lines.append("  Minimal scenario:")
        let steps = stepLayouts(model)
        let labels = [failure.scenario.window.scenarioDescription.count + 7]
            + failure.scenario.events.enumerated().map { "\($0.offset + 1)  \($0.element)".count }
        let width = (labels.max() ?? 0) + 2
        let diagrams = steps.map { $0.map(ColumnDiagram.line) ?? "" }
        let diagramWidth = (diagrams.map(\.count).max() ?? 0) + 2
        for (index, layout) in steps.enumerated() {
            let label = index == 0 ? "launch \(failure.scenario.window.scenarioDescription)" : "\(index)  \(failure.scenario.events[index - 1])"
            let marker = index == violation.step ? "  <- \(failure.invariant.rawValue) fails" : ""
            let padded = label.count < width ? label + String(repeating: " ", count: width - label.count) : label + "  "
            let diagram = diagrams[index] + String(repeating: " ", count: diagramWidth - diagrams[index].count)
            lines.append("    \(padded)\(diagram)\(layout.map(LayoutSummary.line) ?? "")\(marker)")
        }
        if violation.step > 0, violation.step < steps.count {
            lines.append("")
            lines.append("  Layout before step \(violation.step): \(steps[violation.step - 1].map(LayoutSummary.line) ?? "none")")
            lines.append("  Layout after step \(violation.step):  \(steps[violation.step].map(LayoutSummary.line) ?? "none")")
        }
        lines.append("")
        if let map = failure.regionMap {
            let region = map.lines
            lines.append("  Region: " + region[0])
            lines += region.dropFirst().map { "    " + $0 }
        } else {
            lines.append("  Region: " + (failure.region.map { $0.description } ?? "the failure does not depend on the window's size"))
        }
        lines += estimateLines
        lines.append("")
        lines.append("  Regression test:")
        lines += regressionTest.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        lines.append("")
        lines.append("  Replay: \(replayCommand)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The layout of the failing scene after each step (launch first).
    func stepLayouts(_ model: AppModel) -> [Layout?] {
        let scene = failure.violation.scene
        var evaluator = Evaluator(model: model, window: failure.scenario.window, invariants: [])
        var layouts: [Layout?] = [evaluator.layouts.first]
        for event in failure.scenario.events {
            evaluator.apply(event)
            layouts.append(evaluator.layouts.indices.contains(scene) ? evaluator.layouts[scene] : evaluator.layouts.first)
        }
        return layouts
    }

    /// The command that replays the case from its seed: the failure's own for
    /// a built-in app, with `--spec FILE` for an app from a spec file (which
    /// `--app` would not find); for an invariant of your own, which `fuzzrun`
    /// cannot check, how to replay it in Swift.
    public var replayCommand: String {
        if let sourcePaths, !failure.invariant.isCustom {
            return "fuzzrun --replay \(failure.seed):\(failure.caseIndex)"
                + sourcePaths.map { " --source \(Self.shellQuoted($0))" }.joined() + (sourceProject?.options ?? "")
                + failure.replayOptions + platformOption
        }
        return switch appSource {
        case .builtin where failure.invariant.isCustom, .spec where failure.invariant.isCustom:
            "FuzzRunner(configuration).replay(caseIndex: \(failure.caseIndex)) with the run's configuration (seed \(failure.seed)), "
                + "whose invariants hold yours: fuzzrun cannot check an invariant of your own"
        case .builtin: failure.replayCommand + platformOption
        case .code:
            "the same fuzz call with seed: \(failure.seed) and at least \(failure.caseIndex + 1) iterations finds case \(failure.caseIndex) again"
        case let .spec(path):
            "fuzzrun --replay \(failure.seed):\(failure.caseIndex) --spec \(Self.shellQuoted(path))" + failure.replayOptions
                + platformOption
        }
    }

    /// `path` as one shell word: as is when it is only safe characters, else
    /// in single quotes.
    public static func shellQuoted(_ path: String) -> String {
        let safe = path.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || "/._-+,:@%".unicodeScalars.contains($0)) }
        return safe && !path.isEmpty ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// ` --platform FILE` when the run had one.
    private var platformOption: String {
        (platformPath.map { " --platform \(Self.shellQuoted($0))" } ?? "") + (estimates.map { " --estimates \($0.rawValue)" } ?? "")
    }

    /// The platform argument of the regression test's model, when the run had one.
    private var platformArgument: String {
        let os = failure.scenario.window.os
        let onOS = (os == .current ? "" : ".on(.v\(os.rawValue))") + (estimates.map { ".withEstimates(at: .\($0.rawValue))" } ?? "")
        return platformPath.map { ", platform: try Platform.load(contentsOf: \(Self.quoted(URL(fileURLWithPath: $0).standardizedFileURL.path)))\(onOS)" }
            ?? (onOS.isEmpty ? "" : ", platform: Platform.standard\(onOS)")
    }

    /// The rules argument of the regression test's scenario, when the failure
    /// is not on the default OS or the run had every estimate at one end.
    private var rulesArgument: String {
        let os = failure.scenario.window.os
        if let estimates {
            let onOS = os == .current ? "" : ".on(.v\(os.rawValue))"
            return ", rules: Platform.standard\(onOS).withEstimates(at: .\(estimates.rawValue)).windows"
        }
        return os == .current ? "" : ", rules: WindowRules.standard.on(.v\(os.rawValue))"
    }

    /// A Swift Testing test that replays the minimal scenario.
    ///
    /// It names the invariant as a static member of ``Invariant``: a
    /// built-in one (`.gridFits`), or a custom one by its name in camel case
    /// (`deselect-keeps-tab` as `.deselectKeepsTab`), which is how the
    /// ``Invariant`` docs ask you to declare yours; a comment says so.
    public var regressionTest: String {
        let name = Self.identifier(failure.app.name) + Self.identifier(failure.invariant.rawValue, capitalized: true)
        var app: String = switch appSource {
        case .builtin: "AppModel(.\(Self.identifier(failure.app.name))\(platformArgument))"
        case let .code(model): model
        case let .spec(path):
            // The spec file beside the test, so the test runs wherever it is checked out.
            "AppModel(try AppSpec.load(\(Self.quoted(URL(fileURLWithPath: path).lastPathComponent)), nextTo: #filePath)\(platformArgument))"
        }
        var lines = ["import LayoutModel", "import SizeFuzz", "import Testing", ""]
        if let sourcePaths, !sourcePaths.isEmpty {
            // The app derived from its sources again, paths relative to the package.
            let urls = sourcePaths.map { "URL(fileURLWithPath: \(Self.quoted($0)))" }.joined(separator: ", ")
            let project = sourceProject.map { ", project: \($0.argument)" } ?? ""
            app = "AppModel(try AppSpec.extract(from: [\(urls)]\(project)).spec\(platformArgument))"
            lines = ["import Foundation", "import LayoutModel", "import SizeFuzz", "import SourceExtraction", "import Testing", ""]
        }
        if derivesFromSource, sourcePaths == nil {
            lines = ["import LayoutModel", "import SizeFuzz", "import SourceExtraction", "import Testing", ""]
        }
        if case let .spec(path) = appSource, sourcePaths == nil {
            lines.append("// Keep \(URL(fileURLWithPath: path).lastPathComponent) beside this file.")
        }
        if failure.invariant.isCustom {
            lines.append("// .\(Self.identifier(failure.invariant.rawValue)) is your Invariant named \(Self.quoted(failure.invariant.rawValue)), "
                + "declared as a static member of Invariant (or write its name here).")
        }
        let window = Self.quoted(failure.scenario.window.scenarioDescription)
        lines.append("@Test func \(name)() throws {")
        if failure.scenario.events.isEmpty {
            // A launch alone: an empty list on the one line.
            lines.append("    let scenario = try Scenario(window: \(window), events: []\(rulesArgument))")
        } else {
            lines.append("    let scenario = try Scenario(window: \(window), events: [")
            lines += failure.scenario.events.map { "        \(Self.quoted($0.description))," }
            lines.append("    ]\(rulesArgument))")
        }
        lines += [
            "    let result = scenario.evaluate(on: \(app), invariants: [.\(Self.identifier(failure.invariant.rawValue))])",
            "    #expect(result.violations.isEmpty, \"\\(result.violations)\")",
            "}",
        ]
        return lines.joined(separator: "\n")
    }

    /// `path-reset-on-resize` as `pathResetOnResize` (or `PathResetOnResize`).
    public static func identifier(_ name: String, capitalized: Bool = false) -> String {
        let parts = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        var result = ""
        for (index, part) in parts.enumerated() {
            result += index == 0 && !capitalized ? part.lowercased() : part.prefix(1).uppercased() + part.dropFirst()
        }
        if let first = result.first, first.isNumber { result = "_" + result }
        return result.isEmpty ? "app" : result
    }

    /// A Swift string literal, with quotes, backslashes and every character
    /// the shared escaper names (`Unicode.Scalar.isUnsafeToDisplay`: controls,
    /// bidirectional overrides, separators) escaped, as `\u{202e}`, which
    /// Swift reads back as the same character.
    public static func quoted(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\t": literal += "\\t"
            case "\r": literal += "\\r"
            default:
                if scalar.isUnsafeToDisplay {
                    literal += scalar.visibleEscape
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }

    /// `12 ms`, `1.3 s`.
    public static func duration(_ seconds: Double) -> String {
        seconds < 1 ? "\(Int((seconds * 1000).rounded())) ms" : "\(Double(Int(seconds * 10)) / 10) s"
    }
}
