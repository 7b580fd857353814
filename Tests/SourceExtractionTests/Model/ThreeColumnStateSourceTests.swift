import Foundation
import LayoutModel
import SourceExtraction
import Testing

/// A root that swaps a three-column `NavigationSplitView` for a
/// `NavigationStack` on the size class: the content selection, the detail
/// stack's path and a bound column visibility die with the split view's
/// branch when they are declared in it (or kept by the detail's stack
/// itself), and survive when they are held above the switch (WWDC21
/// "Demystify SwiftUI": state lives as long as its view's identity).
@Suite struct ThreeColumnStateSourceTests {
    /// What the reader says each split view owns.
    @Test(arguments: [
        ("mail-switch", [StatePart]?.none),
        ("content-selection-in-branch", [.contentSelection]),
        ("three-column-path-in-branch", [.paths]),
        ("visibility-in-branch", [.columnVisibility]),
    ])
    func theSplitViewOwnsWhatItsBranchDeclares(_ fixture: String, _ owns: [StatePart]?) throws {
        let extraction = try Fixtures.extract(fixture)
        guard case let .sizeClass(.splitView(split), .stack(stack)) = extraction.spec.root else {
            Issue.record("\(fixture): \(extraction.spec.root)")
            return
        }
        #expect(split.owns == owns)
        #expect(split.hasContent == true)
        #expect(split.detailStack == true)
        #expect(split.visibility == .all)
        #expect(stack.owns == nil)
        #expect(extraction.assumptions == [])
    }

    /// Each mistake fails at the line that declares the state the swap
    /// destroys.
    @Test(arguments: [
        ("content-selection-in-branch", "selection-preserved",
         "ContentView.swift:25:5: @State private var message: String?: the user chose 'drafts-1', but the full 1194x834 (regular width) content selection is 'nil'"),
        ("three-column-path-in-branch", "path-preserved",
         "ContentView.swift:42:13: NavigationStack: the path under 'inbox-1' was [attachment] and is now [] at left-half 679x1024"),
        ("visibility-in-branch", "columns-preserved",
         "ContentView.swift:27:5: @State private var visibility: NavigationSplitViewVisibil...: the column visibility was doubleColumn and is now all at full 1194x834"),
    ])
    func eachMistakeFailsAtItsLine(_ fixture: String, _ invariant: String, _ finding: String) throws {
        let result = fuzzrun(SourceRunTests.arguments(fixture) + ["--seed", "1", "--iterations", "3000", "--no-timing",
                                                                  "--invariant", invariant])
        #expect(result.code == 1)
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let verdict = try #require(lines.firstIndex { $0.hasPrefix("✗ ") })
        #expect(lines[verdict] == "✗ mail: \(invariant)")
        #expect(lines[verdict + 1] == "  \(Fixtures.shown(fixture))/\(finding)")
    }

    /// The same app with everything held above the switch passes every
    /// invariant.
    @Test func theStateHeldAboveTheSwitchPasses() {
        let result = fuzzrun(SourceRunTests.arguments("mail-switch") + ["--seed", "1", "--iterations", "3000", "--no-timing"])
        #expect(result.code == 0, "\(result.out)")
        #expect(result.out.contains("fuzzrun: passed: 15 invariants held in 3000 cases of 1 app (seed 1)\n"))
    }
}
