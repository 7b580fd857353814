import Foundation
@testable import SizeFuzz
import LayoutModel
import Testing

/// A `TabView` whose code names no style gets SwiftUI's `DefaultTabViewStyle`
/// (`.automatic`): on iPad in regular width a top tab bar, never a sidebar,
/// and no sidebar toggle for the fuzzer to press.
@Suite struct DefaultTabStyleTests {
    static let plainTabs = """
        {"name": "plain-tabs", "screens": [{"id": "a", "title": "A"}, {"id": "b", "title": "B"}],
         "root": {"any": {"tabView": {"entries": [{"tab": {"title": "A", "tag": "a"}}, {"tab": {"title": "B", "tag": "b"}}]}}}}
        """

    @Test func aSpecWithoutStyleIsAutomaticInJSONAndInSwift() throws {
        let app = try AppSpec.decode(json: Self.plainTabs)
        guard case let .any(.tabView(tabs)) = app.root else {
            Issue.record("root is \(app.root)")
            return
        }
        #expect(tabs.style == .automatic)
        #expect(TabViewSpec(entries: []).style == .automatic)
    }

    /// The issue's reproducer: on ipad-pro-11 landscape the screen keeps the
    /// whole 1194 pt width under a top bar (it was a 320 pt sidebar and an
    /// 874 pt screen).
    @Test func anIPadInRegularWidthShowsATopBarAndTheWholeWidth() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write("plain-tabs.json", Self.plainTabs)
        let result = fuzzrun("layout", "--device", "ipad-pro-11", "--spec", spec)
        #expect(result.code == 0 && result.err == "")
        #expect(result.out == """
            ipad-pro-11 landscape full
              device       iPad Pro 11-inch (1st-4th gen), landscape, iPadOS 26
              screen       1194x834 pt @2x
              window       1194x834 pt at (0, 0)
              size classes horizontal regular, vertical regular
              app          plain-tabs
              navigation   tab view
              tab bar      top: A, B; needs 72 of 1154 pt
              selection    tab a
              screen       a, 1194 pt wide

            """)
    }

    /// No user can toggle a sidebar that the style does not have, so the
    /// fuzzer never generates `toggle-sidebar` for it; toggling it by hand
    /// changes nothing.
    @Test func noSidebarToggleIsGeneratedOrObeyed() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write("plain-tabs.json", Self.plainTabs)
        let result = fuzzrun("--spec", spec, "--seed", "1", "--iterations", "2000", "--no-timing")
        #expect(result.code == 0)
        #expect(result.out.contains("fuzzrun: passed: 15 invariants held in 2000 cases of 1 app (seed 1)"))
        #expect(result.out.contains("select-tab") && !result.out.contains("toggle-sidebar"))

        let app = try AppSpec.decode(json: Self.plainTabs)
        let scenario = try Scenario(window: "ipad-pro-11 landscape full", events: ["toggle-sidebar"])
        let evaluator = scenario.evaluate(on: AppModel(app), invariants: .all)
        #expect(evaluator.violations == [])
        #expect(evaluator.layouts.last?.tabBar?.placement == .top)
    }

    /// The blog app means `.sidebarAdaptable`, and says so: its sidebar is
    /// still there in landscape.
    @Test func theBlogAppSaysSidebarAdaptable() throws {
        guard case let .sizeClass(regular: .tabView(regular), compact: .tabView(compact)) = AppSpec.blog.root else {
            Issue.record("blog's root is \(AppSpec.blog.root)")
            return
        }
        #expect(regular.style == .sidebarAdaptable && compact.style == .sidebarAdaptable)
        let scenario = try Scenario(window: "ipad-pro-11 landscape full", events: [])
        #expect(scenario.evaluate(on: AppModel(.blog), invariants: .all).layouts.first?.tabBar?.placement == .sidebar)
    }
}
