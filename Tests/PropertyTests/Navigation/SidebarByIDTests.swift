@testable import LayoutModel
@testable import SizeFuzz
import Testing

/// A sidebar row selected by the id the model looked up once for its plan
/// leaves the state that selecting it by name leaves: before
/// every event of seeded cases of every built-in app with a sidebar, each
/// row is selected in the first scene both ways, the second through a list
/// of names of its own (which the reducer reads by name).
@Suite struct SidebarByIDTests {
    @Test(arguments: BuiltinApp.all.map(\.name))
    func aSidebarRowSelectedByIdMatchesByName(_ name: String) throws {
        let app = try #require(BuiltinApp.all.first { $0.name == name })
        let model = AppModel(app.spec)
        let rows = model.plans.flatMap(\.sidebar)
        guard !rows.isEmpty else { return }
        for (plan, names) in zip(model.plans, model.tables.planNames) {
            #expect(names.sidebar == plan.sidebar.map { model.tables.stateNames.lookUp($0) })
            #expect(!names.sidebar.contains(NavigationState.none))
        }
        var compared = 0
        for scenario in try model.seededScenarios(seed: 11, count: 10) {
            var state = model.launch(in: scenario.window)
            for event in scenario.events {
                for row in rows {
                    var byID = state
                    var byName = state
                    byName.scenes[0].navigation.names = StateNames(model.tables.stateNames.table.names)
                    model.reduce(&byID, Event(.selectSidebar(row)))
                    model.reduce(&byName, Event(.selectSidebar(row)))
                    #expect(byID == byName)
                    compared += byID == state ? 0 : 1
                }
                model.reduce(&state, event)
            }
        }
        #expect(compared > 0)
    }
}
