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
    /// `--max-source-bytes N`: the most bytes of Swift read in all.
    var maximumSourceBytes = SourceReader.maximumTotalSize

    /// Reads the options from `arguments`.
    init(_ arguments: inout Arguments) throws(CommandError) {
        paths = try arguments.paths("--source")
        root = try arguments.value("--root")
        plist = try arguments.path("--plist")
        maximumSourceBytes = try Self.maximumSourceBytes(&arguments)
        if paths.isEmpty, root != nil || plist != nil {
            throw .usage("\(root != nil ? "--root" : "--plist") needs --source DIR")
        }
    }

    /// Options for `paths`, as `fuzzrun extract` takes them.
    init(paths: [String], root: String?, plist: String?, maximumSourceBytes: Int = SourceReader.maximumTotalSize) {
        self.paths = paths
        self.root = root
        self.plist = plist
        self.maximumSourceBytes = maximumSourceBytes
    }

    /// `--max-source-bytes N`, from 1 to 2^40; the default when not given.
    static func maximumSourceBytes(_ arguments: inout Arguments) throws(CommandError) -> Int {
        try arguments.integer("--max-source-bytes", in: 1...(1 << 40)) ?? SourceReader.maximumTotalSize
    }

    /// Whether an app is read from source.
    var isGiven: Bool { !paths.isEmpty }

    /// The app read from the sources: exit 66 for a path that does not
    /// exist, 65 for bad input, no root view, or (when `checked`) a spec
    /// the model refuses (``Extraction/problems``), as `--spec` refuses it.
    func extract(checked: Bool = true) throws(CommandError) -> Extraction {
        let extraction: Extraction
        do {
            extraction = try AppSpec.extract(from: paths.map { URL(fileURLWithPath: $0) }, root: root,
                                             plist: plist.map { URL(fileURLWithPath: $0) }, maximumSourceBytes: maximumSourceBytes)
        } catch {
            let code: ExitCode = error.isMissingInput ? .noInput : error.isUnreadable ? .cannotRead : .dataError
            throw CommandError(code: code, message: error.description)
        }
        if checked, let refusal = Self.refusal(of: extraction) { throw refusal }
        return extraction
    }

    /// Why the spec derived from the source cannot be used as a spec file
    /// could: a problem the model finds (``Extraction/problems``), or JSON
    /// that `--spec` would not read back (a chain of modifiers nested deeper
    /// than a spec file may be); nil when it can.
    static func refusal(of extraction: Extraction) -> CommandError? {
        if let problem = extraction.problems.first { return refusal(problem) }
        let data: Data
        do { data = try extraction.spec.jsonData() } catch {
            return .data("the spec derived from the source cannot be written as JSON: its views nest too deep for a spec file")
        }
        do { _ = try AppSpec.decode(json: String(decoding: data, as: UTF8.self)) } catch {
            return .data("the spec derived from the source is not one a spec file can hold: "
                + (error.field.map { "\($0): " } ?? "") + error.message)
        }
        return nil
    }

    /// The error for a derived spec the model refuses: one line, exit 65.
    static func refusal(_ problem: SpecProblem) -> CommandError {
        .data("the spec derived from the source is not one the model takes: \(problem)")
    }

    /// The app under test, with its source map.
    func appSource() throws(CommandError) -> AppSource {
        let extraction = try extract()
        return AppSource(spec: extraction.spec, path: nil, sourceMap: extraction.sourceMap, sourcePaths: paths,
                         sourceDigest: extraction.digest.description)
    }
}
