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
        let events = play(&source, &evaluator, bias: bias, recordScenario: recordScenario, statistics: statistics)
        // Consumed: returned as it is rather than copied out and then destroyed.
        return (consume evaluator, recordScenario ? Scenario(window: window, events: events) : nil)
    }

    /// Generates and evaluates one case as ``run(_:invariants:bias:recordScenario:statistics:)``
    /// does, in `scratch`'s evaluator (restarted, when it has one, rather than
    /// made anew: its arrays keep their capacity from case to case). The
    /// same choices and the same outcome.
    ///
    /// `scratch` must be used with this generator (and its model) alone.
    func run(_ source: inout ChoiceSource, in scratch: inout CaseScratch, invariants: InvariantSet, bias: EdgeBias,
             statistics: UnsafeMutablePointer<AppStatistics>? = nil) {
        let window = source.spanned("window") { drawWindow(&$0, bias: bias) }
        // Restarted and played where the scratch keeps it: taking it out and
        // putting it back moved the whole evaluator (a memcpy each way).
        if scratch.evaluator == nil {
            scratch.evaluator = Evaluator(model: model, window: window, invariants: invariants)
        } else {
            scratch.evaluator!.restart(in: window, invariants: invariants, cache: &scratch.launches)
        }
        _ = play(&source, &scratch.evaluator!, bias: bias, recordScenario: false, statistics: statistics)
    }

    /// Draws and applies the events of a case launched in `evaluator`, then
    /// finishes it; returns the events when `recordScenario`.
    private func play(_ source: inout ChoiceSource, _ evaluator: inout Evaluator, bias: EdgeBias, recordScenario: Bool,
                      statistics: UnsafeMutablePointer<AppStatistics>?) -> [Event] {
        // Read once a case: each read of the tables' structs copied them.
        let breakpoints = self.breakpoints, traits = self.traits
        statistics?.pointee.recordLaunch(&evaluator, breakpoints: breakpoints, traits: traits)
        var events: [Event] = []
        // Another event with odds (max/2 - 1) to 1: cases average about half
        // the maximum length (9 events of at most 20).
        let continueWeight = UInt64(max(1, maxEvents / 2 - 1))
        for _ in 0..<maxEvents {
            // The event's span, opened and closed as `spanned` does, without
            // a closure (a source that records nothing opens none).
            let token = source.isRecording ? source.beginEvent() : -1
            guard source.drawBool(trueWeight: continueWeight, falseWeight: 1) else {
                if token != -1 { source.endEvent(token) }
                break
            }
            let (event, kind) = drawKindedEvent(&source, evaluator: &evaluator, bias: bias)
            if token != -1 { source.endEvent(token) }
            if recordScenario { events.append(event) }
            evaluator.apply(event)
            statistics?.pointee.recordStep(kind: kind, scene: event.scene, &evaluator,
                                           breakpoints: breakpoints, traits: traits)
        }
        evaluator.finish()
        return events
    }
}

/// What a worker keeps from one case of an app to the next, so that a case
/// allocates less: the last case's evaluator and the launches of the
/// windows it has launched in.
struct CaseScratch {
    /// The evaluator of the last case, restarted for the next.
    var evaluator: Evaluator?
    /// The launches kept for the next cases.
    var launches = LaunchCache()
}
