#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The signal that asked the run to stop (`SIGINT` or `SIGTERM`), 0 while
/// none has come. Written only by the signal handler; an atomic, so reading
/// and writing it is safe in a handler and from any thread.
private let receivedSignal = Atomic<Int32>(0)

/// How a fuzz run learns that it should stop: the first `SIGINT` (Ctrl-C) or
/// `SIGTERM` stops it gracefully (no new cases; what was found is shrunk,
/// reported and saved); a second one ends the process at once.
///
/// The runner only polls a ``Cancellation`` built from ``received``; the
/// handlers live here, in the command line, never in SizeFuzz.
struct Interrupts: Sendable {
    /// Starts listening; called when a fuzz run is about to start, so that
    /// other commands keep the default action (Ctrl-C ends them).
    var listen: @Sendable () -> Void
    /// The signal received so far, or 0.
    var received: @Sendable () -> Int32

    /// No signal handling: for in-process runs (tests) and commands that
    /// are not runs.
    static let ignored = Interrupts(listen: {}, received: { 0 })

    /// The process's `SIGINT` and `SIGTERM`, handled with `sigaction`.
    static let signals = Interrupts(listen: { installHandlers() }, received: { receivedSignal.load(ordering: .relaxed) })

    /// As if `signal` had arrived before the run started: for tests.
    static func preset(_ signal: Int32) -> Interrupts {
        Interrupts(listen: {}, received: { signal })
    }

    /// The exit code for a run stopped by `signal`: 130 for `SIGINT`, 143
    /// for `SIGTERM`.
    static func exitCode(for signal: Int32) -> ExitCode {
        signal == SIGTERM ? .terminated : .interrupted
    }

    /// Installs the handler for `SIGINT` and `SIGTERM`, and unblocks them
    /// on the calling thread: a blocked signal mask is inherited through
    /// `exec` (a test runner's spawned process has one), and a blocked
    /// signal would stay pending, never handled.
    private static func installHandlers() {
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signal in [SIGINT, SIGTERM] {
            sigaddset(&unblocked, signal)
            var action = sigaction()
            #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handleSignal
            #else
            action.__sigaction_handler.sa_handler = handleSignal
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signal, &action, nil)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }
}

/// The message the first signal prints on standard error.
private let stoppingMessage: StaticString =
    "fuzzrun: stopping: shrinking, reporting and saving what was found (interrupt again to quit at once)\n"

/// The signal handler: records the first signal and says so; a second
/// signal ends the process at once with 128 + its number. Uses only what is
/// safe in a handler: an atomic exchange, `write` and `_exit`.
private func handleSignal(_ signal: Int32) {
    let (first, _) = receivedSignal.compareExchange(expected: 0, desired: signal, ordering: .relaxed)
    guard first else { _exit(128 + signal) }
    _ = write(2, stoppingMessage.utf8Start, stoppingMessage.utf8CodeUnitCount)
}
