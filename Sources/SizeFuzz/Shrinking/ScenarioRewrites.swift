import LayoutModel

/// Candidates that change a case as a scenario, several things at once: the
/// moves that take a shrink out of a local minimum, where every single
/// deletion or simplification passes but a combination still fails.
///
/// From the current best, decoded as a launch window and events, it proposes
/// (each re-encoded by ``ScenarioEncoder``, so that later events keep their
/// meaning: scene indices and argument indices are drawn again in the state
/// each event now meets):
/// - **launch where an event leads**: the window scene 0 has after a resize,
///   a mode change or a rotation becomes the launch window, and that event
///   goes;
/// - **short event lists**: every event alone, every pair in both orders,
///   and, in short scenarios, every three events in order and with each of
///   them moved first (a failing pair or triple brought to the front,
///   everything else dropped);
/// - **deletions**: each event, and each two events, dropped;
/// - **retargets**: each of these with every event sent to scene 0
///   (`scene 1: x` becomes `x`), which also drops the `open-window` that
///   opened the scene when that list leaves it out;
///
/// each with the original launch window and with every launch above; and, in
/// short scenarios, **replacements**: two neighbouring events replaced by one
/// other event (see ``replacements(_:)``). They
/// are proposed simplest first; the shrinker's gate runs only those strictly
/// simpler than the current best.
struct ScenarioRewrites {
    /// The generator of the case.
    let generator: ScenarioGenerator

    /// The most events for which three-event lists are tried.
    static let tripleLimit = 6
    /// The most events for which any rewrite is tried.
    static let eventLimit = 12

    /// The candidates for `snapshot`, simplest first, each strictly simpler
    /// than it and distinct.
    func candidates(_ snapshot: ShrinkSnapshot) -> [[UInt64]] {
        var source = ChoiceSource(replaying: snapshot.choices)
        let run = generator.run(&source, invariants: [], bias: ScenarioEncoder.bias, recordScenario: true)
        guard let scenario = run.scenario, !scenario.events.isEmpty, scenario.events.count <= Self.eventLimit else {
            return []
        }
        let encoder = ScenarioEncoder(generator: generator)
        var seen: Set<[UInt64]> = []
        var result: [[UInt64]] = []
        func propose(_ window: Window, _ events: [Event]) {
            guard let choices = encoder.choices(window: window, events: events),
                  ChoiceOrder.isSimpler(choices, than: snapshot.choices), seen.insert(choices).inserted
            else { return }
            result.append(choices)
        }
        for (window, skipped) in launches(scenario) {
            for list in eventLists(count: scenario.events.count, skipping: skipped) {
                let events = list.map { scenario.events[$0] }
                propose(window, events)
                if events.contains(where: { $0.scene != 0 }) { propose(window, retargeted(events)) }
            }
        }
        if scenario.events.count <= Self.replacementLimit {
            for events in replacements(scenario) { propose(scenario.window, events) }
        }
        return result.sorted { ChoiceOrder.isSimpler($0, than: $1) }
    }

    /// The most events for which two neighbours are replaced by one.
    static let replacementLimit = 4

    /// The scenario's events with two neighbours (or the last event alone)
    /// replaced by one event drawn in the state before them, for every event
    /// with simple arguments the generator can draw there: another way to the
    /// same state (`open-url` instead of `select-sidebar` then `push`).
    func replacements(_ scenario: Scenario) -> [[Event]] {
        let events = scenario.events
        var result: [[Event]] = []
        var evaluator = Evaluator(model: generator.model, window: scenario.window, invariants: [])
        for index in events.indices {
            let rest = Array(events[Swift.min(index + 2, events.count)...])
            for replacement in drawableEvents(evaluator) where replacement != events[index] {
                result.append(Array(events[..<index]) + [replacement] + rest)
            }
            evaluator.apply(events[index])
        }
        return result
    }

    /// The distinct events the generator draws in `evaluator`'s state from
    /// small choices: every scene, every kind, the first four values of its
    /// first two arguments, zeros after.
    func drawableEvents(_ evaluator: borrowing Evaluator) -> [Event] {
        let scenes = evaluator.state.scenes.count
        // The draws read it `inout` (``ScenarioGenerator/drawEvent(_:evaluator:bias:)``).
        var evaluator = copy evaluator
        var result: [Event] = []
        for scene in 0..<scenes {
            for kind in EventKind.allCases {
                for first: UInt64 in 0..<4 {
                    for second: UInt64 in 0..<4 {
                        let choices = (scenes > 1 ? [UInt64(scene)] : []) + [UInt64(kind.rawValue), first, second]
                        var source = ChoiceSource(replaying: choices)
                        let event = generator.drawEvent(&source, evaluator: &evaluator, bias: ScenarioEncoder.bias)
                        if !result.contains(event) { result.append(event) }
                    }
                }
            }
        }
        return result
    }

    /// The launch windows to try, each with the event it replaces: the
    /// scenario's own, then the window scene 0 has after each event that
    /// changed it.
    func launches(_ scenario: Scenario) -> [(window: Window, skipping: Int?)] {
        var result: [(window: Window, skipping: Int?)] = [(scenario.window, nil)]
        var evaluator = Evaluator(model: generator.model, window: scenario.window, invariants: [])
        for (index, event) in scenario.events.enumerated() {
            let before = evaluator.state.scenes[0].window
            evaluator.apply(event)
            let after = evaluator.state.scenes[0].window
            switch event.action {
            case .resize, .setMode, .rotate:
                if after != before, after.display == nil, !result.contains(where: { $0.window == after }) {
                    result.append((after, index))
                }
            default:
                break
            }
        }
        return result
    }

    /// The event lists to try, as indices into `count` events, none of them
    /// `skipping`: each event alone, each pair in both orders, each triple
    /// (in short scenarios), every list with one or two events left out.
    func eventLists(count: Int, skipping: Int?) -> [[Int]] {
        let indices = (0..<count).filter { $0 != skipping }
        var lists: [[Int]] = [[]]
        for first in indices {
            lists.append([first])
            for second in indices where second != first { lists.append([first, second]) }
        }
        if count <= Self.tripleLimit {
            for a in indices { for b in indices where b > a { for c in indices where c > b {
                lists += [[a, b, c], [b, a, c], [c, a, b]]
            } } }
        }
        for dropped in indices {
            lists.append(indices.filter { $0 != dropped })
            for also in indices where also > dropped {
                lists.append(indices.filter { $0 != dropped && $0 != also })
            }
        }
        if skipping != nil { lists.append(indices) }
        return lists
    }

    /// `events` with every event for scene 0.
    func retargeted(_ events: [Event]) -> [Event] {
        events.map { Event($0.action, scene: 0) }
    }
}
