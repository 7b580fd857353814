import LayoutModel
import SizeFuzz

extension LayoutDrawer {
    /// The screen on top: its navigation bar (title, path, toolbar items,
    /// the overflow menu), its content tree, and its bottom toolbar.
    mutating func drawScreen(in frame: Rect, role: String) {
        guard let screen = layout.screen else {
            canvas.text("nothing selected", x: frame.x + frame.width / 2, y: frame.y + frame.height / 2, color: "#667085",
                        anchor: "middle", width: frame.width)
            return
        }
        let navigation = Rect(x: frame.x, y: frame.y, width: frame.width, height: bar)
        if drawing.mark?.target == .path { markedFrame = navigation }
        if model.screen(screen)?.header != nil {
            drawHeader(in: navigation, screen: screen)
        } else {
            canvas.rect(navigation, role: "nav-bar", fill: "#f9fafb", stroke: "#d0d5dd", data: [("screen", screen)])
            // As iPadOS draws a pushed screen: a back button titled with the
            // screen below and the top screen's title, never a breadcrumb.
            let stack = ([layout.focus.base].compactMap { $0 } + layout.path).map(title(of:))
            let toolbarWidth = drawToolbar(in: navigation)
            var inset = controlsInset(navigation)
            if stack.count > 1 {
                inset = drawBackButton(stack[stack.count - 2], in: navigation, after: inset, role: "back-button")
            }
            let leadingWidth = drawLeadingItems(in: navigation, after: inset)
            // An item the bar does not show (clipped, or without a place in
            // the size class) is outlined where the bar's trailing items are.
            if case .toolbar? = drawing.culprit?.target, culpritFrame == nil {
                let width = max(toolbarWidth, model.platform.toolbar.itemWidth + model.platform.toolbar.barMargin)
                culpritFrame = Rect(x: navigation.maxX - width, y: navigation.y, width: width, height: bar)
            }
            canvas.text(title(of: screen), x: navigation.x + font / 2 + leadingWidth,
                        y: navigation.y + bar * 0.65, role: "screen-title", bold: true,
                        width: navigation.width - toolbarWidth - leadingWidth - font, smallest: 0.5)
        }
        var content = frame.inset(top: bar)
        if let toolbar = layout.toolbar, !toolbar.bottom.isEmpty {
            content = content.inset(bottom: bar)
            drawBottomToolbar(toolbar.bottom, role: "bottom-toolbar",
                              in: Rect(x: frame.x, y: content.maxY, width: frame.width, height: bar))
        }
        if let toolbar = layout.toolbar, !toolbar.keyboard.isEmpty {
            content = content.inset(bottom: bar)
            let keyboard = Rect(x: frame.x, y: content.maxY, width: frame.width, height: bar)
            drawBottomToolbar(toolbar.keyboard, role: "keyboard-bar", in: keyboard)
            canvas.text("keyboard bar", x: keyboard.maxX - font / 2, y: keyboard.y + bar * 0.65, role: "bar-label",
                        size: font * 0.8, color: "#475467", anchor: "end")
        }
        if let toolbar = layout.toolbar, !toolbar.clipped.isEmpty {
            canvas.text("clipped, unreachable: " + toolbar.clipped.joined(separator: ", "), x: content.x + font / 2,
                        y: content.y + font * 1.3, role: "overflow-label", color: SVGCanvas.redText, bold: true)
            content = content.inset(top: font * 1.8)
        }
        // The lost path's bar sits under the navigation bar, in room taken
        // from the content, so that no text of either covers the other.
        var ghostBar: (back: String?, title: String)?
        if drawing.mark?.target == .path, case let .bar(back, title)? = drawing.mark?.ghost {
            ghostBar = (back, title)
            content = content.inset(top: bar + font * 2 / 3)
        }
        drawContent(of: screen, in: content)
        drawOverflowMenu(under: navigation)
        if let ghostBar { drawGhostBar(back: ghostBar.back, title: ghostBar.title, under: navigation) }
    }

    /// A back button `‹ title` from `after` points into the bar (its margin
    /// at least). Returns where the next item may start, from the bar's
    /// leading edge.
    private mutating func drawBackButton(_ title: String, in navigation: Rect, after: Double, role: String) -> Double {
        let parameters = model.platform.toolbar
        let x = navigation.x + max(parameters.barMargin, after)
        let text = "‹ " + title
        let width = min(Double(text.count) * font * 0.6 + font, max(font * 2, navigation.width / 3))
        let frame = Rect(x: x, y: navigation.y + font / 4, width: width, height: bar - font / 2)
        canvas.rect(frame, role: role, fill: "#ffffff", radius: font / 3)
        canvas.text(text, x: frame.x + font / 3, y: frame.y + frame.height * 0.68, color: "#1570ef", width: frame.width - font / 2)
        return frame.maxX - navigation.x + parameters.itemSpacing
    }

    /// The navigation bar of the lost path, dashed, under the bar the window
    /// shows: what the user had on screen before the failing step.
    private mutating func drawGhostBar(back: String?, title: String, under navigation: Rect) {
        let ghost = Rect(x: navigation.x, y: navigation.maxY + font / 3, width: navigation.width, height: bar)
        canvas.rect(ghost, role: "ghost-bar", fill: "#fef3f2", stroke: SVGCanvas.red, dashed: true)
        canvas.text("was:", x: ghost.x + font / 3, y: ghost.y + bar * 0.65, role: "ghost-label", size: font * 0.8,
                    color: SVGCanvas.redText, bold: true)
        var inset = font * 2.6
        if let back { inset = drawBackButton(back, in: ghost, after: inset, role: "ghost-back-button") }
        canvas.text(title, x: ghost.x + inset, y: ghost.y + bar * 0.65, role: "ghost-title", bold: true,
                    width: max(font, ghost.width - inset - font / 2))
        markedFrame = navigation.union(ghost)
    }

    /// How far the system's bar moves its leading items to keep them clear of
    /// the window controls (``WindowingParameters/systemBarsAvoidControls``):
    /// from the bar's leading edge to the controls' trailing edge, or 0.
    private func controlsInset(_ navigation: Rect) -> Double {
        guard model.platform.windows.windowing.systemBarsAvoidControls, let controls = model.windowControls(of: layout.window),
              model.screenLeadingEdge(of: layout) == 0 else { return 0 }
        return controls.maxX
    }

    /// The width of a toolbar item on a bar.
    private func itemWidth(_ id: String) -> Double {
        let spec = layout.screen.flatMap(model.toolbar(of:))
        let item = spec?.items(for: layout.sizeClasses.horizontal).first { $0.id == id }
        return item?.width ?? model.platform.toolbar.itemWidth
    }

    /// The navigation bar's centre and trailing items and the overflow
    /// button. Returns the width they take.
    private mutating func drawToolbar(in navigation: Rect) -> Double {
        guard let toolbar = layout.toolbar else { return 0 }
        let parameters = model.platform.toolbar
        var x = navigation.maxX - parameters.barMargin
        let button = Rect(x: 0, y: navigation.y + font / 4, width: 0, height: bar - font / 2)
        if !toolbar.overflow.isEmpty {
            x -= parameters.itemWidth
            let frame = Rect(x: x, y: button.y, width: parameters.itemWidth, height: button.height)
            canvas.rect(frame, role: "toolbar-item overflow-button", fill: "#ffffff", radius: font / 3)
            canvas.text("…", x: frame.x + frame.width / 2, y: frame.y + frame.height * 0.7, anchor: "middle")
            x -= parameters.itemSpacing
        }
        for id in toolbar.trailing.reversed() {
            let width = itemWidth(id)
            x -= width
            drawToolbarItem(id, in: Rect(x: x, y: button.y, width: width, height: button.height))
            x -= parameters.itemSpacing
        }
        let centerWidth = toolbar.center.reduce(0) { $0 + itemWidth($1) + parameters.itemSpacing }
        var cx = navigation.x + (navigation.width - centerWidth) / 2
        for id in toolbar.center {
            drawToolbarItem(id, in: Rect(x: cx, y: button.y, width: itemWidth(id), height: button.height))
            cx += itemWidth(id) + parameters.itemSpacing
        }
        return navigation.maxX - x + (toolbar.center.isEmpty ? 0 : centerWidth)
    }

    /// The overflow menu, open under its button at the navigation bar's
    /// trailing end, over the content.
    private mutating func drawOverflowMenu(under navigation: Rect) {
        guard let toolbar = layout.toolbar, !toolbar.overflow.isEmpty else { return }
        let right = navigation.maxX - model.platform.toolbar.barMargin
        let menuWidth = max(font * 8, Double(toolbar.overflow.map(\.count).max() ?? 0) * font * 0.6 + font)
        let menu = Rect(x: right - menuWidth, y: navigation.maxY, width: menuWidth,
                         height: Double(toolbar.overflow.count) * font * 1.6 + font / 2)
        canvas.rect(menu.offsetBy(font / 4, font / 4), role: "shadow", fill: "#98a2b3", stroke: "none", radius: font / 3)
        canvas.rect(menu, role: "overflow-menu", fill: "#ffffff", stroke: "#475467", radius: font / 3,
                    data: [("items", toolbar.overflow.joined(separator: ","))])
        for (index, id) in toolbar.overflow.enumerated() {
            canvas.text(id, x: menu.x + font / 2, y: menu.y + font * (1.4 + 1.6 * Double(index)), role: "menu-item")
        }
    }

    private mutating func drawToolbarItem(_ id: String, in frame: Rect) {
        if drawing.culprit?.target == .toolbar(id) { culpritFrame = frame }
        canvas.rect(frame, role: "toolbar-item", fill: "#ffffff", radius: font / 3,
                    data: [("id", id), ("width", Markup.number(frame.width))])
        canvas.text(label(id, width: frame.width, size: font * 0.8), x: frame.x + frame.width / 2, y: frame.y + frame.height * 0.68,
                    size: font * 0.8, anchor: "middle", width: frame.width)
    }

    /// The navigation bar's leading items, after the back button's place.
    /// Returns the width they take.
    private mutating func drawLeadingItems(in navigation: Rect, after inset: Double) -> Double {
        guard let toolbar = layout.toolbar, !toolbar.leading.isEmpty else { return inset }
        let parameters = model.platform.toolbar
        var x = navigation.x + max(parameters.barMargin, inset)
        for id in toolbar.leading {
            drawToolbarItem(id, in: Rect(x: x, y: navigation.y + font / 4, width: itemWidth(id), height: bar - font / 2))
            x += itemWidth(id) + parameters.itemSpacing
        }
        return x - navigation.x
    }

    /// A bar of items from the leading edge: the bottom toolbar, or the
    /// keyboard's bar.
    private mutating func drawBottomToolbar(_ items: [String], role: String, in frame: Rect) {
        canvas.rect(frame, role: role, fill: "#f9fafb", stroke: "#d0d5dd", data: [("items", items.joined(separator: ","))])
        let parameters = model.platform.toolbar
        var x = frame.x + parameters.barMargin
        for id in items {
            drawToolbarItem(id, in: Rect(x: x, y: frame.y + font / 4, width: itemWidth(id), height: bar - font / 2))
            x += itemWidth(id) + parameters.itemSpacing
        }
    }
}
