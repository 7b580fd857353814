import LayoutModel
import SizeFuzz

extension RunReport {
    /// The semantic coverage of the configuration's app `index`.
    ///
    /// Builds that app's coverage space only: building every app's for each
    /// line was most of the time the report took.
    func semanticCoverage(_ index: Int) -> (space: CoverageSpace, summary: CoverageSummary) {
        let model = AppModel(result.configuration.apps[index], platform: result.configuration.platform)
        let space = CoverageSpace(model: model, breakpoints: Breakpoints(model: model))
        return (space, space.summary(of: result.statistics[index].cells))
    }

    /// `    semantic cells 412/1530 (26.9%); unvisited: A; B; C; and 1115 more`.
    func semanticLine(_ index: Int) -> String {
        let (space, summary) = semanticCoverage(index)
        var line = "    semantic cells \(summary.visited)/\(summary.reachable) (\(Self.percent(summary.percent)))"
        if !summary.unvisited.isEmpty {
            line += "; unvisited: " + summary.unvisited.prefix(3).map(space.describe).joined(separator: "; ")
            if summary.unvisited.count > 3 { line += "; and \(summary.unvisited.count - 3) more" }
        }
        return line
    }

    /// `{"visited", "reachable", "percent", "unvisited": [...]}`.
    func semanticJSON(_ index: Int) -> JSONValue {
        let (space, summary) = semanticCoverage(index)
        return .object([
            ("visited", .number(Double(summary.visited))),
            ("reachable", .number(Double(summary.reachable))),
            ("percent", .number((summary.percent * 10).rounded(.down) / 10)),
            ("unvisited", .array(summary.unvisited.map { .string(space.describe($0)) })),
        ])
    }

    /// The apps whose semantic coverage is below `minimum` percent, with theirs.
    func belowCoverage(_ minimum: Double) -> [(app: String, percent: Double)] {
        result.configuration.apps.indices.compactMap { index in
            let percent = semanticCoverage(index).summary.percent
            return percent < minimum ? (result.configuration.apps[index].name, percent) : nil
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
