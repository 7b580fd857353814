/// Labels along one axis of a drawing (breakpoints under a map's edge),
/// placed in one row in the order of their values, none over another: each
/// label as near its value's position as the others let it be, the ones
/// moved joined to their position by a leader line.
///
/// A label is moved only as far as its neighbours need; when the row cannot
/// hold every label at once, they take more rows, the labels of each row
/// still in order (a label's leader line says which position it names).
struct LabelRow {
    /// Where each label would sit: its value's position on the axis.
    var positions: [Double]
    /// Each label's extent along the axis (its width on a horizontal axis).
    var extents: [Double]
    /// The space between two labels.
    var gap: Double
    /// Where the labels' extents must stay.
    var bounds: ClosedRange<Double>

    /// The placed labels: for each, its row (0 nearest the axis) and the
    /// centre of its extent, in the order of ``positions``.
    ///
    /// - Complexity: O(n × rows), n the number of labels.
    var placed: [(row: Int, centre: Double)] {
        guard !positions.isEmpty else { return [] }
        let order = positions.indices.sorted { (positions[$0], $0) < (positions[$1], $1) }
        let room = bounds.upperBound - bounds.lowerBound
        var rows = 1
        while rows < order.count {
            let widest = (0..<rows).map { row in
                stride(from: row, to: order.count, by: rows).reduce(0.0) { $0 + extents[order[$1]] + gap } - gap
            }.max() ?? 0
            if widest <= room { break }
            rows += 1
        }
        var result = [(row: Int, centre: Double)](repeating: (0, 0), count: positions.count)
        for row in 0..<rows {
            let members = stride(from: row, to: order.count, by: rows).map { order[$0] }
            for (index, centre) in zip(members, Self.spread(members.map { positions[$0] }, extents: members.map { extents[$0] },
                                                            gap: gap, bounds: bounds)) {
                result[index] = (row, centre)
            }
        }
        return result
    }

    /// Centres for labels at ascending `wanted` positions that keep them
    /// `gap` apart and inside `bounds` where they fit: pushed along from the
    /// first, then back from the end if the last passes it.
    static func spread(_ wanted: [Double], extents: [Double], gap: Double, bounds: ClosedRange<Double>) -> [Double] {
        var centres = wanted
        for index in centres.indices {
            let least = index == 0 ? bounds.lowerBound + extents[0] / 2
                : centres[index - 1] + extents[index - 1] / 2 + gap + extents[index] / 2
            centres[index] = max(centres[index], least)
        }
        for index in centres.indices.reversed() {
            let most = index == centres.count - 1 ? bounds.upperBound - extents[index] / 2
                : centres[index + 1] - extents[index + 1] / 2 - gap - extents[index] / 2
            centres[index] = min(centres[index], most)
        }
        return centres
    }
}
