import LayoutModel
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
}
