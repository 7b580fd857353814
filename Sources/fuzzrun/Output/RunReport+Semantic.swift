import LayoutModel
import SizeFuzz
import SizeFuzzReport

extension RunReport {
    /// The coverage spaces of `runner`'s apps, from the models and
    /// breakpoints it ran with: the report's text, JSON, HTML page and
    /// `--min-coverage` then read one space an app instead of each building
    /// the app's model, breakpoints and space again
    /// (``CoverageSpace/spaces(of:)``).
    static func coverageSpaces(of runner: FuzzRunner) -> [CoverageSpace] {
        CoverageSpace.spaces(of: runner.generators)
    }

    /// The coverage space of the configuration's app `index`: ``spaces``'
    /// when the command built them, else that app's alone.
    func space(_ index: Int) -> CoverageSpace {
        if let spaces, spaces.indices.contains(index) { return spaces[index] }
        let model = AppModel(result.configuration.apps[index], platform: result.configuration.platform)
        return CoverageSpace(model: model, breakpoints: Breakpoints(model: model))
    }

    /// The semantic coverage of the configuration's app `index`, listing at
    /// most `limit` of its unvisited cells (``CoverageSpace/summary(of:listing:)``).
    func semanticCoverage(_ index: Int, listing limit: Int = .max) -> (space: CoverageSpace, summary: CoverageSummary) {
        let space = space(index)
        return (space, space.summary(of: result.statistics[index].cells, listing: limit))
    }

    /// `    semantic cells 412/1530 (26.9%); unvisited: A; B; C; and 1115 more`.
    func semanticLine(_ index: Int) -> String {
        let (space, summary) = semanticCoverage(index, listing: 3)
        var line = "    semantic cells \(summary.visited)/\(summary.reachable) (\(Self.percent(summary.percent)))"
        let unvisited = summary.reachable - summary.visited
        if unvisited > 0 {
            line += "; unvisited: " + summary.unvisited.map(space.describe).joined(separator: "; ")
            if unvisited > 3 { line += "; and \(unvisited - 3) more" }
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
            let percent = semanticCoverage(index, listing: 0).summary.percent
            return percent < minimum ? (result.configuration.apps[index].name, percent) : nil
        }
    }

    /// Whether every app's semantic coverage is at least `minimum` percent;
    /// if not, says which are below on standard error.
    func meetsCoverage(_ minimum: Double, console: Console) -> Bool {
        let below = belowCoverage(minimum)
        // A source app's own constructs count too: a model with nothing in
        // it cannot meet the bar on semantic cells alone.
        let sourceBelow = sourceCoverage.keys.sorted().compactMap { name in
            sourceCoverage[name].flatMap { $0.percent < minimum ? "\(name) \(Self.percent($0.percent)) (\($0.summary))" : nil }
        }
        if !sourceBelow.isEmpty {
            console.err("fuzzrun: source coverage below --min-coverage \(Points.format(minimum))%: \(sourceBelow.joined(separator: ", "))\n")
        }
        guard !below.isEmpty else { return sourceBelow.isEmpty }
        let list = below.map { "\($0.app) \(Self.percent($0.percent))" }.joined(separator: ", ")
        console.err("fuzzrun: semantic coverage below --min-coverage \(Points.format(minimum))%: \(list)\n")
        return false
    }

    /// `26.9%`, rounded down to a tenth.
    static func percent(_ value: Double) -> String { ReportText.percent(value) }
}
