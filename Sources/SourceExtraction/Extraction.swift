import Foundation
import LayoutModel

/// What reading an app's Swift source gives: the spec, what had to be
/// assumed, and where every part of the spec came from.
public struct Extraction: Sendable {
    /// The app as the fuzzer runs it.
    public var spec: AppSpec
    /// What the reader could not know and assumed, each with its line, in
    /// the order found.
    public var assumptions: [Assumption]
    /// Where each screen, container, frame, grid, toolbar item, tab, sidebar
    /// row, restriction and presentation came from.
    public var sourceMap: SourceMap
    /// The fingerprint of the files read, which a corpus entry found from
    /// them records.
    public var digest: SourceDigest
    /// The app's project settings: what was found, where, and each setting
    /// read (``ProjectSettings/summary`` says it in one line).
    public var settings: ProjectSettings
    /// How much of the app the reader understood: what the code reachable
    /// from the root declares against what the spec holds, the gates
    /// passed, the budget used up (``Reach``).
    public var reach: Reach

    /// What the reader left out of the folders it walked (build products,
    /// vendored code, links out of the folder or to what was already read),
    /// in path order.
    public var skipped: [SkippedPath] = []

    /// The problems the model finds with ``spec`` (``AppSpec/problems``,
    /// after its rows from data are expanded): the check a spec file gets
    /// from `fuzzrun --spec`. Lengths the model cannot lay out are caught
    /// where they are read (an assumption at their line); what is left (an
    /// app whose sidebar of data yields no screen, a title with a control
    /// character) is here, and a spec with a problem is not fuzzed.
    public var problems: [SpecProblem] { spec.expandingRowsFromData().problems }

    /// Creates an extraction.
    public init(spec: AppSpec, assumptions: [Assumption], sourceMap: SourceMap, digest: SourceDigest,
                settings: ProjectSettings = ProjectSettings(), reach: Reach = Reach()) {
        self.spec = spec
        self.assumptions = assumptions
        self.sourceMap = sourceMap
        self.digest = digest
        self.settings = settings
        self.reach = reach
    }

    /// The assumptions that change the app's shape first (the root, a
    /// container, a gate, a link or rows not read, the budget, the project's
    /// defaults), then the local ones, each group in the order found.
    public var rankedAssumptions: [Assumption] {
        assumptions.filter(\.isStructural) + assumptions.filter { !$0.isStructural }
    }
}

/// Something the reader could not know from the source, and what it assumed
/// instead: always the assumption that cannot raise a false alarm (a view of
/// unknown width is flexible with minimum 0, data-driven rows are three
/// sample rows, an unknown toolbar item is dropped).
public struct Assumption: Hashable, Sendable, CustomStringConvertible {
    /// `file:line:column` of the construct.
    public var location: String
    /// The construct, as written (shortened): `GeometryReader`, `.task`.
    public var construct: String
    /// What was assumed.
    public var assumed: String
    /// Whether it changes the app's shape: the root, a container, a gate, a
    /// condition between navigation containers, a link or rows not read, a
    /// cycle cut, the evaluation budget used up, the project's defaults. The
    /// rest are local (a width, a style, a toolbar item).
    public var isStructural: Bool

    /// Creates an assumption.
    public init(location: String, construct: String, assumed: String, isStructural: Bool = false) {
        self.location = location
        self.construct = construct
        self.assumed = assumed
        self.isStructural = isStructural
    }

    /// `file:line:column: construct: assumed`, one line.
    public var description: String { "\(location): \(construct): \(assumed)" }
}

extension AppSpec {
    /// The evaluation steps a reading takes at most, by default: a bound on
    /// the work for any input, far above what an app's views need.
    public static let defaultEvaluationBudget = Extractor.evaluationBudget

    /// Reads an app's SwiftUI source and derives its spec.
    ///
    /// The root view is the `WindowGroup` content of the type marked `@main`
    /// (or conforming to `App`), else the view type `root` names. Files are
    /// read whole, sorted by path, each at most
    /// ``SourceReader/maximumFileSize`` bytes and all together at most
    /// `maximumSourceBytes`; folders are searched for `.swift` files
    /// recursively, hidden files and ``SourceReader/skippedFolderNames``
    /// left out (``Extraction/skipped``), symbolic links followed while they
    /// stay inside the folder.
    ///
    /// - Parameters:
    ///   - urls: Swift files and folders of Swift files.
    ///   - root: The root view's type name, when the sources have no `App`
    ///     (a package of views), or to choose among several.
    ///   - plist: The app's `Info.plist`, for `UIRequiresFullScreen`,
    ///     `UIApplicationSupportsMultipleScenes`,
    ///     `UIRequiresFullScreenIgnoredStartingWithVersion` and `UIDeviceFamily`.
    ///   - maximumSourceBytes: The most bytes of Swift read in all
    ///     (``SourceReader/maximumTotalSize`` by default).
    /// - Returns: The spec, the assumptions made and the source map.
    /// - Throws: ``ExtractionError``: a path that does not exist or cannot
    ///   be read, a file that is too large or not UTF-8, a read over
    ///   `maximumSourceBytes`, a plist that cannot be read, no root view.
    /// - Complexity: linear in the size of the source, for apps whose views
    ///   are not instantiated more than a bounded number of times.
    public static func extract(from urls: [URL], root: String? = nil, plist: URL? = nil,
                               maximumSourceBytes: Int = SourceReader.maximumTotalSize,
                               evaluationBudget: Int = defaultEvaluationBudget) throws(ExtractionError) -> Extraction {
        try extract(from: urls, root: root, plist: plist, project: .off, maximumSourceBytes: maximumSourceBytes,
                    evaluationBudget: evaluationBudget)
    }

    /// Reads an app's SwiftUI source and its project's settings, and
    /// derives its spec.
    ///
    /// The project (``ProjectOptions``) is an Xcode project, an XcodeGen
    /// `project.yml` or a `Package.swift`, found above the sources or
    /// named. Its app target's settings in the configuration (Release by
    /// default) decide the windows (`UIApplicationSupportsMultipleScenes`,
    /// as the generated scene manifest sets it), full screen, the devices
    /// (`TARGETED_DEVICE_FAMILY`) and the `#if` flags
    /// (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`); its local packages'
    /// `Sources` are read with the app's. When no project gives settings,
    /// the defaults are the first assumption.
    ///
    /// - Parameters:
    ///   - urls: Swift files and folders of Swift files.
    ///   - root: The root view's type name.
    ///   - plist: An `Info.plist` (XML or binary) read in place of the
    ///     project's `INFOPLIST_FILE`, merged with the generated keys.
    ///   - project: Where the project is and what of it to read.
    ///   - maximumSourceBytes: The most bytes of Swift read in all
    ///     (``SourceReader/maximumTotalSize`` by default).
    ///   - evaluationBudget: The most evaluation steps the reading takes
    ///     (default ``defaultEvaluationBudget``); running out is a structural
    ///     assumption at the line where it happened, and makes the reading thin.
    /// - Returns: The spec, the assumptions, the source map and the settings.
    /// - Throws: ``ExtractionError``: what the other form throws, and a
    ///   project file that cannot be read (one line naming its line), a
    ///   target or configuration it does not have.
    public static func extract(from urls: [URL], root: String? = nil, plist: URL? = nil,
                               project: ProjectOptions, maximumSourceBytes: Int = SourceReader.maximumTotalSize,
                               evaluationBudget: Int = defaultEvaluationBudget) throws(ExtractionError) -> Extraction {
        let reading = try ProjectReader.read(project, sources: urls, plist: plist)
        let read = try SourceReader.read(urls + reading.packageSources, maximumTotal: maximumSourceBytes,
                                         leaving: reading.otherPlatformFiles,
                                         because: "the project builds it for other platforms only")
        let files = read.trees
        let os = project.os?.rawValue ?? BuildConditions.osVersion
        let modules = BuildConditions.localModules(files.map(\.file.name))
        let result: Result<Extraction, ExtractionError> = BuildConditions.$projectFlags.withValue(reading.flags) {
            BuildConditions.$defines.withValue(Set(project.defines)) {
                BuildConditions.$osVersion.withValue(os) {
                    BuildConditions.$localModules.withValue(modules) {
                        do throws(ExtractionError) {
                            var extractor = Extractor(files: files, rootName: root, plist: reading.plist)
                            extractor.budget = max(1, evaluationBudget)
                            extractor.noteDiagnostics()
                            return .success(try extractor.run())
                        } catch {
                            return .failure(error)
                        }
                    }
                }
            }
        }
        var extraction = try result.get()
        extraction.digest = read.digest
        extraction.skipped = read.skipped
        extraction.settings = reading.settings
        // What the project gives decides the windows and devices fuzzed:
        // its defaults and gaps change the app's shape.
        extraction.assumptions.insert(contentsOf: reading.assumptions.map { assumption in
            var structural = assumption
            structural.isStructural = true
            structural.location = DisplayPath.relative(assumption.location)
            return structural
        }, at: 0)
        return extraction
    }
}
