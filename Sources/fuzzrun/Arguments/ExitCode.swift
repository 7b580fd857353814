/// fuzzrun's exit codes, after BSD's sysexits.h.
enum ExitCode: Int32, Sendable {
    /// Everything passed.
    case success = 0
    /// An invariant failed, or a replayed corpus entry differed from its `expect`.
    case failure = 1
    /// The command line was wrong (EX_USAGE).
    case usage = 64
    /// An input file's contents were wrong: a spec or a corpus entry (EX_DATAERR).
    case dataError = 65
    /// A file or folder was not found, or a corpus folder held no entries
    /// (EX_NOINPUT).
    case noInput = 66
    /// A corpus file or folder could not be created or written (EX_CANTCREAT):
    /// distinct from bad input, because the fix is on the disk, not in a file.
    case cannotCreate = 73
}
