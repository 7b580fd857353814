import LayoutModel
import SizeFuzz

extension LayoutDrawer {
    /// The presentation shown, drawn where the model puts it in the window:
    /// a box with a title band (its style and id) and its content tree laid
    /// out in its width, as a screen's content is. A modal presentation dims
    /// the window behind it (a full-screen cover hides it); an inspector's
    /// column sits beside the content undimmed.
    mutating func drawPresentation(in window: Rect) {
        guard let shown = layout.presentation else { return }
        if shown.isModal {
            canvas.rect(window, role: "presentation-dimming", fill: "rgba(16, 24, 40, 0.35)", stroke: "none")
        }
        let box = Rect(x: window.x + shown.frame.x, y: window.y + shown.frame.y,
                       width: shown.frame.size.width, height: shown.frame.size.height)
        let sheet = shown.isModal && shown.style != .fullScreen
        if drawing.culprit?.target == .presentation(shown.id) { culpritFrame = box }
        presentationFrame = box
        canvas.rect(box, role: "presentation", fill: "#ffffff", stroke: "#101828", radius: sheet ? font * 0.6 : 0,
                    data: [("id", shown.id), ("style", shown.style.rawValue), ("x", Markup.number(shown.frame.x)),
                           ("y", Markup.number(shown.frame.y)), ("width", Markup.number(shown.frame.size.width)),
                           ("height", Markup.number(shown.frame.size.height))])
        let band = Rect(x: box.x, y: box.y, width: box.width, height: bar)
        canvas.rect(band, role: "presentation-bar", fill: "#f9fafb", stroke: "#d0d5dd", radius: sheet ? font * 0.6 : 0)
        canvas.text("\(shown.style.rawValue): \(shown.id)", x: band.x + font / 2, y: band.y + bar * 0.65,
                    role: "presentation-title", bold: true, width: band.width - font)
        let top = Rect(x: box.x, y: band.maxY, width: box.width, height: max(0, box.height - bar))
        guard let content = model.presentation(shown.id)?.content else {
            canvas.text("Form (fits any width)", x: top.x + font / 2, y: top.y + font * 1.6, color: "#475467",
                        width: top.width - font)
            return
        }
        let context = WidthContext(screenWidth: layout.window.device.screenSize(layout.window.orientation).width,
                                   defaultPadding: model.platform.content.defaultPadding)
        drawView(content, x: top.x, y: top.y + font / 3, offered: shown.width, context: context, depth: 0,
                 path: "presented > " + content.label)
    }

    /// What does not fit and lies under an inspector drawn after it, drawn
    /// again above the inspector and labelled: `74 pt under the inspector`.
    mutating func drawCoveredHatches() {
        guard let shown = layout.presentation, !shown.isModal, let box = presentationFrame else { return }
        for hatch in hatches {
            let x = max(hatch.frame.x, box.x), maxX = min(hatch.frame.maxX, box.maxX)
            let y = max(hatch.frame.y, box.y), maxY = min(hatch.frame.maxY, box.maxY)
            guard maxX > x, maxY > y else { continue }
            let covered = Rect(x: x, y: y, width: maxX - x, height: maxY - y)
            canvas.hatch(covered, required: hatch.required, offered: hatch.offered)
            let label = "\(Markup.points(maxX - x)) under the \(shown.style.rawValue)"
            // Written across the inspector, in a white band so that it reads over what lies there.
            let band = Rect(x: x, y: maxY, width: box.maxX - x, height: font * 1.5)
            canvas.rect(band, role: "covered-band", fill: "#ffffff", stroke: SVGCanvas.red)
            canvas.text(label, x: x + font / 4, y: band.y + font * 1.1, role: "covered-label", size: font * 0.9,
                        color: SVGCanvas.redText, bold: true, width: band.width - font / 2, cuts: false)
        }
    }
}
