import Foundation
@testable import LayoutModel
@testable import SizeFuzz
import Testing

/// Split-view columns: a content column that is a
/// `NavigationStack`, a row whose content column is its detail (two columns
/// for one row of a three-column split view), and columns the app's code
/// sets on a size-class change.
@Suite struct ContentColumnTests {
    func evaluate(_ app: AppSpec, _ window: String, _ events: [String],
                  _ invariants: InvariantSet = .all) throws -> Evaluator {
        try Scenario(window: window, events: events).evaluate(on: AppModel(app), invariants: invariants)
    }

    /// The inbox pushes its Work folder inside the content column; a
    /// message chosen there shows in the detail, whose stack pushes its
    /// attachment. The two paths are kept apart.
    @Test func theContentColumnPushesOntoItsOwnStack() throws {
        let evaluator = try evaluate(.mailColumns, "ipad-air-13 landscape full",
                                     ["select-sidebar inbox", "push work", "select-content work-1", "push attachment"])
        #expect(evaluator.violations == [])
        let navigation = evaluator.state.scenes[0].navigation
        #expect(navigation.paths == [StackPath(stack: "content", path: ["work"]), StackPath(stack: "detail", path: ["attachment"])])
        let layout = evaluator.layouts[0]
        #expect(layout.contentSelection == "work-1" && layout.screen == "attachment" && layout.path == ["attachment"])
        // Back pops the detail first, then the content column's stack.
        let back = try evaluate(.mailColumns, "ipad-air-13 landscape full",
                                ["select-sidebar inbox", "push work", "select-content work-1", "push attachment", "pop", "pop"])
        #expect(back.state.scenes[0].navigation.paths == [])
        #expect(back.layouts[0].contentSelection == "work-1")
    }

    /// Collapsed, the content stack lies between the sidebar and the
    /// detail: a push goes onto it while the content column is on top, and
    /// the path survives the collapse and the expansion (path-preserved).
    @Test func theContentPathSurvivesACollapseAndAnExpansion() throws {
        let evaluator = try evaluate(.mailColumns, "ipad-air-13 landscape full",
                                     ["select-sidebar inbox", "push work", "mode slide-over", "mode full"])
        #expect(evaluator.violations == [])
        #expect(evaluator.state.scenes[0].navigation.path("content") == ["work"])
        let collapsed = try evaluate(.mailColumns, "ipad-air-13 landscape slide-over",
                                     ["select-sidebar archive", "push archive-1"])
        #expect(collapsed.violations == [])
        #expect(collapsed.state.scenes[0].navigation.path("content") == ["archive-1"])
        #expect(collapsed.layouts[0].split?.topColumn == .content)
    }

    /// A content path lost on a size-class change is caught: the same app
    /// resetting every path on size-class changes fails path-preserved,
    /// naming the content column.
    @Test func aContentPathLostOnResizeIsCaught() throws {
        var app = AppSpec.mailColumns
        app.behavior?.pathReset = .onSizeClassChange
        let evaluator = try evaluate(app, "ipad-air-13 landscape full",
                                     ["select-sidebar inbox", "push work", "mode slide-over"], [.pathPreserved])
        #expect(evaluator.violations.map(\.message)
                == ["the content column's path under 'inbox' was [work] and is now [] at slide-over 375x984"])
    }

    /// The Settings row shows its screen in the content column, in that
    /// column's width, with an empty detail; collapsed, the content column
    /// is the deepest there is for it.
    @Test func aTwoColumnRowShowsItsScreenInTheContentColumn() throws {
        let evaluator = try evaluate(.mailColumns, "ipad-air-13 landscape full", ["select-sidebar settings"])
        #expect(evaluator.violations == [])
        let layout = evaluator.layouts[0]
        #expect(layout.screen == "settings")
        #expect(layout.contentWidth == layout.split?.content?.width)
        #expect(layout.focus.stack == "content" && layout.focus.base == "settings")
        let collapsed = try evaluate(.mailColumns, "ipad-air-13 landscape full", ["select-sidebar settings", "mode slide-over"])
        #expect(collapsed.violations == [])
        #expect(collapsed.layouts[0].split?.topColumn == .content && collapsed.layouts[0].screen == "settings")
        #expect(collapsed.layouts[0].contentWidth == 375)
    }

    /// A row's content column that is hidden hides its screen: in portrait,
    /// automatic visibility shows the detail alone.
    @Test func aTwoColumnRowsScreenHidesWithTheContentColumn() throws {
        let evaluator = try evaluate(.mailColumns, "ipad-air-13 portrait full", ["select-sidebar settings"])
        #expect(evaluator.violations == [])
        #expect(evaluator.layouts[0].screen == nil)
    }

    /// A two-column row has no content selection to make.
    @Test func aTwoColumnRowSelectsNoContent() throws {
        let evaluator = try evaluate(.mailColumns, "ipad-air-13 landscape full", ["select-sidebar settings", "select-content inbox-1"])
        #expect(evaluator.state.scenes[0].navigation.contentSelection == nil)
    }

    /// The app moves its compact column to the detail as the window turns
    /// compact; the visibility it keeps in `@SceneStorage` comes back after
    /// a disconnection.
    @Test func theAppSetsTheCompactColumnOnASizeClassChange() throws {
        let evaluator = try evaluate(.mailColumns, "ipad-air-13 landscape full",
                                     ["select-sidebar inbox", "select-content inbox-1", "mode slide-over", "pop", "mode full",
                                      "select-content inbox-2", "mode slide-over"])
        #expect(evaluator.violations == [])
        #expect(evaluator.state.scenes[0].navigation.compactColumn == .detail)
        #expect(evaluator.layouts[0].screen == "inbox-2")
        let restored = try evaluate(.mailColumns, "ipad-air-13 landscape full",
                                    ["column-visibility all", "disconnect", "reconnect"])
        #expect(restored.violations == [])
        #expect(restored.state.scenes[0].navigation.columnVisibility == .all)
    }

    /// The mistake: hiding the sidebar on every size-class change loses the
    /// columns the user had; the shrunk scenario the fuzzer finds at seed 1.
    @Test func hidingTheSidebarOnEverySizeClassChangeIsCaught() throws {
        let evaluator = try evaluate(.sidebarHiddenOnResize, "ipad-pro-11 landscape full", ["background"], [.columnsPreserved])
        #expect(evaluator.violations.map(\.message)
                == ["the column visibility was automatic and is now detailOnly at full 1194x834"])
        let result = fuzzrun("--app", "sidebar-lost-on-resize", "--invariant", "columns-preserved", "--seed", "1",
                             "--iterations", "2000", "--no-timing")
        #expect(result.code == 1 && result.err == "")
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(14)) == [
            "fuzzrun: FAILED: 1 failure in 2000 cases of 1 app (seed 1)",
            "fuzzrun: invariants off: only columns-preserved checked, 14 off",
            "",
            "✗ sidebar-lost-on-resize: columns-preserved",
            "  the column visibility was automatic and is now detailOnly at full 1194x834",
            "  app sidebar-lost-on-resize, seed 1, case 0, shrunk from 7 to 1 events in 101 steps",
            "",
            "  Minimal scenario:",
            "    launch ipad-pro-11 landscape full  |sidebar 320|detail 874|  split view 1194x834 regular: sidebar 320 | detail 874; selection none",
            "    1  background                      |detail 1194|             split view 1194x834 regular: detail 1194; selection none  <- columns-preserved fails",
            "",
            "  Layout before step 1: split view 1194x834 regular: sidebar 320 | detail 874; selection none",
            "  Layout after step 1:  split view 1194x834 regular: detail 1194; selection none",
            "",
        ])
    }

    /// A choice the user makes is the new one to keep: hiding the sidebar
    /// with its button, then resizing within regular width, passes.
    @Test func theUsersOwnChoiceIsKept() throws {
        let evaluator = try evaluate(.cafe, "ipad-pro-11 landscape full",
                                     ["toggle-sidebar", "resize 1000x834", "background", "foreground"], [.columnsPreserved])
        #expect(evaluator.violations == [])
        #expect(evaluator.state.scenes[0].navigation.columnVisibility == .detailOnly)
    }

    /// Strict validation: a content stack or two-column rows need a content
    /// column, and the rows must be the sidebar's; a reaction sets something.
    @Test func validationNamesTheField() {
        var app = AppSpec.mailColumns
        app.root = .any(.splitView(SplitViewSpec(sidebar: ["inbox"], contentStack: true, twoColumnRows: ["archive"])))
        app.behavior?.columnsOnSizeClassChange = [ColumnReaction(to: .compact)]
        #expect(app.problems.map(\.description) == [
            "root.any.splitView.contentStack: needs a content column (hasContent)",
            "root.any.splitView.twoColumnRows: needs a content column (hasContent)",
            "root.any.splitView.twoColumnRows[0]: 'archive' is not a sidebar row",
            "behavior.columnsOnSizeClassChange[0]: sets neither visibility nor preferredCompactColumn",
        ])
    }

    /// The spec format: the built-in apps' JSON decodes to the same specs
    /// (`contentStack`, `twoColumnRows`, `columnsOnSizeClassChange`), and a
    /// misspelled key is named.
    @Test func theJSONFormRoundTrips() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let json = String(decoding: try encoder.encode(AppSpec.mailColumns), as: UTF8.self)
        #expect(json.contains(#""contentStack" : true"#) && json.contains(#""twoColumnRows" : ["#)
                && json.contains(#""columnsOnSizeClassChange" : ["#))
        #expect(try AppSpec.decode(json: json) == .mailColumns)
        let mistake = String(decoding: try encoder.encode(AppSpec.sidebarHiddenOnResize), as: UTF8.self)
        #expect(try AppSpec.decode(json: mistake) == .sidebarHiddenOnResize)
        let misspelled = json.replacingOccurrences(of: #""twoColumnRows""#, with: #""twoColumnRow""#)
        #expect(throws: (any Error).self) { try AppSpec.decode(json: misspelled) }
    }
}
