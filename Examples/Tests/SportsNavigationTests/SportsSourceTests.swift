import Foundation
import LayoutModel
import SizeFuzz
import SizeFuzzTesting
import SportsNavigation
import Synchronization
import Testing

/// The sports app's views (`Sources/SportsViews`), fuzzed from their source
/// with no spec at all: the views as they ship pass; the first version's two
/// bugs are caught, each at its line.
@Suite("The sports app's views, fuzzed from source")
struct SportsSourceTests {
    /// The views and the navigation model they call, relative to this package.
    static let sources = ["Sources/SportsViews", "Sources/SportsNavigation"]

    /// This package's folder, as `fuzz(source:)` finds it from `#filePath`.
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A file of this package as findings print it: relative to the working
    /// folder when it is under it, as compilers print paths.
    static func shown(_ file: String) -> String {
        let path = package.appendingPathComponent(file).path, folder = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
    }

    /// Fuzzes the first version for `invariant`, returning the run and the
    /// text of each issue `fuzz` recorded (known issues: the bugs are meant
    /// to be there). What the run found is checked outside `withKnownIssue`,
    /// where a failed expectation fails the test.
    static func firstVersion(_ invariant: InvariantName) -> (result: RunResult?, issues: [String]) {
        let texts = Mutex<[String]>([])
        let found = Mutex<RunResult?>(nil)
        withKnownIssue("the first version's bugs") {
            let result = fuzz(source: sources, root: "FirstVersionRootView", seed: 1, iterations: 3_000,
                              invariants: InvariantSet([invariant]))
            found.withLock { $0 = result }
        } matching: { issue in
            texts.withLock { $0 += issue.comments.map(\.rawValue) }
            return true
        }
        return (found.withLock { $0 }, texts.withLock { $0 })
    }

    /// The first two lines of the issue `fuzz` recorded for a failure.
    static func heading(_ text: String?) -> [String] {
        (text ?? "").split(separator: "\n").prefix(2).map(String.init)
    }

    /// The views as they ship: every invariant holds, with the behaviour read
    /// from the code (the model's `onChange` handlers).
    @Test(arguments: [1, 2, 3] as [UInt64])
    func theViewsPassFromSourceAlone(seed: UInt64) throws {
        let result = try #require(fuzz(source: Self.sources, root: "SportsRootView", seed: seed, iterations: 3_000))
        #expect(result.passed, "\(result)")
    }

    /// The same views with the real navigation model under the fuzzer in
    /// place of the behaviour read from the code.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func theViewsPassWithTheModelAsNavigator(seed: UInt64) throws {
        let result = try #require(fuzz(source: Self.sources, root: "SportsRootView",
                                       navigator: SportsNavigator<SportsNavigationModel>(), seed: seed, iterations: 3_000))
        #expect(result.passed, "\(result)")
    }

    /// The first version's `?? .basketball`, read from the model it calls,
    /// named at its line.
    @Test func theFallbackIsCaughtAtItsLine() {
        let (result, recorded) = Self.firstVersion(.selectionPreserved)
        #expect(result?.failures.map { $0.scenario.events.map(\.description) } == [["select-sidebar football", "deselect", "rotate"]])
        #expect(recorded.count == 1)
        #expect(Self.heading(recorded.first) == [
            "✗ first-version-root-view: selection-preserved",
            "  \(Self.shown("Sources/SportsNavigation/LegacySportsNavigationModel.swift")):24:9: "
                + "selectedScreen = row ?? .basketball: the user chose 'football', but the left-half 508x1366 "
                + "(compact width) tab bar shows 'basketball' instead of 'football'",
        ])
    }

    /// The first version's fixed 280 pt rail beside a grid of at least
    /// 300 pt, named at its line, in a narrow regular window.
    @Test func theFixedRailIsCaughtAtItsLine() {
        let (result, recorded) = Self.firstVersion(.noFixedWidthOverflow)
        #expect(result?.failures.map(\.scenario.window.scenarioDescription) == ["ipad-pro-12.9 landscape top-left-quarter"])
        #expect(result?.failures.map(\.scenario.events.count) == [0])
        #expect(recorded.count == 1)
        #expect(Self.heading(recorded.first) == [
            "✗ first-version-root-view: no-fixed-width-overflow",
            "  \(Self.shown("Sources/SportsViews/FirstVersionRootView.swift")):29:29: "
                + ".frame(width: 280): HStack(spacing: 8) needs 588 pt but gets 359 pt in the top-left-quarter 679x508 window",
        ])
    }
}
