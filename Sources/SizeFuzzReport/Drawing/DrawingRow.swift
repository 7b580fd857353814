/// Layouts drawn side by side in one SVG at one scale: the layouts before
/// and after a step (a rotation's portrait and landscape screens compare by
/// eye), or every window of a multi-window failure.
///
/// The text size is the largest any of the drawings would take alone, so
/// text and sizes compare across the row.
public struct DrawingRow: Sendable {
    /// The drawings, leading to trailing.
    public var drawings: [LayoutDrawing]
    /// The width the row asks to be shown at, in pixels.
    public var pixelWidth: Double

    /// A row of `drawings`, `pixelWidth` pixels wide.
    public init(_ drawings: [LayoutDrawing], pixelWidth: Double) {
        self.drawings = drawings
        self.pixelWidth = pixelWidth
    }

    /// The row as a standalone SVG document.
    ///
    /// - Complexity: O(views + columns + items) of every layout.
    public var svg: String {
        canvas.document(title: drawings.map(\.title).joined(separator: "; "), pixelWidth: pixelWidth)
    }

    /// The row's width in points, margins included: what ``pixelWidth``
    /// pixels show.
    var width: Double { canvas.extent.x + canvas.fontSize / 2 }

    /// The canvas with every drawing drawn on it.
    private var canvas: SVGCanvas {
        let font = drawings.map(\.fontSize).max() ?? 13
        var canvas = SVGCanvas(fontSize: font)
        canvas.smallestSize = font * (drawings.map(\.smallestText).max() ?? 0)
        var left = 0.0
        for drawing in drawings {
            canvas.drawsText = !drawing.thumbnail
            var drawer = LayoutDrawer(drawing: drawing, canvas: canvas, left: left)
            drawer.draw()
            canvas = drawer.canvas
            left = canvas.extent.x + font * 1.5
        }
        return canvas
    }
}
