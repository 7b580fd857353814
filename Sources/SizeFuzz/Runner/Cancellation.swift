/// A request to stop a run early, checked by the runner between blocks of
/// cases and before each shrink: how an interrupt reaches the engine.
///
/// SizeFuzz installs no signal handlers; the caller decides what cancels (a
/// flag set by fuzzrun's `SIGINT` handler, a test's preset flag) and passes
/// the check in as a value.
public struct Cancellation: Sendable {
    /// Whether cancellation has been requested; called from worker threads,
    /// so it must be cheap and thread-safe (an atomic load).
    public let isRequested: @Sendable () -> Bool

    /// A cancellation that `isRequested` reports.
    public init(_ isRequested: @escaping @Sendable () -> Bool) {
        self.isRequested = isRequested
    }

    /// Never requested: the run goes to its end.
    public static let never = Cancellation { false }
}
