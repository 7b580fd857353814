import LayoutModel

/// How much of an app's reachable cells a run visited.
public struct CoverageSummary: Hashable, Sendable {
    /// Reachable cells visited.
    public var visited: Int
    /// Reachable cells.
    public var reachable: Int
    /// The reachable cells not visited, in index order: all of them, or the
    /// first few that ``CoverageSpace/summary(of:listing:)`` was asked for
    /// (there are `reachable - visited` in all).
    public var unvisited: [CoverageCell]

    /// `visited / reachable` in percent (100 when nothing is reachable).
    public var percent: Double { reachable == 0 ? 100 : Double(visited) * 100 / Double(reachable) }
}

extension CoverageSpace {
    /// The coverage `map` shows in this space. Cells outside the reachable
    /// set are not counted (the tests check a run never visits one).
    public func summary(of map: CoverageMap) -> CoverageSummary {
        summary(of: map, listing: reachableCount)
    }

    /// The coverage `map` shows in this space, with only the first `limit`
    /// unvisited cells in ``CoverageSummary/unvisited`` (the rest are
    /// counted: `reachable - visited`). The counts are read a word at a
    /// time, and only the cells listed are decoded.
    public func summary(of map: CoverageMap, listing limit: Int) -> CoverageSummary {
        CoverageSummary(visited: reachable.countShared(with: map), reachable: reachableCount,
                        unvisited: reachable.firstMissing(limit, from: map).map(cell(at:)))
    }

    /// Whether cell `index` is reachable.
    public func isReachable(_ index: Int) -> Bool { reachable.contains(index) }

    /// The cells `map` holds that the space says are unreachable.
    public func unreachableVisits(in map: CoverageMap) -> [CoverageCell] {
        map.indices.filter { !reachable.contains($0) }.map(cell(at:))
    }

    /// ``AppStatistics/eventNames``, built once: building them for each
    /// cell a report describes cost about 55,000 instructions a cell.
    static let eventNames = AppStatistics.eventNames

    /// `ipad-stage stage regular, split expanded, width 620..<678, after resize`.
    public func describe(_ cell: CoverageCell) -> String {
        let mode = cell.mode < WindowMode.allCases.count ? WindowMode.allCases[cell.mode].rawValue : "external display"
        let width: String
        if widths.isEmpty {
            width = "any width"
        } else if cell.interval == 0 {
            width = "width <\(Points.format(widths[0]))"
        } else if cell.interval >= widths.count {
            width = "width >=\(Points.format(widths[widths.count - 1]))"
        } else {
            width = "width \(Points.format(widths[cell.interval - 1]))..<\(Points.format(widths[cell.interval]))"
        }
        let names = Self.eventNames
        let event = cell.event == 0 ? "at launch" : "after \(names[min(cell.event - 1, names.count - 1)])"
        return "\(cell.device.name) \(mode) \(cell.horizontal == .regular ? "regular" : "compact"), "
            + "\(cell.container.name), \(width), \(event)"
    }
}
