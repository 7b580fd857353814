import Foundation
import LayoutModel
import SizeFuzz
import SourceExtraction

/// `--source DIR ...`, `--root TYPE`, `--plist FILE`: an app read from its
/// SwiftUI source; `--project PATH`, `--no-project`, `--target NAME`,
/// `--configuration NAME`: its project's settings (found above DIR by default).
struct SourceOptions {
    /// The folders and files given with `--source`.
    var paths: [String] = []
    /// `--root TYPE`.
    var root: String?
    /// `--plist FILE`.
    var plist: String?
    /// `--project PATH`, `--no-project`, `--target NAME`, `--configuration NAME`.
    var project = ProjectOptions.discover

    /// The help lines of the project options, for the commands that take them.
    static let projectHelp = """
      --project PATH  The app's project: an .xcodeproj, a project.yml or a Package.swift
                      (or a folder holding one). By default the source folder and its
                      parents, up to the repository root, are searched.
      --no-project    Read no project: the settings are the plist's, or the defaults.
      --target NAME   The app target to read (default: the one holding the @main App).
      --configuration NAME
                      The build configuration to read (default: Release).
      --define FLAG   A flag true in #if, as -D FLAG sets it (repeatable); flags neither
                      defined nor set by the project are false.
    """
    /// `--max-source-bytes N`: the most bytes of Swift read in all.
    var maximumSourceBytes = SourceReader.maximumTotalSize

    /// Reads the options from `arguments`.
    init(_ arguments: inout Arguments) throws(CommandError) {
        paths = try arguments.paths("--source")
        root = try arguments.value("--root")
        plist = try arguments.path("--plist")
        maximumSourceBytes = try Self.maximumSourceBytes(&arguments)
        try readProject(&arguments)
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

    /// Reads `--project`, `--no-project`, `--target` and `--configuration`.
    mutating func readProject(_ arguments: inout Arguments) throws(CommandError) {
        let path = try arguments.value("--project")
        let off = try arguments.flag("--no-project")
        let target = try arguments.value("--target")
        let configuration = try arguments.value("--configuration")
        let defines = try arguments.values("--define")
        if off, path != nil { throw .usage("--project and --no-project cannot both be given") }
        for flag in defines where flag.isEmpty || flag.first?.isNumber == true
            || !flag.allSatisfy({ $0 == "_" || $0.isASCII && ($0.isLetter || $0.isNumber) }) {
            throw .usage("--define: \(flag.echoed) is not a flag name (letters, digits and _, not starting with a digit)")
        }
        project = ProjectOptions(lookup: off ? .off : path.map { .at(URL(fileURLWithPath: $0)) } ?? .discover,
                                 target: target, configuration: configuration ?? "Release", defines: defines)
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
                                             plist: plist.map { URL(fileURLWithPath: $0) }, project: project,
                                             maximumSourceBytes: maximumSourceBytes)
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

    /// The app read from the sources with what the reader saw of it, the
    /// time the reading took included.
    func read(checked: Bool = true) throws(CommandError) -> ReadingSummary {
        let clock = ContinuousClock()
        let start = clock.now
        let extraction = try extract(checked: checked)
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let settings = extraction.settings.isFromProject || plist != nil ? extraction.settings.summary : nil
        return ReadingSummary(extraction: extraction, paths: paths, seconds: seconds, settings: settings,
                              directory: FileManager.default.currentDirectoryPath)
    }

    /// The app under test, with its source map and its reading.
    /// Unless `checked`, a spec the model refuses is returned (the run says
    /// the reading is inconclusive, ``RunCommand``).
    func appSource(checked: Bool = true) throws(CommandError) -> AppSource {
        let reading = try read(checked: checked)
        let extraction = reading.extraction
        var source = AppSource(spec: extraction.spec, path: nil, sourceMap: extraction.sourceMap, sourcePaths: paths,
                               sourceDigest: extraction.digest.description, reading: reading)
        if extraction.settings.isFromProject || !project.defines.isEmpty { source.sourceProject = projectArguments }
        return source
    }

    /// The project options as a Swift `ProjectOptions` argument and as
    /// command-line options, for the printed regression test and replay.
    var projectArguments: (argument: String, options: String) {
        var swift: [String] = []
        var options = ""
        if case .off = project.lookup {
            swift.append("lookup: .off")
            options += " --no-project"
        }
        if case .at(let url) = project.lookup {
            swift.append("lookup: .at(URL(fileURLWithPath: \(FailureReport.quoted(url.path))))")
            options += " --project \(FailureReport.shellQuoted(url.path))"
        }
        if let target = project.target {
            swift.append("target: \(FailureReport.quoted(target))")
            options += " --target \(FailureReport.shellQuoted(target))"
        }
        if project.configuration != "Release" {
            swift.append("configuration: \(FailureReport.quoted(project.configuration))")
            options += " --configuration \(FailureReport.shellQuoted(project.configuration))"
        }
        if !project.defines.isEmpty {
            swift.append("defines: [\(project.defines.map(FailureReport.quoted).joined(separator: ", "))]")
            options += project.defines.map { " --define \(FailureReport.shellQuoted($0))" }.joined()
        }
        return (swift.isEmpty ? ".discover" : "ProjectOptions(\(swift.joined(separator: ", ")))", options)
    }
}
