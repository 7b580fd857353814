import Foundation
import LayoutModel
import SourceExtraction
import Testing

/// Links that are rows: read with the row they select, with the section
/// that holds them, and in every case of a `switch` over data.
@Suite struct RowLinkTests {
    /// The sidebar's links are its rows, the section's link too (its content
    /// an argument): every link read, and the reading is not thin, since a
    /// sidebar's links select rather than push.
    @Test func aSidebarsLinksAreReadAsItsRows() throws {
        let url = try ReadingTests.app(RowLinkFixtures.sidebarLinks)
        defer { try? FileManager.default.removeItem(at: url) }
        let file = "\(url.path)/App.swift"
        let extraction = try AppSpec.extract(from: [url])
        #expect(extraction.spec.root == .any(.splitView(SplitViewSpec(sidebar: ["reading", "finished", "wishlist"]))))
        #expect(extraction.spec.screens == [Screen("reading"), Screen("finished"), Screen("wishlist")])
        #expect(extraction.reach[.links] == Reach.Count(declared: ["\(file):22:21", "\(file):27:21"],
                                                        read: ["\(file):22:21", "\(file):27:21"]))
        #expect(extraction.reach.thinReasons(of: extraction.spec).isEmpty)
    }

    /// A `switch` on a value of data lays out its first case; the links of
    /// the other cases are the screen's pushes too, each to its screen.
    @Test func everyCaseOfASwitchOverDataPushes() throws {
        let url = try ReadingTests.app(RowLinkFixtures.switchedRows)
        defer { try? FileManager.default.removeItem(at: url) }
        let file = "\(url.path)/App.swift"
        let extraction = try AppSpec.extract(from: [url])
        #expect(extraction.spec.root == .any(.stack(StackSpec(root: "desk"))))
        #expect(extraction.spec.screens == [
            Screen("desk", title: "Desk", destinations: ["newsList", "eventList"]), Screen("newsList"), Screen("eventList"),
        ])
        #expect(extraction.reach[.links] == Reach.Count(declared: ["\(file):33:21", "\(file):35:21"],
                                                        read: ["\(file):33:21", "\(file):35:21"]))
        // Only the first case is laid out: its one assumption, and the
        // switch's, no more.
        #expect(extraction.assumptions.map(\.location) == ["\(file):30:21", "\(file):31:24"])
    }

    /// `.defaultVisibility(.hidden, for: .tabBar)` keeps a tab or a section
    /// out of the tab bar as the app launches: each in the sidebar only,
    /// and the bar holds the three others; `.visible` changes nothing.
    @Test func tabsHiddenFromTheTabBarAreInTheSidebarOnly() throws {
        let url = try ReadingTests.app(RowLinkFixtures.hiddenTabs)
        defer { try? FileManager.default.removeItem(at: url) }
        let extraction = try AppSpec.extract(from: [url])
        #expect(extraction.assumptions == [])
        #expect(extraction.spec.root == .any(.tabView(TabViewSpec(style: .sidebarAdaptable, entries: [
            .tab(Tab("Home", tag: "home")), .tab(Tab("Search", tag: "search")),
            .tab(Tab("Drafts", tag: "drafts", placement: .sidebarOnly)),
            .section(TabSection("Rooms", tabs: [Tab("Lobby", tag: "lobby"), Tab("Stage", tag: "stage")], placement: .sidebarOnly)),
            .tab(Tab("Archive", tag: "archive")),
        ]))))
    }
}
