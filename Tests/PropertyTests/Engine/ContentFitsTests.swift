@testable import SizeFuzz
import LayoutModel
import Testing

/// `content-fits`: content wider than the space it is offered fails at every
/// width, not only where a fixed frame is to blame, and the message names
/// the screen, the view and what to change.
@Suite struct ContentFitsTests {
    /// A detail view with a 280 pt rail beside a body of at least 300 pt:
    /// `HStack(spacing: 8) { rail.frame(width: 280); body }` needs 588 pt.
    static let rail = AppSpec(name: "rail", screens: [
        Screen("article", content: .hstack(spacing: 8, children: [
            .frame(width: 280, content: .content(name: "Rail", minWidth: 200)),
            .content(name: "Body", minWidth: 300),
        ])),
    ], root: .any(.view(screen: "article")))

    func violations(_ app: AppSpec, _ window: String, _ events: [String] = [], invariant: InvariantName) throws -> [String] {
        try Scenario(window: window, events: events, rules: .v18).evaluate(on: AppModel(app, platform: .v18), invariants: InvariantSet([invariant]))
            .violations.map(\.description)
    }

    static let advice = "HStack(spacing: 8) > frame(width: 280) cannot shrink: give it a flexible frame "
        + "(frame(minWidth:maxWidth:)), or show a narrower layout below 588 pt (ViewThatFits, or a compact branch: compactContent)"

    @Test(arguments: [
        ("ipad-pro-11 landscape split-third", "split-third 375x834"),
        ("ipad-pro-11 landscape slide-over", "slide-over 320x794"),
        ("ipad-pro-11 landscape stage 507.5x834", "stage 507.5x834"),
        ("ipad-pro-11 landscape stage 587.5x834", "stage 587.5x834"),
    ])
    func theRailFailsAtEveryWidthBelow588(_ window: String, _ at: String) throws {
        let offered = at.split(separator: " ")[1].split(separator: "x")[0]
        #expect(try violations(Self.rail, window, invariant: .contentFits) == [
            "content-fits at step 0: screen 'article': HStack(spacing: 8) needs 588 pt but gets \(offered) pt in the \(at) window; \(Self.advice)",
        ])
    }

    /// Below 508 pt the rail would not fit even if it sized to its content,
    /// so the fixed frame alone is not to blame there: only `content-fits`
    /// fails, and its region reaches down to the narrowest window.
    @Test func theFixedFrameIsBlamedOnlyFrom508() throws {
        #expect(try violations(Self.rail, "ipad-pro-11 landscape stage 507.5x834", invariant: .noFixedWidthOverflow) == [])
        #expect(try violations(Self.rail, "ipad-pro-11 landscape stage 508x834", invariant: .noFixedWidthOverflow) == [
            "no-fixed-width-overflow at step 0: HStack(spacing: 8) needs 588 pt but gets 508 pt in the stage 508x834 window",
        ])
        #expect(try violations(Self.rail, "ipad-pro-11 landscape stage 588x834", invariant: .contentFits) == [])
        let scenario = try Scenario(window: "ipad-pro-11 landscape split-third", events: [], rules: .v18)
        let violation = try #require(scenario.evaluate(on: AppModel(Self.rail, platform: .v18), invariants: [.contentFits]).violations.first)
        let region = RegionFinder(model: AppModel(Self.rail, platform: .v18), invariant: .contentFits).region(of: scenario, failingAt: violation)
        #expect(region == Region(width: 320...587.5, height: 605...834))
    }

    /// Content with no fixed frame is told only to get narrower.
    @Test func contentWithoutAFixedFrame() throws {
        let wide = AppSpec(name: "wide", screens: [Screen("table", content: .content(name: "Table", minWidth: 700))],
                           root: .any(.view(screen: "table")))
        #expect(try violations(wide, "ipad-pro-11 landscape split-half", invariant: .contentFits) == [
            "content-fits at step 0: screen 'table': Table needs 700 pt but gets 592 pt in the split-half 592x834 window; "
                + "show a narrower layout below 700 pt (ViewThatFits, or a compact branch: compactContent)",
        ])
    }

    /// A grid that is too wide is `grid-fits`'s finding, not this one's.
    @Test func aGridAloneIsLeftToGridFits() throws {
        let window = "iphone-8-plus landscape full", events = ["select-sidebar recents"]
        #expect(try violations(.fixedGridCount, window, events, invariant: .contentFits) == [])
        #expect(try violations(.fixedGridCount, window, events, invariant: .gridFits).count == 1)
    }

    /// The correct built-in apps' content fits at their narrowest windows.
    @Test(arguments: ["sports", "cafe", "three-column", "blog", "health-notes"])
    func correctAppsFitTheNarrowestPane(_ name: String) throws {
        let app = try #require(BuiltinApp.named(name)).spec
        #expect(try violations(app, "ipad-pro-11 landscape slide-over", invariant: .contentFits) == [])
    }
}
