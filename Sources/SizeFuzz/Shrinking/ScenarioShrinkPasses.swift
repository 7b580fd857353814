import LayoutModel

/// The shrink passes that know what a scenario is, run before the generic
/// passes in every round: they make the jumps a choice-level shrinker finds
/// only slowly. The last, `rewrite-scenario` (see ``ScenarioRewrites``), is
/// expensive: it runs where every cheap pass is stuck, to leave a local
/// minimum by changing several events at once.
enum ScenarioShrinkPasses {
    /// The passes for cases of `generator`'s app failing `invariant`, which
    /// `invariants` checks (a custom one must be there).
    static func passes(for generator: ScenarioGenerator, invariant: InvariantName,
                       invariants: InvariantSet = .all) -> [ShrinkPass] {
        let only = invariants.only(invariant)
        return [
            ShrinkPass("truncate-after-failure") { snapshot in
                // Replay the case to find its failing step, then stop the
                // scenario right after it: later events cannot matter.
                var source = ChoiceSource(replaying: snapshot.choices, recording: true)
                let run = generator.run(&source, invariants: only, bias: EdgeBias(caseIndex: 0))
                guard let step = run.evaluator.violations.first?.step else { return [] }
                let events = source.spans.filter { $0.label == "event" && $0.depth == 0 }
                guard step < events.count else { return [] }
                return [snapshot.choices.prefix(events[step].start) + [0]]
            },
            ShrinkPass("drop-events") { snapshot in
                topEvents(snapshot).reversed().map { snapshot.deleting($0.start..<$0.end) }
            },
            ShrinkPass("merge-resizes") { snapshot in
                let events = topEvents(snapshot)
                let kinds = events.map { kind(of: $0, in: snapshot) }
                return zip(events.indices.dropLast(), events.indices.dropFirst()).compactMap { first, second in
                    kinds[first] == "event.resize" && kinds[second] == "event.resize"
                        ? snapshot.deleting(events[first].start..<events[first].end) : nil
                }
            },
            ShrinkPass("cancel-push-pop") { snapshot in
                let events = topEvents(snapshot)
                let kinds = events.map { kind(of: $0, in: snapshot) }
                var candidates: [[UInt64]] = []
                for push in events.indices where kinds[push] == "event.push" {
                    guard let pop = events.indices.first(where: { $0 > push && kinds[$0] == "event.pop" }) else { continue }
                    var choices = snapshot.choices
                    choices.removeSubrange(events[pop].start..<events[pop].end)
                    choices.removeSubrange(events[push].start..<events[push].end)
                    candidates.append(choices)
                }
                return candidates
            },
            ShrinkPass("snap-sizes") { snapshot in
                // A size is [kind, value]: kind 0 is the screen's length, kind 1
                // a breakpoint. Try the screen, then each breakpoint exactly.
                var candidates: [[UInt64]] = []
                for span in snapshot.spans(labeled: "size") where span.end - span.start == 2 {
                    let kind = snapshot.choices[span.start]
                    if kind != 0 { candidates.append(snapshot.replacing(span.start..<span.end, with: [0])) }
                    if kind == 2 {
                        let count = UInt64(max(generator.breakpoints.widths.count, generator.breakpoints.heights.count + 1))
                        for index in 0..<min(count, 64) {
                            candidates.append(snapshot.replacing(span.start..<span.end, with: [1, index * 3]))
                        }
                    }
                }
                return candidates
            },
            ShrinkPass("rewrite-scenario", expensive: true) { snapshot in
                ScenarioRewrites(generator: generator).candidates(snapshot)
            },
        ]
    }

    /// The top-level event spans (each a continue flag and an event).
    static func topEvents(_ snapshot: ShrinkSnapshot) -> [ChoiceSpan] {
        snapshot.spans.filter { $0.label == "event" && $0.depth == 0 && $0.end > $0.start + 1 }
    }

    /// The kind label (`event.resize`, …) of the event in `span`.
    static func kind(of span: ChoiceSpan, in snapshot: ShrinkSnapshot) -> String {
        guard let index = snapshot.spans.firstIndex(where: { $0 == span }) else { return "" }
        return snapshot.spans.first { $0.parent == index && $0.label.hasPrefix("event.") }?.label ?? ""
    }
}
