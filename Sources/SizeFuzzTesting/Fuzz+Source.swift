import Foundation
public import LayoutModel
public import SizeFuzz
import SourceExtraction
public import Testing

/// Fuzzes an app read from its SwiftUI source inside a Swift Testing test:
/// the views are read (`AppSpec.extract`), and what their code does with
/// navigation state (`onChange`, `onOpenURL`, `@SceneStorage`, a model's
/// methods) is the app's behaviour. One issue per failing invariant, whose
/// text is the report `fuzzrun` prints, names the line of code behind it; its
/// regression test derives the app from the same sources.
///
/// ```swift
/// @Test func myAppSurvivesResizing() {
///     fuzz(source: ["Sources/MyApp"], seed: 1, iterations: 5_000)
/// }
/// ```
///
/// The app's project settings are read as `fuzzrun --source` reads them:
/// the first `.xcodeproj` or `project.yml` above the first source path (up
/// to the repository root), its app target and Release configuration, for
/// the windows, full screen, devices and `#if` flags it declares, and its
/// local packages' sources (`AppSpec.extract(from:root:plist:project:filePath:)`).
///
/// The reading is printed first, as `fuzzrun` prints it (what was read of
/// the code reachable from the root, the gates passed, the assumptions),
/// then what the reader could not read, one assumption a line (`fuzz:
/// my-app: assumption: ...`, those that change the app's shape first). A
/// run that finds no failure over a thin reading (the root read is not the
/// app's navigation, no link read as a push, the budget used up) is
/// recorded as an issue, `INCONCLUSIVE`, unless `allowThin`. A source that
/// cannot be read (a path that does not exist, no root view) is recorded as
/// an issue, and nothing runs.
/// - Parameters:
///   - source: Swift files and folders, relative to the package that holds
///     the test file (the first folder above `filePath` with a
///     `Package.swift`).
///   - root: The root view's type, when the sources have no `App`.
///   - plist: The app's `Info.plist`, relative to the package.
///   - defines: Flags true in `#if` (as `-D FLAG`), besides the project's.
///   - seed: The run's seed; the same seed gives the same cases and report.
///   - iterations: How many cases.
///   - invariants: The invariants to check (see ``fuzz(_:seed:iterations:invariants:platform:jobs:attachingGallery:sourceLocation:)``).
///   - platform: The platform parameters.
///   - jobs: Worker threads; the result does not depend on them.
///   - allowThin: Whether a thin reading may pass (no issue when nothing fails).
///   - filePath: The test file; `#filePath` by default.
///   - sourceLocation: Where to record issues; the caller's by default.
/// - Returns: The run's result, or nil when the sources could not be read.
@discardableResult
public func fuzz(
    source: [String], root: String? = nil, plist: String? = nil, defines: [String] = [], seed: UInt64 = 0, iterations: Int = 10_000,
    invariants: InvariantSet = .all, platform: Platform = .standard, jobs: Int = 1, allowThin: Bool = false,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) -> RunResult? {
    sourceCampaign(source: source, root: root, plist: plist, defines: defines, navigator: nil, navigatorExpression: nil, seed: seed,
                   iterations: iterations, invariants: invariants, platform: platform, jobs: jobs, allowThin: allowThin,
                   filePath: filePath, sourceLocation: sourceLocation)
}

/// Fuzzes an app read from its SwiftUI source with the team's own
/// navigation model in place of the behaviour read from the code; see
/// ``fuzz(source:root:plist:defines:seed:iterations:invariants:platform:jobs:allowThin:filePath:sourceLocation:)``.
///
/// ```swift
/// @Test func sportsNavigatorSurvivesResizing() {
///     fuzz(source: ["Sources/Sports"], navigator: SportsNavigator(), seed: 1)
/// }
/// ```
/// - Parameters:
///   - source: Swift files and folders, relative to the package that holds
///     the test file.
///   - root: The root view's type, when the sources have no `App`.
///   - plist: The app's `Info.plist`, relative to the package.
///   - defines: Flags true in `#if` (as `-D FLAG`), besides the project's.
///   - navigator: Your navigation code; the printed regression test builds
///     it from `String(describing: navigator)`.
///   - seed: The run's seed; the same seed gives the same cases and report.
///   - iterations: How many cases.
///   - invariants: The invariants to check.
///   - platform: The platform parameters.
///   - jobs: Worker threads; the result does not depend on them.
///   - allowThin: Whether a thin reading may pass (no issue when nothing fails).
///   - filePath: The test file; `#filePath` by default.
///   - sourceLocation: Where to record issues; the caller's by default.
/// - Returns: The run's result, or nil when the sources could not be read.
@discardableResult
public func fuzz<Navigator: SceneNavigator>(
    source: [String], root: String? = nil, plist: String? = nil, defines: [String] = [], navigator: Navigator, seed: UInt64 = 0,
    iterations: Int = 10_000, invariants: InvariantSet = .all, platform: Platform = .standard, jobs: Int = 1,
    allowThin: Bool = false, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) -> RunResult? {
    sourceCampaign(source: source, root: root, plist: plist, defines: defines, navigator: AnySceneNavigator(navigator),
                   navigatorExpression: String(describing: navigator), seed: seed, iterations: iterations,
                   invariants: invariants, platform: platform, jobs: jobs, allowThin: allowThin, filePath: filePath,
                   sourceLocation: sourceLocation)
}

private func sourceCampaign(
    source: [String], root: String?, plist: String?, defines: [String], navigator: AnySceneNavigator?, navigatorExpression: String?,
    seed: UInt64, iterations: Int, invariants: InvariantSet, platform: Platform, jobs: Int, allowThin: Bool,
    filePath: String, sourceLocation: SourceLocation
) -> RunResult? {
    let extraction: Extraction
    do {
        extraction = try AppSpec.extract(from: source, root: root, plist: plist,
                                         project: ProjectOptions(defines: defines, os: platform.os), filePath: filePath)
    } catch {
        Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
        return nil
    }
    let app = extraction.spec
    let reading = ReadingSummary(extraction: extraction, paths: source)
    print(reading.text, terminator: "")
    for assumption in extraction.rankedAssumptions { print("fuzz: \(app.name): assumption: \(assumption)") }
    var call = "try AppSpec.extract(from: [\(source.map(FailureReport.quoted).joined(separator: ", "))]"
    if let root { call += ", root: \(FailureReport.quoted(root))" }
    if let plist { call += ", plist: \(FailureReport.quoted(plist))" }
    if !defines.isEmpty {
        call += ", project: ProjectOptions(defines: [\(defines.map(FailureReport.quoted).joined(separator: ", "))])"
    }
    call += ").spec"
    let model = "AppModel(\(call)\(osArgument(platform))" + (navigatorExpression.map { ", navigator: AnySceneNavigator(\($0))" } ?? "") + ")"
    let result = campaign(app, navigator: navigator, model: model, seed: seed, iterations: iterations, invariants: invariants,
                          platform: platform, jobs: jobs, attachingGallery: false, sourceLocation: sourceLocation,
                          sourceMap: extraction.sourceMap, reading: reading.text)
    if result.failures.isEmpty, result.casesRun > 0, !allowThin, let reason = reading.thinReasons.first {
        Issue.record(Comment(rawValue: "INCONCLUSIVE: no failure in \(result.casesRun) cases, but \(app.name) was read too "
            + "thinly to pass: \(reason) (allowThin: true passes it)\n\n\(reading.text)"), sourceLocation: sourceLocation)
    }
    return result
}
