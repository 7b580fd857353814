// The "blog" pattern: a TabView with `.sidebarAdaptable`, a Main tab, sections
// Blog (4 tabs), Books (3) and Courses (3), and a Search tab. In compact width
// each section is replaced by one tab that reuses its first tab's tag, and the
// selection binding shows any of the section's tags on that tab (`represents`),
// so a selection carries over in both directions.
// Source: Apple, TabView documentation ("Changing Tab Structure Between
// Horizontal and Regular Size Classes": sections hidden in compact, one tab in
// their place). Apple's version moves the selection in an onChange of the
// size class instead, which forgets which tab of the section was chosen.
//
// The app is for iPad (`devices: ["pad"]`): it picks its tab structure by the
// size class alone, and an iPhone shows a bottom tab bar at every size class
// (`SidebarAdaptableTabViewStyle`: "iOS displays a bottom tab bar"), so on an
// iPhone Plus or Max in landscape, which is regular width, all twelve tabs
// would go to the bottom bar. The same app run on every device is the mistake
// `tab-sections-on-iphone`; `blog-universal` is its fix, choosing the compact
// tabs by `idiom == .phone || horizontalSizeClass == .compact`. Its mistake twins stay iPad-only so that each
// differs from it in one thing.

extension AppSpec {
    /// The blog app: sections in regular width, one tab per section in compact.
    public static let blog = blogApp(name: "blog", compact: .reusedTags)

    /// The blog app run on iPhones too: in the regular width of an iPhone Plus
    /// or Max in landscape it shows its sections, flattened into a bottom bar
    /// of twelve tabs.
    public static let tabSectionsOnIphone = blogApp(name: "tab-sections-on-iphone", compact: .reusedTags,
                                                    everyDevice: true)

    /// The blog app on every device, choosing its compact tabs by
    /// `idiom == .phone || horizontalSizeClass == .compact`: an iPhone gets
    /// one tab per section at every size class, the regular width of a Plus
    /// or Max in landscape included (the fix of `tab-sections-on-iphone`).
    public static let blogUniversal = blogApp(name: "blog-universal", compact: .reusedTags, everyDevice: true,
                                              phoneOrCompact: true)

    /// The blog app without its compact branch: twelve tabs in a bottom bar.
    public static let clutteredTabBar = blogApp(name: "cluttered-tab-bar", compact: nil)

    /// The blog app whose compact tabs use new tags, so a section tab selected
    /// in regular width has no tab in compact.
    public static let staleTabSelection = blogApp(name: "stale-tab-selection", compact: .newTags)

    enum CompactTabs { case reusedTags, newTags }

    static func blogApp(name: String, compact: CompactTabs?, everyDevice: Bool = false,
                        phoneOrCompact: Bool = false) -> AppSpec {
        let sections: [(title: String, tags: [String])] = [
            ("Blog", ["blog-latest", "blog-swift", "blog-swiftui", "blog-archive"]),
            ("Books", ["books-new", "books-swift", "books-swiftui"]),
            ("Courses", ["courses-new", "courses-swift", "courses-swiftui"]),
        ]
        var screens = [Screen("main", title: "Main"), Screen("search", title: "Search")]
        for section in sections {
            screens += section.tags.map { Screen($0, title: $0.split(separator: "-").last.map(String.init)?.capitalizedFirst) }
            screens.append(Screen(section.title.lowercased() + "-index", title: section.title))
        }
        let main = TabEntry.tab(Tab("Main", tag: "main"))
        let search = TabEntry.tab(Tab("Search", tag: "search", role: .search))
        let regular = TabViewSpec(style: .sidebarAdaptable, entries: [main] + sections.map { section in
            .section(TabSection(section.title, tabs: section.tags.map { Tab(screensTitle($0), tag: $0) }))
        } + [search])
        let summary: String
        let root: RootSpec
        switch compact {
        case .reusedTags?:
            let compactTabs = Container.tabView(TabViewSpec(style: .sidebarAdaptable, entries: [main] + sections.map {
                .tab(Tab($0.title, tag: $0.tags[0], screen: $0.title.lowercased() + "-index", represents: $0.tags))
            } + [search]))
            if phoneOrCompact {
                summary = "blog on every device, compact tabs when idiom == .phone || horizontalSizeClass == .compact"
                root = .branches([RootBranch(when: .anyOf([.idiom(.phone), .horizontalSizeClass(.compact)]),
                                             container: compactTabs)],
                                 otherwise: .tabView(regular))
            } else {
                summary = everyDevice
                    ? "blog on every device: an iPhone Plus or Max in landscape is regular width, and its bottom bar gets all 12 tabs"
                    : "iPad only: sidebarAdaptable TabView with sections; in compact one tab per section reusing its first tag"
                root = .sizeClass(regular: .tabView(regular), compact: compactTabs)
            }
        case .newTags?:
            summary = "blog, but the compact tabs use new tags, so a section selection is lost in compact"
            root = .sizeClass(regular: .tabView(regular), compact: .tabView(TabViewSpec(style: .sidebarAdaptable, entries: [main] + sections.map {
                .tab(Tab($0.title, tag: $0.title.lowercased() + "-index", leadsTo: $0.tags))
            } + [search])))
        case nil:
            summary = "blog without its compact branch: every tab in the bottom bar"
            root = .any(.tabView(regular))
        }
        return AppSpec(
            name: name, summary: summary,
            source: "Apple TabView documentation, \"Changing Tab Structure Between Horizontal and Regular Size Classes\"",
            screens: screens, root: root, devices: everyDevice ? nil : [.idiom(.pad)])
    }

    private static func screensTitle(_ tag: String) -> String {
        tag.split(separator: "-").last.map(String.init)?.capitalizedFirst ?? tag
    }
}

extension String {
    /// The string with its first character uppercased.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
