import Foundation
import LayoutModel
import SourceExtraction
import Testing

/// The reading comes first and never passes in silence: the exact summary
/// of each gate and thin shape, the INCONCLUSIVE verdict and its exit code,
/// the JSON figures, and reach counts held to a hand count.
@Suite struct ReadingTests {
    /// A temporary folder holding `text` as `App.swift`.
    static func app(_ text: String) throws -> URL {
        try ExtractCommandTests.folder(["App.swift": text])
    }

    // MARK: Gates

    @Test func theLaunchGateOnAStateIsPassedToTheSplitView() throws {
        let url = try Self.app(ReadingFixtures.launchGate)
        let file = url.appendingPathComponent("App.swift").path
        let result = fuzzrun(["extract", "--no-timing", "--no-project", url.path])
        #expect(result.code == 0)
        #expect(result.err == """
        Read \(url.path) (1 file, 644 bytes)
          root      \(file):4 WindowGroup -> gate \(file):13 `if isLoading` (followed: the else branch) -> \(file):17 NavigationSplitView, 2 columns, 2 sidebar rows
          screens   2 (0 with content); no NavigationLink declared; containers 1 of 1
          settings  none found: one window, every orientation, iPad and iPhone (the defaults)
          assumed   1 structural (listed first), 0 local: `fuzzrun extract --assumptions`
        fuzzrun: assumption: \(file):13:9: `if isLoading`: a gate the app passes after launch: the else branch, which shows more of the app's navigation, followed
        fuzzrun extract: 1 assumption

        """)
        let run = fuzzrun(["--source", url.path, "--no-project", "--seed", "1", "--iterations", "500", "--no-timing"])
        #expect(run.code == 0, "\(run.out)")
        #expect(run.out.contains("\n\nfuzzrun: passed: 15 invariants held in 500 cases of 1 app (seed 1)\n"))
    }

    @Test func theGateOnAPublishedFlagIsPassedToTheStack() throws {
        let url = try Self.app(ReadingFixtures.publishedGate)
        let extraction = try AppSpec.extract(from: [url])
        #expect(extraction.reach.gates == [Reach.Gate(location: "\(url.path)/App.swift:18:9", condition: "if !session.isSignedIn",
                                                      followed: "the else branch", reachesContent: true)])
        #expect(extraction.spec.root == .any(.stack(StackSpec(root: "folders"))))
        #expect(extraction.reach[.links] == Reach.Count(declared: ["\(url.path)/App.swift:23:21"], read: ["\(url.path)/App.swift:23:21"]))
        #expect(extraction.reach.thinReasons(of: extraction.spec).isEmpty)
    }

    @Test func aGateHiddenInAComputedPropertyIsPassed() throws {
        let url = try Self.app(ReadingFixtures.computedGate)
        let file = "\(url.path)/App.swift"
        let extraction = try AppSpec.extract(from: [url])
        #expect(extraction.reach.gates == [Reach.Gate(location: "\(file):22:13", condition: "if isReady",
                                                      followed: "the first branch", reachesContent: true)])
        #expect(extraction.spec.root == .any(.stack(StackSpec(root: "library"))))
        #expect(extraction.reach[.links] == Reach.Count(declared: ["\(file):25:25"], read: ["\(file):25:25"]))
        #expect(extraction.reach.thinReasons(of: extraction.spec).isEmpty)
    }

    /// A gate is the app's state, the same in every window: the sign-in
    /// flow shows more links than the plain regular split view, but over
    /// every window the signed-in branch shows more navigation, so regular
    /// width reads the split view (a reading of regular width alone took
    /// the sign-in stack for the app).
    @Test func aGateFollowsOneBranchInEveryWindow() throws {
        let extraction = try Fixtures.extract("gate-by-size-class")
        let file = "\(Fixtures.shown("gate-by-size-class"))/RootView.swift"
        #expect(extraction.reach.gates == [Reach.Gate(location: "\(file):12:9", condition: "if session.isSignedIn",
                                                      followed: "the first branch", reachesContent: true)])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let root = String(decoding: try encoder.encode(extraction.spec.root), as: UTF8.self)
        #expect(root == #"{"compact":{"tabView":{"entries":[{"tab":{"tag":"reading","title":"Reading"}},{"tab":{"tag":"finished","title":"Finished"}}],"#
            + #""owns":["tabSelection","paths"],"style":"automatic"}},"regular":{"splitView":{"owns":["sidebarSelection"],"sidebar":["reading","finished"]}}}"#)
    }

    // MARK: Thin readings

    @Test func linksTheReaderCannotReadMakeTheRunInconclusive() throws {
        let url = try Self.app(ReadingFixtures.unreadLinks)
        let file = url.appendingPathComponent("App.swift").path
        let run = fuzzrun(["--source", url.path, "--no-project", "--seed", "1", "--iterations", "500", "--no-timing"])
        #expect(run.code == 3)
        let lines = run.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(8)) == [
            "Read \(url.path) (1 file, 566 bytes)",
            "  root      \(file):4 WindowGroup -> \(file):12 NavigationStack, root 'recipes'",
            "  screens   1 (0 with content); pushes 0 of 2 NavigationLinks (2 not read: \(file):14, \(file):15); "
                + "destinations 0 of 1 (1 not read: \(file):18); containers 1 of 1",
            "  settings  none found: one window, every orientation, iPad and iPhone (the defaults)",
            "  assumed   3 structural (listed first), 0 local: `fuzzrun extract --assumptions`",
            "  thin      the code declares 2 NavigationLinks and 1 navigationDestination, but the model has no screen to push",
            "",
            "fuzzrun: INCONCLUSIVE: no failure in 500 cases of 1 app (seed 1), but recipes was read too thinly to pass: "
                + "the code declares 2 NavigationLinks and 1 navigationDestination, but the model has no screen to push; "
                + "`--allow-thin` passes it",
        ])
        let json = fuzzrun(["--source", url.path, "--no-project", "--seed", "1", "--iterations", "500", "--no-timing", "--json"])
        #expect(json.code == 3)
        #expect(json.out.contains("\"inconclusive\": true,"))
        #expect(json.out.contains("\"links\": {\n          \"declared\": 2,\n          \"read\": 0,"))
        #expect(json.out.contains("\"thin\": [\n        \"the code declares 2 NavigationLinks and 1 navigationDestination, "
            + "but the model has no screen to push\"\n      ]"))
        let allowed = fuzzrun(["--source", url.path, "--no-project", "--seed", "1", "--iterations", "500", "--no-timing",
                               "--allow-thin"])
        #expect(allowed.code == 0)
        #expect(allowed.out.contains("\n\nfuzzrun: passed: "))
    }

    /// The links of every form that names a destination view, and a
    /// triggered `navigationDestination`: each destination type a screen,
    /// pushed from the list; the run passes.
    @Test func linksThatNameTheirDestinationArePushes() throws {
        let url = try Self.app(ReadingFixtures.destinationLinks)
        let extraction = try AppSpec.extract(from: [url])
        #expect(extraction.spec.screens.map(\.id) == ["recipes", "recipeDetail", "shoppingList", "timerView"])
        #expect(extraction.spec.screen("recipes")?.destinations == ["recipeDetail", "shoppingList", "timerView"])
        #expect(extraction.spec.screen("shoppingList")?.title == "Shopping")
        #expect(extraction.reach[.links].read.count == 3 && extraction.reach[.links].notRead.isEmpty)
        #expect(extraction.reach[.destinations] == Reach.Count(declared: ["\(url.path)/App.swift:26:13"],
                                                               read: ["\(url.path)/App.swift:26:13"]))
        #expect(extraction.assumptions == [])
        let run = fuzzrun(["--source", url.path, "--no-project", "--seed", "1", "--iterations", "1000", "--no-timing"])
        #expect(run.code == 0, "\(run.out)")
        #expect(run.out.contains("  source        links 3/3 (every one within the first "))
    }

    /// A split view with no sidebar row is thin, and a spec the model does
    /// not take (a split view needs a row): `extract` refuses to print it, as
    /// `--spec` would refuse it, and a run is inconclusive.
    @Test func anEmptySidebarIsThinAndRefused() throws {
        let url = try Self.app(ReadingFixtures.emptySidebar)
        let extraction = try AppSpec.extract(from: [url])
        #expect(extraction.reach.thinReasons(of: extraction.spec) == ["the split view has no sidebar row the reader could read"])
        let read = fuzzrun(["extract", "--no-project", "--no-timing", url.path])
        #expect(read.code == 65)
        #expect(read.err.contains("\n  thin      the split view has no sidebar row the reader could read\n"))
        // A run fuzzes nothing, and says so with the reading: inconclusive.
        let run = fuzzrun(["--source", url.path, "--no-project", "--seed", "2", "--iterations", "300", "--no-timing"])
        #expect(run.code == 3)
        #expect(run.out.hasPrefix("Read \(url.path) (1 file, "))
        #expect(run.out.hasSuffix("\n\nfuzzrun: INCONCLUSIVE: mail was read into a model the fuzzer cannot run "
            + "(screens: an app needs at least one screen); nothing was fuzzed\n"))
    }

    /// A root whose regular width the reader reads as a plain view (the
    /// split view is built by a factory filled at run time) while the code
    /// declares a container it did not read: that window's navigation is not
    /// in the model, so the reading is thin, not passed.
    @Test func aPlainViewBranchBesideUnreadContainersIsThin() throws {
        let url = try Self.app(#"""
        import SwiftUI
        
        @main
        struct ShelfApp: App {
            var body: some Scene { WindowGroup { RootView() } }
        }
        
        struct RootView: View {
            @Environment(\.horizontalSizeClass) private var horizontalSizeClass
        
            var body: some View {
                if horizontalSizeClass == .regular {
                    Shell(builder: ShellBuilder())
                } else {
                    NavigationStack {
                        Text("Shelves")
                    }
                }
            }
        }
        
        struct Shell: View {
            let builder: ShellBuilder
            var body: some View {
                builder.make()
            }
        }
        
        final class ShellBuilder {
            private var factories: [String: () -> AnyView] = [:]
        
            init() {
                factories["shell"] = {
                    AnyView(NavigationSplitView {
                        List { Text("Fiction") }
                    } detail: {
                        Text("Choose a shelf")
                    })
                }
            }
        
            func make() -> AnyView {
                factories["shell"]?() ?? AnyView(Text("Nothing"))
            }
        }
        """#)
        let extraction = try AppSpec.extract(from: [url], project: .off)
        #expect(extraction.reach.thinReasons(of: extraction.spec) == [
            "a branch of the root is read as a plain view, and the reader did not read 1 navigation container of the code (\(url.path)/App.swift:34:21)",
        ])
        let run = fuzzrun(["--source", url.path, "--no-project", "--seed", "1", "--iterations", "300", "--no-timing"])
        #expect(run.code == 3, "\(run.out)")
    }

    @Test func allowThinNeedsASource() {
        let result = fuzzrun(["--allow-thin", "--iterations", "10"])
        #expect(result.code == 64)
        #expect(result.err == "fuzzrun: error: --allow-thin needs --source DIR: only a reading of source can be thin\n")
    }

    @Test func theBudgetRunningOutIsAStructuralAssumptionAndThin() throws {
        let extraction = try AppSpec.extract(from: [Fixtures.url("cafe")], evaluationBudget: 300)
        let hit = try #require(extraction.reach.budgetHit)
        let first = try #require(extraction.rankedAssumptions.first)
        #expect(first.isStructural)
        #expect(first.construct == "the evaluation budget (2000000 steps)")
        #expect(hit == "`DrinkDetail` at \(Fixtures.shown("cafe"))/ContentView.swift:77:18")
        #expect(extraction.reach.thinReasons(of: extraction.spec).contains("the evaluation budget ran out while reading \(hit)"))
        // The default budget reads the whole fixture.
        #expect(try AppSpec.extract(from: [Fixtures.url("cafe")]).reach.budgetHit == nil)
    }

    /// A team modifier that places its receiver twice, applied 40 times,
    /// doubles the tree each time (2^40 views): the budget bounds the tree,
    /// the reading finishes, and says where it stopped.
    @Test func aModifierThatDoublesItsReceiverIsCutByTheBudget() throws {
        let chain = String(repeating: ".twice()", count: 40)
        let url = try Self.app("""
        @main
        struct TApp: App {
            var body: some Scene { WindowGroup { Home() } }
        }
        extension View {
            func twice() -> some View { HStack { self; self } }
        }
        struct Home: View {
            var body: some View {
                NavigationStack { Text("a")\(chain) }
            }
        }
        """)
        let extraction = try AppSpec.extract(from: [url])
        #expect(extraction.reach.budgetHit == "`Home` at \(url.path)/App.swift:6:48")
        #expect(extraction.rankedAssumptions.first == Assumption(
            location: "\(url.path)/App.swift:6:48", construct: "the evaluation budget (2000000 steps)",
            assumed: "used up while reading `Home`: the rest of it and of the views after it not read", isStructural: true))
        #expect(extraction.reach.thinReasons(of: extraction.spec) == ["the evaluation budget ran out while reading `Home` at \(url.path)/App.swift:6:48"])
    }

    // MARK: Reach against a hand count

    /// The constructs of a fixture counted by hand (`grep` of its files,
    /// every one reachable from the root), and how many the reader reads.
    struct HandCount: Sendable, CustomTestStringConvertible {
        var fixture: String
        var links: (declared: Int, read: Int)
        var destinations: (declared: Int, read: Int)
        var containers: (declared: Int, read: Int)
        var tabs: Int
        var notRead: [String]
        var testDescription: String { fixture }
    }

    static let handCounts = [
        // ContentView.swift: links at 11, 57, 66, 78; destinations at 26, 29, 33; a split view and its detail stack.
        HandCount(fixture: "cafe", links: (4, 4), destinations: (3, 3), containers: (2, 2), tabs: 0, notRead: []),
        // Seven value links, five destinations (Book's in three stacks), two tab views and three stacks, six tabs.
        HandCount(fixture: "library", links: (7, 7), destinations: (5, 5), containers: (5, 5), tabs: 6, notRead: []),
        // The subfolder link at MailView.swift:114 is a content column's row, pushed on the column's stack.
        HandCount(fixture: "mail-columns", links: (2, 2), destinations: (2, 2), containers: (3, 3), tabs: 0, notRead: []),
    ]

    @Test(arguments: handCounts)
    func theReachIsTheHandCount(_ count: HandCount) throws {
        let reach = try Fixtures.extract(count.fixture).reach
        #expect(reach[.links].declared.count == count.links.declared)
        #expect(reach[.links].read.count == count.links.read)
        #expect(reach[.destinations].declared.count == count.destinations.declared)
        #expect(reach[.destinations].read.count == count.destinations.read)
        #expect(reach[.containers].declared.count == count.containers.declared)
        #expect(reach[.containers].read.count == count.containers.read)
        #expect(reach[.tabs].declared.count == count.tabs)
        let prefix = Fixtures.shown(count.fixture) + "/"
        #expect(reach[.links].notRead.map { String($0.dropFirst(prefix.count)) } == count.notRead)
    }

    // MARK: Noise

    @Test func typesThatAreNotViewsAndMethodChainsAreNotAssumptions() throws {
        let url = try Self.app(ReadingFixtures.noNoise)
        let extraction = try AppSpec.extract(from: [url])
        #expect(extraction.assumptions == [])
    }

    @Test func structuralAssumptionsAreListedFirst() throws {
        let text = ReadingFixtures.unreadLinks.replacingOccurrences(of: ".navigationTitle(\"Recipes\")",
                                                                  with: ".frame(width: w).navigationTitle(\"Recipes\")")
        let url = try Self.app(text)
        let file = url.appendingPathComponent("App.swift").path
        let result = fuzzrun(["extract", "--no-timing", "--no-project", "--assumptions", url.path])
        #expect(result.code == 0)
        #expect(result.out == """
        structural: \(file):18:13: `.navigationDestination(for: Route.self) { route in`: a destination that is not for a value type: not a screen of the spec
        structural: \(file):14:17: `NavigationLink("Soup", value: router.route(named: "soup"))`: a link whose value is not in the source: not a screen of the spec
        structural: \(file):15:17: `NavigationLink("Bread", value: router.route(named: "bread"))`: a link whose value is not in the source: not a screen of the spec
        local: \(file):17:13: `.frame(width: w)`: a width not known from the source: the frame assumed flexible, minimum 0

        """)
    }
}
