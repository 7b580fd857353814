@testable import SizeFuzz
import LayoutModel
import Testing

/// The lints: what a spec shows on its own, each with its field and exact
/// message, and the correct twins that show none.
@Suite struct LintTests {
    func lints(_ app: AppSpec) -> [String] { Lint.lints(for: AppModel(app)).map(\.description) }

    @Test func aColumnWhoseIdealIsAboveItsMaximum() {
        #expect(lints(.primaryWidthOverMax) == [
            "root.pad.splitView.sidebarWidth: the sidebar column asks for min 200, ideal 500, max 360; SwiftUI renders 360 pt, not 500 (column-spec-consistent)",
        ])
        #expect(lints(.healthNotes) == [])
        var app = AppSpec.threeColumn
        app.root = .any(.splitView(SplitViewSpec(sidebar: ["inbox"], sidebarWidth: ColumnWidth(min: 300, ideal: 250, max: 350),
                                                 hasContent: true, contentWidth: ColumnWidth(min: 250, ideal: 600, max: 500))))
        #expect(lints(app) == [
            "root.any.splitView.sidebarWidth: the sidebar column asks for min 300, ideal 250, max 350; SwiftUI renders 300 pt, not 250 (column-spec-consistent)",
            "root.any.splitView.contentWidth: the content column asks for min 250, ideal 600, max 500; SwiftUI renders 500 pt, not 600 (column-spec-consistent)",
        ])
    }

    @Test func aTabTheCompactTabViewCannotReach() {
        var app = AppSpec.blog
        app.root = .sizeClass(
            regular: .tabView(TabViewSpec(entries: [.tab(Tab("Main", tag: "main")), .tab(Tab("Search", tag: "search"))])),
            compact: .tabView(TabViewSpec(entries: [.tab(Tab("Main", tag: "main"))])))
        #expect(lints(app) == [
            "root.compact.tabView.entries: no tab has the tag of, stands for or leads to tab 'search' of the full-size tab view (tabs-reachable)",
        ])
        #expect(lints(.blog) == [])
        #expect(lints(.staleTabSelection) == [])
    }

    @Test func sizeRestrictionsThatCannotBeMet() {
        var app = AppSpec.threeColumn
        app.scene?.restrictions = SceneSizeRestrictions(minimum: Size(width: 1300, height: 300),
                                                        maximum: Size(width: 1200, height: 900))
        #expect(lints(app) == [
            "scene.restrictions.minimum.width: minimum width 1300 is above maximum width 1200 (size-restrictions)",
            "scene.restrictions.minimum.width: minimum width 1300 is above the screen's 820 (ipad-air-11 portrait) (size-restrictions)",
        ])
        #expect(lints(.threeColumn) == [])
    }

    /// Every correct built-in app and every mistake is clean; each lint
    /// example has its rule's lint and no other.
    @Test func theBuiltinAppsLintAsTheyAreListed() {
        for app in BuiltinApp.all {
            let rules = Lint.lints(for: AppModel(app.spec)).map(\.rule)
            #expect(rules == (app.lintedBy.map { [$0] } ?? []), "\(app.name)")
        }
    }
}
