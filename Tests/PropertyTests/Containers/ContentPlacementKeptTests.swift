@testable import LayoutModel
@testable import SizeFuzz
import Testing

/// A content kept when it is already the placing asked for
/// (``ContentPlan/place(offered:in:into:)``, ``ContentLayout/Placement``):
/// placing a plan into a content that the same plan placed at
/// the same width in the same context keeps it, box and all; any other
/// plan, width, screen width or padding, or a content made another way, is
/// placed anew. Whatever was kept equals a new placing, over seeded
/// sequences of plans, widths and screens and over every layout of seeded
/// cases of every built-in app.
@Suite struct ContentPlacementKeptTests {
    let context = WidthContext(screenWidth: 1024)
    static let grid = ViewNode.grid(columns: [GridItem(.adaptive(minimum: 80, maximum: 120))])

    /// Trees whose placings differ: grids, an overflow, a frame as wide as
    /// the screen, padding of the default length; the first twice.
    static let trees: [ViewNode] = [
        .padding(length: nil, content: grid),
        .vstack(spacing: 0, children: [grid, .content(name: "Text", minWidth: 400), grid]),
        .screenWidthFrame(content: grid),
        .hstack(spacing: 8, children: [grid, .frame(width: 300, content: .content(name: "Map", minWidth: 0))]),
        .padding(length: nil, content: grid),
    ]
    /// The trees compiled, each on its own (the first and last are two plans
    /// of one tree).
    static let plans = trees.map { ContentPlan($0) }

    /// The identity of `content`'s box, kept without a reference to it.
    func box(_ content: ContentLayout) -> ObjectIdentifier? { content.found.map(ObjectIdentifier.init) }

    /// The placing `content`'s box records, as numbers: the address of the
    /// plan's nodes and the bits of the width, screen width and padding.
    func placing(_ content: ContentLayout) -> [UInt64]? {
        content.found?.placement.map { placement in
            [UInt64(UInt(bitPattern: placement.nodes.withUnsafeBufferPointer { $0.baseAddress })),
             placement.width, placement.screenWidth, placement.defaultPadding]
        }
    }

    @Test func theSamePlacingKeepsTheContentAndAnyOtherPlacesAnew() {
        let plan = Self.plans[0], twin = Self.plans[4]
        var content = ContentLayout()
        plan.place(offered: 500, in: context, into: &content)
        let first = box(content)
        #expect(content.grids.map { $0.layout.columns.map(\.itemCount) } == [[5]])
        #expect(content.grids.map(\.layout.totalWidth) == [468] && content.overflows.isEmpty)
        // The same plan (or a copy of it), width and context: kept.
        let copy = plan
        copy.place(offered: 500, in: context, into: &content)
        #expect(box(content) == first && content.holds(plan.nodes, width: 500, context: context))
        // A plan of the same tree compiled again is another plan: placed anew
        // (the same answer), and recorded as that plan's.
        twin.place(offered: 500, in: context, into: &content)
        #expect(content == plan.place(offered: 500, in: context))
        #expect(content.holds(twin.nodes, width: 500, context: context)
            && !content.holds(plan.nodes, width: 500, context: context))
        // Another width, padding or screen width: placed anew.
        twin.place(offered: 300, in: context, into: &content)
        #expect(content.grids.map(\.layout.totalWidth) == [268] && content == twin.place(offered: 300, in: context))
        let padded = WidthContext(screenWidth: 1024, defaultPadding: 20)
        twin.place(offered: 300, in: padded, into: &content)
        #expect(content.grids.map(\.layout.totalWidth) == [260] && content == twin.place(offered: 300, in: padded))
        let wide = Self.plans[2]
        wide.place(offered: 300, in: context, into: &content)
        #expect(content.grids.map(\.layout.totalWidth) == [1024])
        wide.place(offered: 300, in: WidthContext(screenWidth: 768), into: &content)
        #expect(content.grids.map(\.layout.totalWidth) == [768])
        // -0.0 is not 0.0: the overflow records the width offered.
        let text = ContentPlan(.content(name: "Text", minWidth: 100))
        text.place(offered: 0, in: context, into: &content)
        #expect(content.overflows.map(\.offered) == [0] && content.overflows[0].offered.sign == .plus)
        text.place(offered: -0.0, in: context, into: &content)
        #expect(content.overflows[0].offered.sign == .minus)
    }

    @Test func aContentMadeAnotherWayIsPlacedAnew() {
        let plan = Self.plans[1]
        var content = plan.place(offered: 300, in: context)
        #expect(content.overflows.map(\.required) == [400, 400])
        // Set through its properties: a new box that records no placing.
        content.overflows = []
        #expect(!content.holds(plan.nodes, width: 300, context: context))
        plan.place(offered: 300, in: context, into: &content)
        #expect(content.overflows.map(\.required) == [400, 400] && content == plan.place(offered: 300, in: context))
        // A content placed by the tree itself (not a plan) records none.
        let direct = ViewNode.vstack(spacing: 0, children: [Self.grid]).place(offered: 300, in: context)
        #expect(direct.found?.placement == nil)
    }

    @Test func aContentPlacedAgainEqualsANewPlacingOverSeededSteps() {
        var content = ContentLayout()
        var random = SplitMix(seed: 25)
        var kept = 0
        let widths: [Double] = [280, 300, 500, 700, 1100]
        let contexts = [WidthContext(screenWidth: 1024), WidthContext(screenWidth: 768),
                        WidthContext(screenWidth: 1024, defaultPadding: 20)]
        for _ in 0..<2_000 {
            let index = Int(random.next() % UInt64(Self.plans.count))
            let plan = Self.plans[index]
            let width = widths[Int(random.next() % UInt64(widths.count))]
            let context = contexts[Int(random.next() % UInt64(contexts.count))]
            let before = box(content)
            let wasKept = content.holds(plan.nodes, width: width, context: context)
            plan.place(offered: width, in: context, into: &content)
            #expect(content == plan.place(offered: width, in: context))
            if context.defaultPadding == ContentParameters.standard.defaultPadding {
                #expect(content == Self.trees[index].place(offered: width, in: context))
            }
            if wasKept { kept += 1; #expect(box(content) == before) }
        }
        #expect(kept == 26)
    }

    /// Every layout of 40 seeded cases of every built-in app under iPadOS 26,
    /// laid out over the scene's kept layout, equals a new layout; the
    /// number of them that kept their content's placing is exact.
    @Test func keptPlacingsInSeededCasesEqualNewLayouts() throws {
        var kept = 0, checked = 0
        for app in BuiltinApp.all {
            let model = AppModel(app.spec, platform: .standard.on(.v26))
            for scenario in try model.seededScenarios(seed: 7) {
                var state = model.launch(in: scenario.window)
                var layouts = state.scenes.map(model.layout(of:))
                for event in scenario.events {
                    model.reduce(&state, event)
                    for (position, scene) in state.scenes.enumerated() {
                        if position == layouts.count { layouts.append(model.layout(of: scene)) }
                        // Kept: the same box, recording the same placing (a box
                        // written over records another plan, width or screen).
                        let before = (box(layouts[position].content), placing(layouts[position].content))
                        model.layout(of: scene, into: &layouts[position])
                        if before.0 != nil && before.1 != nil && box(layouts[position].content) == before.0
                            && placing(layouts[position].content) == before.1 { kept += 1 }
                        #expect(layouts[position] == model.layout(of: scene))
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 1_000)
        #expect(kept == 789)
    }
}

/// SplitMix64, for the seeded sequences of this suite.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
