import LayoutModel
import SizeFuzz

/// A scenario to trace: the app, the scenario and the invariants checked,
/// from the command line or a corpus entry.
struct Trace {
    var model: AppModel
    var scenario: Scenario
    var invariants: InvariantSet

    /// One step: what it was, the layout it left, and the violations so far.
    struct Step {
        var label: String
        var layout: Layout
        var violations: [Violation]
    }

    /// Reads the trace `fuzzrun trace` was given: a corpus entry (`entry`
    /// holds its path), or an app, a window and events.
    static func read(entry: [String], appName: String?, specPath: String?, window: String?, events: [String],
                     invariants names: [String], platform: Platform) throws(CommandError) -> Trace {
        if !entry.isEmpty {
            guard entry.count == 1 else { throw .usage("give one corpus entry, not \(entry.count)") }
            guard appName == nil, window == nil, events.isEmpty, names.isEmpty else {
                throw .usage("\(entry[0]): the app, window, events and invariant come from the entry")
            }
            let loaded: CorpusEntry
            do { loaded = try CorpusEntry.load(contentsOf: entry[0]) } catch { throw CommandError(error) }
            if loaded.invariant.isCustom {
                throw CommandError(code: .unavailable, message: "\(entry[0]): invariant: '\(loaded.invariant.rawValue)' is an invariant "
                    + "of your own, not available here; replay the entry in your tests with CorpusEntry.replay(invariants:)")
            }
            var app = loaded.app.spec
            if let spec = try LayoutCommand.loadApp(name: nil, specPath: specPath) {
                guard spec.name == app.name else {
                    throw .usage("--spec: the spec is app '\(spec.name)', the entry is about '\(app.name)'")
                }
                app = spec
            }
            return Trace(model: AppModel(app, platform: platform), scenario: loaded.scenario,
                         invariants: InvariantSet([loaded.invariant]))
        }
        guard let app = try LayoutCommand.loadApp(name: appName, specPath: specPath) else {
            throw .usage("give --app NAME or --spec FILE.json, or a corpus entry")
        }
        guard let window else { throw .usage("--window is required, such as --window \"ipad-pro-11 landscape full\"") }
        let scenario: Scenario
        do {
            scenario = try Scenario(window: window, events: events, rules: platform.windows)
        } catch {
            switch error {
            case .malformedWindow, .impossibleWindow: throw .usage("--window: \(error)")
            case .malformedEvent: throw .usage("--event: \(error)")
            }
        }
        var invariants = InvariantSet.all
        if !names.isEmpty {
            var parsed: [InvariantName] = []
            for name in names { parsed.append(try Arguments.parseChoice(name, option: "--invariant", as: InvariantName.self)) }
            invariants = InvariantSet(parsed)
        }
        return Trace(model: AppModel(app, platform: platform), scenario: scenario, invariants: invariants)
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
        var text = "\(model.app.name): \(RunReport.count(scenario.events.count, "event")), "
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
