/// Room for values of a trivial type, reserved once and written in place
/// by the one value that holds it alone: a guided worker's draw log
/// (``DrawLog``) and a case's cells (``CaseFeatures``).
///
/// The holder keeps the count; the room keeps only the memory, so writing a
/// value is a comparison with ``capacity`` and a store, where appending to an
/// array checked the array's uniqueness and room through calls.
/// A holder that finds its room shared (`isKnownUniquelyReferenced`) takes
/// room of its own before writing, so a copy of the holder never sees the
/// other's writes: hence `@unchecked Sendable`.
final class ReservedRoom<Element>: @unchecked Sendable {
    /// Where the first value goes.
    let base: UnsafeMutablePointer<Element>
    /// How many values fit.
    let capacity: Int

    /// Room for `capacity` values (at least one), none written.
    init(capacity: Int) {
        self.capacity = Swift.max(1, capacity)
        base = .allocate(capacity: self.capacity)
    }

    /// The elements are trivial (``RecordedDraw``, `Int`), so there is
    /// nothing to deinitialize, only the memory to give back.
    deinit {
        base.deallocate()
    }

    /// Room for `capacity` values (at least `count`) holding this room's
    /// first `count`: what a holder that outgrew its room writes into.
    func copy(count: Int, capacity: Int) -> ReservedRoom {
        let room = ReservedRoom(capacity: Swift.max(capacity, count))
        room.base.initialize(from: base, count: count)
        return room
    }

    /// The first `count` values, where they were written.
    func prefix(_ count: Int) -> UnsafeBufferPointer<Element> {
        UnsafeBufferPointer(start: base, count: count)
    }
}
