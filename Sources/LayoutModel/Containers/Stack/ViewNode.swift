/// A view inside a screen, reduced to what decides its width: stacks,
/// frames, grids and content with a minimum readable width.
///
/// In JSON each case is an object with one key, the case name, holding its
/// labelled values: `{"hstack": {"spacing": 0, "children": [...]}}`,
/// `{"frame": {"width": 300, "content": {...}}}`,
/// `{"content": {"name": "List", "minWidth": 320}}`.
public indirect enum ViewNode: Hashable, Sendable, Codable {
    /// Leaf content (a `List`, text, a form) that needs at least `minWidth`
    /// points to be readable.
    case content(name: String, minWidth: Double)
    /// `HStack(spacing:)`: children side by side.
    case hstack(spacing: Double, children: [ViewNode])
    /// `VStack(spacing:)`: children on top of each other.
    case vstack(spacing: Double, children: [ViewNode])
    /// `.frame(width:)`: exactly `width` points, whatever the window.
    case frame(width: Double, content: ViewNode)
    /// `.frame(minWidth:maxWidth:)`: between the bounds (`nil`: the content's
    /// own; a `maxWidth` of infinity fills the space offered).
    case flexibleFrame(minWidth: Double?, maxWidth: Double?, content: ViewNode)
    /// `.frame(width: UIScreen.main.bounds.width)`: the device screen's width
    /// in its orientation, which is not the window's in Split View, Slide Over,
    /// Stage Manager or on an external display.
    case screenWidthFrame(content: ViewNode)
    /// `LazyVGrid(columns:)`, offered the width of its container.
    case grid(columns: [GridItem])
    /// `Spacer(minLength:)`: flexible space of at least `minLength`.
    case spacer(minLength: Double)
    /// `.padding(length)` (or `.padding(.horizontal, length)`): `length`
    /// points on the leading and the trailing side of `content`; `nil` is
    /// `.padding()`, the platform's default (``ContentParameters/defaultPadding``).
    case padding(length: Double?, content: ViewNode)

    /// Whether the node is, or contains, a fixed-width frame (`frame(width:)`
    /// or the screen-width frame).
    public var containsFixedWidth: Bool {
        switch self {
        case .content, .grid, .spacer: false
        case .frame, .screenWidthFrame: true
        case let .hstack(_, children), let .vstack(_, children): children.contains { $0.containsFixedWidth }
        case let .flexibleFrame(_, _, content), let .padding(_, content): content.containsFixedWidth
        }
    }

    /// The path of the first fixed-width frame in the node (itself, or
    /// depth first among its children), given the node's own `path`.
    public func firstFixedFrame(path: String) -> String? {
        switch self {
        case .content, .grid, .spacer: return nil
        case .frame, .screenWidthFrame: return path
        case let .hstack(_, children):
            for child in children {
                if let found = child.firstFixedFrame(path: path + " > " + child.label) { return found }
            }
            return nil
        case let .vstack(_, children):
            // A VStack is as wide as its widest child: the frame to change is
            // in that child, whatever narrower frame comes before it.
            let context = WidthContext(screenWidth: 0)
            let widest = children.indices.max { children[$0].minimumWidth(in: context) < children[$1].minimumWidth(in: context) }
            let order = widest.map { first in [first] + children.indices.filter { $0 != first } } ?? Array(children.indices)
            for index in order {
                let child = children[index]
                if let found = child.firstFixedFrame(path: path + " > " + child.label) { return found }
            }
            return nil
        case let .flexibleFrame(_, _, content), let .padding(_, content):
            return content.firstFixedFrame(path: path + " > " + content.label)
        }
    }

    /// Every grid in the node, depth first.
    public var grids: [[GridItem]] {
        switch self {
        case .content, .spacer: []
        case let .grid(columns): [columns]
        case let .hstack(_, children), let .vstack(_, children): children.flatMap(\.grids)
        case let .frame(_, content), let .flexibleFrame(_, _, content), let .screenWidthFrame(content),
             let .padding(_, content): content.grids
        }
    }
}

extension GridItem: Codable {
    private enum CodingKeys: String, CodingKey { case fixed, flexible, adaptive, minimum, maximum, spacing }

    /// Decodes `{"fixed": 70}`, `{"flexible": {"minimum": 10, "maximum": 100}}`,
    /// `{"adaptive": {"minimum": 150}}`, each with an optional `"spacing"`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let spacing = try container.decodeIfPresent(Double.self, forKey: .spacing) ?? GridItem.defaultSpacing
        let kinds = [CodingKeys.fixed, .flexible, .adaptive].filter(container.contains)
        guard kinds.count <= 1 else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath,
                debugDescription: "a grid item has one of fixed, flexible or adaptive; found \(kinds.map(\.stringValue).joined(separator: " and "))"))
        }
        if let width = try container.decodeIfPresent(Double.self, forKey: .fixed) {
            self.init(.fixed(width), spacing: spacing)
            return
        }
        for key in [CodingKeys.flexible, .adaptive] where container.contains(key) {
            let bounds = try container.nestedContainer(keyedBy: CodingKeys.self, forKey: key)
            let minimum = try bounds.decodeIfPresent(Double.self, forKey: .minimum) ?? (key == .flexible ? 10 : 0)
            let maximum = try bounds.decodeIfPresent(Double.self, forKey: .maximum) ?? .infinity
            guard minimum <= maximum else {
                throw DecodingError.dataCorruptedError(forKey: .minimum, in: bounds,
                    debugDescription: "minimum \(Points.format(minimum)) is above maximum \(Points.format(maximum))")
            }
            guard key == .flexible || minimum > 0 else {
                throw DecodingError.dataCorruptedError(forKey: .minimum, in: bounds,
                    debugDescription: "an adaptive column needs a minimum above 0")
            }
            self.init(key == .flexible ? .flexible(minimum: minimum, maximum: maximum)
                                       : .adaptive(minimum: minimum, maximum: maximum), spacing: spacing)
            return
        }
        throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath,
            debugDescription: "a grid item needs one of fixed, flexible or adaptive"))
    }

    /// Encodes the forms ``init(from:)`` reads; the spacing only when not 8.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch size {
        case let .fixed(width):
            try container.encode(width, forKey: .fixed)
        case let .flexible(minimum, maximum), let .adaptive(minimum, maximum):
            var bounds = container.nestedContainer(keyedBy: CodingKeys.self,
                                                   forKey: size.kind == "flexible" ? .flexible : .adaptive)
            try bounds.encode(minimum, forKey: .minimum)
            if maximum.isFinite { try bounds.encode(maximum, forKey: .maximum) }
        }
        if spacing != GridItem.defaultSpacing { try container.encode(spacing, forKey: .spacing) }
    }
}
