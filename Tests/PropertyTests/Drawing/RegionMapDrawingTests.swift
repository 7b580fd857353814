import Foundation
import LayoutModel
import SizeFuzz
import SizeFuzzReport
import Testing

/// The region map as SVG: breakpoint labels in one row, in order, none over
/// another; the failing window's cross exactly at its size; a key for every
/// mark.
@Suite struct RegionMapDrawingTests {
    /// optional-sidebar-sync's map on an iPad Pro 12.9 in portrait: twelve
    /// width breakpoints, some 4 pt apart.
    static let crowded = SizeRegion(device: .ipadPro12_9, orientation: .portrait, width: 320...1024, height: 320...1366,
                                    window: Size(width: 508, height: 1366),
                                    rectangles: [SizeRectangle(width: 320...678, height: 320...1366)])
    static let crowdedWidths: [Double] = [976, 340, 352, 392, 498, 640, 656, 660, 678, 814, 818, 972]

    static func svg(_ region: SizeRegion, widths: [Double], heights: [Double] = []) throws -> SVGElements {
        try SVGElements(RegionMapDrawing(region, widthBreakpoints: widths, heightBreakpoints: heights).svg)
    }

    @Test func widthBreakpointLabelsAreOneRowInOrderNoneOverAnother() throws {
        let svg = try Self.svg(Self.crowded, widths: Self.crowdedWidths)
        let labels = svg.elements("text", role: "breakpoint-label")
        #expect(labels.map { $0.stringValue ?? "" } == ["340", "352", "392", "498", "640", "656", "660", "678", "814", "818", "972", "976"])
        // One row: one baseline.
        #expect(Set(labels.map { $0.number("y") }).count == 1)
        // In order, each at least its own width (10 px digits, 0.58 em) and 4 px from the next.
        let centres = labels.map { $0.number("x") }
        for index in centres.indices.dropLast() {
            #expect(centres[index + 1] - centres[index] >= 3 * 10 * 0.58 + 4 - 0.01, "labels \(index) and \(index + 1) overlap")
        }
        // Each label is joined to its line by a leader from the line's foot.
        let lines = svg.elements("line", role: "breakpoint"), leaders = svg.elements("line", role: "leader")
        #expect(leaders.count == 12)
        for (leader, label) in zip(leaders, labels) {
            #expect(rounded(leader.number("x2")) == rounded(label.number("x")))
            #expect(lines.contains { $0.number("x1") == leader.number("x1") })
        }
    }

    @Test func aLabelMovesOnlyAsFarAsItsNeighboursNeed() throws {
        // 498 is far from the others: it sits at its line.
        let svg = try Self.svg(Self.crowded, widths: Self.crowdedWidths)
        let walked = try #require(svg.elements("rect", role: "walked").first)
        let unit = walked.number("width") / (1024 - 320)
        let label = try #require(svg.elements("text", role: "breakpoint-label").first { $0.stringValue == "498" })
        #expect(rounded(label.number("x")) == rounded(walked.number("x") + (498 - 320) * unit))
    }

    @Test func moreLabelsThanOneRowHoldsTakeRowsInOrderWithinEach() throws {
        let widths = (0..<40).map { 330 + Double($0) * 11 }
        let svg = try Self.svg(Self.crowded, widths: widths)
        let labels = svg.elements("text", role: "breakpoint-label")
        #expect(labels.count == 40)
        let rows = Dictionary(grouping: labels, by: { $0.number("y") })
        #expect(rows.count == 2)
        for row in rows.values {
            let centres = row.map { $0.number("x") }
            #expect(centres == centres.sorted())
            for index in centres.indices.dropLast() { #expect(centres[index + 1] - centres[index] >= 3 * 10 * 0.58 + 4 - 0.01) }
        }
    }

    @Test func heightBreakpointLabelsAreInOrderDownTheRightEdge() throws {
        let region = SizeRegion(device: .ipadPro11, orientation: .landscape, width: 320...1194, height: 320...834,
                                window: Size(width: 678, height: 677.5),
                                rectangles: [SizeRectangle(width: 678...743.5, height: 320...743, shape: .widerThanTall)])
        let svg = try Self.svg(region, widths: [], heights: [678, 677.5, 500])
        let labels = svg.elements("text", role: "breakpoint-label")
        #expect(labels.map { $0.stringValue ?? "" } == ["500", "677.5", "678"])
        let baselines = labels.map { $0.number("y") }
        #expect(baselines[1] - baselines[0] > 10 && baselines[2] - baselines[1] >= 12 - 0.01)
    }

    @Test func theCrossIsAtTheFailingWindowsSize() throws {
        let svg = try Self.svg(Self.crowded, widths: Self.crowdedWidths)
        let walked = try #require(svg.elements("rect", role: "walked").first)
        let unit = walked.number("width") / (1024 - 320)
        let (x, y) = (walked.number("x") + (508 - 320) * unit, walked.number("y") + (1366 - 320) * unit)
        let cross = svg.elements("line", role: "window-mark")
        #expect(cross.count == 2)
        #expect(cross.map { rounded(($0.number("x1") + $0.number("x2")) / 2) } == [rounded(x), rounded(x)])
        #expect(cross.map { rounded(($0.number("y1") + $0.number("y2")) / 2) } == [rounded(y), rounded(y)])
        // The label sits in its white box just above the cross (the window is at the map's bottom edge).
        let box = try #require(svg.elements("rect", role: "window-label-box").first)
        #expect(box.number("x") == rounded(x + 9) && rounded(box.number("y") + box.number("height")) == rounded(y - 9))
        #expect(svg.elements("text", role: "window-label").map { $0.stringValue ?? "" } == ["failing window 508×1366"])
    }

    @Test func everyMarkHasAKeyAndTheMapSaysWhatItSpans() throws {
        let svg = try Self.svg(Self.crowded, widths: Self.crowdedWidths)
        #expect(svg.elements("text", role: "legend").map { $0.stringValue ?? "" } == [
            "fails", "passes", "the app's breakpoints", "the failing window",
            "Across, from the smallest window, 320 pt, to the screen's width, 1024 pt; down, 320 to 1366 pt: no",
            "window is larger than the screen.",
        ])
        #expect(svg.elements("rect", role: "legend-swatch").map { $0.string("fill") } == ["url(#hatch)", "#f9fafb"])
        // The walk's bounds are the axes' ends, in bold.
        #expect(svg.elements("text", role: "bound").map { $0.stringValue ?? "" } == ["320", "1024", "320", "1366"])
    }
}
