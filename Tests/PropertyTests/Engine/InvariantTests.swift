@testable import SizeFuzz
import LayoutModel
import Testing

/// Each invariant, on a scenario that breaks it (with the exact message) and
/// on its correct twin.
@Suite struct InvariantTests {
    func violations(_ app: AppSpec, _ window: String, _ events: [String] = [],
                    _ invariant: InvariantName) throws -> [String] {
        let scenario = try Scenario(window: window, events: events, rules: .v18)
        return scenario.evaluate(on: AppModel(app, platform: .v18), invariants: InvariantSet([invariant])).violations.map(\.description)
    }

    @Test func selectionPreserved() throws {
        let events = ["select-sidebar football", "deselect", "mode split-third"]
        #expect(try violations(.optionalSidebarSync, "ipad-pro-11 landscape full", events, .selectionPreserved) == [
            "selection-preserved at step 3: the user chose 'football', but the split-third 375x834 (compact width) tab bar shows 'basketball' instead of 'football'",
        ])
        #expect(try violations(.sports, "ipad-pro-11 landscape full", events, .selectionPreserved) == [])
    }

    @Test func pathPreserved() throws {
        let events = ["select-sidebar coffee", "push latte", "mode split-third"]
        #expect(try violations(.pathResetOnResize, "ipad-pro-11 landscape full", events, .pathPreserved) == [
            "path-preserved at step 3: the path under 'coffee' was [latte] and is now [] at split-third 375x834",
        ])
        #expect(try violations(.cafe, "ipad-pro-11 landscape full", events, .pathPreserved) == [])
    }

    @Test func noFixedWidthOverflow() throws {
        #expect(try violations(.fixedSidebar, "ipad-pro-11 landscape stage 619.5x800", [], .noFixedWidthOverflow) == [
            "no-fixed-width-overflow at step 0: HStack(spacing: 0) needs 620 pt but gets 619.5 pt in the stage 619.5x800 window",
        ])
        #expect(try violations(.fixedSidebar, "ipad-pro-11 landscape stage 620x800", [], .noFixedWidthOverflow) == [])
    }

    @Test func columnWidthsWithinBounds() throws {
        var app = AppSpec.cafe
        app.root = .any(.splitView(SplitViewSpec(sidebar: ["coffee", "moji"],
                                                 sidebarWidth: ColumnWidth(min: 400, ideal: 300, max: 350))))
        #expect(try violations(app, "ipad-pro-11 landscape full", [], .columnWidthsWithinBounds) == [
            "column-widths-within-bounds at step 0: the tiled sidebar column is 350 pt, outside 400...350, at 1194x834",
        ])
        app.root = .any(.splitView(SplitViewSpec(sidebar: ["coffee", "moji"], detailMinWidth: 1300)))
        #expect(try violations(app, "ipad-pro-11 landscape full", [], .columnWidthsWithinBounds) == [
            "column-widths-within-bounds at step 0: the detail column needs 1300 pt but the regular-width window is 1194 pt",
        ])
        #expect(try violations(.threeColumn, "ipad-pro-11 landscape full", ["column-visibility all"], .columnWidthsWithinBounds) == [])
    }

    @Test func sizeWithinRestrictions() throws {
        var app = AppSpec.threeColumn
        app.scene = SceneSpec(restrictions: SceneSizeRestrictions(minimum: Size(width: 1400, height: 300)))
        #expect(try violations(app, "ipad-pro-11 landscape stage 800x700", [], .sizeWithinRestrictions) == [
            "size-within-restrictions at step 0: the window is 1194x700 but the scene asks for 1400x300...infxinf: minimum width 1400 is above the screen's 1194",
        ])
        #expect(try violations(.threeColumn, "ipad-pro-11 landscape stage 800x700", ["resize 2000x2000"], .sizeWithinRestrictions) == [])
    }

    @Test func gridFits() throws {
        #expect(try violations(.fixedGridCount, "ipad-pro-11 landscape stage 743.5x700", ["select-sidebar recents"], .gridFits) == [
            "grid-fits at step 1: LazyVGrid(flexible:100,flexible:100,flexible:100,flexible:100) is 424 pt wide but gets 423.5 pt in the stage 743.5x700 window",
        ])
        #expect(try violations(.fixedGridCount, "ipad-pro-11 landscape stage 744x700", ["select-sidebar recents"], .gridFits) == [])
    }

    @Test func tabBarFits() throws {
        #expect(try violations(.clutteredTabBar, "ipad-pro-11 landscape split-third", [], .tabBarFits) == [
            "tab-bar-fits at step 0: 12 tabs in a bottom tab bar of 5: 8 behind More (blog-archive, books-new, books-swift, books-swiftui, courses-new, courses-swift, courses-swiftui, search) at split-third 375x834",
        ])
        #expect(try violations(.blog, "ipad-pro-11 landscape split-third", [], .tabBarFits) == [])
    }

    @Test func toolbarActionsReachable() throws {
        var app = AppSpec.threeColumn
        let crowded = ToolbarSpec(items: [ToolbarItem("compose", placement: .primaryAction)],
                                  compact: (1...7).map { ToolbarItem("action\($0)", placement: .bottomBar) })
        app.screens = app.screens.map { screen in
            var screen = screen
            if screen.toolbar != nil { screen.toolbar = crowded }
            return screen
        }
        let events = ["select-sidebar inbox", "select-content inbox-1"]
        #expect(try violations(app, "ipad-pro-11 landscape slide-over", events, .toolbarActionsReachable) == [
            "toolbar-actions-reachable at step 2: 'action6' is clipped off the bar in 320 pt at slide-over 320x794",
        ])
        #expect(try violations(.threeColumn, "ipad-pro-11 landscape slide-over", events, .toolbarActionsReachable) == [])
        // Nothing clipped: an item of the compact list that the regular one
        // lacks has no place in regular width (``ToolbarSpec/firstItemLeftOut(in:)``).
        let twoLists = ToolbarSpec(items: [ToolbarItem("compose", placement: .primaryAction)],
                                   compact: [ToolbarItem("compose", placement: .bottomBar),
                                             ToolbarItem("share", placement: .bottomBar)])
        app.screens = app.screens.map { screen in
            var screen = screen
            if screen.toolbar != nil { screen.toolbar = twoLists }
            return screen
        }
        #expect(try violations(app, "ipad-pro-11 landscape full", events, .toolbarActionsReachable) == [
            "toolbar-actions-reachable at step 2: 'share' on 'inbox-1' has no place in regular width",
        ])
    }

    @Test func sceneIsolation() throws {
        let events = ["open-window", "select-sidebar coffee"]
        #expect(try violations(.globalSceneState, "ipad-pro-11 landscape full", events, .sceneIsolation) == [
            "scene-isolation at step 2 in scene 1: 'select-sidebar coffee' changed scene 1's sidebar selection none -> coffee (scene id 1)",
        ])
        #expect(try violations(AppSpec.cafe.withMultipleWindows, "ipad-pro-11 landscape full", events, .sceneIsolation) == [])
    }

    @Test func restorationRoundtrip() throws {
        var app = AppSpec.threeColumn
        app.behavior?.restoration = [.selection]
        let events = ["select-sidebar inbox", "select-content inbox-1", "push attachment", "disconnect", "reconnect"]
        #expect(try violations(app, "ipad-pro-11 landscape full", events, .restorationRoundtrip) == [
            "restoration-roundtrip at step 5: after reconnecting: screen attachment came back as inbox-1; path [attachment] came back as []",
        ])
        #expect(try violations(.threeColumn, "ipad-pro-11 landscape full", events, .restorationRoundtrip) == [])
        // Restoring the selection and the path is enough: what the scene
        // shows comes back, though state it never showed (the compact column)
        // does not.
        app.behavior?.restoration = [.selection, .path]
        #expect(try violations(app, "ipad-pro-11 landscape full", events, .restorationRoundtrip) == [])
        #expect(try violations(app, "ipad-pro-11 landscape split-third",
                               ["select-sidebar inbox", "select-content inbox-1", "disconnect", "reconnect"],
                               .restorationRoundtrip) == [])
    }

    @Test func sizeClassLayoutConsistentCatchesALayoutMadeForAnotherWidth() throws {
        let model = AppModel(.cafe, platform: .v18)
        let regular = try Scenario(window: "ipad-pro-11 landscape full", events: [], rules: .v18)
        let compact = try Scenario(window: "ipad-pro-11 landscape split-third", events: [], rules: .v18)
        var evaluator = compact.evaluate(on: model, invariants: [.sizeClassLayoutConsistent])
        #expect(evaluator.violations.isEmpty)
        var stale = regular.evaluate(on: model, invariants: []).layouts[0]
        stale.window = evaluator.layouts[0].window
        evaluator.replaceLayout(stale, scene: 0)
        #expect(evaluator.violations.map(\.description) == [
            "size-class-layout-consistent at step 0: the layout was made for regular width in a compact-width window 375x834",
        ])
    }

    /// size-class-layout-consistent's other two findings, a split view
    /// collapsed (or not) in the wrong width and a tab bar at the bottom in
    /// regular width, in the words the check used before it made its message
    /// only for a violation.
    @Test func sizeClassLayoutConsistentCatchesAColumnOrBarInTheWrongWidth() throws {
        let model = AppModel(.cafe, platform: .v18)
        var compact = try Scenario(window: "ipad-pro-11 landscape split-third", events: [], rules: .v18)
            .evaluate(on: model, invariants: [.sizeClassLayoutConsistent])
        var open = compact.layouts[0]
        open.split?.collapsed = false
        compact.replaceLayout(open, scene: 0)
        #expect(compact.violations.map(\.description) == [
            "size-class-layout-consistent at step 0: the split view is not collapsed in a compact-width window 375x834",
        ])
        var regular = try Scenario(window: "ipad-pro-11 landscape full", events: [], rules: .v18)
            .evaluate(on: model, invariants: [.sizeClassLayoutConsistent])
        var collapsed = regular.layouts[0]
        collapsed.split?.collapsed = true
        regular.replaceLayout(collapsed, scene: 0)
        #expect(regular.violations.map(\.description) == [
            "size-class-layout-consistent at step 0: the split view is collapsed in a regular-width window 1194x834",
        ])
        var tabs = try Scenario(window: "ipad-pro-11 landscape full", events: [], rules: .v18)
            .evaluate(on: AppModel(.tabSectionsOnIphone, platform: .v18), invariants: [.sizeClassLayoutConsistent])
        var bottom = tabs.layouts[0]
        bottom.tabBar?.placement = .bottom
        tabs.replaceLayout(bottom, scene: 0)
        #expect(tabs.violations.map(\.description) == [
            "size-class-layout-consistent at step 0: the tab bar is at the bottom in a regular-width window 1194x834",
        ])
    }

    @Test func layoutPathIndependentCatchesAStaleLayout() throws {
        let model = AppModel(.cafe, platform: .v18)
        var evaluator = try Scenario(window: "ipad-pro-11 landscape full", events: ["select-sidebar coffee"], rules: .v18)
            .evaluate(on: model, invariants: [.layoutPathIndependent])
        #expect(evaluator.violations.isEmpty)
        var stale = evaluator.layouts[0]
        stale.contentWidth -= 1
        evaluator.replaceLayout(stale, scene: 0)
        evaluator.finish()
        #expect(evaluator.violations.map(\.description) == [
            "layout-path-independent at step 1: the layout kept through the sequence differs from the layout computed fresh at ipad-pro-11 landscape full 1194x834",
        ])
    }
}
