import LayoutModel

/// A drawing of a layout, as SVG: the device's screen, the window on it, the
/// container in the window (split-view columns, a collapsed stack, the tab
/// bar or sidebar, the toolbar), and the screen's content tree with its
/// grids; whatever is too wide hatched in red with `needs 620 pt, gets 375 pt`.
///
/// Coordinates are the model's points (the view box is in points), so a
/// column 320 pt wide is a `rect` 320 wide. Text is real text, and every
/// name from the app is escaped. The same layout gives the same bytes.
///
/// ```swift
/// let model = AppModel(.fixedSidebar)
/// let layout = model.layout(of: model.launch(in: window).scenes[0])
/// let svg = LayoutDrawing(layout, model: model).svg
/// ```
public struct LayoutDrawing: Sendable {
    /// The layout drawn.
    public var layout: Layout
    /// The app it belongs to, for titles, sidebar rows and content trees.
    public var model: AppModel
    /// The line above the screen, such as `2  resize 375x834`.
    public var caption: String
    /// Whether to mark the drawing as the failing step (a red window frame).
    public var marked: Bool
    /// The width the drawing asks to be shown at, in pixels.
    public var pixelWidth: Double

    /// Creates a drawing of `layout`, an app of `model`.
    public init(_ layout: Layout, model: AppModel, caption: String = "", marked: Bool = false, pixelWidth: Double = 560) {
        self.layout = layout
        self.model = model
        self.caption = caption
        self.marked = marked
        self.pixelWidth = pixelWidth
    }

    /// The screen's size, in points.
    var screenSize: Size { WindowPlacement.screen(of: layout.window) }

    /// The text size: a 42nd of the screen's width, so that text is about
    /// 13 px when the screen is drawn 560 px wide.
    var fontSize: Double { max(screenSize.width, 1) / 42 }

    /// The drawing as a standalone SVG document.
    ///
    /// - Complexity: O(views + columns + items) of the layout.
    public var svg: String {
        var drawer = LayoutDrawer(drawing: self)
        drawer.draw()
        let title = caption.isEmpty ? "\(layout.window)" : "\(caption): \(layout.window)"
        return drawer.canvas.document(title: title, pixelWidth: pixelWidth)
    }
}

/// Draws one layout onto a canvas: the screen, the window, the container.
struct LayoutDrawer {
    let drawing: LayoutDrawing
    var canvas: SVGCanvas
    let font: Double

    init(drawing: LayoutDrawing) {
        self.drawing = drawing
        font = drawing.fontSize
        canvas = SVGCanvas(fontSize: font)
    }

    var layout: Layout { drawing.layout }
    var model: AppModel { drawing.model }

    /// Height of a bar (tab bar, navigation bar, label band).
    var bar: Double { font * 2.2 }

    mutating func draw() {
        let screen = drawing.screenSize
        let origin = (x: font / 2, y: font * 2.2)
        if !drawing.caption.isEmpty {
            canvas.text(drawing.caption, x: origin.x, y: font * 1.4, role: "caption", size: font * 1.15,
                        color: drawing.marked ? SVGCanvas.red : "#101828", bold: true)
        }
        let screenFrame = Rect(x: origin.x, y: origin.y, width: screen.width, height: screen.height)
        canvas.rect(screenFrame, role: "screen", fill: "#98a2b3", stroke: "#344054", radius: font * 0.8,
                    data: [("width", Markup.number(screen.width)), ("height", Markup.number(screen.height))])
        let window = layout.window
        let frame = WindowPlacement.frame(of: window, on: screen).offsetBy(origin.x, origin.y)
        drawBackdrop(screenFrame, window: frame)
        canvas.rect(frame, role: "window", fill: "#ffffff", stroke: drawing.marked ? SVGCanvas.red : "#101828",
                    data: [("mode", window.mode.rawValue), ("width", Markup.number(window.width)),
                           ("height", Markup.number(window.height))])
        drawContainer(in: frame)
        canvas.rect(frame, role: "window-edge", fill: "none", stroke: "#101828")
        if drawing.marked {
            canvas.rect(frame, role: "marked", fill: "none", stroke: SVGCanvas.red)
            canvas.rect(Rect(x: frame.x - font / 4, y: frame.y - font / 4, width: frame.width + font / 2,
                              height: frame.height + font / 2), role: "marked", fill: "none", stroke: SVGCanvas.red)
        }
        var footer = "\(window.mode.rawValue) \(window.size) · \(layout.sizeClasses.horizontal.rawValue) width, "
            + "\(layout.sizeClasses.vertical.rawValue) height · \(window.device.rawValue) \(window.orientation.rawValue)"
        if let display = window.display { footer += " · on \(display.rawValue)" }
        canvas.text(footer, x: origin.x, y: screenFrame.maxY + font * 1.5, role: "footer", color: "#344054")
    }

    /// What the screen shows around the window: the other app of a Split
    /// View, the app behind Slide Over, the rest of a Stage Manager screen.
    private mutating func drawBackdrop(_ screen: Rect, window: Rect) {
        switch layout.window.mode {
        case .full:
            return
        case .splitThird, .splitHalf, .splitTwoThirds:
            let divider = model.platform.windows.splitDividerWidth
            let other = Rect(x: screen.x, y: screen.y, width: max(0, window.x - screen.x - divider), height: screen.height)
            canvas.rect(other, role: "other-app", fill: "#d0d5dd", stroke: "#667085", dashed: true)
            canvas.text("other app", x: other.x + other.width / 2, y: other.y + other.height / 2, color: "#475467",
                        anchor: "middle", width: other.width)
        case .slideOver:
            canvas.text("app behind Slide Over", x: screen.x + font, y: screen.y + font * 2, color: "#101828",
                        width: window.x - screen.x - font)
        case .stage:
            canvas.text(layout.window.display == nil ? "Stage Manager" : "external display",
                        x: screen.x + font, y: screen.y + font * 1.6, color: "#101828")
        default:
            canvas.text(layout.window.mode.isTile ? "tiled windows" : "Windowed Apps",
                        x: screen.x + font, y: screen.y + font * 1.6, color: "#101828")
        }
    }

    /// The container, by kind.
    private mutating func drawContainer(in window: Rect) {
        switch layout.navigation {
        case .splitView:
            drawSplitView(in: window)
        case .tabView:
            drawTabView(in: window)
        case .stack, .view:
            drawScreen(in: window, role: layout.navigation == .stack ? "stack" : "view")
        }
    }
}
