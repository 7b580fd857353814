import Foundation
import LayoutModel
import SizeFuzz

/// `fuzzrun import`: brings the failures a CI run found (its `--json` report,
/// or a folder of corpus entries it saved) into a corpus folder, deduplicated.
enum ImportCommand: Command {
    static let name = "import"
    static let summary = "Import failures from a CI artifact (JSON report or entries) into a corpus."
    static let help = """
    USAGE: fuzzrun import ARTIFACT ... [--into DIR] [--spec FILE.json ...] [--os 18|26|27]
                          [--platform FILE.json]

    Reads each ARTIFACT (a file, or a folder searched recursively for *.json files):
    a report printed by `fuzzrun --json`, whose failures become entries, or corpus
    entries saved with --save-corpus. Each is replayed before it is written and saved
    as DIR/<invariant>/<app>-<hash>.json with expect "fail", unless the corpus holds
    the same case already: the same app, invariant and scenario is never saved twice.
    A report names an app; an app that is not built in needs its spec (--spec).
    Each entry is replayed and saved on the version of iPadOS it was found on (a
    report's "os", an entry's "os"), and the last line says which.

    OPTIONS:
      --into DIR            The corpus folder (default Corpus).
      --spec FILE.json      The spec of an app a report names; repeatable.
      --os N                Read a report's windows on iPadOS N (18, 26 or 27) instead of
                            the report's "os"; a corpus entry always keeps its own "os".
      --platform FILE.json  Model parameters the CI run had, to check the failures with.

    EXIT CODES: 0 imported (or already present), 1 an artifact's failure does not fail
                when replayed, 64 usage, 65 a bad artifact, 66 an artifact does not exist
                or holds no *.json file, 73 the corpus folder could not be written.

    EXAMPLES:
      fuzzrun import fuzz-report.json --into Corpus
      fuzzrun import artifacts/corpus-shard-1 artifacts/corpus-shard-2

    """

    static func run(_ arguments: inout Arguments, console: Console) throws(CommandError) -> ExitCode {
        let into = try arguments.value("--into") ?? ReplayCommand.defaultPath
        let specPaths = try arguments.values("--spec")
        let os = try arguments.os()
        let (platform, _) = try arguments.platform()
        let artifacts = arguments.positionals()
        try arguments.finish()
        guard !artifacts.isEmpty else { throw .usage("import needs at least one artifact (a JSON report or a folder of entries)") }
        let folder = CorpusFolder(into)
        do { try folder.checkWritable() } catch { throw CommandError(error, option: "--into") }
        var specs: [AppSpec] = []
        let files: [String]
        do {
            for path in specPaths { specs.append(try AppSpec.load(contentsOf: path)) }
            files = try CorpusFolder.entryFiles(under: artifacts)
        } catch {
            throw CommandError(error)
        }
        var imported: [(label: String, entry: CorpusEntry, flaky: Bool)] = []
        for file in files {
            do {
                imported += try CIArtifact.entries(in: file, specs: specs, platform: platform, os: os)
            } catch {
                throw CommandError(error)
            }
        }
        let tally = try save(imported, to: folder, option: "--into", platform: platform, console: console)
        // Each entry replays on the OS it records: say which, so a report
        // read on the wrong one is seen at once.
        let versions = OSVersion.allCases.filter { os in imported.contains { $0.entry.os == os } }
        let on = versions.isEmpty ? "" : " on " + versions.map(\.name).joined(separator: ", ")
        console.out("fuzzrun: imported \(tally.written) new entr\(tally.written == 1 ? "y" : "ies")\(on) "
                    + "into \(folder.path); \(tally.present) already there, \(tally.notSaved) not saved\n")
        return tally.mismatched == 0 ? .success : .failure
    }

    /// Saves entries into `folder`, one line on standard error for each: saved,
    /// skipped because the case is there already, or not saved and why (a
    /// flaky failure; an entry that does not read back or does not replay as
    /// its `expect` says).
    /// - Returns: how many entries were written, were there already, were not
    ///   saved, and of those how many did not replay as expected.
    /// - Throws: ``CommandError`` with exit 73 when a file or folder cannot be created.
    @discardableResult
    static func save(_ entries: [(label: String, entry: CorpusEntry, flaky: Bool)], to folder: CorpusFolder,
                     option: String, platform: Platform = .standard, console: Console) throws(CommandError)
        -> (written: Int, present: Int, notSaved: Int, mismatched: Int) {
        var tally = (written: 0, present: 0, notSaved: 0, mismatched: 0)
        for (label, entry, flaky) in entries {
            guard !flaky else {
                console.err("fuzzrun: not saved: \(label) is flaky (it passed when replayed)\n")
                tally.notSaved += 1
                continue
            }
            switch entry.rereadOutcome() {
            case let .failure(problem):
                console.err("fuzzrun: not saved: \(label): the entry does not read back (\(problem))\n")
                tally.notSaved += 1
                tally.mismatched += 1
                continue
            case .success:
                let outcome = entry.replay(platform: platform)
                guard outcome.matches else {
                    console.err("fuzzrun: not saved: \(label): expected \(entry.expect.rawValue), but \(entry.invariant.rawValue) "
                                + "\(outcome.unavailable ? "is a custom invariant, not available here" : outcome.failed ? "failed" : "held") when replayed\n")
                    tally.notSaved += 1
                    tally.mismatched += 1
                    continue
                }
            }
            let result: CorpusFolder.SaveResult
            do {
                result = try folder.save(entry)
            } catch {
                throw CommandError(error, option: option)
            }
            switch result {
            case let .written(file):
                console.err("fuzzrun: saved \(file)\n")
                tally.written += 1
            case let .alreadyPresent(file):
                console.err("fuzzrun: skipped \(file) (already in the corpus)\n")
                tally.present += 1
            case let .occupied(file):
                console.err("fuzzrun: skipped \(file) (holds another case; not overwritten)\n")
                tally.notSaved += 1
            }
        }
        return tally
    }
}
