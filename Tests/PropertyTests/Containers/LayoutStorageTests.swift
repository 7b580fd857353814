@testable import LayoutModel
import Testing

/// How a layout keeps what it holds: a content layout's findings,
/// a tab bar's lists and a layout's toolbar, presentation and side column in
/// immutable boxes (none when empty), read and set as before; the tables a
/// model works out once (its root's container by idiom and size class, the
/// top tab bar's forms); a nested split view's compact top read from its
/// nested state as the flat state read it.
@Suite struct LayoutStorageTests {
    let window = (try? WindowRules.v18.window(device: .ipadPro11, orientation: .landscape, mode: .full, size: nil))
        ?? Window(device: .ipadPro11, orientation: .landscape, mode: .full, requestedSize: .zero, size: .zero)

    func tabView(_ app: AppSpec, _ sizeClass: SizeClass) -> TabViewSpec {
        guard case let .tabView(spec) = app.root.container(idiom: .pad, horizontal: sizeClass) else {
            Issue.record("no tab view")
            return TabViewSpec(entries: [])
        }
        return spec
    }

    @Test func contentLayoutKeepsNoBoxWhenItFindsNothing() {
        var content = ContentLayout()
        #expect(content.isEmpty && content.found == nil && content.overflows.isEmpty && content.grids.isEmpty)
        let overflow = WidthOverflow(path: "HStack > Text", required: 400, offered: 320, involvesFixedWidth: true)
        content.overflows = [overflow]
        #expect(!content.isEmpty && content.overflows == [overflow] && content.grids.isEmpty)
        let copy = content
        #expect(copy.found === content.found && copy == content && copy.hashValue == content.hashValue)
        content.overflows = []
        #expect(content.isEmpty && content.found == nil && content == ContentLayout())
        #expect(copy.overflows == [overflow])
        let context = WidthContext(screenWidth: 1024)
        let node = ViewNode.hstack(spacing: 0, children: [.content(name: "Text", minWidth: 400)])
        let placed = ContentPlan(node).place(offered: 320, in: context)
        #expect(placed == node.place(offered: 320, in: context))
        #expect(placed.overflows.map(\.required) == [400] && placed.overflows.map(\.offered) == [320])
        let fits = ContentPlan(.content(name: "Text", minWidth: 100)).place(offered: 320, in: WidthContext(screenWidth: 1024))
        #expect(fits.isEmpty && fits.found == nil)
    }

    @Test func topBarFormsAreMadeOnceAndCopiedOnWrite() {
        let plan = TabBarLayout.Plan(tabView(.blog, .regular))
        #expect(plan.topBars.count == 5)
        let wide = plan.resolve(idiom: .pad, horizontal: .regular, sidebarShown: false, width: 678)
        var other = plan.resolve(idiom: .pad, horizontal: .regular, sidebarShown: false, width: 700)
        #expect(wide.lists === other.lists && wide.availableWidth == 638 && other.availableWidth == 660)
        other.items = []
        #expect(other.items.isEmpty && other.lists !== wide.lists)
        #expect(wide.items.map(\.title) == ["Main", "Blog", "Books", "Courses", "Search"])
        #expect(plan.resolve(idiom: .pad, horizontal: .regular, sidebarShown: false, width: 678) == wide)
        // Every width gives the bar the plan made on every call before.
        for width in stride(from: 0.0, through: 800, by: 1) {
            let available = width - 2 * plan.margin
            var count = plan.topItems.count
            while count > 0 && plan.topWidths[count] > available + 0.001 { count -= 1 }
            let made = TabBarLayout(placement: .top, items: Array(plan.topItems.prefix(count)) + plan.pinned,
                                    overflow: plan.topItems.dropFirst(count).flatMap(\.tags), sidebar: [],
                                    requiredWidth: plan.topWidths[plan.topItems.count], availableWidth: available)
            #expect(plan.resolve(idiom: .pad, horizontal: .regular, sidebarShown: false, width: width) == made)
        }
    }

    @Test func aLayoutBoxesItsToolbarPresentationAndSideColumnOnlyWhenItHasOne() {
        let model = AppModel(.blog)
        let state = model.launch(in: window)
        var layout = model.layout(of: state.scenes[0])
        layout.toolbar = nil
        layout.presentation = nil
        let original = layout
        #expect(layout.extras == nil && layout.sideColumn == nil)
        let side = SideColumnLayout(screen: "notifications", width: 320, spacing: 0)
        layout.sideColumn = side
        #expect(layout.extras != nil && layout.sideColumn == side && layout.toolbar == nil && layout.presentation == nil)
        #expect(layout != original && layout.containerWidth == original.containerWidth - 320)
        layout.sideColumn = nil
        #expect(layout.extras == nil && layout == original)
    }

    @Test func theRootsContainerByIdiomAndSizeClassIsTheBranchesChoice() {
        let model = AppModel(.blogUniversal)
        #expect(model.planIndex(idiom: .pad, horizontal: .regular) == 1)
        #expect(model.planIndex(idiom: .pad, horizontal: .compact) == 0)
        #expect(model.planIndex(idiom: .phone, horizontal: .regular) == 0)
        #expect(model.planIndex(idiom: .phone, horizontal: .compact) == 0)
        for idiom in Idiom.allCases {
            for horizontal in SizeClass.allCases {
                #expect(model.planIndex(idiom: idiom, horizontal: horizontal)
                        == AppModel.planIndex(model.rootChoice, idiom: idiom, horizontal: horizontal))
            }
        }
        #expect(!model.tables.singlePlan && AppModel(.blog).planIndex(for: window) == 0)
    }

    @Test func aNestedSplitViewsCompactTopIsTheFlatStates() {
        let model = AppModel(.blog)
        for column in SplitColumn.allCases {
            for sidebar in [nil, "row"] as [String?] {
                for content in [nil, "item"] as [String?] {
                    let nested = NestedNavigation(tab: "tab", sidebarSelection: sidebar, contentSelection: content,
                                                  compactColumn: column)
                    let flat = NavigationState().projected("tab", initial: nested)
                    for three in [false, true] {
                        #expect(AppModel.compactTop(nested, threeColumn: three)
                                == model.compactTop(flat, threeColumn: three))
                    }
                }
            }
        }
        let nested = NestedNavigation(tab: "tab", sidebarSelection: "row", compactColumn: .detail)
        #expect(AppModel.compactTop(nested, threeColumn: true) == .content)
        #expect(AppModel.compactTop(nested, threeColumn: false) == .detail)
    }
}
