extension ChoiceSource {
    /// What a span is to a source that keeps only marks (``marksOnly``).
    enum Mark: Int {
        /// Neither an event nor a window length.
        case none = 0
        /// A span labelled `"event"`.
        case event = 1
        /// A span labelled `"size"`.
        case size = 2
    }

    /// A seeded source that records its choices and their bounds and marks
    /// where its events and window lengths are (``marks``), keeping no spans: a case of a guided search, whose
    /// pool keeps exactly these. One such source serves all of a worker's
    /// cases through ``restart(seed:)`` and ``restart(replayingWith:thenSeed:)``,
    /// so recording allocates nothing once its buffers have room.
    ///
    /// The draws are those of ``init(seed:recording:)`` with the same seed.
    init(markingEventsWithSeed seed: UInt64) {
        mode = .seeded
        isRecording = true
        marksOnly = true
        rng = Xoshiro256StarStar(seed: seed)
        replayChoices = []
        byteBuffer = []
        log = DrawLog(capacity: Self.markingCapacity)
        replayChoices.reserveCapacity(Self.recordingCapacity)
        openSpans.reserveCapacity(8)
        marks.reserveCapacity(Self.recordingCapacity)
    }

    /// Starts the source afresh as a seeded source of `seed`, as
    /// ``init(seed:recording:)`` would, keeping the room of its buffers.
    mutating func restart(seed: UInt64) {
        clear()
        mode = .seeded
        rng = Xoshiro256StarStar(seed: seed)
        if !replayChoices.isEmpty { replayChoices.removeAll(keepingCapacity: true) }
    }

    /// Starts the source afresh as a replay of the choices `fill` writes into
    /// the source's own emptied buffer, keeping the room of its buffers: as
    /// ``init(replaying:recording:)`` would or, with a `seed`, as
    /// ``init(replaying:thenSeed:recording:)`` would.
    /// - Parameters:
    ///   - fill: appends the choices to replay.
    ///   - seed: the seed of the draws past the replayed choices; `nil`
    ///     returns `0` there and sets ``overran``.
    mutating func restart(replayingWith fill: (inout [UInt64]) -> Void, thenSeed seed: UInt64?) {
        clear()
        replayChoices.removeAll(keepingCapacity: true)
        fill(&replayChoices)
        rng = Xoshiro256StarStar(seed: seed ?? 0)
        continuesSeeded = seed != nil
        mode = seed != nil && replayChoices.isEmpty ? .seeded : .replay
        reserveLog(replayChoices.count)
    }

    /// The draws a source that keeps only marks makes room for at the
    /// start: a guided case draws a few dozen, a mutation of a long case
    /// a few more; a case that draws more makes the ``log`` larger.
    static let markingCapacity = 256

    /// Makes room in the ``log`` of a source that keeps only marks for
    /// `count` draws, keeping those written: a log twice as large when it
    /// has too little.
    mutating func reserveLog(_ count: Int) {
        guard marksOnly else { return }
        let capacity = log?.capacity ?? 0
        guard count > capacity else { return }
        log = log?.copy(count: drawCount, capacity: Swift.max(count, 2 * capacity)) ?? DrawLog(capacity: count)
    }

    /// Gives a source that keeps only marks a ``log`` of its own when a
    /// copy of it shares its log (``DrawLog``): called at the start of each
    /// guided case, so that a copy made between cases never sees the
    /// other's draws written over its own. One check a case, where an
    /// array checked each draw.
    mutating func ownDraws() {
        guard marksOnly, !isKnownUniquelyReferenced(&log) else { return }
        log = log?.copy(count: drawCount, capacity: log?.capacity ?? 0)
    }

    /// Empties what a case drew and recorded, keeping the buffers' room.
    private mutating func clear() {
        continuesSeeded = false
        cursor = 0
        drawCount = 0
        overran = false
        isRejected = false
        // Emptied only when they hold something: emptying an empty array
        // still went through `replaceSubrange` (a source that keeps marks
        // keeps no spans, and closes every span it opens).
        if !draws.isEmpty { draws.removeAll(keepingCapacity: true) }
        if !spans.isEmpty { spans.removeAll(keepingCapacity: true) }
        if !openSpans.isEmpty { openSpans.removeAll(keepingCapacity: true) }
        if !marks.isEmpty { marks.removeAll(keepingCapacity: true) }
    }

    /// Which mark a span labelled `label` makes, read from the literal's
    /// bytes: no `String` is built. Inlined into ``beginSpan(_:)``, as is
    /// ``beginMark(_:)``: the two calls cost a guided run about 30
    /// instructions a span, most of them the event kinds' spans, which make
    /// no mark.
    @inline(__always) static func mark(of label: StaticString) -> Mark {
        guard label.hasPointerRepresentation else { return .none }
        let bytes = label.utf8Start
        switch label.utf8CodeUnitCount {
        case 5 where bytes[0] == 0x65 && bytes[1] == 0x76 && bytes[2] == 0x65 && bytes[3] == 0x6E && bytes[4] == 0x74:
            return .event
        case 4 where bytes[0] == 0x73 && bytes[1] == 0x69 && bytes[2] == 0x7A && bytes[3] == 0x65:
            return .size
        default:
            return .none
        }
    }

    /// Opens a span that makes `mark` on a source that keeps only marks: its
    /// token is its depth among the open event and length spans, and `-1`
    /// for any other span, which is not kept at all.
    @inline(__always) mutating func beginMark(_ mark: Mark) -> Int {
        guard mark != .none else { return -1 }
        openSpans.append(drawCount << 2 | mark.rawValue)
        return openSpans.count - 1
    }

    /// Opens the span of an event, labelled `"event"`, on a recording source
    /// and returns its token for ``endEvent(_:)``: the token of
    /// ``beginSpan(_:)``, or, on a source that keeps only marks, `-2` less
    /// the number of choices drawn so far, where the span begins.
    ///
    /// A case's events are never inside another span that keeps only marks
    /// (``spanned(_:_:)`` keeps no open span there, and the event kinds' spans
    /// none either), so noting the event where it closes, from where it
    /// began, notes what ``endMark(_:discard:)`` would: without the stack of
    /// open spans, whose push and pop cost a guided run about 50
    /// instructions an event (measured with callgrind).
    @inline(__always) mutating func beginEvent() -> Int {
        marksOnly ? -2 - drawCount : beginSpan("event")
    }

    /// Closes the event span `token` of ``beginEvent()``.
    @inline(__always) mutating func endEvent(_ token: Int) {
        if token >= 0 { endSpan(token) } else { noteMark(.event, from: -2 - token) }
    }

    /// Closes the mark span `token` (the innermost open one), noting an
    /// event's or a length's choices when it holds more than one.
    mutating func endMark(_ token: Int, discard: Bool) {
        guard openSpans.count - 1 == token else { return }
        let open = openSpans.removeLast()
        guard !discard else { return }
        noteMark(Mark(rawValue: open & 3) ?? .none, from: open >> 2)
    }

    /// Notes a span that makes `mark`, from choice `start` to the last one
    /// drawn, when it holds more than one choice. (A source that keeps only
    /// marks records every draw it counts: ``drawCount`` is where its next
    /// draw goes.)
    mutating func noteMark(_ mark: Mark, from start: Int) {
        guard drawCount - start > 1 else { return }
        switch mark {
        case .event: marks.append(start << 33 | drawCount << 1)
        case .size: marks.append((drawCount - 1) << 1 | 1)
        case .none: break
        }
    }

    /// The choices of each event, in order (``marks``).
    var eventMarks: [Range<Int>] {
        // A loop into reserved room: `compactMap` cost a guided case that may
        // join the pool about 2,800 instructions.
        var events: [Range<Int>] = []
        events.reserveCapacity(marks.count)
        for mark in marks where mark & 1 == 0 { events.append((mark >> 33)..<(mark >> 1 & 0xFFFF_FFFF)) }
        return events
    }

    /// The position of each window length's value, in order (``marks``).
    var lengthMarks: [Int] {
        var lengths: [Int] = []
        lengths.reserveCapacity(marks.count)
        for mark in marks where mark & 1 == 1 { lengths.append(mark >> 1) }
        return lengths
    }

    /// The number of events the case drew (``marks``).
    var eventCount: Int {
        marks.reduce(0) { $0 + ($1 & 1 == 0 ? 1 : 0) }
    }
}
