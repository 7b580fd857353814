import LayoutModel
import SizeFuzz

extension LayoutDrawer {
    /// A header the screen draws itself (``HeaderSpec``) in place of the
    /// navigation bar: its leading buttons and title where the model puts
    /// them (``AppModel/leadingBarElements(of:controls:)``), which is what
    /// `window-controls-clear` looks at.
    mutating func drawHeader(in navigation: Rect, screen: String) {
        canvas.rect(navigation, role: "header", fill: "#f9fafb", stroke: "#d0d5dd", data: [("screen", screen)])
        let controls = model.windowControls(of: layout.window)
        // The model's frames are in the window; the bar starts at the window's top.
        let window = (x: navigation.x - (model.screenLeadingEdge(of: layout) ?? 0), y: navigation.y)
        let scale = navigation.height / max(model.platform.toolbar.itemWidth, 1)
        for element in model.leadingBarElements(of: layout, controls: controls) {
            let frame = Rect(x: window.x + element.frame.x, y: window.y + font / 4, width: element.frame.width,
                             height: min(element.frame.height * scale, navigation.height) - font / 2)
            switch element.kind {
            case let .button(id):
                canvas.rect(frame, role: "header-button", fill: "#ffffff", radius: font / 3, data: [("id", id)])
                canvas.text(label(id, width: frame.width, size: font * 0.8), x: frame.x + frame.width / 2,
                            y: frame.y + frame.height * 0.68, size: font * 0.8, anchor: "middle", width: frame.width)
            case .back:
                canvas.rect(frame, role: "header-button", fill: "#ffffff", radius: font / 3, data: [("id", "back")])
                canvas.text("‹", x: frame.x + frame.width / 2, y: frame.y + frame.height * 0.7, anchor: "middle")
            case let .title(title):
                canvas.text(title, x: frame.x, y: navigation.y + bar * 0.65, role: "screen-title", bold: true,
                            width: navigation.maxX - frame.x - font / 2, smallest: 0.5)
            case .tab:
                // A header has no tab bar items; the tab bar draws its own.
                break
            }
        }
    }

    /// The iPadOS 26 window controls at the window's top leading corner, in
    /// every mode that has them, and whatever of the top bar lies under
    /// them hatched in red.
    mutating func drawWindowControls(in window: Rect) {
        guard let controls = model.windowControls(of: layout.window) else { return }
        let area = Rect(x: window.x + controls.x, y: window.y + controls.y, width: controls.width,
                        height: min(controls.height, window.height))
        let outlined = drawing.culprit?.target == .windowControls
        if outlined { culpritFrame = area }
        for element in model.elementsUnderWindowControls(of: layout)?.elements ?? [] {
            let frame = element.frame
            // The element whole, with the controls: what to move and what covers it.
            if outlined, let box = culpritFrame {
                culpritFrame = box.union(Rect(x: window.x + frame.x, y: area.y, width: min(frame.width, font * 8), height: area.height))
            }
            let x = max(frame.x, controls.x), maxX = min(frame.maxX, controls.maxX)
            let covered = Rect(x: window.x + x, y: area.y, width: max(0, maxX - x), height: area.height)
            canvas.rect(covered, role: "covered", fill: "url(#hatch)", stroke: SVGCanvas.red,
                        data: [("element", "\(element)")])
        }
        canvas.rect(area, role: "window-controls", fill: "none", stroke: "#101828", dashed: true,
                    data: [("width", Markup.number(controls.width)), ("height", Markup.number(controls.height))])
        let dot = min(area.height / 3, area.width / 7)
        for (index, color) in ["#f04438", "#f79009", "#17b26a"].enumerated() {
            canvas.rect(Rect(x: area.x + dot * (0.6 + 1.5 * Double(index)), y: area.y + (area.height - dot) / 2, width: dot, height: dot),
                        role: "window-control", fill: color, stroke: "#475467", radius: dot / 2)
        }
    }

    /// The failure mark: the element outlined in red, and under the drawing
    /// what was expected against what it shows, a leader line between; and
    /// the names of items drawn as numbers.
    mutating func drawMarkNote(from y: Double) {
        var y = y
        let left = self.left + font / 2
        let width = drawing.view.width
        if !legend.isEmpty {
            let names = legend.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: " · ")
            y = canvas.paragraph("numbered: " + names, x: left, y: y, width: width, role: "legend", color: "#344054")
        }
        if let culprit = drawing.culprit, culpritFrame != nil {
            y = canvas.paragraph("▲ outlined: " + culprit.label, x: left, y: y + font * 0.2, width: width, role: "culprit-note",
                                 color: SVGCanvas.redText, bold: true)
        }
        guard let mark = drawing.mark else { return }
        if let frame = markedFrame {
            canvas.rect(Rect(x: frame.x - font / 6, y: frame.y - font / 6, width: frame.width + font / 3, height: frame.height + font / 3),
                        role: "mark", fill: "none", stroke: SVGCanvas.red,
                        data: [("expected", mark.expected), ("actual", mark.actual)])
            // Routed clear of every text: from the outline's bottom leading
            // corner along its foot (or first down, under the window) to the
            // margin left of the screen, where no text is, and down the
            // margin to the note.
            let outline = (x: frame.x - font / 6, y: frame.maxY + font / 6), margin = self.left + font / 5
            let note = (margin, y - font * 0.35), end = (left, y - font * 0.35)
            let under = max(outline.y, (windowFrame?.maxY ?? outline.y) + font / 4)
            let routes = [[(outline.x, outline.y), (margin, outline.y), note, end],
                          [(outline.x, outline.y), (outline.x, under), (margin, under), note, end]]
            canvas.polyline(routes.first { canvas.clearOfText($0) } ?? routes[0], color: SVGCanvas.red, width: font / 10,
                            role: "leader")
        }
        y = canvas.paragraph("▲ " + mark.note, x: left, y: y + font * 0.2, width: width, role: "mark-note",
                             color: SVGCanvas.redText, bold: true)
        if let reason = mark.reason {
            _ = canvas.paragraph(reason, x: left, y: y, width: width, role: "mark-reason", color: "#344054")
        }
    }
}
