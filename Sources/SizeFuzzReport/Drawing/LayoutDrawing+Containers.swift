import LayoutModel
import SizeFuzz

extension LayoutDrawer {
    /// A split view: its visible columns side by side (tiled and displaced
    /// ones push the detail, floating ones are drawn over it, dashed), or
    /// collapsed into one stack showing its top column.
    mutating func drawSplitView(in window: Rect) {
        guard let split = layout.split else { return drawScreen(in: window, role: "detail") }
        if split.collapsed {
            let top = split.topColumn ?? .sidebar
            drawColumn(ResolvedColumn(role: top, width: window.width, presentation: .tiled), in: window,
                       label: "\(top.rawValue) \(Markup.number(window.width)) ▸ collapsed", presentation: "collapsed")
            return
        }
        var x = window.x, overlayX = window.x
        var overlays: [(ResolvedColumn, Rect)] = []
        for column in split.columns where column.role != .detail {
            switch column.presentation {
            case .hidden:
                continue
            case .tiled, .displaced:
                drawColumn(column, in: Rect(x: x, y: window.y, width: column.width, height: window.height))
                x += column.width
            case .overlay:
                overlays.append((column, Rect(x: overlayX, y: window.y, width: column.width, height: window.height)))
                overlayX += column.width
            }
        }
        drawColumn(split.detail, in: Rect(x: x, y: window.y, width: split.detail.width, height: window.height))
        for (column, frame) in overlays {
            canvas.rect(frame.offsetBy(font / 3, font / 3), role: "shadow", fill: "#667085", stroke: "none")
            drawColumn(column, in: frame)
        }
        // The column the user showed and the window lost, as a ghost where it was.
        if case .column? = drawing.mark?.target, case let .column(label, width)? = drawing.mark?.ghost {
            let ghost = Rect(x: window.x, y: window.y, width: min(width, window.width), height: window.height)
            canvas.rect(ghost, role: "ghost-column", fill: "#fef3f2", stroke: SVGCanvas.red, dashed: true,
                        data: [("width", Markup.number(width))])
            canvas.text(label, x: ghost.x + font / 3, y: ghost.y + ghost.height / 2, role: "ghost-label", color: SVGCanvas.redText,
                        bold: true, width: ghost.width - font / 2)
            markedFrame = ghost
        }
    }

    /// One split-view column: its band (`sidebar 320`, `detail 874`), then
    /// the sidebar's rows, the content column's rows or the detail's screen.
    mutating func drawColumn(_ column: ResolvedColumn, in frame: Rect, label: String? = nil, presentation: String? = nil) {
        let shown = presentation ?? column.presentation.rawValue
        canvas.rect(frame, role: "column", fill: column.role == .detail ? "#ffffff" : "#f2f4f7",
                    dashed: column.presentation == .overlay,
                    data: [("role", column.role.rawValue), ("width", Markup.number(column.width)), ("presentation", shown)])
        var text = label ?? "\(column.role.rawValue) \(Markup.number(column.width))"
        if label == nil && column.presentation != .tiled { text += " \(column.presentation.rawValue)" }
        // The band goes at the column's foot in a window with window
        // controls, so that the screen's top bar is at the window's top, where
        // the controls are.
        let atFoot = model.windowControls(of: layout.window) != nil
        let band = Rect(x: frame.x, y: atFoot ? frame.maxY - bar * 0.8 : frame.y, width: frame.width, height: bar * 0.8)
        canvas.rect(band, role: "band", fill: "#344054", stroke: "none")
        canvas.text(text, x: frame.x + font / 3, y: band.y + bar * 0.55, role: "column-label", color: "#ffffff",
                    bold: true, width: frame.width - font / 2)
        // A sidebar or content column has a bar of its own at the top, which
        // the window controls may cover.
        let body = atFoot ? frame.inset(top: column.role == .detail ? 0 : bar, bottom: bar * 0.8) : frame.inset(top: bar * 0.8)
        // A row whose content column is its detail has its screen there, and
        // an empty detail (``SplitViewContentColumn``).
        let twoColumns = model.splitPlan(of: layout)?.isTwoColumnRow(layout.sidebarSelection) ?? false
        switch column.role {
        case .sidebar:
            drawRows(model.splitPlan(of: layout)?.sidebar ?? [], selected: layout.sidebarSelection, in: body, list: .sidebarRow(layout.sidebarSelection))
        case .content where twoColumns:
            drawScreen(in: body, role: "content")
        case .content:
            drawRows(layout.sidebarSelection.map(model.destinations(of:)) ?? [], selected: layout.contentSelection, in: body,
                     list: .contentRow(layout.contentSelection))
        case .detail where twoColumns && !(layout.split?.collapsed ?? false):
            canvas.text("empty detail", x: body.x + body.width / 2, y: body.y + body.height / 2, color: "#667085",
                        anchor: "middle", width: body.width)
        case .detail:
            drawScreen(in: body, role: "detail")
        }
    }

    /// A list of screens, the selected one highlighted; `list` says which
    /// failure mark its selected row answers.
    /// Rows past the list's foot are counted in a `+ N more` line, with
    /// `hiddenAfter` rows of lists below it; returns whether every row fitted.
    @discardableResult
    mutating func drawRows(_ ids: [String], selected: String?, in frame: Rect, list: FailureMark.Target,
                           hiddenAfter: Int = 0) -> Bool {
        if drawing.mark?.target == list, selected == nil || !ids.contains(selected ?? "") {
            if case .tab = list {} else {
                markedFrame = Rect(x: frame.x, y: frame.y, width: frame.width, height: max(font * 2.2, Double(ids.count) * font * 2.1))
            }
        }
        var y = frame.y + font * 0.4
        // Rows that would pass the list's foot are counted, not drawn past it.
        let foot = frame.height > 0 ? frame.maxY : .infinity
        for (index, id) in ids.enumerated() {
            if y + font * (index == ids.count - 1 ? 1.8 : 3.9) > foot {
                canvas.text("+ \(ids.count - index + hiddenAfter) more", x: frame.x + font / 2, y: y + font * 1.25, role: "more-rows",
                            color: "#475467", width: frame.width - font)
                return false
            }
            let row = Rect(x: frame.x + font / 3, y: y, width: max(0, frame.width - font * 2 / 3), height: font * 1.8)
            let isSelected = id == selected
            if isSelected, drawing.mark?.target == list { markedFrame = row }
            canvas.rect(row, role: isSelected ? "row selected" : "row", fill: isSelected ? SVGCanvas.selected : "#ffffff",
                        stroke: isSelected ? "#1570ef" : "#d0d5dd", radius: font / 3, data: [("id", id)])
            canvas.text(title(of: id), x: row.x + font / 2, y: row.y + font * 1.25, color: isSelected ? "#ffffff" : "#101828",
                        width: row.width - font)
            y += font * 2.1
        }
        if ids.isEmpty {
            canvas.text("no rows", x: frame.x + font / 2, y: frame.y + font * 1.6, color: "#667085", width: frame.width - font)
        }
        return true
    }

    /// A tab view: the sidebar beside the tab's screen, the top bar above it,
    /// or the bottom bar below it.
    mutating func drawTabView(in window: Rect) {
        guard let tabBar = layout.tabBar else { return drawScreen(in: window, role: "tab") }
        switch tabBar.placement {
        case .sidebar:
            let width = layout.split != nil ? layout.splitOrigin : window.width - layout.contentWidth
            let sidebar = Rect(x: window.x, y: window.y, width: width, height: window.height)
            canvas.rect(sidebar, role: "tab-sidebar", fill: "#f2f4f7",
                        data: [("width", Markup.number(width)), ("placement", "sidebar")])
            // Under window controls, the sidebar's label starts below them.
            let top = model.windowControls(of: layout.window).map { $0.maxY } ?? 0
            canvas.text("sidebar \(Markup.number(width))", x: sidebar.x + font / 3, y: sidebar.y + top + font * 1.3,
                        role: "column-label", bold: true, width: width - font / 2)
            var y = sidebar.y + top + font * 2
            for (index, group) in tabBar.sidebar.enumerated() {
                if y + font * 6.5 > sidebar.maxY {
                    let rest = tabBar.sidebar[index...].reduce(0) { $0 + $1.tags.count }
                    canvas.text("+ \(rest) more", x: sidebar.x + font / 2, y: y + font * 1.2, role: "more-rows", color: "#475467",
                                width: width - font)
                    break
                }
                if let header = group.header {
                    canvas.text(header, x: sidebar.x + font / 2, y: y + font * 1.2, color: "#475467", bold: true, width: width - font)
                    y += font * 1.7
                }
                let later = tabBar.sidebar[(index + 1)...].reduce(0) { $0 + $1.tags.count }
                guard drawRows(group.tags, selected: layout.selectedTab,
                               in: Rect(x: sidebar.x, y: y - font * 0.4, width: width, height: max(font, sidebar.maxY - y)),
                               list: .tab(layout.selectedTab ?? ""), hiddenAfter: later) else { break }
                y += Double(group.tags.count) * font * 2.1 + font * 0.3
            }
            drawTabContent(in: Rect(x: sidebar.maxX, y: window.y, width: layout.split != nil ? window.width - width : layout.contentWidth,
                                        height: window.height))
        case .top:
            drawTopBar(tabBar, in: window)
            drawTabContent(in: window.inset(top: bar * 1.2))
        case .bottom:
            drawTabContent(in: window.inset(bottom: bar * 1.2))
            drawBottomBar(tabBar, in: Rect(x: window.x, y: window.maxY - bar * 1.2, width: window.width, height: bar * 1.2),
                          top: window.y)
        }
    }

    /// The floating top tab bar where the model puts it
    /// (``AppModel/topTabBarFrame(of:)``): centred, in the window controls'
    /// row and clear of them where the system's bars avoid them, its items
    /// at their estimated widths; when they need more than the bar has, the
    /// excess hatched in red and the scrolled-away tabs named.
    private mutating func drawTopBar(_ tabBar: TabBarLayout, in window: Rect) {
        guard let placed = model.topTabBarFrame(of: layout) else { return }
        let frame = Rect(x: window.x + placed.x, y: window.y + font / 4, width: placed.width, height: bar)
        canvas.rect(frame, role: "tab-bar", fill: "#eaecf0", radius: bar / 2,
                    data: [("placement", "top"), ("required", Markup.number(tabBar.requiredWidth)),
                           ("available", Markup.number(tabBar.availableWidth)), ("x", Markup.number(placed.x))])
        // The model's items: the toggle, then the tabs shown in order, then
        // the pinned ones, as ``AppModel/topTabBarItems(of:)`` lists them.
        var elements = model.topTabBarItems(of: layout)[...]
        var items: [BarItem] = []
        if case .button? = elements.first?.kind {
            let toggle = elements.removeFirst().frame
            items.append(BarItem(title: "☰", frame: Rect(x: window.x + toggle.x, y: frame.y, width: toggle.width, height: bar)))
        }
        for (item, element) in zip(tabBar.items, elements) {
            let icon = element.frame.width == model.platform.tabBar.iconItemWidth && item.kind == .search
            items.append(barItem(icon ? "⌕" : item.title, tags: item.tags,
                                 in: Rect(x: window.x + element.frame.x, y: frame.y, width: element.frame.width, height: bar)))
        }
        drawBarItems(items)
        if drawing.culprit?.target == .tabBar { culpritFrame = frame }
        if !tabBar.fits {
            let overflow = Rect(x: frame.maxX, y: frame.y, width: max(tabBar.requiredWidth - tabBar.availableWidth, font / 4), height: bar)
            if drawing.culprit?.target == .tabBar { culpritFrame = frame.union(overflow) }
            canvas.hatch(overflow, required: tabBar.requiredWidth, offered: tabBar.availableWidth)
            var note = "tab bar needs \(Markup.points(tabBar.requiredWidth)), gets \(Markup.points(tabBar.availableWidth))"
            if !tabBar.overflow.isEmpty { note += "; scrolled away: " + tabBar.overflow.map(title(of:)).joined(separator: ", ") }
            canvas.text(note, x: frame.x, y: frame.maxY + font * 1.2, role: "overflow-label", color: SVGCanvas.redText, bold: true)
        }
    }

    /// The bottom tab bar: its items sharing the window's width, More last.
    private mutating func drawBottomBar(_ tabBar: TabBarLayout, in frame: Rect, top: Double) {
        canvas.rect(frame, role: "tab-bar", fill: "#eaecf0",
                    data: [("placement", "bottom"), ("required", Markup.number(tabBar.requiredWidth)),
                           ("available", Markup.number(tabBar.availableWidth))])
        if drawing.culprit?.target == .tabBar { culpritFrame = frame }
        let count = max(tabBar.items.count, 1)
        let width = frame.width / Double(count)
        drawBarItems(tabBar.items.enumerated().map { index, item in
            barItem(item.title, tags: item.tags,
                    in: Rect(x: frame.x + Double(index) * width, y: frame.y + font / 4, width: width, height: bar * 0.9))
        })
        if !tabBar.overflow.isEmpty {
            // What More lists, open above the bar: the tabs the bar could not show.
            // As many as fit between the window's top and the bar, then a count.
            let fitting = max(1, Int((frame.y - top - font * 1.5) / (font * 1.5)) - 1)
            var titles = ["behind More:"] + tabBar.overflow.map(sectionedTitle(of:))
            if titles.count > fitting {
                titles = Array(titles.prefix(max(1, fitting - 1))) + ["+ \(titles.count - max(1, fitting - 1)) more"]
            }
            let width = min(frame.width - font / 2, max(font * 8, Double(titles.map(\.count).max() ?? 0) * font * 0.6 + font))
            let height = Double(titles.count) * font * 1.5 + font / 2
            let list = Rect(x: frame.maxX - width - font / 4, y: frame.y - height - font / 4, width: width, height: height)
            canvas.rect(list, role: "more-list", fill: "#fef3f2", stroke: SVGCanvas.red, radius: font / 3,
                        data: [("tags", tabBar.overflow.joined(separator: ","))])
            for (index, title) in titles.enumerated() {
                canvas.text(title, x: list.x + font / 2, y: list.y + font * (1.3 + 1.5 * Double(index)),
                            role: index == 0 ? "overflow-label" : "menu-item", color: SVGCanvas.redText, bold: index == 0,
                            width: width - font)
            }
        }
    }

    /// A tab's item of a bar: selected when the window shows its tab, and
    /// named (never a number) when selected or when it is the tab the
    /// failure expected.
    private func barItem(_ title: String, tags: [String], in frame: Rect) -> BarItem {
        let selected = tags.contains(layout.selectedTab ?? "")
        var expected = false
        if case .tab? = drawing.mark?.target, drawing.mark?.expected == title { expected = true }
        return BarItem(title: title, frame: frame, selected: selected, tags: tags, named: selected || expected)
    }

    /// `name` when it fits `width` points at `size` (shrunk as far as text
    /// may be), else a number, with `number name` added to the legend the
    /// drawing writes under itself.
    mutating func label(_ name: String, width: Double, size: Double) -> String {
        let smallest = size * SVGCanvas.smallestShrink
        guard SVGCanvas.fitting(name, width: width, size: max(smallest, SVGCanvas.shrunk(name, width: width, size: size))) != name
        else { return name }
        if let known = legend.firstIndex(of: name) { return "\(known + 1)" }
        legend.append(name)
        return "\(legend.count)"
    }

    /// The title of tab `tag` with its section's before it (`Books › New`),
    /// so tabs of the same title in two sections tell apart; the title alone
    /// for a tab outside sections.
    func sectionedTitle(of tag: String) -> String {
        for entry in model.plans[layout.plan].tabView?.entries ?? [] {
            if case let .section(section) = entry, section.tabs.contains(where: { $0.tag == tag }) {
                return "\(section.title) › \(title(of: tag))"
            }
        }
        return title(of: tag)
    }

    /// The title of screen or tab `id`: the tab's title, the screen's, or the id.
    func title(of id: String) -> String {
        if let tab = model.plans[layout.plan].tabs.first(where: { $0.tag == id }) { return tab.title }
        return model.screen(id)?.displayTitle ?? id
    }
}
