@testable import LayoutModel
@testable import SizeFuzz
import Testing

/// `reduce` does not check again for an orphan the scene whose presentation
/// the event has just shown (``AppModel/dismissOrphanedPresentations(_:except:)``):
/// its result is the plain rule's (the system's transition, then every
/// scene checked) over seeded steps and every present tried at each, and a
/// state built by hand with an orphan loses it as before.
@Suite struct PresentShortcutTests {
    /// `event` applied by the plain rule: ``AppModel/reduceSystem(_:_:shown:)``,
    /// then every scene checked for an orphaned presentation.
    static func plainReduce(_ model: AppModel, _ state: inout AppState, _ event: Event) {
        var shown = -1
        model.reduceSystem(&state, event, shown: &shown)
        model.dismissOrphanedPresentations(&state)
    }

    /// The apps that declare presentations, with every id they declare.
    static let apps: [(AppSpec, [String])] = [AppSpec.documentEditor, .fixedWidthSheet, .crowdingInspector].map { app in
        (app, app.screens.flatMap { ($0.presentations ?? []).map(\.id) })
    }

    /// At every step of 40 seeded cases of each app, the step itself and a
    /// present of each id on each scene (as a present drawn there would be)
    /// reduce to the plain rule's state; the presents that showed one are
    /// counted, so the shortcut is known to have been taken.
    @Test func reduceIsThePlainRuleOverSeededSteps() throws {
        var shown = 0, steps = 0
        for (app, ids) in Self.apps {
            let model = AppModel(app)
            for scenario in try model.seededScenarios(seed: 11, count: 40) {
                var state = model.launch(in: scenario.window)
                for event in scenario.events {
                    for scene in state.scenes.indices {
                        for id in ids {
                            let present = Event(.present(id), scene: scene)
                            var fast = state, plain = state
                            model.reduce(&fast, present)
                            Self.plainReduce(model, &plain, present)
                            #expect(fast == plain, "\(present) after \(scenario.events)")
                            if fast.scenes[scene].navigation.presented != state.scenes[scene].navigation.presented {
                                shown += 1
                            }
                        }
                    }
                    var plain = state
                    Self.plainReduce(model, &plain, event)
                    model.reduce(&state, event)
                    #expect(state == plain, "\(event)")
                    steps += 1
                }
            }
        }
        #expect(steps == 914)
        #expect(shown == 693)
    }

    /// A state built by hand with an orphan (a presentation whose screen is
    /// not on top) loses it on a present that shows nothing in its own
    /// scene, and on a present that shows one in another scene.
    @Test func anOrphanBuiltByHandIsDismissed() throws {
        let model = AppModel(.documentEditor)
        var popped = model.launch(in: try WindowRules.standard.window(device: .ipadPro11))
        model.reduce(&popped, Event(.push("editor")))
        model.reduce(&popped, Event(.present("format")))
        model.reduce(&popped, Event(.pop))
        #expect(popped.scenes[0].navigation.presented == nil)
        var orphan = popped
        orphan.scenes[0].navigation.presented = "format"

        // Its own scene: the present is refused (one is up), the orphan goes.
        var refused = orphan
        model.reduce(&refused, Event(.present("share")))
        #expect(refused.scenes[0].navigation.presented == nil)

        // Another scene shows one: the orphan in the first still goes.
        var two = orphan
        var second = popped.scenes[0]
        second.id = 1
        two.scenes.append(second)
        model.reduce(&two, Event(.present("share"), scene: 1))
        #expect(two.scenes[0].navigation.presented == nil)
        #expect(two.scenes[1].navigation.presented == "share")
    }
}
