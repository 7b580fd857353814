import LayoutModel
import SizeFuzz

/// One item of a tab bar as the drawing places it: its title, where it is,
/// and whether its name must show (the selected tab and the tab a failure
/// expected are never drawn as a number).
struct BarItem {
    /// The tab's name, or the glyph of an icon item.
    var title: String
    /// Where the item is, on the canvas.
    var frame: Rect
    /// Whether the window shows this tab.
    var selected = false
    /// The tab's tags.
    var tags: [String] = []
    /// Whether the item's name must show: selected, or the tab expected.
    var named = false
}

extension LayoutDrawer {
    /// Draws a bar's items with one text size for the whole bar: the largest
    /// at which every item that can show its name does, no smaller than text
    /// may shrink to. An item whose name does not fit at that size shows a
    /// number named under the drawing, except the selected and the expected
    /// tab, which the drawing widens (taking room from the others) until
    /// their names fit.
    mutating func drawBarItems(_ items: [BarItem]) {
        let smallest = max(font * 0.8, canvas.smallestSize)
        let items = Self.widened(items, font: font, size: smallest)
        let sizes = items.map { Self.fittingSize($0.title, width: textWidth(of: $0.frame), size: font) }
        let size = zip(items, sizes).filter { $0.0.named || $0.1 >= smallest }.map(\.1).min().map { max($0, smallest) } ?? font
        for item in items {
            let inner = innerFrame(of: item.frame)
            if case let .tab(tag)? = drawing.mark?.target, item.tags.contains(tag) { markedFrame = inner }
            var shown = item.title
            if !item.named, Self.fittingSize(item.title, width: textWidth(of: item.frame), size: font) < size {
                if let known = legend.firstIndex(of: item.title) {
                    shown = "\(known + 1)"
                } else {
                    legend.append(item.title)
                    shown = "\(legend.count)"
                }
            }
            canvas.rect(inner, role: item.selected ? "item selected" : "item", fill: item.selected ? SVGCanvas.selected : "#ffffff",
                        stroke: "#98a2b3", radius: inner.height / 2,
                        data: [("title", item.title)] + (item.named && !item.selected ? [("expected", "true")] : []))
            canvas.text(shown, x: inner.x + inner.width / 2, y: inner.y + inner.height * 0.68, size: size,
                        color: item.selected ? "#ffffff" : "#101828", anchor: "middle")
        }
    }

    /// The pill drawn inside an item's place.
    private func innerFrame(of frame: Rect) -> Rect {
        Rect(x: frame.x + font / 8, y: frame.y + font / 4, width: max(0, frame.width - font / 4), height: frame.height - font / 2)
    }

    /// The width an item's label may take.
    private func textWidth(of frame: Rect) -> Double { frame.width - font / 2 }

    /// The largest size up to `size` at which `text` fits `width` points
    /// (``SVGCanvas/fitting(_:width:size:)``'s measure).
    static func fittingSize(_ text: String, width: Double, size: Double) -> Double {
        let needed = Double(text.count) * 0.58
        guard needed > 0 else { return size }
        return min(size, width / needed * 0.98)
    }

    /// `items` with every named item as wide as its name needs at `size`,
    /// the room taken from the other items in proportion to their widths
    /// (each keeping room for a number), the gaps between items kept and the
    /// row starting where it did.
    static func widened(_ items: [BarItem], font: Double, size: Double) -> [BarItem] {
        guard let first = items.first, let last = items.last else { return items }
        let need = items.map { $0.named ? Double($0.title.count) * 0.58 * size / 0.98 + font / 2 : 0 }
        guard zip(items, need).contains(where: { $0.1 > $0.0.frame.width }) else { return items }
        let gaps = zip(items, items.dropFirst()).reduce(0) { $0 + max(0, $1.1.frame.x - $1.0.frame.maxX) }
        let room = last.frame.maxX - first.frame.x - gaps
        let named = zip(items, need).reduce(0) { $0 + ($1.0.named ? max($1.0.frame.width, $1.1) : 0) }
        let others = items.filter { !$0.named }.reduce(0) { $0 + $1.frame.width }
        let least = font * 1.1
        var result = items, x = first.frame.x
        for index in items.indices {
            var width = items[index].frame.width
            if items[index].named {
                width = max(width, need[index])
            } else if others > 0 {
                width = max(least, (room - named) * width / others)
            }
            result[index].frame = Rect(x: x, y: items[index].frame.y, width: width, height: items[index].frame.height)
            x += width
            if index + 1 < items.count { x += max(0, items[index + 1].frame.x - items[index].frame.maxX) }
        }
        return result
    }
}
