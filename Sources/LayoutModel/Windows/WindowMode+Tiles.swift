/// Where a tile sits in the grid its layout divides the screen into:
/// `columns` by `rows` cells, this tile at (`column`, `row`) from the top left.
public struct TilePosition: Hashable, Sendable {
    /// How many columns the layout has: 1, 2 or 3.
    public var columns: Int
    /// The tile's column, from 0 at the left.
    public var column: Int
    /// How many rows the layout has: 1 or 2.
    public var rows: Int
    /// The tile's row, from 0 at the top.
    public var row: Int

    /// Creates a position.
    public init(columns: Int, column: Int, rows: Int, row: Int) {
        self.columns = columns
        self.column = column
        self.rows = rows
        self.row = row
    }
}

extension WindowMode {
    /// The tile's place in its layout; `nil` for modes that are not tiles.
    @inlinable public var tile: TilePosition? {
        switch self {
        case .leftHalf: TilePosition(columns: 2, column: 0, rows: 1, row: 0)
        case .rightHalf: TilePosition(columns: 2, column: 1, rows: 1, row: 0)
        case .topHalf: TilePosition(columns: 1, column: 0, rows: 2, row: 0)
        case .bottomHalf: TilePosition(columns: 1, column: 0, rows: 2, row: 1)
        case .leftThird: TilePosition(columns: 3, column: 0, rows: 1, row: 0)
        case .middleThird: TilePosition(columns: 3, column: 1, rows: 1, row: 0)
        case .rightThird: TilePosition(columns: 3, column: 2, rows: 1, row: 0)
        case .topLeftQuarter: TilePosition(columns: 2, column: 0, rows: 2, row: 0)
        case .topRightQuarter: TilePosition(columns: 2, column: 1, rows: 2, row: 0)
        case .bottomLeftQuarter: TilePosition(columns: 2, column: 0, rows: 2, row: 1)
        case .bottomRightQuarter: TilePosition(columns: 2, column: 1, rows: 2, row: 1)
        default: nil
        }
    }

    /// Whether the mode is a third (landscape only).
    public var isThird: Bool { tile?.columns == 3 }

    /// The tile layouts of iPadOS 26, each a set of tiles that cover the
    /// screen together: two halves side by side, two stacked, three thirds,
    /// four quarters.
    public static let tileLayouts: [[WindowMode]] = [
        [.leftHalf, .rightHalf], [.topHalf, .bottomHalf], [.leftThird, .middleThird, .rightThird],
        [.topLeftQuarter, .topRightQuarter, .bottomLeftQuarter, .bottomRightQuarter],
    ]

    /// What a third becomes in portrait, where the system has no thirds: the
    /// left and right thirds become the halves on their side; the middle
    /// third is hidden (`nil`), as the system hides the middle window.
    public var thirdInPortrait: WindowMode? {
        switch self {
        case .leftThird: .leftHalf
        case .rightThird: .rightHalf
        default: nil
        }
    }
}
