import Foundation
public import LayoutModel
public import SizeFuzz
import SizeFuzzReport
public import Testing

/// Fuzzes an app inside a Swift Testing test, and records one issue per
/// failing invariant whose text is the report `fuzzrun` prints: what the
/// invariant saw, the minimal scenario step by step, the layouts before and
/// after, the region of failing sizes, a regression test to paste, and the
/// replay command. The drawing of the failing step (SVG) and, when anything
/// fails, the run's report, `APP-report.html` (the page `fuzzrun --html`
/// writes), are attached to the test, and with `attachingGallery` the app's
/// contact sheet (the page `fuzzrun gallery` writes) too. Swift Testing keeps attachments where
/// `swift test --attachments-path DIR` says (Xcode shows them in its report).
///
/// ```swift
/// @Test func sportsKeepsItsSelection() {
///     fuzz(AppSpec.sports, navigator: SportsNavigator(), seed: 1, iterations: 5_000)
/// }
/// ```
///
/// The printed regression test builds the navigator from
/// `String(describing: navigator)`: a struct prints as its memberwise
/// initialiser (`SportsNavigator()`); conform to `CustomStringConvertible`
/// with a Swift expression where that is not enough.
/// - Parameters:
///   - app: the app's structure (screens, containers); its behaviour comes
///     from `navigator`.
///   - navigator: your navigation code.
///   - seed: the run's seed; the same seed gives the same cases and report.
///   - iterations: how many cases.
///   - invariants: the invariants to check: `.all` (every built-in one),
///     with yours added (`.all.adding(.deselectKeepsTab)`) or some turned
///     off (`.all.removing(.gridFits)`), which the run prints. A custom
///     invariant's bad name (`InvariantSet.validate()`) records
///     an issue, and nothing runs.
///   - platform: the platform parameters.
///   - jobs: worker threads; the result does not depend on them.
///   - attachingGallery: whether to attach the app's contact sheet,
///     `APP-gallery.html`: the app at launch in every window of one device
///     per class, the invariants that fail there marked, whatever the run
///     finds.
///   - sourceLocation: where to record issues; the caller's by default.
/// - Returns: the run's result, which prints in a few lines.
@discardableResult
public func fuzz<Navigator: SceneNavigator>(
    _ app: AppSpec, navigator: Navigator, seed: UInt64 = 0, iterations: Int = 10_000,
    invariants: InvariantSet = .all, platform: Platform = .standard, jobs: Int = 1, attachingGallery: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
) -> RunResult {
    let model = "AppModel(\(appExpression(app))\(osArgument(platform)), navigator: AnySceneNavigator(\(String(describing: navigator))))"
    return campaign(app, navigator: AnySceneNavigator(navigator), model: model, seed: seed, iterations: iterations,
                    invariants: invariants, platform: platform, jobs: jobs, attachingGallery: attachingGallery,
                    sourceLocation: sourceLocation)
}

/// Fuzzes an app described by its spec alone (its behaviour included) inside
/// a Swift Testing test; see ``fuzz(_:navigator:seed:iterations:invariants:platform:jobs:attachingGallery:sourceLocation:)``.
/// - Returns: the run's result, which prints in a few lines.
@discardableResult
public func fuzz(
    _ app: AppSpec, seed: UInt64 = 0, iterations: Int = 10_000, invariants: InvariantSet = .all,
    platform: Platform = .standard, jobs: Int = 1, attachingGallery: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
) -> RunResult {
    campaign(app, navigator: nil, model: "AppModel(\(appExpression(app))\(osArgument(platform)))", seed: seed, iterations: iterations,
             invariants: invariants, platform: platform, jobs: jobs, attachingGallery: attachingGallery, sourceLocation: sourceLocation)
}

/// Runs the campaign and records one issue per failure; `sourceMap` names
/// the line of code behind each (an app read from its source).
func campaign(
    _ app: AppSpec, navigator: AnySceneNavigator?, model: String, seed: UInt64, iterations: Int,
    invariants: InvariantSet, platform: Platform, jobs: Int, attachingGallery: Bool, sourceLocation: SourceLocation,
    sourceMap: SourceMap? = nil, reading: String? = nil
) -> RunResult {
    var configuration = RunConfiguration(
        seed: seed, iterations: max(1, iterations), apps: [app], invariants: invariants, jobs: jobs,
        platform: platform, navigators: navigator.map { [app.name: $0] } ?? [:])
    do {
        try invariants.validate()
    } catch {
        // Nothing is checked: the run's result says so (no case ran).
        Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
        configuration.iterations = 0
    }
    let result = FuzzRunner(configuration).run()
    if result.casesRun > 0, let off = configuration.invariantsOffLine {
        // Never hide a check: a test with invariants off says which.
        print("fuzz: \(app.name): \(off)")
    }
    var reports: [FailureReport] = []
    for failure in result.failures {
        var report = FailureReport(failure: failure, appSource: .code(model: model))
        report.sourceMap = sourceMap
        report.derivesFromSource = sourceMap != nil
        reports.append(report)
        Issue.record(Comment(rawValue: report.text), sourceLocation: sourceLocation)
        if let drawing = drawing(of: failure, entry: report.sourceEntry) {
            let name = "\(FailureReport.identifier(failure.app.name))-\(failure.invariant.rawValue)-step-\(failure.violation.step).svg"
            Attachment.record(drawing, named: name, sourceLocation: sourceLocation)
        }
    }
    if !reports.isEmpty {
        let page = reportPage(result, reports: reports, readings: reading.map { [$0] } ?? [])
        Attachment.record(page, named: "\(FailureReport.identifier(app.name))-report.html", sourceLocation: sourceLocation)
    }
    if attachingGallery {
        let model = AppModel(app, platform: platform, navigator: navigator)
        Attachment.record(galleryPage(model), named: "\(FailureReport.identifier(app.name))-gallery.html", sourceLocation: sourceLocation)
    }
    return result
}

/// A failing run's report as a page, as `fuzzrun --html` writes it: the
/// same verdict, sections and drawings, with `reports` (which name the app
/// as the test does) for the regression tests and replay commands, and
/// `readings`, what was read of an app read from source.
func reportPage(_ result: RunResult, reports: [FailureReport], readings: [String] = []) -> String {
    HTMLReport(result: result, failureReports: reports, verdict: ReportText.verdict(of: result, thinApps: []),
               readings: readings, generator: "SizeFuzz SizeFuzzTesting").page
}

/// The app's contact sheet as a page, as `fuzzrun gallery` writes it.
func galleryPage(_ model: AppModel) -> String {
    GalleryPage(model: model, sheet: ContactSheet(model: model), generator: "SizeFuzz SizeFuzzTesting").page
}

/// The drawing of the failing scene after the failing step, marked: what the
/// test navigator shows beside the issue.
private func drawing(of failure: Failure, entry: SourceMap.Entry?) -> String? {
    let model = failure.model
    let violation = failure.violation
    let evaluator = failure.scenario.evaluate(on: model, invariants: [], stopAfter: violation.step)
    guard evaluator.layouts.indices.contains(violation.scene) else { return nil }
    let caption = "\(failure.app.name): \(failure.invariant.rawValue) fails at step \(violation.step)"
    var drawing = LayoutDrawing(evaluator.layouts[violation.scene], model: model, caption: caption, marked: true)
    drawing.culprit = Culprit.of(failure, in: drawing.layout, entry: entry)
    return drawing.svg
}

/// The platform argument of the printed test's model when the run is on
/// another version of iPadOS than the default (the scenario's rules follow
/// it in the report).
func osArgument(_ platform: Platform) -> String {
    platform.os == .current ? "" : ", platform: Platform.standard.on(.v\(platform.os.rawValue))"
}

/// The app as a Swift expression: a built-in app by name, else its spec
/// embedded as one line of JSON.
private func appExpression(_ app: AppSpec) -> String {
    if let builtin = BuiltinApp.named(app.name), builtin.spec == app {
        return "." + FailureReport.identifier(app.name)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let json = (try? encoder.encode(app)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    // Enough #s that no quote in the JSON ends the raw string.
    var longest = 0, run = -1
    for character in json {
        if character == "\"" {
            run = 0
        } else if character == "#", run >= 0 {
            run += 1
            longest = max(longest, run)
        } else {
            run = -1
        }
    }
    let hashes = String(repeating: "#", count: longest + 1)
    return "try AppSpec.decode(json: \(hashes)\"" + json + "\"\(hashes))"
}
