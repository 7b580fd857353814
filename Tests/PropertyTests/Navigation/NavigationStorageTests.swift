@testable import LayoutModel
import Testing

/// A navigation state keeps its names, paths and nested states in one box
/// (`NavigationStorage`), so that a scene copies with one retain:
/// copies share the box, a change makes a new one and leaves the copy as it
/// was, and what a state reads, compares and hashes is what it was before.
@Suite struct NavigationStorageTests {
    let mail = NestedNavigation(tab: "mail", sidebarSelection: "inbox")

    @Test func aCopySharesTheBoxUntilOneOfThemChanges() {
        var state = NavigationState(names: StateNames(["mail", "a", "b"]))
        state.tabSelection = "mail"
        state.setPath("detail", ["a"])
        var copy = state
        #expect(copy.storage === state.storage)
        // Selections are not in the box: the copy keeps sharing it.
        copy.sidebarSelection = "mail"
        #expect(copy.storage === state.storage)
        copy.appendStep(copy.id(of: "b"), to: copy.names.detail)
        #expect(copy.storage !== state.storage)
        #expect(copy.path("detail") == ["a", "b"])
        #expect(state.path("detail") == ["a"])
        #expect(copy.names === state.names)
        copy.setNested(mail)
        #expect(copy.nested == [mail])
        #expect(state.nested == [])
    }

    @Test func writingWhatTheBoxHoldsKeepsIt() {
        var state = NavigationState(tabSelection: "mail")
        let box = state.storage
        let names = state.names
        state.names = names
        state.pathIDs = []
        state.nested = []
        state.tabSelection = "mail"
        state.clearPath(state.names.detail)
        #expect(state.storage === box)
        // A name the list lacks makes a new list, and so a new box, with
        // the same paths.
        state.setPath("detail", ["a"])
        let ids = state.pathIDs
        state.sidebarSelection = "new"
        #expect(state.storage !== box)
        #expect(state.pathIDs == ids)
        #expect(state.path("detail") == ["a"])
        #expect(state.sidebarSelection == "new")
    }

    @Test func statesWithDifferentBoxesCompareAndHashByWhatTheyHold() {
        var pushed = NavigationState(tabSelection: "mail")
        pushed.setPath("detail", ["a"])
        var rebuilt = NavigationState(tabSelection: "mail")
        rebuilt.setPath("detail", ["a"])
        #expect(pushed.storage !== rebuilt.storage)
        #expect(pushed == rebuilt)
        #expect(pushed.hashValue == rebuilt.hashValue)
        rebuilt.setPath("detail", ["b"])
        #expect(pushed != rebuilt)
        var nested = pushed
        nested.setNested(mail)
        #expect(nested != pushed)
        let emptied = NavigationState(tabSelection: "mail", paths: [StackPath(stack: "detail", path: ["a"])])
        #expect(emptied == pushed)
    }

    @Test func theFourIDsKeptTwoToAWordReadBackAsSetEachAlone() {
        var state = NavigationState(names: StateNames(["a", "b", "c", "d"]))
        #expect([state.tabID, state.sidebarID, state.contentID, state.presentedID] == [-1, -1, -1, -1])
        let writes: [(WritableKeyPath<NavigationState, Int32>, Int32)] = [
            (\.tabID, 0), (\.sidebarID, 3), (\.contentID, 2), (\.presentedID, 1), (\.sidebarID, -1), (\.tabID, 2),
            (\.presentedID, -1), (\.contentID, 0),
        ]
        var expected: [Int32] = [-1, -1, -1, -1]
        let order: [WritableKeyPath<NavigationState, Int32>] = [\.tabID, \.sidebarID, \.contentID, \.presentedID]
        for (path, id) in writes {
            state[keyPath: path] = id
            expected[order.firstIndex(of: path)!] = id
            #expect(order.map { state[keyPath: $0] } == expected)
        }
        #expect(state.tabSelection == "c" && state.sidebarSelection == nil && state.contentSelection == "a")
        #expect(state.presented == nil)
        state.presented = "d"
        #expect(state.presentedID == 3 && state.contentID == 0)
    }

    @Test func aDisconnectedSceneKeepsTheModelsEmptyState() {
        let model = AppModel(.cafe, platform: .v18)
        let window = (try? WindowRules.v18.window(device: .ipadPro11, orientation: .landscape, mode: .full, size: nil))
            ?? Window(device: .ipadPro11, orientation: .landscape, mode: .full, requestedSize: .zero, size: .zero)
        var state = model.launch(in: window)
        model.reduce(&state, Event(.disconnect, scene: 0))
        #expect(state.scenes[0].phase == .disconnected)
        #expect(state.scenes[0].navigation == NavigationState(names: model.tables.stateNames))
        #expect(state.scenes[0].navigation.storage === model.tables.emptyState.storage)
    }
}
