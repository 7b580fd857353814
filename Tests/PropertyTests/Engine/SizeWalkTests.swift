@testable import SizeFuzz
import Testing

/// The two-dimensional walk on its own, over known shapes: cells between
/// the given cuts, edges found by bisection, parts cut by the diagonal,
/// and the cover merged into few rectangles.
@Suite struct SizeWalkTests {
    typealias Pixel = SizeWalk.Pixel

    /// Fails below 150 at any height, and from 250 in windows wider than
    /// tall and shorter than 280: the cuts at 150 and 250 are given (the
    /// app's breakpoints), the one at 280 is found.
    @Test func aWalkFindsTheEdgesItIsNotGivenAndCutsAtTheDiagonal() {
        var walk = SizeWalk(widths: 100...400, heights: 100...300, widthCuts: [150, 250], heightCuts: []) { pixel in
            pixel.width < 150 || (pixel.width >= 250 && pixel.width > pixel.height && pixel.height < 280)
        }
        let cells = walk.run()
        #expect(walk.heightCuts == [280] && walk.widthCuts == [150, 250])
        #expect(walk.settled)
        #expect(walk.cover(cells) == [
            SizeWalk.Rectangle(width: 100...149, height: 100...300, shape: .all),
            SizeWalk.Rectangle(width: 250...400, height: 100...279, shape: .widerThanTall),
        ])
        #expect(walk.tried == 45)
    }

    /// A part wholly on one side of the diagonal needs no qualifier, and a
    /// rectangle failing on both sides is one rectangle.
    @Test func aCoverMergesBothSidesAndDropsAnEmptyQualifier() {
        var walk = SizeWalk(widths: 100...400, heights: 100...300, widthCuts: [350], heightCuts: [200]) { pixel in
            pixel.width >= 350 && pixel.height < 200
        }
        let cells = walk.run()
        #expect(walk.cover(cells) == [SizeWalk.Rectangle(width: 350...400, height: 100...199, shape: .all)])
        var everywhere = SizeWalk(widths: 1...50, heights: 1...80, widthCuts: [10, 20], heightCuts: [30]) { _ in true }
        #expect(everywhere.cover(everywhere.run()) == [SizeWalk.Rectangle(width: 1...50, height: 1...80, shape: .all)])
    }

    /// With no cuts to find in its budget, a walk says it did not settle,
    /// and counts a part failing if any corner fails.
    @Test func aWalkOutOfBudgetSaysSo() {
        var walk = SizeWalk(widths: 100...400, heights: 100...300, widthCuts: [], heightCuts: [],
                            limits: SizeWalk.Limits(foundCuts: 0)) { $0.width < 200 }
        let cells = walk.run()
        #expect(!walk.settled)
        #expect(walk.cover(cells) == [SizeWalk.Rectangle(width: 100...400, height: 100...300, shape: .all)])
    }

    /// The corners of each side of a cell the diagonal crosses.
    @Test func theCornersOfACellsSides() {
        #expect(SizeWalk.corners(.wider, width: 10...20, height: 15...30)
            == [Pixel(width: 20, height: 15), Pixel(width: 16, height: 15), Pixel(width: 20, height: 19)])
        #expect(SizeWalk.corners(.notWider, width: 10...20, height: 15...30)
            == [Pixel(width: 10, height: 15), Pixel(width: 20, height: 30), Pixel(width: 10, height: 30),
                Pixel(width: 15, height: 15), Pixel(width: 20, height: 20)])
        #expect(SizeWalk.corners(.wider, width: 10...20, height: 30...40) == [])
    }
}
