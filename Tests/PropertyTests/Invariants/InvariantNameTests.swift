@testable import SizeFuzz
import LayoutModel
import Synchronization
import SizeFuzzTesting
import Testing

/// A custom invariant's name: what is refused, with what message.
@Suite struct InvariantNameTests {
    static func named(_ name: String) -> Invariant { Invariant(name) { _ in nil } }

    @Test(arguments: [
        ("", "a custom invariant's name is empty; name it in kebab-case, like 'deselect-keeps-tab'"),
        ("tab kept", "custom invariant name 'tab kept' has a space or a control character; name it in kebab-case, like 'deselect-keeps-tab'"),
        ("tab\u{7}kept", "custom invariant name 'tab\\u{7}kept' has a space or a control character; name it in kebab-case, like 'deselect-keeps-tab'"),
        ("grid-fits", "custom invariant name 'grid-fits' is a built-in invariant's name; give yours another"),
    ])
    func aBadNameIsRefused(name: String, message: String) {
        #expect(throws: InvariantNameError(description: message)) { try InvariantSet.all.adding(Self.named(name)).validate() }
    }

    @Test func twoInvariantsWithOneNameAreRefused() throws {
        #expect(throws: InvariantNameError(description: "two custom invariants are named 'kept'; names must be unique within a run")) {
            try InvariantSet.all.adding(Self.named("kept"), Self.named("other"), Self.named("kept")).validate()
        }
        try InvariantSet.all.adding(.deselectKeepsTab, .windowAtLeast600).validate()
        try InvariantSet.all.validate()
    }

    /// A set lists built-in names first, then yours in the order given; a
    /// custom name orders after every built-in one.
    @Test func aSetListsItsNames() {
        let set: InvariantSet = [.windowAtLeast600, .tabBarFits, .deselectKeepsTab, .gridFits]
        #expect(set.names.map(\.rawValue) == ["grid-fits", "tab-bar-fits", "window-at-least-600", "deselect-keeps-tab"])
        #expect(set.only(.custom("deselect-keeps-tab")).names == [.custom("deselect-keeps-tab")])
        #expect(set.only(.gridFits).names == [.gridFits])
        #expect(set.removing(.deselectKeepsTab, .gridFits).names.map(\.rawValue) == ["tab-bar-fits", "window-at-least-600"])
        #expect(InvariantName.restorationRoundtrip < .custom("a") && InvariantName.custom("a") < .custom("b"))
        #expect(InvariantName(rawValue: "deselect-keeps-tab") == nil && InvariantName(rawValue: "grid-fits") == .gridFits)
        #expect(InvariantName.allCases.count == 15)
    }

    /// `fuzz` records a bad name as one issue and runs nothing.
    @Test func fuzzRecordsABadNameAndRunsNothing() {
        let comments = Mutex<[String]>([])
        withKnownIssue {
            let result = fuzz(.sports, seed: 1, iterations: 100, invariants: .all.adding(Self.named("grid-fits")))
            #expect(result.casesRun == 0 && !result.passed)
        } matching: { issue in
            comments.withLock { $0 += issue.comments.map(\.rawValue) }
            return true
        }
        #expect(comments.withLock { $0 } == ["custom invariant name 'grid-fits' is a built-in invariant's name; give yours another"])
    }
}
