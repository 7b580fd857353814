@testable import LayoutModel
@testable import SizeFuzz
import SizeFuzzReport
import Testing

/// Presentations adapt: the frame of each kind in a regular and a
/// compact window, with the platform's default sizes.
@Suite struct PresentationLayoutTests {
    /// One screen presenting one of each: a form, page and fitted sheet, one
    /// with no sizing (SwiftUI's default, a form sheet), a
    /// popover (adapting as usual, and one that stays a popover), a cover,
    /// an inspector, and a form sheet that does not adapt.
    static let app = AppSpec(
        name: "presenter",
        screens: [Screen("s", content: .content(name: "Body", minWidth: 0), presentations: [
            .sheet("form", sizing: .form),
            .sheet("page", sizing: .page),
            .sheet("default"),
            .sheet("fitted", sizing: .fitted, content: .content(name: "Picker", minWidth: 300)),
            Presentation("popover", kind: .popover, content: .content(name: "Menu", minWidth: 280)),
            Presentation("pinned", kind: .popover, compactAdaptation: .popover,
                         content: .content(name: "Menu", minWidth: 280)),
            Presentation("cover", kind: .fullScreenCover),
            .inspector("inspector", width: ColumnWidth(min: 250, ideal: 300, max: 400)),
            .sheet("unadapted", sizing: .form, compactAdaptation: PresentationAdaptation.none),
        ])],
        root: .any(.stack(StackSpec(root: "s"))))

    /// The presentation `id` shown in `window` under iPadOS 18, with the
    /// width the screen's content gets beside it.
    func presented(_ id: String, in window: String) throws -> (PresentationLayout?, Double) {
        let evaluator = try Scenario(window: window, events: ["present \(id)"], rules: .v18)
            .evaluate(on: AppModel(Self.app, platform: .v18), invariants: .all)
        #expect(evaluator.violations == [])
        return (evaluator.layouts[0].presentation, evaluator.layouts[0].contentWidth)
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, size: Size(width: width, height: height))
    }

    @Test(arguments: [
        ("form", PresentationStyle.formSheet, rect(327, 107, 540, 620), 1194.0),
        ("page", .pageSheet, rect(247, 0, 700, 834), 1194),
        // No `.presentationSizing`: SwiftUI's `.automatic`, a form sheet.
        ("default", .formSheet, rect(327, 107, 540, 620), 1194),
        ("fitted", .fittedSheet, rect(447, 107, 300, 620), 1194),
        ("popover", .popover, rect(457, 177, 280, 480), 1194),
        ("pinned", .popover, rect(457, 177, 280, 480), 1194),
        ("cover", .fullScreen, rect(0, 0, 1194, 834), 1194),
        ("inspector", .inspectorColumn, rect(894, 0, 300, 834), 894),
        ("unadapted", .formSheet, rect(327, 107, 540, 620), 1194),
    ] as [(String, PresentationStyle, Rect, Double)])
    func inRegularWidth(_ id: String, _ style: PresentationStyle, _ frame: Rect, _ contentWidth: Double) throws {
        let (shown, width) = try presented(id, in: "ipad-pro-11 landscape full")
        #expect(shown?.style == style)
        #expect(shown?.frame == frame)
        #expect(width == contentWidth)
    }

    @Test(arguments: [
        ("form", PresentationStyle.sheet, rect(0, 16, 375, 818)),
        ("page", .sheet, rect(0, 16, 375, 818)),
        ("fitted", .sheet, rect(0, 16, 375, 818)),
        ("popover", .sheet, rect(0, 16, 375, 818)),
        ("pinned", .popover, rect(47.5, 177, 280, 480)),
        ("cover", .fullScreen, rect(0, 0, 375, 834)),
        ("inspector", .sheet, rect(0, 16, 375, 818)),
        ("unadapted", .formSheet, rect(0, 107, 375, 620)),
    ] as [(String, PresentationStyle, Rect)])
    func inCompactWidth(_ id: String, _ style: PresentationStyle, _ frame: Rect) throws {
        let (shown, width) = try presented(id, in: "ipad-pro-11 landscape split-third")
        #expect(shown?.style == style)
        #expect(shown?.frame == frame)
        #expect(width == 375)
    }

    /// A resize across the compact/regular line keeps the presentation,
    /// which adapts: a form sheet becomes a sheet across the window and back.
    @Test func aResizeAcrossTheLineAdaptsThePresentation() throws {
        let evaluator = try Scenario(window: "ipad-pro-11 landscape full",
                                     events: ["present form", "mode split-third", "mode full"], rules: .v18)
            .evaluate(on: AppModel(Self.app, platform: .v18), invariants: .all)
        #expect(evaluator.violations == [])
        let layout = evaluator.layouts[0]
        #expect(evaluator.state.scenes[0].navigation.presented == "form")
        #expect(layout.presentation?.style == .formSheet)
        var compact = evaluator.state.scenes[0]
        compact.window = try Scenario(window: "ipad-pro-11 landscape split-third", events: [], rules: .v18).window
        #expect(AppModel(Self.app, platform: .v18).layout(of: compact).presentation?.style == .sheet)
    }

    /// The text report's lines for a presented sheet and inspector.
    @Test func reportLines() throws {
        let model = AppModel(Self.app, platform: .v18)
        for (id, diagram, summary) in [
            ("form", "|stack 1194|+ form sheet 540|", "stack 1194x834 regular; screen s; presents form: form sheet 540x620"),
            ("inspector", "|stack 894|inspector 300|", "stack 1194x834 regular; screen s; presents inspector: inspector column 300x834"),
        ] {
            var state = model.launch(in: try Scenario(window: "ipad-pro-11 landscape full", events: [], rules: .v18).window)
            model.reduce(&state, Event(.present(id)))
            let layout = model.layout(of: state.scenes[0])
            #expect(ColumnDiagram.line(layout) == diagram)
            #expect(LayoutSummary.line(layout) == summary)
        }
    }
}

/// The drawing shows the presentation where the model puts it, dimming the
/// window behind a modal one, with its content's overflows hatched.
@Suite struct PresentationDrawingTests {
    @Test(arguments: [
        (AppSpec.fixedWidthSheet, "ipad-pro-11 landscape full", "present compose", "form sheet", true),
        (.fixedWidthSheet, "ipad-pro-11 landscape split-third", "present compose", "sheet", true),
        (.crowdingInspector, "ipad-pro-11 portrait full", "present attributes", "inspector column", false),
    ] as [(AppSpec, String, String, String, Bool)])
    func theDrawingHoldsThePresentationsFrame(_ app: AppSpec, _ window: String, _ event: String, _ style: String,
                                              _ dimmed: Bool) throws {
        let model = AppModel(app, platform: .v18)
        let evaluator = try Scenario(window: window, events: [event], rules: .v18).evaluate(on: model, invariants: [])
        let layout = evaluator.layouts[0]
        let shown = try #require(layout.presentation)
        let parsed = try SVGElements(LayoutDrawing(layout, model: model, caption: "step").svg)
        let box = try #require(parsed.elements("rect", role: "presentation").first)
        #expect(box.string("data-style") == style)
        #expect(box.number("data-x") == shown.frame.x && box.number("data-y") == shown.frame.y)
        #expect(box.number("data-width") == shown.frame.size.width && box.number("data-height") == shown.frame.size.height)
        #expect(parsed.elements("rect", role: "presentation-dimming").count == (dimmed ? 1 : 0))
        for overflow in shown.content.overflows {
            #expect(parsed.texts.contains("needs \(Markup.points(overflow.required)), gets \(Markup.points(overflow.offered))"))
        }
    }
}
