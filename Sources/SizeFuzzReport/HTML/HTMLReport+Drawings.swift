import LayoutModel
import SizeFuzz

extension HTMLReport {
    /// A failure's drawings: the failing step before and after in one row at
    /// one scale, with every window of the app when it has several (the scene
    /// the event went to and the failing scene named), the failure's mark on
    /// the failing one; and the minimal scenario as a wrapped filmstrip.
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

        /// The minimal scenario as a wrapped filmstrip of thumbnails, each
        /// step's words under it; nothing for a scenario with no events (its
        /// one step is the failing drawing itself).
        var filmstrip: String {
            guard !failure.scenario.events.isEmpty else { return "" }
            let model = failure.model
            let step = failure.violation.step
            var html = "<h3>Minimal scenario, step by step</h3>\n<div class=\"filmstrip\">\n"
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
            return html + "</div>\n"
        }

        /// The failing step before and after at one scale (the launch alone
        /// when the launch fails), every window of the app when it has
        /// several, the failure marked and its culprit outlined.
        var failingStep: String {
            let model = failure.model
            let step = failure.violation.step
            guard layouts.indices.contains(step), layouts[step] != nil else { return "" }
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
                var html = ""
                if step > 0, !before.isEmpty { html += pair(drawings(before, after: false), summary: before) }
                return html + pair(drawings(after, after: true), summary: after)
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
            return pair(row, summary: summary)
        }

        /// Drawings side by side at one scale, with each layout's one-line
        /// summary under them; drawn again for a narrower screen (below
        /// 1200 px), where the same drawings stack, each alone at 560 px with
        /// text half as large again and none under three quarters of that,
        /// so that no text is drawn below 9 px on a phone (350 px wide) or
        /// 11 px at 1024 px.
        private func pair(_ drawings: [LayoutDrawing], summary: [Layout]) -> String {
            var html = "<figure class=\"pair\(drawings.contains(where: \.marked) ? " failing" : "")\">\n"
            let width = Double(min(1200, 620 * drawings.count))
            html += "<div class=\"side-by-side\">\n" + DrawingRow(drawings, pixelWidth: width).svg + "</div>\n"
            html += "<div class=\"stacked\">\n"
            for drawing in drawings {
                html += Self.stacked(drawing).svg
            }
            html += "</div>\n<figcaption>"
            html += summary.map { Markup.escape(LayoutSummary.line($0)) }.joined(separator: "<br>\n")
            return html + "</figcaption>\n</figure>\n"
        }

        /// `drawing` alone at 560 px, its text half as large again, and
        /// larger still by as much as the drawing is wider than its screen
        /// (a note or an overflow past it), so that its text is as large on
        /// screen as a drawing of the screen alone.
        static func stacked(_ drawing: LayoutDrawing) -> LayoutDrawing {
            var drawing = drawing
            drawing.pixelWidth = 560
            drawing.smallestText = 0.77
            drawing.textScale = 1.5
            // The margins grow with the text: twice converges within a percent.
            for _ in 0..<2 {
                let planned = drawing.view.width + drawing.fontSize
                let drawn = DrawingRow([drawing], pixelWidth: 560).width
                guard drawn > planned * 1.01 else { break }
                drawing.textScale *= drawn / planned
            }
            return drawing
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
