@testable import LayoutModel
import SizeFuzz
import Testing

/// Where a second window of an app opens: only on an iPad, only for an app
/// that supports multiple windows, and never from an iPhone app's window on
/// an iPad before iPadOS 27.
@Suite struct SecondWindowTests {
    /// `open-window` in a scenario (a corpus entry, a test) opens a scene on
    /// an iPad and leaves an iPhone with its one scene.
    @Test(arguments: [
        ("ipad-pro-11 landscape full", 2),
        ("ipad-mini-6 portrait full", 2),
        ("iphone-16 portrait full", 1),
        ("iphone-se landscape full", 1),
    ])
    func openWindowOpensOnlyOnAnIPad(_ window: String, _ scenes: Int) throws {
        let spec = try #require(BuiltinApp.all.first { $0.spec.name == "mail-columns" }?.spec)
        #expect(spec.scene?.multipleWindows == true)
        let model = AppModel(spec)
        let scenario = try Scenario(window: window, events: ["open-window"], rules: .standard)
        let result = scenario.evaluate(on: model, invariants: .all)
        #expect(result.state.scenes.count == scenes)
        #expect(result.violations.isEmpty)
        #expect(model.opensWindow(on: try #require(DeviceID(rawValue: String(window.prefix { $0 != " " })))) == (scenes == 2))
    }

    /// An app without multiple windows opens none, on any device.
    @Test func anAppWithOneWindowOpensNone() throws {
        let spec = try #require(BuiltinApp.all.first { $0.spec.name == "cafe" }?.spec)
        #expect(spec.scene?.multipleWindows != true)
        let model = AppModel(spec)
        #expect(DeviceID.allCases.filter { model.opensWindow(on: $0) } == [])
        let result = try Scenario(window: "ipad-pro-11 landscape full", events: ["open-window"], rules: .standard)
            .evaluate(on: model, invariants: .all)
        #expect(result.state.scenes.count == 1)
    }
}
