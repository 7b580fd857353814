import LayoutModel
import SizeFuzz

extension HTMLReport {
    /// What the run's cases covered, as small bar charts: size classes,
    /// window modes, events, and each app's breakpoints hit (unless the
    /// app cards above show them: ``AppCards``).
    struct CoverageSection {
        var report: HTMLReport
        /// Whether each app's breakpoints are listed here.
        var perApp = true

        var html: String {
            let result = report.result
            var total = AppStatistics()
            for stats in result.statistics { total.merge(stats) }
            var html = "<section class=\"coverage\">\n<h2>Coverage</h2>\n"
            html += "<p>\(ReportText.count(total.cases, "case")), \(ReportText.count(total.steps, "step")). "
                + "Each bar is a share of the steps (size classes, window modes) or a count of events.</p>\n"
            html += "<div class=\"charts\">\n"
            html += chart("Size classes (horizontal/vertical)", zip(ReportText.sizeClassNames, total.sizeClasses).map { ($0, $1) },
                          percent: true)
            let os = result.configuration.platform.os
            html += chart("Window modes", zip(ReportText.modeNames(on: os), ReportText.modeCounts(total, on: os)).map { ($0, $1) },
                          percent: true)
            html += chart("Events", zip(AppStatistics.eventNames, total.events).filter { $0.1 > 0 }.map { ($0, $1) }, percent: false)
            html += "</div>\n"
            guard perApp else { return html + "</section>\n" }
            html += "<h3>Breakpoints hit</h3>\n"
            html += "<p class=\"hint\">The widths at which each app's layout changes; a filled chip is a width some "
                + "window landed on, or a pixel beside.</p>\n"
            for (index, app) in result.configuration.apps.enumerated() where result.statistics.indices.contains(index) {
                let stats = result.statistics[index]
                let space = report.space(index)
                let semantic = space.summary(of: stats.cells, listing: 0)
                let widths = space.widths
                let hit = stats.breakpointsHit.filter { $0 }.count
                html += "<div class=\"breakpoints\"><strong>\(Markup.escape(app.name))</strong> "
                    + "\(ReportText.count(stats.cases, "case")), breakpoints \(hit)/\(stats.breakpointsHit.count) hit, "
                    + "~\(stats.layouts.estimate) distinct layouts, semantic cells \(semantic.visited)/\(semantic.reachable) "
                    + "(\(ReportText.percent(semantic.percent)))<br>\n"
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

    /// The coverage space of the configuration's app `index`: the one the
    /// caller built, else that app's alone.
    func space(_ index: Int) -> CoverageSpace {
        if let spaces, spaces.indices.contains(index) { return spaces[index] }
        let model = AppModel(result.configuration.apps[index], platform: result.configuration.platform)
        return CoverageSpace(model: model, breakpoints: Breakpoints(model: model))
    }
}
