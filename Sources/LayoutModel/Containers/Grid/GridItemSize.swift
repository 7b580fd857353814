/// How a `GridItem` sizes its column (`GridItem.Size`).
public enum GridItemSize: Hashable, Sendable {
    /// `.fixed(width)`: exactly `width` points.
    case fixed(Double)
    /// `.flexible(minimum:maximum:)`: a share of the space left by fixed
    /// columns and spacing, clamped to the bounds. SwiftUI's default minimum is
    /// 10 and maximum unbounded.
    case flexible(minimum: Double, maximum: Double)
    /// `.adaptive(minimum:maximum:)`: a share like a flexible column, filled
    /// with as many items of at least `minimum` as fit, each at most `maximum`.
    case adaptive(minimum: Double, maximum: Double)

    /// `.flexible()` with SwiftUI's defaults: minimum 10, no maximum.
    public static let flexible = GridItemSize.flexible(minimum: 10, maximum: .infinity)

    /// The kind's name as SwiftUI spells it: `fixed`, `flexible` or `adaptive`.
    public var kind: String {
        switch self {
        case .fixed: "fixed"
        case .flexible: "flexible"
        case .adaptive: "adaptive"
        }
    }
}

/// One column of a `LazyVGrid` (`GridItem`).
public struct GridItem: Hashable, Sendable {
    /// How the column is sized.
    public var size: GridItemSize
    /// The spacing after this column (to the next), and between the items of
    /// an adaptive column. SwiftUI's default is 8 (``GridItem/defaultSpacing``).
    public var spacing: Double

    /// SwiftUI's default grid spacing, 8 pt (reference/grid-examples.json).
    public static let defaultSpacing: Double = 8

    /// Creates a column.
    public init(_ size: GridItemSize, spacing: Double = GridItem.defaultSpacing) {
        self.size = size
        self.spacing = spacing
    }
}
