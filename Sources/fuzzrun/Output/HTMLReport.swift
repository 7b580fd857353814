import Foundation
import LayoutModel
import SizeFuzz

/// A run's report as one self-contained HTML page: the verdict and a table of
/// the failures; per failure (or group of failures of one cause,
/// ``FailureGroup``) a folding section with the message, the minimal scenario
/// as a filmstrip, the failing step before and after at one scale with the
/// failure marked, the failing region as a map of window sizes
/// with the app's breakpoints (or the windows it fails in), the
/// regression test and the replay command; and the run's coverage as small
/// charts. Light and dark themes.
///
/// Inline SVG and CSS only. A Content-Security-Policy forbids scripts and
/// every remote load, and every string from input is escaped: a report is
/// opened by people who did not write the spec behind it.
struct HTMLReport {
    var report: RunReport


    /// The whole page.
    var page: String {
        let result = report.result
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="\(ReportPage.contentSecurityPolicy)">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(Markup.escape(report.verdict))</title>
        <style>
        \(ReportPage.styleSheet)
        </style>
        </head>
        <body>
        <header class="\(report.isInconclusive ? "inconclusive" : result.passed ? "passed" : "failed")">
        <h1>\(Markup.escape(report.verdict))</h1>
        <p>\(Markup.escape(summary))</p>

        """
        for reading in report.readings {
            var reading = reading
            if report.elapsedSeconds == nil { reading.seconds = nil }
            html += "<pre class=\"reading\">\(Markup.escape(reading.text))</pre>\n"
        }
        let groups = FailureGroup.groups(result.failures)
        if !result.failures.isEmpty {
            html += SummaryTable(report: report, groups: groups).html
        }
        html += "</header>\n<main>\n"
        for group in groups {
            let reports = group.members.map { report.report(of: result.failures[$0]) }
            html += FailureSection(reports: reports, number: group.number, open: group.number == 1).html
        }
        html += CoverageSection(report: report).html
        html += "</main>\n"
        html += "<footer>SizeFuzz fuzzrun \(Markup.escape(Fuzzrun.version)) · no scripts, nothing loaded from anywhere</footer>\n"
        return html + "</body>\n</html>\n"
    }

    /// Under the verdict: the version of iPadOS the cases modelled, then one
    /// sentence saying how to read the page.
    private var summary: String {
        let os = "Modelled on \(report.result.configuration.platform.os.name). "
        if report.isInconclusive {
            return os + "No invariant failed, but the app was read too thinly for that to mean it works: the reading "
                + "below says what was read and what was not."
        }
        if report.result.passed {
            return os + "Every invariant held. Below: what the cases covered."
        }
        return os + "One row a failure; each links to its section below, which shows what the invariant saw, the smallest "
            + "scenario that shows it step by step (the failing step outlined in red), the layouts before and after that "
            + "step, the window sizes in which it fails, and the test and command that reproduce it. Red hatching marks "
            + "whatever is too wide or covered."
    }
}

extension HTMLReport {
    /// Fails before a long run, not after it, when the page could not be
    /// written: `path` must not be a folder, and its folder must exist and
    /// be writable.
    static func checkWritable(_ path: String) throws(CommandError) {
        try OutputFile.check(path, option: "--html")
    }
}
