@testable import LayoutModel
@testable import SizeFuzz
import Testing

/// A content layout placed again in its own storage
/// (``ContentPlan/place(offered:in:into:)``): a layout holding the
/// only reference to its box keeps the box, and what it holds equals a new
/// placing; a copy held elsewhere keeps its value. ``AppModel/layout(of:into:)``,
/// which the evaluator replaces a scene's kept layout with, equals
/// ``AppModel/layout(of:)`` on every scene after every step of seeded cases
/// of every built-in app, under iPadOS 18 and 26.
@Suite struct ContentReuseTests {
    let context = WidthContext(screenWidth: 1024)
    let grid = ViewNode.grid(columns: [GridItem(.adaptive(minimum: 80, maximum: 120))])

    /// The identity of `content`'s box, kept without a reference to it.
    func box(_ content: ContentLayout) -> ObjectIdentifier? { content.found.map(ObjectIdentifier.init) }

    @Test func placingIntoALayoutHeldOnceReusesItsBox() {
        let one = ContentPlan(.vstack(spacing: 0, children: [grid]))
        let two = ContentPlan(.vstack(spacing: 0, children: [grid, .content(name: "Text", minWidth: 400), grid]))
        var content = two.place(offered: 300, in: context)
        let first = box(content)
        #expect(content.grids.map(\.layout.totalWidth) == [300, 300] && content.overflows.map(\.required) == [400, 400])
        #expect(content.overflows.map(\.path) == ["VStack(spacing: 0)", "VStack(spacing: 0) > Text"])
        one.place(offered: 500, in: context, into: &content)
        #expect(box(content) == first && content == one.place(offered: 500, in: context))
        #expect(content.overflows.isEmpty && content.grids.map(\.path) == ["VStack(spacing: 0) > LazyVGrid(adaptive:80-120)"])
        #expect(content.grids.map { $0.layout.columns.map(\.itemCount) } == [[5]] && content.grids[0].layout.totalWidth == 500)
        two.place(offered: 300, in: context, into: &content)
        #expect(box(content) == first && content == two.place(offered: 300, in: context))
        #expect(content.grids.map { $0.layout.columns.map(\.itemCount) } == [[3], [3]])
        // A copy held elsewhere: placed into a new box, the copy unchanged.
        let copy = content
        one.place(offered: 500, in: context, into: &content)
        #expect(box(content) != first && box(copy) == first && copy == two.place(offered: 300, in: context))
        #expect(content == one.place(offered: 500, in: context))
        // Nothing found: no box.
        ContentPlan(.content(name: "Text", minWidth: 100)).place(offered: 320, in: context, into: &content)
        #expect(content.isEmpty && content.found == nil)
    }

    @Test(arguments: BuiltinApp.all.map(\.name))
    func aKeptLayoutReplacedInPlaceEqualsANewLayout(_ name: String) throws {
        let app = try #require(BuiltinApp.all.first { $0.name == name })
        for os in [OSVersion.v18, .v26] {
            let model = AppModel(app.spec, platform: .standard.on(os))
            var checked = 0
            for scenario in try model.seededScenarios(seed: 11) {
                model.replayWritingLayoutsOver(scenario) { scene, layout in
                    #expect(layout == model.layout(of: scene))
                    checked += 1
                }
            }
            #expect(checked > 40)
        }
    }
}
