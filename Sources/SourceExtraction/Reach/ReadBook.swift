/// The declarations the reader turned into parts of the spec, by location,
/// filled while it evaluates and maps the views (`Extractor+Reach.swift`).
struct ReadBook: Sendable {
    /// The locations read, by construct.
    private var read: [Reach.Construct: Set<String>] = [:]
    /// Containers found inside a screen or a presentation, which the model
    /// does not nest: evaluated, not read.
    private var unmodelled: Set<String> = []

    /// Records `location` of `construct` as read.
    mutating func note(_ construct: Reach.Construct, _ location: String) {
        read[construct, default: []].insert(location)
    }

    /// Records a container the model does not hold.
    mutating func noteUnmodelled(_ location: String) { unmodelled.insert(location) }

    /// Whether `location` of `construct` was read.
    func contains(_ construct: Reach.Construct, _ location: String) -> Bool {
        if construct == .containers, unmodelled.contains(location) { return false }
        return read[construct]?.contains(location) ?? false
    }
}
