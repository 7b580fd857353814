@testable import LayoutModel
@testable import SizeFuzz
import Testing

/// A layout written over another in place (``AppModel/layout(of:into:)``),
/// which writes the focus's names and path array only when they
/// change: it keeps the scene's own references, and it equals a new layout
/// whatever it was before, even a layout of another app, with other names,
/// another container, a tab bar, a toolbar or a presentation.
@Suite struct LayoutOverwriteTests {
    /// The identity of `ids`' storage, kept without a reference to it.
    func storage(_ ids: [Int32]) -> UnsafePointer<Int32>? { ids.withUnsafeBufferPointer(\.baseAddress) }

    @Test func aPathReadAgainKeepsItsArrayAndAClearedOneHasNone() {
        let names = StateNames(["list", "detail", "more"])
        let ids: [Int32] = [0, 2, 1, 2]
        var path = ScreenPath(names: names)
        path.read(ids, range: 2..<4)
        #expect(path.screens == ["detail", "more"] && storage(path.storage) == storage(ids))
        path.read(ids, range: 2..<3)
        #expect(path.screens == ["detail"] && path.count == 1 && storage(path.storage) == storage(ids))
        let other: [Int32] = [2]
        path.read(other, range: 0..<1)
        #expect(path.screens == ["more"] && storage(path.storage) == storage(other))
        path.clear()
        #expect(path.isEmpty && path.screens == [] && path.storage.capacity == 0)
        #expect(path == ScreenPath(names: names))
    }

    @Test func aLayoutWrittenOverKeepsTheScenesReferences() throws {
        let model = AppModel(try #require(BuiltinApp.all.first { $0.name == "cafe" }).spec)
        var pushed = 0
        for scenario in try model.seededScenarios(seed: 3) {
            model.replayWritingLayoutsOver(scenario) { scene, layout in
                // The cafe's names are the model's: the focus adds none.
                #expect(layout.focus.names === scene.navigation.names)
                guard layout.focus.depth > 0 else { return }
                #expect(storage(layout.focus.screenPath.storage) == storage(scene.navigation.pathIDs))
                pushed += 1
            }
        }
        #expect(pushed > 20)
    }

    @Test func aLayoutWrittenOverAnyOtherEqualsANewLayout() throws {
        // One kept layout for every scene of every app, so each is written
        // over a layout of another scene, state or app.
        var kept: Layout?
        var checked = 0
        for app in BuiltinApp.all {
            let model = AppModel(app.spec, platform: .standard.on(.v26))
            for scenario in try model.seededScenarios(seed: 5, count: 6) {
                var state = model.launch(in: scenario.window)
                for event in scenario.events {
                    model.reduce(&state, event)
                    for scene in state.scenes {
                        let fresh = model.layout(of: scene)
                        if kept == nil { kept = fresh }
                        model.layout(of: scene, into: &kept!)
                        #expect(kept == fresh)
                        #expect(kept?.toolbar == fresh.toolbar && kept?.tabBar == fresh.tabBar)
                        #expect(kept?.presentation == fresh.presentation && kept?.sideColumn == fresh.sideColumn)
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 500)
    }
}
