import LayoutModel
import SizeFuzz

extension HTMLReport {
    /// One failure on the page.
    struct FailureSection {
        /// The failures of one cause (one, or a group: ``FailureGroup``);
        /// the drawings are the first's.
        var reports: [FailureReport]
        var number: Int
        /// Whether the section starts open.
        var open = false

        var report: FailureReport { reports[0] }
        private var failure: Failure { report.failure }

        var html: String {
            let model = failure.model
            let (layouts, scenes) = steps(model)
            let names = reports.map { Markup.escape($0.failure.invariant.rawValue) }.joined(separator: " + ")
            var html = "<section class=\"failure\" id=\"failure-\(number)\">\n<details\(open ? " open" : "")>\n"
            html += "<summary><h2><span class=\"cross\">✗</span> \(Markup.escape(failure.app.name)): \(names)</h2></summary>\n"
            if reports.count > 1 {
                html += "<p class=\"hint\">\(reports.count) invariants fail for one cause: the same view at the same step.</p>\n"
            }
            for report in reports {
                let failure = report.failure
                if reports.count > 1 { html += "<h3>\(Markup.escape(failure.invariant.rawValue))</h3>\n" }
                html += "<p class=\"message\">\(Markup.escape(failure.violation.message))</p>\n"
                if let entry = report.sourceEntry {
                    // An app read from source: the line of code behind the failure, in its lines.
                    if let frame = CodeFrame.of(location: entry.location, code: entry.code) {
                        html += frame.html
                    } else {
                        html += "<p class=\"source\"><code>\(Markup.escape(CodeFrame.relativeLocation(entry.location)))</code>: <code>\(Markup.escape(entry.code))</code></p>\n"
                    }
                }
                html += "<p class=\"invariant\">\(Markup.escape(failure.invariant.rawValue)): \(Markup.escape(failure.invariant.summary))</p>\n"
            }
            html += "<p class=\"provenance\">\(Markup.escape(provenance))</p>\n"
            html += StepDrawings(failure: failure, layouts: layouts, scenes: scenes, labels: layouts.indices.map(label),
                                 entry: report.sourceEntry).html

            html += "<h3>Where it fails</h3>\n" + region(model: model, layouts: layouts)
            html += estimatesHTML
            html += "<h3>Regression test</h3>\n<p class=\"hint\">Paste it into your Swift Testing tests.</p>\n"
            for report in reports { html += "<pre><code>\(Markup.escape(HTMLReport.regressionTest(of: report)))</code></pre>\n" }
            html += "<h3>Replay</h3>\n<p class=\"hint\">Regenerates the case from its seed and shrinks it again.</p>\n"
            for report in reports { html += "<pre><code>\(Markup.escape(HTMLReport.packageRelative(report).replayCommand))</code></pre>\n" }
            return html + "</details>\n</section>\n"
        }

        /// `launch WINDOW` or `N EVENT`, one space between (the text report
        /// has two, to line its events up in a column).
        private func label(_ index: Int) -> String {
            index == 0 ? "launch \(failure.scenario.window.scenarioDescription)" : "\(index) \(failure.scenario.events[index - 1])"
        }

        /// The layout of the failing scene after each step (launch first), as
        /// the text report has them, and for each step which window the
        /// drawing shows when the app has more than one: ` · scene 1` (the
        /// failing scene once it exists, else the first), else nothing.
        private func steps(_ model: AppModel) -> (layouts: [Layout?], scenes: [String]) {
            let scene = failure.violation.scene
            var evaluator = Evaluator(model: model, window: failure.scenario.window, invariants: InvariantSet([]))
            var layouts: [Layout?] = [], scenes: [String] = []
            func record() {
                let shown = evaluator.layouts.indices.contains(scene) ? scene : 0
                layouts.append(evaluator.layouts.indices.contains(shown) ? evaluator.layouts[shown] : nil)
                scenes.append(evaluator.layouts.count > 1 ? " · scene \(shown)" : "")
            }
            record()
            for event in failure.scenario.events {
                evaluator.apply(event)
                record()
            }
            return (layouts, scenes)
        }

        /// Where the case came from, as the text report says it.
        private var provenance: String {
            var text = "app \(failure.app.name), seed \(failure.seed), case \(failure.caseIndex), "
            if failure.flaky { return text + "flaky: passed when replayed, not shrunk" }
            text += "shrunk from \(failure.original.events.count) to \(failure.scenario.events.count) events in \(failure.shrinkSteps) steps"
            return text
        }

        /// Where it fails: a map of the failing window sizes on the failing
        /// screen, or the fixed-size windows it fails in.
        private func region(model: AppModel, layouts: [Layout?]) -> String {
            switch failure.regionMap {
            case let .sizes(sizes)?:
                let breakpoints = Breakpoints(model: model)
                var html = "<p>At the failing step, the invariant fails in every window size hatched in red, on "
                    + "\(Markup.escape(sizes.screenDescription)): each point is a window's width (across) and height (down), "
                    + "as a window at the screen's top-left corner would reach. Blue lines are the app's breakpoints, "
                    + "the black cross is the failing window.</p>\n"
                html += "<figure class=\"region-map\">\n" + RegionMapDrawing(sizes, widthBreakpoints: breakpoints.widths,
                                                                               heightBreakpoints: breakpoints.heights).svg
                html += "</figure>\n<ul class=\"rectangles\">\n"
                for rectangle in sizes.rectangles { html += "<li>\(Markup.escape(sizes.description(of: rectangle)))</li>\n" }
                html += "</ul>\n"
                if !sizes.settled {
                    html += "<p>Approximate: some cells did not settle within the walk's budget.</p>\n"
                }
                return html
            case let .windows(windows)?:
                var html = "<p>The window's size cannot be chosen here (\(Markup.escape(windows.reason))); the failing step "
                    + "was tried in every such window. It fails in \(windows.failing.count) of "
                    + "\(windows.failing.count + windows.passing.count).</p>\n"
                html += "<table class=\"region-windows\">\n<tr><th>window</th><th>size</th><th>at the failing step</th></tr>\n"
                let rows = windows.failing.map { ($0, true) } + windows.passing.map { ($0, false) }
                // Catalog order, portrait first.
                func order(_ window: Window) -> (DeviceID, Int) { (window.device, window.orientation == .portrait ? 0 : 1) }
                for (window, fails) in rows.sorted(by: { order($0.0) < order($1.0) }) {
                    html += "<tr class=\"\(fails ? "fails" : "passes")\"><td><code>\(Markup.escape(window.scenarioDescription))</code></td>"
                        + "<td>\(Markup.escape(window.size.description))</td><td>\(fails ? "<strong>fails</strong>" : "passes")</td></tr>\n"
                }
                return html + "</table>\n"
            case nil:
                guard let region = failure.region else {
                    return "<p>The failure does not depend on the window's size: it fails at every size the window can take.</p>\n"
                }
                return "<p>At the failing step, the invariant fails for \(Markup.escape(region.description)).</p>\n"
            }
        }
    }
}
