import LayoutModel
import SizeFuzz

extension LayoutDrawer {
    /// What a tab shows in `frame`: its screen, or the columns of the split
    /// view inside it (``TabContent``), drawn as a root split view's are.
    mutating func drawTabContent(in frame: Rect) {
        if layout.split != nil { return drawSplitView(in: frame) }
        drawScreen(in: frame, role: "tab")
    }

    /// The column beside the container (``SideColumnSpec``): a box with its
    /// width and its screen's name.
    mutating func drawSideColumn(_ side: SideColumnLayout, in frame: Rect) {
        canvas.rect(frame, role: "column", fill: "#f2f4f7",
                    data: [("role", "side"), ("width", Markup.number(side.width)), ("presentation", "tiled")])
        let band = Rect(x: frame.x, y: frame.y, width: frame.width, height: bar * 0.8)
        canvas.rect(band, role: "band", fill: "#344054", stroke: "none")
        canvas.text("side \(Markup.number(side.width))", x: frame.x + font / 3, y: band.y + bar * 0.55,
                    role: "column-label", color: "#ffffff", bold: true, width: frame.width - font / 2)
        canvas.text(title(of: side.screen), x: frame.x + font / 2, y: band.maxY + font * 1.3, width: frame.width - font)
    }
}
