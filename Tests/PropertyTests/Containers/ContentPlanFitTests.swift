@testable import LayoutModel
@testable import SizeFuzz
import Testing

/// The width from which a compiled view tree finds nothing
/// (``ContentPlan/fitsFrom``), where placing it returns the empty layout
/// without walking the tree: its minimum width when nothing overflows there
/// and it has no grid and nothing the screen's width sizes; placed there and
/// at every width around it, it finds what the tree itself finds.
@Suite struct ContentPlanFitTests {
    let context = WidthContext(screenWidth: 1024)

    @Test func aTreeThatFitsAtItsMinimumFitsFromThere() {
        let tree = ViewNode.hstack(spacing: 8, children: [
            .content(name: "List", minWidth: 100),
            .padding(length: nil, content: .content(name: "Detail", minWidth: 200)),
        ])
        let plan = ContentPlan(tree)
        #expect(plan.fitsFrom == 340)
        #expect(plan.fits(offered: 340, defaultPadding: 16) && plan.fits(offered: 2000, defaultPadding: 16))
        #expect(!plan.fits(offered: 339.5, defaultPadding: 16) && !plan.fits(offered: 340, defaultPadding: 20))
        #expect(plan.place(offered: 340, in: context) == ContentLayout())
        #expect(plan.place(offered: 339.5, in: context).overflows.map(\.path) == ["HStack(spacing: 8)"])
        #expect(plan.place(offered: 339.5, in: context) == tree.place(offered: 339.5, in: context))
    }

    @Test func aTreeWithAGridAScreenWidthOrAnOverflowEverywhereHasNoSuchWidth() {
        let grid = ViewNode.vstack(spacing: 0, children: [.grid(columns: [GridItem(.adaptive(minimum: 80, maximum: 120))])])
        let screen = ViewNode.screenWidthFrame(content: .content(name: "Banner", minWidth: 300))
        let fixed = ViewNode.frame(width: 50, content: .content(name: "Label", minWidth: 80))
        for tree in [grid, screen, fixed] {
            #expect(ContentPlan(tree).fitsFrom == .infinity)
            #expect(!ContentPlan(tree).fits(offered: 5000, defaultPadding: 16))
        }
        #expect(ContentPlan(fixed).place(offered: 500, in: context).overflows.map(\.required) == [80])
        #expect(ContentPlan(grid).place(offered: 500, in: context).grids.map(\.layout.offeredWidth) == [500])
    }

    /// Every screen of every built-in app, in both size classes, placed at
    /// widths across the range the fuzzer draws and close around its
    /// ``ContentPlan/fitsFrom``, as the tree places itself.
    @Test(arguments: BuiltinApp.all.map(\.name))
    func everyBuiltInScreenPlacesAsItsTree(_ name: String) throws {
        let app = try #require(BuiltinApp.all.first { $0.name == name })
        for screen in app.spec.screens {
            for sizeClass in [SizeClass.regular, .compact] {
                guard let tree = screen.content(for: sizeClass) else { continue }
                let plan = ContentPlan(tree)
                var widths = Array(stride(from: 0.0, through: 1400, by: 7))
                if plan.fitsFrom < .infinity {
                    widths += stride(from: plan.fitsFrom - 2, through: plan.fitsFrom + 2, by: 0.25)
                }
                for width in widths {
                    #expect(plan.place(offered: width, in: context) == tree.place(offered: width, in: context))
                }
            }
        }
    }
}
