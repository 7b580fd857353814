import LayoutModel

/// How much of an app's reachable cells a run visited.
public struct CoverageSummary: Hashable, Sendable {
    /// Reachable cells visited.
    public var visited: Int
    /// Reachable cells.
    public var reachable: Int
    /// The reachable cells not visited, in index order.
    public var unvisited: [CoverageCell]

    /// `visited / reachable` in percent (100 when nothing is reachable).
    public var percent: Double { reachable == 0 ? 100 : Double(visited) * 100 / Double(reachable) }
}

extension CoverageSpace {
    /// The coverage `map` shows in this space. Cells outside the reachable
    /// set are not counted (the tests check a run never visits one).
    public func summary(of map: CoverageMap) -> CoverageSummary {
        var visited = 0
        var unvisited: [CoverageCell] = []
        for index in reachableIndices {
            if map.contains(index) { visited += 1 } else { unvisited.append(cell(at: index)) }
        }
        return CoverageSummary(visited: visited, reachable: reachableCount, unvisited: unvisited)
    }

    /// The cells `map` holds that the space says are unreachable.
    public func unreachableVisits(in map: CoverageMap) -> [CoverageCell] {
        map.indices.filter { $0 >= reachable.count || !reachable[$0] }.map(cell(at:))
    }

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
        let event = cell.event == 0 ? "at launch"
            : "after \(AppStatistics.eventNames[min(cell.event - 1, AppStatistics.eventNames.count - 1)])"
        return "\(cell.device.name) \(mode) \(cell.horizontal == .regular ? "regular" : "compact"), "
            + "\(cell.container.name), \(width), \(event)"
    }
}
