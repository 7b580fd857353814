import Foundation
import LayoutModel
import SourceExtraction
import Testing

/// A root that swaps a `NavigationSplitView` for a `NavigationStack` on the
/// size class: the split view's sidebar selection and detail path die with
/// its branch when they are declared in it (or kept by the detail's stack
/// itself), and survive when they are held above the switch.
@Suite struct SplitStateSourceTests {
    /// What the reader says each split view owns.
    @Test(arguments: [
        ("notes-switch", [StatePart]?.none),
        ("split-path-in-branch", [.paths]),
        ("split-selection-in-branch", [.sidebarSelection, .paths]),
    ])
    func theSplitViewOwnsWhatItsBranchDeclares(_ fixture: String, _ owns: [StatePart]?) throws {
        let extraction = try Fixtures.extract(fixture)
        guard case let .sizeClass(.splitView(split), .stack(stack)) = extraction.spec.root else {
            Issue.record("\(fixture): \(extraction.spec.root)")
            return
        }
        #expect(split.owns == owns)
        #expect(split.detailStack == true)
        // The compact stack is bound to a path above the switch in all three.
        #expect(stack.owns == nil)
    }

    /// Each mistake fails at the line that declares the state the swap
    /// destroys; the correct app passes.
    @Test(arguments: [
        ("split-path-in-branch", "path-preserved",
         "ContentView.swift:31:13: NavigationStack: the path under 'inbox' was [note] and is now [] at full 1194x834"),
        ("split-selection-in-branch", "selection-preserved",
         "ContentView.swift:21:5: @State private var folder: Folder?: the user chose 'inbox', but the full 1194x834 (regular width) sidebar selection is 'nil'"),
    ])
    func eachMistakeFailsAtItsLine(_ fixture: String, _ invariant: String, _ finding: String) throws {
        let result = fuzzrun(SourceRunTests.arguments(fixture) + ["--seed", "1", "--iterations", "3000", "--no-timing",
                                                                  "--invariant", invariant])
        #expect(result.code == 1)
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let verdict = try #require(lines.firstIndex { $0.hasPrefix("✗ ") })
        #expect(lines[verdict] == "✗ notes: \(invariant)")
        #expect(lines[verdict + 1] == "  \(Fixtures.shown(fixture))/\(finding)")
    }

    @Test func theStateHeldAboveTheSwitchPasses() {
        let result = fuzzrun(SourceRunTests.arguments("notes-switch") + ["--seed", "1", "--iterations", "3000", "--no-timing"])
        #expect(result.code == 0, "\(result.out)")
        #expect(result.out.contains("fuzzrun: passed: 15 invariants held in 3000 cases of 1 app (seed 1)\n"))
    }
}
