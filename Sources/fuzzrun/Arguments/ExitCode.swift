/// fuzzrun's exit codes, after BSD's sysexits.h.
enum ExitCode: Int32, Sendable, CaseIterable {
    /// Everything passed.
    case success = 0
    /// An invariant failed, or a replayed corpus entry differed from its `expect`.
    case failure = 1
    /// `fuzzrun lint` reported a lint, or `fuzzrun run --strict` refused to
    /// fuzz a spec with one.
    case lint = 2
    /// No invariant failed, but the reading of a `--source` app was too thin
    /// for the pass to mean anything (the reading's `thin` lines say why):
    /// not a pass, and not a failure of the app (`--allow-thin` makes it a pass).
    case inconclusive = 3
    /// The command line was wrong (EX_USAGE): also a run that would check
    /// nothing (every invariant off), an option the command would ignore, and
    /// a `trace` window or event that cannot happen for the app.
    case usage = 64
    /// An input file's contents were wrong: a spec, a corpus entry, a
    /// platform file or a crash file, also one over its size limit
    /// (`InputFile`) (EX_DATAERR).
    case dataError = 65
    /// A file or folder was not found, or a corpus folder held no entries
    /// (EX_NOINPUT).
    case noInput = 66
    /// A corpus entry's invariant is one of your own (a Swift `Invariant`),
    /// which the command line cannot check (EX_UNAVAILABLE).
    case unavailable = 69
    /// A file or folder exists but cannot be read: permission denied, a
    /// Swift source or plist that is not a regular file (EX_NOPERM).
    /// Distinct from 66, a path that does not exist: the fix is on the disk.
    case cannotRead = 77
    /// A corpus file or folder could not be created or written, or an output
    /// file (`--html`, `--svg`): a full device, a folder given as the file
    /// (EX_CANTCREAT). Distinct from bad input, because the fix is on the
    /// disk, not in a file.
    case cannotCreate = 73
    /// Standard output could not be written (EX_IOERR): the report was lost,
    /// so the run cannot count as passed or failed.
    case ioError = 74
    /// A run ran no case (a time limit too short to start one): nothing was
    /// checked, so it is not a pass (EX_TEMPFAIL: try again, with more time).
    case nothingChecked = 75
    /// The run was interrupted by `SIGINT` (128 + 2, the shell's convention);
    /// what was found was still reported and saved.
    case interrupted = 130
    /// The run was stopped by `SIGTERM` (128 + 15), as for ``interrupted``.
    case terminated = 143

    /// Whether the code reports an error of its own (64 and up), which a
    /// later problem must not hide.
    var isError: Bool { rawValue >= 64 }
}
