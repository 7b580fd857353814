/// The room where a source that keeps only marks (a guided worker's source,
/// ``ChoiceSource/init(markingEventsWithSeed:)``) writes its draws: reserved
/// once for the worker, so that recording a draw is a comparison and a
/// store. Appended to an array, each draw checked the array's uniqueness
/// (`swift_isUniquelyReferenced_nonNull_native`) and room through calls:
/// about 95 instructions a draw, 160 M of a guided run of 200,000 cases
/// (issue 25).
///
/// The log holds only the room; the source keeps the count, its
/// ``ChoiceSource/drawCount`` (a recording source records every draw it
/// counts), so the first `drawCount` draws are the case's. A copy of the
/// source shares the log, so a marking source is copied only between cases,
/// and ``ChoiceSource/ownDraws()`` at the start of a case gives a source
/// whose log is shared a log of its own.
///
/// `@unchecked Sendable`: the memory is written only through the one
/// source that holds the log alone (``ChoiceSource/ownDraws()``), and read
/// by that source.
final class DrawLog: @unchecked Sendable {
    /// Where the first draw goes.
    let base: UnsafeMutablePointer<RecordedDraw>
    /// How many draws fit.
    let capacity: Int

    /// A log with room for `capacity` draws, none written.
    init(capacity: Int) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deallocate()
    }

    /// A log with room for `capacity` draws (at least `count`), holding this
    /// one's first `count`: what a source whose draws outgrew its log writes
    /// into.
    func copy(count: Int, capacity: Int) -> DrawLog {
        let log = DrawLog(capacity: Swift.max(capacity, count))
        log.base.initialize(from: base, count: count)
        return log
    }

    /// The first `count` draws, from where they were written.
    func draws(_ count: Int) -> UnsafeBufferPointer<RecordedDraw> {
        UnsafeBufferPointer(start: base, count: count)
    }
}
