import LayoutModel

/// What replaying a corpus entry showed, and whether that is what it expects.
public struct CorpusOutcome: Hashable, Sendable {
    /// The entry replayed.
    public var entry: CorpusEntry
    /// The entry's invariant's violation on the scenario; `nil` when it held.
    public var violation: Violation?

    /// Creates an outcome.
    public init(entry: CorpusEntry, violation: Violation?) {
        self.entry = entry
        self.violation = violation
    }

    /// Whether the invariant failed on the scenario.
    public var failed: Bool { violation != nil }

    /// What the replay showed, in the entry's vocabulary.
    public var observed: CorpusEntry.Expectation { failed ? .fail : .pass }

    /// Whether the replay showed what the entry expects.
    public var matches: Bool { observed == entry.expect }
}

extension CorpusEntry {
    /// Replays the entry's scenario on its app, checking its invariant alone.
    ///
    /// Uses the scenario, never the seed: the outcome does not depend on the
    /// generators, only on the model and the invariant. The model follows the
    /// entry's ``os``, whatever `platform` says.
    /// - Complexity: one evaluation of the scenario, O(events).
    public func replay(platform: Platform = .standard) -> CorpusOutcome {
        let result = scenario.evaluate(on: AppModel(app.spec, platform: platform.on(os)), invariants: InvariantSet([invariant]))
        return CorpusOutcome(entry: self, violation: result.violations.first { $0.invariant == invariant })
    }
}
