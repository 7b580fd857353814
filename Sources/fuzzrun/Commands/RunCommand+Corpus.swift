import LayoutModel
import SizeFuzz

extension RunCommand {
    /// Saves each shrunk failure into `folder` (`--save-corpus`) with
    /// `expect: "fail"`, one line on standard error for each: saved, skipped
    /// because the case is already there, or not saved and why.
    ///
    /// A flaky failure is not saved (it would not replay), nor is one whose
    /// entry does not read back and fail again: an entry that does not
    /// reproduce would only mislead.
    /// - Throws: ``CommandError`` with exit 73 when a file or folder cannot be
    ///   created; the entries saved before it stay, and no partial file is left.
    static func save(_ failures: [Failure], apps: [AppSource], to folder: CorpusFolder,
                     console: Console) throws(CommandError) {
        for failure in failures {
            let label = "\(failure.app.name): \(failure.invariant.rawValue)"
            guard !failure.flaky else {
                console.err("fuzzrun: not saved: \(label) is flaky (it passed when replayed)\n")
                continue
            }
            let fromSpec = apps.first { $0.spec.name == failure.app.name }?.path != nil
            let app = fromSpec ? nil : BuiltinApp.named(failure.app.name).map(CorpusApp.builtin)
            let entry = CorpusEntry(failure: failure, app: app ?? .described(failure.app))
            switch entry.rereadOutcome() {
            case let .failure(problem):
                console.err("fuzzrun: not saved: \(label): the entry does not read back (\(problem.description.escapingControlCharacters))\n")
                continue
            case let .success(outcome) where !outcome.matches:
                console.err("fuzzrun: not saved: \(label): the saved scenario does not fail when replayed\n")
                continue
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
}
