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
        drawView(content, x: top.x, y: top.y + font / 3, offered: shown.width, context: context, depth: 0)
    }
}
