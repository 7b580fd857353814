import Foundation
import LayoutModel
import SizeFuzz
import SourceExtraction

/// `fuzzrun extract DIR...`: the spec derived from an app's SwiftUI source.
enum ExtractCommand: Command {
    static let name = "extract"
    static let summary = "Derive an app's spec from its SwiftUI source, and say what was assumed."
    static let help = """
    USAGE: fuzzrun extract DIR_OR_FILE... [--root TYPE] [--plist FILE] [--strict]
                           [--compare SPEC.json | --assumptions] [--no-timing] [--max-source-bytes N]
                           [--project PATH | --no-project] [--target NAME] [--configuration NAME]
                           [--define FLAG ...]

    Reads the Swift files (folders recursively, each file at most \(SourceReader.maximumFileSize) bytes,
    all together at most --max-source-bytes; hidden files, .build, DerivedData, SourcePackages,
    Pods, Carthage, Generated and *.xcframework folders skipped and listed in one line on
    standard error; symbolic links followed while they stay inside the folder), finds the
    root view (the App's WindowGroup content, or --root), and prints the spec it derives as
    the JSON `fuzzrun --spec` takes. First, on standard error, the reading: the files read,
    the root followed (through any gate), the screens, and what the code reachable from the
    root declares against what was read (pushes N of M NavigationLinks, with those not
    read), the project's settings, the assumptions, and a `thin` line for each reason a fuzz
    of this reading would be inconclusive. Last, on standard error, one line per assumption
    (those that change the app's shape first): where, the construct, and what was assumed
    in its place (always what cannot raise a false alarm), and their count.

    `fuzzrun --source DIR` fuzzes the same spec directly, and names the line of code
    behind each failure.

    OPTIONS:
      --root TYPE     The root view's type, for sources with no App (or to choose);
                      an App type takes that App's first WindowGroup.
      --plist FILE    The app's Info.plist: UIRequiresFullScreen,
                      UIApplicationSupportsMultipleScenes,
                      UIRequiresFullScreenIgnoredStartingWithVersion, UIDeviceFamily.
    \(SourceOptions.projectHelp)
      --strict        Exit 2 when anything was assumed.
      --assumptions   Print the assumptions on standard output instead of the spec, those
                      that change the app's shape first, each marked structural or local.
      --no-timing     Leave the reading's time out, so output is byte-identical between runs.
      --max-source-bytes N
                      The most bytes of Swift read in all (default \(SourceReader.maximumTotalSize), 16 MiB).
      --compare SPEC.json
                      Instead of the spec, print where the hand-written SPEC.json and
                      the source disagree, one key a line (`screens[coffee].title:
                      spec "Coffee", source "Café"`; `absent` for a key one side lacks;
                      name, summary and source not compared), then their count.

    EXIT CODES: 0 derived (with --compare: the specs agree), 1 with --compare: they
                differ, 2 an assumption with --strict, 64 usage, 65 a file that is not
                UTF-8 or too large, a read over --max-source-bytes, a bad plist or project
                file, no root view, a derived spec the model refuses, or a bad SPEC.json,
                66 a path not found, 77 a path that exists but cannot be read (permission,
                not a file).

    """

    static func run(_ arguments: inout Arguments, console: Console) throws(CommandError) -> ExitCode {
        let root = try arguments.value("--root")
        let plist = try arguments.path("--plist")
        let strict = try arguments.flag("--strict")
        let compare = try arguments.path("--compare")
        let listAssumptions = try arguments.flag("--assumptions")
        let timing = !(try arguments.flag("--no-timing"))
        let maximumSourceBytes = try SourceOptions.maximumSourceBytes(&arguments)
        var options = SourceOptions(paths: [], root: root, plist: plist, maximumSourceBytes: maximumSourceBytes)
        try options.readProject(&arguments)
        let paths = arguments.positionals()
        try arguments.finish()
        guard !paths.isEmpty else { throw .usage("extract needs a folder or Swift file") }
        if paths.contains("") { throw .usage("extract needs a path, not an empty string") }
        if listAssumptions, compare != nil { throw .usage("--assumptions and --compare cannot be used together") }
        options.paths = paths
        let written: AppSpec?
        do { written = try compare.map { path throws(InputError) in try AppSpec.load(contentsOf: path) } } catch { throw CommandError(error) }
        var reading = try options.read(checked: false)
        if !timing { reading.seconds = nil }
        let extraction = reading.extraction
        console.err(reading.text)
        let ranked = extraction.rankedAssumptions
        if let refusal = SourceOptions.refusal(of: extraction) {
            // What was assumed first: it says why the spec came out so.
            for assumption in ranked { console.err("fuzzrun: assumption: \(assumption.description.boundedLine)\n") }
            throw refusal
        }
        if listAssumptions {
            for assumption in ranked { console.out("\(assumption.isStructural ? "structural" : "local"): \(assumption)\n") }
            let count = ranked.count
            console.err("fuzzrun extract: \(count) assumption\(count == 1 ? "" : "s")\n")
            return strict && count > 0 ? .lint : .success
        }
        let data: Data
        do { data = try extraction.spec.jsonData() } catch { throw .data("the derived spec cannot be written as JSON") }
        var differ = false
        if let written, let compare {
            let spec: Data
            do { spec = try written.jsonData() } catch { throw .data("\(compare): the spec does not encode: \(error)") }
            let comparison = SpecComparison(spec: spec, source: data)
            for difference in comparison.differences { console.out(difference.line + "\n") }
            let count = comparison.differences.count
            console.out("fuzzrun extract --compare: \(count == 0 ? "no" : "\(count)") difference\(count == 1 ? "" : "s") "
                + "between \(compare) and the source\n")
            differ = count > 0
        } else {
            console.out(String(decoding: data, as: UTF8.self) + "\n")
        }
        for assumption in ranked {
            console.err("fuzzrun: \(strict ? "error" : "assumption"): \(assumption.description.boundedLine)\n")
        }
        let count = extraction.assumptions.count
        console.err("fuzzrun extract: \(count) assumption\(count == 1 ? "" : "s")\n")
        if strict && count > 0 { return .lint }
        return differ ? .failure : .success
    }
}
