@testable import LayoutModel
import Testing

/// `GridLayout.breakpoints(_:limit:)` reads each width through
/// `GridLayout.shape(_:width:spacing:)` instead of a whole resolved layout:
/// the two must agree on whether the grid fits and how many
/// items a row holds at every width the walk reads.
@Suite struct GridShapeTests {
    /// Column mixes of every kind, the built-in apps' grids among them
    /// (`AppSpec.fixedGridCount`'s four and two flexible columns, the sports
    /// app's adaptive one).
    static let specs = ["adaptive:150", "adaptive:50-100", "fixed:70,adaptive:40", "flexible:140,adaptive:70",
                        "adaptive:80,adaptive:120", "flexible:50-200,adaptive:60,fixed:30",
                        "flexible:100,flexible:100,flexible:100,flexible:100", "flexible:100,flexible:100",
                        "fixed:70@0,adaptive:40-100@12", "fixed:300,fixed:300", "flexible:10-40@3,adaptive:0.5@0"]

    /// The shape equals the resolved layout's fit and row at every width on
    /// the walk's 0.5 pt grid up to its limit, and just off it.
    @Test(arguments: specs)
    func shapeIsTheResolvedLayouts(_ spec: String) throws {
        let columns = try GridItem.parse(spec)
        let spacing = GridLayout.spacing(columns)
        for step in 0...6200 {
            for width in [Double(step) / 2, Double(step) / 2 + 0.25] {
                let layout = GridLayout.resolve(columns, width: width)
                let shape = GridLayout.shape(columns, width: width, spacing: spacing)
                #expect(shape.fits == layout.fits && shape.itemsPerRow == layout.itemsPerRow, "\(spec) at \(width)")
            }
        }
    }

    /// One adaptive column of 150 pt with the default 8 pt spacing gains an
    /// item at 158 n - 8 pt for n items, and always fits.
    @Test func adaptiveColumnGainsAnItemEvery158Points() throws {
        let expected = (2...19).map { Double(158 * $0 - 8) }
        #expect(GridLayout.breakpoints(try GridItem.parse("adaptive:150")) == expected)
    }

    /// Four flexible columns of at least 100 pt start to fit at 424 pt
    /// (`fixedCountOfFlexibleColumnsOverflowsNarrowWidths`) and never gain an item.
    @Test func flexibleColumnsStartToFitAtTheirMinimums() throws {
        let four = try GridItem.parse("flexible:100,flexible:100,flexible:100,flexible:100")
        #expect(GridLayout.breakpoints(four) == [424])
    }
}
