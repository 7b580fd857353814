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
    public init(spec: AppSpec, assumptions: [Assumption], sourceMap: SourceMap, digest: SourceDigest) {
        self.spec = spec
        self.assumptions = assumptions
        self.sourceMap = sourceMap
        self.digest = digest
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

    /// Creates an assumption.
    public init(location: String, construct: String, assumed: String) {
        self.location = location
        self.construct = construct
        self.assumed = assumed
    }

    /// `file:line:column: construct: assumed`, one line.
    public var description: String { "\(location): \(construct): \(assumed)" }
}

extension AppSpec {
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
                               maximumSourceBytes: Int = SourceReader.maximumTotalSize) throws(ExtractionError) -> Extraction {
        let read = try SourceReader.read(urls, maximumTotal: maximumSourceBytes)
        let info = try plist.map { url throws(ExtractionError) in try PlistInfo.read(url) }
        var extractor = Extractor(files: read.trees, rootName: root, plist: info)
        extractor.noteDiagnostics()
        var extraction = try extractor.run()
        extraction.digest = read.digest
        extraction.skipped = read.skipped
        return extraction
    }
}
