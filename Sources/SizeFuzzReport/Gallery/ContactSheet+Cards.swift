import LayoutModel
import SizeFuzz

extension ContactSheet {
    /// Windows of one size class whose launch layouts are the same but for
    /// their sizes (the same columns, bars, screens and views, the same
    /// invariants failing): one card of the sheet, drawn once.
    public struct Card: Sendable {
        /// The windows, in sheet order; the first is the one drawn.
        public var entries: [Entry]

        /// The window drawn and whose messages are shown.
        public var first: Entry { entries[0] }

        /// Whether an invariant fails in the card's windows.
        public var isFailing: Bool { !first.failing.isEmpty }

        /// The card's windows in one line: `full 1194x834` for one window;
        /// for several, their modes and the span of their sizes,
        /// `slide-over 746–1334 × 928: same layout`.
        public var title: String {
            guard entries.count > 1 else { return "\(first.layout.window.mode.rawValue) \(first.layout.window.size)" }
            var modes: [String] = []
            for entry in entries {
                for mode in [entry.layout.window.mode] + entry.alsoModes where !modes.contains(mode.rawValue) {
                    modes.append(mode.rawValue)
                }
            }
            func span(_ values: [Double]) -> String {
                let low = values.min() ?? 0, high = values.max() ?? 0
                return low == high ? Points.format(low) : "\(Points.format(low))–\(Points.format(high))"
            }
            let sizes = entries.map(\.layout.window.size)
            return "\(modes.joined(separator: ", ")) \(span(sizes.map(\.width))) × \(span(sizes.map(\.height))): same layout"
        }
    }

    /// The cards of the windows whose size classes are `horizontal` and
    /// `vertical`: failing cards first, then the others, each in the order
    /// of its first window on the sheet.
    /// - Parameters:
    ///   - horizontal: the windows' horizontal size class.
    ///   - vertical: the windows' vertical size class.
    /// - Returns: the cards, empty when no window has those size classes.
    public func cards(horizontal: SizeClass, vertical: SizeClass) -> [Card] {
        var cards: [Card] = [], keys: [String] = []
        for entry in entries where entry.layout.sizeClasses.horizontal == horizontal && entry.layout.sizeClasses.vertical == vertical {
            let key = Self.shape(of: entry.layout) + "\n" + entry.failing.map(\.rawValue).joined(separator: " ")
            if let index = keys.firstIndex(of: key) {
                cards[index].entries.append(entry)
            } else {
                keys.append(key)
                cards.append(Card(entries: [entry]))
            }
        }
        return cards.filter(\.isFailing) + cards.filter { !$0.isFailing }
    }

    /// What a layout looks like but for its sizes: its column diagram and
    /// summary line with every number left out.
    static func shape(of layout: Layout) -> String {
        var shape = ""
        var inNumber = false
        for character in ColumnDiagram.line(layout) + "\n" + LayoutSummary.line(layout) {
            let digit = character.isASCII && (character.isNumber || (inNumber && character == "."))
            if digit {
                if !inNumber { shape.append("#") }
            } else {
                shape.append(character)
            }
            inNumber = digit
        }
        return shape
    }
}
