import Foundation
import LayoutModel
import SizeFuzz
import SizeFuzzReport
import Testing

/// Drawings parse as XML, and the geometry in them is the layout's.
@Suite struct LayoutDrawingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var app: AppSpec
        var window: String
        var events: [String] = []
        var testDescription: String { "\(app.name) \(window) \(events)" }
    }

    /// A screen with an item in every toolbar placement, too many to fit a
    /// narrow bar.
    static let toolbarApp = AppSpec(
        name: "toolbars",
        screens: [Screen("edit", title: "Edit", toolbar: ToolbarSpec(items: [
            ToolbarItem("cancel", placement: .cancellationAction), ToolbarItem("back", placement: .topBarLeading),
            ToolbarItem("title", placement: .principal, width: 120), ToolbarItem("save", placement: .confirmationAction),
            ToolbarItem("share", placement: .primaryAction), ToolbarItem("tag", placement: .topBarTrailing),
            ToolbarItem("flag", placement: .primaryAction), ToolbarItem("more", placement: .secondaryAction),
            ToolbarItem("bold", placement: .keyboard), ToolbarItem("delete", placement: .bottomBar),
            ToolbarItem("status", placement: .status),
        ]))],
        root: .any(.stack(StackSpec(root: "edit"))))

    static let cases: [Case] = [
        Case(app: toolbarApp, window: "ipad-pro-11 landscape full"),
        Case(app: toolbarApp, window: "ipad-pro-11 landscape split-third"),
        Case(app: .fixedSidebar, window: "ipad-pro-11 landscape split-third"),
        Case(app: .screenWidthFrame, window: "ipad-pro-11 landscape split-half"),
        Case(app: .cafe, window: "ipad-pro-11 landscape full", events: ["select-sidebar coffee", "push latte"]),
        Case(app: .cafe, window: "ipad-pro-11 landscape split-third", events: ["select-sidebar coffee"]),
        Case(app: .cafe, window: "ipad-pro-11 landscape slide-over"),
        Case(app: .threeColumn, window: "ipad-pro-12.9 landscape full"),
        Case(app: .threeColumn, window: "ipad-pro-12.9 landscape full", events: ["column-visibility all"]),
        Case(app: .threeColumn, window: "ipad-pro-12.9 portrait full", events: ["column-visibility all"]),
        Case(app: .cafe, window: "ipad-pro-11 portrait full", events: ["column-visibility all", "select-sidebar moji"]),
        Case(app: .blog, window: "ipad-pro-11 landscape full"),
        Case(app: .blog, window: "ipad-pro-11 portrait full"),
        Case(app: .clutteredTabBar, window: "ipad-pro-11 landscape split-third"),
        Case(app: .fixedGridCount, window: "ipad-pro-11 portrait full", events: ["select-sidebar recents", "column-visibility all"]),
        Case(app: .sports, window: "ipad-pro-11 landscape stage 1500x900 on display-1080p"),
        Case(app: .sports, window: "ipad-pro-11 landscape stage 700x700"),
    ]

    static func layout(_ item: Case) throws -> (Layout, AppModel) {
        let model = AppModel(item.app, platform: .v18)
        let evaluator = try Scenario(window: item.window, events: item.events, rules: .v18).evaluate(on: model, invariants: [])
        return (evaluator.layouts[0], model)
    }

    @Test(arguments: cases) func theDrawingHoldsTheLayoutsNumbers(_ item: Case) throws {
        let (layout, model) = try Self.layout(item)
        let svg = LayoutDrawing(layout, model: model, caption: "step").svg
        let parsed = try SVGElements(svg)
        // The screen and the window at their sizes, the window placed by the convention.
        let screenSize = WindowPlacement.screen(of: layout.window)
        let screen = try #require(parsed.elements("rect", role: "screen").first)
        #expect(screen.number("width") == screenSize.width && screen.number("height") == screenSize.height)
        let window = try #require(parsed.elements("rect", role: "window").first)
        #expect(window.number("width") == rounded(layout.window.width))
        #expect(window.number("height") == rounded(layout.window.height))
        let placed = WindowPlacement.frame(of: layout.window, on: screenSize)
        #expect(abs(window.number("x") - screen.number("x") - placed.x) < 0.02)
        #expect(abs(window.number("y") - screen.number("y") - placed.y) < 0.02)
        // The columns at their widths.
        let columns = parsed.elements("rect", role: "column")
        if let split = layout.split {
            if split.collapsed {
                #expect(columns.count == 1)
                #expect(columns.first?.string("data-role") == split.topColumn?.rawValue)
                #expect(columns.first?.number("width") == rounded(layout.window.width))
            } else {
                let shown = split.columns.filter { $0.presentation != .hidden }
                #expect(columns.map { $0.string("data-role") ?? "" }.sorted() == shown.map(\.role.rawValue).sorted())
                for column in shown {
                    let drawn = columns.first { $0.string("data-role") == column.role.rawValue }
                    #expect(drawn?.number("width") == rounded(column.width), "\(column.role)")
                    #expect(drawn?.string("data-presentation") == column.presentation.rawValue)
                }
            }
        } else {
            #expect(columns.isEmpty)
        }
        // Every overflow hatched from what it gets to what it needs.
        let hatches = parsed.elements("rect", role: "overflow")
        for overflow in layout.content.overflows {
            let hatch = hatches.first { $0.number("data-required") == rounded(overflow.required) && $0.number("data-offered") == rounded(overflow.offered) }
            #expect(hatch != nil, "\(overflow.path)")
            #expect(parsed.texts.contains("needs \(Markup.points(overflow.required)), gets \(Markup.points(overflow.offered))"))
        }
        // Every grid's columns at their rendered widths.
        let gridColumns = parsed.elements("rect", role: "grid-column").map { $0.number("width") }
        for grid in layout.content.grids {
            for column in grid.layout.columns { #expect(gridColumns.contains(rounded(column.width))) }
            if !grid.layout.fits {
                #expect(hatches.contains { $0.number("data-required") == rounded(grid.layout.totalWidth) })
            }
        }
        // The tab bar where the layout puts it.
        if let bar = layout.tabBar {
            switch bar.placement {
            case .sidebar:
                let sidebar = try #require(parsed.elements("rect", role: "tab-sidebar").first)
                #expect(sidebar.number("width") == rounded(layout.window.width - layout.contentWidth))
            case .top, .bottom:
                let drawn = try #require(parsed.elements("rect", role: "tab-bar").first)
                #expect(drawn.string("data-placement") == bar.placement.rawValue)
                #expect(drawn.number("data-required") == rounded(bar.requiredWidth))
            }
            if bar.placement == .bottom && !bar.overflow.isEmpty {
                let more = try #require(parsed.elements("rect", role: "more-list").first)
                #expect(more.string("data-tags") == bar.overflow.joined(separator: ","))
            }
            // Each item's title in its item, or its number there and the title in the legend under the drawing.
            let legend = parsed.elements("text", role: "legend").map { $0.stringValue ?? "" }.joined(separator: " ")
            let entries = legend.hasPrefix("numbered: ") ? legend.dropFirst(10).components(separatedBy: " · ") : []
            for item in bar.items where item.kind != .search {
                #expect(parsed.texts.contains { $0 == item.title || entries.contains("\($0) \(item.title)") }, "\(item.title)")
            }
            #expect(!parsed.texts.contains { $0.hasSuffix("…") })
        }
        // The toolbar's overflow menu lists what overflowed.
        if let toolbar = layout.toolbar, !toolbar.overflow.isEmpty {
            let menu = try #require(parsed.elements("rect", role: "overflow-menu").first)
            #expect(menu.string("data-items") == toolbar.overflow.joined(separator: ","))
        }
        // Every toolbar item the user can reach is on the drawing.
        if let toolbar = layout.toolbar {
            let drawn = parsed.elements("rect", role: "toolbar-item").compactMap { $0.string("data-id") }
            #expect(drawn.sorted() == (toolbar.leading + toolbar.center + toolbar.trailing + toolbar.bottom + toolbar.keyboard).sorted())
        }
        // The same layout, the same bytes.
        #expect(LayoutDrawing(layout, model: model, caption: "step").svg == svg)
    }

    @Test func theFixedSidebarIsHatchedWhereItDoesNotFit() throws {
        let (layout, model) = try Self.layout(Case(app: .fixedSidebar, window: "ipad-pro-11 landscape split-third"))
        let parsed = try SVGElements(LayoutDrawing(layout, model: model).svg)
        let hatch = try #require(parsed.elements("rect", role: "overflow").first)
        let window = try #require(parsed.elements("rect", role: "window").first)
        // From the window's trailing edge to 620 pt from its leading edge.
        #expect(hatch.number("x") == window.number("x") + 375)
        #expect(hatch.number("width") == 245)
        #expect(parsed.texts.contains("needs 620 pt, gets 375 pt"))
        #expect(parsed.texts.contains("HStack(spacing: 0)"))
        #expect(parsed.texts.contains("frame(width: 300)"))
        #expect(parsed.texts.contains("gets 300 pt, needs 300 pt"))
        #expect(parsed.texts.contains("List"))
        #expect(parsed.texts.contains("gets 320 pt, needs 320 pt"))
        // Each view at the width the model offers it, where the model puts it.
        let views = parsed.elements("rect", role: "view")
        #expect(views.map { $0.string("data-label") ?? "" } == ["HStack(spacing: 0)", "frame(width: 300)", "Sidebar", "List"])
        #expect(views.map { $0.number("width") } == [375, 300, 300, 320])
        #expect(views.map { $0.number("x") - window.number("x") } == [0, 0, 0, 300])
    }

    @Test func columnDiagrams() throws {
        let table: [(Case, String)] = [
            (Case(app: .cafe, window: "ipad-pro-11 landscape full"), "|sidebar 320|detail 874|"),
            (Case(app: .cafe, window: "ipad-pro-11 landscape split-third", events: ["select-sidebar coffee"]), "|detail 375 ▸ collapsed|"),
            (Case(app: .cafe, window: "ipad-pro-11 landscape split-third"), "|sidebar 375 ▸ collapsed|"),
            (Case(app: .fixedSidebar, window: "ipad-pro-11 landscape split-third"), "|view 375|"),
            (Case(app: .blog, window: "ipad-pro-11 landscape full"), "|tab sidebar 320|tab 874|"),
            (Case(app: .blog, window: "ipad-pro-11 portrait full"), "|tab 834 ▴ top bar|"),
            (Case(app: .clutteredTabBar, window: "ipad-pro-11 landscape split-third"), "|tab 375 ▾ bottom bar|"),
            (Case(app: .threeColumn, window: "ipad-pro-12.9 landscape full"), "|content 350|detail 1016|"),
            (Case(app: .threeColumn, window: "ipad-pro-12.9 landscape full", events: ["column-visibility all"]),
             "|sidebar 250|content 350|detail 766|"),
            (Case(app: .cafe, window: "ipad-pro-11 portrait full", events: ["column-visibility all"]),
             "|sidebar 320 overlay|detail 834|"),
            (Case(app: .screenWidthFrame, window: "ipad-pro-11 landscape split-half"), "|stack 592|"),
        ]
        for (item, expected) in table {
            let (layout, _) = try Self.layout(item)
            #expect(ColumnDiagram.line(layout) == expected, "\(item.testDescription)")
        }
    }
}

/// Drawings at one scale, zoomed to a small window, clipped to the window.
@Suite struct DrawingScaleTests {
    /// Before and after a rotation, one drawing: one text size, each
    /// screen at its size in points.
    @Test func aRotationIsDrawnAtOneScale() throws {
        let model = AppModel(.cafe, platform: .v18)
        let landscape = try Scenario(window: "ipad-pro-11 landscape full", events: ["rotate"], rules: .v18)
        var evaluator = Evaluator(model: model, window: landscape.window, invariants: [])
        let before = evaluator.layouts[0]
        for event in landscape.events { evaluator.apply(event) }
        let after = evaluator.layouts[0]
        let row = DrawingRow([LayoutDrawing(before, model: model, caption: "before"), LayoutDrawing(after, model: model, caption: "after")],
                             pixelWidth: 1200)
        let parsed = try SVGElements(row.svg)
        #expect(parsed.elements("rect", role: "screen").map { $0.number("width") } == [1194, 834])
        let sizes = Set(parsed.elements("text", role: "caption").map { $0.number("font-size") })
        #expect(sizes.count == 1)
        #expect(parsed.elements("rect", role: "background").count == 1)
    }

    /// A stage window a third of a 5K display's width is drawn with the part
    /// of the screen around it, not the whole screen.
    @Test func aSmallWindowOnALargeScreenIsZoomed() throws {
        let model = AppModel(.sports)
        let scenario = try Scenario(window: "ipad-pro-11 landscape stage 900x700 on studio-display", events: [])
        let layout = scenario.evaluate(on: model, invariants: []).layouts[0]
        let parsed = try SVGElements(LayoutDrawing(layout, model: model).svg)
        let screen = try #require(parsed.elements("rect", role: "screen").first)
        #expect(screen.number("data-width") == 2560 && screen.number("data-height") == 1440)
        // The window and a quarter of it on each side.
        #expect(screen.number("width") == 1350 && screen.number("height") == 1050)
        let window = try #require(parsed.elements("rect", role: "window").first)
        #expect(window.number("width") == 900 && window.number("x") - screen.number("x") == 225)
        #expect(parsed.texts.contains { $0.contains("part of its 2560x1440 screen") })
        // Content is clipped to the window.
        let clip = try #require(parsed.all.first { $0.localName == "svg" && $0.string("class") == "clip" })
        #expect(clip.number("y") == window.number("y") && clip.number("height") == 700)
    }
}
