import LayoutModel
import SizeFuzz

extension HTMLReport {
    /// What the run's cases covered, as small bar charts: size classes,
    /// window modes, events, and each app's breakpoints hit.
    struct CoverageSection {
        var report: RunReport

        var html: String {
            let result = report.result
            var total = AppStatistics()
            for stats in result.statistics { total.merge(stats) }
            var html = "<section class=\"coverage\">\n<h2>Coverage</h2>\n"
            html += "<p>\(RunReport.count(total.cases, "case")), \(RunReport.count(total.steps, "step")). "
                + "Each bar is a share of the steps (size classes, window modes) or a count of events.</p>\n"
            html += "<div class=\"charts\">\n"
            html += chart("Size classes (horizontal/vertical)", zip(RunReport.sizeClassNames, total.sizeClasses).map { ($0, $1) },
                          percent: true)
            html += chart("Window modes", zip(report.modeNames, report.modeCounts(total)).map { ($0, $1) }, percent: true)
            html += chart("Events", zip(AppStatistics.eventNames, total.events).filter { $0.1 > 0 }.map { ($0, $1) }, percent: false)
            html += "</div>\n<h3>Breakpoints hit</h3>\n"
            html += "<p class=\"hint\">The widths at which each app's layout changes; a filled chip is a width some "
                + "window landed on, or a pixel beside.</p>\n"
            for (index, app) in result.configuration.apps.enumerated() where result.statistics.indices.contains(index) {
                let stats = result.statistics[index]
                let widths = Breakpoints(model: AppModel(app, platform: result.configuration.platform)).widths
                let hit = stats.breakpointsHit.filter { $0 }.count
                html += "<div class=\"breakpoints\"><strong>\(Markup.escape(app.name))</strong> "
                    + "\(hit)/\(stats.breakpointsHit.count) hit, ~\(stats.layouts.estimate) distinct layouts<br>\n"
                for (position, width) in widths.enumerated() {
                    let wasHit = stats.breakpointsHit.indices.contains(position) && stats.breakpointsHit[position]
                    html += "<span class=\"chip\(wasHit ? " hit" : "")\">\(Markup.escape(Points.format(width)))</span>"
                }
                html += "\n</div>\n"
            }
            return html + "</section>\n"
        }

        /// A bar chart of `rows`, as shares of their sum or as counts scaled
        /// to the largest.
        private func chart(_ title: String, _ rows: [(String, Int)], percent: Bool) -> String {
            let sum = max(1, rows.reduce(0) { $0 + $1.1 })
            let largest = max(1, rows.map(\.1).max() ?? 1)
            var html = "<figure class=\"chart\"><figcaption>\(Markup.escape(title))</figcaption>\n<table>\n"
            for (name, count) in rows {
                let share = Double(count * 1000 / sum) / 10
                let length = Double(count * 1000 / (percent ? sum : largest)) / 10
                let value = percent ? "\(share)%" : "\(count)"
                html += "<tr><th>\(Markup.escape(name))</th><td><span class=\"bar\" style=\"width: \(length)%\"></span></td>"
                    + "<td class=\"value\">\(Markup.escape(value))</td></tr>\n"
            }
            return html + "</table></figure>\n"
        }
    }

    /// The page's style sheet.
    static let styleSheet = """
    :root { color-scheme: light; }
    body { font: 15px/1.45 -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif; color: #101828;
      background: #f9fafb; margin: 0; }
    header { padding: 20px 32px 12px; border-bottom: 1px solid #d0d5dd; background: #ffffff; }
    header.failed h1 { color: #b42318; }
    header.passed h1 { color: #067647; }
    h1 { font-size: 22px; margin: 0 0 6px; }
    h2 { font-size: 19px; margin: 0 0 6px; }
    h3 { font-size: 16px; margin: 22px 0 6px; }
    main { padding: 8px 32px 32px; }
    nav ol { margin: 6px 0 0; padding-left: 22px; }
    a { color: #1570ef; }
    section { background: #ffffff; border: 1px solid #d0d5dd; border-radius: 10px; padding: 18px 22px; margin: 18px 0; }
    .cross { color: #b42318; }
    .message { font-size: 17px; font-weight: 600; margin: 4px 0; }
    .invariant, .provenance, .hint { color: #475467; margin: 2px 0; }
    .filmstrip { display: flex; gap: 12px; overflow-x: auto; padding: 6px 2px 10px; }
    figure { margin: 0; }
    .filmstrip figure { flex: 0 0 auto; width: 280px; border: 1px solid #d0d5dd; border-radius: 8px; padding: 6px; background: #ffffff; }
    .filmstrip figure.failing, .pair figure.failing { border: 3px solid #d92d20; }
    svg.layout { display: block; width: 100%; height: auto; }
    figcaption { font-size: 13px; color: #344054; margin-top: 4px; overflow-wrap: anywhere; }
    figcaption strong { color: #b42318; }
    .pair { display: flex; gap: 16px; flex-wrap: wrap; }
    .pair figure { flex: 1 1 440px; max-width: 760px; border: 1px solid #d0d5dd; border-radius: 8px; padding: 8px; }
    figure.region { max-width: 780px; }
    figure.region-map { max-width: 560px; }
    table.region-windows { border-collapse: collapse; font-size: 13px; }
    table.region-windows td, table.region-windows th { text-align: left; padding: 1px 12px 1px 0; }
    table.region-windows tr.fails td { color: #b42318; }
    pre { background: #101828; color: #f2f4f7; padding: 12px 14px; border-radius: 8px; overflow-x: auto; font-size: 13px; }
    .charts { display: flex; gap: 24px; flex-wrap: wrap; }
    .chart { flex: 1 1 300px; }
    .chart figcaption { font-weight: 600; font-size: 14px; color: #101828; margin: 0 0 4px; }
    .chart table { border-collapse: collapse; width: 100%; font-size: 13px; }
    .chart th { text-align: left; font-weight: normal; white-space: nowrap; padding: 1px 8px 1px 0; width: 1%; }
    .chart td { padding: 1px 0; }
    .chart td.value { text-align: right; width: 1%; padding-left: 8px; white-space: nowrap; color: #475467; }
    .bar { display: block; height: 12px; background: #2e90fa; border-radius: 3px; min-width: 1px; }
    .breakpoints { margin: 8px 0; font-size: 13px; }
    .chip { display: inline-block; margin: 3px 4px 0 0; padding: 0 6px; border: 1px solid #1570ef; border-radius: 9px; color: #1570ef; }
    .chip.hit { background: #1570ef; color: #ffffff; }
    footer { color: #667085; font-size: 12px; padding: 0 32px 24px; }
    """
}
