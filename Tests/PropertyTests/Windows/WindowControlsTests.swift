import Foundation
import LayoutModel
@testable import SizeFuzz
import Testing

/// The window controls of iPadOS 26 and `window-controls-clear`: where the
/// controls are, what of a screen's top bar lies under them, and the
/// invariant's exact findings.
@Suite struct WindowControlsTests {
    func violations(_ app: AppSpec, _ window: String, _ events: [String] = [],
                    platform: Platform = .standard) throws -> [String] {
        let scenario = try Scenario(window: window, events: events, rules: platform.windows)
        return scenario.evaluate(on: AppModel(app, platform: platform), invariants: [.windowControlsClear])
            .violations.map(\.description)
    }

    func window(_ text: String, rules: WindowRules = .standard) throws -> Window {
        try Scenario(window: text, events: [], rules: rules).window
    }

    /// Windowed, Stage Manager, tile and Slide Over windows have the controls,
    /// 100 x 44 pt at their top left; a full-screen window and every window
    /// of iPadOS 18 have none.
    @Test func theControlsCoverTheTopLeftCornerOfWindowsThatAreNotFullScreen() throws {
        let rules = WindowRules.standard
        let corner = Rect(x: 0, y: 0, size: Size(width: 100, height: 44))
        for text in ["ipad-pro-11 landscape windowed 700x600", "ipad-pro-11 landscape stage 700x600",
                     "ipad-pro-11 landscape left-half", "ipad-pro-11 portrait bottom-right-quarter",
                     "ipad-pro-11 landscape slide-over"] {
            #expect(rules.windowControls(of: try window(text)) == corner, "\(text)")
        }
        #expect(rules.windowControls(of: try window("ipad-pro-11 landscape full")) == nil)
        #expect(rules.windowControls(of: try window("ipad-pro-11 landscape stage 700x700", rules: .v18)) == nil)
        #expect(rules.windowControls(of: try window("ipad-pro-11 landscape split-third", rules: .v18)) == nil)
        var noSlideOver = rules
        noSlideOver.windowing.controlsInSlideOver = false
        #expect(noSlideOver.windowControls(of: try window("ipad-pro-11 landscape slide-over")) == nil)
    }

    /// The header's button and the start of its title, laid out from the
    /// detail's leading edge after 16 pt of padding, are under the controls
    /// once the collapsed split view shows the detail.
    @Test func aHeaderThatIgnoresTheControlsFails() throws {
        #expect(try violations(.customHeader, "ipad-pro-11 landscape windowed 600x600", ["select-sidebar inbox"]) == [
            "window-controls-clear at step 1: screen 'inbox': the header's 'sidebar' button at x 16...60 and the header's title 'Inbox' from x 68 are under the window controls (0...100 x 0...44 pt) of the windowed 600x600 window; lay the header out clear of them (SwiftUI: containerCornerOffset(.leading); UIKit: UIView.LayoutRegion.margins(cornerAdaptation: .horizontal)), or prefer the .minimal windowing control style",
        ])
        #expect(try violations(.customHeader, "ipad-pro-11 landscape stage 600x600", ["select-sidebar inbox", "push message"]) == [
            "window-controls-clear at step 1: screen 'inbox': the header's 'sidebar' button at x 16...60 and the header's title 'Inbox' from x 68 are under the window controls (0...100 x 0...44 pt) of the stage 600x600 window; lay the header out clear of them (SwiftUI: containerCornerOffset(.leading); UIKit: UIView.LayoutRegion.margins(cornerAdaptation: .horizontal)), or prefer the .minimal windowing control style",
        ])
    }

    /// Where the detail does not reach the window's leading edge, or the
    /// window has no controls, or the app asks, nothing is under them.
    @Test func theHeaderIsClearWhereTheControlsAreNotOverIt() throws {
        // A tiled 320 pt sidebar: the header starts at 336.
        #expect(try violations(.customHeader, "ipad-pro-11 landscape windowed 1000x700", ["select-sidebar inbox"]) == [])
        // Full screen, and iPadOS 18: no controls.
        #expect(try violations(.customHeader, "ipad-pro-11 portrait full", ["select-sidebar inbox"]) == [])
        #expect(try violations(.customHeader, "ipad-pro-11 landscape split-third", ["select-sidebar inbox"],
                               platform: .v18) == [])
        // The correct twin: containerCornerOffset(.leading).
        #expect(try violations(.customHeaderAdapted, "ipad-pro-11 landscape windowed 600x600",
                               ["select-sidebar inbox", "push message"]) == [])
        // The .minimal control style keeps the controls off the content.
        var minimal = AppSpec.customHeader
        minimal.scene = SceneSpec(windowingControlStyle: .minimal)
        #expect(try violations(minimal, "ipad-pro-11 landscape windowed 600x600", ["select-sidebar inbox"]) == [])
    }

    /// The adapted header starts after the controls; the detail of a tiled
    /// sidebar starts after the sidebar.
    @Test func elementsArePlacedFromTheColumnsLeadingEdge() throws {
        let model = AppModel(.customHeaderAdapted)
        let scenario = try Scenario(window: "ipad-pro-11 landscape windowed 600x600", events: ["select-sidebar inbox"])
        var state = model.launch(in: scenario.window)
        for event in scenario.events { model.reduce(&state, event) }
        let layout = model.layout(of: state.scenes[0])
        let controls = try #require(model.windowControls(of: layout.window))
        #expect(model.leadingBarElements(of: layout, controls: controls) == [
            BarElement(.button("sidebar"), bar: .header, frame: Rect(x: 100, y: 0, size: Size(width: 44, height: 44))),
            BarElement(.title("Inbox"), bar: .header, frame: Rect(x: 152, y: 0, size: Size(width: 432, height: 44))),
        ])
        #expect(model.elementsUnderWindowControls(of: layout) == nil)
    }

    /// The system's navigation bar avoids the controls by default; a platform
    /// that says it does not has its back button and leading items checked.
    @Test func systemBarsAreCheckedOnlyWhenThePlatformSaysTheyDoNotAvoidTheControls() throws {
        // The collapsed detail's back button leads to the sidebar.
        let events = ["select-sidebar coffee"]
        #expect(try violations(.cafe, "ipad-pro-11 landscape windowed 600x600", events) == [])
        var platform = Platform.standard
        platform.windows.windowing.systemBarsAvoidControls = false
        #expect(try violations(.cafe, "ipad-pro-11 landscape windowed 600x600", events, platform: platform) == [
            "window-controls-clear at step 1: screen 'coffee': the navigation bar's back button at x 16...60 is under the window controls (0...100 x 0...44 pt) of the windowed 600x600 window; the platform says the system's bars do not avoid them (windows.windowing.systemBarsAvoidControls): inset the bar by the corner-adapted margins (UIView.LayoutRegion.margins(cornerAdaptation: .horizontal))",
        ])
    }

    /// A header hides the navigation bar, so a toolbar item placed there is
    /// an error naming the field; a misspelt key names the nearest one.
    @Test func aHeaderIsCheckedAndReadStrictly() throws {
        var app = AppSpec.customHeader
        app.screens[0].toolbar = ToolbarSpec(items: [ToolbarItem("compose", placement: .primaryAction),
                                                     ToolbarItem("filter", placement: .bottomBar)])
        app.screens[0].header?.padding = -1
        #expect(app.problems.map(\.description) == [
            "screens[0].header.padding: must be from 0 to 100000",
            "screens[0].toolbar.items[0]: 'compose' goes in the navigation bar (primaryAction), which the screen's header hides: put it in the header or the bottom bar",
        ])
        let json = #"{"name": "a", "screens": [{"id": "s", "header": {"leading": [], "avoidsWindowControl": true}}], "root": {"any": {"view": {"screen": "s"}}}}"#
        #expect(throws: InputError.self) { try AppSpec.decode(json: json) }
        do {
            _ = try AppSpec.decode(json: json)
        } catch {
            #expect(error.description == "<json>: screens[0].header.avoidsWindowControl: unknown key; did you mean 'avoidsWindowControls'?")
        }
    }

    /// At seed 1 the fuzzer finds the header under the controls at once and
    /// shrinks it to one selection in a left-half tile, where the split view
    /// is collapsed; it fails in every window up to 834 pt wide that is not
    /// wider than tall (wider, the sidebar is tiled beside the detail).
    @Test func theFuzzerShrinksItToOneSelectionInATile() throws {
        let result = FuzzRunner(RunConfiguration(seed: 1, iterations: 200, apps: [.customHeader],
                                                 invariants: [.windowControlsClear])).run()
        let failure = try #require(result.failures.first)
        #expect(failure.scenario.window.scenarioDescription == "ipad-pro-11 landscape left-half")
        #expect(failure.scenario.events.map(\.description) == ["select-sidebar inbox"])
        #expect(failure.region == Region(width: 320...834, height: 320...834))
        #expect(failure.replayCommand == "fuzzrun --replay 1:0 --app custom-header --invariant window-controls-clear")
        let twin = FuzzRunner(RunConfiguration(seed: 1, iterations: 200, apps: [.customHeaderAdapted])).run()
        #expect(twin.failures.map(\.violation.description) == [])
    }

    /// The screen's column starts after the tiled leading columns of a split
    /// view and after a tab view's sidebar; a stack starts at 0; a column
    /// floating over the detail covers its corner.
    @Test func theScreensColumnStartsAfterTheTiledColumns() throws {
        func edge(_ app: AppSpec, _ window: String, _ events: [String]) throws -> Double? {
            let model = AppModel(app)
            let scenario = try Scenario(window: window, events: events)
            var state = model.launch(in: scenario.window)
            for event in scenario.events { model.reduce(&state, event) }
            return model.screenLeadingEdge(of: model.layout(of: state.scenes[0]))
        }
        let threeColumn = try #require(try edge(.threeColumn, "ipad-pro-11 landscape windowed 1100x800",
                                                ["select-sidebar inbox", "select-content inbox-1"]))
        // Automatic visibility: the sidebar hidden, the content column's
        // ideal 350 pt tiled beside the detail.
        #expect(threeColumn == 350)
        #expect(try edge(.blog, "ipad-pro-11 landscape windowed 1100x800", []) == 320)
        #expect(try edge(.fixedRail, "ipad-pro-11 landscape windowed 1100x800", []) == 0)
        #expect(try edge(.threeColumn, "ipad-pro-11 landscape windowed 1100x800",
                         ["select-sidebar inbox", "select-content inbox-1", "column-visibility all"]) == 600)
        #expect(try edge(.customHeader, "ipad-pro-11 portrait windowed 800x1000", ["select-sidebar inbox"]) == 0)
        #expect(try edge(.customHeader, "ipad-pro-11 portrait windowed 800x1000",
                         ["select-sidebar inbox", "toggle-sidebar"]) == nil)
    }
}
