import LayoutModel

extension RunResult: CustomStringConvertible {
    /// A few lines: the verdict, the invariants turned off if any
    /// (``RunConfiguration/invariantsOffLine``), one line per failure, one
    /// line of coverage per app. The full report of a failure is ``FailureReport``'s.
    public var description: String {
        let apps = configuration.apps.map(\.name).joined(separator: ", ")
        let checked = configuration.checkedInvariantCount
        var lines: [String] = []
        if passed {
            lines.append("passed: \(checked) invariants held in \(casesRun) cases of \(apps) (seed \(configuration.seed))")
        } else {
            lines.append("FAILED: \(failures.count) failures in \(casesRun) cases of \(apps) (seed \(configuration.seed))")
            for failure in failures {
                lines.append("  \(failure.app.name): \(failure.invariant.rawValue) at case \(failure.caseIndex): \(failure.violation.message)")
            }
        }
        if let off = configuration.invariantsOffLine { lines.append("  \(off)") }
        for (app, statistics) in zip(configuration.apps, self.statistics) {
            lines.append("  \(app.name): \(statistics)")
        }
        return lines.joined(separator: "\n")
    }
}

extension AppStatistics: CustomStringConvertible {
    /// `500 cases, 4412 steps, breakpoints hit 4/5, ~1185 distinct layouts`.
    public var description: String {
        let hit = breakpointsHit.filter { $0 }.count
        return "\(cases) cases, \(steps) steps, breakpoints hit \(hit)/\(breakpointsHit.count), ~\(layouts.estimate) distinct layouts"
    }
}
