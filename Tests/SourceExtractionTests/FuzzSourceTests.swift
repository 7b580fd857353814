import Foundation
import LayoutModel
import SizeFuzz
import SizeFuzzTesting
import SourceExtraction
import Synchronization
import Testing

/// `fuzz(source:)`: a test that names the app's view sources, with no JSON.
@Suite struct FuzzSourceTests {
    static let fixtures = "Tests/SourceExtractionTests/Fixtures"

    /// Runs `body`, returning the text of each issue it records.
    static func issues(_ body: () -> Void) -> [String] {
        let texts = Mutex<[String]>([])
        withKnownIssue {
            body()
        } matching: { issue in
            texts.withLock { $0 += issue.comments.map(\.rawValue) }
            return true
        }
        return texts.withLock { $0 }
    }

    static let regressionTest = """
          Regression test:
            import LayoutModel
            import SizeFuzz
            import SourceExtraction
            import Testing

            @Test func sportsSelectionPreserved() throws {
                let scenario = try Scenario(window: "ipad-pro-12.9 landscape left-half", events: [
                    "select-sidebar football",
                    "deselect",
                    "rotate",
                ])
                let result = scenario.evaluate(on: AppModel(try AppSpec.extract(from: ["Tests/SourceExtractionTests/Fixtures/optional-sidebar-sync"]).spec), invariants: [.selectionPreserved])
                #expect(result.violations.isEmpty, "\\(result.violations)")
            }

          Replay: the same fuzz call with seed: 1 and at least 6 iterations finds case 5 again
        """

    /// The `?? .basketball` of the optional-sidebar-sync fixture: one issue,
    /// naming the line, whose regression test derives the app from the same
    /// sources, relative to the package.
    @Test func aMistakeIsOneIssueNamingTheLine() throws {
        let recorded = Self.issues {
            let result = fuzz(source: ["\(Self.fixtures)/optional-sidebar-sync"], seed: 1, iterations: 2_000,
                              invariants: [.selectionPreserved])
            #expect(result?.failures.count == 1)
        }
        let text = try #require(recorded.first)
        #expect(recorded.count == 1)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "✗ sports: selection-preserved")
        // The package is the current directory: the location is relative to it.
        #expect(lines.dropFirst().first == "  \(Self.fixtures)/optional-sidebar-sync/ContentView.swift:31:13: "
            + "selectedSport = newValue ?? .basketball: the user chose 'football', but the left-half 508x1366 (compact width) "
            + "tab bar shows 'basketball' instead of 'football'")
        // The printed lines, blank lines without their indent.
        let printed = lines.map { $0.allSatisfy { $0 == " " } ? "" : $0 }.joined(separator: "\n")
        #expect(printed.hasSuffix(Self.regressionTest + "\n"), "\(printed)")
    }

    /// The printed regression test, pasted (its `@Test` attribute left out,
    /// so that the known failure runs inside `withKnownIssue`): it compiles,
    /// re-extracts the app from the same sources and reproduces the failure.
    @Test func thePrintedRegressionTestCompilesAndReproduces() throws {
        let recorded = Self.issues { try? sportsSelectionPreserved() }
        #expect(recorded.count == 1)
        #expect(recorded.first?.hasPrefix("[selection-preserved at step 3") == true, "\(recorded)")
    }

    @Test func theCorrectAppPassesAtSeveralSeeds() throws {
        for seed: UInt64 in [1, 2, 3] {
            let result = try #require(fuzz(source: ["\(Self.fixtures)/sports"], seed: seed, iterations: 1_000))
            #expect(result.passed, "\(result)")
        }
    }

    /// With a navigator, the team's own model replaces the behaviour read
    /// from the code: the mistake's fixture passes with a correct model, the
    /// correct fixture fails with the mistaken one.
    @Test func aNavigatorReplacesTheBehaviourRead() throws {
        let fixed = try #require(fuzz(source: ["\(Self.fixtures)/optional-sidebar-sync"], navigator: SportsNavigator(),
                                      seed: 1, iterations: 1_000))
        #expect(fixed.passed, "\(fixed)")
        let recorded = Self.issues {
            fuzz(source: ["\(Self.fixtures)/sports"], navigator: SportsNavigator(nilFallback: "basketball"), seed: 1,
                 iterations: 2_000, invariants: [.selectionPreserved])
        }
        #expect(recorded.count == 1)
        #expect(recorded.first?.contains(
            "AppModel(try AppSpec.extract(from: [\"\(Self.fixtures)/sports\"]).spec, "
                + "navigator: AnySceneNavigator(SportsNavigator(nilFallback: Optional(\"basketball\"))))") == true)
    }

    /// Sources that cannot be read: one issue naming the path, nothing run.
    @Test func aMissingFolderIsOneIssue() throws {
        let recorded = Self.issues {
            #expect(fuzz(source: ["Sources/NoSuchApp"], seed: 1, iterations: 10) == nil)
        }
        let package = try #require(AppSpec.packageFolder(of: #filePath))
        #expect(recorded == ["\(package.appendingPathComponent("Sources/NoSuchApp").path): no such file or folder"])
    }
}

// The regression test `fuzz(source:)` printed for the optional-sidebar-sync
// fixture, pasted as printed but for its `@Test` attribute.
func sportsSelectionPreserved() throws {
    let scenario = try Scenario(window: "ipad-pro-12.9 landscape left-half", events: [
        "select-sidebar football",
        "deselect",
        "rotate",
    ])
    let result = scenario.evaluate(on: AppModel(try AppSpec.extract(from: ["Tests/SourceExtractionTests/Fixtures/optional-sidebar-sync"]).spec), invariants: [.selectionPreserved])
    #expect(result.violations.isEmpty, "\(result.violations)")
}

/// The sports app's navigation as its own code keeps it: a tab selection and
/// an optional sidebar selection kept in step.
struct SportsRouter {
    var tab = "basketball"
    var sidebar: String? = "basketball"
}

struct SportsNavigator: SceneNavigator {
    /// What the sidebar's `nil` maps the tab to: `nil` keeps the tab.
    var nilFallback: String?

    func launch(_ scene: SceneContext) -> SportsRouter { SportsRouter() }

    func handle(_ change: NavigationChange, in router: inout SportsRouter, scene: SceneContext) {
        switch change {
        case let .tabSelected(tag):
            router.tab = tag
            router.sidebar = tag
        case let .sidebarSelected(row):
            router.sidebar = row
            if let row { router.tab = row } else if let nilFallback { router.tab = nilFallback }
        default:
            break
        }
    }

    func shown(by router: SportsRouter) -> ShownNavigation { ShownNavigation(tab: router.tab, sidebar: router.sidebar) }
}
