import LayoutModel
import Testing

/// The transitions that matter: collapse and expand keep selection and path,
/// restoration round-trips, scenes are independent, and each built-in mistake
/// loses what its correct twin keeps.
@Suite struct TransitionTests {
    let rules = WindowRules.v18

    func window(_ device: DeviceID = .ipadPro11, _ mode: WindowMode = .full, _ size: Size? = nil,
                orientation: Orientation = .landscape) -> Window {
        (try? rules.window(device: device, orientation: orientation, mode: mode, size: size))
            ?? Window(device: device, orientation: orientation, mode: .full, requestedSize: .zero, size: .zero)
    }

    /// Runs `events` on `app` launched in `window`, returning the final state.
    func run(_ app: AppSpec, in window: Window, _ events: [Event]) -> (AppModel, AppState) {
        let model = AppModel(app, platform: .v18)
        var state = model.launch(in: window)
        for event in events { model.reduce(&state, event) }
        return (model, state)
    }

    @Test func cafeCollapseAndExpandKeepSelectionAndPath() {
        let start = window(.ipadPro11, .stage, Size(width: 1000, height: 800))
        let (model, state) = run(.cafe, in: start, [
            Event(.selectSidebar("coffee")), Event(.push("latte")), Event(.push("recipe")),
            Event(.resize(Size(width: 500, height: 800))),
        ])
        let collapsed = model.layout(of: state.scenes[0])
        #expect(collapsed.split?.collapsed == true && collapsed.split?.topColumn == .detail)
        #expect(collapsed.screen == "recipe" && collapsed.path == ["latte", "recipe"])
        var expanded = state
        model.reduce(&expanded, Event(.resize(Size(width: 1000, height: 800))))
        let layout = model.layout(of: expanded.scenes[0])
        #expect(layout.split?.collapsed == false && layout.sidebarSelection == "coffee")
        #expect(layout.path == ["latte", "recipe"] && layout.screen == "recipe")
        #expect(layout.columns.map(\.width) == [320, 680])
    }

    @Test func cafeResetsThePathOnSidebarChangesAndOpensDeepLinks() {
        let (model, state) = run(.cafe, in: window(), [
            Event(.selectSidebar("coffee")), Event(.push("latte")), Event(.selectSidebar("moji")),
        ])
        #expect(model.layout(of: state.scenes[0]).path == [])
        let (_, linked) = run(.cafe, in: window(), [
            Event(.selectSidebar("coffee")), Event(.push("latte")), Event(.openURL(parameter: "moji", value: "wink")),
        ])
        #expect(linked.scenes[0].navigation.sidebarSelection == "moji")
        #expect(linked.scenes[0].navigation.path("detail") == ["wink"])
        let (_, unknown) = run(.cafe, in: window(), [Event(.openURL(parameter: "moji", value: "frown"))])
        #expect(unknown == AppModel(.cafe, platform: .v18).launch(in: window()))
    }

    @Test func backInACollapsedSplitViewClimbsOneColumnAtATime() {
        let compact = window(.ipadPro11, .splitThird)
        let (model, state) = run(.cafe, in: compact, [
            Event(.selectSidebar("coffee")), Event(.push("latte")), Event(.pop), Event(.pop),
        ])
        #expect(state.scenes[0].navigation.sidebarSelection == nil)
        #expect(model.layout(of: state.scenes[0]).split?.topColumn == .sidebar)
        let (_, blocked) = run(.cafe, in: compact, [Event(.selectSidebar("coffee")), Event(.selectSidebar("moji"))])
        #expect(blocked.scenes[0].navigation.sidebarSelection == "coffee")
    }

    @Test func threeColumnRestorationRoundTrips() {
        let (model, before) = run(.threeColumn, in: window(), [
            Event(.selectSidebar("inbox")), Event(.selectContent("inbox-2")), Event(.push("attachment")),
            Event(.setColumnVisibility(.all)),
        ])
        var state = before
        model.reduce(&state, Event(.disconnect))
        #expect(state.scenes[0].phase == .disconnected && state.archive.count == 1)
        model.reduce(&state, Event(.selectSidebar("drafts")))
        model.reduce(&state, Event(.reconnect))
        #expect(state == before)
    }

    @Test func scenesAreIndependentUnlessStateIsGlobal() {
        let events = [Event(.openWindow), Event(.selectSidebar("coffee"), scene: 1)]
        let (_, cafe) = run(AppSpec.cafe.withMultipleWindows, in: window(), events)
        #expect(cafe.scenes.map(\.navigation.sidebarSelection) == [nil, "coffee"])
        let (_, global) = run(.globalSceneState, in: window(), events)
        #expect(global.scenes.map(\.navigation.sidebarSelection) == ["coffee", "coffee"])
        let (_, single) = run(.cafe, in: window(), [Event(.openWindow)])
        #expect(single.scenes.count == 1)
    }

    @Test func sportsKeepsItsTabWhenTheSidebarIsDeselected() {
        let events = [Event(.selectSidebar("soccer")), Event(.deselect), Event(.setMode(.splitThird, size: nil))]
        let (model, correct) = run(.sports, in: window(), events)
        #expect(model.layout(of: correct.scenes[0]).selectedTab == "soccer")
        let (mistake, wrong) = run(.optionalSidebarSync, in: window(), events)
        #expect(mistake.layout(of: wrong.scenes[0]).selectedTab == "basketball")
    }

    @Test func sportsCarriesTheTabSelectionIntoTheSidebar() {
        let (model, state) = run(.sports, in: window(.ipadPro11, .splitThird), [
            Event(.selectTab("tennis")), Event(.setMode(.full, size: nil)),
        ])
        let layout = model.layout(of: state.scenes[0])
        #expect(layout.navigation == .splitView && layout.sidebarSelection == "tennis" && layout.screen == "tennis")
    }

    @Test func blogCarriesSectionSelectionsIntoCompactAndBack() {
        let events = [Event(.selectTab("blog-swiftui")), Event(.setMode(.slideOver, size: nil))]
        let (model, state) = run(.blog, in: window(), events)
        #expect(model.layout(of: state.scenes[0]).selectedTab == "blog-latest")
        let (stale, lost) = run(.staleTabSelection, in: window(), events)
        #expect(stale.layout(of: lost.scenes[0]).selectedTab == "main")
        // A tab deep in a section survives the round trip through compact width.
        let (round, trip) = run(.blog, in: window(), events + [Event(.setMode(.full, size: nil))])
        #expect(round.layout(of: trip.scenes[0]).selectedTab == "blog-swiftui")
        let (back, returned) = run(.blog, in: window(.ipadPro11, .slideOver), [
            Event(.selectTab("books-new")), Event(.setMode(.full, size: nil)),
        ])
        #expect(back.layout(of: returned.scenes[0]).selectedTab == "books-new")
    }

    @Test func pathResetOnResizeLosesThePathAndTheBackgroundFlipDoesToo() {
        let events = [Event(.selectSidebar("coffee")), Event(.push("latte"))]
        let (_, resized) = run(.pathResetOnResize, in: window(), events + [Event(.setMode(.splitThird, size: nil))])
        #expect(resized.scenes[0].navigation.path("detail") == [])
        let (_, backgrounded) = run(.pathResetOnResize, in: window(), events + [Event(.background)])
        #expect(backgrounded.scenes[0].navigation.path("detail") == [])
        let (_, cafe) = run(.cafe, in: window(), events + [Event(.background), Event(.foreground),
                                                           Event(.setMode(.splitThird, size: nil))])
        #expect(cafe.scenes[0].navigation.path("detail") == ["latte"])
    }

    @Test func rotationAndDisplaysMoveEveryWindow() {
        let (model, state) = run(AppSpec.threeColumn, in: window(.ipadPro11, .stage, Size(width: 1100, height: 800)), [
            Event(.openWindow), Event(.connectDisplay(.display1080p)), Event(.moveToDisplay, scene: 1),
            Event(.resize(Size(width: 1500, height: 1000)), scene: 1), Event(.rotate),
        ])
        #expect(state.scenes.map(\.window.orientation) == [.portrait, .portrait])
        #expect(state.scenes.map(\.window.size) == [Size(width: 834, height: 800), Size(width: 1200, height: 900)])
        var unplugged = state
        model.reduce(&unplugged, Event(.disconnectDisplay))
        #expect(unplugged.display == nil && unplugged.scenes[1].window.display == nil)
        #expect(unplugged.scenes[1].window.size == Size(width: 834, height: 900))
    }

    @Test func eventsThatDoNotApplyAreNoOps() {
        let model = AppModel(.fixedSidebar, platform: .v18)
        let start = model.launch(in: window())
        for action: Action in [.selectTab("x"), .selectSidebar("x"), .selectContent("x"), .deselect, .push("x"),
                               .pop, .popToRoot, .toggleSidebar, .setColumnVisibility(.all), .reconnect, .foreground,
                               .closeWindow, .moveToDisplay, .resize(Size(width: 500, height: 500)),
                               .openURL(parameter: "x", value: "y"), .setMode(.splitHalf, size: nil)] {
            var state = start
            model.reduce(&state, Event(action))
            if action == .setMode(.splitHalf, size: nil) { continue }
            #expect(state == start, "\(action)")
            model.reduce(&state, Event(action, scene: 7))
        }
    }

    @Test func eventsPrintAndParseInOneVocabulary() {
        let events: [Event] = [
            Event(.resize(Size(width: 619.5, height: 1024))), Event(.rotate), Event(.setMode(.stage, size: Size(width: 700, height: 800))),
            Event(.setMode(.splitThird, size: nil)), Event(.moveToDisplay), Event(.selectTab("a")), Event(.selectSidebar("b")),
            Event(.selectContent("c")), Event(.deselect), Event(.push("d"), scene: 2), Event(.pop), Event(.popToRoot),
            Event(.openURL(parameter: "moji", value: "smile")), Event(.toggleSidebar), Event(.setColumnVisibility(.detailOnly)),
            Event(.background), Event(.foreground), Event(.disconnect), Event(.reconnect), Event(.openWindow),
            Event(.closeWindow, scene: 1), Event(.connectDisplay(.display6K)), Event(.disconnectDisplay),
        ]
        #expect(events.map(\.description)[0...3] == ["resize 619.5x1024", "rotate", "mode stage 700x800", "mode split-third"])
        #expect(events[9].description == "scene 2: push d")
        #expect(events.map { Event(parsing: $0.description) } == events)
        for bad in ["", "resize", "resize 0x5", "mode thirds", "scene x: pop", "open-url moji=1", "pop now", "jump"] {
            #expect(Event(parsing: bad) == nil, "\(bad)")
        }
    }
}

extension AppSpec {
    /// The app with multiple windows enabled.
    var withMultipleWindows: AppSpec {
        var app = self
        app.scene = SceneSpec(restrictions: app.scene?.restrictions, multipleWindows: true)
        return app
    }
}
