import LayoutModel
import Testing

@Suite struct TabBarLayoutTests {
    func tabView(_ app: AppSpec, _ sizeClass: SizeClass) -> TabViewSpec {
        guard case let .tabView(spec) = app.root.container(idiom: .pad, horizontal: sizeClass) else {
            Issue.record("no tab view")
            return TabViewSpec(entries: [])
        }
        return spec
    }

    @Test func regularWidthShowsOneItemPerSectionAndPinsSearch() {
        let layout = TabBarLayout.resolve(tabView(.blog, .regular), horizontal: .regular, sidebarShown: false, width: 678)
        #expect(layout.placement == .top)
        #expect(layout.items.map(\.title) == ["Main", "Blog", "Books", "Courses", "Search"])
        #expect(layout.items.map(\.kind) == [.tab, .section, .section, .section, .search])
        #expect(layout.items[1].tags == ["blog-latest", "blog-swift", "blog-swiftui", "blog-archive"])
        #expect(layout.requiredWidth == 360 && layout.availableWidth == 638 && layout.fits)
    }

    @Test func theSidebarListsTopLevelTabsThenSections() {
        let layout = TabBarLayout.resolve(tabView(.blog, .regular), horizontal: .regular, sidebarShown: true, width: 1366)
        #expect(layout.placement == .sidebar && layout.items.isEmpty)
        #expect(layout.sidebar.map(\.header) == [nil, "Blog", "Books", "Courses"])
        #expect(layout.sidebar[0].tags == ["main", "search"])
    }

    @Test func compactWidthFlattensSectionsAndOverflowsIntoMore() {
        let cluttered = TabBarLayout.resolve(tabView(.clutteredTabBar, .compact), horizontal: .compact,
                                             sidebarShown: false, width: 375)
        #expect(cluttered.placement == .bottom)
        #expect(cluttered.items.map(\.title) == ["Main", "Latest", "Swift", "Swiftui", "More"])
        #expect(cluttered.overflow == ["blog-archive", "books-new", "books-swift", "books-swiftui",
                                       "courses-new", "courses-swift", "courses-swiftui", "search"])
        #expect(!cluttered.fits)
        let blog = TabBarLayout.resolve(tabView(.blog, .compact), horizontal: .compact, sidebarShown: false, width: 320)
        #expect(blog.items.map(\.title) == ["Main", "Blog", "Books", "Courses", "Search"])
        #expect(blog.fits)
    }

    /// Every tab is reachable in the bar form and in the sidebar form, in
    /// both size classes and at every width.
    @Test(arguments: [AppSpec.blog, .clutteredTabBar, .staleTabSelection])
    func everyTabIsReachable(_ app: AppSpec) {
        for sizeClass in SizeClass.allCases {
            let spec = tabView(app, sizeClass)
            for sidebar in [false, true] {
                for width in stride(from: 320.0, through: 2000, by: 12.5) {
                    let layout = TabBarLayout.resolve(spec, horizontal: sizeClass, sidebarShown: sidebar, width: width)
                    let reachable = Set(layout.reachableTags)
                    #expect(spec.allTabs.allSatisfy { reachable.contains($0.tag) }, "\(app.name) \(sizeClass) \(width)")
                }
            }
        }
    }

    @Test func narrowTopBarsScrollTheirLastItems() {
        let spec = tabView(.blog, .regular)
        let layout = TabBarLayout.resolve(spec, horizontal: .regular, sidebarShown: false, width: 300)
        // 260 pt inside the margins: toggle and search 88, Main 60, Blog 60; Books (68) no longer fits.
        #expect(layout.items.map(\.title) == ["Main", "Blog", "Search"])
        #expect(layout.overflow == ["books-new", "books-swift", "books-swiftui",
                                    "courses-new", "courses-swift", "courses-swiftui"])
        #expect(!layout.fits)
    }
}
