import LayoutModel
import SizeFuzz

extension HTMLReport.FailureSection {
    /// What the text report's `Depends on estimates:` line says, as a
    /// paragraph under the region: nothing when the failure holds at every
    /// plausible value of every estimate its scenario touches.
    var estimatesHTML: String {
        guard !report.failure.estimates.isEmpty else { return "" }
        let items = report.failure.estimates.map { "<li><code>\(Markup.escape($0.parameter))</code>: "
            + "\(Markup.escape($0.conditionText)); plausible \(Markup.escape($0.plausibleText)) pt</li>\n" }
        return "<p class=\"estimates\">Depends on estimates: the failure does not hold at every plausible value of "
            + "these parameters, whose defaults Apple does not publish.</p>\n<ul class=\"estimates\">\n"
            + items.joined() + "</ul>\n"
    }
}
