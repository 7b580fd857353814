@testable import LayoutModel
@testable import SizeFuzz
import Testing

/// A scene's intent keeps the names its user chose as ids of the list its
/// states share (`NameList`), and two intents of one list compare their ids;
/// what it reads back, compares and hashes is the names, whatever list they
/// are ids of.
@Suite struct SceneIntentTests {
    /// After every step of seeded cases of every built-in app, each intent
    /// equals (and hashes as) the same intent with its names moved to
    /// another list, compared by name, and reads back the same names.
    @Test(arguments: BuiltinApp.all.map(\.name))
    func anIntentsIDsNameWhatItsNamesDo(_ name: String) throws {
        let app = try #require(BuiltinApp.all.first { $0.name == name })
        let model = AppModel(app.spec, platform: .standard)
        var compared = 0
        for scenario in try model.seededScenarios(seed: 5, count: 30, invariants: .all) {
            var evaluator = Evaluator(model: model, window: scenario.window)
            for event in scenario.events {
                evaluator.apply(event)
                for intent in evaluator.intents {
                    let moved = Self.moved(intent)
                    #expect(moved.names.names !== intent.names.names)
                    #expect(moved == intent)
                    #expect(moved.hashValue == intent.hashValue)
                    #expect(moved.selection == intent.selection && moved.tab == intent.tab)
                    #expect(moved.content == intent.content && moved.base == intent.base)
                    #expect(moved.contentBase == intent.contentBase)
                    compared += 1
                }
            }
        }
        #expect(compared > 30)
    }

    /// An intent reset in place (`reset(scene:focus:)`, which writes what
    /// it holds by reference only where it differs) equals the intent made
    /// anew from the same scene and focus, and reads back the same names,
    /// paths and nested states, whatever intent it was before: every
    /// scene's after every step of seeded cases of every built-in app, from
    /// the intents the cases kept, from intents saved at a disconnect, and
    /// from intents whose names are another list. `assign(_:)` makes any of
    /// those equal the new intent as well.
    @Test(arguments: BuiltinApp.all.map(\.name))
    func anIntentResetInPlaceIsTheIntentMadeAnew(_ name: String) throws {
        let app = try #require(BuiltinApp.all.first { $0.name == name })
        let model = AppModel(app.spec, platform: .standard)
        var starts: [SceneIntent] = []
        var compared = 0, saved = 0, nested = 0, pushed = 0, paths = false
        for scenario in try model.seededScenarios(seed: 11, count: 30, invariants: .all) {
            var evaluator = Evaluator(model: model, window: scenario.window)
            for event in scenario.events {
                evaluator.apply(event)
                for (index, scene) in evaluator.state.scenes.enumerated() {
                    let focus = evaluator.layouts[index].focus
                    let fresh = SceneIntent(scene: scene, focus: focus)
                    paths = paths || !fresh.path.isEmpty || !fresh.contentPath.isEmpty
                    for start in starts.suffix(6) {
                        var reset = start
                        reset.reset(scene: scene, focus: focus)
                        Self.expectSame(reset, fresh)
                        var assigned = start
                        withUnsafePointer(to: fresh) { assigned.assign($0) }
                        Self.expectSame(assigned, fresh)
                        if start.savedAtDisconnect != nil { saved += 1 }
                        if !start.nested.isEmpty || !fresh.nested.isEmpty { nested += 1 }
                        if start.path != fresh.path || start.contentPath != fresh.contentPath { pushed += 1 }
                        compared += 1
                    }
                    var disconnected = evaluator.intents[index]
                    disconnected.savedAtDisconnect = scene.navigation
                    starts.append(disconnected)
                    starts.append(Self.moved(evaluator.intents[index]))
                    starts.append(evaluator.intents[index])
                }
            }
        }
        #expect(compared > 1000)
        #expect(saved > 100)
        if paths { #expect(pushed > 0) }
        if model.plans.contains(where: \.hasNestedSplits) { #expect(nested > 0) }
    }

    /// An app whose traits say its states hold no nested split views'
    /// states, or no content stack's path, has none in any scene after any
    /// step of seeded cases (so `navigated` skips nothing it would have
    /// read), and the apps that have them say so.
    @Test(arguments: BuiltinApp.all.map(\.name))
    func anIntentsTraitsSayWhatAnAppsStatesCanHold(_ name: String) throws {
        let app = try #require(BuiltinApp.all.first { $0.name == name })
        let model = AppModel(app.spec, platform: .standard)
        let traits = SceneIntent.Traits(model: model)
        var nested = false, content = false, scenes = 0
        for scenario in try model.seededScenarios(seed: 13, count: 40, invariants: .all) {
            var evaluator = Evaluator(model: model, window: scenario.window)
            for event in [nil] + scenario.events {
                if let event { evaluator.apply(event) }
                for scene in evaluator.state.scenes {
                    let depth = withUnsafePointer(to: scene) { model.contentDepth(ofSceneAt: $0) }
                    if !scene.navigation.nested.isEmpty { nested = true }
                    if depth > 0 { content = true }
                    if !traits.mayNest { #expect(scene.navigation.nested.isEmpty) }
                    if !traits.mayStackContent { #expect(depth == 0) }
                    scenes += 1
                }
            }
        }
        #expect(scenes > 100)
        // The traits are not merely true: they are what the app's states show.
        #expect(traits.mayNest == nested || model.navigator != nil)
        if !model.plans.contains(where: \.hasContentStack) { #expect(traits.mayStackContent == content) }
    }

    /// Expects `intent` to be `fresh`: equal, hashed alike, and reading
    /// back the same names and values.
    static func expectSame(_ intent: SceneIntent, _ fresh: SceneIntent) {
        #expect(intent == fresh)
        #expect(intent.hashValue == fresh.hashValue)
        #expect(intent.sceneID == fresh.sceneID)
        #expect(intent.selection == fresh.selection && intent.tab == fresh.tab)
        #expect(intent.content == fresh.content && intent.base == fresh.base)
        #expect(intent.contentBase == fresh.contentBase)
        #expect(intent.path == fresh.path && intent.contentPath == fresh.contentPath)
        #expect(intent.savedAtDisconnect == fresh.savedAtDisconnect)
        #expect(intent.nested == fresh.nested)
        #expect(intent.columns == fresh.columns && intent.columnsPlan == fresh.columnsPlan)
    }

    /// `intent` with its names as ids of a list of its own, set by name.
    static func moved(_ intent: SceneIntent) -> SceneIntent {
        var moved = intent
        moved.names = NavigationState(tabSelection: "a name no app has").nameList
        moved.selection = intent.selection
        moved.tab = intent.tab
        moved.content = intent.content
        moved.base = intent.base
        moved.contentBase = intent.contentBase
        return moved
    }

    /// A select sets the row and the tab; a deselect clears the row and
    /// keeps the tab; a name the list lacks is kept and read back.
    @Test func selectionsAreKeptByName() throws {
        let scenario = try Scenario(window: "ipad-pro-11 landscape full", events: ["select-sidebar soccer", "deselect"],
                                    rules: .v18)
        let model = AppModel(.sports, platform: .v18)
        let selected = scenario.evaluate(on: model, stopAfter: 1)
        #expect(selected.intents[0].selection == "soccer")
        #expect(selected.intents[0].tab == "soccer")
        let evaluator = scenario.evaluate(on: model)
        #expect(evaluator.intents[0].selection == nil)
        #expect(evaluator.intents[0].tab == "soccer")
        var intent = evaluator.intents[0]
        intent.content = "a row no app has"
        #expect(intent.content == "a row no app has")
        #expect(intent.tab == "soccer")
        #expect(intent != evaluator.intents[0])
    }
}
