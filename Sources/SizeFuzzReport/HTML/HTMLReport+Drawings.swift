import LayoutModel
import SizeFuzz

extension HTMLReport {
    /// A failure's drawings: the minimal scenario as a wrapped filmstrip, then
    /// the failing step before and after in one row at one scale, with every
    /// window of the app when it has several (the scene the event went to
    /// and the failing scene named), the failure's mark on the failing one.
    struct StepDrawings {
        var failure: Failure
        /// The failing scene's layout after each step, launch first.
        var layouts: [Layout?]
        /// ` · scene N` after each step when the app has several windows.
        var scenes: [String]
        /// `launch WINDOW`, `N EVENT`.
        var labels: [String]
        /// The line of code behind the failure, for an app read from source:
        /// the outlined culprit names it.
        var entry: SourceMap.Entry? = nil

        /// `drawing` with the failure's culprit outlined, when it has one.
        private func withCulprit(_ drawing: LayoutDrawing) -> LayoutDrawing {
            var drawing = drawing
            drawing.culprit = Culprit.of(failure, in: drawing.layout, entry: entry)
            return drawing
        }

        var html: String {
            let model = failure.model
            let step = failure.violation.step
            var html = "<h3>Minimal scenario, step by step</h3>\n"
            html += "<p class=\"hint\">The app launches, then each event happens in turn; each picture is the window "
                + "after that step. The step after which the invariant fails is outlined in red.</p>\n"
            html += "<div class=\"filmstrip\">\n"
            for (index, layout) in layouts.enumerated() {
                guard let layout else { continue }
                let failing = index == step
                // Shapes only in the thumbnail; its words under it, at the page's size.
                var thumbnail = LayoutDrawing(layout, model: model, caption: labels[index] + scenes[index], marked: failing,
                                              pixelWidth: 210)
                thumbnail.thumbnail = true
                html += "<figure class=\"step\(failing ? " failing" : "")\">\n"
                html += "<p class=\"step-label\"><strong>\(Markup.escape(labels[index] + scenes[index]))</strong></p>\n"
                html += thumbnail.svg
                html += "<figcaption>\(Markup.escape(thumbnail.footer))<br><code>\(Markup.escape(ColumnDiagram.line(layout)))</code><br>"
                    + Markup.escape(LayoutSummary.line(layout))
                    + (failing ? "<br><strong>← \(Markup.escape(failure.invariant.rawValue)) fails</strong>" : "")
                    + "</figcaption>\n</figure>\n"
            }
            html += "</div>\n"
            guard layouts.indices.contains(step), layouts[step] != nil else { return html }
            html += "<h3>\(step == 0 ? "At launch" : "Before and after step \(step)")</h3>\n"
            html += "<p class=\"hint\">Grey: the device's screen; white: the window, placed as the system puts it; "
                + "dark bands: split-view columns with their widths (floating ones dashed); blue boxes: the screen's views, "
                + "each with the width it gets and needs; red hatching: what does not fit, from the width a view "
                + "gets to the width it needs, or what lies under the window controls; a red outline: the element "
                + "the invariant is about, or the view to change, named under the drawing. Drawings side by side "
                + "share one scale.</p>\n"
            let mark = FailureMark.of(failure)
            let (before, after) = sceneLayouts(model)
            if after.count > 1 {
                // Every window, before and after, the event's and the failing one named.
                let event = step > 0 ? failure.scenario.events[step - 1].scene : -1
                func drawings(_ layouts: [Layout], after: Bool) -> [LayoutDrawing] {
                    layouts.enumerated().map { index, layout in
                        var caption = (after ? "after \(labels[step])" : "before step \(step)") + " · scene \(index)"
                        if index == event { caption += " · got the event" }
                        let failing = after && index == failure.violation.scene
                        let drawing = LayoutDrawing(layout, model: model, caption: caption, marked: failing, mark: failing ? mark : nil)
                        return failing ? withCulprit(drawing) : drawing
                    }
                }
                if step > 0, !before.isEmpty { html += pair(drawings(before, after: false), summary: before) }
                html += pair(drawings(after, after: true), summary: after)
                return html
            }
            var row: [LayoutDrawing] = [], summary: [Layout] = []
            if step > 0, let before = layouts[step - 1] {
                row.append(LayoutDrawing(before, model: model, caption: "before step \(step)" + scenes[step - 1]))
                summary.append(before)
            }
            if let after = layouts[step] {
                row.append(withCulprit(LayoutDrawing(after, model: model, caption: (step == 0 ? labels[0] : "after \(labels[step])")
                                                         + scenes[step], marked: true, mark: mark)))
                summary.append(after)
            }
            return html + pair(row, summary: summary)
        }

        /// Drawings side by side at one scale, with each layout's one-line
        /// summary under them.
        private func pair(_ drawings: [LayoutDrawing], summary: [Layout]) -> String {
            let width = Double(min(1200, 620 * drawings.count))
            var html = "<figure class=\"pair\(drawings.contains(where: \.marked) ? " failing" : "")\">\n"
            html += DrawingRow(drawings, pixelWidth: width).svg + "<figcaption>"
            html += summary.map { Markup.escape(LayoutSummary.line($0)) }.joined(separator: "<br>\n")
            return html + "</figcaption>\n</figure>\n"
        }

        /// Every scene's layout before and after the failing step (empty
        /// before the launch).
        private func sceneLayouts(_ model: AppModel) -> (before: [Layout], after: [Layout]) {
            var evaluator = Evaluator(model: model, window: failure.scenario.window, invariants: InvariantSet([]))
            var before: [Layout] = []
            for (index, event) in failure.scenario.events.prefix(failure.violation.step).enumerated() {
                if index == failure.violation.step - 1 { before = evaluator.layouts }
                evaluator.apply(event)
            }
            return (before, evaluator.layouts)
        }
    }
}
