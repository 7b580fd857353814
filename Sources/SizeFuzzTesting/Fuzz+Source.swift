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
/// With no `os` and the default `platform`, an app whose project has a
/// deployment target is fuzzed on each iPadOS version the model has that
/// the target allows, in turn (17.0: iPadOS 18, 26 and 27), as `fuzzrun
/// --source` without `--os` fuzzes it (`OSVersionPlan`): the sources are
/// read again for each (`if #available` depends on it), a line before each
/// names it (`fuzz: my-app: iPadOS 18 (1 of 3: Shop.xcodeproj target Shop:
/// deployment target iPadOS 17)`), a line after all of them gives each
/// version's verdict, and each failure's regression test names its
/// version. Without a deployment target, `platform`'s version alone.
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
///   - os: The one iPadOS version to fuzz; nil for each version the
///     project's deployment target allows (with the default `platform`),
///     else `platform`'s.
///   - jobs: Worker threads; the result does not depend on them.
///   - allowThin: Whether a thin reading may pass (no issue when nothing fails).
///   - filePath: The test file; `#filePath` by default.
///   - sourceLocation: Where to record issues; the caller's by default.
/// - Returns: The run's result (of the first version that failed, else of
///   the last version run), or nil when the sources could not be read.
@discardableResult
public func fuzz(
    source: [String], root: String? = nil, plist: String? = nil, defines: [String] = [], seed: UInt64 = 0, iterations: Int = 10_000,
    invariants: InvariantSet = .all, platform: Platform = .standard, os: OSVersion? = nil, jobs: Int = 1, allowThin: Bool = false,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) -> RunResult? {
    sourceCampaign(source: source, root: root, plist: plist, defines: defines, navigator: nil, navigatorExpression: nil, seed: seed,
                   iterations: iterations, invariants: invariants, platform: platform, os: os, jobs: jobs, allowThin: allowThin,
                   filePath: filePath, sourceLocation: sourceLocation)
}

/// Fuzzes an app read from its SwiftUI source with the team's own
/// navigation model in place of the behaviour read from the code; see
/// ``fuzz(source:root:plist:defines:seed:iterations:invariants:platform:os:jobs:allowThin:filePath:sourceLocation:)``
/// (the versions of iPadOS fuzzed are chosen the same way).
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
///   - os: The one iPadOS version to fuzz; nil for each version the
///     project's deployment target allows (with the default `platform`),
///     else `platform`'s.
///   - jobs: Worker threads; the result does not depend on them.
///   - allowThin: Whether a thin reading may pass (no issue when nothing fails).
///   - filePath: The test file; `#filePath` by default.
///   - sourceLocation: Where to record issues; the caller's by default.
/// - Returns: The run's result (of the first version that failed, else of
///   the last version run), or nil when the sources could not be read.
@discardableResult
public func fuzz<Navigator: SceneNavigator>(
    source: [String], root: String? = nil, plist: String? = nil, defines: [String] = [], navigator: Navigator, seed: UInt64 = 0,
    iterations: Int = 10_000, invariants: InvariantSet = .all, platform: Platform = .standard, os: OSVersion? = nil, jobs: Int = 1,
    allowThin: Bool = false, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) -> RunResult? {
    sourceCampaign(source: source, root: root, plist: plist, defines: defines, navigator: AnySceneNavigator(navigator),
                   navigatorExpression: String(describing: navigator), seed: seed, iterations: iterations,
                   invariants: invariants, platform: platform, os: os, jobs: jobs, allowThin: allowThin, filePath: filePath,
                   sourceLocation: sourceLocation)
}

/// Reads `source` and fuzzes it on each version of ``sourceVersions(_:platform:os:)``.
private func sourceCampaign(
    source: [String], root: String?, plist: String?, defines: [String], navigator: AnySceneNavigator?, navigatorExpression: String?,
    seed: UInt64, iterations: Int, invariants: InvariantSet, platform: Platform, os: OSVersion?, jobs: Int, allowThin: Bool,
    filePath: String, sourceLocation: SourceLocation
) -> RunResult? {
    let platform = os.map { platform.on($0) } ?? platform
    func read(_ platform: Platform) -> Extraction? {
        do {
            return try AppSpec.extract(from: source, root: root, plist: plist,
                                       project: ProjectOptions(defines: defines, os: platform.os), filePath: filePath)
        } catch {
            Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
            return nil
        }
    }
    guard let first = read(platform) else { return nil }
    let plan = os == nil && platform == .standard ? OSVersionPlan(settings: first.settings) : nil
    guard let plan, plan.versions != [platform.os] else {
        return sourceCampaign(first, source: source, root: root, plist: plist, defines: defines, navigator: navigator,
                              navigatorExpression: navigatorExpression, seed: seed, iterations: iterations,
                              invariants: invariants, platform: platform, jobs: jobs, allowThin: allowThin,
                              sourceLocation: sourceLocation)
    }
    let name = first.spec.name
    if plan.versions.count == 1 { print("fuzz: \(name): iPadOS \(plan.single.rawValue) (\(plan.reason))") }
    var results: [RunResult] = [], verdicts: [String] = []
    for (index, version) in plan.versions.enumerated() {
        let on = Platform.standard.on(version)
        if plan.versions.count > 1 {
            print("fuzz: \(name): iPadOS \(version.rawValue) (\(index + 1) of \(plan.versions.count): \(plan.reason))")
        }
        guard let extraction = version == platform.os ? first : read(on) else { return nil }
        let result = sourceCampaign(extraction, source: source, root: root, plist: plist, defines: defines, navigator: navigator,
                                    navigatorExpression: navigatorExpression, seed: seed, iterations: iterations,
                                    invariants: invariants, platform: on, jobs: jobs, allowThin: allowThin,
                                    sourceLocation: sourceLocation)
        results.append(result)
        verdicts.append("\(version.rawValue) \(!result.failures.isEmpty ? "FAILED" : result.casesRun == 0 ? "nothing checked" : "passed")")
    }
    if plan.versions.count > 1 { print("fuzz: \(name): by iPadOS version: \(verdicts.joined(separator: ", "))") }
    return results.first { !$0.failures.isEmpty } ?? results.last
}

/// Fuzzes the app of `extraction` on `platform`, printing its reading first.
private func sourceCampaign(
    _ extraction: Extraction, source: [String], root: String?, plist: String?, defines: [String], navigator: AnySceneNavigator?,
    navigatorExpression: String?, seed: UInt64, iterations: Int, invariants: InvariantSet, platform: Platform, jobs: Int,
    allowThin: Bool, sourceLocation: SourceLocation
) -> RunResult {
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
