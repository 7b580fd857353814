import Foundation
import LayoutModel
import SizeFuzz
import Testing

/// The model is total: an app built in Swift, which no validator sees, may
/// hold infinities, NaN and huge lengths anywhere, and laying it out and
/// running events on it never traps. (Its findings are not asserted: such an
/// app is nonsense; only that every step completes.)
@Suite struct TotalArithmeticTests {
    static let odd: [Double] = [.infinity, -.infinity, .nan, 1e308, -1e308, 0]

    static func app(_ value: Double) -> AppSpec {
        let leaf = ViewNode.content(name: "L", minWidth: value)
        let content = ViewNode.hstack(spacing: value, children: [
            .frame(width: value, content: leaf),
            .flexibleFrame(minWidth: value, maxWidth: value, content: .spacer(minLength: value)),
            .grid(columns: [GridItem(.adaptive(minimum: value, maximum: value), spacing: value),
                            GridItem(.flexible(minimum: value, maximum: value), spacing: value),
                            GridItem(.fixed(value), spacing: value)]),
            .screenWidthFrame(content: leaf),
        ])
        let toolbar = ToolbarSpec(items: [ToolbarItem("a", placement: .topBarLeading, width: value),
                                          ToolbarItem("b", placement: .primaryAction, width: value),
                                          ToolbarItem("c", placement: .bottomBar, width: value)])
        let width = ColumnWidth(min: value, ideal: value, max: value)
        return AppSpec(
            name: "odd", screens: [Screen("a", content: content, compactContent: content, destinations: ["b"], toolbar: toolbar),
                                   Screen("b", content: leaf)],
            root: .sizeClass(regular: .splitView(SplitViewSpec(sidebar: ["a", "b"], sidebarWidth: width, hasContent: true,
                                                               contentWidth: width, detailMinWidth: value, detailStack: true)),
                             compact: .tabView(TabViewSpec(entries: [.tab(Tab("A", tag: "a")), .tab(Tab("B", tag: "b"))]))),
            scene: SceneSpec(restrictions: SceneSizeRestrictions(minimum: Size(width: value, height: value),
                                                                 maximum: Size(width: value, height: value)),
                             multipleWindows: true))
    }

    @Test(arguments: odd)
    func layoutAndEventsNeverTrap(_ value: Double) throws {
        let model = AppModel(Self.app(value))
        for window in ["ipad-pro-11 landscape full", "ipad-pro-11 portrait slide-over", "ipad-pro-11 landscape stage 500x700"] {
            let scenario = try Scenario(window: window, events: [
                "select-sidebar a", "push b", "resize 375x834", "mode split-third", "rotate", "select-tab b",
                "background", "foreground", "open-window", "scene 1: select-sidebar b", "disconnect", "reconnect",
            ])
            let result = scenario.evaluate(on: model)
            #expect(result.step == 12)
        }
    }
}
