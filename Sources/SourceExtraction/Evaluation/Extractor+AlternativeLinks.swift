import SourceSyntax

// A `switch` over data the source does not hold (`switch section.kind {
// case .news: NewsSection() case .events: EventsSection() ... }` in a row
// of a `ForEach`) shows one case per value; the reader lays out the first.
// The links of every other case the value could take are the screen's
// pushes too: for some data the screen shows them, and each leads to a
// screen of the app. They are kept as links beside the first case's views,
// never laid out, so the union of the cases is never counted as present
// at once.
extension Extractor {
    /// `value` with the links of the other cases beside it (every case but
    /// `shown` whose patterns may match `subject`), read without leaving
    /// anything else of them in the reading: their containers, gates,
    /// presentations and assumptions are not the screen's. Only where each
    /// link leads is kept, and the steps spent.
    mutating func withAlternativeLinks(_ value: Value, cases: [SwitchCase], shown: Int, subject: Value,
                                       _ scope: Scope) -> Value {
        guard case .view(let tree) = value else { return value }
        let before = self
        var found: [(Value, Site)] = []
        for (number, item) in cases.enumerated() where number != shown {
            var inner = scope
            var possible = item.isDefault
            for pattern in item.items where !possible {
                if match(pattern.pattern, subject, &inner) != false { possible = true }
            }
            guard possible, case .view(let alternative) = branchValue(item.statements, inner) else { continue }
            found += Self.links(in: alternative)
        }
        let destinations = linkDestinations, left = budget
        self = before
        linkDestinations = destinations
        budget = left
        guard !found.isEmpty, let at = Self.site(of: tree) ?? found.first?.1 else { return value }
        return .view(.modified(tree, .accessoryLinks(found), at: at))
    }
}
