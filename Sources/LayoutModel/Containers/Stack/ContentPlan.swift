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
        /// How the node places its children, without the indirect enum's
        /// boxes: what ``visit`` switches on.
        var step: Step
    }

    /// How a node places its children (``ViewNode``'s cases, with the numbers
    /// placing reads and no references: reading one retains nothing).
    enum Step: Sendable {
        /// Content or a spacer: nothing inside.
        case leaf
        /// A grid (its columns read from the node).
        case grid
        /// `HStack`: the width beyond the minimums shared by the flexible children.
        case hstack
        /// `VStack`: every child offered the width.
        case vstack
        /// `.frame(width:)`.
        case frame(width: Double)
        /// `.frame(minWidth:maxWidth:)`.
        case flexibleFrame(minWidth: Double?, maxWidth: Double?)
        /// A frame as wide as the screen.
        case screenWidthFrame
        /// `.padding(_:)`.
        case padding(length: Double?)

        /// Whether this is `.padding(_:)`.
        var isPadding: Bool { if case .padding = self { true } else { false } }

        /// The step of `node`.
        init(_ node: ViewNode) {
            self = switch node {
            case .content, .spacer: .leaf
            case .grid: .grid
            case .hstack: .hstack
            case .vstack: .vstack
            case let .frame(width, _): .frame(width: width)
            case let .flexibleFrame(minWidth, maxWidth, _): .flexibleFrame(minWidth: minWidth, maxWidth: maxWidth)
            case .screenWidthFrame: .screenWidthFrame
            case let .padding(length, _): .padding(length: length)
            }
        }
    }

    /// The compiled tree. Never changed, so its storage names the plan and
    /// its copies: a content placed by it records them
    /// (``ContentLayout/Placement``).
    let nodes: [Node]
    /// The width from which the tree finds nothing: its minimum width, when
    /// placing it there finds no overflow, it has no grid and no node's
    /// minimum depends on the screen; else infinity. Every node is offered no
    /// less in a wider width (stacks, frames and padding offer their children
    /// more or the same), so what fits there fits in every wider width, and
    /// ``place(offered:in:)`` returns the empty layout without walking the tree.
    let fitsFrom: Double
    /// The default padding the plan was compiled with: ``fitsFrom`` holds for
    /// a context with this padding only.
    private let defaultPadding: Double

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
                              fixedFrame: node.firstFixedFrame(path: path), isGrid: isGrid, step: Step(node)))
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
        self.defaultPadding = defaultPadding
        self.fitsFrom = Self.fitsFrom(nodes, context: context)
    }

    /// Whether the tree finds nothing offered `width` in a context with
    /// `defaultPadding`, known without walking it (``fitsFrom``): then
    /// ``place(offered:in:)`` returns the empty layout. `false` says only
    /// that placing must walk the tree.
    @inline(__always) func fits(offered width: Double, defaultPadding: Double) -> Bool {
        width >= fitsFrom && defaultPadding == self.defaultPadding
    }

    /// ``fitsFrom`` of the compiled `nodes`, placed in `context`.
    private static func fitsFrom(_ nodes: [Node], context: WidthContext) -> Double {
        guard let minimum = nodes.first?.minimum, !nodes.contains(where: { $0.isGrid || $0.minimum == nil })
        else { return .infinity }
        var found = ContentLayout.Findings()
        nodes.withUnsafeBufferPointer { nodes in
            visit(nodes, 0, offered: minimum, context: context, fixedOuter: nil, into: &found)
        }
        return found.overflows.isEmpty ? minimum : .infinity
    }

    /// The tree laid out in `width`: every overflow, outermost first, and
    /// every grid with the width it is offered.
    public func place(offered width: Double, in context: WidthContext) -> ContentLayout {
        var content = ContentLayout()
        place(offered: width, in: context, into: &content)
        return content
    }

    /// Makes `content` the tree laid out in `width` (``place(offered:in:)``),
    /// in `content`'s own box, arrays and grids' columns when it holds the
    /// only reference to its box: ``AppModel/layout(of:into:)`` replaces a
    /// kept layout's content so, where making a new one freed the old one's
    /// storage and allocated the same again.
    public func place(offered width: Double, in context: WidthContext, into content: inout ContentLayout) {
        if fits(offered: width, defaultPadding: context.defaultPadding) {
            content = ContentLayout()
            return
        }
        // Already this placing's findings: a kept layout laid out again at
        // the width and on the screen it was (a step that changed the
        // window's height, the selection or a presentation, not the screen
        // on top or its width). Placing is a function of the plan, the width
        // and the context alone, and a box is written only by placing, which
        // records what it placed below (``ContentLayout/Placement``).
        if content.holds(nodes, width: width, context: context) { return }
        var found = ContentLayout.Findings(reusing: &content)
        // The nodes read where the array keeps them: copying a node retained
        // its view, path, children and frame.
        nodes.withUnsafeBufferPointer { nodes in
            Self.visit(nodes, 0, offered: width, context: context, fixedOuter: nil, into: &found)
        }
        content = found.layout()
        content.found?.placement = ContentLayout.Placement(nodes, width: width, context: context)
    }

    private static func minimum(_ nodes: UnsafeBufferPointer<Node>, _ index: Int, _ context: WidthContext) -> Double {
        nodes[index].minimum ?? nodes[index].node.minimumWidth(in: context)
    }

    private static func visit(_ nodes: UnsafeBufferPointer<Node>, _ index: Int, offered width: Double,
                              context: WidthContext, fixedOuter: Double?, into found: inout ContentLayout.Findings) {
        let needed = minimum(nodes, index, context)
        // Padding that does not fit is its content's overflow (ViewNode.paddedOffer).
        if needed > width + 0.001, !nodes[index].step.isPadding {
            let node = nodes[index]
            found.overflows.append(WidthOverflow(
                path: node.path, required: needed, offered: width,
                involvesFixedWidth: ViewNode.blamesFixedWidth(needed: needed, withoutFixed: node.withoutFixed,
                                                              offered: width, containsFixed: node.containsFixedWidth,
                                                              fixedOuter: fixedOuter),
                fixedFrame: node.fixedFrame, isGrid: node.isGrid))
        }
        switch nodes[index].step {
        case .grid:
            if case let .grid(columns) = nodes[index].node {
                found.addGrid(columns, path: nodes[index].path, width: width)
            }
        case .leaf:
            return
        case .hstack:
            let extra = max(0, width - needed)
            var flexible = 0
            for child in nodes[index].children where nodes[child].isFlexible { flexible += 1 }
            for child in nodes[index].children {
                let share = nodes[child].isFlexible && flexible > 0 ? extra / Double(flexible) : 0
                visit(nodes, child, offered: minimum(nodes, child, context) + share, context: context,
                      fixedOuter: fixedOuter, into: &found)
            }
        case .vstack:
            for child in nodes[index].children {
                visit(nodes, child, offered: max(width, 0), context: context, fixedOuter: fixedOuter, into: &found)
            }
        case let .frame(frameWidth):
            visit(nodes, nodes[index].children[0], offered: frameWidth, context: context, fixedOuter: width, into: &found)
        case let .flexibleFrame(minWidth, maxWidth):
            visit(nodes, nodes[index].children[0], offered: min(max(width, minWidth ?? 0), maxWidth ?? .infinity),
                  context: context, fixedOuter: fixedOuter, into: &found)
        case .screenWidthFrame:
            visit(nodes, nodes[index].children[0], offered: context.screenWidth, context: context, fixedOuter: width,
                  into: &found)
        case let .padding(length):
            let content = nodes[index].children[0]
            visit(nodes, content, offered: ViewNode.paddedOffer(width, padding: length ?? context.defaultPadding),
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
