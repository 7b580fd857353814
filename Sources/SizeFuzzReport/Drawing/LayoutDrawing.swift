import LayoutModel
import SizeFuzz

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
    /// Whether to mark the drawing as the failing step: a red caption, and a
    /// red window frame in a thumbnail or when the drawing has no
    /// ``culprit`` or ``mark`` to outline instead.
    public var marked: Bool
    /// The width the drawing asks to be shown at, in pixels.
    public var pixelWidth: Double
    /// The navigation failure marked on the drawing, if any: the element
    /// outlined in red, with what was expected and what it shows.
    public var mark: FailureMark?
    /// The view a width failure asks to change, outlined in red and named
    /// under the drawing with its modifier (and line, for an app read from
    /// source).
    public var culprit: Culprit?
    /// Whether the drawing is a thumbnail: shapes only, no text at all (at a
    /// filmstrip's size text would be 5 px), its words written outside it
    /// by whoever shows it (``footer`` and its caption).
    public var thumbnail = false
    /// How much larger than usual the drawing's text is: 1 draws text about
    /// 13 px when the screen is drawn 560 px wide; a page shown on a phone
    /// draws its stacked drawings larger, so that text shown 350 px wide
    /// stays at 9 px or more.
    public var textScale = 1.0
    /// The smallest text drawn, as a share of the drawing's text size: text
    /// shrunk below it to fit its box is left out (0 draws all). A page
    /// that must keep every text above a size on screen sets it.
    public var smallestText = 0.0

    /// Creates a drawing of `layout`, an app of `model`.
    public init(_ layout: Layout, model: AppModel, caption: String = "", marked: Bool = false, pixelWidth: Double = 560,
                mark: FailureMark? = nil) {
        self.layout = layout
        self.model = model
        self.caption = caption
        self.marked = marked
        self.pixelWidth = pixelWidth
        self.mark = mark
    }

    /// The screen's size, in points.
    var screenSize: Size { WindowPlacement.screen(of: layout.window) }

    /// The part of the screen drawn, in screen points: the whole screen, or
    /// when the window covers less than ``zoomThreshold`` of the screen's
    /// area (a Stage Manager window on a large external display), the window
    /// and a margin of a quarter of its size around it, so that the window is
    /// not drawn tiny.
    var view: Rect {
        let screen = screenSize
        let window = WindowPlacement.frame(of: layout.window, on: screen)
        guard window.width * window.height < screen.width * screen.height * Self.zoomThreshold else {
            return Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        }
        let marginX = window.width / 4, marginY = window.height / 4
        let x = max(0, window.x - marginX), y = max(0, window.y - marginY)
        return Rect(x: x, y: y, width: min(screen.width, window.maxX + marginX) - x,
                    height: min(screen.height, window.maxY + marginY) - y)
    }

    /// The share of the screen's area below which a drawing zooms to the
    /// window: a fifth (a quarter tile is drawn on its whole screen; a
    /// 900x700 stage window on a 2560x1440 display, 17%, is zoomed).
    static let zoomThreshold = 0.2

    /// The text size: a 42nd of the drawn width, so that text is about
    /// 13 px when the screen is drawn 560 px wide.
    var fontSize: Double { max(view.width, 1) / 42 * textScale }

    /// The drawing as a standalone SVG document.
    ///
    /// - Complexity: O(views + columns + items) of the layout.
    public var svg: String {
        DrawingRow([self], pixelWidth: pixelWidth).svg
    }

    /// The line under the screen: the window's mode and size, its size
    /// classes, the device and orientation, the external display, and when
    /// the drawing is zoomed, the screen it is part of.
    public var footer: String {
        let window = layout.window, screen = screenSize
        var footer = "\(window.mode.rawValue) \(window.size) · \(layout.sizeClasses.horizontal.rawValue) width, "
            + "\(layout.sizeClasses.vertical.rawValue) height · \(window.device.rawValue) \(window.orientation.rawValue)"
        if let display = window.display { footer += " · on \(display.rawValue)" }
        if view.width < screen.width || view.height < screen.height {
            footer += " · part of its \(Markup.number(screen.width))x\(Markup.number(screen.height)) screen"
        }
        return footer
    }

    /// The title of the drawing for assistive technology: the caption and the
    /// window. A caption that already names the window (`layout --svg`, the
    /// gallery) gets only the window's size added, not the window again.
    var title: String {
        let window = "\(layout.window)"
        guard !caption.isEmpty else { return window }
        let named = layout.window.scenarioDescription
        if caption.hasSuffix(named), window.hasPrefix(named) { return caption + window.dropFirst(named.count) }
        return "\(caption): \(window)"
    }
}

/// Draws one layout onto a canvas: the screen, the window, the container.
struct LayoutDrawer {
    let drawing: LayoutDrawing
    var canvas: SVGCanvas
    let font: Double
    /// Where the element the failure mark is about was drawn.
    var markedFrame: Rect?
    /// Where the window was drawn.
    var windowFrame: Rect?
    /// Where the drawing's ``LayoutDrawing/culprit`` was drawn.
    var culpritFrame: Rect?
    /// The hatching of each view that does not fit, with what it needs and
    /// gets: what a column drawn later covers is drawn again above it.
    var hatches: [(frame: Rect, required: Double, offered: Double)] = []
    /// Where the presentation was drawn, if one is shown.
    var presentationFrame: Rect?
    /// Names too long for their place, drawn as their number in this list
    /// and written out under the drawing.
    var legend: [String] = []

    /// Where the drawing starts on the canvas, in points.
    let left: Double
    /// Where the window's content is cut on the canvas: a margin past the
    /// screen's trailing edge.
    var contentRight = Double.infinity

    /// How far past the screen's trailing edge a view too wide is drawn,
    /// in text sizes: enough for its hatching to show beside a window at
    /// the screen's edge.
    static let beyondScreen = 2.0

    /// A drawer of `drawing` onto `canvas` from `left`, its text `font`
    /// points (the row's, so drawings side by side share one scale).
    init(drawing: LayoutDrawing, canvas: SVGCanvas, left: Double = 0) {
        self.drawing = drawing
        self.canvas = canvas
        font = canvas.fontSize
        self.left = left
    }

    var layout: Layout { drawing.layout }
    var model: AppModel { drawing.model }

    /// Height of a bar (tab bar, navigation bar, label band).
    var bar: Double { font * 2.2 }

    mutating func draw() {
        let screen = drawing.screenSize
        let view = drawing.view
        let zoomed = view.width < screen.width || view.height < screen.height
        let origin = (x: left + font / 2, y: drawing.thumbnail ? font / 2 : font * 2.2)
        if !drawing.caption.isEmpty {
            canvas.text(drawing.caption, x: origin.x, y: font * 1.4, role: "caption", size: font * 1.15,
                        color: drawing.marked ? SVGCanvas.redText : "#101828", bold: true, width: view.width, cuts: false)
        }
        let screenFrame = Rect(x: origin.x, y: origin.y, width: view.width, height: view.height)
        canvas.rect(screenFrame, role: "screen", fill: "#98a2b3", stroke: "#344054", dashed: zoomed, radius: zoomed ? 0 : font * 0.8,
                    data: [("width", Markup.number(screen.width)), ("height", Markup.number(screen.height))])
        let window = layout.window
        let frame = WindowPlacement.frame(of: window, on: screen).offsetBy(origin.x - view.x, origin.y - view.y)
        drawBackdrop(screenFrame, window: frame)
        windowFrame = frame
        if drawing.mark?.target == .scene { markedFrame = frame }
        canvas.rect(frame, role: "window", fill: "#ffffff", stroke: drawing.marked ? SVGCanvas.red : "#101828",
                    data: [("mode", window.mode.rawValue), ("width", Markup.number(window.width)),
                           ("height", Markup.number(window.height))])
        // Content is clipped to the window's height; what is too wide still
        // shows, hatched, beyond its trailing edge, up to a margin past the
        // screen's (its label says how much), so that the drawing stays
        // about as wide as the screen and its text as large as planned.
        contentRight = max(frame.maxX, screenFrame.maxX + font * Self.beyondScreen)
        canvas.beginClip(Rect(x: frame.x, y: frame.y, width: contentRight - frame.x, height: frame.height))
        drawContainer(in: frame)
        drawPresentation(in: frame)
        drawCoveredHatches()
        canvas.endClip()
        drawWindowControls(in: frame)
        canvas.rect(frame, role: "window-edge", fill: "none", stroke: "#101828")
        // A thumbnail of the failing step is framed in red; a full drawing
        // outlines the element the failure is about (its culprit or mark),
        // and the window only when it knows of no such element.
        if drawing.marked, drawing.thumbnail || (drawing.culprit == nil && drawing.mark == nil) {
            canvas.rect(frame, role: "marked", fill: "none", stroke: SVGCanvas.red)
            canvas.rect(Rect(x: frame.x - font / 4, y: frame.y - font / 4, width: frame.width + font / 2,
                              height: frame.height + font / 2), role: "marked", fill: "none", stroke: SVGCanvas.red)
        }
        if let culprit = drawing.culprit, let box = culpritFrame {
            canvas.rect(Rect(x: box.x - font / 6, y: box.y - font / 6, width: box.width + font / 3, height: box.height + font / 3),
                        role: "culprit", fill: "none", stroke: SVGCanvas.red, data: (culprit.path.map { [("path", $0)] } ?? []) + [("label", culprit.label)])
        }
        guard !drawing.thumbnail else { return }
        let y = canvas.paragraph(drawing.footer, x: origin.x, y: screenFrame.maxY + font * 1.5, width: view.width, role: "footer",
                                 color: "#344054")
        drawMarkNote(from: y)
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
            freeLabel("app behind Slide Over", screen: screen, window: window)
        case .stage:
            freeLabel(layout.window.display == nil ? "Stage Manager" : "external display", screen: screen, window: window)
        default:
            freeLabel(layout.window.mode.isTile ? "tiled windows" : "Windowed Apps", screen: screen, window: window)
        }
    }

    /// `text` in the widest part of the screen the window leaves free (left,
    /// right or above it), or nowhere when no part is wide enough.
    private mutating func freeLabel(_ text: String, screen: Rect, window: Rect) {
        // Whole at the smallest size text may take, or not at all.
        let needed = Double(text.count) * font * 0.58 * SVGCanvas.smallestShrink + font * 2
        let leftSpace = window.x - screen.x, rightSpace = screen.maxX - window.maxX
        if window.y - screen.y >= font * 2.2 {
            canvas.text(text, x: screen.x + font, y: screen.y + font * 1.6, color: "#101828", width: screen.width - font * 2)
        } else if leftSpace >= needed && leftSpace >= rightSpace {
            canvas.text(text, x: screen.x + font, y: screen.y + font * 1.6, color: "#101828", width: leftSpace - font * 2)
        } else if rightSpace >= needed {
            canvas.text(text, x: window.maxX + font, y: screen.y + font * 1.6, color: "#101828", width: rightSpace - font * 2)
        }
    }

    /// The container, by kind.
    private mutating func drawContainer(in frame: Rect) {
        var window = frame
        if let side = layout.sideColumn {
            window.width = layout.containerWidth
            drawSideColumn(side, in: Rect(x: frame.maxX - side.width, y: frame.y, width: side.width, height: frame.height))
        }
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
