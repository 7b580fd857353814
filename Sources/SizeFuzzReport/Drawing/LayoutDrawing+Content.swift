import LayoutModel
import SizeFuzz

extension LayoutDrawer {
    /// The height of a view's band: its label, and under it what it needs
    /// (red when it gets less).
    var viewBand: Double { font * 2.6 }

    /// The screen's content tree laid out in the width the layout gives it,
    /// as the model places it: stacks share what is left over among their
    /// flexible children, frames offer their width, grids resolve their
    /// columns. A view that needs more than it gets is hatched in red from
    /// the width it gets to the width it needs.
    mutating func drawContent(of screen: String, in frame: Rect) {
        guard let root = model.screen(screen)?.content(for: layout.sizeClasses.horizontal) else {
            canvas.text("List (fits any width)", x: frame.x + font / 2, y: frame.y + font * 1.6, color: "#475467",
                        width: frame.width - font)
            return
        }
        let window = layout.window
        let context = WidthContext(screenWidth: window.device.screenSize(window.orientation).width,
                                   defaultPadding: model.platform.content.defaultPadding)
        drawView(root, x: frame.x, y: frame.y + font / 3, offered: layout.contentWidth, context: context, depth: 0, path: root.label)
    }

    /// The height `node` is drawn at.
    func height(of node: ViewNode) -> Double {
        let gap = font / 2
        switch node {
        case .content, .spacer: return viewBand + gap
        case .grid: return viewBand + font * 4.2
        case let .hstack(_, children): return viewBand + (children.map(height(of:)).max() ?? 0) + gap
        case let .vstack(_, children): return viewBand + children.reduce(0) { $0 + height(of: $1) + gap } + gap
        case let .frame(_, content), let .flexibleFrame(_, _, content), let .screenWidthFrame(content),
             let .padding(_, content):
            return viewBand + height(of: content) + gap
        }
    }

    /// Draws `node` offered `offered` points at `x`, `y`, and its children
    /// inside it; `path` names it as `WidthOverflow.path` does, so the
    /// drawing finds its ``Culprit``.
    mutating func drawView(_ node: ViewNode, x: Double, y: Double, offered: Double, context: WidthContext, depth: Int,
                           path: String) {
        let needed = node.minimumWidth(in: context)
        let shown = max(offered, 0)
        let box = Rect(x: x, y: y, width: shown, height: height(of: node) - font / 4)
        if path == drawing.culprit?.path, culpritFrame == nil { culpritFrame = box }
        let fills = ["#eef4ff", "#e0eaff", "#f4f3ff", "#ebe9fe", "#fdf2fa"]
        canvas.rect(box, role: "view", fill: fills[depth % fills.count], stroke: "#6172f3",
                    data: [("label", node.label), ("offered", Markup.number(offered)), ("required", Markup.number(needed))])
        let label = Self.boxLabel(node, width: shown - font / 2, size: font * 0.85)
        canvas.text(label, x: x + font / 4, y: y + font * 1.05, role: "view-label",
                    size: SVGCanvas.shrunk(label, width: shown - font / 2, size: font * 0.85), width: shown - font / 2)
        var grid: GridLayout?
        if case let .grid(columns) = node { grid = GridLayout.resolve(columns, width: offered) }
        let required = grid.map(\.totalWidth) ?? needed
        if required > offered + 0.001 {
            let hatch = Rect(x: x + shown, y: y, width: required - shown, height: box.height)
            canvas.hatch(hatch, required: required, offered: offered)
            hatches.append((hatch, required, offered))
            // Over the view and its hatching, up to where the content is cut:
            // in full, or shorter where that does not fit.
            let room = max(font, min(required, contentRight - x) - font / 2)
            let smallest = max(font * 0.9 * SVGCanvas.smallestShrink, canvas.smallestSize)
            let forms = ["needs \(Markup.points(required)), gets \(Markup.points(offered))",
                         "needs \(Markup.number(required)), gets \(Markup.number(offered))",
                         "+\(Markup.points(required - offered))"]
            let form = forms.first { SVGCanvas.shrunk($0, width: room, size: font * 0.9) >= smallest } ?? forms[forms.count - 1]
            canvas.text(form, x: x + font / 4, y: y + font * 2.15, role: "overflow-label", size: font * 0.9,
                        color: SVGCanvas.redText, bold: true, width: room, cuts: false)
        } else {
            // A view that needs nothing (a spacer, an empty frame) says what it gets only.
            let need = required > 0 ? "gets \(Markup.points(offered)), needs \(Markup.points(required))" : "gets \(Markup.points(offered))"
            canvas.text(need, x: x + font / 4, y: y + font * 2.15, role: "view-need",
                        size: SVGCanvas.shrunk(need, width: shown - font / 2, size: font * 0.75), color: "#475467", width: shown - font / 2)
        }
        let top = y + viewBand
        switch node {
        case .content, .spacer:
            return
        case let .grid(columns):
            if let grid { drawGrid(grid, items: columns, x: x, y: top) }
        case let .hstack(spacing, children):
            let extra = max(0, offered - needed)
            let flexible = children.filter(\.isFlexible).count
            var childX = x
            for child in children {
                let share = child.isFlexible && flexible > 0 ? extra / Double(flexible) : 0
                let width = child.minimumWidth(in: context) + share
                drawView(child, x: childX, y: top, offered: width, context: context, depth: depth + 1,
                     path: path + " > " + child.label)
                childX += width + spacing
            }
        case let .vstack(_, children):
            var childY = top
            for child in children {
                drawView(child, x: x, y: childY, offered: shown, context: context, depth: depth + 1,
                     path: path + " > " + child.label)
                childY += height(of: child) + font / 4
            }
        case let .frame(width, content):
            drawView(content, x: x, y: top, offered: width, context: context, depth: depth + 1,
                     path: path + " > " + content.label)
        case let .flexibleFrame(minWidth, maxWidth, content):
            let width = min(max(offered, minWidth ?? 0), maxWidth ?? .infinity)
            drawView(content, x: x, y: top, offered: width, context: context, depth: depth + 1,
                     path: path + " > " + content.label)
        case let .screenWidthFrame(content):
            drawView(content, x: x, y: top, offered: context.screenWidth, context: context, depth: depth + 1,
                     path: path + " > " + content.label)
        case let .padding(length, content):
            // The content sits inside the padding on both sides, offered what
            // the model offers it (ViewNode.paddedOffer).
            let padding = length ?? context.defaultPadding
            let inner = ViewNode.paddedOffer(offered, padding: padding)
            drawView(content, x: x + padding, y: top, offered: inner, context: context, depth: depth + 1,
                     path: path + " > " + content.label)
        }
    }

    /// A grid's columns at their rendered widths, each with its items side
    /// by side, two rows of them.
    private mutating func drawGrid(_ grid: GridLayout, items: [GridItem], x: Double, y: Double) {
        var columnX = x
        for (index, column) in grid.columns.enumerated() {
            let spacing = items.indices.contains(index) ? items[index].spacing : GridItem.defaultSpacing
            let frame = Rect(x: columnX, y: y, width: column.width, height: font * 3.9)
            canvas.rect(frame, role: "grid-column", fill: "none", stroke: "#444ce7", dashed: true,
                        data: [("width", Markup.number(column.width)), ("items", "\(column.itemCount)"),
                               ("item-width", Markup.number(column.itemWidth))])
            for row in 0..<2 {
                var itemX = columnX
                for _ in 0..<min(column.itemCount, 200) {
                    let cell = Rect(x: itemX, y: y + font * 0.2 + Double(row) * font * 1.85, width: column.itemWidth, height: font * 1.6)
                    canvas.rect(cell, role: "grid-item", fill: "#c7d7fe", stroke: "#6172f3", radius: font / 5)
                    itemX += column.itemWidth + spacing
                }
            }
            canvas.text(Markup.number(column.width), x: columnX + column.width / 2, y: y + font * 1.3, role: "grid-label",
                        size: font * 0.8, anchor: "middle", width: column.width)
            columnX += column.width + spacing
        }
    }

    /// The label drawn in a view's box `width` points wide: the whole label
    /// when it fits at the smallest size text may shrink to, else a shorter
    /// form (`LazyVGrid(4 columns)`, then the view's name), so that a label
    /// is not cut; the box's `data-label` keeps the whole one.
    static func boxLabel(_ node: ViewNode, width: Double, size: Double) -> String {
        let smallest = size * SVGCanvas.smallestShrink
        var candidates = [node.label]
        if case let .grid(columns) = node { candidates.append("LazyVGrid(\(columns.count) columns)") }
        if let name = node.label.split(separator: "(").first { candidates.append(String(name)) }
        return candidates.first { SVGCanvas.fitting($0, width: width, size: smallest) == $0 } ?? candidates[candidates.count - 1]
    }
}
