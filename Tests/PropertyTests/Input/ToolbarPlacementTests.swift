import LayoutModel
import SizeFuzz
import Testing

/// SwiftUI's own placement names, mapped to where SwiftUI puts them on iPad.
@Suite struct ToolbarPlacementTests {
    @Test func everyPlacementHasItsPlace() {
        let placements: [ToolbarPlacement] = [.topBarLeading, .navigation, .cancellationAction, .topBarTrailing,
                                              .confirmationAction, .status, .keyboard, .principal, .bottomBar]
        let spec = ToolbarSpec(items: placements.map { ToolbarItem($0.rawValue, placement: $0) })
        let layout = ToolbarLayout.resolve(spec, horizontal: .regular, width: 1194)
        #expect(layout.leading == ["topBarLeading", "navigation", "cancellationAction"])
        #expect(layout.trailing == ["topBarTrailing", "confirmationAction"])
        #expect(layout.center == ["principal"])
        #expect(layout.bottom == ["status", "bottomBar"])
        #expect(layout.keyboard == ["keyboard"])
        #expect(layout.overflow == [] && layout.clipped == [])
    }

    /// Leading items share the navigation bar with the trailing ones: in a
    /// narrow bar what does not fit goes to the overflow menu, leading first.
    @Test func leadingItemsShareTheBar() {
        let spec = ToolbarSpec(items: [ToolbarItem("back", placement: .navigation), ToolbarItem("cancel", placement: .cancellationAction),
                                       ToolbarItem("done", placement: .confirmationAction)])
        // 320 - 32 margins - 120 reserved = 168; 3 slots of 52 = 156 fit.
        let wide = ToolbarLayout.resolve(spec, horizontal: .compact, width: 320)
        #expect(wide.leading == ["back", "cancel"] && wide.trailing == ["done"] && wide.overflow == [])
        // 250: room 98, needs the menu (52): 46 left, so nothing fits.
        let narrow = ToolbarLayout.resolve(spec, horizontal: .compact, width: 250)
        #expect(narrow.leading == [] && narrow.overflow == ["back", "cancel", "done"])
    }

    /// Apple, `ToolbarItemPlacement.navigation`: "If a system navigation item
    /// such as a back button is present in a compact width, it instead
    /// appears in the primaryAction placement."
    @Test(arguments: [
        (SizeClass.compact, true, [String](), ["nav", "done"]),
        (.compact, false, ["nav", "cancel"], ["done"]),
        (.regular, true, ["nav", "cancel"], ["done"]),
        (.regular, false, ["nav", "cancel"], ["done"]),
    ])
    func navigationItemsMoveTrailingUnderABackButtonInCompactWidth(
        _ horizontal: SizeClass, _ backButton: Bool, _ leading: [String], _ trailing: [String]
    ) {
        let spec = ToolbarSpec(items: [ToolbarItem("nav", placement: .navigation), ToolbarItem("cancel", placement: .cancellationAction),
                                       ToolbarItem("done", placement: .confirmationAction)])
        let layout = ToolbarLayout.resolve(spec, horizontal: horizontal, width: 400, backButton: backButton)
        // cancellationAction stays leading: only `.navigation` follows the rule.
        #expect(layout.leading == leading + (horizontal == .compact && backButton ? ["cancel"] : []))
        #expect(layout.trailing == trailing)
    }

    /// In an app: the pushed screen of a stack has a back button, so in a
    /// compact window its navigation item is trailing; at the stack's root,
    /// and in regular width, it stays leading.
    @Test func aPushedScreenInCompactWidthPutsItsNavigationItemTrailing() throws {
        let toolbar = ToolbarSpec(items: [ToolbarItem("filter", placement: .navigation)])
        let app = AppSpec(name: "nav-items", screens: [
            Screen("list", destinations: ["item"], toolbar: toolbar),
            Screen("item", toolbar: toolbar),
        ], root: .any(.stack(StackSpec(root: "list"))))
        let model = AppModel(app)
        for (window, pushed, leading, trailing) in [
            ("ipad-pro-11 landscape slide-over", false, ["filter"], [String]()),
            ("ipad-pro-11 landscape slide-over", true, [], ["filter"]),
            ("ipad-pro-11 landscape full", true, ["filter"], []),
        ] {
            let scenario = try Scenario(window: window, events: pushed ? ["push item"] : [])
            let toolbar = scenario.evaluate(on: model, invariants: .all).layouts.last?.toolbar
            #expect(toolbar?.leading == leading, "\(window), pushed \(pushed)")
            #expect(toolbar?.trailing == trailing, "\(window), pushed \(pushed)")
        }
    }
}
