import LayoutModel
import SizeFuzz
import Synchronization

/// Saves shrunk failures into a corpus folder (`--save-corpus`) as the run
/// hands them over, with `expect: "fail"`, one line on standard error for
/// each: saved, skipped because the case is already there, or not saved and
/// why.
///
/// A flaky failure is not saved (it would not replay), nor is one whose
/// entry does not read back and fail again: an entry that does not
/// reproduce would only mislead. After a file or folder cannot be created
/// the saver stops saving and keeps the error, for the run to end with once
/// it has reported; the entries saved before it stay, and no partial file is
/// left.
final class CorpusSaver: Sendable {
    private let folder: CorpusFolder
    private let apps: [AppSource]
    private let console: Console
    private let failure = Mutex<CommandError?>(nil)

    /// A saver into `folder` for failures of `apps`, reporting on `console`.
    init(folder: CorpusFolder, apps: [AppSource], console: Console) {
        self.folder = folder
        self.apps = apps
        self.console = console
    }

    /// The error (exit 73) that stopped the saving, if any.
    var error: CommandError? { failure.withLock { $0 } }

    /// Saves `failure`'s entry, unless an earlier save failed.
    func save(_ failure: Failure) {
        guard error == nil else { return }
        do {
            try write(failure)
        } catch {
            self.failure.withLock { $0 = error }
        }
    }

    private func write(_ failure: Failure) throws(CommandError) {
        let label = "\(failure.app.name): \(failure.invariant.rawValue)"
        guard !failure.flaky else {
            console.err("fuzzrun: not saved: \(label) is flaky (it passed when replayed)\n")
            return
        }
        let source = apps.first { $0.spec.name == failure.app.name }
        // An app from a spec or from source keeps its own spec, even when it
        // shares a built-in app's name (a `SportsApp` read as `sports`).
        let fromSpec = source?.path != nil || source?.sourcePaths != nil
        let app = fromSpec ? nil : BuiltinApp.named(failure.app.name).map(CorpusApp.builtin)
        var entry = CorpusEntry(failure: failure, app: app ?? .described(failure.app))
        if let paths = source?.sourcePaths, let digest = source?.sourceDigest {
            entry.sources = CorpusSources(paths: paths, digest: digest)
        }
        switch entry.rereadOutcome() {
        case let .failure(problem):
            console.err("fuzzrun: not saved: \(label): the entry does not read back (\(problem.description.escapingControlCharacters))\n")
            return
        case let .success(outcome) where !outcome.matches:
            console.err("fuzzrun: not saved: \(label): the saved scenario does not fail when replayed\n")
            return
        case .success:
            break
        }
        let result: CorpusFolder.SaveResult
        do {
            result = try folder.save(entry)
        } catch {
            throw CommandError(error, option: "--save-corpus")
        }
        switch result {
        case let .written(file): console.err("fuzzrun: saved \(file.escapingControlCharacters)\n")
        case let .alreadyPresent(file): console.err("fuzzrun: skipped \(file.escapingControlCharacters) (already in the corpus)\n")
        case let .occupied(file): console.err("fuzzrun: skipped \(file.escapingControlCharacters) (holds another case; not overwritten)\n")
        }
    }
}
