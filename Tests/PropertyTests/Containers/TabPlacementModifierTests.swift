import Foundation
@testable import LayoutModel
@testable import SizeFuzz
import Testing

/// `.tabPlacement(.pinned)` and `.sidebarOnly` on tabs and
/// sections of a `.sidebarAdaptable` tab view. A sidebar-only section is in
/// no bar, so listing it in the top bar would raise a false `tab-bar-fits`.
@Suite struct TabPlacementModifierTests {
    static let collections = ["c1", "c2", "c3"]
    static let archive = ["a1", "a2"]

    static func spec(placement: TabPlacement?) -> TabViewSpec {
        TabViewSpec(style: .sidebarAdaptable, entries: [
            .tab(Tab("Home", tag: "home")),
            .tab(Tab("Downloads", tag: "downloads", placement: .pinned)),
            .tab(Tab("Browse", tag: "browse")),
            .section(TabSection("Collections", tabs: collections.map { Tab($0.uppercased(), tag: $0) }, placement: placement)),
            .section(TabSection("Archive", tabs: archive.map { Tab($0.uppercased(), tag: $0) } + [Tab("Hidden", tag: "hidden", placement: .sidebarOnly)])),
            .tab(Tab("Search", tag: "search", role: .search)),
        ])
    }

    @Test func theTopBarLeavesOutSidebarOnlyEntriesAndPinsTrailing() {
        let layout = TabBarLayout.resolve(Self.spec(placement: .sidebarOnly), horizontal: .regular, sidebarShown: false, width: 1194)
        #expect(layout.placement == .top)
        #expect(layout.items.map(\.title) == ["Home", "Browse", "Archive", "Downloads", "Search"])
        #expect(layout.items.map(\.kind) == [.tab, .tab, .section, .tab, .search])
        #expect(layout.items[2].tags == ["a1", "a2"])
        #expect(layout.overflow == [])
        let automatic = TabBarLayout.resolve(Self.spec(placement: nil), horizontal: .regular, sidebarShown: false, width: 1194)
        #expect(automatic.items.map(\.title) == ["Home", "Browse", "Collections", "Archive", "Downloads", "Search"])
        #expect(automatic.requiredWidth > layout.requiredWidth)
    }

    @Test func theSidebarListsEverything() {
        let layout = TabBarLayout.resolve(Self.spec(placement: .sidebarOnly), horizontal: .regular, sidebarShown: true, width: 1194)
        #expect(layout.sidebar.map(\.header) == [nil, "Collections", "Archive"])
        #expect(layout.sidebar[0].tags == ["home", "downloads", "browse", "search"])
        #expect(layout.sidebar[2].tags == ["a1", "a2", "hidden"])
    }

    /// "The tab cannot be added to the tab bar" (UIKit): not in the bottom
    /// bar either, where the pinned tab goes last with the search tab.
    @Test func theBottomBarLeavesOutSidebarOnlyTabs() {
        let layout = TabBarLayout.resolve(Self.spec(placement: .sidebarOnly), horizontal: .compact, sidebarShown: false, width: 375)
        #expect(layout.items.map(\.title) == ["Home", "Browse", "A1", "A2", "More"])
        #expect(layout.overflow == ["downloads", "search"])
    }

    /// The issue's false alarm: at the narrowest regular width a top bar with
    /// its sections' items does not fit; with the sections sidebar-only it
    /// does, and the app passes `tab-bar-fits`.
    @Test func sidebarOnlySectionsDoNotRaiseTabBarFits() throws {
        func app(_ placement: TabPlacement?) -> AppSpec {
            let titles = ["Listen Now", "Browse", "Radio", "Library", "Downloaded", "Recently Added", "Artists", "Albums"]
            let tags = titles.map { $0.lowercased().replacingOccurrences(of: " ", with: "-") }
            let sections = (0..<6).map { index in
                TabEntry.section(TabSection("Playlists \(index + 1)", tabs: [Tab("Mix \(index + 1)", tag: "mix-\(index + 1)")],
                                            placement: placement))
            }
            let entries = zip(titles, tags).prefix(4).map { TabEntry.tab(Tab($0, tag: $1)) } + sections
            let screens = (tags + (1...6).map { "mix-\($0)" }).map { Screen($0) }
            return AppSpec(name: "music", screens: screens, root: .any(.tabView(TabViewSpec(style: .sidebarAdaptable, entries: entries))),
                           devices: [.idiom(.pad)])
        }
        let scenario = try Scenario(window: "ipad-pro-11 portrait full", events: [], rules: .v18)
        #expect(scenario.evaluate(on: AppModel(app(nil), platform: .v18), invariants: [.tabBarFits]).violations.count == 1)
        #expect(scenario.evaluate(on: AppModel(app(.sidebarOnly), platform: .v18), invariants: .all).violations == [])
    }

    @Test func placementIsStrictJSON() throws {
        let spec = try AppSpec.decode(json: StrictSpecTests.spec(root: #"{"any": {"tabView": {"style": "sidebarAdaptable", "entries": [{"tab": {"title": "A", "tag": "s1", "placement": "pinned"}}, {"section": {"title": "S", "placement": "sidebarOnly", "tabs": [{"title": "B", "tag": "s1b", "screen": "s1"}]}}]}}}"#))
        guard case let .any(.tabView(tabView)) = spec.root else { Issue.record("a tab view"); return }
        #expect(tabView.allTabs.first?.placement == .pinned)
        guard case let .section(section) = tabView.entries[1] else { Issue.record("a section"); return }
        #expect(section.placement == .sidebarOnly)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("spec.json", StrictSpecTests.spec(root: #"{"any": {"tabView": {"entries": [{"tab": {"title": "A", "tag": "s1", "placement": "sidebar"}}]}}}"#))
        let result = fuzzrun("--spec", path, "--iterations", "10")
        #expect(result.code == 65)
        #expect(result.err == "fuzzrun: error: \(path): root.any.tabView.entries[0].tab.placement: 'sidebar' is not one of automatic, pinned, sidebarOnly\n")
    }
}
