import Foundation
@testable import LayoutModel
@testable import SizeFuzz
import Testing

/// `.padding()` in content trees: both sides of the content, the platform's
/// default when no length is given.
@Suite struct PaddingTests {
    let context = WidthContext(screenWidth: 1194)
    let paddedGrid = ViewNode.padding(length: nil, content: .grid(columns: [GridItem(.adaptive(minimum: 150, maximum: .infinity))]))

    @Test func paddingAddsBothSidesToTheMinimum() {
        // An adaptive grid renders at any width (its minimum is 0), so the
        // padded grid's minimum is the padding alone.
        #expect(paddedGrid.minimumWidth(in: context) == 32)
        #expect(ViewNode.padding(length: 10, content: .content(name: "Form", minWidth: 280)).minimumWidth(in: context) == 300)
        #expect(paddedGrid.minimumWidth(in: WidthContext(screenWidth: 1194, defaultPadding: 20)) == 40)
        #expect(paddedGrid.label == "padding()")
        #expect(ViewNode.padding(length: 10, content: paddedGrid).label == "padding(10)")
    }

    /// The sports grid in a 320 pt Slide Over panel gets 288 pt: one column.
    @Test func theSportsGridGets288InA320Panel() {
        let placed = paddedGrid.place(offered: 320, in: context)
        #expect(placed.overflows.isEmpty)
        #expect(placed.grids.map(\.path) == ["padding() > LazyVGrid(adaptive:150)"])
        #expect(placed.grids.first?.layout.offeredWidth == 288)
        #expect(placed.grids.first?.layout.columns.map(\.itemWidths) == [[288]])
        #expect(ContentPlan(paddedGrid).place(offered: 320, in: context) == placed)
    }

    /// Padded content too wide for its space is reported once, at the
    /// content, offered the width less the padding (Apple, `padding(_:_:)`).
    @Test func anOverflowIsReportedAtTheContent() {
        let node = ViewNode.padding(length: 16, content: .content(name: "Form", minWidth: 300))
        #expect(node.overflows(offered: 320, in: context)
            == [WidthOverflow(path: "padding(16) > Form", required: 300, offered: 288, involvesFixedWidth: false)])
        #expect(ContentPlan(node).place(offered: 320, in: context) == node.place(offered: 320, in: context))
    }

    /// A fixed-column grid in padding is a grid that does not fit: the grid
    /// is offered 288 pt of 320 and needs 328, and only the grid reports it
    /// (so `grid-fits` fails at the grid, and `content-fits` stays quiet).
    @Test func aFixedGridInPaddingOverflowsAtTheGrid() {
        let node = ViewNode.padding(length: nil, content: .grid(columns: [GridItem(.fixed(160)), GridItem(.fixed(160))]))
        let placed = node.place(offered: 320, in: context)
        #expect(placed.overflows.map(\.path) == ["padding() > LazyVGrid(fixed:160,fixed:160)"])
        #expect(placed.overflows.map(\.isGrid) == [true])
        #expect(placed.grids.map(\.path) == ["padding() > LazyVGrid(fixed:160,fixed:160)"])
        #expect(placed.grids.first?.layout.offeredWidth == 288)
        #expect(placed.grids.first?.layout.fits == false)
        #expect(ContentPlan(node).place(offered: 320, in: context) == placed)
    }

    @Test func theSportsAppInSlideOver() {
        let result = fuzzrun("layout", "--device", "ipad-pro-11", "--mode", "slide-over", "--app", "sports")
        #expect(result.code == 0)
        #expect(result.out.hasSuffix("""
              screen       basketball, 320 pt wide
              grid         padding() > LazyVGrid(adaptive:150): adaptive 288, 288 of 288 pt

            """))
    }

    /// `{"padding": {"length", "content"}}`, the length optional.
    @Test func paddingDecodesWithAndWithoutALength() throws {
        let json = #"{"padding": {"length": 12, "content": {"padding": {"content": {"content": {"name": "List", "minWidth": 300}}}}}}"#
        let node = try JSONDecoder().decode(ViewNode.self, from: Data(json.utf8))
        #expect(node == .padding(length: 12, content: .padding(length: nil, content: .content(name: "List", minWidth: 300))))
        #expect(try JSONDecoder().decode(ViewNode.self, from: JSONEncoder().encode(node)) == node)
    }

    /// The strict decoder knows padding's keys.
    @Test func aMisspeltPaddingKeyIsNamed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("pad.json", #"{"name": "x", "screens": [{"id": "s1", "content": {"padding": {"lenght": 16, "content": {"spacer": {"minLength": 0}}}}}], "root": {"any": {"view": {"screen": "s1"}}}}"#)
        let result = fuzzrun("--spec", path, "--iterations", "1")
        #expect(result.code == 65)
        #expect(result.err == "fuzzrun: error: \(path): screens[0].content.padding.lenght: unknown key; did you mean 'length'?\n")
    }

    @Test func aNegativePaddingIsAProblem() {
        let app = AppSpec(name: "bad", screens: [
            Screen("home", content: .padding(length: -4, content: .content(name: "List", minWidth: 0))),
        ], root: .any(.view(screen: "home")))
        #expect(app.problems.map(\.description) == ["screens[0].content: padding length must be from 0 to 100000"])
    }

    /// `content.defaultPadding` is a platform parameter.
    @Test func theDefaultPaddingIsAPlatformParameter() throws {
        var platform = Platform.standard
        platform.content.defaultPadding = 24
        let model = AppModel(.sports, platform: platform)
        let window = try #require(try? platform.windows.window(device: .ipadPro11, orientation: .landscape, mode: .slideOver))
        let scene = try #require(model.launch(in: window).scenes.first)
        let layout = model.layout(of: scene)
        #expect(layout.content.grids.first?.layout.offeredWidth == 272)
        platform.content.defaultPadding = -1
        #expect(platform.problems.map(\.description) == ["content.defaultPadding: must be from 0 to 100000"])
    }
}
