import LayoutModel
import SizeFuzz

extension HTMLReport {
    /// What a page without failures shows first: one card an app, each app
    /// once, with the app at launch as a thumbnail, every invariant checked
    /// on it with ✓ (it held in every case), the cases and steps run, the
    /// breakpoints hit, and a warning where the cases were thin.
    struct AppCards {
        var report: HTMLReport

        /// The share of an app's reachable semantic cells under which its
        /// coverage is weak.
        static let weakCells = 50.0
        /// The number of cases under which an app's coverage is weak.
        static let weakCases = 100

        var html: String {
            let result = report.result
            var html = "<section class=\"apps\">\n<h2>What held</h2>\n"
            html += "<p class=\"hint\">One card an app: ✓ marks an invariant that held in every case checked. A warning "
                + "says where the cases were too few or missed part of what the app can show.</p>\n<div class=\"cards\">\n"
            for (index, app) in result.configuration.apps.enumerated() where result.statistics.indices.contains(index) {
                html += card(app: app, index: index, stats: result.statistics[index])
            }
            return html + "</div>\n</section>\n"
        }

        private func card(app: AppSpec, index: Int, stats: AppStatistics) -> String {
            let configuration = report.result.configuration
            let model = AppModel(app, platform: configuration.platform)
            let space = report.space(index)
            let semantic = space.summary(of: stats.cells, listing: 0)
            let widths = space.widths
            let hit = stats.breakpointsHit.filter { $0 }.count
            var html = "<article class=\"app-card\">\n<h3>\(Markup.escape(app.name))</h3>\n"
            if let layout = Self.launchLayout(model) {
                var drawing = LayoutDrawing(layout, model: model, caption: "\(app.name) at launch", pixelWidth: 240)
                drawing.thumbnail = true
                html += "<figure class=\"launch\">" + drawing.svg + "<figcaption>at launch: "
                    + Markup.escape(layout.window.scenarioDescription) + "</figcaption></figure>\n"
            }
            html += "<p>\(ReportText.count(stats.cases, "case")), \(ReportText.count(stats.steps, "step")), breakpoints "
                + "\(hit)/\(stats.breakpointsHit.count) hit, ~\(stats.layouts.estimate) distinct layouts, semantic cells "
                + "\(semantic.visited)/\(semantic.reachable) (\(ReportText.percent(semantic.percent)))</p>\n"
            var weak: [String] = []
            if stats.cases < Self.weakCases { weak.append("only \(ReportText.count(stats.cases, "case"))") }
            let missed = widths.indices.filter { !(stats.breakpointsHit.indices.contains($0) && stats.breakpointsHit[$0]) }
            if !missed.isEmpty {
                weak.append("no window landed on the breakpoint\(missed.count == 1 ? "" : "s") "
                    + missed.map { Points.format(widths[$0]) }.joined(separator: ", "))
            }
            if semantic.percent < Self.weakCells {
                weak.append("\(ReportText.percent(semantic.percent)) of the semantic cells visited")
            }
            if !weak.isEmpty {
                html += "<p class=\"weak\">⚠ Weak coverage: \(Markup.escape(weak.joined(separator: "; "))).</p>\n"
            }
            html += "<ul class=\"held\">\n"
            for name in app.checked(configuration.invariants).names {
                html += "<li><span class=\"tick\">✓</span> \(Markup.escape(name.rawValue)) <span class=\"cases\">"
                    + "\(ReportText.count(stats.cases, "case"))</span></li>\n"
            }
            html += "</ul>\n"
            let off = configuration.invariantsOff(for: app)
            if !off.isEmpty {
                html += "<p class=\"hint\">Not checked: \(Markup.escape(off.map(\.rawValue).joined(separator: ", "))).</p>\n"
            }
            html += "<div class=\"breakpoints\">"
            for (position, width) in widths.enumerated() {
                let wasHit = stats.breakpointsHit.indices.contains(position) && stats.breakpointsHit[position]
                html += "<span class=\"chip\(wasHit ? " hit" : "")\">\(Markup.escape(Points.format(width)))</span>"
            }
            return html + "</div>\n</article>\n"
        }

        /// The app's launch layout in the first window of the contact sheet:
        /// the first device it runs on, landscape, its first allowed mode.
        static func launchLayout(_ model: AppModel) -> Layout? {
            let os = model.platform.os
            guard let device = ContactSheet.devices.first(where: { model.app.runs(on: $0, os: os) }),
                  let mode = WindowMode.modes(on: os).first(where: { model.app.allows($0, on: os) }),
                  let window = try? model.platform.windows.window(device: device, orientation: .landscape, mode: mode, size: nil,
                                                                  restrictions: model.restrictions) else { return nil }
            return Evaluator(model: model, window: window, invariants: InvariantSet([])).layouts.first
        }
    }
}
