@testable import LayoutModel
import Testing

/// A navigation state keeps its tabs' split views (`nested`) as an optional
/// array, `nil` when there are none, so that the common state copies with
/// one reference less: what it reads, compares and hashes is the
/// same as the array it stood for.
@Suite struct NestedStorageTests {
    let mail = NestedNavigation(tab: "mail", sidebarSelection: "inbox")
    let notes = NestedNavigation(tab: "notes", columnVisibility: .all)

    @Test func noNestedSplitViewsKeepNoArray() {
        var state = NavigationState()
        #expect(state.nested == [])
        #expect(state.nestedStorage == nil)
        state.nested = []
        #expect(state.nestedStorage == nil)
        #expect(NavigationState(nested: []).nestedStorage == nil)
    }

    @Test func nestedSplitViewsReadBackAsSet() {
        var state = NavigationState(nested: [mail])
        #expect(state.nested == [mail])
        #expect(state.nestedStorage == [mail])
        state.setNested(notes)
        #expect(state.nested == [mail, notes])
        state.nested[0].sidebarSelection = "sent"
        #expect(state.nested(mail.tab)?.sidebarSelection == "sent")
        #expect(state.nested.count == 2)
        state.nested.removeAll()
        #expect(state.nested == [])
        #expect(state.nestedStorage == nil)
    }

    @Test func statesCompareAndHashAlikeHoweverTheyGotThere() {
        var emptied = NavigationState(tabSelection: "mail")
        emptied.setNested(mail)
        emptied.nested.removeAll { $0.tab == "mail" }
        let fresh = NavigationState(tabSelection: "mail")
        #expect(emptied == fresh)
        #expect(emptied.hashValue == fresh.hashValue)
        var withMail = NavigationState(tabSelection: "mail")
        withMail.setNested(mail)
        #expect(withMail != fresh)
        #expect(withMail == NavigationState(tabSelection: "mail", nested: [mail]))
        // Another list of names: equal by name all the same.
        let other = NavigationState(names: StateNames(["x", "mail"]), nested: [mail])
        var named = other
        named.tabSelection = "mail"
        #expect(named == withMail)
        #expect(named.hashValue == withMail.hashValue)
    }
}
