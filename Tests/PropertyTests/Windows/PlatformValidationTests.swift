import LayoutModel
import Testing

/// ``Platform/problems``: parameters the model cannot run on.
@Suite struct PlatformValidationTests {
    @Test func theDefaultsHaveNoProblems() {
        #expect(Platform.standard.problems == [])
    }

    @Test func eachParameterOutOfRangeIsNamed() {
        var platform = Platform.standard
        platform.windows.regularWidthThreshold = -1
        platform.windows.minimumWindowSize.height = .infinity
        platform.splitView.sidebarWidth = ColumnWidth(min: 400, ideal: 300, max: 200)
        platform.splitView.contentWidth = ColumnWidth(min: 0, ideal: 320, max: .infinity)
        platform.tabBar.compactItemLimit = 1
        platform.toolbar.itemSpacing = .nan
        platform.navigation.maximumScenes = 65
        #expect(platform.problems.map(\.description) == [
            "windows.regularWidthThreshold: must be from 0 to 100000",
            "windows.minimumWindowSize.height: must be from 0 to 100000",
            "splitView.sidebarWidth: needs min <= ideal <= max",
            "tabBar.compactItemLimit: must be from 2 (one tab and More) to 1000",
            "toolbar.itemSpacing: must be from 0 to 100000",
            "navigation.maximumScenes: must be from 1 to 64",
        ])
    }

    /// The Slide Over inset and the divider are checked against every
    /// catalog device. The tightest is the iPad mini (6th generation), 744 x
    /// 1133 pt with a 320 pt narrow pane in portrait: Slide Over in landscape
    /// is 744 pt less the inset tall; two thirds in portrait are
    /// 744 - divider - 320 pt wide.
    @Test func fixedWindowsKeepTheirRoom() {
        var platform = Platform.standard
        platform.windows.slideOverHeightInset = 743
        #expect(platform.problems == [])
        platform.windows.slideOverHeightInset = 744
        #expect(platform.problems.map(\.description) == [
            "windows.slideOverHeightInset: leaves the slide-over window of ipad-mini-6 in landscape no room",
        ])
        platform = .standard
        platform.windows.splitDividerWidth = 423
        #expect(platform.problems == [])
        platform.windows.splitDividerWidth = 424
        #expect(platform.problems.map(\.description) == [
            "windows.splitDividerWidth: leaves the split-two-thirds window of ipad-mini-6 in portrait no room",
        ])
    }
}
