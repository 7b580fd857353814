import Foundation
import LayoutModel
import SourceExtraction
import Testing

/// Roots chosen by the window's shape: `onGeometryChange` writing a width
/// test into state an `if` reads, a root `GeometryReader` comparing the
/// proxy's width with its height, and a `ViewThatFits` of containers, each
/// read as `branches` over a shape condition with the state each branch
/// declares in its `owns`.
@Suite struct ShapeRootSourceTests {
    static let notesSplit = SplitViewSpec(sidebar: ["inbox", "drafts", "archive"], detailStack: true)

    @Test(arguments: [
        ("shape-notes", RootSpec.branches([RootBranch(when: .minWidth(700), container: .splitView(notesSplit))],
                                          otherwise: .stack(StackSpec(root: "folders")))),
        ("shape-path-in-branch", .branches([RootBranch(when: .minWidth(678), container: .splitView(SplitViewSpec(
            sidebar: ["inbox", "drafts", "archive"], detailStack: true, owns: [.paths])))],
                                           otherwise: .stack(StackSpec(root: "folders")))),
        ("shape-aspect", .branches([RootBranch(when: .aspect(.portrait), container: .stack(StackSpec(root: "places", owns: [.paths])))],
                                   otherwise: .splitView(SplitViewSpec(sidebar: ["Harbour", "Museum"], owns: [.sidebarSelection])))),
        ("shape-fits", .branches([RootBranch(when: .minWidth(678), container: .splitView(SplitViewSpec(
            sidebar: ["fiction", "history"])))], otherwise: .stack(StackSpec(root: "shelves", owns: [.paths])))),
        // The size class and the width in one condition: regular width from 900 pt.
        ("shape-regular-notes", .branches([RootBranch(when: .allOf([.horizontalSizeClass(.regular), .minWidth(900)]),
                                                      container: .splitView(notesSplit))],
                                          otherwise: .stack(StackSpec(root: "folders")))),
        ("shape-regular-path-in-branch", .branches([RootBranch(when: .allOf([.horizontalSizeClass(.regular), .minWidth(900)]),
                                                               container: .splitView(SplitViewSpec(
            sidebar: ["inbox", "drafts", "archive"], detailStack: true, owns: [.paths])))],
                                                   otherwise: .stack(StackSpec(root: "folders")))),
    ])
    func theRootIsReadAsBranchesOverTheShape(_ fixture: String, _ root: RootSpec) throws {
        let extraction = try Fixtures.extract(fixture)
        #expect(extraction.spec.root == root, "\(extraction.spec.root)")
    }

    /// A threshold the source does not give, and a `ViewThatFits`, say what
    /// they assume at their line; a literal threshold and a root
    /// `GeometryReader` whose size the test reads assume nothing.
    @Test(arguments: [
        ("shape-notes", [String]()),
        ("shape-aspect", []),
        ("shape-path-in-branch", ["ContentView.swift:22:61: the window's width compared with `layoutWidth`: a value not known from the source: assumed 678 pt"]),
        ("shape-fits", ["ShelfApp.swift:18:9: `ViewThatFits` of navigation containers: the first container's ideal width not read from the source: it shows from 678 pt wide, the last below"]),
        ("shape-regular-notes", []),
    ])
    func assumptionsNameTheirLine(_ fixture: String, _ expected: [String]) throws {
        let extraction = try Fixtures.extract(fixture)
        let folder = "\(fixture)/"
        let shown = extraction.assumptions.map(\.description).compactMap { line in
            line.range(of: folder).map { String(line[$0.upperBound...]) }
        }
        #expect(shown == expected)
    }

    /// The app that keeps its folder and paths above the switch passes; the
    /// one that declares the note path in the wide branch fails
    /// path-preserved at that line.
    @Test func theCorrectAppPassesAndTheMistakeFailsAtItsLine() {
        let passed = fuzzrun(SourceRunTests.arguments("shape-notes") + ["--seed", "1", "--iterations", "3000", "--no-timing"])
        #expect(passed.code == 0)
        #expect(passed.out.contains("fuzzrun: passed: 15 invariants held in 3000 cases of 1 app (seed 1)\n"))
        let failed = SourceRunTests.firstFinding("shape-path-in-branch", "path-preserved")
        #expect(failed.code == 1)
        #expect(failed.verdict == "✗ notes: path-preserved")
        #expect(failed.finding?.hasPrefix("ContentView.swift:28:5: @State private var notes: [Note] = []: the path under 'inbox' was [note] and is now [] at ") == true,
                "\(failed.finding ?? "passed")")
    }

    /// The size class and the window's width tested together: the app that
    /// keeps its paths above the switch passes; the one that declares the
    /// note path in the wide regular branch fails path-preserved at that
    /// line (the app-switcher snapshot's compact layout swaps the branch).
    @Test func sizeClassAndWidthTogetherKeepOrLoseThePath() {
        let passed = fuzzrun(SourceRunTests.arguments("shape-regular-notes") + ["--seed", "1", "--iterations", "3000", "--no-timing"])
        #expect(passed.code == 0, "\(passed.out)")
        #expect(passed.out.contains("fuzzrun: passed: 15 invariants held in 3000 cases of 1 app (seed 1)\n"))
        let failed = SourceRunTests.firstFinding("shape-regular-path-in-branch", "path-preserved")
        #expect(failed.code == 1)
        #expect(failed.verdict == "✗ notes: path-preserved")
        #expect(failed.finding == "ContentView.swift:27:5: @State private var notes: [Note] = []: "
            + "the path under 'inbox' was [note] and is now [] at full 1194x834")
    }
}
