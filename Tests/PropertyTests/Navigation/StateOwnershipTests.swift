import Foundation
@testable import LayoutModel
@testable import SizeFuzz
import Testing

/// Navigation state is owned by a view. State a container declares
/// inside its branch of a root that switches containers is reset to its
/// initial value when the root shows the other branch; state above the
/// switch survives.
@Suite struct StateOwnershipTests {
    func evaluate(_ app: AppSpec, _ window: String, _ events: [String],
                  _ invariants: InvariantSet = .all) throws -> Evaluator {
        try Scenario(window: window, events: events, rules: .v18).evaluate(on: AppModel(app, platform: .v18),
                                                                          invariants: invariants)
    }

    /// Crossing into compact width swaps the tab views: the library keeps
    /// the user's tab and path, the mistakes lose the part they declare in
    /// the branch, and get it back at its initial value (the first tab, an
    /// empty path) when the window grows again.
    @Test func aSwitchResetsOnlyWhatTheBranchesOwn() throws {
        let events = ["select-tab authors", "push author", "mode split-third", "mode full"]
        let correct = try evaluate(.library, "ipad-pro-11 landscape full", events)
        #expect(correct.violations == [])
        #expect(correct.state.scenes[0].navigation.tabSelection == "authors")
        #expect(correct.state.scenes[0].navigation.path("authors") == ["author"])

        let selection = try evaluate(.selectionInBranch, "ipad-pro-11 landscape full", Array(events.prefix(3)),
                                     [.selectionPreserved])
        #expect(selection.violations.map(\.description) == [
            "selection-preserved at step 3: the user chose 'authors', but the split-third 375x834 (compact width) tab bar shows 'books' instead of 'authors'",
        ])
        // The path of the authors tab lives above the switch: it is still there.
        #expect(selection.state.scenes[0].navigation.path("authors") == ["author"])

        let paths = try evaluate(.pathsInBranch, "ipad-pro-11 landscape full", Array(events.prefix(3)), [.pathPreserved])
        #expect(paths.violations.map(\.description) == [
            "path-preserved at step 3: the path under 'authors' was [author] and is now [] at split-third 375x834",
        ])
        #expect(paths.state.scenes[0].navigation.tabSelection == "authors")
    }

    /// The shrunk scenarios `fuzzrun` prints for the two mistakes: iPadOS
    /// flips a regular scene to compact and back for its app-switcher
    /// snapshot, which swaps the tab views twice.
    @Test(arguments: [
        ("selection-in-branch", "selection-preserved",
         "  the user chose 'authors', but the full 1194x834 (regular width) tab bar shows 'books' instead of 'authors'",
         "  app selection-in-branch, seed 1, case 6, shrunk from 20 to 2 events in 182 steps",
         "    1  select-tab authors              |tab sidebar 320|tab 874|  tab view 1194x834 regular, sidebar; tab authors; screen authors"),
        ("paths-in-branch", "path-preserved",
         "  the path under 'books' was [book] and is now [] at full 1194x834",
         "  app paths-in-branch, seed 1, case 2, shrunk from 17 to 2 events in 266 steps",
         "    1  push book                       |tab sidebar 320|tab 874|  tab view 1194x834 regular, sidebar; tab books; screen book, path [book]"),
    ])
    func eachMistakeShrinksToTheBackgroundFlip(_ app: String, _ invariant: String, _ message: String, _ origin: String,
                                               _ step: String) {
        let result = fuzzrun("--app", app, "--seed", "1", "--iterations", "3000", "--no-timing", "--os", "18")
        #expect(result.code == 1 && result.err == "")
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(10)) == [
            "fuzzrun: FAILED: 1 failure in 3000 cases of 1 app (seed 1)",
            "",
            "✗ \(app): \(invariant)",
            message,
            origin,
            "",
            "  Minimal scenario:",
            "    launch ipad-pro-11 landscape full  |tab sidebar 320|tab 874|  tab view 1194x834 regular, sidebar; tab books; screen books",
            step,
            "    2  background                      |tab sidebar 320|tab 874|  tab view 1194x834 regular, sidebar; tab books; screen books  <- \(invariant) fails",
        ])
    }

    /// A root that never switches never resets: what a container owns lives
    /// as long as the scene.
    @Test func aRootThatDoesNotSwitchKeepsWhatItsContainerOwns() throws {
        var app = AppSpec.pathsInBranch
        guard case let .sizeClass(regular, _) = app.root else { Issue.record("library switches on the size class"); return }
        app.root = .any(regular)
        let evaluator = try evaluate(app, "ipad-pro-11 landscape full", ["push book", "mode split-third", "background", "foreground"])
        #expect(evaluator.violations == [])
        #expect(evaluator.state.scenes[0].navigation.path("books") == ["book"])
    }

    /// `pathReset: onSizeClassChange` is the app's code, and empties every
    /// path on every size-class change, owned or not; ownership adds nothing
    /// to it for paths, and resets selections that pathReset never touches.
    @Test func pathResetAndOwnershipCompose() throws {
        var reset = AppSpec.library
        reset.behavior = AppBehavior(pathReset: .onSizeClassChange)
        let evaluator = try evaluate(reset, "ipad-pro-11 landscape full", ["select-tab authors", "push author", "mode split-third"])
        #expect(evaluator.state.scenes[0].navigation.paths == [])
        #expect(evaluator.state.scenes[0].navigation.tabSelection == "authors")
        var both = AppSpec.selectionInBranch
        both.behavior = AppBehavior(pathReset: .onSizeClassChange)
        let lost = try evaluate(both, "ipad-pro-11 landscape full", ["select-tab authors", "push author", "mode split-third"])
        #expect(lost.state.scenes[0].navigation.paths == [])
        #expect(lost.state.scenes[0].navigation.tabSelection == "books")
    }

    /// A split view that owns its column visibility and sidebar selection
    /// comes back with its initial visibility (the spec's) and nothing
    /// selected; the tab selection, above the switch and kept in step, still
    /// holds the user's sport.
    @Test func aSplitViewComesBackAtItsInitialValues() throws {
        var app = AppSpec.sports
        guard case let .sizeClass(.splitView(split), compact) = app.root else { Issue.record("sports switches"); return }
        var owning = split
        owning.visibility = .doubleColumn
        owning.owns = [.sidebarSelection, .columnVisibility]
        app.root = .sizeClass(regular: .splitView(owning), compact: compact)
        let evaluator = try evaluate(app, "ipad-pro-11 landscape full",
                                     ["select-sidebar tennis", "column-visibility detailOnly", "mode split-third", "mode full"],
                                     [.selectionPreserved])
        #expect(evaluator.state.scenes[0].navigation.sidebarSelection == nil)
        #expect(evaluator.state.scenes[0].navigation.columnVisibility == .doubleColumn)
        #expect(evaluator.state.scenes[0].navigation.tabSelection == "tennis")
        #expect(evaluator.violations.map(\.description) == [
            "selection-preserved at step 4: the user chose 'tennis', but the full 1194x834 (regular width) sidebar selection is 'nil'",
        ])
    }

    /// `owns` is strict: a misspelt part is named, and a part the container
    /// does not have is a problem at its field.
    @Test(arguments: [
        (#"{"any": {"tabView": {"entries": [{"tab": {"title": "A", "tag": "s1"}}], "owns": ["tabSelecton"]}}}"#,
         "root.any.tabView.owns[0]: 'tabSelecton' is not one of tabSelection, sidebarSelection, contentSelection, paths, columnVisibility, tabSidebar, compactColumn; did you mean 'tabSelection'?"),
        (#"{"any": {"stack": {"root": "s1", "owns": ["tabSelection"]}}}"#,
         "root.any.stack.owns[0]: a stack has no tabSelection (it may own paths)"),
        (#"{"regular": {"splitView": {"sidebar": ["s1"], "owns": ["paths", "tabSidebar"]}}, "compact": {"stack": {"root": "s1"}}}"#,
         "root.regular.splitView.owns[1]: a splitView has no tabSidebar (it may own sidebarSelection, contentSelection, paths, columnVisibility, compactColumn)"),
    ] as [(String, String)])
    func ownsIsStrict(_ root: String, _ message: String) throws {
        try StrictSpecTests.expectRefused(StrictSpecTests.spec(root: root), message)
    }

    /// `owns` round-trips, and a spec without it encodes as before.
    @Test func ownsEncodesOnlyWhenGiven() throws {
        let spec = try AppSpec.decode(json: StrictSpecTests.spec(root: #"{"any": {"stack": {"root": "s1", "owns": ["paths"]}}}"#))
        #expect(spec.root == .any(.stack(StackSpec(root: "s1", owns: [.paths]))))
        let text = String(decoding: try spec.jsonData(), as: UTF8.self)
        #expect(text.contains(#""owns" : ["#))
        let library = String(decoding: try AppSpec.library.jsonData(), as: UTF8.self)
        #expect(!library.contains("owns"))
    }
}
