import LayoutModel
import SizeFuzz

extension HTMLReport {
    /// One failure on the page: a folding section whose summary, shown
    /// even when folded, names the app and the invariants, says what each
    /// saw and shows the failing step as a thumbnail; opened, the failing
    /// step's drawings come first, right under the message, then the code,
    /// the scenario, the region, the test and the replay command, and a
    /// link back to the summary table.
    ///
    /// The summary table links to `#failure-N`, an element inside the
    /// `<details>`: following the link opens the section (a browser reveals
    /// the target of a link in a closed `<details>`).
    struct FailureSection {
        /// The failures of one cause (one, or a group: ``FailureGroup``);
        /// the drawings are the first's.
        var reports: [FailureReport]
        var number: Int
        /// Whether the section starts open.
        var open = false
        /// The filter classes of the section (`app-0 invariant-1`,
        /// ``Filters``).
        var classes = ""

        var report: FailureReport { reports[0] }
        private var failure: Failure { report.failure }

        var html: String {
            let model = failure.model
            let (layouts, scenes) = steps(model)
            let names = reports.map { Markup.escape($0.failure.invariant.rawValue) }.joined(separator: " + ")
            var html = "<section class=\"failure\(classes.isEmpty ? "" : " " + classes)\">\n<details\(open ? " open" : "")>\n"
            html += "<summary><h2><span class=\"cross\">✗</span> \(number). \(Markup.escape(failure.app.name)): \(names)</h2>\n"
            html += thumbnail(layouts)
            for report in reports {
                html += "<span class=\"message\">\(Markup.escape(report.failure.violation.message))</span>\n"
            }
            html += "</summary>\n<div class=\"body\" id=\"failure-\(number)\">\n"
            let drawings = StepDrawings(failure: failure, layouts: layouts, scenes: scenes, labels: layouts.indices.map(label),
                                        entry: report.sourceEntry)
            html += drawings.failingStep
            if reports.count > 1 {
                html += "<p class=\"hint\">\(reports.count) invariants fail for one cause: the same view at the same step.</p>\n"
            }
            for report in reports {
                let failure = report.failure
                if reports.count > 1 { html += "<h3>\(Markup.escape(failure.invariant.rawValue))</h3>\n" }
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
            html += drawings.filmstrip
            html += "<h3>Where it fails</h3>\n"
            for report in reports {
                // The region in the words of the summary table's row, from the same function.
                let name = reports.count > 1 ? Markup.escape(report.failure.invariant.rawValue) + ": " : ""
                html += "<p class=\"region-line\">\(name)<span class=\"region\">"
                    + "\(Markup.escape(HTMLReport.regionSummary(of: report.failure)))</span></p>\n"
            }
            html += region(model: model, layouts: layouts)
            html += estimatesHTML
            html += "<h3>Regression test</h3>\n<p class=\"hint\">Paste it into your Swift Testing tests.</p>\n"
            for report in reports { html += "<pre><code>\(Markup.escape(HTMLReport.regressionTest(of: report)))</code></pre>\n" }
            html += "<h3>Replay</h3>\n<p class=\"hint\">Regenerates the case from its seed and shrinks it again.</p>\n"
            for report in reports { html += "<pre><code>\(Markup.escape(HTMLReport.packageRelative(report).replayCommand))</code></pre>\n" }
            html += "<p class=\"back\"><a href=\"#summary\">↑ Back to the summary</a></p>\n"
            return html + "</div>\n</details>\n</section>\n"
        }

        /// The failing step as a small thumbnail in the summary, shown while
        /// the section is folded.
        private func thumbnail(_ layouts: [Layout?]) -> String {
            let step = failure.violation.step
            guard layouts.indices.contains(step), let layout = layouts[step] else { return "" }
            var drawing = LayoutDrawing(layout, model: failure.model, caption: "failing: " + label(step), marked: true,
                                        pixelWidth: 150)
            drawing.thumbnail = true
            return "<span class=\"thumb\">" + drawing.svg + "</span>\n"
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
                // Drawn twice, shown by the page's width: at 400 px, shown 360 px wide on a phone, its 10 px labels stay 9 px.
                for (kind, width) in [("wide", 560.0), ("narrow", 400.0)] {
                    html += "<figure class=\"region-map \(kind)\">\n" + RegionMapDrawing(
                        sizes, widthBreakpoints: breakpoints.widths, heightBreakpoints: breakpoints.heights, pixelWidth: width).svg
                    html += "</figure>\n"
                }
                html += "<ul class=\"rectangles\">\n"
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
