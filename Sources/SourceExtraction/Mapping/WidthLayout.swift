import LayoutModel

/// A view reduced to what decides its width, with where each part was written.
struct Placed: Sendable {
    /// The node.
    var node: ViewNode
    /// Where it was written.
    var site: Site?
    /// Its children's placements, in the node's order.
    var children: [Placed]
}

/// What the reader derives for a view's width: a leaf of a minimum width,
/// or a node of the spec's view tree.
enum Width: Sendable {
    /// Content with a name and the least width it needs.
    case leaf(name: String, minWidth: Double, site: Site?)
    /// A stack, frame, padding, grid or spacer.
    case node(Placed)

    /// The spec's node, a leaf as `content`.
    var placed: Placed {
        switch self {
        case let .leaf(name, minWidth, site): Placed(node: .content(name: name, minWidth: minWidth), site: site, children: [])
        case .node(let placed): placed
        }
    }
}

extension ViewTree {
    /// The view reduced to width. Leaves are content of minimum 0 (a view
    /// whose width depends on its data is assumed to fit any width); a
    /// `.frame(minWidth:)` around a leaf gives the leaf that minimum; a view
    /// of the app's own type names the leaf it reduces to (`MessageView` as
    /// `Message`); `ViewThatFits` is its last child, the one it falls back
    /// to, so the reader never asks more width than the view can take.
    var width: Width {
        switch self {
        case let .leaf(name, _, at): return .leaf(name: name, minWidth: 0, site: at)
        case .empty: return .leaf(name: "EmptyView", minWidth: 0, site: nil)
        case .group(let children): return Self.stackWidth("Group", spacing: nil, children, at: nil)
        case let .container("Group", _, children, _, _) where Self.flatten(children).count == 1:
            // A `Group` lays out nothing of its own: it is its one view.
            return Self.flatten(children)[0].width
        case let .container(Extractor.horizontalScrollView, _, _, _, at):
            // Scrolls sideways: as wide as it is given, whatever its content needs.
            return .leaf(name: "ScrollView", minWidth: 0, site: at)
        case let .container(name, spacing, children, _, at): return Self.stackWidth(name, spacing: spacing, children, at: at)
        case let .modified(base, modifier, at):
            let inner = base.width
            switch modifier {
            case .frame(let width): return .node(Placed(node: .frame(width: width, content: inner.placed.node), site: at, children: [inner.placed]))
            case .screenWidthFrame: return .node(Placed(node: .screenWidthFrame(content: inner.placed.node), site: at, children: [inner.placed]))
            case let .flexibleFrame(minWidth, maxWidth):
                if case let .leaf(name, minimum, _) = inner, maxWidth == nil || maxWidth == .infinity {
                    return .leaf(name: name, minWidth: Swift.max(minimum, minWidth ?? 0), site: at)
                }
                return .node(Placed(node: .flexibleFrame(minWidth: minWidth, maxWidth: maxWidth, content: inner.placed.node),
                                    site: at, children: [inner.placed]))
            case .geometryReader: return .leaf(name: "GeometryReader", minWidth: 0, site: at)
            case .shownFromWindowWidth: return .leaf(name: Self.leafName(inner), minWidth: 0, site: at)
            case .padding(let length):
                return .node(Placed(node: .padding(length: length, content: inner.placed.node), site: at, children: [inner.placed]))
            default: return inner
            }
        case let .custom(type, body, at):
            let inner = body.width
            if case let .leaf(_, minimum, site) = inner { return .leaf(name: Self.displayName(type), minWidth: minimum, site: site ?? at) }
            return inner
        case .link(_, let label, _): return label.width
        case .stack(_, let root, _): return root.width
        case .tab(_, _, _, let content, _): return content.width
        case let .splitView(split): return .leaf(name: "NavigationSplitView", minWidth: 0, site: split.at)
        case let .tabView(_, _, at): return .leaf(name: "TabView", minWidth: 0, site: at)
        case let .tabSection(_, _, at): return .leaf(name: "TabSection", minWidth: 0, site: at)
        case let .grid(columns, _, at): return .node(Placed(node: .grid(columns: columns), site: at, children: []))
        case let .spacer(minimum, at): return .node(Placed(node: .spacer(minLength: minimum ?? 0), site: at, children: []))
        case let .viewThatFits(children, at):
            return children.last?.width ?? .leaf(name: "ViewThatFits", minWidth: 0, site: at)
        }
    }

    /// The name of a width's leaf, or of its node.
    static func leafName(_ width: Width) -> String {
        switch width {
        case .leaf(let name, _, _): name
        case .node(let placed): placed.node.label
        }
    }

    /// `MessageView` as `Message`.
    static func displayName(_ type: String) -> String {
        type.count > 4 && type.hasSuffix("View") ? String(type.dropLast(4)) : type
    }

    /// A container's children flattened out of groups, empties dropped.
    static func flatten(_ children: [ViewTree]) -> [ViewTree] {
        children.flatMap { child -> [ViewTree] in
            switch child {
            case .group(let inner): flatten(inner)
            case .empty: []
            default: [child]
            }
        }
    }

    /// A stack's width: a horizontal or vertical stack of its children; a
    /// container of leaves is a leaf of the container's name; a container
    /// of one node and leaves of minimum 0 (a `ScrollView`, a `List`, a
    /// `Form`) is that node.
    private static func stackWidth(_ name: String, spacing: Double?, _ children: [ViewTree], at: Site?) -> Width {
        let widths = flatten(children).map(\.width)
        let isHorizontal = name == "HStack" || name == "LazyHStack" || name == "GridRow"
        var leafMinimum = 0.0
        var nodes: [Placed] = []
        for width in widths {
            switch width {
            case .leaf(_, let minimum, _): leafMinimum = isHorizontal ? leafMinimum + minimum : Swift.max(leafMinimum, minimum)
            case .node(let placed): nodes.append(placed)
            }
        }
        if nodes.isEmpty && (leafMinimum == 0 || !isHorizontal) && !(isHorizontal && widths.count > 1 && leafMinimum > 0) {
            return .leaf(name: name, minWidth: leafMinimum, site: at)
        }
        let isStack = ["HStack", "LazyHStack", "VStack", "LazyVStack", "ZStack", "GridRow"].contains(name)
        if !isStack, nodes.count == 1, leafMinimum == 0 { return .node(nodes[0]) }
        // SwiftUI's default stack spacing is the platform's; 8 pt on iPad
        // (the same default as GridItem's), and a ZStack's children overlap.
        let gap = spacing ?? (name == "ZStack" || !isStack ? 0 : 8)
        let placed = widths.map(\.placed)
        let node: ViewNode = isHorizontal ? .hstack(spacing: gap, children: placed.map(\.node))
                                          : .vstack(spacing: gap, children: placed.map(\.node))
        return .node(Placed(node: node, site: at, children: placed))
    }
}
