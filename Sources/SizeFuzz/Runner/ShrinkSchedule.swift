import Synchronization

/// When a run's failures are shrunk, and in which order they are handed over.
///
/// A failure is reported for the lowest failing case of its app and
/// invariant, so it can be shrunk as soon as that case is known to be the
/// lowest: once every block of cases before it has run. Workers report each
/// block they finish; the schedule keeps the prefix of blocks all finished
/// and hands the worker that advanced it the failures it made final, to
/// shrink there and then, during the run. What is left when the run ends
/// (cases stopped early, failures in the last blocks) is shrunk at the end.
///
/// Shrunk failures are handed to `deliver` one at a time, ordered by case
/// index and then by app and invariant: the order in which they become final,
/// whatever the number of workers, so what a caller writes from them (saved
/// corpus entries, one line each) is the same for any `--jobs`.
final class ShrinkSchedule: Sendable {
    private struct State {
        /// Blocks `0..<prefix` have all run.
        var prefix = 0
        /// Finished blocks at or after `prefix`.
        var finishedAhead: Set<Int> = []
        /// The lowest failing case known per app and invariant.
        var lowest: [FailureKey: Int] = [:]
        /// Each failure handed out to shrink, with its place in the order.
        var claimed: [FailureKey: Int] = [:]
        /// Shrunk failures by their place, not yet delivered.
        var ready: [Int: Failure] = [:]
        /// Every shrunk failure.
        var shrunk: [FailureKey: Failure] = [:]
        /// How many failures were delivered.
        var delivered = 0
    }

    private let state = Mutex(State())
    private let blockSize: Int
    private let deliver: (@Sendable (Failure) -> Void)?

    /// A schedule for blocks of `blockSize` cases, handing shrunk failures to
    /// `deliver`.
    init(blockSize: Int, deliver: (@Sendable (Failure) -> Void)?) {
        self.blockSize = blockSize
        self.deliver = deliver
    }

    /// Records that `block` has run, with the lowest failing cases the
    /// worker has seen so far.
    /// - Returns: the failures now final, as (app and invariant, case index),
    ///   for the caller to shrink and pass to ``finished(_:_:)``.
    func finish(block: Int, firsts: [FailureKey: Int]) -> [(key: FailureKey, caseIndex: Int)] {
        state.withLock { state in
            for (key, caseIndex) in firsts where state.lowest[key].map({ caseIndex < $0 }) ?? true {
                state.lowest[key] = caseIndex
            }
            state.finishedAhead.insert(block)
            let before = state.prefix
            while state.finishedAhead.remove(state.prefix) != nil { state.prefix += 1 }
            guard state.prefix > before else { return [] }
            return Self.claim(&state, below: state.prefix * blockSize)
        }
    }

    /// Every failure not yet handed out: for the end of the run.
    func remaining() -> [(key: FailureKey, caseIndex: Int)] {
        state.withLock { state in Self.claim(&state, below: Int.max) }
    }

    /// How many apps and invariants have failed so far.
    var failing: Int { state.withLock { $0.lowest.count } }

    /// Records the shrunk failure for `key` and delivers every failure that
    /// is ready, in order.
    func finished(_ key: FailureKey, _ failure: Failure) {
        state.withLock { state in
            state.shrunk[key] = failure
            state.ready[state.claimed[key] ?? 0] = failure
            while let next = state.ready.removeValue(forKey: state.delivered) {
                deliver?(next)
                state.delivered += 1
            }
        }
    }

    /// The shrunk failures, by app then invariant.
    var failures: [Failure] {
        state.withLock { state in state.shrunk.sorted { $0.key < $1.key }.map(\.value) }
    }

    /// Hands out the failures whose lowest case is below `limit`, by case
    /// index then app and invariant, giving each its place in the order.
    private static func claim(_ state: inout State, below limit: Int) -> [(key: FailureKey, caseIndex: Int)] {
        let final = state.lowest.filter { state.claimed[$0.key] == nil && $0.value < limit }
            .map { (key: $0.key, caseIndex: $0.value) }
            .sorted { $0.caseIndex != $1.caseIndex ? $0.caseIndex < $1.caseIndex : $0.key < $1.key }
        for item in final { state.claimed[item.key] = state.claimed.count }
        return final
    }
}
