import LayoutModel
import SizeFuzz

extension HTMLReport {
    /// Failures with one cause, shown under one heading: the failures of one
    /// app whose minimal scenarios are the same and fail at the same step of
    /// the same scene because of the same view (content-fits and
    /// no-fixed-width-overflow of an `HStack` with a fixed frame); any other
    /// failure is a group of its own.
    struct FailureGroup {
        /// The failures, as indices into the run's failures, in run order.
        var members: [Int]
        /// The section's number on the page (`failure-N`), from 1.
        var number: Int

        /// The run's failures in groups, in the order of each group's first
        /// failure.
        static func groups(_ failures: [Failure]) -> [FailureGroup] {
            var groups: [FailureGroup] = []
            var keys: [String?] = []
            for (index, failure) in failures.enumerated() {
                let key = causeKey(failure)
                if let key, let at = keys.firstIndex(of: key) {
                    groups[at].members.append(index)
                } else {
                    groups.append(FailureGroup(members: [index], number: groups.count + 1))
                    keys.append(key)
                }
            }
            return groups
        }

        /// The view a width failure is about, with the app, the scenario and
        /// the step: `nil` for a failure of another kind, which shares its
        /// heading with none.
        static func causeKey(_ failure: Failure) -> String? {
            guard failure.invariant == .contentFits || failure.invariant == .noFixedWidthOverflow,
                  let layout = failingLayout(of: failure) else { return nil }
            let overflow = failure.invariant == .contentFits
                ? layout.content.overflows.first { !$0.isGrid }
                : layout.content.overflows.first(where: \.involvesFixedWidth)
            guard let overflow else { return nil }
            let scenario = ([failure.scenario.window.scenarioDescription] + failure.scenario.events.map(\.description))
                .joined(separator: "\n")
            return "\(failure.app.name)\n\(scenario)\n\(failure.violation.step) \(failure.violation.scene)\n\(overflow.path)"
        }
    }

    /// The layout of the failing scene after the failing step (the first
    /// scene's when the failing one is gone), replayed from the scenario.
    static func failingLayout(of failure: Failure) -> Layout? {
        var evaluator = Evaluator(model: failure.model, window: failure.scenario.window, invariants: InvariantSet([]))
        for event in failure.scenario.events.prefix(failure.violation.step) { evaluator.apply(event) }
        let scene = failure.violation.scene
        return evaluator.layouts.indices.contains(scene) ? evaluator.layouts[scene] : evaluator.layouts.first
    }

    /// The table at the top of a failing page, under the filters: one row a
    /// failure (its section's number, app, invariant, the failing window, the
    /// region, the message, and the source line when the failure has one),
    /// each linking to its section; failures of one cause share a number.
    struct SummaryTable {
        var report: HTMLReport
        var groups: [FailureGroup]

        /// Where in the app's source failure `index` comes from
        /// (`Sources/App/File.swift:12:5`, from the package), when the app was read from source; the column
        /// is left out when no failure has one.
        func sourceLine(of index: Int) -> String? {
            report.report(of: index).sourceEntry.map { CodeFrame.relativeLocation($0.location) }
        }

        var html: String {
            let failures = report.result.failures
            let filters = Filters(failures)
            var section: [Int: Int] = [:]
            for group in groups { for member in group.members { section[member] = group.number } }
            let sources = failures.indices.map(sourceLine(of:))
            let hasSource = sources.contains { $0 != nil }
            var html = filters.isUseful ? filters.html : "<span id=\"summary\"></span>\n"
            html += "<table class=\"summary\">\n<thead><tr><th>#</th><th>App</th><th>Invariant</th><th>Failing window</th>"
                + "<th>Region</th><th>What it saw</th>" + (hasSource ? "<th>Source</th>" : "") + "</tr></thead>\n<tbody>\n"
            for (index, failure) in failures.enumerated() {
                let number = section[index] ?? index + 1
                let window = failingLayout(of: failure).map { "\($0.window.mode.rawValue) \($0.window.size)" } ?? ""
                let region = HTMLReport.regionSummary(of: failure)
                html += "<tr class=\"failure \(filters.classes([failure]))\"><td><a href=\"#failure-\(number)\">\(number)</a></td>"
                    + "<td>\(Markup.escape(failure.app.name))</td>"
                    + "<td><a href=\"#failure-\(number)\">\(Markup.escape(failure.invariant.rawValue))</a></td>"
                    + "<td data-label=\"window\">\(Markup.escape(window))</td><td data-label=\"region\">\(Markup.escape(region))</td>"
                    + "<td class=\"said\">\(Markup.escape(failure.violation.message))</td>"
                    + (hasSource ? "<td data-label=\"source\"><code>\(Markup.escape(sources[index] ?? ""))</code></td>" : "") + "</tr>\n"
            }
            return html + "</tbody>\n</table>\n"
        }
    }

    /// The failing region in one line, as the failure's section states it:
    /// one area of window sizes, or `2 areas: A; B`; the windows it fails in
    /// (`fails in 3 of 8 windows`); the one range; else `any size`.
    static func regionSummary(of failure: Failure) -> String {
        switch failure.regionMap {
        case let .sizes(sizes)?:
            let areas = sizes.rectangles.map { sizes.description(of: $0) }
            if areas.count == 1 { return areas[0] }
            return "\(areas.count) areas: " + areas.joined(separator: "; ")
        case let .windows(windows)?:
            return "fails in \(windows.failing.count) of \(windows.failing.count + windows.passing.count) windows"
        case nil:
            return failure.region.map(\.description) ?? "any size"
        }
    }
}
