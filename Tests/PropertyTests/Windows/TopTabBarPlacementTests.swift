import Foundation
import LayoutModel
@testable import SizeFuzz
import Testing

/// The floating top tab bar shares the window controls' row: where the
/// system's bars avoid the controls it starts after them where it fits
/// (keeping the tab view's width, so that no tab is counted lost to them),
/// where a platform says they do not, its tabs under them fail
/// `window-controls-clear`.
@Suite struct TopTabBarPlacementTests {
    /// Six tabs of 10 characters: 108 pt each, 648 pt in all.
    static let sixTabs: AppSpec = {
        let tags = ["alphabetic", "bravissimo", "chocolates", "dominantly", "enormously", "formidable"]
        return AppSpec(name: "six-tabs", screens: tags.map { Screen($0) },
                       root: .any(.tabView(TabViewSpec(entries: tags.map { .tab(Tab($0, tag: $0)) }))))
    }()

    func layout(_ window: String, platform: Platform) throws -> (Layout, AppModel) {
        let model = AppModel(Self.sixTabs, platform: platform)
        let scenario = try Scenario(window: window, events: [], rules: platform.windows)
        return (model.layout(of: model.launch(in: scenario.window).scenes[0]), model)
    }

    /// Windowed under 26: the six tabs (648 pt) fit the tab view's 660 pt,
    /// and the bar goes as far trailing as its 20 pt margin allows (x 32,
    /// not clear of the controls' 100 pt: the system's way of making room
    /// there is not published); under 18 (no controls) all six fit, centred.
    /// Full screen, the bar is centred (no controls).
    @Test(arguments: [
        ("ipad-pro-11 landscape windowed 700x600", Platform.standard, 660.0, 32.0, 648.0, [String]()),
        ("ipad-pro-11 landscape windowed 900x600", Platform.standard, 860.0, 126.0, 648.0, []),
        ("ipad-pro-11 landscape full", Platform.standard, 1154.0, 273.0, 648.0, []),
        ("ipad-pro-11 landscape stage 700x700", Platform.v18, 660.0, 26.0, 648.0, []),
    ])
    func theBarStartsAfterTheControls(window: String, platform: Platform, available: Double, x: Double, width: Double,
                                      scrolled: [String]) throws {
        let (layout, model) = try layout(window, platform: platform)
        let bar = try #require(layout.tabBar)
        #expect(bar.availableWidth == available)
        #expect(bar.overflow == scrolled)
        #expect(model.topTabBarFrame(of: layout) == Rect(x: x, y: 0, size: Size(width: width, height: 44)))
        #expect(model.topTabBarItems(of: layout).first?.frame.x == x)
    }

    /// A platform whose system bars do not avoid the controls: the bar is
    /// centred over the whole window, and its first tab is under them.
    @Test func aBarThatDoesNotAvoidTheControlsFails() throws {
        var platform = Platform.standard
        platform.windows.windowing.systemBarsAvoidControls = false
        let (layout, model) = try layout("ipad-pro-11 landscape windowed 700x600", platform: platform)
        #expect(model.topTabBarFrame(of: layout) == Rect(x: 26, y: 0, size: Size(width: 648, height: 44)))
        let scenario = try Scenario(window: "ipad-pro-11 landscape windowed 700x600", events: [], rules: platform.windows)
        #expect(scenario.evaluate(on: model, invariants: [.windowControlsClear]).violations.map(\.description) == [
            "window-controls-clear at step 0: screen 'alphabetic': the tab bar's 'alphabetic' tab at x 26...134 is under the window controls (0...100 x 0...44 pt) of the windowed 700x600 window; the platform says the system's bars do not avoid them (windows.windowing.systemBarsAvoidControls): inset the bar by the corner-adapted margins (UIView.LayoutRegion.margins(cornerAdaptation: .horizontal))",
        ])
    }
}
