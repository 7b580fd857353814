import LayoutModel
import SizeFuzz

/// A scenario to trace: the app, the scenario and the invariants checked,
/// from the command line or a corpus entry.
struct Trace {
    var model: AppModel
    var scenario: Scenario
    var invariants: InvariantSet
    /// Where the OS came from, for the first line: `the entry's "os"`,
    /// `--os`, or `nil` for the platform's (default 26, or the platform
    /// file's).
    var osSource: String?

    /// One step: what it was, the layout it left, and the violations so far.
    struct Step {
        var label: String
        var layout: Layout
        var violations: [Violation]
    }

    /// Reads the trace `fuzzrun trace` was given: a corpus entry (`entry`
    /// holds its path), or an app, a window and events.
    ///
    /// An entry is traced on the OS it records unless `os` (`--os`) says
    /// otherwise; a hand-written scenario on `os`, else the platform's. The
    /// window and events are checked against the app as an entry's are
    /// (``Scenario/problem(for:platform:)``): what cannot happen is a usage
    /// error naming it, never a step that quietly does nothing.
    static func read(entry: [String], appName: String?, specPath: String?, window: String?, events: [String],
                     invariants names: [String], os: OSVersion?, platform given: Platform) throws(CommandError) -> Trace {
        if !entry.isEmpty {
            guard entry.count == 1 else { throw .usage("give one corpus entry, not \(entry.count)") }
            guard appName == nil, window == nil, events.isEmpty, names.isEmpty else {
                throw .usage("\(entry[0]): the app, window, events and invariant come from the entry")
            }
            let loaded: CorpusEntry
            do { loaded = try CorpusEntry.load(contentsOf: entry[0]) } catch { throw CommandError(error) }
            if loaded.invariant.isCustom {
                throw CommandError(code: .unavailable, message: "\(entry[0]): invariant: \(loaded.invariant.rawValue.echoed) is an invariant "
                    + "of your own, not available here; replay the entry in your tests with CorpusEntry.replay(invariants:)")
            }
            var app = loaded.app.spec
            if let spec = try LayoutCommand.loadApp(name: nil, specPath: specPath) {
                guard spec.name == app.name else {
                    throw .usage("--spec: the spec is app \(spec.name.echoed), the entry is about \(app.name.echoed)")
                }
                app = spec
            }
            let platform = given.on(os ?? loaded.os)
            var scenario = loaded.scenario
            var source = "the entry's \"os\""
            if let os, os != loaded.os {
                source = "--os \(os.rawValue); the entry's \"os\" is \(loaded.os.rawValue)"
                scenario = try parse(window: loaded.scenario.window.scenarioDescription,
                                     events: loaded.scenario.events.map(\.description), app: app, platform: platform,
                                     option: "--os \(os.rawValue) (the entry's \"os\" is \(loaded.os.rawValue))")
            }
            return Trace(model: AppModel(app, platform: platform), scenario: scenario,
                         invariants: InvariantSet([loaded.invariant]), osSource: source)
        }
        guard let app = try LayoutCommand.loadApp(name: appName, specPath: specPath) else {
            throw .usage("give --app NAME or --spec FILE.json, or a corpus entry")
        }
        guard let window else { throw .usage("--window is required, such as --window \"ipad-pro-11 landscape full\"") }
        let platform = os.map { given.on($0) } ?? given
        let scenario = try parse(window: window, events: events, app: app, platform: platform, option: nil)
        var invariants = InvariantSet.all
        if !names.isEmpty {
            var parsed: [InvariantName] = []
            for name in names { parsed.append(try Arguments.parseChoice(name, option: "--invariant", as: InvariantName.self)) }
            invariants = InvariantSet(parsed)
        }
        return Trace(model: AppModel(app, platform: platform), scenario: scenario, invariants: invariants,
                     osSource: os == nil ? nil : "--os")
    }

    /// Reads and checks a scenario for `app` on `platform`; errors name
    /// `--window` or `--event`, or `option` (an entry's scenario read again
    /// under `--os`) when given.
    private static func parse(window: String, events: [String], app: AppSpec, platform: Platform,
                              option: String?) throws(CommandError) -> Scenario {
        let scenario: Scenario
        do {
            scenario = try Scenario(window: window, events: events, rules: platform.windows)
        } catch {
            switch error {
            case .malformedWindow, .impossibleWindow: throw .usage("\(option ?? "--window"): \(error)")
            case .malformedEvent: throw .usage("\(option ?? "--event"): \(error)")
            }
        }
        if let problem = scenario.problem(for: app, platform: platform) {
            guard let index = problem.event else { throw .usage("\(option ?? "--window"): \(problem.message)") }
            throw .usage("\(option ?? "--event"): event \(index + 1) \(problem.message)")
        }
        return scenario
    }

    /// Every step: the launch, then each event, with the layout of the scene
    /// the event is for (the first scene when it has no other).
    func steps() -> [Step] {
        var evaluator = Evaluator(model: model, window: scenario.window, invariants: invariants)
        var steps = [Step(label: "launch \(scenario.window.scenarioDescription)", layout: evaluator.layouts[0],
                          violations: evaluator.violations)]
        for (index, event) in scenario.events.enumerated() {
            evaluator.apply(event)
            let scene = evaluator.layouts.indices.contains(event.scene) ? event.scene : 0
            steps.append(Step(label: "\(index + 1)  \(event)", layout: evaluator.layouts[scene], violations: evaluator.violations))
        }
        evaluator.finish()
        steps[steps.count - 1].violations = evaluator.violations
        return steps
    }

    /// The trace as text: one line per step, then what failed.
    func text(_ steps: [Step]) -> String {
        let labelWidth = (steps.map(\.label.count).max() ?? 0) + 2
        let diagrams = steps.map { ColumnDiagram.line($0.layout) }
        let diagramWidth = (diagrams.map(\.count).max() ?? 0) + 2
        let violations = steps.last?.violations ?? []
        let os = "\(model.platform.os.name(on: scenario.window.device.idiom))" + (osSource.map { " (\($0))" } ?? "")
        var text = "\(model.app.name): \(RunReport.count(scenario.events.count, "event")) on \(os), "
            + "checking \(invariants.names.count == InvariantName.allCases.count ? "every invariant" : invariants.names.map(\.rawValue).joined(separator: ", "))\n"
        for (index, step) in steps.enumerated() {
            let failing = violations.filter { $0.step == index }.map { "  <- \($0.invariant.rawValue) fails" }.joined()
            text += step.label.padding(toLength: labelWidth) + diagrams[index].padding(toLength: diagramWidth)
                + LayoutSummary.line(step.layout) + failing + "\n"
        }
        if violations.isEmpty {
            text += "\nEvery invariant checked held.\n"
        } else {
            text += "\n"
            for violation in violations {
                text += "✗ step \(violation.step): \(violation.invariant.rawValue): \(violation.message)\n"
            }
        }
        return text
    }
}
