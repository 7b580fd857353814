@testable import LayoutModel
import SizeFuzz
import Testing

/// What the event generator reads of a scene and its layout in place
/// (`AppModel+InPlace.swift`), and a stack's path pushed and popped in
/// place: each gives the answer of the function it stands for.
@Suite struct InPlaceTests {
    let window = (try? WindowRules.v18.window(device: .ipadPro11, orientation: .landscape, mode: .full, size: nil))
        ?? Window(device: .ipadPro11, orientation: .landscape, mode: .full, requestedSize: .zero, size: .zero)

    @Test func aPathPushedAndPoppedInPlaceIsWhatSetStepsMakes() {
        var state = NavigationState()
        let detail = state.names.detail, root = state.names.root
        let a = state.id(of: "a"), b = state.id(of: "b"), c = state.id(of: "c")
        state.appendStep(a, to: root)
        #expect(state.pathIDs == [root, 1, a])
        state.appendStep(c, to: detail)
        state.appendStep(b, to: root)
        #expect(state.paths == [StackPath(stack: "detail", path: ["c"]), StackPath(stack: "root", path: ["a", "b"])])
        #expect(state.pathIDs == [detail, 1, c, root, 2, a, b])
        state.removeLastStep(of: root)
        #expect(state.pathIDs == [detail, 1, c, root, 1, a])
        state.removeLastStep(of: detail)
        #expect(state.pathIDs == [root, 1, a])
        state.removeLastStep(of: root)
        #expect(state.pathIDs == [])
        state.removeLastStep(of: root)
        #expect(state.pathIDs == [])
        #expect(state == NavigationState())
    }

    /// `withPlan(at:_:)` hands its body the plan `plans[index]` holds, for
    /// every plan of every built-in app (some have one per size class or
    /// idiom, one has a split view in a tab).
    @Test func theBorrowedPlanIsThePlansOwn() {
        var plans = 0, several = 0
        for app in BuiltinApp.all.map(\.spec) {
            let model = AppModel(app, platform: .v18)
            for index in model.plans.indices {
                #expect(model.withPlan(at: index) { $0 } === model.plans[index])
                #expect(model.withPlan(at: index) { $0.hasContentStack } == model.plans[index].hasContentStack)
                plans += 1
            }
            if model.plans.count > 1 { several += 1 }
        }
        #expect(plans == 42)
        #expect(several == 12)
    }

    @Test func theQueriesInPlaceAnswerAsThePublicOnes() {
        let model = AppModel(.cafe, platform: .v18)
        var state = model.launch(in: window)
        for event in [Event(.selectSidebar("coffee")), Event(.push("latte"))] { model.reduce(&state, event) }
        let scene = state.scenes[0]
        let layout = model.layout(of: scene)
        let plan = model.plans[layout.plan]
        withUnsafePointer(to: scene) { scenePointer in
            withUnsafePointer(to: layout) { layoutPointer in
                #expect(model.canPush(onFocusOf: layoutPointer) == model.canPush(on: layout.focus))
                #expect(model.canPush(onFocusOf: layoutPointer))
                #expect(model.compactTop(ofSceneAt: scenePointer, plan: plan) == model.compactTop(scene.navigation, plan: plan))
                // Selected in regular width: the preferred compact column stays the sidebar.
                #expect(model.compactTop(ofSceneAt: scenePointer, plan: plan) == .sidebar)
                #expect(model.hasSidebarSelection(ofSceneAt: scenePointer))
                #expect(!model.hasPresented(ofSceneAt: scenePointer))
                let targets = model.pushTargetList(ofSceneAt: scenePointer, layout: layoutPointer)
                #expect((0..<targets.count).map { targets[$0] } == model.pushTargets(of: scene, focus: layout.focus))
                #expect((0..<targets.count).map { targets[$0] } == ["recipe"])
                #expect(model.topScreenID(ofFocusOf: layoutPointer).map { model.screenNames[$0] } == "latte")
                #expect(model.topDeclaresPresentations(layoutPointer) == !model.presentations(of: "latte").isEmpty)
                #expect(model.topPresentations(layoutPointer) == model.presentations(of: "latte"))
                #expect(!model.presentation(in: layoutPointer).shown)
                #expect(!model.presentation(in: layoutPointer).modal)
            }
        }
    }
}
