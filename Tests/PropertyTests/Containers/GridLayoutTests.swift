import LayoutModel
import Testing

/// `Reference/grid-examples.json`, one measured example per case.
struct GridExample: Decodable, Sendable, CustomTestStringConvertible {
    struct Expect: Decodable, Sendable {
        var widths: [Double]
        var itemWidths: [[Double]]
        var totalWidth: Double
    }
    var columns: String
    var width: Double
    var expect: Expect
    var source: String
    var testDescription: String { "\(columns) at \(width)" }
}

struct GridExamples: Decodable { var examples: [GridExample] }

@Suite struct GridLayoutTests {
    static let examples: [GridExample] = (try? ReferenceData.load("grid-examples.json", as: GridExamples.self))?.examples ?? []

    @Test func theTableLoads() { #expect(Self.examples.count == 5) }

    @Test(arguments: examples)
    func measuredExample(_ example: GridExample) throws {
        let grid = GridLayout.resolve(try GridItem.parse(example.columns), width: example.width)
        #expect(grid.columns.map(\.width).map(rounded) == example.expect.widths)
        #expect(grid.columns.map { $0.itemWidths.map(rounded) } == example.expect.itemWidths)
        #expect(rounded(grid.totalWidth) == example.expect.totalWidth)
    }

    /// Rounded to 0.001 pt, the precision the examples are published at.
    func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    @Test func specSyntax() throws {
        #expect(try GridItem.parse("fixed:70,flexible,flexible:50-100,adaptive:40@12")
            == [GridItem(.fixed(70)), GridItem(.flexible(minimum: 10, maximum: .infinity)),
                GridItem(.flexible(minimum: 50, maximum: 100)), GridItem(.adaptive(minimum: 40, maximum: .infinity), spacing: 12)])
        let items = try GridItem.parse("fixed:70@0,adaptive:40-100")
        #expect(try GridItem.parse(items.map(\.spec).joined(separator: ",")) == items)
    }

    @Test(arguments: [
        ("", "'': no columns"),
        ("fixed", "'fixed': fixed needs a width: fixed:W"),
        ("grid:3", "'grid:3': unknown column kind 'grid' (expected fixed, flexible or adaptive)"),
        ("adaptive:abc", "'adaptive:abc': 'abc' is not a number"),
        ("flexible:100-50", "'flexible:100-50': minimum 100 is above maximum 50"),
        ("fixed:inf", "'fixed:inf': inf must be finite and not negative"),
        ("adaptive:0", "'adaptive:0': an adaptive minimum must be at least 0.5 pt"),
        ("adaptive:0.001@0", "'adaptive:0.001@0': an adaptive minimum must be at least 0.5 pt"),
        ("fixed:70,", "'': unknown column kind '' (expected fixed, flexible or adaptive)"),
    ])
    func malformedSpecs(_ spec: String, _ message: String) {
        #expect(throws: GridSpecError.self) { try GridItem.parse(spec) }
        do { _ = try GridItem.parse(spec) } catch { #expect(error.description == message) }
    }

    /// A wider offer never yields fewer adaptive items, for every column mix
    /// on a grid of widths.
    @Test(arguments: ["adaptive:150", "adaptive:50-100", "fixed:70,adaptive:40", "flexible:140,adaptive:70",
                      "adaptive:80,adaptive:120", "flexible:50-200,adaptive:60,fixed:30"])
    func widerNeverFewerAdaptiveItems(_ spec: String) throws {
        let columns = try GridItem.parse(spec)
        var previous = 0
        for width in stride(from: 0.0, through: 2000, by: 0.5) {
            let grid = GridLayout.resolve(columns, width: width)
            let adaptive = zip(columns, grid.columns).reduce(0) { count, pair in
                if case .adaptive = pair.0.size { return count + pair.1.itemWidths.count }
                return count
            }
            #expect(adaptive >= previous, "\(spec) at \(width)")
            previous = adaptive
        }
    }

    /// Flexible columns stay within their bounds; adaptive items are at least
    /// their minimum whenever more than one fits; a fitting grid is exactly
    /// as wide as offered when it has a flexible or adaptive column.
    @Test func columnsRespectTheirBounds() throws {
        let columns = try GridItem.parse("flexible:50-200,adaptive:60-90,fixed:30")
        for width in stride(from: 100.0, through: 2000, by: 7.5) {
            let grid = GridLayout.resolve(columns, width: width)
            #expect((50...200).contains(grid.columns[0].width))
            let items = grid.columns[1].itemWidths
            #expect(items.allSatisfy { $0 <= 90 })
            if items.count > 1 { #expect(items.allSatisfy { $0 >= 60 }) }
            #expect(grid.columns[2].width == 30)
            if grid.fits { #expect(abs(grid.totalWidth - width) < 0.001 || grid.columns[0].width == 200) }
        }
    }

    @Test func fixedCountOfFlexibleColumnsOverflowsNarrowWidths() throws {
        let four = [GridItem](repeating: GridItem(.flexible(minimum: 100, maximum: .infinity)), count: 4)
        #expect(GridLayout.resolve(four, width: 424).fits)
        #expect(!GridLayout.resolve(four, width: 423.5).fits)
        #expect(GridLayout.resolve(four, width: 300).totalWidth == 424)
    }
}
