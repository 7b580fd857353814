import Synchronization

/// The progress line a long run shows on standard error when it is a
/// terminal: cases done, cases per second, failures so far, time left.
final class ProgressLine: Sendable {
    private let console: Console
    private let total: Int
    private let clock: ContinuousClock
    private let start: ContinuousClock.Instant
    private let lastShown = Mutex<ContinuousClock.Instant?>(nil)

    init(console: Console, total: Int, clock: ContinuousClock, start: ContinuousClock.Instant) {
        self.console = console
        self.total = max(1, total)
        self.clock = clock
        self.start = start
    }

    /// Shows the line, at most ten times a second.
    func update(cases: Int, failures: Int) {
        let now = clock.now
        let due = lastShown.withLock { last -> Bool in
            if let last, now - last < .milliseconds(100) { return false }
            last = now
            return true
        }
        guard due else { return }
        let seconds = max((now - start).seconds, 1e-9)
        let rate = Double(cases) / seconds
        let left = rate > 0 ? Double(total - cases) / rate : 0
        let percent = min(100, cases * 100 / total)
        let text = "\r\u{1B}[K  \(percent)%  \(cases)/\(total) cases  \(Int(rate)) cases/s  "
            + "\(failures) failing so far  \(Int(left.rounded(.up))) s left"
        console.raw(text)
    }

    /// Clears the line.
    func finish() {
        console.raw("\r\u{1B}[K")
    }
}
