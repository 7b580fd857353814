/// Shrinks a failing case by simplifying its choice sequence, Hypothesis-style.
///
/// The shrinker never sees values, only the choices a generator drew. It replays
/// candidate sequences through the caller's test (generator plus property) and
/// keeps a candidate only if it still fails and is simpler, so every generator
/// built from ``Gen`` combinators shrinks with no hand-written shrinker.
///
/// **Sort key.** "Simpler" is defined once, in ``ChoiceOrder/isSimpler(_:than:)``:
/// fewer choices first, then lexicographically smaller. Every pass is a heuristic
/// that proposes candidates; correctness rests only on that order.
///
/// **The gate.** Every candidate, from built-in and domain passes alike, goes
/// through one gate (Hypothesis's `consider`): if the budget is spent it is
/// refused; if it is not strictly simpler than the current best, or was tried
/// before, it is skipped without a step; otherwise the test runs on a recording
/// replay of it (one step). If the verdict is ``ShrinkVerdict/interesting`` and
/// the case was not rejected, the choices actually consumed (truncated, clamped,
/// zero-padded past the end) become the new best if they are simpler still.
///
/// **Flakiness.** The initial choices are replayed once first; if that replay is
/// not interesting the result is ``ShrinkResult/flaky``.
///
/// **Passes.** Repeated until a full round changes nothing, or the budget
/// (a count of test evaluations, never time) runs out. Cheap passes run to a
/// fixpoint before each expensive pass is tried, and the cheap ones run again
/// after any expensive pass succeeds:
/// - cheap: the domain passes not marked expensive; delete each span; zero each span; minimise each
///   choice (try `0`, then binary search, then a parity step of 2, which zig-zag
///   integers need); lower duplicated choices together; sort sibling spans with
///   the same label and parent (then swap adjacent ones); replace a span by a
///   nested span with the same label (a tree by its subtree).
/// - expensive: the domain passes marked expensive (``ShrinkPass/isExpensive``),
///   such as rewriting a scenario several events at a time; delete raw
///   windows of 1…8 consecutive choices, adaptively
///   extended; lower pairs of nearby choices together (to zero, then by a common
///   offset); redistribute between nearby pairs (lower one, raise the other, by
///   steps of 1 and 2); lower a choice by one and delete a later span; delete a
///   span and lower every later choice by one (indices into a shortened list);
///   lower a choice while setting a nearby later one to either end of its range.
///
/// **Determinism.** No randomness, no clock, no hash-order iteration: the same
/// input gives the same result and the same number of steps.
public struct Shrinker: Sendable {
    /// The most test evaluations a shrink may use, including the initial replay.
    public var budget: Int
    /// Domain-specific passes: the cheap ones run first in every round, the
    /// expensive ones first among the expensive passes.
    public var domainPasses: [ShrinkPass]

    /// Creates a shrinker.
    /// - Parameters:
    ///   - budget: the most test evaluations to use (at least 1).
    ///   - domainPasses: extra passes proposing domain-aware candidates.
    public init(budget: Int = 5_000, domainPasses: [ShrinkPass] = []) {
        self.budget = Swift.max(1, budget)
        self.domainPasses = domainPasses
    }

    /// Shrinks `initial`, a choice sequence whose replay fails.
    ///
    /// For each candidate the shrinker creates a recording replay source and
    /// passes it to `test`, which should generate its value from the source, run
    /// the property, and say whether it failed the same way. The shrinker reads
    /// the consumed choices and spans from the source afterwards; `test` must not
    /// draw from anything else.
    /// - Parameters:
    ///   - initial: the failing choices, e.g. a recording source's ``ChoiceSource/recorded``.
    ///   - test: replays the source through the generator and the property.
    /// - Returns: ``ShrinkResult/shrunk(_:)`` with the simplest failing choices
    ///   found, or ``ShrinkResult/flaky`` if `initial` did not fail on replay.
    /// - Complexity: at most `budget` calls to `test`.
    public func shrink(_ initial: [UInt64], test: (inout ChoiceSource) -> ShrinkVerdict) -> ShrinkResult {
        withoutActuallyEscaping(test) { test in
            var run = ShrinkRun(test: test, budget: budget, domainPasses: domainPasses)
            guard run.start(initial) else { return .flaky }
            run.shrinkToFixpoint()
            return .shrunk(run.report)
        }
    }

    /// Shrinks `initial` for a generator and a failure predicate: a convenience
    /// over ``shrink(_:test:)`` that treats rejected cases as invalid.
    /// - Parameters:
    ///   - initial: the failing choices.
    ///   - generator: the generator that drew them.
    ///   - isFailure: whether a value fails the property in the way being shrunk.
    /// - Returns: as ``shrink(_:test:)``.
    public func shrink<Value>(
        _ initial: [UInt64], generator: Gen<Value>, isFailure: (Value) -> Bool
    ) -> ShrinkResult {
        shrink(initial) { source in
            let value = generator.run(&source)
            if source.isRejected { return .invalid }
            return isFailure(value) ? .interesting : .notInteresting
        }
    }
}
