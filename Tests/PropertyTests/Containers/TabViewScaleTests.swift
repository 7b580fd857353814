@testable import LayoutModel
import Testing

/// A tab view of many tabs is compiled in time and memory linear in its tab
/// count: the top bar's forms (one for each number of items that fit) share
/// one box of the items and their tags instead of each holding its own
/// arrays (which grew with the square of the tabs: fuzzing 8,000 tabs took
/// 5.8 GiB), and a selection finds its tab by one lookup, not a walk over
/// the tabs.
@Suite struct TabViewScaleTests {
    /// `count` plain tabs `t0`, `t1`, … and a pinned search tab.
    func tabView(_ count: Int) -> TabViewSpec {
        TabViewSpec(entries: (0..<count).map { .tab(Tab("t\($0)", tag: "t\($0)")) }
                    + [.tab(Tab("Search", tag: "search", role: .search))])
    }

    @Test func everyTopBarOfTenThousandTabsSharesOneForm() throws {
        let plan = TabBarLayout.Plan(tabView(10_000))
        #expect(plan.topBars.count == 10_001)
        guard case let .top(form, count: 0) = plan.topBars[0].lists.storage else {
            Issue.record("the first top bar holds its own lists")
            return
        }
        #expect(form.top.count == 10_000 && form.tags.count == 10_000 && form.starts.count == 10_001)
        var shared = 0
        for (index, bar) in plan.topBars.enumerated() {
            guard case let .top(other, count) = bar.lists.storage, other === form, count == index else { continue }
            #expect(bar.itemCount == index + 1 && bar.overflowCount == 10_000 - index
                    && bar.lists.overflowIsEmpty == (index == 10_000))
            shared += 1
        }
        #expect(shared == 10_001)
        let bar = plan.topBars[3]
        #expect(bar.items.map(\.title) == ["t0", "t1", "t2", "Search"])
        #expect(bar.overflow.count == 9_997 && bar.overflow.first == "t3" && bar.overflow.last == "t9999")
    }

    @Test func aSharedTopBarShowsWhatItsOwnListsShowed() {
        let plan = TabBarLayout.Plan(TabViewSpec(style: .sidebarAdaptable, entries: [
            .tab(Tab("Home", tag: "home")),
            .section(TabSection("Library", tabs: [Tab("Books", tag: "books"), Tab("Films", tag: "films")])),
            .tab(Tab("Downloads", tag: "downloads", placement: .pinned)),
            .tab(Tab("Search", tag: "search", role: .search)),
        ]))
        let bars = plan.topBars.map { ($0.items.map(\.title), $0.items.map(\.tags), $0.overflow, $0.itemCount, $0.overflowCount) }
        #expect(bars.map(\.0) == [["Downloads", "Search"], ["Home", "Downloads", "Search"],
                                  ["Home", "Library", "Downloads", "Search"]])
        #expect(bars.map(\.1) == [[["downloads"], ["search"]], [["home"], ["downloads"], ["search"]],
                                  [["home"], ["books", "films"], ["downloads"], ["search"]]])
        #expect(bars.map(\.2) == [["home", "books", "films"], ["books", "films"], []])
        #expect(bars.map(\.3) == [2, 3, 4] && bars.map(\.4) == [3, 2, 0])
        #expect(plan.topBars.map(\.sidebar) == [[], [], []])
        let explicit = TabBarLayout(placement: .top, items: plan.topBars[1].items, overflow: ["books", "films"],
                                    sidebar: [], requiredWidth: plan.topBars[1].requiredWidth, availableWidth: 0)
        #expect(explicit == plan.topBars[1] && explicit.hashValue == plan.topBars[1].hashValue)
    }

    struct Selection: Sendable, CustomTestStringConvertible {
        let selection: String?
        let index: Int?
        var testDescription: String { selection ?? "nil" }
    }

    /// The first tab with the tag, else the first that represents it.
    @Test(arguments: [
        Selection(selection: "a", index: 0), Selection(selection: "b", index: 1),
        Selection(selection: "x", index: 0), Selection(selection: "y", index: 1),
        Selection(selection: "c", index: 2), Selection(selection: "z", index: nil),
        Selection(selection: nil, index: nil),
    ])
    func aSelectionFindsItsTabByTagThenByWhatATabRepresents(_ row: Selection) {
        let spec = TabViewSpec(entries: [
            .tab(Tab("A", tag: "a", represents: ["x", "b"])),
            .tab(Tab("B", tag: "b", represents: ["x", "y"])),
            .tab(Tab("C", tag: "c", represents: ["y"])),
            .tab(Tab("B again", tag: "b")),
        ])
        let plan = ContainerPlan(.tabView(spec), platform: .standard)
        #expect(plan.tabIndex(for: row.selection) == row.index)
        #expect(plan.tabIndexByTag.count == 5)
    }
}
