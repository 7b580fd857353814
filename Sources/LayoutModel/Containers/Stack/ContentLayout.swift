/// A view tree laid out in a width.
///
/// Its overflows and grids are kept in one box, none when there are neither
/// (the common case), so that a ``Layout`` holding it copies and destroys one
/// optional reference rather than two arrays. The box is changed
/// only while the layout holds the only reference to it: placing a tree into
/// such a layout (``ContentPlan/place(offered:in:into:)``) reuses the box, its
/// arrays and its grids' columns, where making new ones freed them all.
public struct ContentLayout: Hashable, Sendable {
    /// The overflows and grids, `nil` when there are none.
    @usableFromInline var found: Found?

    /// Every place that needs more width than it gets, outermost first.
    public var overflows: [WidthOverflow] {
        @inlinable get { found?.overflows ?? [] }
        set { self = ContentLayout(overflows: newValue, grids: grids) }
    }
    /// Every grid, with its resolution in the width it is offered.
    public var grids: [PlacedGrid] {
        @inlinable get { found?.grids ?? [] }
        set { self = ContentLayout(overflows: overflows, grids: newValue) }
    }

    /// Creates an empty layout.
    public init() { found = nil }

    /// Whether nothing overflows and no grid was placed: asked before
    /// ``overflows`` or ``grids``, it spares making (and releasing) an empty array.
    @inlinable public var isEmpty: Bool { found == nil }

    /// A layout of `overflows` and `grids`.
    init(overflows: [WidthOverflow], grids: [PlacedGrid]) {
        found = overflows.isEmpty && grids.isEmpty ? nil : Found(overflows: overflows, grids: grids)
    }

    /// Whether two layouts have the same overflows and grids.
    public static func == (lhs: ContentLayout, rhs: ContentLayout) -> Bool {
        if lhs.found === rhs.found { return true }
        return lhs.overflows == rhs.overflows && lhs.grids == rhs.grids
    }

    /// Hashes the overflows and grids.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(overflows)
        hasher.combine(grids)
    }

    /// A content layout's overflows and grids.
    ///
    /// Unchecked `Sendable`, and its properties' accesses unchecked for
    /// exclusivity (each read of a checked `var` registered an access with
    /// the runtime): its arrays change only while one layout holds the only
    /// reference to it (``Findings/init(reusing:)``), as an array's storage
    /// does, so nothing else reads it meanwhile.
    @usableFromInline final class Found: @unchecked Sendable {
        /// ``ContentLayout/overflows``.
        @exclusivity(unchecked) @usableFromInline var overflows: [WidthOverflow]
        /// ``ContentLayout/grids``.
        @exclusivity(unchecked) @usableFromInline var grids: [PlacedGrid]
        /// The placing whose findings the box holds, when a content plan
        /// placed them (``ContentPlan/place(offered:in:into:)``, which
        /// records it after every placing it stores here); `nil` for a box
        /// made any other way.
        @exclusivity(unchecked) var placement: Placement?

        /// A box of `overflows` and `grids`.
        init(overflows: [WidthOverflow], grids: [PlacedGrid]) {
            self.overflows = overflows
            self.grids = grids
            placement = nil
        }
    }

    /// What a content plan's placing depended on: the plan and its inputs.
    ///
    /// A placing is a function of the plan's nodes, the width offered and
    /// the context alone (``ContentPlan/place(offered:in:)``), so a box
    /// that holds the findings of one placing holds those of any other with
    /// an equal placement. The plan is named by the storage of its nodes,
    /// which it never changes and which the placement retains: no other
    /// plan's nodes can take that address while the box holds them. The
    /// numbers are compared by their bits, so that a placing at `-0.0` is
    /// not taken for one at `0.0`.
    struct Placement {
        /// The nodes of the plan placed, retained.
        let nodes: [ContentPlan.Node]
        /// The bits of the width offered.
        let width: UInt64
        /// The bits of the context's screen width.
        let screenWidth: UInt64
        /// The bits of the context's default padding.
        let defaultPadding: UInt64

        /// The placement of the plan of `nodes` offered `width` in `context`.
        @inline(__always) init(_ nodes: [ContentPlan.Node], width: Double, context: WidthContext) {
            self.nodes = nodes
            self.width = width.bitPattern
            screenWidth = context.screenWidth.bitPattern
            defaultPadding = context.defaultPadding.bitPattern
        }

        /// Whether this is the placement of the plan of `nodes` offered
        /// `width` in `context`.
        @inline(__always) func matches(_ nodes: [ContentPlan.Node], width: Double, context: WidthContext) -> Bool {
            self.width == width.bitPattern && screenWidth == context.screenWidth.bitPattern
                && defaultPadding == context.defaultPadding.bitPattern
                && self.nodes.withUnsafeBufferPointer { $0.baseAddress } == nodes.withUnsafeBufferPointer { $0.baseAddress }
        }
    }

    /// Whether this layout is the findings of placing the plan of `nodes`
    /// at `width` in `context`, kept in a box that placing made or wrote
    /// over: then placing it again would give this layout exactly, and
    /// ``ContentPlan/place(offered:in:into:)`` keeps it.
    @inline(__always) func holds(_ nodes: [ContentPlan.Node], width: Double, context: WidthContext) -> Bool {
        guard let found else { return false }
        return found.placement?.matches(nodes, width: width, context: context) ?? false
    }

    /// What a view tree's placing finds, gathered as it walks the tree, then
    /// made into a ``ContentLayout`` by ``layout()``.
    struct Findings {
        /// The overflows found so far.
        var overflows: [WidthOverflow] = []
        /// The grids found so far: the first ``gridCount``. Those after them
        /// are a reused layout's, whose columns the next grids found take.
        var grids: [PlacedGrid] = []
        /// The number of grids found so far.
        var gridCount = 0
        /// The box of the layout placed into, when it held the only
        /// reference to it: ``layout()`` stores the findings back in it.
        var box: Found?

        /// Nothing found yet, in new arrays.
        init() {}

        /// Nothing found yet, in `content`'s box and arrays when `content`
        /// holds the only reference to its box (their storage kept, to be
        /// written over); `content` is left empty.
        init(reusing content: inout ContentLayout) {
            guard isKnownUniquelyReferenced(&content.found), let box = content.found else { return }
            content.found = nil
            swap(&overflows, &box.overflows)
            swap(&grids, &box.grids)
            if !overflows.isEmpty { overflows.removeAll(keepingCapacity: true) }
            self.box = box
        }

        /// Adds the grid of `columns` at `path`, resolved in `width`: in the
        /// place of a reused layout's next grid when there is one (its
        /// columns' storage kept), else appended.
        mutating func addGrid(_ columns: [GridItem], path: String, width: Double) {
            if gridCount < grids.count {
                grids[gridCount].path = path
                GridLayout.resolve(columns, width: width, into: &grids[gridCount].layout)
            } else {
                grids.append(PlacedGrid(path: path, layout: GridLayout.resolve(columns, width: width)))
            }
            gridCount += 1
        }

        /// The layout of what was found, in the reused box when there is one;
        /// the findings are left empty.
        mutating func layout() -> ContentLayout {
            if gridCount < grids.count { grids.removeSubrange(gridCount...) }
            var layout = ContentLayout()
            guard !overflows.isEmpty || !grids.isEmpty else { return layout }
            if let box {
                swap(&box.overflows, &overflows)
                swap(&box.grids, &grids)
                layout.found = box
            } else {
                layout.found = Found(overflows: overflows, grids: grids)
            }
            return layout
        }
    }
}

/// A grid in a view tree, resolved in the width offered to it.
public struct PlacedGrid: Hashable, Sendable {
    /// Where in the tree.
    public var path: String
    /// Its resolution.
    public var layout: GridLayout
}
