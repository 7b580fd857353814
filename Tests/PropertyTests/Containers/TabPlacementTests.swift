@testable import SizeFuzz
import LayoutModel
import Testing

/// Where tabs go: iPhone always at the bottom; iPad by size class, with the
/// sidebar only there (SidebarAdaptableTabViewStyle: "iOS displays a bottom
/// tab bar").
@Suite struct TabPlacementTests {
    @Test(arguments: [
        (Idiom.phone, SizeClass.compact, false, TabBarLayout.Placement.bottom),
        (.phone, .regular, false, .bottom),
        (.phone, .regular, true, .bottom),
        (.pad, .compact, true, .bottom),
        (.pad, .regular, false, .top),
        (.pad, .regular, true, .sidebar),
    ])
    func placementByIdiomAndSizeClass(_ idiom: Idiom, _ horizontal: SizeClass, _ sidebarShown: Bool,
                                      _ expected: TabBarLayout.Placement) {
        #expect(TabBarLayout.placement(idiom: idiom, horizontal: horizontal, sidebarShown: sidebarShown) == expected)
    }

    /// The scenario: an iPhone 16 Pro Max in landscape is regular
    /// width, and the blog app's sections go to its bottom bar, not a sidebar.
    @Test func anIPhoneInRegularWidthShowsABottomBar() {
        let result = fuzzrun("layout", "--device", "iphone-16-pro-max", "--orientation", "landscape",
                             "--app", "tab-sections-on-iphone", "--os", "18")
        #expect(result.code == 0 && result.err == "")
        #expect(result.out == """
            iphone-16-pro-max landscape full
              device       iPhone 16 Pro Max / 17 Pro Max, landscape, iOS 18
              screen       956x440 pt @3x
              window       956x440 pt at (0, 0)
              size classes horizontal regular, vertical compact
              app          tab-sections-on-iphone
              navigation   tab view
              tab bar      bottom: Main, Latest, Swift, Swiftui, More; overflow blog-archive, books-new, books-swift, books-swiftui, courses-new, courses-swift, courses-swiftui, search; needs 220 of 956 pt (does not fit)
              selection    tab main
              screen       main, 956 pt wide

            """)
    }

    @Test func theMistakeIsCaughtByTabBarFits() throws {
        let scenario = try Scenario(window: "iphone-16-pro-max landscape full", events: [], rules: .v18)
        #expect(scenario.evaluate(on: AppModel(.tabSectionsOnIphone, platform: .v18), invariants: [.tabBarFits]).violations.map(\.description) == [
            "tab-bar-fits at step 0: 12 tabs in a bottom tab bar of 5: 8 behind More (blog-archive, books-new, books-swift, "
                + "books-swiftui, courses-new, courses-swift, courses-swiftui, search) at full 956x440",
        ])
        // The bar is where size-class-layout-consistent expects it on iPhone,
        // and toggling a sidebar that iPhones do not have changes nothing.
        let toggled = try Scenario(window: "iphone-16-pro-max landscape full", events: ["toggle-sidebar", "rotate", "rotate"], rules: .v18)
        let evaluator = toggled.evaluate(on: AppModel(.tabSectionsOnIphone, platform: .v18), invariants: [.sizeClassLayoutConsistent])
        #expect(evaluator.violations == [])
        #expect(evaluator.state.scenes.first?.navigation.tabSidebar == .automatic)
        #expect(evaluator.layouts.first?.tabBar?.placement == .bottom)
    }

    /// On iPad the same app shows its sidebar in landscape.
    @Test func anIPadInRegularWidthShowsTheSidebar() throws {
        let scenario = try Scenario(window: "ipad-pro-11 landscape full", events: [], rules: .v18)
        let evaluator = scenario.evaluate(on: AppModel(.tabSectionsOnIphone, platform: .v18), invariants: .all)
        #expect(evaluator.violations == [])
        #expect(evaluator.layouts.first?.tabBar?.placement == .sidebar)
    }
}
