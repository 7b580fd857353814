import Foundation
import LayoutModel
import SourceExtraction
import Testing

/// Roots and rows behind a team's own code: each fixture's exact root line
/// and reach, read where the reader used to see one plain view.
@Suite struct WrapperRootTests {
    /// The reading's lines of `fixture` as `App.swift`, and the extraction.
    static func read(_ fixture: String) throws -> (lines: [String], extraction: Extraction, file: String) {
        let url = try ExtractCommandTests.folder(["App.swift": fixture])
        let result = fuzzrun(["extract", "--no-timing", "--no-project", url.path])
        return (result.err.split(separator: "\n").map(String.init), try AppSpec.extract(from: [url]), url.path + "/App.swift")
    }

    @Test func aBannerAboveTheTabViewLeavesTheTabViewTheRoot() throws {
        let (lines, extraction, file) = try Self.read(WrapperFixtures.bannerAboveTabs)
        #expect(lines[1] == "  root      \(file):4 WindowGroup -> \(file):19 TabView, 2 tabs")
        #expect(extraction.reach[.links] == Reach.Count(declared: ["\(file):23:25"], read: ["\(file):23:25"]))
        #expect(extraction.assumptions.map(\.construct).contains("`VStack` of a navigation container and `DownloadBanner`"))
    }

    @Test func aGateInAViewModifierHoldsForTheWholeModifier() throws {
        let (lines, extraction, file) = try Self.read(WrapperFixtures.onboardingModifier)
        #expect(lines[1] == "  root      \(file):4 WindowGroup -> gate \(file):27 `if onboarded` (followed: the first branch) "
            + "-> \(file):12 NavigationStack, root 'plants'")
        #expect(extraction.spec.root == .any(.stack(StackSpec(root: "plants"))))
    }

    @Test func tabsMadeByAForEachGetATagEach() throws {
        let (lines, extraction, file) = try Self.read(WrapperFixtures.tabsFromEnum)
        #expect(lines[1] == "  root      \(file):4 WindowGroup -> \(file):24 TabView, 4 tabs")
        guard case .any(.tabView(let tabs)) = extraction.spec.root else {
            Issue.record("not a tab view: \(extraction.spec.root)")
            return
        }
        #expect(tabs.entries.flatMap(\.tabs).map(\.tag) == ["tab-1", "tab-2", "tab-3", "tab-4"])
        #expect(extraction.spec.problems.isEmpty)
    }

    @Test func aWrapperThatStoresItsContentInAnUnderscoredPropertyIsRead() throws {
        let (lines, extraction, file) = try Self.read(WrapperFixtures.storedContentWrapper)
        #expect(lines[1] == "  root      \(file):4 WindowGroup -> \(file):18 NavigationStack, root 'recipes'")
        #expect(extraction.reach[.links] == Reach.Count(declared: ["\(file):28:17", "\(file):29:17"],
                                                        read: ["\(file):28:17", "\(file):29:17"]))
        #expect(extraction.spec.screens.map(\.id) == ["recipes", "recipeView"])
    }

    @Test func closuresHandedOnByAWrapperAreTheSplitViewsColumns() throws {
        let (lines, extraction, file) = try Self.read(WrapperFixtures.closureWrapper)
        #expect(lines[1] == "  root      \(file):4 WindowGroup -> \(file):43 NavigationSplitView, 2 columns, 3 sidebar rows")
        #expect(extraction.reach.thinReasons(of: extraction.spec).isEmpty)
    }

    @Test func aPhaseSetInTheModelsInitializerIsAGateNotTheNilCase() throws {
        let (lines, _, file) = try Self.read(WrapperFixtures.phaseSwitch)
        #expect(lines[1] == "  root      \(file):6 WindowGroup -> gate \(file):22 `switch controller.phase` (followed: case .ready) "
            + "-> \(file):35 TabView, 2 tabs")
    }

    @Test func aNavigationViewOfTwoViewsIsASplitViewWhoseLinksFillTheDetail() throws {
        let (lines, extraction, file) = try Self.read(WrapperFixtures.navigationViews)
        #expect(lines[1] == "  root      \(file):4 WindowGroup -> \(file):10 NavigationSplitView, 2 columns, 2 sidebar rows")
        guard case .any(.splitView(let split)) = extraction.spec.root else {
            Issue.record("not a split view: \(extraction.spec.root)")
            return
        }
        #expect(split.sidebar == ["countryList", "riverList"])
        let countries = extraction.spec.screens.first { $0.id == "countryList" }
        #expect(countries?.title == "Countries")
        #expect(countries?.destinations == ["countryView"])
        // The rivers' own `NavigationView`, kept a stack by its style, pushes.
        #expect(extraction.spec.screens.first { $0.id == "riverList" }?.destinations?.count == 1)
        #expect(extraction.reach[.links].read.count == 4)
    }

    @Test func aPagerAnOverlayAndAToolbarItemPushOntoTheStack() throws {
        let (lines, extraction, file) = try Self.read(WrapperFixtures.pagerWithMenu)
        #expect(lines[1] == "  root      \(file):4 WindowGroup -> \(file):10 NavigationStack, root 'feed'")
        let feed = extraction.spec.screens.first { $0.id == "feed" }
        #expect(feed?.destinations == ["postView", "profileView", "settingsView"])
        #expect(feed?.toolbar?.items.map(\.id) == ["settings"])
        #expect(extraction.reach[.links].read.count == 3)
    }

    /// Sample tabs of the data's element, said as rows from data, where
    /// they were three tabs of no name.
    @Test func tabsMadeFromDataAreSampleTabsOfTheirElement() throws {
        let (_, extraction, _) = try Self.read(WrapperFixtures.tabsFromData)
        guard case .any(.tabView(let tabs)) = extraction.spec.root else {
            Issue.record("not a tab view: \(extraction.spec.root)")
            return
        }
        #expect(tabs.entries.flatMap(\.tabs).map(\.tag) == ["home", "search", "station-1", "station-2", "station-3"])
        #expect(extraction.assumptions.contains { $0.assumed.hasPrefix("rows from data: 3 sample rows of 'station'") })
    }
}

