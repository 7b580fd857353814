/// The room where a source that keeps only marks (a guided worker's source,
/// ``ChoiceSource/init(markingEventsWithSeed:)``) writes its draws: reserved
/// once for the worker, so that recording a draw is a comparison and a
/// store. Appended to an array, each draw checked the array's uniqueness
/// (`swift_isUniquelyReferenced_nonNull_native`) and room through calls:
/// about 95 instructions a draw, 160 M of a guided run of 200,000 cases
/// (measured with callgrind).
///
/// The log holds only the room (``ReservedRoom``); the source keeps the count, its
/// ``ChoiceSource/drawCount`` (a recording source records every draw it
/// counts), so the first `drawCount` draws are the case's. A copy of the
/// source shares the log, so a marking source is copied only between cases,
/// and ``ChoiceSource/ownDraws()`` at the start of a case gives a source
/// whose log is shared a log of its own.
typealias DrawLog = ReservedRoom<RecordedDraw>
