/// The one place every generated value comes from: a sequence of bounded choices.
///
/// Each ``draw(upTo:)`` returns a value in `0...bound`, where `0` is the simplest
/// choice. Generators built from ``Gen`` draw only through a `ChoiceSource`, so the
/// same generator can be driven three ways:
///
/// - ``Mode/seeded``: xoshiro256** seeded through SplitMix64, uniform without
///   modulo bias. This is how the runner generates cases.
/// - ``Mode/replay``: a recorded choice sequence. Each draw returns the recorded
///   value clamped to its bound; past the end every draw returns `0` and sets
///   ``overran``. This is how the shrinker tries candidates.
/// - ``Mode/bytes``: a byte buffer, so a coverage-guided fuzzer such as libFuzzer
///   can drive the same generators. A draw consumes the fewest bytes that can
///   hold its bound, read **big-endian** (the first byte is the most significant),
///   and reduces them modulo `bound + 1`. Missing bytes read as zero and set
///   ``overran``, so past the end every draw returns `0`.
///
/// Recording (``isRecording``) appends every returned value to ``recorded`` (and
/// its bound to ``recordedBounds``) and keeps the ``spans`` that generators mark
/// with ``spanned(_:_:)``. With recording off a draw is a switch, a random number
/// and a counter increment: nothing is allocated.
///
/// A draw whose bound is `0` has only one possible answer; it returns `0` and
/// consumes and records nothing, in every mode.
public struct ChoiceSource: Sendable {
    /// Where a source's choices come from.
    public enum Mode: Sendable, Equatable {
        /// Seeded xoshiro256**; never runs out.
        case seeded
        /// A recorded choice sequence, clamped to each bound; zeros past the end.
        case replay
        /// A byte buffer read big-endian; zeros past the end.
        case bytes
    }

    /// Where this source's choices come from. A replay that continues seeded
    /// (``init(replaying:thenSeed:recording:)``) turns seeded at its end.
    public internal(set) var mode: Mode
    /// Whether a replay goes on with seeded draws past its end.
    var continuesSeeded = false
    /// Whether draws are appended to ``recorded`` and spans kept in ``spans``.
    public let isRecording: Bool
    /// Whether a recording source keeps, in place of its ``spans``, only where
    /// its events and window lengths are (``eventMarks``, ``lengthMarks``):
    /// what a guided search's pool keeps of a case
    /// (``init(markingEventsWithSeed:)``).
    let marksOnly: Bool

    var rng: Xoshiro256StarStar
    var replayChoices: [UInt64]
    let byteBuffer: [UInt8]
    var cursor: Int = 0

    /// How many choices have been drawn (draws with bound `0` are not choices).
    public internal(set) var drawCount: Int = 0
    /// Whether a replay or byte source was asked for more than it holds. The
    /// draws past the end returned `0`.
    public internal(set) var overran: Bool = false
    /// Whether a generator gave up (for example ``Gen/filter(maxAttempts:_:)``
    /// after its last attempt). A rejected case is invalid: it neither passes
    /// nor fails, and runners and shrinkers must discard it.
    public internal(set) var isRejected: Bool = false
    /// The values actually returned by each draw, in order, when recording.
    /// Replaying them through the same generator reproduces the same value.
    ///
    /// Complexity: O(*n*) for *n* recorded draws: made from `draws` on each read.
    public var recorded: [UInt64] {
        guard let log else { return draws.map { $0.value } }
        return log.prefix(drawCount).map { $0.value }
    }
    /// The bound of each recorded draw, parallel to ``recorded``.
    ///
    /// Complexity: O(*n*) for *n* recorded draws: made from `draws` on each read.
    public var recordedBounds: [UInt64] {
        guard let log else { return draws.map { $0.bound } }
        return log.prefix(drawCount).map { $0.bound }
    }
    /// Each recorded draw's value and bound, in order: one array, so that
    /// recording a draw is one append (an array for the values and one for
    /// the bounds cost a guided run about 19 instructions more a draw).
    ///
    /// Empty for a source that keeps only marks, which writes its draws in
    /// ``log``.
    var draws: [RecordedDraw] = []
    /// Where a source that keeps only marks writes its draws, its first
    /// ``drawCount`` (``DrawLog``); `nil` for every other source.
    var log: DrawLog?
    /// The spans marked while recording, in the order they were opened (a parent
    /// before its children). Empty when not recording.
    public internal(set) var spans: [ChoiceSpan] = []
    /// The open spans, innermost last: their indices in ``spans`` or, when
    /// ``marksOnly``, the first choice times four plus the ``Mark`` of the
    /// open event and length spans that `beginSpan(_:)` opened
    /// (``spanned(_:_:)`` notes its own where it closes).
    var openSpans: [Int] = []
    /// When ``marksOnly``, in the order they closed: each span labelled
    /// `"event"` with more than one choice (the draw that decided to go on,
    /// then the event), and the last choice of each span labelled `"size"`
    /// with more than one (a window length's value); read them with
    /// ``eventMarks`` and ``lengthMarks``. One array, not two: a source of
    /// more than 128 bytes is copied through `memcpy`, which cost a seeded
    /// run about 460 instructions a case.
    var marks: [Int] = []

    /// A seeded source for one case.
    /// - Parameters:
    ///   - seed: the seed; use ``caseSeed(seed:caseIndex:)`` to derive one per case.
    ///   - recording: whether to record choices and spans.
    public init(seed: UInt64, recording: Bool = false) {
        mode = .seeded
        isRecording = recording
        marksOnly = false
        rng = Xoshiro256StarStar(seed: seed)
        replayChoices = []
        byteBuffer = []
        if recording { reserveRecording(Self.recordingCapacity) }
    }

    /// A source that replays recorded choices, clamping each to its draw's bound
    /// and returning `0` (setting ``overran``) past the end.
    /// - Parameters:
    ///   - choices: the choices to replay, usually another source's ``recorded``.
    ///   - recording: whether to record the values actually returned.
    public init(replaying choices: [UInt64], recording: Bool = false) {
        mode = .replay
        isRecording = recording
        marksOnly = false
        rng = Xoshiro256StarStar(seed: 0)
        replayChoices = choices
        byteBuffer = []
        if recording { reserveRecording(Swift.max(choices.count, Self.recordingCapacity)) }
    }

    /// A source that reads big-endian bytes, as a coverage-guided fuzzer supplies.
    /// - Parameters:
    ///   - bytes: the buffer; past its end every draw returns `0`.
    ///   - recording: whether to record the values actually returned.
    public init(bytes: [UInt8], recording: Bool = false) {
        mode = .bytes
        isRecording = recording
        marksOnly = false
        rng = Xoshiro256StarStar(seed: 0)
        replayChoices = []
        byteBuffer = bytes
        if recording { reserveRecording(Self.recordingCapacity) }
    }

    /// The choices a recording source makes room for at the start (a
    /// replay, at least as many as it replays): a scenario case draws a few
    /// dozen, and its spans about as many, so the arrays do not grow one
    /// doubling at a time while the case runs.
    static let recordingCapacity = 64

    /// Makes room for `count` recorded choices and spans.
    private mutating func reserveRecording(_ count: Int) {
        draws.reserveCapacity(count)
        spans.reserveCapacity(count)
        openSpans.reserveCapacity(8)
    }

    /// The seed of case `caseIndex` in a run with seed `seed`.
    ///
    /// A pure function of both arguments (two SplitMix64 finalisers), so case `i`
    /// can be regenerated alone without generating cases `0..<i` first.
    /// - Parameters:
    ///   - seed: the run's seed, as printed in every report.
    ///   - caseIndex: the zero-based index of the case in the run.
    /// - Returns: the seed to pass to ``init(seed:recording:)``.
    public static func caseSeed(seed: UInt64, caseIndex: UInt64) -> UInt64 {
        let base = SplitMix64.mix(seed ^ 0x5A5A_F00D_D15E_A5E5)
        return SplitMix64.mix(base &+ SplitMix64.golden &* (caseIndex &+ 1))
    }

    /// Draws one choice, uniformly in `0...bound` when seeded; `0` is simplest.
    /// - Parameter bound: the largest value that may be returned.
    /// - Returns: a value in `0...bound`.
    public mutating func draw(upTo bound: UInt64) -> UInt64 {
        if bound == 0 { return 0 }
        if isRecording { return drawRecorded(upTo: bound) }
        // Wrapping, as `record(_:bound:)` counts.
        drawCount &+= 1
        return next(upTo: bound)
    }

    /// ``draw(upTo:)`` of a positive `bound` by a recording source: the draw
    /// and its record in one function, so that recording costs no call of
    /// its own (`appendRecorded(_:bound:)` cost a guided case's draw about
    /// 20 instructions of call alone, measured with callgrind), while a source that does
    /// not record draws without it.
    ///
    /// A source that keeps only marks writes the draw into its ``log``
    /// where it has room, without a call.
    @inline(never) mutating func drawRecorded(upTo bound: UInt64) -> UInt64 {
        let value = next(upTo: bound)
        let index = drawCount
        drawCount &+= 1
        if let log, index < log.capacity {
            log.base[index] = RecordedDraw(value: value, bound: bound)
        } else {
            appendRecorded(value, bound: bound)
        }
        return value
    }

    /// The value of a draw with a positive `bound`, from wherever the
    /// source's choices come from (``mode``), neither counted nor recorded.
    @inline(__always) mutating func next(upTo bound: UInt64) -> UInt64 {
        switch mode {
        case .seeded: rng.next(upTo: bound)
        case .replay: nextReplayed(upTo: bound)
        case .bytes: nextFromBytes(upTo: bound)
        }
    }

    /// Draws one choice in `0...bound` that, when seeded, favours small values.
    ///
    /// Seeded, it first picks a bit width uniformly from 4, 8, 16, 32 and 64 bits,
    /// then a uniform value below that width (capped at `bound`), so values below
    /// 16 come up about a fifth of the time whatever the bound. Replay and byte
    /// sources treat it exactly like ``draw(upTo:)``, and it shrinks the same way:
    /// toward `0`.
    /// - Parameter bound: the largest value that may be returned.
    /// - Returns: a value in `0...bound`.
    public mutating func drawFavouringSmall(upTo bound: UInt64) -> UInt64 {
        if bound == 0 { return 0 }
        let value: UInt64
        switch mode {
        case .seeded:
            let cap: UInt64
            switch rng.next(upTo: 4) {
            case 0: cap = 0xF
            case 1: cap = 0xFF
            case 2: cap = 0xFFFF
            case 3: cap = 0xFFFF_FFFF
            default: cap = .max
            }
            value = rng.next(upTo: Swift.min(bound, cap))
        case .replay: value = nextReplayed(upTo: bound)
        case .bytes: value = nextFromBytes(upTo: bound)
        }
        record(value, bound: bound)
        return value
    }

    /// Marks the case invalid: a generator could not produce a value it accepts.
    /// See ``isRejected``.
    public mutating func markRejected() {
        isRejected = true
    }

    /// Counts a draw, and records it when recording: inlined into every
    /// draw but ``draw(upTo:)`` (a call cost a seeded draw about 20
    /// instructions), the appends not: writing into a source's ``log``
    /// here made the draws inlined into the generator's functions larger,
    /// and the compiler inlined them differently, which cost a seeded run
    /// of 20,000 cases 2.5 M instructions (0.3%). ``draw(upTo:)``, the draw a guided
    /// case makes most, counts and records in `drawRecorded(upTo:)`
    /// instead, where the append costs no call of its own.
    @inline(__always) mutating func record(_ value: UInt64, bound: UInt64) {
        // Wrapping: no source draws `Int.max` times, and the overflow check
        // cost every draw.
        drawCount &+= 1
        if isRecording { appendRecorded(value, bound: bound) }
    }

    /// Records the draw just counted (the last of ``drawCount``): in the
    /// ``log`` of a source that keeps only marks, made larger when it is
    /// full, and appended to `draws` by any other.
    @inline(never) mutating func appendRecorded(_ value: UInt64, bound: UInt64) {
        // The log first: asking `marksOnly` first cost a guided run of
        // 20,000 cases 0.9 M instructions, and saved the shrinker's sources
        // (which record into `draws`) 36 K.
        let index = drawCount &- 1
        if let log, index < log.capacity {
            log.base[index] = RecordedDraw(value: value, bound: bound)
            return
        }
        guard marksOnly else {
            draws.append(RecordedDraw(value: value, bound: bound))
            return
        }
        reserveLog(index + 1)
        log.unsafelyUnwrapped.base[index] = RecordedDraw(value: value, bound: bound)
    }

    mutating func nextReplayed(upTo bound: UInt64) -> UInt64 {
        guard cursor < replayChoices.count else {
            overran = true
            return 0
        }
        let value = replayChoices[cursor]
        cursor += 1
        if continuesSeeded, cursor == replayChoices.count { mode = .seeded }
        return Swift.min(value, bound)
    }

    mutating func nextFromBytes(upTo bound: UInt64) -> UInt64 {
        let byteCount = (64 - bound.leadingZeroBitCount + 7) / 8
        var raw: UInt64 = 0
        for _ in 0..<byteCount {
            raw <<= 8
            if cursor < byteBuffer.count {
                raw |= UInt64(byteBuffer[cursor])
                cursor += 1
            } else {
                overran = true
            }
        }
        return bound == .max ? raw : raw % (bound + 1)
    }
}
