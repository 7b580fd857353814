import LayoutModel

// Generators of the model's own values, for property tests of the model and
// for users who fuzz their own specs' pieces. Each shrinks toward the
// simplest value of its kind, as noted.

extension Gen where Value == SceneSizeRestrictions {
    /// Scene size restrictions on a screen of `screen` size: each bound unset
    /// (simplest), on the 0.5 pt grid up to 20% beyond the screen, or, for
    /// the maximum, below the minimum (the inconsistent case the platform
    /// does not document). Shrinks toward no restrictions.
    public static func restrictions(screen: Size) -> Gen<SceneSizeRestrictions> {
        Gen { source in
            func length(_ axis: Axis) -> Double {
                Double(source.draw(upTo: UInt64(screen[axis] * 2.4))) / 2
            }
            var minimum = Size.zero
            var maximum = Size.unbounded
            if source.drawBool() { minimum = Size(width: length(.width), height: length(.height)) }
            switch source.draw(upTo: 2) {
            case 0: break
            case 1: maximum = Size(width: length(.width), height: length(.height))
            default:
                // Inconsistent on purpose: below the minimum.
                maximum = Size(width: max(0, minimum.width - length(.width) - 0.5),
                               height: max(0, minimum.height - length(.height) - 0.5))
            }
            return SceneSizeRestrictions(minimum: minimum, maximum: maximum)
        }
    }
}

extension Gen where Value == ViewNode {
    /// View trees up to `depth` levels deep: content, spacers and grids at
    /// the leaves; stacks, frames (fixed, flexible, screen-width) and padding
    /// (the default, or a length) above.
    /// Shrinks toward a single piece of content of width 0.
    public static func viewTree(depth: Int = 3) -> Gen<ViewNode> {
        let width = Gen<Double>.double(from: 0, step: 0.5, steps: 1_600)
        let content = width.map { ViewNode.content(name: "Content", minWidth: $0) }
        let grid = Gen<Int>.int(in: 1...4).flatMap { count in
            Gen<[GridItem]>.array(of: Gen<GridItem>.gridItem, count: count...count)
        }.map { ViewNode.grid(columns: $0) }
        let leaf = Gen<ViewNode>.oneOf(content, width.map { .spacer(minLength: $0 / 10) }, grid)
        guard depth > 0 else { return leaf }
        let child = Gen<ViewNode>.deferred { viewTree(depth: depth - 1) }
        let children = Gen<[ViewNode]>.array(of: child, count: 1...3)
        let spacing = Gen<Double>.double(from: 0, step: 4, steps: 5)
        return Gen<ViewNode>.oneOf(
            leaf,
            Gen<(Double, [ViewNode])>.zip(spacing, children).map { .hstack(spacing: $0.0, children: $0.1) },
            Gen<(Double, [ViewNode])>.zip(spacing, children).map { .vstack(spacing: $0.0, children: $0.1) },
            Gen<(Double, ViewNode)>.zip(width, child).map { .frame(width: $0.0, content: $0.1) },
            Gen<(Double, ViewNode)>.zip(width, child).map {
                .flexibleFrame(minWidth: $0.0 / 2, maxWidth: $0.0 == 0 ? nil : $0.0, content: $0.1)
            },
            child.map { .screenWidthFrame(content: $0) },
            Gen<(Double, ViewNode)>.zip(width, child).map {
                .padding(length: $0.0 == 0 ? nil : $0.0 / 20, content: $0.1)
            })
    }
}

extension Gen where Value == GridItem {
    /// A grid column: fixed, flexible or adaptive with bounds on the 0.5 pt
    /// grid and spacing 0 to 16. Shrinks toward `.fixed(0)` with spacing 0.
    public static var gridItem: Gen<GridItem> {
        let length = Gen<Double>.double(from: 0, step: 0.5, steps: 600)
        let spacing = Gen<Double>.double(from: 0, step: 4, steps: 4)
        let size = Gen<GridItemSize>.oneOf(
            length.map { .fixed($0) },
            Gen<(Double, Double)>.zip(length, length).map { .flexible(minimum: $0.0, maximum: $0.0 + $0.1 + 10) },
            Gen<(Double, Double)>.zip(length, length).map { .adaptive(minimum: $0.0 + 1, maximum: $0.0 + 1 + $0.1) })
        return Gen<(GridItemSize, Double)>.zip(size, spacing).map { GridItem($0.0, spacing: $0.1) }
    }
}
