import LayoutModel
public import SizeFuzz

/// A run's report as one self-contained HTML page: the verdict and a table of
/// the failures; per failure (or group of failures of one cause,
/// `FailureGroup`) a folding section with the message, the minimal scenario
/// as a filmstrip, the failing step before and after at one scale with the
/// failure marked, the failing region as a map of window sizes
/// with the app's breakpoints (or the windows it fails in), the
/// regression test and the replay command; and the run's coverage as small
/// charts. Light and dark themes.
///
/// Inline SVG and CSS only. A Content-Security-Policy forbids scripts and
/// every remote load, and every string from input is escaped: a report is
/// opened by people who did not write the spec behind it.
///
/// `fuzzrun --html` writes this page, and a failing `fuzz(...)` in a Swift
/// test attaches it.
public struct HTMLReport: Sendable {
    /// The run.
    public var result: RunResult
    /// Each failure of ``result`` as a person reads it, in the same order:
    /// the message, the source line, the regression test and the replay
    /// command on the page come from these.
    public var failureReports: [FailureReport]
    /// The verdict line, the page's title and heading
    /// (``ReportText/verdict(of:thinApps:)``).
    public var verdict: String
    /// Whether no failure was found over a reading too thin to mean anything.
    public var isInconclusive = false
    /// What was read of each app read from source, as text, shown under the
    /// verdict.
    public var readings: [String] = []
    /// Each app's coverage space in the configuration's order, when the
    /// caller built them already; `nil` builds each where the page needs it.
    public var spaces: [CoverageSpace]?
    /// What wrote the page, at its foot: `SizeFuzz fuzzrun 0.1.0`.
    public var generator: String

    /// A page for `result`.
    /// - Parameters:
    ///   - result: the run.
    ///   - failureReports: one report for each of the result's failures, in order.
    ///   - verdict: the verdict line.
    ///   - isInconclusive: whether the run passed over too thin a reading.
    ///   - readings: what was read of each app read from source, as text.
    ///   - spaces: the apps' coverage spaces, if already built.
    ///   - generator: what wrote the page.
    public init(result: RunResult, failureReports: [FailureReport], verdict: String, isInconclusive: Bool = false,
                readings: [String] = [], spaces: [CoverageSpace]? = nil, generator: String) {
        self.result = result
        self.failureReports = failureReports
        self.verdict = verdict
        self.isInconclusive = isInconclusive
        self.readings = readings
        self.spaces = spaces
        self.generator = generator
    }

    /// The report of `failure`, one of the result's failures.
    func report(of index: Int) -> FailureReport {
        failureReports.indices.contains(index) ? failureReports[index] : FailureReport(failure: result.failures[index], appSource: .builtin)
    }

    /// The whole page.
    public var page: String {
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="\(ReportPage.contentSecurityPolicy)">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(Markup.escape(verdict))</title>
        <style>
        \(ReportPage.styleSheet)
        \(Filters(result.failures).style)</style>
        </head>
        <body>
        <header class="\(isInconclusive ? "inconclusive" : result.passed ? "passed" : "failed")">
        <h1>\(Markup.escape(verdict))</h1>
        <p>\(Markup.escape(summary))</p>

        """
        for reading in readings {
            html += "<pre class=\"reading\">\(Markup.escape(reading))</pre>\n"
        }
        let groups = FailureGroup.groups(result.failures)
        if !result.failures.isEmpty {
            html += SummaryTable(report: self, groups: groups).html
        }
        html += "</header>\n<main>\n"
        if !result.failures.isEmpty { html += Self.legend }
        let filters = Filters(result.failures)
        for group in groups {
            let reports = group.members.map(report(of:))
            html += FailureSection(reports: reports, number: group.number, open: group.number == 1,
                                   classes: filters.classes(reports.map(\.failure))).html
        }
        let cards = result.failures.isEmpty && result.casesRun > 0
        if cards { html += AppCards(report: self).html }
        html += CoverageSection(report: self, perApp: !cards).html
        html += "</main>\n"
        html += "<footer>\(Markup.escape(generator)) · no scripts, nothing loaded from anywhere</footer>\n"
        return html + "</body>\n</html>\n"
    }

    /// Under the verdict: the version of iPadOS the cases modelled, then one
    /// sentence saying how to read the page.
    private var summary: String {
        let os = "Modelled on \(result.configuration.platform.os.name). "
        if isInconclusive {
            return os + "No invariant failed, but the app was read too thinly for that to mean it works: the reading "
                + "below says what was read and what was not."
        }
        if result.passed {
            return os + "Every invariant held. Below: what the cases covered."
        }
        return os + "One row a failure; each links to its section below, which shows what the invariant saw, the layouts "
            + "before and after the failing step, the smallest scenario that shows it step by step, the window sizes in "
            + "which it fails, and the test and command that reproduce it."
    }

    /// How to read the drawings, once a page, above the first failure.
    static let legend = "<details class=\"legend\">\n<summary>How to read the drawings</summary>\n"
        + "<p>Grey: the device's screen; white: the window, placed as the system puts it; dark bands: split-view "
        + "columns with their widths (floating ones dashed); blue boxes: the screen's views, each with the width it gets "
        + "and needs; red hatching: what does not fit, from the width a view gets to the width it needs, or what lies "
        + "under the window controls; a red outline: the element the invariant is about, or the view to change, named "
        + "under the drawing. Drawings side by side share one scale. In the step-by-step filmstrip, each picture is the "
        + "window after that step (the app launches, then each event happens in turn), and the failing step is "
        + "outlined in red.</p>\n</details>\n"
}
