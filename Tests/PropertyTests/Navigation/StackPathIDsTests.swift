@testable import LayoutModel
import Testing

/// A navigation state's stack paths, a focus and a layout's names as ids of
/// the names their app's states share: they read back as the
/// names set, keep the order `setPath` always kept, and compare and hash by
/// name whatever lists they use.
@Suite struct StackPathIDsTests {
    let window = (try? WindowRules.v18.window(device: .ipadPro11, orientation: .landscape, mode: .full, size: nil))
        ?? Window(device: .ipadPro11, orientation: .landscape, mode: .full, requestedSize: .zero, size: .zero)

    @Test func pathsReadBackSortedByStackAndAnEmptyPathIsRemoved() {
        var state = NavigationState()
        state.setPath("root", ["a", "b"])
        state.setPath("detail", ["c"])
        #expect(state.paths == [StackPath(stack: "detail", path: ["c"]), StackPath(stack: "root", path: ["a", "b"])])
        #expect(state.path("root") == ["a", "b"])
        #expect(state.screenPath("root").count == 2)
        state.setPath("root", [])
        #expect(state.paths == [StackPath(stack: "detail", path: ["c"])])
        #expect(state.path("root") == [])
        #expect(state.path("nowhere") == [])
        #expect(state.pathIDs.count == 3)
        #expect(state == NavigationState(paths: [StackPath(stack: "detail", path: ["c"])]))
    }

    @Test func pathsSetOutOfOrderKeepTheirOrderUntilANewStackSortsThemAll() {
        var state = NavigationState()
        state.paths = [StackPath(stack: "z", path: ["a"]), StackPath(stack: "b", path: [])]
        #expect(state.paths == [StackPath(stack: "z", path: ["a"]), StackPath(stack: "b", path: [])])
        state.setPath("m", ["x"])
        #expect(state.paths == [StackPath(stack: "b", path: []), StackPath(stack: "m", path: ["x"]),
                                StackPath(stack: "z", path: ["a"])])
    }

    @Test func pathsOfDifferentListsAreEqualWhenTheirNamesAre() {
        let model = AppModel(.cafe, platform: .v18)
        var state = model.launch(in: window)
        for event in [Event(.selectSidebar("coffee")), Event(.push("latte")), Event(.push("recipe"))] {
            model.reduce(&state, event)
        }
        let navigation = state.scenes[0].navigation
        #expect(navigation.names === model.tables.stateNames)
        #expect(navigation.path("detail") == ["latte", "recipe"])
        let byHand = NavigationState(sidebarSelection: "coffee",
                                     paths: [StackPath(stack: "detail", path: ["latte", "recipe"])],
                                     columnVisibility: navigation.columnVisibility, compactColumn: navigation.compactColumn)
        #expect(byHand.names !== navigation.names)
        #expect(byHand.screenPath("detail") == navigation.screenPath("detail"))
        #expect(byHand.screenPath("detail").hashValue == navigation.screenPath("detail").hashValue)
        #expect(byHand.screenPath("detail") != navigation.contentPath)
        #expect(byHand == navigation)
        #expect(byHand.hashValue == navigation.hashValue)
    }

    @Test func aLayoutsNamesAreIdsOfItsFocusAndReadBack() {
        let model = AppModel(.cafe, platform: .v18)
        var state = model.launch(in: window)
        for event in [Event(.selectSidebar("coffee")), Event(.push("latte"))] { model.reduce(&state, event) }
        let layout = model.layout(of: state.scenes[0])
        #expect(layout.focus.names === model.tables.stateNames)
        #expect(layout.screen == "latte")
        #expect(layout.sidebarSelection == "coffee")
        #expect(layout.selectedTab == nil)
        #expect(layout.focus.stack == "detail")
        #expect(layout.focus.base == "coffee")
        #expect(layout.focus.top == "latte")
        #expect(layout.path == ["latte"])
        #expect(layout.depth == 1)
        #expect(layout.topID == Int32(model.tables.screenIDs.id(of: "latte") ?? -2))
        #expect(model.canPush(on: layout.focus))

        var byHand = state.scenes[0]
        byHand.navigation = NavigationState(sidebarSelection: "coffee",
                                            paths: [StackPath(stack: "detail", path: ["latte"])],
                                            columnVisibility: state.scenes[0].navigation.columnVisibility,
                                            compactColumn: state.scenes[0].navigation.compactColumn)
        let other = model.layout(of: byHand)
        #expect(other.focus.names !== layout.focus.names)
        #expect(other == layout)
        #expect(other.hashValue == layout.hashValue)
        var renamed = layout
        renamed.screen = "not-a-screen"
        #expect(renamed.screen == "not-a-screen")
        #expect(renamed.focus.names !== layout.focus.names)
        #expect(renamed != layout)
        renamed.screen = "latte"
        #expect(renamed == layout)
    }
}
