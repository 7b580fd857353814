@testable import LayoutModel
import Testing

/// A tab bar resolved over the kept one (`TabBarLayout.Plan.resolve(idiom:
/// horizontal:sidebarShown:width:into:)`): it equals the bar
/// resolved anew, whatever bar was kept, and it keeps the kept bar's lists
/// (only its placement and widths written) exactly when the form is the same.
@Suite struct TabBarWrittenOverTests {
    func tabView(_ app: AppSpec, _ sizeClass: SizeClass) throws -> TabViewSpec {
        guard case let .tabView(spec) = app.root.container(idiom: .pad, horizontal: sizeClass) else {
            throw TabViewMissing()
        }
        return spec
    }

    /// The app has no tab view at that size class.
    struct TabViewMissing: Error {}

    /// The identity of `bar`'s lists, kept without a reference to them.
    func lists(_ bar: TabBarLayout?) -> ObjectIdentifier? { bar.map { ObjectIdentifier($0.lists) } }

    @Test func aBarOfTheSameFormKeepsItsListsAndAnotherFormReplacesThem() throws {
        let plan = TabBarLayout.Plan(try tabView(.blog, .regular))
        var kept: TabBarLayout?
        plan.resolve(idiom: .pad, horizontal: .regular, sidebarShown: false, width: 1366, into: &kept)
        let wide = lists(kept)
        #expect(kept == plan.resolve(idiom: .pad, horizontal: .regular, sidebarShown: false, width: 1366))
        #expect(kept?.items.map(\.title) == ["Main", "Blog", "Books", "Courses", "Search"]
                && kept?.availableWidth == 1326)
        // Wide enough for every item still: the same form, its width written.
        plan.resolve(idiom: .pad, horizontal: .regular, sidebarShown: false, width: 678, into: &kept)
        #expect(lists(kept) == wide && kept?.availableWidth == 638)
        // Too narrow for the last items: another top bar, of the same
        // placement and required width, and other lists.
        plan.resolve(idiom: .pad, horizontal: .regular, sidebarShown: false, width: 300, into: &kept)
        #expect(lists(kept) != wide
                && kept == plan.resolve(idiom: .pad, horizontal: .regular, sidebarShown: false, width: 300))
        #expect(kept?.placement == .top && kept?.requiredWidth == 360 && kept?.overflow.isEmpty == false)
        // The sidebar, then the bottom bar.
        plan.resolve(idiom: .pad, horizontal: .regular, sidebarShown: true, width: 1366, into: &kept)
        #expect(kept?.placement == .sidebar && kept?.sidebar.map(\.header) == [nil, "Blog", "Books", "Courses"])
        plan.resolve(idiom: .phone, horizontal: .compact, sidebarShown: false, width: 390, into: &kept)
        #expect(kept == plan.resolve(idiom: .phone, horizontal: .compact, sidebarShown: false, width: 390))
        // A kept bar whose placement and width were changed by hand, lists
        // kept: the form's are written back.
        kept?.placement = .top
        kept?.requiredWidth = 1
        plan.resolve(idiom: .phone, horizontal: .compact, sidebarShown: false, width: 320, into: &kept)
        #expect(kept == plan.resolve(idiom: .phone, horizontal: .compact, sidebarShown: false, width: 320))
    }

    /// Over seeded steps of three tab views' plans, idioms, size classes,
    /// sidebars and widths, one kept bar resolved over and over equals the
    /// bar resolved anew each time in every field, and it kept its lists
    /// exactly when the new bar's lists are the kept one's.
    @Test func aBarResolvedOverAnyOtherEqualsANewBar() throws {
        var plans: [TabBarLayout.Plan] = []
        for app in [AppSpec.blog, .clutteredTabBar, .staleTabSelection] {
            for sizeClass in SizeClass.allCases { plans.append(TabBarLayout.Plan(try tabView(app, sizeClass))) }
        }
        var kept: TabBarLayout?
        var state: UInt64 = 25, same = 0
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<5_000 {
            let plan = plans[next(plans.count)]
            let idiom: Idiom = next(4) == 0 ? .phone : .pad
            let horizontal = SizeClass.allCases[next(2)]
            let sidebar = next(2) == 0
            let width = 300 + Double(next(90)) * 12.5
            let fresh = plan.resolve(idiom: idiom, horizontal: horizontal, sidebarShown: sidebar, width: width)
            let before = lists(kept)
            plan.resolve(idiom: idiom, horizontal: horizontal, sidebarShown: sidebar, width: width, into: &kept)
            #expect(kept == fresh)
            #expect(kept?.placement == fresh.placement && kept?.requiredWidth == fresh.requiredWidth
                    && kept?.availableWidth == fresh.availableWidth)
            #expect(lists(kept) == lists(fresh))
            if before == lists(fresh) { same += 1 }
        }
        // The kept lists were the form's on this many steps (the shortcut's).
        #expect(same == 389)
    }
}
