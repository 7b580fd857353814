@testable import LayoutModel
@testable import SizeFuzz
import Testing

/// What the event generator asks of a scene before it draws a push or a
/// presentation, read in place (`AppModel+InPlace.swift`) and, for the
/// push targets, counted and read one at a time (``AppModel/PushTargets``)
/// rather than made into a list: at every scene of every seeded step, each
/// answer is the plain rule's.
@Suite struct PushTargetsTests {
    /// The answers compared over the first 40 cases seeded with 11 of an
    /// app (``KindWeightsTests/forEachSeededScene(of:_:)``).
    struct Counts: Equatable, CustomStringConvertible {
        /// Scenes asked.
        var scenes = 0
        /// Scenes whose focus's top leads somewhere (``AppModel/hasDestinations(_:)``).
        var topLeads = 0
        /// Scenes whose focus can push (``AppModel/canPush(on:)``).
        var canPush = 0
        /// Push targets compared, summed over the scenes.
        var targets = 0
        /// Targets read past the content column's, where the walk skips
        /// the destinations the content column lists.
        var walked = 0
        /// Presentations compared, summed over the scenes.
        var presentations = 0
        /// Scenes whose sidebar selection is a row that wants two columns
        /// (``ContainerPlan/isTwoColumnRow(_:)``).
        var twoColumnRows = 0

        var description: String {
            "\(scenes) \(topLeads) \(canPush) \(targets) \(walked) \(presentations) \(twoColumnRows)"
        }
    }

    /// At every scene of every step: ``AppModel/isTwoColumnRow(ofSceneAt:plan:)``
    /// is ``ContainerPlan/isTwoColumnRow(_:)`` of the sidebar selection by
    /// name, ``AppModel/topLeads(ofFocusOf:)`` is
    /// ``AppModel/hasDestinations(_:)`` of the focus's top found by name,
    /// ``AppModel/canPush(onFocusOf:)`` is ``AppModel/canPush(on:)`` of the
    /// layout's focus (and the top leads with its stack shown); the push target
    /// list counts ``AppModel/pushTargets(of:focus:)``'s screens and its
    /// `k`th is that list's `k`th for every `k`; the presentations of the
    /// screen on top read by id are ``AppModel/presentations(of:)`` of it by
    /// name. The counts are those of the seeded steps: mail-columns has a
    /// content stack (26 targets read past the content column's) and a row
    /// that wants two columns (selected in 45 scenes),
    /// document-editor presentations, and sports, optional-sidebar-sync and
    /// fixed-sidebar no screen that pushes.
    @Test(arguments: [
        ("cafe", Counts(scenes: 337, topLeads: 113, canPush: 113, targets: 309,
                                     walked: 0, presentations: 0, twoColumnRows: 0)),
        ("sports", Counts(scenes: 415, topLeads: 0, canPush: 0, targets: 0,
                                     walked: 0, presentations: 0, twoColumnRows: 0)),
        ("split-in-tab", Counts(scenes: 389, topLeads: 123, canPush: 123, targets: 123,
                                     walked: 0, presentations: 0, twoColumnRows: 0)),
        ("mail-columns", Counts(scenes: 471, topLeads: 36, canPush: 36, targets: 313,
                                     walked: 26, presentations: 0, twoColumnRows: 45)),
        ("document-editor", Counts(scenes: 390, topLeads: 245, canPush: 245, targets: 245,
                                     walked: 0, presentations: 535, twoColumnRows: 0)),
        ("optional-sidebar-sync", Counts(scenes: 415, topLeads: 0, canPush: 0, targets: 0,
                                     walked: 0, presentations: 0, twoColumnRows: 0)),
        ("fixed-sidebar", Counts(scenes: 360, topLeads: 0, canPush: 0, targets: 0,
                                     walked: 0, presentations: 0, twoColumnRows: 0)),
    ])
    func theAnswersInPlaceAreThePlainRules(_ name: String, _ expected: Counts) throws {
        var counts = Counts()
        try KindWeightsTests.forEachSeededScene(of: name) { generator, evaluator, index in
            let model = generator.model
            let scene = evaluator.state.scenes[index], layout = evaluator.layouts[index]
            let plain = model.pushTargets(of: scene, focus: layout.focus)
            let presentations = layout.screen.map { model.presentations(of: $0) } ?? []
            evaluator.state.scenes.withUnsafeBufferPointer { scenes in
                evaluator.layouts.withUnsafeBufferPointer { layouts in
                    let scenePointer = scenes.baseAddress! + index, layoutPointer = layouts.baseAddress! + index
                    let plan = model.plans[layout.plan]
                    let twoColumnRow = model.isTwoColumnRow(ofSceneAt: scenePointer, plan: layout.plan)
                    #expect(twoColumnRow == plan.isTwoColumnRow(scene.navigation.sidebarSelection))
                    if twoColumnRow { counts.twoColumnRows += 1 }
                    let topLeads = model.topLeads(ofFocusOf: layoutPointer)
                    #expect(topLeads == (layout.focus.top.map(model.hasDestinations) ?? false))
                    if topLeads { counts.topLeads += 1 }
                    let canPush = model.canPush(onFocusOf: layoutPointer)
                    #expect(canPush == model.canPush(on: layout.focus))
                    #expect(canPush == (topLeads && layout.focus.stack != nil))
                    if canPush { counts.canPush += 1 }
                    let targets = model.pushTargetList(ofSceneAt: scenePointer, layout: layoutPointer)
                    #expect(targets.count == plain.count)
                    #expect(targets.isEmpty == plain.isEmpty)
                    for k in plain.indices where k < targets.count {
                        #expect(targets[k] == plain[k])
                        if !targets.content.isEmpty && k >= targets.content.count { counts.walked += 1 }
                    }
                    counts.targets += plain.count
                    #expect(model.topPresentations(layoutPointer) == presentations)
                    counts.presentations += presentations.count
                }
            }
            counts.scenes += 1
        }
        #expect(counts == expected)
    }

    /// The list of a content column and a stack that list some screens
    /// both: the content column's, then the stack's it does not list, a
    /// name the stack gives twice kept twice, as `content + detail.filter`
    /// makes it.
    @Test func theListSkipsTheStacksScreensTheContentColumnLists() {
        let content = ["a", "b"], detail = ["b", "c", "a", "d", "c"]
        let targets = AppModel.PushTargets(content: content, detail: detail)
        #expect(targets.count == 5)
        #expect((0..<targets.count).map { targets[$0] } == ["a", "b", "c", "d", "c"])
        #expect((0..<targets.count).map { targets[$0] } == content + detail.filter { !content.contains($0) })
        let alone = AppModel.PushTargets(content: [], detail: detail)
        #expect((0..<alone.count).map { alone[$0] } == detail)
        let none = AppModel.PushTargets(content: [], detail: [])
        #expect(none.isEmpty && none.count == 0)
        let onlyContent = AppModel.PushTargets(content: content, detail: ["a"])
        #expect((0..<onlyContent.count).map { onlyContent[$0] } == content)
    }
}
