/// A view tree compiled for placing at many widths: flattened once, with
/// each node's path label, minimum width and flexibility worked out, so that
/// placing it is arithmetic, not string building.
///
/// ``place(offered:in:)`` gives exactly what ``ViewNode/place(offered:in:)``
/// gives, for a context with the default padding the plan was compiled with.
public struct ContentPlan: Sendable {
    struct Node: Sendable {
        var node: ViewNode
        var path: String
        var children: [Int]
        /// The minimum width, when it does not depend on the screen.
        var minimum: Double?
        var containsFixedWidth: Bool
        var withoutFixed: Double
        var isFlexible: Bool
        /// The path of the first fixed-width frame in the node, if any.
        var fixedFrame: String?
        var isGrid: Bool
    }

    private let nodes: [Node]

    /// Compiles `root` for `.padding()` of `defaultPadding` points
    /// (``ContentParameters/defaultPadding``).
    public init(_ root: ViewNode, defaultPadding: Double = ContentParameters.standard.defaultPadding) {
        var nodes: [Node] = []
        let context = WidthContext(screenWidth: 0, defaultPadding: defaultPadding)
        func add(_ node: ViewNode, path: String) -> Int {
            let index = nodes.count
            var isGrid = false
            if case .grid = node { isGrid = true }
            nodes.append(Node(node: node, path: path, children: [], minimum: nil,
                              containsFixedWidth: node.containsFixedWidth,
                              withoutFixed: node.minimumWidthWithoutFixedFrames(in: context), isFlexible: node.isFlexible,
                              fixedFrame: node.firstFixedFrame(path: path), isGrid: isGrid))
            let children: [ViewNode] = switch node {
            case .content, .spacer, .grid: []
            case let .hstack(_, children), let .vstack(_, children): children
            case let .frame(_, content), let .flexibleFrame(_, _, content), let .screenWidthFrame(content),
                 let .padding(_, content): [content]
            }
            nodes[index].children = children.map { add($0, path: path + " > " + $0.label) }
            if !node.dependsOnScreen { nodes[index].minimum = node.minimumWidth(in: context) }
            return index
        }
        _ = add(root, path: root.label)
        self.nodes = nodes
    }

    /// The tree laid out in `width`: every overflow, outermost first, and
    /// every grid with the width it is offered.
    public func place(offered width: Double, in context: WidthContext) -> ContentLayout {
        var found = ContentLayout.Findings()
        visit(0, offered: width, context: context, fixedOuter: nil, into: &found)
        return found.layout
    }

    private func minimum(_ index: Int, _ context: WidthContext) -> Double {
        nodes[index].minimum ?? nodes[index].node.minimumWidth(in: context)
    }

    private func visit(_ index: Int, offered width: Double, context: WidthContext, fixedOuter: Double?,
                       into found: inout ContentLayout.Findings) {
        let node = nodes[index]
        let needed = minimum(index, context)
        if needed > width + 0.001 {
            found.overflows.append(WidthOverflow(
                path: node.path, required: needed, offered: width,
                involvesFixedWidth: ViewNode.blamesFixedWidth(needed: needed, withoutFixed: node.withoutFixed,
                                                              offered: width, containsFixed: node.containsFixedWidth,
                                                              fixedOuter: fixedOuter),
                fixedFrame: node.fixedFrame, isGrid: node.isGrid))
        }
        switch node.node {
        case let .grid(columns):
            found.grids.append(PlacedGrid(path: node.path, layout: GridLayout.resolve(columns, width: width)))
        case .content, .spacer:
            return
        case .hstack:
            let extra = max(0, width - needed)
            var flexible = 0
            for child in node.children where nodes[child].isFlexible { flexible += 1 }
            for child in node.children {
                let share = nodes[child].isFlexible && flexible > 0 ? extra / Double(flexible) : 0
                visit(child, offered: minimum(child, context) + share, context: context, fixedOuter: fixedOuter, into: &found)
            }
        case .vstack:
            for child in node.children {
                visit(child, offered: max(width, 0), context: context, fixedOuter: fixedOuter, into: &found)
            }
        case let .frame(frameWidth, _):
            visit(node.children[0], offered: frameWidth, context: context, fixedOuter: width, into: &found)
        case let .flexibleFrame(minWidth, maxWidth, _):
            visit(node.children[0], offered: min(max(width, minWidth ?? 0), maxWidth ?? .infinity), context: context,
                  fixedOuter: fixedOuter, into: &found)
        case .screenWidthFrame:
            visit(node.children[0], offered: context.screenWidth, context: context, fixedOuter: width, into: &found)
        case let .padding(length, _):
            let content = node.children[0]
            visit(content, offered: ViewNode.paddedOffer(width, padding: length ?? context.defaultPadding,
                                                         content: minimum(content, context)),
                  context: context, fixedOuter: fixedOuter, into: &found)
        }
    }
}

extension ViewNode {
    /// Whether the view's minimum width depends on the screen (it contains
    /// the screen-width frame).
    var dependsOnScreen: Bool {
        switch self {
        case .content, .spacer, .grid, .frame: false
        case .screenWidthFrame: true
        case let .hstack(_, children), let .vstack(_, children): children.contains { $0.dependsOnScreen }
        case let .flexibleFrame(minWidth, _, content): minWidth == nil && content.dependsOnScreen
        case let .padding(_, content): content.dependsOnScreen
        }
    }
}
