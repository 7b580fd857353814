import Foundation
import LayoutModel
import SizeFuzz
import SourceExtraction

/// `--source DIR ...`, `--root TYPE`, `--plist FILE`: an app read from its
/// SwiftUI source.
struct SourceOptions {
    /// The folders and files given with `--source`.
    var paths: [String] = []
    /// `--root TYPE`.
    var root: String?
    /// `--plist FILE`.
    var plist: String?

    /// Reads the options from `arguments`.
    init(_ arguments: inout Arguments) throws(CommandError) {
        paths = try arguments.values("--source")
        root = try arguments.value("--root")
        plist = try arguments.value("--plist")
        if paths.isEmpty, root != nil || plist != nil {
            throw .usage("\(root != nil ? "--root" : "--plist") needs --source DIR")
        }
    }

    /// Options for `paths`, as `fuzzrun extract` takes them.
    init(paths: [String], root: String?, plist: String?) {
        self.paths = paths
        self.root = root
        self.plist = plist
    }

    /// Whether an app is read from source.
    var isGiven: Bool { !paths.isEmpty }

    /// The app read from the sources: exit 66 for a path that does not
    /// exist, 65 for bad input or no root view.
    func extract() throws(CommandError) -> Extraction {
        do {
            return try AppSpec.extract(from: paths.map { URL(fileURLWithPath: $0) }, root: root,
                                       plist: plist.map { URL(fileURLWithPath: $0) })
        } catch {
            throw CommandError(code: error.isMissingInput ? .noInput : .dataError, message: error.description)
        }
    }

    /// The app read from the sources with what the reader saw of it, the
    /// time the reading took included.
    func read() throws(CommandError) -> ReadingSummary {
        let clock = ContinuousClock()
        let start = clock.now
        let extraction = try extract()
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return ReadingSummary(extraction: extraction, paths: paths, seconds: seconds, settings: plist.map { "from \($0)" },
                              directory: FileManager.default.currentDirectoryPath)
    }

    /// The app under test, with its source map and its reading.
    func appSource() throws(CommandError) -> AppSource {
        let reading = try read()
        let extraction = reading.extraction
        return AppSource(spec: extraction.spec, path: nil, sourceMap: extraction.sourceMap, sourcePaths: paths,
                         sourceDigest: extraction.digest.description, reading: reading)
    }
}
