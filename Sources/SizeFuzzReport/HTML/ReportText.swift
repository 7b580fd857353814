public import LayoutModel
public import SizeFuzz

/// The words every report of a run shares, in text, JSON and HTML: the
/// verdict line, counts and shares, and the names coverage is counted under.
public enum ReportText {
    /// The verdict line: FAILED, interrupted (with no failure found before
    /// the interrupt), nothing checked (no case ran), INCONCLUSIVE (no
    /// failure over a reading too thin to mean anything) or passed.
    /// - Parameters:
    ///   - result: the run.
    ///   - thinApps: each app read too thinly to pass, with its first reason;
    ///     empty when every reading may pass.
    /// - Returns: `fuzzrun: FAILED: 2 failures in 1,000 cases of 1 app (seed 1)` and the like.
    public static func verdict(of result: RunResult, thinApps: [(app: String, reason: String)]) -> String {
        let configuration = result.configuration
        let apps = configuration.apps.count
        let scope = "\(count(result.casesRun, "case")) of \(count(apps, "app")) (seed \(configuration.seed))"
            + (configuration.shard == .whole ? "" : ", shard \(configuration.shard.index)/\(configuration.shard.count)")
        let stop = result.interrupted ? ", interrupted" : result.stoppedEarly ? ", stopped at the time limit" : ""
        let checked = configuration.checkedInvariantCount
        if !result.failures.isEmpty {
            let count = result.failures.count
            return "fuzzrun: FAILED: \(count) failure\(count == 1 ? "" : "s") in \(scope)\(stop)"
        }
        if result.interrupted { return "fuzzrun: interrupted: no failure in \(scope)" }
        if result.casesRun == 0 { return "fuzzrun: nothing checked: \(scope)\(stop)" }
        if isInconclusive(result, thinApps: thinApps), let first = thinApps.first {
            let more = thinApps.count > 1 ? " (and \(thinApps.count - 1) more app\(thinApps.count == 2 ? "" : "s"))" : ""
            return "fuzzrun: INCONCLUSIVE: no failure in \(scope), but \(first.app) was read too thinly to pass: "
                + "\(first.reason)\(more); `--allow-thin` passes it"
        }
        return "fuzzrun: passed: \(checked) invariant\(checked == 1 ? "" : "s") held in \(scope)\(stop)"
    }

    /// Whether a run found no failure over a reading too thin to mean
    /// anything: `INCONCLUSIVE`.
    /// - Parameters:
    ///   - result: the run.
    ///   - thinApps: each app read too thinly to pass.
    /// - Returns: whether cases ran, nothing failed or interrupted them, and some app is thin.
    public static func isInconclusive(_ result: RunResult, thinApps: [(app: String, reason: String)]) -> Bool {
        result.failures.isEmpty && result.casesRun > 0 && !result.interrupted && !thinApps.isEmpty
    }

    /// `1 case`, `2 cases`.
    /// - Parameters:
    ///   - value: how many.
    ///   - noun: the singular, which takes an `s` for any other count.
    /// - Returns: the count and the noun.
    public static func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 ? "" : "s")"
    }

    /// `26.9%`, rounded down to a tenth.
    /// - Parameter value: a percentage.
    /// - Returns: it with one decimal and a percent sign.
    public static func percent(_ value: Double) -> String { "\((value * 10).rounded(.down) / 10)%" }

    /// The size classes coverage counts steps under (horizontal/vertical).
    public static let sizeClassNames = ["compact/compact", "compact/regular", "regular/compact", "regular/regular"]

    /// The names of the window modes of `os`, then `external display`.
    /// - Parameter os: the run's version of iPadOS.
    /// - Returns: one name a mode coverage counts steps under.
    public static func modeNames(on os: OSVersion) -> [String] {
        WindowMode.modes(on: os).map(\.rawValue) + ["external display"]
    }

    /// The step counts of ``modeNames(on:)``'s modes in `total`.
    /// - Parameters:
    ///   - total: the run's statistics.
    ///   - os: the run's version of iPadOS.
    /// - Returns: one count a name.
    public static func modeCounts(_ total: AppStatistics, on os: OSVersion) -> [Int] {
        WindowMode.modes(on: os).map { total.modes[$0.ordinal] } + [total.modes[WindowMode.allCases.count]]
    }
}
