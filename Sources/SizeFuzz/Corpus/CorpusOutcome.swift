import LayoutModel

/// What replaying a corpus entry showed, and whether that is what it expects.
public struct CorpusOutcome: Hashable, Sendable {
    /// The entry replayed.
    public var entry: CorpusEntry
    /// The entry's invariant's violation on the scenario; `nil` when it held
    /// or was not checked.
    public var violation: Violation?
    /// Whether the entry's invariant is a custom one that the replay was not
    /// given, so nothing was checked: never a match.
    public var unavailable = false

    /// Creates an outcome.
    public init(entry: CorpusEntry, violation: Violation?) {
        self.entry = entry
        self.violation = violation
    }

    /// Whether the invariant failed on the scenario.
    public var failed: Bool { violation != nil }

    /// What the replay showed, in the entry's vocabulary.
    public var observed: CorpusEntry.Expectation { failed ? .fail : .pass }

    /// Whether the replay showed what the entry expects (never when the
    /// invariant was unavailable).
    public var matches: Bool { !unavailable && observed == entry.expect }
}

extension CorpusEntry {
    /// Replays the entry's scenario on its app, checking its invariant alone.
    ///
    /// Uses the scenario, never the seed: the outcome does not depend on the
    /// generators, only on the model and the invariant. The model follows the
    /// entry's ``os``, whatever `platform` says.
    /// - Parameters:
    ///   - platform: the platform parameters (its OS is the entry's).
    ///   - navigator: the app's own navigation code, if it drove the case.
    ///   - invariants: where the check of a custom invariant is found; an
    ///     entry whose custom invariant is not there is
    ///     ``CorpusOutcome/unavailable``.
    /// - Complexity: one evaluation of the scenario, O(events).
    public func replay(platform: Platform = .standard, navigator: AnySceneNavigator? = nil,
                       invariants: InvariantSet = .all) -> CorpusOutcome {
        let only = invariant.isCustom ? invariants.only(invariant) : InvariantSet([invariant])
        guard only.contains(invariant) else {
            var outcome = CorpusOutcome(entry: self, violation: nil)
            outcome.unavailable = true
            return outcome
        }
        let model = AppModel(app.spec, platform: platform.on(os), navigator: navigator)
        let result = scenario.evaluate(on: model, invariants: only)
        return CorpusOutcome(entry: self, violation: result.violations.first { $0.invariant == invariant })
    }
}
