@testable import LayoutModel
@testable import SizeFuzz
import Testing

/// What the reducer and the event generator read of a scene without laying
/// it out or copying its state, checked against the functions they stand
/// for on every scene after every step of seeded cases of every built-in
/// app, under iPadOS 18 and 26: `AppModel.shownScreen(of:)`, which shows and
/// dismisses presentations, is `layout(of:).screen`, and a tab view's bar is
/// a sidebar where `tabSidebarShown(_:)` says it shows; the content column's
/// reads in place (`AppModel+InPlace.swift`) answer as `contentTop(_:plan:)`,
/// `hasDestinations(_:)` and `contentPath`; a tab view's tab found and
/// compared by id (`tabIndex(plan:for:of:)`, `isTab(_:plan:id:of:)`, which
/// selection-preserved asks) answers as by name (`ContainerPlan.tabIndex(for:)`,
/// the layout's `selectedTab` against each tag).
@Suite struct SceneQueryTests {
    @Test(arguments: BuiltinApp.all.map(\.name))
    func theQueriesAnswerAsTheLayoutAndTheState(_ name: String) throws {
        let app = try #require(BuiltinApp.all.first { $0.name == name })
        for os in [OSVersion.v18, .v26] {
            let model = AppModel(app.spec, platform: .standard.on(os))
            var checked = 0
            for scenario in try model.seededScenarios(seed: 7) {
                var state = model.launch(in: scenario.window)
                for event in [nil] + scenario.events.map(Optional.some) {
                    if let event { model.reduce(&state, event) }
                    for scene in state.scenes {
                        let layout = model.layout(of: scene)
                        #expect(model.shownScreen(of: scene) == layout.screen)
                        // The layout decides the tab sidebar from the area it
                        // has at hand, as tabSidebarShown(_:) does from the window.
                        if layout.navigation == .tabView, let bar = layout.tabBar {
                            #expect((bar.placement == .sidebar) == model.tabSidebarShown(scene))
                        }
                        let plan = model.plans[layout.plan]
                        if layout.navigation == .tabView {
                            #expect(model.tabIndex(plan: layout.plan, for: scene.navigation.tabSelectionID,
                                                   of: scene.navigation.nameList)
                                    == plan.tabIndex(for: scene.navigation.tabSelection))
                            for tab in plan.tabTags.indices {
                                #expect(model.isTab(tab, plan: layout.plan, id: layout.selectedTabID, of: layout.nameList)
                                        == (layout.selectedTab == plan.tabTags[tab]))
                            }
                        }
                        withUnsafePointer(to: scene) { pointer in
                            #expect(model.contentTopLeads(ofSceneAt: pointer, plan: plan)
                                    == (model.contentTop(scene.navigation, plan: plan).map(model.hasDestinations) ?? false))
                            #expect(model.contentDepth(ofSceneAt: pointer) == scene.navigation.contentPath.count)
                        }
                        checked += 1
                    }
                }
            }
            #expect(checked > 40)
        }
    }
}
