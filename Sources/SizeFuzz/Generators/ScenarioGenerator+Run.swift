import LayoutModel

extension ScenarioGenerator {
    /// Generates one case from `source` and evaluates it as it goes: each
    /// event is drawn from the state the previous ones left.
    ///
    /// - Parameters:
    ///   - source: the case's choices (seeded, replayed or bytes).
    ///   - invariants: the invariants to check.
    ///   - bias: the edge bias for this case.
    ///   - recordScenario: whether to keep the scenario (for reports); the
    ///     runner leaves it off on the hot path.
    ///   - statistics: what to count, if anything.
    /// - Returns: the evaluator after the case (with ``Evaluator/finish()``
    ///   done) and, when asked, the scenario.
    public func run(
        _ source: inout ChoiceSource, invariants: InvariantSet, bias: EdgeBias, recordScenario: Bool = false,
        statistics: UnsafeMutablePointer<AppStatistics>? = nil
    ) -> (evaluator: Evaluator, scenario: Scenario?) {
        let window = source.spanned("window") { drawWindow(&$0, bias: bias) }
        var evaluator = Evaluator(model: model, window: window, invariants: invariants)
        statistics?.pointee.recordLaunch(evaluator, breakpoints: breakpoints)
        var events: [Event] = []
        var weights: [UInt64] = []
        // Another event with odds (max/2 - 1) to 1: cases average about half
        // the maximum length (9 events of at most 20).
        let continueWeight = UInt64(max(1, maxEvents / 2 - 1))
        for _ in 0..<maxEvents {
            let event: Event? = source.spanned("event") { source in
                guard source.drawBool(trueWeight: continueWeight, falseWeight: 1) else { return nil }
                return drawEvent(&source, evaluator: evaluator, weights: &weights, bias: bias)
            }
            guard let event else { break }
            if recordScenario { events.append(event) }
            evaluator.apply(event)
            statistics?.pointee.recordStep(kind: EventKind(event.action), scene: event.scene, evaluator, breakpoints: breakpoints)
        }
        evaluator.finish()
        // Consumed: returned as it is rather than copied out and then destroyed.
        return (consume evaluator, recordScenario ? Scenario(window: window, events: events) : nil)
    }
}
