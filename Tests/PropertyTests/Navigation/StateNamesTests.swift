@testable import LayoutModel
import Testing

/// A navigation state's selections and presentation as ids into the names its
/// app's states share (``NavigationState``): they read back as the names set,
/// and states compare and hash by name whatever lists they use.
@Suite struct StateNamesTests {
    @Test func namesSetReadBack() {
        var state = NavigationState(tabSelection: "a", sidebarSelection: "b", contentSelection: "a")
        state.presented = "sheet"
        #expect(state.tabSelection == "a")
        #expect(state.sidebarSelection == "b")
        #expect(state.contentSelection == "a")
        #expect(state.presented == "sheet")
        #expect(state.names.table.names == ["a", "b", "detail", "content", "root", "sheet"])
        state.contentSelection = nil
        #expect(state.contentSelection == nil)
        #expect(state.tabSelection == "a")
    }

    @Test func theModelsStatesShareItsNamesAndSelectScreensByTheirScreenID() {
        let model = AppModel(.cafe)
        var state = model.launchNavigation()
        state.sidebarSelection = "coffee"
        #expect(state.names === model.tables.stateNames)
        #expect(state.sidebarID == Int32(model.tables.screenIDs.id(of: "coffee") ?? -2))
        #expect(state.sidebarSelection == "coffee")
    }

    @Test func aNameTheListLacksGoesToANewListAndLeavesOtherStatesAlone() {
        let model = AppModel(.cafe)
        let before = model.launchNavigation()
        var state = before
        state.presented = "not-a-presentation"
        #expect(state.presented == "not-a-presentation")
        #expect(before.presented == nil)
        #expect(before.names === model.tables.stateNames)
        #expect(state.names !== before.names)
        #expect(state.names.table.names.count == before.names.table.names.count + 1)
        #expect(state != before)
        state.presented = nil
        #expect(state == before)
    }

    @Test func statesWithDifferentListsAreEqualWhenTheirNamesAre() {
        let model = AppModel(.cafe)
        var launched = model.launchNavigation()
        launched.sidebarSelection = "coffee"
        let byHand = NavigationState(tabSelection: launched.tabSelection, sidebarSelection: "coffee",
                                     columnVisibility: launched.columnVisibility, compactColumn: launched.compactColumn,
                                     nested: launched.nested)
        #expect(launched.names !== byHand.names)
        #expect(launched == byHand)
        #expect(launched.hashValue == byHand.hashValue)
        var other = byHand
        other.sidebarSelection = "latte"
        #expect(other != launched)
        other.take([.sidebarSelection], from: launched)
        #expect(other == launched)
        #expect(other.sidebarSelection == "coffee")
    }
}
