/// The walk behind a ``SizeRegion``, on the pixel grid: the screen's widths
/// and heights are cut into cells at given lines (the app's breakpoints, the
/// size-class threshold, the edges the one-dimensional walks found), each
/// cell into the part wider than tall and the rest, and each part is tried
/// at its corners. Parts whose corners agree take that outcome; where they
/// disagree, a bisection along the edge between two disagreeing corners finds
/// the line between passing and failing, which becomes a new cut. The
/// failing parts are then merged into few rectangles.
///
/// Deterministic: cells, corners and cuts are visited in ascending order,
/// and nothing depends on a hash's order. Cost: about three sizes tried per
/// cell, plus `log2(pixels)` for each cut found, at most
/// ``Limits/foundCuts`` of them.
///
/// A cell whose corners agree is taken to be uniform: between two of the
/// app's breakpoints its layout does not change, and the walk adds the
/// edges the one-dimensional walks found and the failing window itself as
/// cuts, so the failing window is always a corner.
struct SizeWalk {
    /// A size in whole pixels.
    struct Pixel: Hashable {
        var width: Int
        var height: Int
    }

    /// A rectangle of cells' pixels and which of its parts is meant.
    struct Rectangle: Hashable {
        var width: ClosedRange<Int>
        var height: ClosedRange<Int>
        var shape: SizeRectangle.Shape
    }

    /// What bounds the walk's cost.
    struct Limits {
        /// The most cuts the walk adds by bisection. Default 32.
        var foundCuts = 32
    }

    /// One half of a cell: windows wider than tall, or the others.
    enum Side: CaseIterable {
        case wider, notWider
    }

    /// The widths walked, in pixels.
    let widths: ClosedRange<Int>
    /// The heights walked, in pixels.
    let heights: ClosedRange<Int>
    /// Where each axis is cut: a cut `c` separates `c - 1` from `c`;
    /// ascending, inside the range (above its lower bound).
    private(set) var widthCuts: [Int]
    private(set) var heightCuts: [Int]
    /// The outcomes known so far.
    private(set) var known: [Pixel: Bool]
    /// How many sizes the walk tried itself.
    private(set) var tried = 0
    /// Whether every part settled.
    private(set) var settled = true
    private let limits: Limits
    private let fails: (Pixel) -> Bool

    /// A walk over `widths` × `heights` cut at `widthCuts` and `heightCuts`
    /// (any order; those outside are dropped), starting from the outcomes
    /// in `known`, trying sizes with `fails`.
    init(widths: ClosedRange<Int>, heights: ClosedRange<Int>, widthCuts: [Int], heightCuts: [Int],
         known: [Pixel: Bool] = [:], limits: Limits = Limits(), fails: @escaping (Pixel) -> Bool) {
        self.widths = widths
        self.heights = heights
        self.widthCuts = Self.cuts(widthCuts, inside: widths)
        self.heightCuts = Self.cuts(heightCuts, inside: heights)
        self.known = known
        self.limits = limits
        self.fails = fails
    }

    /// `cuts` sorted, unique, and strictly above `range`'s lower bound, at or below its upper bound.
    private static func cuts(_ cuts: [Int], inside range: ClosedRange<Int>) -> [Int] {
        Array(Set(cuts.filter { $0 > range.lowerBound && $0 <= range.upperBound })).sorted()
    }

    /// The cells along one axis.
    static func intervals(_ range: ClosedRange<Int>, cuts: [Int]) -> [ClosedRange<Int>] {
        let starts = [range.lowerBound] + cuts, ends = cuts.map { $0 - 1 } + [range.upperBound]
        return zip(starts, ends).map { $0...$1 }
    }

    /// The corners of `side` of the cell `width` × `height`: the cell's
    /// corners on that side and where the diagonal crosses its edges.
    static func corners(_ side: Side, width: ClosedRange<Int>, height: ClosedRange<Int>) -> [Pixel] {
        // Wider than tall: width >= height + 1; the others: width <= height.
        let offset = side == .wider ? 1 : 0
        func inside(_ w: Int, _ h: Int) -> Bool { side == .wider ? w >= h + 1 : w <= h }
        var corners: [Pixel] = []
        func add(_ w: Int, _ h: Int) {
            guard width.contains(w), height.contains(h), inside(w, h) else { return }
            let pixel = Pixel(width: w, height: h)
            if !corners.contains(pixel) { corners.append(pixel) }
        }
        let (w0, w1, h0, h1) = (width.lowerBound, width.upperBound, height.lowerBound, height.upperBound)
        add(w0, h0); add(w1, h0); add(w1, h1); add(w0, h1)
        add(h0 + offset, h0); add(h1 + offset, h1); add(w0, w0 - offset); add(w1, w1 - offset)
        return corners
    }

    /// Whether the window of `pixel` fails, asked once.
    private mutating func outcome(_ pixel: Pixel) -> Bool {
        if let known = known[pixel] { return known }
        let result = fails(pixel)
        tried += 1
        known[pixel] = result
        return result
    }

    /// Settles every cell, adding cuts where corners disagree, and returns
    /// each cell's outcome per side: `nil` where the cell has no such part.
    mutating func run() -> [[[Side: Bool]]] {
        var found = 0
        search: while true {
            let columns = Self.intervals(widths, cuts: widthCuts), rows = Self.intervals(heights, cuts: heightCuts)
            for column in columns {
                for row in rows {
                    for side in Side.allCases {
                        let corners = Self.corners(side, width: column, height: row)
                        let outcomes = corners.map { outcome($0) }
                        guard outcomes.contains(true), outcomes.contains(false) else { continue }
                        guard found < limits.foundCuts else { settled = false; continue }
                        found += 1
                        split(corners, outcomes)
                        continue search
                    }
                }
            }
            break
        }
        let columns = Self.intervals(widths, cuts: widthCuts), rows = Self.intervals(heights, cuts: heightCuts)
        return columns.map { column in
            rows.map { row in
                var parts: [Side: Bool] = [:]
                for side in Side.allCases {
                    let corners = Self.corners(side, width: column, height: row)
                    // An unsettled part counts as failing if any corner fails.
                    if !corners.isEmpty { parts[side] = corners.contains { known[$0] == true } }
                }
                return parts
            }
        }
    }

    /// Adds the cut between two disagreeing corners on one edge: two on
    /// the same row, else the same column, else the same diagonal.
    private mutating func split(_ corners: [Pixel], _ outcomes: [Bool]) {
        let pairs = corners.indices.flatMap { a in corners.indices.filter { $0 > a && outcomes[$0] != outcomes[a] }.map { (a, $0) } }
        func first(_ test: (Pixel, Pixel) -> Bool) -> (Pixel, Pixel)? {
            pairs.first { test(corners[$0.0], corners[$0.1]) }.map { (corners[$0.0], corners[$0.1]) }
        }
        if let (a, b) = first({ $0.height == $1.height }) {
            let edge = bisect(from: a.width, to: b.width) { Pixel(width: $0, height: a.height) }
            insert(edge, into: &widthCuts)
        } else if let (a, b) = first({ $0.width == $1.width }) {
            let edge = bisect(from: a.height, to: b.height) { Pixel(width: a.width, height: $0) }
            insert(edge, into: &heightCuts)
        } else if let (a, b) = first({ $0.width - $0.height == $1.width - $1.height }) {
            let offset = a.width - a.height
            let edge = bisect(from: a.width, to: b.width) { Pixel(width: $0, height: $0 - offset) }
            insert(edge, into: &widthCuts)
            insert(edge - offset, into: &heightCuts)
        }
    }

    /// The higher of two neighbouring values between `from` and `to` whose
    /// sizes disagree, by bisection (`from` and `to` disagree).
    private mutating func bisect(from: Int, to: Int, _ pixel: (Int) -> Pixel) -> Int {
        let start = outcome(pixel(from))
        var near = from, far = to
        while abs(far - near) > 1 {
            let middle = near + (far - near) / 2
            if outcome(pixel(middle)) == start { near = middle } else { far = middle }
        }
        return max(near, far)
    }

    private func insert(_ cut: Int, into cuts: inout [Int]) {
        guard let position = cuts.firstIndex(where: { $0 >= cut }) else { cuts.append(cut); return }
        if cuts[position] != cut { cuts.insert(cut, at: position) }
    }
}
