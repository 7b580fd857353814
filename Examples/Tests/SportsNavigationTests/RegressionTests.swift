import LayoutModel
import SizeFuzz
import SportsNavigation
import Testing

// The regression test `fuzz` printed for the first version's failure, pasted
// as printed, with the navigator switched to the fixed model: the case that
// broke the first version passes on the model that ships (on iPadOS 18, where
// the case was found).
@Test func sportsSelectionPreserved() throws {
    let scenario = try Scenario(window: "ipad-pro-11 landscape full", events: [
        "select-sidebar football",
        "deselect",
        "mode split-third",
    ], rules: WindowRules.standard.on(.v18))
    let result = scenario.evaluate(on: AppModel(try AppSpec.decode(json: #"{"name":"sports","root":{"compact":{"tabView":{"entries":[{"tab":{"tag":"basketball","title":"Basketball"}},{"tab":{"tag":"football","title":"Football"}},{"tab":{"tag":"soccer","title":"Soccer"}},{"tab":{"tag":"tennis","title":"Tennis"}}],"style":"automatic"}},"regular":{"splitView":{"sidebar":["basketball","football","soccer","tennis"]}}},"screens":[{"content":{"grid":{"columns":[{"adaptive":{"minimum":150}}]}},"id":"basketball","title":"Basketball"},{"content":{"grid":{"columns":[{"adaptive":{"minimum":150}}]}},"id":"football","title":"Football"},{"content":{"grid":{"columns":[{"adaptive":{"minimum":150}}]}},"id":"soccer","title":"Soccer"},{"content":{"grid":{"columns":[{"adaptive":{"minimum":150}}]}},"id":"tennis","title":"Tennis"}],"summary":"TabView in compact, NavigationSplitView in regular, one selection in step; adaptive grid detail"}"#), platform: Platform.standard.on(.v18), navigator: AnySceneNavigator(SportsNavigator<SportsNavigationModel>())), invariants: [.selectionPreserved])
    #expect(result.violations.isEmpty, "\(result.violations)")
}

// The regression test `fuzz` printed for the team's own invariant, pasted as
// printed, with the navigator switched to the fixed model. It names the
// invariant as the static member `Invariant.deselectKeepsTab`
// (SportsInvariants.swift), as the report's comment says.
@Test func sportsDeselectKeepsTab() throws {
    let scenario = try Scenario(window: "ipad-pro-11 landscape full", events: [
        "select-sidebar football",
        "deselect",
    ])
    let result = scenario.evaluate(on: AppModel(try AppSpec.decode(json: #"{"name":"sports","root":{"compact":{"tabView":{"entries":[{"tab":{"tag":"basketball","title":"Basketball"}},{"tab":{"tag":"football","title":"Football"}},{"tab":{"tag":"soccer","title":"Soccer"}},{"tab":{"tag":"tennis","title":"Tennis"}}],"style":"automatic"}},"regular":{"splitView":{"sidebar":["basketball","football","soccer","tennis"]}}},"screens":[{"content":{"grid":{"columns":[{"adaptive":{"minimum":150}}]}},"id":"basketball","title":"Basketball"},{"content":{"grid":{"columns":[{"adaptive":{"minimum":150}}]}},"id":"football","title":"Football"},{"content":{"grid":{"columns":[{"adaptive":{"minimum":150}}]}},"id":"soccer","title":"Soccer"},{"content":{"grid":{"columns":[{"adaptive":{"minimum":150}}]}},"id":"tennis","title":"Tennis"}],"summary":"TabView in compact, NavigationSplitView in regular, one selection in step; adaptive grid detail"}"#), navigator: AnySceneNavigator(SportsNavigator<SportsNavigationModel>())), invariants: [.deselectKeepsTab])
    #expect(result.violations.isEmpty, "\(result.violations)")
}
