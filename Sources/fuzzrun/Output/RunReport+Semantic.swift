import LayoutModel
import SizeFuzz

extension RunReport {
    /// Each app's semantic coverage, in the order of the configuration's apps.
    var semanticCoverage: [(space: CoverageSpace, summary: CoverageSummary)] {
        zip(result.configuration.apps, result.statistics).map { app, stats in
            let model = AppModel(app, platform: result.configuration.platform)
            let space = CoverageSpace(model: model, breakpoints: Breakpoints(model: model))
            return (space, space.summary(of: stats.cells))
        }
    }

    /// `    semantic cells 412/1530 (26.9%); unvisited: A; B; C; and 1115 more`.
    func semanticLine(_ index: Int) -> String {
        let (space, summary) = semanticCoverage[index]
        var line = "    semantic cells \(summary.visited)/\(summary.reachable) (\(Self.percent(summary.percent)))"
        if !summary.unvisited.isEmpty {
            line += "; unvisited: " + summary.unvisited.prefix(3).map(space.describe).joined(separator: "; ")
            if summary.unvisited.count > 3 { line += "; and \(summary.unvisited.count - 3) more" }
        }
        return line
    }

    /// `{"visited", "reachable", "percent", "unvisited": [...]}`.
    func semanticJSON(_ index: Int) -> JSONValue {
        let (space, summary) = semanticCoverage[index]
        return .object([
            ("visited", .number(Double(summary.visited))),
            ("reachable", .number(Double(summary.reachable))),
            ("percent", .number((summary.percent * 10).rounded(.down) / 10)),
            ("unvisited", .array(summary.unvisited.map { .string(space.describe($0)) })),
        ])
    }

    /// The apps whose semantic coverage is below `minimum` percent, with theirs.
    func belowCoverage(_ minimum: Double) -> [(app: String, percent: Double)] {
        zip(result.configuration.apps, semanticCoverage).compactMap { app, coverage in
            coverage.summary.percent < minimum ? (app.name, coverage.summary.percent) : nil
        }
    }

    /// Whether every app's semantic coverage is at least `minimum` percent;
    /// if not, says which are below on standard error.
    func meetsCoverage(_ minimum: Double, console: Console) -> Bool {
        let below = belowCoverage(minimum)
        guard !below.isEmpty else { return true }
        let list = below.map { "\($0.app) \(Self.percent($0.percent))" }.joined(separator: ", ")
        console.err("fuzzrun: semantic coverage below --min-coverage \(Points.format(minimum))%: \(list)\n")
        return false
    }

    /// `26.9%`, rounded down to a tenth.
    static func percent(_ value: Double) -> String { "\((value * 10).rounded(.down) / 10)%" }
}
