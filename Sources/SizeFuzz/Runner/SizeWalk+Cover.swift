extension SizeWalk {
    /// The failing parts of `cells` (from ``run()``) as few rectangles.
    ///
    /// Greedy, in three passes. First the cells that fail wholly, in
    /// rectangles of every shape: from the first such cell not yet covered
    /// (by width, then height) a rectangle grows wider, then taller, then
    /// shorter, over such cells. Then, for each side of the diagonal, the
    /// cells that fail only on that side, in rectangles that grow the same
    /// way over cells whose part on that side fails or is empty, clipped to
    /// the side (and without the qualifier when the clipped rectangle lies
    /// wholly on it). Last, a rectangle whose windows all lie in another is
    /// dropped. Ordered by narrowest width, then shortest height.
    func cover(_ cells: [[[Side: Bool]]]) -> [Rectangle] {
        let columns = Self.intervals(widths, cuts: widthCuts), rows = Self.intervals(heights, cuts: heightCuts)
        func whole(_ i: Int, _ j: Int) -> Bool { !cells[i][j].values.contains(false) }
        func rectangle(_ span: (ClosedRange<Int>, ClosedRange<Int>)) -> (ClosedRange<Int>, ClosedRange<Int>) {
            (columns[span.0.lowerBound].lowerBound...columns[span.0.upperBound].upperBound,
             rows[span.1.lowerBound].lowerBound...rows[span.1.upperBound].upperBound)
        }
        var result = greedy(columns.count, rows.count, needed: whole, includable: whole).map { span in
            let (width, height) = rectangle(span)
            return Rectangle(width: width, height: height, shape: .all)
        }
        for side in Side.allCases {
            let spans = greedy(columns.count, rows.count, needed: { cells[$0][$1][side] == true && !whole($0, $1) },
                               includable: { cells[$0][$1][side] != false })
            for span in spans {
                let (width, height) = rectangle(span)
                if let clipped = Self.clipped(width, height, side) { result.append(clipped) }
            }
        }
        var kept: [Rectangle] = []
        for (index, candidate) in result.enumerated() {
            let redundant = result.indices.contains { other in
                other != index && Self.windows(of: candidate, lieIn: result[other])
                    && !(other > index && Self.windows(of: result[other], lieIn: candidate))
            }
            if !redundant { kept.append(candidate) }
        }
        return kept.sorted {
            ($0.width.lowerBound, $0.height.lowerBound, $0.width.upperBound, $0.height.upperBound)
                < ($1.width.lowerBound, $1.height.lowerBound, $1.width.upperBound, $1.height.upperBound)
        }
    }

    /// Rectangles of cells covering every `needed` cell, each grown from the
    /// first uncovered one (by column, then row) over `includable` cells:
    /// wider, then taller, then shorter.
    private func greedy(_ columnCount: Int, _ rowCount: Int, needed: (Int, Int) -> Bool, includable: (Int, Int) -> Bool)
        -> [(ClosedRange<Int>, ClosedRange<Int>)] {
        var covered = Array(repeating: Array(repeating: false, count: rowCount), count: columnCount)
        var found: [(ClosedRange<Int>, ClosedRange<Int>)] = []
        for i in 0..<columnCount {
            for j in 0..<rowCount where needed(i, j) && !covered[i][j] {
                var right = i, top = j, bottom = j
                while right + 1 < columnCount, includable(right + 1, j) { right += 1 }
                while top + 1 < rowCount, (i...right).allSatisfy({ includable($0, top + 1) }) { top += 1 }
                while bottom > 0, (i...right).allSatisfy({ includable($0, bottom - 1) }) { bottom -= 1 }
                for a in i...right { for b in bottom...top { covered[a][b] = true } }
                found.append((i...right, bottom...top))
            }
        }
        return found
    }

    /// Whether every window of `inner` is a window of `outer`.
    static func windows(of inner: Rectangle, lieIn outer: Rectangle) -> Bool {
        guard outer.width.lowerBound <= inner.width.lowerBound, inner.width.upperBound <= outer.width.upperBound,
              outer.height.lowerBound <= inner.height.lowerBound, inner.height.upperBound <= outer.height.upperBound
        else { return false }
        switch outer.shape {
        case .all: return true
        case .widerThanTall:
            return inner.shape == .widerThanTall || inner.width.lowerBound >= inner.height.upperBound + 1
        case .notWiderThanTall:
            return inner.shape == .notWiderThanTall || inner.width.upperBound <= inner.height.lowerBound
        }
    }

    /// `width` × `height` cut to `side` of the diagonal: as a rectangle of
    /// that shape, or of every shape when the cut lies wholly on that side.
    static func clipped(_ width: ClosedRange<Int>, _ height: ClosedRange<Int>, _ side: Side) -> Rectangle? {
        switch side {
        case .wider:
            // width >= height + 1
            let top = min(height.upperBound, width.upperBound - 1), left = max(width.lowerBound, height.lowerBound + 1)
            guard top >= height.lowerBound, left <= width.upperBound else { return nil }
            let whole = left >= top + 1
            return Rectangle(width: left...width.upperBound, height: height.lowerBound...top, shape: whole ? .all : .widerThanTall)
        case .notWider:
            // width <= height
            let bottom = max(height.lowerBound, width.lowerBound), right = min(width.upperBound, height.upperBound)
            guard bottom <= height.upperBound, right >= width.lowerBound else { return nil }
            let whole = right <= bottom
            return Rectangle(width: width.lowerBound...right, height: bottom...height.upperBound, shape: whole ? .all : .notWiderThanTall)
        }
    }
}
